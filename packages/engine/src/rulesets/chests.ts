/** Chests as the rulesets open them: who may open which, the ball found, an empty one exploding. */
import type { Action } from '../actions.ts';
import { around, isAdjacent } from '../board.ts';
import { type Ctx, emit } from '../core.ts';
import { armourRoll, goDown } from '../rules/injury.ts';
import type { Player } from '../state.ts';

/**
 * [004] and [003]: the opener and every player next to the chest are knocked down and make armour
 * rolls (a player already down makes the armour roll only). The opener going down is a turnover.
 */
export function knockDownAround(ctx: Ctx, opener: Player, sq: number): void {
  const g = ctx.g;
  const victims = [
    opener.id,
    ...around(ctx.d, sq)
      .map((s) => g.occ[s])
      .filter((pi) => pi >= 0 && pi !== opener.id),
  ];
  for (const pi of victims) {
    const q = g.players[pi];
    if (q.sq < 0) continue;
    if (q.status === 'standing') goDown(ctx, q, 'knockedDown', { reason: 'chest exploded' });
    else armourRoll(ctx, q, 0, 0);
  }
}

/** The unopened chests next to the player, as actions opening them ([004], [003], [000]). */
export function chestsBeside(ctx: Ctx, p: Player): Action[] {
  const out: Action[] = [];
  for (const c of ctx.g.chests) {
    if (!c.open && isAdjacent(ctx.d, p.sq, c.sq)) out.push({ type: 'openChest', sq: c.sq });
  }
  return out;
}

/**
 * The ball found lies where the chest was ([003] "replace the chest with the ball", [000] "the
 * ball appears where the chest was"), loose, for the opener (or anyone) to pick up.
 */
export function ballWhereChestWas(ctx: Ctx, p: Player, sq: number): void {
  const g = ctx.g;
  g.ball.state = 'ground';
  g.ball.sq = sq;
  g.ball.carrier = -1;
  emit(ctx, { type: 'ball', what: 'found', sq, player: p.id });
}
