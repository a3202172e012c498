/**
 * Opening a chest (the ruleset says who may, `chestActions`, and how, `openChest`). The ball: what
 * finding it does is the ruleset's (`chestFound`). Empty: it explodes (`explode`). Either way the
 * chest is gone.
 */
import { type Ctx, emit, pop, register } from '../core.ts';

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
    ctx.rules.explode(ctx, p, f.sq);
  },
});
