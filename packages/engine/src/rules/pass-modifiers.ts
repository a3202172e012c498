/**
 * Modifiers that skills add to passing, throwing, catching and interfering (BB2020, rules.md 4):
 *
 * - Nerves of Steel: the player ignores the -1 per marking player when it passes (a Pass action,
 *   a wall throw or a Dump-off pass), catches the ball (hand-offs included) or interferes. It does
 *   not help a Throw Team-mate test, which is not a Pass action.
 * - Disturbing Presence: -1 for each opposing player with it within 3 squares (counted as king
 *   moves, walls ignored: the rule only counts squares), standing, prone or stunned, to a pass, a
 *   throw or kick of a team-mate, a catch and an interference. "Opposing" is every other team.
 */
import { markerCount } from '../board.ts';
import type { Ctx } from '../core.ts';
import { isDisturbing, passIgnoresMarking } from '../skills.ts';
import { isOnPitch } from '../state.ts';

/** The -1s for opposing Disturbing Presence players within 3 squares of player `pi`. */
export function disturbance(ctx: Ctx, pi: number): number {
  const g = ctx.g;
  const p = g.players[pi];
  if (p.sq < 0) return 0;
  const w = ctx.d.width;
  const px = p.sq % w;
  const py = (p.sq - px) / w;
  let n = 0;
  for (const q of g.players) {
    if (q.team === p.team || q.sq < 0 || !isOnPitch(q) || !isDisturbing(q)) continue;
    const qx = q.sq % w;
    const qy = (q.sq - qx) / w;
    if (Math.max(Math.abs(qx - px), Math.abs(qy - py)) <= 3) n++;
  }
  return n;
}

/** The marking players counted against a pass, catch or interference (none with Nerves of Steel). */
export function passMarking(ctx: Ctx, pi: number): number {
  const p = ctx.g.players[pi];
  return passIgnoresMarking(p) ? 0 : markerCount(ctx, p.sq, p.team, p.id);
}

/** Marking and Disturbing Presence together, as a (negative) modifier. */
export function pressure(ctx: Ctx, pi: number): number {
  return -passMarking(ctx, pi) - disturbance(ctx, pi);
}
