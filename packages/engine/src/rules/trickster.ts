/**
 * Trickster (BB2020, rules.md 4): when this player is about to be hit by a block (or by a special
 * action made instead of one, such as Stab), before the block dice are worked out, its coach may
 * remove it and place it in any other unoccupied square adjacent to the attacker. The block then
 * goes on against it there, so assists are counted from the new square.
 *
 * Readings chosen here:
 * - Asked after any Dump-off (the brief's order), when the block or Stab is declared, and again
 *   before a Frenzy second block (a block like any other).
 * - Squares: free floor next to the attacker; walls and unopened chests never, and no portal
 *   either: a player placed on one would teleport away and the block could not go on.
 * - A placement is not a move (BB2020 FAQ): a loose ball in the square bounces as if the player
 *   had been pushed there, and Shadowing is not triggered.
 * - A ball carrier placed in an opposing end zone scores only once the block is fully resolved
 *   (BB2020), and only if it is still standing there with the ball: a frame waits under the block
 *   to check it.
 * - Leaving its square is the player's own choice: where the ruleset holds a player in a pit it
 *   has not escaped ([000]), it cannot use Trickster from there. The corner rule ([000]) does not
 *   apply: the player is placed, it does not move along a path (the new square need not even be
 *   next to its old one).
 */
import type { Action } from '../actions.ts';
import { around, isBlocked, portalAt } from '../board.ts';
import { type Ctx, emit, pop, register } from '../core.ts';
import type { TricksterFrame } from '../frames.ts';
import { isTrickster } from '../skills.ts';
import { carriesBall, checkTouchdown, looseBall, placePlayer } from './common.ts';
import { heldInSquare } from './own-move.ts';

/** The frame asking the target's coach about Trickster; null when the target has no Trickster. */
export function tricksterFrame(ctx: Ctx, attacker: number, defender: number): TricksterFrame | null {
  if (!isTrickster(ctx.g.players[defender])) return null;
  return { t: 'trickster', attacker, defender, phase: 'ask', to: -1 };
}

/** Free squares next to the attacker the target could be placed in. */
function squares(ctx: Ctx, f: TricksterFrame): number[] {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  if (a.status !== 'standing' || d.status !== 'standing' || a.sq < 0 || heldInSquare(ctx, d)) return [];
  return around(ctx.d, a.sq).filter((s) => !isBlocked(ctx, s, d) && g.occ[s] < 0 && portalAt(g, s) === null);
}

function place(ctx: Ctx, f: TricksterFrame): void {
  const g = ctx.g;
  const d = g.players[f.defender];
  const from = d.sq;
  const ballHere = g.ball.state === 'ground' && g.ball.sq === f.to;
  emit(ctx, { type: 'skill', player: d.id, skill: 'trickster', detail: 'moves before the block' });
  placePlayer(ctx, d, f.to);
  emit(ctx, { type: 'move', player: d.id, from, to: f.to, kind: 'place' });
  if (ballHere) looseBall(ctx, f.to);
  else if (carriesBall(ctx, d) && ctx.d.endZone[f.to] >= 0) {
    // Under the block (now the top frame): the touchdown waits until the block is resolved.
    g.stack.splice(g.stack.length - 1, 0, { ...f, phase: 'score' });
  }
}

register('trickster', {
  decide(ctx, f) {
    const team = ctx.g.players[f.defender].team;
    if (f.phase === 'ask') {
      if (squares(ctx, f).length === 0) return null;
      return {
        team,
        actions: [
          { type: 'useSkill', skill: 'trickster', yes: true },
          { type: 'useSkill', skill: 'trickster', yes: false },
        ],
      };
    }
    if (f.phase === 'place') {
      const actions: Action[] = squares(ctx, f).map((sq) => ({ type: 'moveTo', sq }));
      return { team, actions };
    }
    return null;
  },
  act(_ctx, f, a) {
    if (a.type === 'useSkill') f.phase = a.yes ? 'place' : 'move';
    else if (a.type === 'moveTo') {
      f.to = a.sq;
      f.phase = 'move';
    }
  },
  run(ctx, f) {
    pop(ctx.g);
    if (f.phase === 'score') {
      checkTouchdown(ctx, ctx.g.players[f.defender]);
      return;
    }
    // 'ask' with nowhere to go, or declined (to -1): the block goes on where the target stands.
    if (f.phase === 'move' && f.to >= 0) place(ctx, f);
  },
});
