/**
 * [000] Pits and spiked pits, from falling in to getting out ("Traps (Pits, Spiked Pits,
 * Blanks)", FAQ); the markers themselves are dungeonbrawl-traps.ts.
 * - "Pit: Player falls in. Roll armor and injury." "Spiked Pit: ... Roll injury immediately (no
 *   armor roll)."
 * - "Ball in a pit: Dropped beneath the player. Does not scatter."
 * - "Escaping a pit: Roll Agility check. +1 to roll if not carrying the ball. Failure: Stay in pit
 *   until next turn."
 * - "Passing from a pit: Roll 1D6. On 1: fumble, ball stays in pit (turnover). On 2-6: ball
 *   scatters 1 square from target square (or caught if player present)."
 * Readings (docs/rules-status-dungeonbrawl.md):
 * - A player is in the pit while it is on a revealed pit's square. Falling in does not knock it
 *   over: it is still Standing in the pit when its armour holds (so it may assist, catch and pass,
 *   as the FAQ has it); an injury result applies as usual. A player already down when it comes in
 *   (pushed in knocked down, or fallen) gets the pit's roll all the same.
 * - The acting player falling in ends its action (a turnover, which in [000] ends only that).
 * - A carrier falling in drops the ball on the pit's square, where it stays. A Standing player in
 *   the pit may pick up a ball lying beneath it (a pick-up test, no movement spent) in any action
 *   but a Block, before it acts (in a Blitz, also after the block); a failure ends its action and
 *   the ball stays.
 * - A player in a pit steps out only once it has escaped: in an action that may move, the escape
 *   (an Agility test, +1 without the ball) comes before any step. It costs no movement: a success
 *   lets it move on as usual (the step out is a square like any other); a failure ends its action,
 *   and it may try again in its next turn. It may block, pass, hand off or foul from the pit
 *   without escaping. Pushes still move players out of pits (the push rules stand).
 * - A pass from a pit: a D6 instead of the accuracy test; 1, a fumble, the ball stays beneath the
 *   passer; 2-6: a player on the target square tries to catch it as an accurate pass, else it
 *   scatters once from the target square (and lands as an inaccurate pass would). Interference
 *   applies as to any pass.
 */
import type { Action } from '../actions.ts';
import { markerCount } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { ActivationFrame, PassFrame } from '../frames.ts';
import { scatterPath } from '../rules/ball.ts';
import { carriesBall, checkTouchdown, giveBall, turnover } from '../rules/common.ts';
import { armourRoll, injuryRoll } from '../rules/injury.ts';
import { interferenceTeams } from '../rules/pass.ts';
import { activationOf } from '../rules/step.ts';
import { pushTest } from '../rules/test.ts';
import { hasNoHands, keepsBallOnFumble } from '../skills.ts';
import { activeTeam, type Game, type Player } from '../state.ts';
import { revealedTrapAt } from './traps.ts';

/** Kept in the player's list for the team turn: it has escaped its pit and may step out. */
const ESCAPED = 'pitEscaped';
const ESCAPE: Action = { type: 'useSkill', skill: 'escapePit', yes: true };
const PICK_UP: Action = { type: 'useSkill', skill: 'pickUpInPit', yes: true };

export function inPit(g: Game, p: Player): boolean {
  return p.sq >= 0 && revealedTrapAt(g, p.sq);
}

function ballBeneath(g: Game, p: Player): boolean {
  return g.ball.state === 'ground' && g.ball.sq === p.sq;
}

/** The ball drops beneath the player, on the pit's square, and does not scatter. */
function dropBeneath(ctx: Ctx, p: Player): void {
  const g = ctx.g;
  g.ball.state = 'ground';
  g.ball.carrier = -1;
  g.ball.sq = p.sq;
  emit(ctx, { type: 'ball', what: 'dropped', sq: p.sq, player: p.id });
}

/** A player comes into a revealed pit or spiked pit (it is on the square). */
export function fallIntoPit(ctx: Ctx, p: Player, kind: 'pit' | 'spikedPit'): void {
  const g = ctx.g;
  if (carriesBall(ctx, p)) dropBeneath(ctx, p);
  // A new pit: an escape from another one this turn does not get it out of this one.
  p.usedThisTurn = p.usedThisTurn.filter((s) => s !== ESCAPED);
  if (p.team === activeTeam(g) && activationOf(ctx, p.id)) {
    turnover(ctx, kind === 'pit' ? 'fell into a pit' : 'fell into a spiked pit');
  }
  if (kind === 'pit') armourRoll(ctx, p, 0, 0);
  else injuryRoll(ctx, p);
}

/** Standing in a pit it has not escaped this turn: it may not follow up out of it. */
export function heldInPit(ctx: Ctx, p: Player): boolean {
  return inPit(ctx.g, p) && !p.usedThisTurn.includes(ESCAPED);
}

/** The activation's moves for a player in a pit: the escape instead of the steps, the pick-up. */
export function pitActions(ctx: Ctx, f: ActivationFrame, p: Player, actions: Action[]): Action[] {
  const g = ctx.g;
  if (!inPit(g, p) || p.status !== 'standing') return actions;
  let out = actions;
  if (!p.usedThisTurn.includes(ESCAPED)) {
    const moves = out.some((a) => a.type === 'step' || a.type === 'jump');
    out = out.filter((a) => a.type !== 'step' && a.type !== 'jump');
    if (moves) out = [ESCAPE, ...out];
  }
  const mayHandle = f.action !== 'block' && (!f.acted || f.action === 'blitz');
  if (mayHandle && ballBeneath(g, p) && !hasNoHands(p)) out = [PICK_UP, ...out];
  return out;
}

/** The escape or the pick-up taken: its test, then the pit frame under it reads the result. */
export function pitAct(ctx: Ctx, _f: ActivationFrame, p: Player, a: Action): boolean {
  if (a.type !== 'useSkill' || (a.skill !== ESCAPE_SKILL && a.skill !== PICK_UP_SKILL)) return false;
  const g = ctx.g;
  if (a.skill === ESCAPE_SKILL) {
    push(g, { t: 'pit', player: p.id, what: 'escape' });
    pushTest(g, { test: 'pitEscape', player: p.id, target: p.ag, modifier: carriesBall(ctx, p) ? 0 : 1 });
    return true;
  }
  push(g, { t: 'pit', player: p.id, what: 'pickUp' });
  pushTest(g, {
    test: 'pickUp',
    player: p.id,
    target: p.ag,
    modifier: -markerCount(ctx, p.sq, p.team, p.id),
  });
  return true;
}

const ESCAPE_SKILL = 'escapePit';
const PICK_UP_SKILL = 'pickUpInPit';

register('pit', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    pop(g);
    const ok = f.res?.ok ?? false;
    if (f.what === 'escape') {
      if (ok) p.usedThisTurn.push(ESCAPED);
      else {
        // "Stay in pit until next turn": its action is over.
        const act = activationOf(ctx, p.id);
        if (act) act.ended = true;
      }
      return;
    }
    if (!ok) {
      // A failed pick-up, the ball staying beneath it: its action ends.
      turnover(ctx, 'failed pick-up');
      return;
    }
    giveBall(ctx, p);
    emit(ctx, { type: 'ball', what: 'pickedUp', sq: p.sq, player: p.id });
    checkTouchdown(ctx, p);
  },
});

/** A fumble from the pit: the ball stays beneath the passer (Safe Pass: it keeps it). */
function fumbleInPit(ctx: Ctx, p: Player): void {
  const act = activationOf(ctx, p.id);
  if (keepsBallOnFumble(p)) {
    emit(ctx, { type: 'skill', player: p.id, skill: 'safePass', detail: 'keeps the ball' });
    if (act) act.ended = true;
    return;
  }
  dropBeneath(ctx, p);
  if (p.team === activeTeam(ctx.g)) turnover(ctx, 'fumbled pass from a pit');
  else if (act) act.ended = true;
}

/** A pass from a pit: the D6 instead of the accuracy test (rules/pass.ts calls it). */
export function passFromPit(ctx: Ctx, f: PassFrame): boolean {
  const g = ctx.g;
  const p = g.players[f.passer];
  if (!inPit(g, p)) return false;
  const r = roll(ctx, 6, 'pass from a pit: 1 fumbles', p.id);
  if (r === 1) {
    f.quality = 'fumble';
    pop(g);
    fumbleInPit(ctx, p);
    return true;
  }
  // "Caught if player present": whoever is on the target square tries to catch it.
  const there = g.occ[f.target] >= 0;
  f.quality = there ? 'accurate' : 'inaccurate';
  f.landing = there ? f.target : scatterPath(ctx, f.target, 1);
  f.askTeams = interferenceTeams(ctx, p.id, f.landing);
  f.phase = 'interference';
  return true;
}
