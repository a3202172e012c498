/**
 * [002] Chests: opened by entering the square, which is a normal square otherwise. "If the player
 * voluntarily moves onto the chest that contains the ball he must attempt to pick it up, unless he
 * is not standing as he enters the square"; a player pushed or knocked onto it leaves the ball to
 * bounce. An exploding chest knocks the opener prone with an armour roll, and each adjacent player
 * over on a 4+ with an armour roll; a player of the moving team knocked down is a turnover (item 9).
 */
import { around } from '../board.ts';
import { type Ctx, emit, push, roll } from '../core.ts';
import { looseBall } from '../rules/common.ts';
import { armourRoll, goDown } from '../rules/injury.ts';
import type { Player } from '../state.ts';
import type { Entry, SquareFeature } from './types.ts';

/** The ways in that are the player's own: a step, a jump, a follow-up, shadowing. */
const OWN_WILL: readonly Entry[] = ['step', 'jump', 'followUp', 'shadow'];

export const CHEST_ON_ENTRY: SquareFeature = {
  id: 'chest',
  playerEnters(ctx, p, sq, how) {
    if (!ctx.g.chests.some((c) => c.sq === sq && !c.open)) return null;
    const voluntary = OWN_WILL.includes(how) && p.status === 'standing';
    return { t: 'chest', player: p.id, sq, phase: 'open', voluntary };
  },
};

/** The ball appears in the chest's square: a standing volunteer must pick it up, else it bounces. */
export function ballFoundOnEntry(ctx: Ctx, p: Player, sq: number, voluntary: boolean): void {
  const g = ctx.g;
  g.ball = { state: 'ground', sq, carrier: -1 };
  emit(ctx, { type: 'ball', what: 'found', sq, player: p.id });
  if (voluntary && p.status === 'standing' && p.sq === sq) {
    // The step's own pick-up (rules/step.ts): No Hands, the markers' modifiers, the turnover.
    push(g, {
      t: 'step',
      player: p.id,
      from: sq,
      to: sq,
      jump: false,
      over: -1,
      needRush: false,
      phase: 'arrive',
    });
    return;
  }
  looseBall(ctx, sq);
}

/** The opener knocked prone; each adjacent player knocked over on a 4+ (a player already down: armour only). */
export function explodeOnEntry(ctx: Ctx, opener: Player, sq: number): void {
  const g = ctx.g;
  // A loose ball lying on the chest's square (the chest is a normal square in [002]): the opener
  // is knocked down on it before any pick-up, so it bounces, as under any player down.
  const ballHere = g.ball.state === 'ground' && g.ball.sq === sq;
  const near = around(ctx.d, sq)
    .map((s) => g.occ[s])
    .filter((pi) => pi >= 0 && pi !== opener.id);
  knock(ctx, opener);
  for (const pi of near) {
    const q = g.players[pi];
    if (q.sq < 0) continue;
    if (roll(ctx, 6, 'chest blast: knocked over on 4+', q.id) >= 4) knock(ctx, q);
  }
  if (ballHere && g.ball.state === 'ground' && g.ball.sq === sq && g.occ[sq] >= 0) looseBall(ctx, sq);
}

/** [002] Casualties: a casualty of the blast is Badly Hurt and not recorded (the 'chest' hazard). */
function knock(ctx: Ctx, p: Player): void {
  if (p.status === 'standing') goDown(ctx, p, 'knockedDown', { reason: 'chest exploded', hazard: 'chest' });
  else armourRoll(ctx, p, 0, 0, false, 0, { hazard: 'chest' });
}
