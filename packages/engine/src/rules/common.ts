/**
 * Shared rule steps: moving players on the board, the ball's owner, turnovers, touchdowns and the
 * end of the game.
 */
import { type Ctx, emit, push } from '../core.ts';
import type { BallMove } from '../frames.ts';
import { extraRushes } from '../skills.ts';
import { activeTeam, type Player, type PlayerStatus, type ResultReason } from '../state.ts';

/** Rushes allowed in one activation: two, three with Sprint. */
export function maxRushes(p: Player): number {
  return 2 + extraRushes(p);
}

/**
 * Take Root: a Rooted player may not leave its square (no moving, no pushes, no follow-up) until
 * it is knocked down or placed prone. The flag outlives a fall, so only a standing player counts.
 */
export function isRooted(p: Player): boolean {
  return p.rooted === true && p.status === 'standing';
}

/** Puts a player on a square (which must be empty), lifting it from where it was. */
export function placePlayer(ctx: Ctx, p: Player, sq: number): void {
  const g = ctx.g;
  if (p.sq >= 0 && g.occ[p.sq] === p.id) g.occ[p.sq] = -1;
  p.sq = sq;
  g.occ[sq] = p.id;
  if (g.ball.state === 'carried' && g.ball.carrier === p.id) g.ball.sq = sq;
}

/** Lifts a player off the board without a new square (in flight, or between portals). */
export function liftPlayer(ctx: Ctx, p: Player): void {
  if (p.sq >= 0 && ctx.g.occ[p.sq] === p.id) ctx.g.occ[p.sq] = -1;
}

export function carriesBall(ctx: Ctx, p: Player): boolean {
  return ctx.g.ball.state === 'carried' && ctx.g.ball.carrier === p.id;
}

/** The ball leaves its carrier and moves from the square (bounce, scatter or deviate). */
export function looseBall(ctx: Ctx, from: number, kind: BallMove = 'bounce', catchMod = -1): void {
  const g = ctx.g;
  g.ball.state = 'ground';
  g.ball.sq = from;
  g.ball.carrier = -1;
  push(g, { t: 'ball', kind, from, left: kind === 'scatter' ? 3 : 1, catchMod, phase: 'move', catcher: -1 });
}

/**
 * A carrier going down or out drops the ball: it bounces from the square, or ([000]) lies where it
 * fell, beneath a player in a pit (Ruleset.ballStaysBeneath).
 */
export function dropBall(ctx: Ctx, p: Player, from: number): void {
  if (!ctx.rules.ballStaysBeneath?.(ctx, from)) return looseBall(ctx, from);
  const g = ctx.g;
  g.ball.state = 'ground';
  g.ball.sq = from;
  g.ball.carrier = -1;
  emit(ctx, { type: 'ball', what: 'dropped', sq: from, player: p.id });
}

/** Takes a player out of the dungeon into a dugout box; a carried ball bounces from its square. */
export function removeFromPitch(ctx: Ctx, p: Player, status: PlayerStatus): void {
  const from = p.sq;
  const hadBall = carriesBall(ctx, p);
  liftPlayer(ctx, p);
  p.sq = -1;
  p.status = status;
  p.lostTackleZone = false;
  if (hadBall && from >= 0) dropBall(ctx, p, from);
}

export function giveBall(ctx: Ctx, p: Player): void {
  ctx.g.ball.state = 'carried';
  ctx.g.ball.carrier = p.id;
  ctx.g.ball.sq = p.sq;
}

export function turnover(ctx: Ctx, reason: string): void {
  const g = ctx.g;
  if (g.turn.index < 0 || g.turn.turnover) return;
  g.turn.turnover = true;
  emit(ctx, { type: 'turnover', team: activeTeam(g), reason });
}

/** The team that owns end zone letter `zone`, or -1. */
export function endZoneOwner(ctx: Ctx, zoneIndex: number): number {
  const letter = 'ABCDEFGHIJKLMNOP'[zoneIndex];
  return ctx.g.teams.findIndex((t) => t.endZone === letter);
}

/**
 * A standing player holding the ball in an opposing team's end zone scores, in either team's
 * turn; the game ends at once and the scoring team wins.
 */
export function checkTouchdown(ctx: Ctx, p: Player): boolean {
  const g = ctx.g;
  if (g.result || p.status !== 'standing' || !carriesBall(ctx, p)) return false;
  // Bloodlust: a player who must still bite scores only once it has (rules/bloodlust.ts).
  if (isThirsty(ctx, p)) return false;
  const z = ctx.d.endZone[p.sq];
  if (z < 0) return false;
  // [002]: only the 2x1 passages score; the squares in front of them are where the team sets up.
  if (ctx.rules.scoresInPassages && !ctx.d.passage[p.sq]) return false;
  // [000]: any declared end zone scores for any team; otherwise only the others' end zones.
  if (!ctx.rules.sharedEndZones) {
    const owner = endZoneOwner(ctx, z);
    if (owner < 0 || owner === p.team) return false;
  }
  g.score[p.team]++;
  emit(ctx, { type: 'touchdown', player: p.id, team: p.team });
  ctx.rules.touchdown(ctx, p);
  return true;
}

/** The first touchdown wins ([004], [003]): the game ends at once. */
export function touchdownWins(ctx: Ctx, p: Player): void {
  endGame(ctx, p.team, 'touchdown');
}

/** Is the player in an activation after a failed Bloodlust roll, not yet having bitten? */
export function isThirsty(ctx: Ctx, p: Player): boolean {
  for (const f of ctx.g.stack) if (f.t === 'activation' && f.player === p.id && f.thirsty) return true;
  return false;
}

export function endGame(
  ctx: Ctx,
  winner: number | null,
  reason: ResultReason,
  detail?: string,
  match?: { score: number[]; points: number[] },
): void {
  ctx.g.result = { winner, reason, ...(detail ? { detail } : {}), ...(match ? copyMatch(match) : {}) };
  ctx.g.stack.length = 0;
  delete ctx.g.scored;
  emit(ctx, {
    type: 'gameOver',
    winner,
    reason,
    ...(detail ? { detail } : {}),
    ...(match ? copyMatch(match) : {}),
  });
}

function copyMatch(m: { score: number[]; points: number[] }): { score: number[]; points: number[] } {
  return { score: m.score.slice(), points: m.points.slice() };
}
