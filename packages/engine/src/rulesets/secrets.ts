/** What a coach may not see, for the rulesets' `hide` hooks (game.ts's `view` calls them). */
import { type Game, seesTrap } from '../state.ts';

/** Which unopened chest holds the ball: nobody may know. */
export function hideBallChest(v: Game): void {
  v.chests = v.chests.map((c) => ({ ...c, hasBall: c.open ? c.hasBall : false }));
}

/**
 * Face-down trap counters: only their owner sees them. A trap frame still to resolve names its
 * square, so one for a square whose counters the coach cannot see is left out of the view's stack
 * too (trap frames never wait for a coach, so the decision on top is never one of them).
 */
export function hideOthersTraps(v: Game, team: number): void {
  const secret = new Set(v.traps.filter((t) => !seesTrap(t, team)).map((t) => t.sq));
  v.traps = v.traps.filter((t) => seesTrap(t, team)).map((t) => ({ ...t }));
  const known = new Set(v.traps.map((t) => t.sq));
  v.stack = v.stack.filter((f) => f.t !== 'trap' || !secret.has(f.sq) || known.has(f.sq));
}
