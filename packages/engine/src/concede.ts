/**
 * Conceding: a coach gives up the game. Like the clock keeper's actions (clock.ts) it is taken
 * outside any decision, at any moment before the game is over, because a coach may leave while
 * another decides (the server applies it for a coach who never came back).
 *
 * With two teams left the other wins at once. With more (Dungeon Brawl, 4-16 teams) the conceding
 * team retires and the others play on: its players leave the dungeon, its turns are skipped, and
 * when one team is left it wins. Readings (no rulebook speaks of conceding a free-for-all):
 * - The players leave at the first quiet moment, when no action is being resolved (the turn frame
 *   on top): a player cannot vanish in the middle of a block or a pass that names it. A carried
 *   ball is dropped where its carrier stood, as for any player leaving the dungeon (dropBall).
 * - Until then the retired team's decisions answer themselves, as a coach who has gone would:
 *   end the turn or the activation, decline, or else the first action offered.
 * - A team conceding in its own turn suffers a turnover: its turn ends once what is under way is
 *   resolved.
 */
import type { Action } from './actions.ts';
import { type Ctx, emit, type Offer } from './core.ts';
import { endGame, removeFromPitch, turnover } from './rules/common.ts';
import { leaguePoints } from './rulesets/match.ts';
import { activeTeam, type Game } from './state.ts';

export type ConcedeAction = Extract<Action, { type: 'concede' }>;

/** Does the caller's object say it is a concession? (Read once, safely: it may be hostile.) */
export function isConcedeAction(a: unknown): boolean {
  try {
    return !!a && typeof a === 'object' && (a as { type?: unknown }).type === 'concede';
  } catch {
    return false;
  }
}

/** The teams still playing (not retired), in index order. */
export function playingTeams(g: Game): number[] {
  return g.teams.flatMap((t, i) => (t.retired ? [] : [i]));
}

/** Why `team` may not concede now (a plain value read from the caller's action), or null. */
export function concedeProblem(g: Game, team: unknown): string | null {
  if (typeof team !== 'number' || !Number.isInteger(team) || team < 0 || team >= g.teams.length) {
    return `concede.team must be a team index from 0 to ${g.teams.length - 1}`;
  }
  if (g.teams[team].retired) return `${g.teams[team].name} has already conceded`;
  return null;
}

/** The team concedes: the last team playing wins; otherwise it retires (see the module's note). */
export function concede(ctx: Ctx, team: number): void {
  const g = ctx.g;
  emit(ctx, { type: 'concede', team });
  g.teams[team].retired = true;
  const left = playingTeams(g);
  if (left.length === 1) {
    const winner = left[0];
    const detail = `${g.teams[team].name} conceded`;
    // A match of several touchdowns ([002]) ends with its score and league points, like any other end.
    const match = ctx.rules.resetDungeon
      ? { score: g.score, points: leaguePoints(g.score, winner) }
      : undefined;
    endGame(ctx, winner, 'concede', detail, match);
    return;
  }
  if (g.turn.index >= 0 && activeTeam(g) === team) turnover(ctx, 'concede');
}

/**
 * At a quiet moment (the turn frame on top), a retired team's players still in the game leave
 * it for good. True when someone left (a dropped ball may now have to bounce).
 */
export function retiredLeave(ctx: Ctx): boolean {
  const g = ctx.g;
  // Most games never see a concession: settle asks this at every turn frame.
  if (!g.teams.some((t) => t.retired)) return false;
  let left = false;
  for (const p of g.players) {
    if (!g.teams[p.team].retired || p.status === 'retired') continue;
    removeFromPitch(ctx, p, 'retired');
    left = true;
  }
  return left;
}

/** What a coach who has gone answers: the end of the turn, of the activation, a no; else the first. */
const GONE = ['endTurn', 'endActivation', 'endDeploy', 'noReroll', 'noInterference', 'noSpell'];

export function retiredAnswer(offer: Offer): Action {
  for (const t of GONE) {
    const a = offer.actions.find((x) => x.type === t);
    if (a) return a;
  }
  return offer.actions.find((x) => 'yes' in x && x.yes === false) ?? offer.actions[0];
}

/** The next team in the turn order still playing, after position `index`. */
export function nextPlayingIndex(g: Game, index: number): number {
  const n = g.turn.order.length;
  let i = index;
  for (let k = 0; k < n; k++) {
    i = (i + 1) % n;
    if (!g.teams[g.turn.order[i]].retired) return i;
  }
  return (index + 1) % n;
}
