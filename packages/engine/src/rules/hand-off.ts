/** Hand-off ([004]): no test to give, but the receiver must catch; a miss is a turnover. */
import { type Ctx, emit, pop, register } from '../core.ts';
import { activeTeam } from '../state.ts';
import { pushCatch } from './ball.ts';
import { turnover } from './common.ts';

register('handOff', {
  run(ctx: Ctx, f) {
    const g = ctx.g;
    if (f.phase === 'catch') {
      const to = g.players[f.to];
      emit(ctx, { type: 'ball', what: 'handedOff', sq: to.sq, player: f.from });
      g.ball.state = 'ground';
      g.ball.carrier = -1;
      g.ball.sq = to.sq;
      f.phase = 'after';
      pushCatch(ctx, to.id, 0, 'bounce');
      return;
    }
    pop(g);
    const holder = g.ball.state === 'carried' ? g.players[g.ball.carrier] : null;
    if (!g.result && (!holder || holder.team !== activeTeam(g))) turnover(ctx, 'hand-off not caught');
  },
});
