/**
 * The end of a block, after the push and the follow-up: the wall case, knock-downs with their
 * armour rolls, a ball in a square someone was pushed into, portals, and touchdowns.
 */
import { portalAt } from '../board.ts';
import { type Ctx, emit, push, roll } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import { mightyBlow } from '../skills.ts';
import { checkTouchdown, looseBall } from './common.ts';
import { goDown } from './injury.ts';

export function afterBlockMoves(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  f.phase = 'after';
  if (f.wallPush && !f.defenderDown && f.face !== 'playerDown' && f.face !== 'bothDown') {
    // Pushed into a wall: the active coach rolls D6; 4+ the player falls over (a POW always does).
    const r = roll(ctx, 6, 'pushed into wall', d.id);
    emit(ctx, {
      type: 'skill',
      player: d.id,
      skill: 'wall',
      detail: r >= 4 ? 'falls against the wall' : 'holds',
    });
    if (r >= 4) f.defenderDown = true;
  }
  if (f.attackerDown && a.status === 'standing') goDown(ctx, a, 'knockedDown', { reason: 'attacker down' });
  if (f.defenderDown && d.status === 'standing') goDown(ctx, d, 'knockedDown', { eitherMod: mightyBlow(a) });
  const moved = new Set(f.pushes.map((m) => m.player));
  // A player pushed into the ball's square may not pick it up: the ball bounces.
  if (g.ball.state === 'ground' && f.pushes.some((m) => m.to === g.ball.sq && m.player !== f.attacker)) {
    looseBall(ctx, g.ball.sq);
  }
  for (const pi of moved) {
    const p = g.players[pi];
    if (p.sq < 0) continue;
    const portal = portalAt(g, p.sq);
    if (portal !== null) {
      push(g, { t: 'teleport', player: pi, from: portal, moveCost: false, phase: 'roll', dest: -1 });
    }
  }
  for (const pi of moved) {
    const p = g.players[pi];
    if (p.sq >= 0 && checkTouchdown(ctx, p)) return;
  }
}
