/**
 * Bloodlust (X+), the bite (BB2020, rules.md 4). A player that failed its Bloodlust roll
 * (rules/activation-rolls.ts) must, at the end of its activation, bite an adjacent Thrall
 * team-mate: an injury roll with no armour roll, a Casualty counting as Badly Hurt. If it cannot,
 * it is a turnover, the player loses its tackle zone and drops the ball, and scores no touchdown.
 *
 * Readings chosen here:
 * - A Thrall is a team-mate whose position id contains 'thrall' (the Thrall Lineman); standing,
 *   prone or stunned, as FFB allows. With several, the coach picks one; with one, it is bitten.
 *   The bite is compulsory when a Thrall is there (the rules say "must").
 * - Until it has bitten, the player scores no touchdown (common.ts checkTouchdown); a player
 *   still in an opposing end zone with the ball after the bite scores then.
 * - Biting a Thrall that holds the ball is a turnover if the bite knocks the ball loose (FFB
 *   ends the turn on biting the ball carrier); the ball bounces as for any injury.
 * - A player no longer standing at the end (it fell or was knocked down) cannot bite: the failure
 *   applies (its turnover usually already happened). A player taken off the pitch needs no bite.
 */
import { around } from '../board.ts';
import { type Ctx, emit, pop, register, roll } from '../core.ts';
import type { BiteFrame } from '../frames.ts';
import { isOnPitch, type Player } from '../state.ts';
import { carriesBall, checkTouchdown, looseBall, turnover } from './common.ts';
import { applyInjury, injuryResult } from './injury.ts';
import { activationOf } from './step.ts';

/** A Thrall: a position whose id names it (rosters give Vampires 'thrall' team-mates). */
export function isThrall(p: Player): boolean {
  return p.position.includes('thrall');
}

function thrallsNear(ctx: Ctx, player: number): number[] {
  const g = ctx.g;
  const p = g.players[player];
  if (p.status !== 'standing') return [];
  const out: number[] = [];
  for (const s of around(ctx.d, p.sq)) {
    const o = g.occ[s];
    if (o < 0) continue;
    const q = g.players[o];
    if (q.team === p.team && isOnPitch(q) && isThrall(q)) out.push(o);
  }
  return out.sort((a, b) => a - b);
}

function quench(ctx: Ctx, f: BiteFrame): void {
  pop(ctx.g);
  const act = activationOf(ctx, f.player);
  if (act) act.thirsty = false;
}

function bite(ctx: Ctx, f: BiteFrame, thrall: number): void {
  quench(ctx, f);
  const t = ctx.g.players[thrall];
  emit(ctx, { type: 'skill', player: f.player, skill: 'bloodlust', detail: `bites ${t.name}` });
  const a = roll(ctx, 6, 'injury', t.id);
  const b = roll(ctx, 6, 'injury', t.id);
  let result = injuryResult(t, a + b);
  if (result === 'casualty') result = 'badlyHurt';
  emit(ctx, { type: 'injury', player: t.id, roll: a + b, modifier: 0, result });
  const hadBall = carriesBall(ctx, t);
  applyInjury(ctx, t, result, { by: ctx.g.players[f.player].team });
  if (hadBall && !carriesBall(ctx, t)) turnover(ctx, 'bit the ball carrier');
  checkTouchdown(ctx, ctx.g.players[f.player]);
}

function noBite(ctx: Ctx, f: BiteFrame): void {
  quench(ctx, f);
  const p = ctx.g.players[f.player];
  if (!isOnPitch(p)) return;
  emit(ctx, { type: 'skill', player: p.id, skill: 'bloodlust', detail: 'no Thrall to bite' });
  turnover(ctx, 'bloodlust');
  if (p.status === 'standing') p.lostTackleZone = true;
  if (carriesBall(ctx, p)) looseBall(ctx, p.sq);
}

register('bite', {
  decide(ctx, f) {
    const thralls = thrallsNear(ctx, f.player);
    if (thralls.length < 2) return null;
    return {
      team: ctx.g.players[f.player].team,
      actions: thralls.map((player) => ({ type: 'choosePlayer', player })),
    };
  },
  act(ctx, f, a) {
    if (a.type === 'choosePlayer') bite(ctx, f, a.player);
  },
  run(ctx, f) {
    const thralls = thrallsNear(ctx, f.player);
    if (thralls.length === 1) bite(ctx, f, thralls[0]);
    else noBite(ctx, f);
  },
});
