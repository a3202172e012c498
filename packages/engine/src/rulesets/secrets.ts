/** What a coach may not see, for the rulesets' `hide` hooks (game.ts's `view` calls them). */
import type { Game } from '../state.ts';

/** Which unopened chest holds the ball: nobody may know. */
export function hideBallChest(v: Game): void {
  v.chests = v.chests.map((c) => ({ ...c, hasBall: c.open ? c.hasBall : false }));
}

/** Face-down trap counters: only their owner sees them. */
export function hideOthersTraps(v: Game, team: number): void {
  v.traps = v.traps.filter((t) => t.kind !== 'faceDown' || t.owner === team).map((t) => ({ ...t }));
}
