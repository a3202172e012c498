/**
 * The end of a block, after the push and the follow-up: the wall case (the ruleset's), knock-downs
 * with their armour rolls (Mighty Blow, Claws), Strip Ball, a ball in a square someone was pushed
 * into, what the squares entered do (portals), and touchdowns.
 */
import { type Ctx, emit } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import { hasClaws, mightyBlow } from '../skills.ts';
import { carriesBall, checkTouchdown, looseBall } from './common.ts';
import { enterSquare } from './enter.ts';
import { goDown } from './injury.ts';

export function afterBlockMoves(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  f.phase = 'after';
  // A player pushed into the ball's square may not pick it up: the ball bounces. Decided before
  // anyone goes down, so a ball a knocked-down carrier drops is not mistaken for it.
  const ballHit =
    g.ball.state === 'ground' && f.pushes.some((m) => m.to === g.ball.sq && m.player !== f.attacker);
  if (f.wallPush) ctx.rules.wallPush(ctx, f, g.players[f.wallPlayer ?? f.defender]);
  if (f.attackerDown && a.status === 'standing')
    goDown(ctx, a, 'knockedDown', { reason: 'attacker down', by: d.team });
  if (f.defenderDown && d.status === 'standing') {
    // A wall may make the blow harder ([002]); otherwise the blocker's own Mighty Blow.
    const blow = f.wallBlow ?? { armour: 0, either: mightyBlow(a), injury: 0 };
    goDown(ctx, d, 'knockedDown', {
      armourMod: blow.armour,
      eitherMod: blow.either,
      injuryMod: blow.injury,
      claws: hasClaws(a),
      by: a.team,
    });
  }
  // Strip Ball: the target drops the ball in the square it was pushed to (its own square when it
  // was pushed into a wall). A target that refused the push with Stand Firm was not pushed back.
  if (f.strip && f.stoodFirm !== d.id && d.status === 'standing' && carriesBall(ctx, d)) {
    emit(ctx, { type: 'skill', player: a.id, skill: 'stripBall', detail: 'the ball is knocked loose' });
    looseBall(ctx, d.sq);
  }
  const moved = new Set(f.pushes.map((m) => m.player));
  if (ballHit) looseBall(ctx, g.ball.sq);
  // A square that acts before scoring (a pit) decides for itself whether its player scored.
  const held = new Set<number>();
  for (const pi of moved) {
    if (enterSquare(ctx, g.players[pi], pi === f.attacker ? 'followUp' : 'push')?.beforeScoring) held.add(pi);
  }
  for (const pi of moved) {
    const p = g.players[pi];
    if (!held.has(pi) && p.sq >= 0 && checkTouchdown(ctx, p)) return;
  }
}
