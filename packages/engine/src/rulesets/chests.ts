/** What an empty chest does when opened, for the rulesets' `explode` hooks. */
import { around } from '../board.ts';
import type { Ctx } from '../core.ts';
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
