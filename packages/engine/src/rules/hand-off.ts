/**
 * Hand-off ([004]): no test to give, but the receiver must catch (no modifier for the hand-off
 * itself); a receiver who has lost its tackle zone cannot catch, so the ball bounces off it. A
 * ball not held by the active team at the end is a turnover.
 */
import { type Ctx, emit, pop, register } from '../core.ts';
import { hasTackleZone } from '../state.ts';
import { pushBall, pushCatch } from './ball.ts';
import { turnoverUnlessHeld } from './pass.ts';

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
      if (hasTackleZone(to)) pushCatch(ctx, to.id, 0, 'bounce');
      else pushBall(ctx, 'bounce', to.sq);
      return;
    }
    pop(g);
    turnoverUnlessHeld(g, ctx, 'hand-off not caught');
  },
});
