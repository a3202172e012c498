/**
 * On the Ball (BB2020 skill, rules.md 4): when a coach declares that one of its players is going
 * to pass, once the target square is declared and before the accuracy test, a player of another
 * team with this skill may move up to three squares, whatever its MA, following the normal
 * movement rules. The move interrupts the passer's activation. It may be used against a Dump-off
 * pass too; should the player fall over then (its own team turn), that is a turnover.
 *
 * Readings chosen here (the brief asked whether dodges are needed):
 * - "Following all of the normal movement rules": a dodge is needed to leave a marked square
 *   (with the usual modifiers and re-rolls; no team re-roll outside its own team turn), but no
 *   rush (the three squares are given whatever the MA) and no jump (kept to steps). Opponents
 *   with Shadowing may follow it, and a portal it steps on teleports it.
 * - One player per pass, like the brief's "one player with On the Ball": the coaches of the other
 *   teams are asked in turn order starting after the passer's team; the first to pick one of its
 *   players gets the move, a coach who declines passes the question on.
 * - The player must be Standing (a prone player cannot stand up for it) and not in the middle of
 *   its own activation (the blocker of a Dump-off).
 * - Its steps are moves of its own will: where the ruleset limits such moves ([000]) none goes
 *   diagonally round a corner, trap or obstacle, and a player in a pit it has not escaped cannot
 *   use the skill (the escape is part of its own activation); one that falls into a pit during
 *   the move stops there.
 * - Falling over ends the move. It is a turnover only in that player's own team turn (goDown
 *   decides): in the passer's turn it is not.
 * - It applies to passes to a square and to throws at a wall (both are Pass actions), including
 *   the Dump-off's Quick pass. Not to Throw Team-mate, which is not a Pass action.
 */
import { type Action, moveAction } from '../actions.ts';
import { around, isBlocked } from '../board.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import type { OnTheBallFrame } from '../frames.ts';
import { isOnTheBall } from '../skills.ts';
import { heldInSquare, ownMoveRefused } from './own-move.ts';
import { shadowFrame } from './shadowing.ts';
import { activationOf } from './step.ts';

const SQUARES = 3;

/** Players of `team` who may use On the Ball against this pass now. */
function candidates(ctx: Ctx, team: number): number[] {
  const g = ctx.g;
  return g.players
    .filter((q) => q.team === team && q.status === 'standing' && q.sq >= 0 && isOnTheBall(q))
    .filter((q) => !activationOf(ctx, q.id) && !heldInSquare(ctx, q))
    .map((q) => q.id);
}

/** The frame that asks the other coaches about On the Ball; null when nobody could use it. */
export function onTheBallFrame(ctx: Ctx, passer: number): OnTheBallFrame | null {
  const g = ctx.g;
  const team = g.players[passer].team;
  const order = g.turn.order;
  const start = Math.max(0, order.indexOf(team));
  const askTeams: number[] = [];
  for (let i = 1; i < order.length; i++) {
    const t = order[(start + i) % order.length];
    if (t !== team && candidates(ctx, t).length > 0) askTeams.push(t);
  }
  if (askTeams.length === 0) return null;
  return { t: 'onTheBall', passer, askTeams, mover: -1, moved: 0, phase: 'ask' };
}

/** The squares the mover may step to now. */
function steps(ctx: Ctx, f: OnTheBallFrame): Action[] {
  const g = ctx.g;
  const p = g.players[f.mover];
  if (p.status !== 'standing' || f.moved >= SQUARES) return [];
  const out: Action[] = [];
  for (const s of around(ctx.d, p.sq)) {
    if (!isBlocked(ctx, s, p) && g.occ[s] < 0 && !ownMoveRefused(ctx, p, p.sq, s))
      out.push(moveAction('step', s));
  }
  return out;
}

register('onTheBall', {
  decide(ctx, f) {
    if (f.phase === 'ask') {
      const team = f.askTeams[0];
      if (team === undefined) return null;
      const can = candidates(ctx, team);
      if (can.length === 0) return null;
      const actions: Action[] = can.map((player) => ({
        type: 'useSkill',
        skill: 'onTheBall',
        yes: true,
        player,
      }));
      actions.push({ type: 'useSkill', skill: 'onTheBall', yes: false });
      return { team, actions };
    }
    if (f.phase !== 'move') return null;
    const actions = steps(ctx, f);
    if (actions.length === 0) return null;
    actions.push({ type: 'useSkill', skill: 'onTheBall', yes: false });
    return { team: ctx.g.players[f.mover].team, actions };
  },
  act(ctx, f, a) {
    const g = ctx.g;
    if (a.type === 'useSkill') {
      if (f.phase === 'ask' && a.yes && a.player !== undefined) {
        f.mover = a.player;
        f.phase = 'move';
        emit(ctx, { type: 'skill', player: a.player, skill: 'onTheBall', detail: 'moves' });
      } else if (f.phase === 'ask') {
        f.askTeams.shift();
      } else {
        f.phase = 'done';
      }
      return;
    }
    if (a.type !== 'step') return;
    const p = g.players[f.mover];
    f.moved++;
    // As in an activation: Shadowing waits under the step and is asked once it is resolved.
    const shadow = shadowFrame(ctx, p.id, p.sq);
    if (shadow) push(g, shadow);
    push(g, {
      t: 'step',
      player: p.id,
      from: p.sq,
      to: a.to,
      jump: false,
      over: -1,
      needRush: false,
      rushesLeft: 0,
      phase: 'rush',
    });
  },
  run(ctx, f) {
    // A coach with no candidate left is skipped; otherwise the move is over (or nobody moved).
    if (f.phase === 'ask' && f.askTeams.length > 0) {
      f.askTeams.shift();
      return;
    }
    pop(ctx.g);
  },
});
