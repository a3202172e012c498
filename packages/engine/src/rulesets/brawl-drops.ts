/**
 * [002] The black space of the Castle of Aaauuggghhh (a chasm) and the Dukes of Hashut (lava):
 * - "Being pushed into the black space tosses the player into [it], and they are removed from
 *   play (Badly Hurt)". Reading: a lava or chasm square next to a pushed player, away from the
 *   pusher, counts as a free square for the push (as the crowd does beside a Blood Bowl pitch):
 *   the blocking coach may choose it among the free squares. Nobody steps into it on purpose.
 * - Leap lines (`=`): "players with the Leap skill may attempt to jump on to the platforms from
 *   the areas marked with green lines" (Hashut: at the map's `leap-modifier`, -1); "a failed Leap
 *   will result in the player falling into the chasm (Badly Hurt)" (or the lava). Reading: only
 *   from a leap line, over one lava or chasm square, by the BB2020 Leap (two squares); a failed
 *   Leap is a fall of the moving player, a turnover.
 * - Right Stuff: "scattered after passing 3 times as normal. If the final position is in a wall,
 *   move the player directly back towards the thrower to the first valid square, place them prone
 *   and roll for injury. If the Right Stuff player appears over open air ... or lava ... they are
 *   rescued by wizards and placed in the Badly Hurt box." Readings: the scatter (and a terrible
 *   throw's deviation) passes over walls and the black space and only its end counts; "directly
 *   back" steps one square at a time towards the thrower (diagonally while both rows and columns
 *   differ); the wall's injury is an ordinary one (a wall is not one of the listed hazards); a
 *   thrown ball carrier who does not land is a turnover (item 7). A fumble is the core's.
 */
import { around, isAdjacent, isBlocked, sqOf, xy } from '../board.ts';
import { type Ctx, emit, roll } from '../core.ts';
import type { ThrowTeamMateFrame } from '../frames.ts';
import { D8_DIRECTIONS } from '../geometry.ts';
import { carriesBall, looseBall, placePlayer, turnover } from '../rules/common.ts';
import { enterSquare } from '../rules/enter.ts';
import { goDown, injuryRoll } from '../rules/injury.ts';
import { canLeap } from '../skills.ts';
import type { Player } from '../state.ts';
import { hazardAt, hurtByHazard, isDrop } from './brawl-hazards.ts';

/** A push may send a player into the black space. */
export function pushInto(ctx: Ctx, sq: number): boolean {
  return isDrop(ctx, sq);
}

/** A Leap player on a leap line may leap over the black space. */
export function mayLeapOver(ctx: Ctx, p: Player, over: number): boolean {
  return canLeap(p) && ctx.d.feature[p.sq] === 'leap' && isDrop(ctx, over);
}

/** The black space a jump from `from` to `to` passes over (from a leap line), or -1. */
function leapsOver(ctx: Ctx, from: number, to: number): number {
  if (ctx.d.feature[from] !== 'leap') return -1;
  return around(ctx.d, from).find((s) => isAdjacent(ctx.d, s, to) && isDrop(ctx, s)) ?? -1;
}

export function jumpModifier(ctx: Ctx, _p: Player, from: number, to: number): number {
  return leapsOver(ctx, from, to) >= 0 ? ctx.d.leapModifier : 0;
}

export function jumpFallsInto(ctx: Ctx, _p: Player, from: number, to: number): string | null {
  const over = leapsOver(ctx, from, to);
  return over >= 0 ? hazardAt(ctx, over) : null;
}

/** Where a thrown player's scatter (or deviation) ends, walls and black space ignored. */
function flightEnd(ctx: Ctx, f: ThrowTeamMateFrame): [number, number] {
  const d = ctx.d;
  const clamp = (x: number, y: number): [number, number] => [
    Math.min(d.width - 1, Math.max(0, x)),
    Math.min(d.height - 1, Math.max(0, y)),
  ];
  if (f.quality === 'terrible') {
    let [x, y] = xy(d, ctx.g.players[f.thrower].sq);
    const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, 'deviate', f.thrown) - 1];
    const n = roll(ctx, 6, 'deviate distance', f.thrown);
    [x, y] = clamp(x + dx * n, y + dy * n);
    return [x, y];
  }
  let [x, y] = xy(d, f.target);
  for (let i = 0; i < 3; i++) {
    const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, 'scatter', f.thrown) - 1];
    [x, y] = clamp(x + dx, y + dy);
  }
  return [x, y];
}

/** The first square back towards the thrower a player may be put on (its own, at worst). */
function backTowardsThrower(ctx: Ctx, f: ThrowTeamMateFrame, x0: number, y0: number): number {
  const g = ctx.g;
  const thrown = g.players[f.thrown];
  const [tx, ty] = xy(ctx.d, g.players[f.thrower].sq);
  let [x, y] = [x0, y0];
  while (x !== tx || y !== ty) {
    x += Math.sign(tx - x);
    y += Math.sign(ty - y);
    const s = sqOf(ctx.d, x, y);
    if (!isBlocked(ctx, s, thrown) && !isDrop(ctx, s) && g.occ[s] < 0) return s;
  }
  // Only the thrower's own square was left: back where it was thrown from (empty since).
  return thrown.sq;
}

/** In a wall: back towards the thrower, prone, an injury roll. */
function intoWall(ctx: Ctx, f: ThrowTeamMateFrame, p: Player, x: number, y: number): void {
  const g = ctx.g;
  const hadBall = carriesBall(ctx, p);
  const sq = backTowardsThrower(ctx, f, x, y);
  const ballHere = g.ball.state === 'ground' && g.ball.sq === sq;
  placePlayer(ctx, p, sq);
  emit(ctx, { type: 'move', player: p.id, from: -1, to: sq, kind: 'place' });
  emit(ctx, {
    type: 'skill',
    player: p.id,
    skill: 'rightStuff',
    detail: 'lands in a wall: back towards the thrower',
  });
  if (hadBall) turnover(ctx, 'thrown ball carrier failed to land');
  goDown(ctx, p, 'placedProne', { noTurnover: true });
  injuryRoll(ctx, p);
  if (ballHere && g.ball.state === 'ground' && g.ball.sq === sq) looseBall(ctx, sq);
  if (p.sq === sq) enterSquare(ctx, p, 'thrown');
}

/** [002]'s thrown flight: true when the player ended in a wall or over the black space. */
export function throwFlight(ctx: Ctx, f: ThrowTeamMateFrame): boolean {
  const p = ctx.g.players[f.thrown];
  const [x, y] = flightEnd(ctx, f);
  const sq = sqOf(ctx.d, x, y);
  if (isDrop(ctx, sq)) {
    emit(ctx, {
      type: 'skill',
      player: p.id,
      skill: 'rightStuff',
      detail: 'over the black space: rescued by wizards',
    });
    hurtByHazard(ctx, p, hazardAt(ctx, sq) ?? 'chasm');
    return true;
  }
  if (isBlocked(ctx, sq, p)) {
    intoWall(ctx, f, p, x, y);
    return true;
  }
  f.landing = sq;
  return false;
}
