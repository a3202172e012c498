/**
 * The optional time limit ([004] Touchdown): with equal turns played, the team that has the ball
 * closer to the opposition's end zone wins. Here a turn limit stands in for the clock. Distance
 * is walking distance from the ball to the nearest square of any opposing team's end zone; a
 * ball still hidden in a chest, or a tie, is a draw.
 */
import { distanceField, endZoneSquares } from '../board.ts';
import type { Ctx } from '../core.ts';
import { minOf } from '../limits.ts';
import { endGame } from './common.ts';

/** The rule in a coach's words (the new-game form and the game-over screen show it). */
export const TIME_LIMIT_RULE =
  'the team nearest to scoring wins: the one whose target end zone the ball is fewest squares from (walking), wherever the ball lies and whoever holds it; a tie, or a ball never found, is a draw';

export function endByTimeLimit(ctx: Ctx): void {
  const g = ctx.g;
  if (g.ball.state === 'hidden') {
    endGame(ctx, null, 'turnLimit', 'the ball was never found');
    return;
  }
  const dists = g.teams.map((_t, i) => {
    const targets = g.teams
      .filter((o, j) => j !== i && o.endZone)
      .flatMap((o) => endZoneSquares(ctx.d, o.endZone!));
    if (targets.length === 0) return Number.POSITIVE_INFINITY;
    const field = distanceField(ctx.d, targets);
    const dd = field[g.ball.sq];
    return dd < 0 ? Number.POSITIVE_INFINITY : dd;
  });
  const best = minOf(dists);
  const winners = dists.flatMap((dd, i) => (dd === best ? [i] : []));
  const detail = `ball distance to the opposing end zone: ${dists.map((dd, i) => `${g.teams[i].name} ${dd}`).join(', ')}`;
  endGame(ctx, winners.length === 1 && Number.isFinite(best) ? winners[0] : null, 'turnLimit', detail);
}
