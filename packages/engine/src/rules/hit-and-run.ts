/**
 * Hit and Run (BB2020, rules.md 4): straight after a block, a player still Standing may move one
 * free square, ignoring tackle zones (no dodge, no MA), to a square where no opposition player
 * is next to it (so it neither marks nor is marked by anyone).
 *
 * Readings chosen here: it follows the block of a Block action or of a Blitz (after any Frenzy
 * second block), once per block; it is offered beside the activation's other choices, and any
 * other choice gives it up; a prone opponent next to the square counts (FFB reads "marking" the
 * same way); a Rooted player cannot use it; the square is entered like a step (a portal
 * teleports, the ball must be picked up, Shadowing may follow).
 * - The move is the player's own: where the ruleset limits such moves ([000]) it is not made
 *   diagonally round a corner, trap or obstacle, nor out of a pit the player has not escaped.
 */
import type { Action } from '../actions.ts';
import { around, isBlocked } from '../board.ts';
import { type Ctx, emit, push } from '../core.ts';
import type { ActivationFrame } from '../frames.ts';
import { hitsAndRuns } from '../skills.ts';
import { isOnPitch } from '../state.ts';
import { isRooted, placePlayer } from './common.ts';
import { ownMoveRefused } from './own-move.ts';
import { shadowFrame } from './shadowing.ts';

/** After pushing a block: the free move will be offered when the block is over. */
export function armHitAndRun(ctx: Ctx, f: ActivationFrame): void {
  if (hitsAndRuns(ctx.g.players[f.player])) f.hitAndRun = true;
}

/** The squares the free move may go to now (none unless a block has just been made). */
/** No moves: one shared empty list (asked at every decision of every activation). */
const NO_MOVES: readonly Action[] = Object.freeze([]);

export function hitAndRunMoves(ctx: Ctx, f: ActivationFrame): readonly Action[] {
  const g = ctx.g;
  const p = g.players[f.player];
  if (!f.hitAndRun || g.turn.turnover || p.status !== 'standing' || isRooted(p)) return NO_MOVES;
  const out: Action[] = [];
  for (const s of around(ctx.d, p.sq)) {
    if (isBlocked(ctx, s, p) || g.occ[s] >= 0 || ownMoveRefused(ctx, p, p.sq, s)) continue;
    const nearOpponent = around(ctx.d, s).some((n) => {
      const o = g.occ[n];
      return o >= 0 && g.players[o].team !== p.team && isOnPitch(g.players[o]);
    });
    if (!nearOpponent) out.push({ type: 'moveTo', sq: s });
  }
  return out;
}

/** Makes the free move: placed on the square, then entered like a step's arrival. */
export function hitAndRun(ctx: Ctx, f: ActivationFrame, to: number): void {
  const g = ctx.g;
  const p = g.players[f.player];
  const from = p.sq;
  emit(ctx, { type: 'skill', player: p.id, skill: 'hitAndRun', detail: 'moves away' });
  const shadow = shadowFrame(ctx, p.id, from);
  if (shadow) push(g, shadow);
  placePlayer(ctx, p, to);
  emit(ctx, { type: 'move', player: p.id, from, to, kind: 'step' });
  push(g, { t: 'step', player: p.id, from, to, jump: false, over: -1, needRush: false, phase: 'arrive' });
}
