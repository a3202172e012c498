/**
 * Matches of several touchdowns ([002] The game, Scoring, Reserves): a touchdown scores and play
 * goes on after a dungeon reset (rules/drive.ts); the match ends when its time is up, on the score,
 * with league points (win 3, draw 1, loss 0; a draw at time even at 0-0; no overtime); a team
 * with nobody left to play loses at once (annihilation).
 */
import type { Ctx } from '../core.ts';
import { maxOf } from '../limits.ts';
import { endGame, turnover } from '../rules/common.ts';
import type { Game, Player } from '../state.ts';

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** League points by team for a final score (`winner` overrides it: an annihilated team loses). */
export function leaguePoints(score: readonly number[], winner: number | null): number[] {
  if (winner === null) return score.map(() => POINTS.draw);
  return score.map((_, i) => (i === winner ? POINTS.win : POINTS.loss));
}

/** The team with the most touchdowns, or null for a tie at the top. */
export function leader(score: readonly number[]): number | null {
  const best = maxOf(score);
  const top = score.flatMap((s, i) => (s === best ? [i] : []));
  return top.length === 1 ? top[0] : null;
}

/** A touchdown scores and the match goes on: the turn ends ([002] item 4), the dungeon resets. */
export function touchdownGoesOn(ctx: Ctx, p: Player): void {
  turnover(ctx, 'touchdown');
  ctx.g.scored = p.team;
}

/** `timeUpOnScore` in a coach's words. */
export const TIME_UP_ON_SCORE_RULE =
  'the match ends on the score: the team with the most touchdowns wins, a tie is a draw';

/** Time is up ([002]): the match ends on the score, a tie a draw. */
export function timeUpOnScore(ctx: Ctx): void {
  const score = ctx.g.score;
  const winner = leader(score);
  const detail = `time is up at ${score.join('-')}`;
  endGame(ctx, winner, 'time', detail, { score, points: leaguePoints(score, winner) });
}

/** Has the team nobody in the dungeon, in the reserves or in the KO box? */
function annihilated(g: Game, team: number): boolean {
  for (const p of g.players) {
    if (p.team !== team) continue;
    if (p.status === 'standing' || p.status === 'prone' || p.status === 'stunned') return false;
    if (p.status === 'reserve' || p.status === 'ko') return false;
  }
  return true;
}

/**
 * [002] Annihilation: a team with everyone a casualty (or sent off) has lost, whatever the time
 * left. If it was winning, the other team is awarded enough touchdowns to lead by one (at a tie
 * the winner wins on a level score). With both teams annihilated at once, the score decides.
 */
export function checkAnnihilation(ctx: Ctx): void {
  const g = ctx.g;
  const gone = g.teams.flatMap((_, i) => (annihilated(g, i) ? [i] : []));
  if (gone.length === 0) return;
  if (gone.length >= g.teams.length - 1 && g.teams.length - gone.length === 1) {
    const winner = g.teams.findIndex((_, i) => !gone.includes(i));
    const score = g.score;
    const most = maxOf(gone.map((t) => score[t]));
    // "If the annihilated team was winning": a tie gives no mercenary touchdown.
    if (score[winner] < most) score[winner] = most + 1;
    const detail = `${gone.map((t) => g.teams[t].name).join(', ')} had nobody left to play`;
    endGame(ctx, winner, 'annihilation', detail, { score, points: leaguePoints(score, winner) });
    return;
  }
  if (gone.length === g.teams.length) {
    const winner = leader(g.score);
    endGame(ctx, winner, 'annihilation', 'no team had anybody left to play', {
      score: g.score,
      points: leaguePoints(g.score, winner),
    });
  }
}
