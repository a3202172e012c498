/**
 * Shadowing (BB2020, rules.md 4): when an opponent voluntarily moves out of a square in this
 * player's tackle zone, its coach may roll a D6 + this player's MA - the mover's MA; on 6 or more
 * (a natural 1 always fails, a natural 6 always succeeds) it moves into the square the mover left.
 * The move is free: no dodge, no MA, in the mover's team turn.
 *
 * Readings chosen here:
 * - "Moves out of a square within its tackle zone" counts every step or jump out of a square it
 *   marks, even when the mover's new square is still next to the shadower (the wording names the
 *   square left, not the tackle zone; FFB reads it the same way). Pushes, follow-ups, throws and
 *   teleports away from a square are not voluntary steps and never trigger it.
 * - The attempt is resolved after the mover's whole step (rush, dodge or jump, pick-up, a portal
 *   it stepped on), as the brief asks; a mover that fell over still left the square voluntarily,
 *   so it can be shadowed too (FFB allows shadowing a falling player).
 * - Only one shadower per move. Every shadower marking the square is a candidate; the coaches are
 *   asked in turn order, starting after the moving team (several teams in a multi-team game), and
 *   the first coach to pick one of its players gets the single attempt.
 * - The roll is a skill roll in the opposing team's turn, so no team re-roll can help it.
 * - A shadower ending on a portal teleports; on a loose ball it may not pick it up: it bounces.
 * - The shadower moves of its own will (its coach chooses to follow): where the ruleset limits
 *   such moves ([000]) it may not follow diagonally round a corner, trap or obstacle, nor out of a
 *   pit it has not escaped; it is then not asked.
 */
import type { Action } from '../actions.ts';
import { around, isAdjacent } from '../board.ts';
import { type Ctx, emit, type Offer, pop, register } from '../core.ts';
import type { ShadowFrame } from '../frames.ts';
import { canShadow } from '../skills.ts';
import { activeTeam, hasTackleZone } from '../state.ts';
import { checkTouchdown, isRooted, looseBall, placePlayer } from './common.ts';
import { enterSquare } from './enter.ts';
import { ownMoveRefused } from './own-move.ts';
import { pushTest } from './test.ts';

/**
 * Opponents with Shadowing marking `from`, ordered by their team's place in the turn order. Asked
 * at every step: the squares around `from` are looked at, not every player.
 */
function shadowersOf(ctx: Ctx, mover: number, from: number): number[] {
  const g = ctx.g;
  const team = g.players[mover].team;
  const out: number[] = [];
  for (const s of around(ctx.d, from)) {
    const qi = g.occ[s];
    if (qi < 0) continue;
    const q = g.players[qi];
    // A Rooted player (Take Root) cannot follow.
    if (q.team !== team && canShadow(q) && hasTackleZone(q) && !isRooted(q)) out.push(qi);
  }
  if (out.length < 2) return out;
  const order = g.turn.order;
  const start = Math.max(0, order.indexOf(team));
  const rank = (t: number) => (order.indexOf(t) - start + order.length) % order.length;
  return out.sort((a, b) => rank(g.players[a].team) - rank(g.players[b].team) || a - b);
}

/**
 * The frame that waits under a voluntary step and asks about Shadowing once the step is over;
 * null when no opponent with Shadowing marks the square being left.
 */
export function shadowFrame(ctx: Ctx, mover: number, from: number): ShadowFrame | null {
  const candidates = shadowersOf(ctx, mover, from);
  if (candidates.length === 0) return null;
  return { t: 'shadow', mover, from, candidates, shadower: -1, phase: 'ask' };
}

/** Candidates who may still follow: still marking the square, which is still empty. */
function eligible(ctx: Ctx, f: ShadowFrame): number[] {
  const g = ctx.g;
  if (g.occ[f.from] >= 0) return [];
  return f.candidates.filter((i) => {
    const q = g.players[i];
    return hasTackleZone(q) && isAdjacent(ctx.d, q.sq, f.from) && !ownMoveRefused(ctx, q, q.sq, f.from);
  });
}

function ask(ctx: Ctx, f: ShadowFrame): Offer | null {
  const can = eligible(ctx, f);
  if (can.length === 0) return null;
  const team = ctx.g.players[can[0]].team;
  const actions: Action[] = can
    .filter((i) => ctx.g.players[i].team === team)
    .map((player) => ({ type: 'useSkill', skill: 'shadowing', yes: true, player }));
  actions.push({ type: 'useSkill', skill: 'shadowing', yes: false });
  return { team, actions };
}

/** The shadower steps into the vacated square: a portal teleports it, a loose ball bounces. */
function follow(ctx: Ctx, f: ShadowFrame): void {
  const g = ctx.g;
  const p = g.players[f.shadower];
  const from = p.sq;
  placePlayer(ctx, p, f.from);
  // Logged as a step (the 'skill' event before it says why); a kind of its own would need every
  // event printer updated.
  emit(ctx, { type: 'move', player: p.id, from, to: f.from, kind: 'step' });
  if (enterSquare(ctx, p, 'shadow')) return;
  if (g.ball.state === 'ground' && g.ball.sq === f.from) {
    looseBall(ctx, f.from);
    return;
  }
  checkTouchdown(ctx, p);
}

register('shadow', {
  decide(ctx, f) {
    return f.phase === 'ask' ? ask(ctx, f) : null;
  },
  act(ctx, f, a) {
    if (a.type !== 'useSkill') return;
    if (a.yes && a.player !== undefined) {
      f.shadower = a.player;
      f.phase = 'roll';
      return;
    }
    // This coach declines: the next team with a shadower is asked.
    const team = ctx.g.players[eligible(ctx, f)[0]].team;
    f.candidates = f.candidates.filter((i) => ctx.g.players[i].team !== team);
  },
  run(ctx, f) {
    const g = ctx.g;
    if (f.phase === 'ask') {
      pop(g);
      return;
    }
    if (f.phase === 'roll') {
      const p = g.players[f.shadower];
      emit(ctx, { type: 'skill', player: p.id, skill: 'shadowing', detail: 'tries to follow' });
      f.phase = 'move';
      pushTest(g, {
        test: 'shadowing',
        player: p.id,
        target: 6,
        modifier: p.ma - g.players[f.mover].ma,
        naturals: true,
        // A roll in an opponent's team turn: team re-rolls are only for the active team.
        noTeamReroll: activeTeam(g) !== p.team,
      });
      return;
    }
    pop(g);
    if (f.res?.ok && g.occ[f.from] < 0) follow(ctx, f);
  },
});
