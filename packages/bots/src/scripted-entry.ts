/**
 * Players into the dungeon at the start of a team turn ([002] Reserves): which reserve comes in,
 * onto which entrance square or through a random teleporter; with nobody in reserve, every
 * Knocked-out player tries the rush in turn (a failed try costs nothing). The player who has come
 * in then acts at once (the engine offers only its Move, Blitz, Pass or Foul).
 */
import type { Action } from '@dungeonbowl/engine';
import { FAR } from './scripted-board.ts';
import { chestsOutOfWalk } from './scripted-portal.ts';
import { chestField, pointField } from './scripted-roles.ts';
import { playerWorth, type Sit } from './scripted-situation.ts';

/** How far a square is from where a new player is wanted: the hunt, our carrier, theirs, the ball. */
function entryCost(s: Sit, sq: number): number {
  const g = s.g;
  if (s.hidden) {
    let best = FAR;
    g.chests.forEach((c, i) => {
      if (!c.open) best = Math.min(best, chestField(s, i)[sq]);
    });
    return best;
  }
  if (s.carrier >= 0) return pointField(s, g.players[s.carrier].sq)[sq];
  return g.ball.sq >= 0 ? pointField(s, g.ball.sq)[sq] : 0;
}

/** What a random teleporter gives on average (a pad that leads nowhere counts as far). */
function portalCost(s: Sit): number {
  const pads = s.g.portals;
  if (pads.length === 0) return FAR;
  let sum = 0;
  for (const p of pads) sum += Math.min(entryCost(s, p.sq), 40);
  return sum / pads.length;
}

/** The most useful player among the actions' players. */
function bestPlayer(s: Sit, actions: Action[]): number {
  let best = -1;
  let worth = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    const id = a.type === 'enterReserve' || a.type === 'koRush' ? a.player : -1;
    const w = id >= 0 ? playerWorth(s.g.players[id]) : Number.NEGATIVE_INFINITY;
    if (w > worth) {
      worth = w;
      best = id;
    }
  }
  return best;
}

/**
 * [002]'s entry at the start of the turn: the best reserve onto the entrance nearest where it is
 * wanted, or through a teleporter when the pads lie nearer on average (the sealed vaults of
 * Wormholes, say); else a KO rush. Null when the ruleset offers no such entry.
 */
export function reserveEntry(s: Sit, actions: Action[]): Action | null {
  const reserve = actions.filter((a) => a.type === 'enterReserve');
  if (reserve.length > 0) {
    const who = bestPlayer(s, reserve);
    let best: Action | null = null;
    let cost = Number.POSITIVE_INFINITY;
    for (const a of reserve) {
      if (a.type !== 'enterReserve' || a.player !== who || s.g.occ[a.sq] >= 0) continue;
      const c = entryCost(s, a.sq);
      if (c < cost) {
        cost = c;
        best = a;
      }
    }
    const portal = actions.find((a) => a.type === 'enterPortal' && a.player === who);
    // A player arriving on an occupied pad may knock our carrier off it: not then.
    const carrierOnPad = s.ourBall && s.g.portals.some((p) => p.sq === s.g.players[s.carrier].sq);
    // Chests no walk reaches (Wormholes' vaults): the random pad is the only way there.
    const vaults = chestsOutOfWalk(s).out > 0;
    if (portal && !carrierOnPad && (vaults || portalCost(s) + 4 < cost)) return portal;
    return best;
  }
  const rush = actions.filter((a) => a.type === 'koRush');
  const who = bestPlayer(s, rush);
  return rush.find((a) => a.type === 'koRush' && a.player === who) ?? null;
}
