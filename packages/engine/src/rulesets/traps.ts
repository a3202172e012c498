/**
 * Pit trap counters ([003] Pit traps or bottomless pits) as a square feature. A player entering a
 * counter's square, by any way in, sets off a `trap` frame (rulesets/pit-traps.ts): a face-down counter is
 * rolled for (1-3 a fake, removed; 4-5 a pit; 6 a spiked pit), a revealed pit acts again without
 * a roll. The counters themselves are the game's dynamic layer (`game.traps`), so the helpers
 * here read only the state: a ruleset without traps never has any, and plays as before.
 */
import type { Ctx } from '../core.ts';
import { type Game, type Player, seesTrap, type TrapCounter } from '../state.ts';
import type { SquareFeature } from './types.ts';

/**
 * The trap counters on a square. Usually one; but a coach places its counters not knowing where
 * the others' face-down ones are (that is secret), so two coaches' counters may share a square.
 */
export function trapsAt(g: Game, sq: number): TrapCounter[] {
  return g.traps.filter((t) => t.sq === sq);
}

/** Does the coach of `team` know of a trap counter here: a revealed pit, or one of its own face down? */
export function knownTrapAt(g: Game, sq: number, team: number): boolean {
  // Loops, not some: these run for each square around a mover at every listing, and a closure
  // made per call costs more than the search.
  for (const t of g.traps) if (t.sq === sq && seesTrap(t, team)) return true;
  return false;
}

/** A revealed pit or spiked pit on the square ([003]'s counters, [000]'s markers), known to all. */
export function revealedTrapAt(g: Game, sq: number): boolean {
  for (const t of g.traps) if (t.sq === sq && t.kind !== 'faceDown') return true;
  return false;
}

/** Is any trap counter on the square? */
export function trapCounterAt(g: Game, sq: number): boolean {
  for (const t of g.traps) if (t.sq === sq) return true;
  return false;
}

/** [003]: "Players down in pit traps or spike traps cannot be fouled" (a revealed pit under them). */
export function downInPit(g: Game, p: Player): boolean {
  if (p.sq < 0 || (p.status !== 'prone' && p.status !== 'stunned')) return false;
  return revealedTrapAt(g, p.sq);
}

/**
 * [003]: "Players without the Leap skill can attempt to leap over pit traps or unflipped trap
 * counters": an empty square with a counter the jumper's coach can see. Another coach's
 * face-down counter is secret, and offering a jump over it would tell where it is.
 */
export function mayLeapTrap(ctx: Ctx, p: Player, over: number): boolean {
  // [003]'s rule only: other rulesets' traps are leapt as any square is (Leap).
  if (ctx.rules.leapsTraps === false) return false;
  return ctx.g.occ[over] < 0 && knownTrapAt(ctx.g, over, p.team);
}

/**
 * The feature. Every way into the square counts: [003] names a player who "moves/is pushed" onto
 * a counter, and a jump's landing, a fall into it, a follow-up, a throw's landing and shadowing
 * all move the player there (docs/rules-status.md, Classic Dungeonbowl, Pit traps). A player
 * already down on arriving (knocked down by the block that pushed it, or fallen) was "knocked
 * down into the trap".
 */
export const TRAP: SquareFeature = {
  id: 'trap',
  // A player who falls into a pit in the end zone is not standing there: the trap acts first.
  beforeScoring: true,
  playerEnters(ctx, p, sq, how) {
    if (!trapCounterAt(ctx.g, sq)) return null;
    return { t: 'trap', player: p.id, sq, how, knockedIn: p.status !== 'standing' };
  },
};
