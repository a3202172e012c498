/**
 * Whose eyes the board is drawn for. A coach may see only what the engine's `view(game, team)`
 * shows that coach: another coach's face-down trap counters never reach the screen. Against bots
 * the one person's team is shown; bot against bot, a spectator's view (every face-down counter
 * hidden). In hotseat the screen follows the coaches: in the pre-game the coach who decides, in
 * play the coach whose team turn it is (a decision the other coach makes in that turn, a block die
 * or an interference, is answered on that board: it needs nothing secret). Before the board shows
 * a coach its own face-down counters, or before a coach places them, the screen is passed: the
 * page waits until that coach says it is the one looking. In a free-for-all of more than two
 * teams ([000] Dungeon Brawl) the screen follows the coach who decides, in play too, and is
 * passed at every change of person coach: each coach sees only its own view.
 */
import type { Decision, Game } from '@dungeonbowl/engine';

/** The teams played by people at this screen. */
export function people(seats: readonly string[]): number[] {
  return seats.flatMap((k, i) => (k === 'person' ? [i] : []));
}

/**
 * The team whose view the board should show now (-1: a spectator's). `last` is the team shown
 * before: in hotseat it stays while a bot's team acts.
 */
export function viewerOf(g: Game, d: Decision | null, seats: readonly string[], last: number): number {
  const persons = people(seats);
  if (persons.length === 0) return -1;
  if (persons.length === 1) return persons[0];
  // In a free-for-all the screen follows whoever decides (a block die a third coach picks shows
  // that coach's view, never the active coach's secrets); with two, the team turn's coach.
  const follow = g.turn.index < 0 || g.teams.length > 2;
  const team = follow ? (d?.team ?? -1) : g.turn.order[g.turn.index];
  if (persons.includes(team)) return team;
  return persons.includes(last) ? last : persons[0];
}

/** What the screen showed last: whose view, and whether that coach was placing trap counters. */
export interface Shown {
  team: number;
  placing: boolean;
}

/** What the screen shows for this decision, `next` being the viewer. */
export function shownFor(d: Decision | null, next: number): Shown {
  return { team: next, placing: d?.kind === 'placeTrap' && d.team === next };
}

/**
 * Must the screen be passed before `next`'s coach sees the board, `shown` being what it showed
 * last (null: nothing yet)? Only with two or more people at the screen: before a coach starts
 * placing its trap counters (even straight after its own end-zone choice: the other coach must
 * look away before the first one goes down), before the board shows a coach its face-down
 * counters, and with more than two teams, before any other person coach sees the board.
 */
export function mustPass(
  g: Game,
  d: Decision | null,
  seats: readonly string[],
  shown: Shown | null,
  next: number,
): boolean {
  if (people(seats).length < 2 || next < 0) return false;
  if (shownFor(d, next).placing) return !(shown?.team === next && shown.placing);
  if (shown?.team === next) return false;
  if (g.teams.length > 2) return true;
  return g.traps.some((t) => t.kind === 'faceDown' && t.owner === next);
}
