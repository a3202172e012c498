/**
 * Chests ([004] Chests): opened at the end of a Move action by an unmarked player next to one.
 * The ball: the opener takes it and the activation ends. Empty: it explodes, knocking down the
 * opener and every player next to the chest. Either way the chest is gone.
 */
import { around } from '../board.ts';
import { type Ctx, emit, pop, register } from '../core.ts';
import { armourRoll, goDown } from './injury.ts';

register('chest', {
  run(ctx: Ctx, f) {
    const g = ctx.g;
    pop(g);
    const chest = g.chests.find((c) => c.sq === f.sq && !c.open);
    if (!chest) return;
    chest.open = true;
    const p = g.players[f.player];
    emit(ctx, { type: 'chest', player: p.id, sq: f.sq, hadBall: chest.hasBall });
    if (chest.hasBall) return ctx.rules.chestFound(ctx, p, f.sq);
    const victims = [
      p.id,
      ...around(ctx.d, f.sq)
        .map((s) => g.occ[s])
        .filter((pi) => pi >= 0 && pi !== p.id),
    ];
    for (const pi of victims) {
      const q = g.players[pi];
      if (q.sq < 0) continue;
      if (q.status === 'standing') goDown(ctx, q, 'knockedDown', { reason: 'chest exploded' });
      else armourRoll(ctx, q, 0, 0);
    }
  },
});
