/**
 * Dungeon Brawl ([000]) Teleporters: ten pads numbered 0 to 9, the destination rolled on a D10
 * whose "10" reads 0 (Ruleset.portalDieZero, rules/teleport.ts). The readings where [000] is
 * silent (docs/rules-status-dungeonbrawl.md):
 *
 * - Entering a pad in any way but a teleport's own arrival warps the player at once: its own step
 *   or jump, or an unwilling entry (a push, a chain push, a fall, a throw, shadowing, and a
 *   follow-up too, which is the blocker's own choice). The player appears on the destination pad
 *   and stays there; a warp onto an occupied pad warps its occupant on from there (the core
 *   teleport frame's chain reaction, "warp push"), who may be lost in space in turn.
 * - A warp costs no movement beyond the step onto the pad: a mover goes on from the destination
 *   with the MA it has left (as [002]; [003]/[004] charge a square).
 * - Rolling the pad left is "lost in space": removed from the game, no second roll (FAQ), and no
 *   turnover (the team's turn goes on, as for any player's action in [000]).
 * - A ball carrier: the player's D10, then the ball's own D10. The same pad: the player keeps the
 *   ball. Otherwise the ball is loose on its pad and scatters one square (D8) from it, a bounce
 *   anyone there may catch; the carrier losing it so is no turnover (it is none of BB2020's). A
 *   carrier lost in space: the ball still rolls its own pad and scatters from it. The ball's
 *   scatter resolves before a warp push the player set off.
 * - "First, warp any opponent players currently on teleporters": as a coach's turn starts, before
 *   any declaration, every player of another team on a pad (standing or down) warps, in order of
 *   the pad numbers, lowest first; each once (a player a warp push has already moved is done).
 * - Teleporting twice in a turn: allowed, no penalty (Ruleset.repeatTeleport does nothing).
 */
import { portalAt } from '../board.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import { carriesBall, checkTouchdown, looseBall, removeFromPitch } from '../rules/common.ts';
import { enterSquare } from '../rules/enter.ts';
import { activeTeam, isOnPitch, type Player } from '../state.ts';
import { ballDestination, portalFeature } from './portals.ts';

/**
 * The teleporters as a square feature: every way in but a teleport's arrival warps; no square of
 * movement for it; a loose ball landing on a pad goes to the pad a D10 names and scatters from it.
 */
export const teleporters = portalFeature({
  triggers: ['step', 'jump', 'fall', 'push', 'followUp', 'thrown', 'shadow'],
  ball: true,
  moveCost: false,
});

/** The carried ball's own D10: kept on the same pad, else loose on its pad, scattering one square. */
function ballWarps(ctx: Ctx, pad: number): void {
  const to = ballDestination(ctx);
  if (to === pad) return;
  emit(ctx, { type: 'ball', what: 'teleport', sq: to });
  // Loose on its pad ("scatters 1 square from its destination teleporter"): a bounce from there.
  looseBall(ctx, to);
}

/**
 * Ruleset.teleportArrival: the player stays on the destination pad; a carried ball rolls its own
 * destination; the pad's square acts as in the core (nothing on a pad; a touchdown if any).
 */
export function warpArrival(ctx: Ctx, p: Player, pad: number, _from: number | null): void {
  if (carriesBall(ctx, p)) ballWarps(ctx, pad);
  if (p.teleportsThisTurn > 1) ctx.rules.repeatTeleport(ctx, p);
  if (!enterSquare(ctx, p, 'teleport')?.beforeScoring) checkTouchdown(ctx, p);
}

/** "Lost in space": removed from the game, no turnover; a carried ball still rolls its own pad. */
export function lostInSpace(ctx: Ctx, p: Player, from: number): void {
  const g = ctx.g;
  const hadBall = carriesBall(ctx, p);
  emit(ctx, { type: 'teleport', player: p.id, from, to: null, mishap: true });
  if (!hadBall) return removeFromPitch(ctx, p, 'lost');
  const to = ballDestination(ctx);
  g.ball = { state: 'ground', sq: to, carrier: -1 };
  removeFromPitch(ctx, p, 'lost');
  emit(ctx, { type: 'ball', what: 'teleport', sq: to });
  looseBall(ctx, to);
}

/**
 * Ruleset.turnStart: the players of the other teams on a pad as the coach's turn starts, by pad
 * number, each to warp once (the startWarps frame, below).
 */
export function warpOpponents(ctx: Ctx): void {
  const g = ctx.g;
  const team = activeTeam(g);
  const onPads = g.players
    .filter((p) => p.team !== team && isOnPitch(p) && p.sq >= 0 && portalAt(g, p.sq) !== null)
    .sort((a, b) => (portalAt(g, a.sq) ?? 0) - (portalAt(g, b.sq) ?? 0));
  if (onPads.length > 0) push(g, { t: 'startWarps', players: onPads.map((p) => p.id) });
}

register('startWarps', {
  run(ctx, f) {
    const g = ctx.g;
    while (f.players.length > 0) {
      const p = g.players[f.players.shift() as number];
      const from = p.sq >= 0 ? portalAt(g, p.sq) : null;
      // Lost, or already moved by a warp push this turn: its warp is done.
      if (from === null || p.teleportsThisTurn > 0) continue;
      push(g, { t: 'teleport', player: p.id, from, moveCost: false, phase: 'roll', dest: -1 });
      return;
    }
    pop(g);
  },
});
