/**
 * Opening a chest (the ruleset says who may, `chestActions`, and how, `openChest`). The ball: what
 * finding it does is the ruleset's (`chestFound`). Empty: it explodes (`explode`). Either way the
 * chest is gone. With the D6 method ([002] Chest tokens) what it holds is rolled as it opens: a 6
 * the ball, and the last chest always holds it while the ball is still to be found.
 */
import { type Ctx, emit, pop, register, roll } from '../core.ts';

function d6Method(ctx: Ctx): boolean {
  const g = ctx.g;
  if (g.ball.state !== 'hidden') return false;
  const closed = g.chests.filter((c) => !c.open).length;
  // This chest is already open: it was the last one.
  if (closed === 0) return true;
  return roll(ctx, 6, 'chest: the ball on a 6') === 6;
}

register('chest', {
  run(ctx: Ctx, f) {
    const g = ctx.g;
    pop(g);
    const chest = g.chests.find((c) => c.sq === f.sq && !c.open);
    if (!chest) return;
    chest.open = true;
    if (g.options.chestMethod === 'd6') chest.hasBall = d6Method(ctx);
    const p = g.players[f.player];
    emit(ctx, { type: 'chest', player: p.id, sq: f.sq, hadBall: chest.hasBall });
    if (chest.hasBall) return ctx.rules.chestFound(ctx, p, f.sq, f.voluntary === true);
    ctx.rules.explode(ctx, p, f.sq);
  },
});
