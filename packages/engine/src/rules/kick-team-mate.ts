/**
 * Kick Team-mate (BB2020 trait, rules.md 4; the Ogre Runt Punter): once per team turn, on top of
 * (not instead of) the team's Pass or Throw Team-mate action, one player with this trait may make
 * a Kick Team-mate action against an adjacent Standing Right Stuff team-mate, following the Throw
 * Team-mate rules (rules/throw-team-mate.ts: PA test, quick or short target, scatter, landing).
 * The one difference: a fumbled kick does not bounce the kicked player from the kicker's square.
 * It is removed from play at once and an injury roll is made against it, with a Stunned result
 * counting as KO'd. Like a fumbled throw, it is a turnover.
 *
 * Readings chosen here (rules.md 4 "Kick Team-Mate"):
 * - Who may be kicked and where to are exactly the Throw Team-mate choices (ST 3 or less, band I
 *   or II squares); the kicker may move first and its activation ends with the kick.
 * - "Removed from play": the kicked player leaves the dungeon for the KO box (Stunned counts as
 *   KO) or the casualty box, by the injury roll on its own table (Stunty, Thick Skull apply).
 *   The kicker's Mighty Blow does not modify that roll: it is no block.
 * - A kicked player holding the ball drops it: it bounces from the square it was kicked from
 *   (BB2020). "No bounce" in the brief is the kicked player's own bounce, which does not happen.
 */
import { type Ctx, emit, roll } from '../core.ts';
import type { Player } from '../state.ts';
import { applyInjury, injuryResult } from './injury.ts';

/** A fumbled kick: the kicked player is removed with an injury roll, Stunned counting as KO. */
export function fumbledKick(ctx: Ctx, p: Player): void {
  emit(ctx, { type: 'skill', player: p.id, skill: 'kickTeamMate', detail: 'fumbled: removed from play' });
  const a = roll(ctx, 6, 'injury', p.id);
  const b = roll(ctx, 6, 'injury', p.id);
  const table = injuryResult(p, a + b);
  const result = table === 'stunned' ? 'ko' : table;
  emit(ctx, { type: 'injury', player: p.id, roll: a + b, modifier: 0, result });
  applyInjury(ctx, p, result);
}
