/**
 * Blitzes and fouls: their carrier first, a player marking ours, or (late in the turn, when a
 * turnover costs little) any opponent in reach; a foul on an opponent lying in our carrier's
 * lane. Routes need no dice; the odds come from the engine (`blockOdds`, `foulOdds`) asked with
 * the player on the square it would reach.
 */
import { foulOdds, type Player } from '@dungeonbowl/engine';
import { turnoverEndsActivation } from './rules-facts.ts';
import { routeBeside } from './scripted-activation.ts';
import { blockValue } from './scripted-block.ts';
import { cheb, routeTo, safeSquares } from './scripted-board.ts';
import { carrierLane } from './scripted-roles.ts';
import { perTurn, type Sit } from './scripted-situation.ts';
import { reachKnown } from './scripted-traps.ts';

export interface BlitzPlan {
  player: number;
  target: number;
  path: number[];
  value: number;
}

/**
 * Who to blitz: their carrier first, else a player marking ours; at the end of the turn
 * (`late`), any opponent near enough to our blitzers.
 */
function blitzTargets(s: Sit, blitzers: number[], late: boolean): Player[] {
  const g = s.g;
  if (s.theirBall && g.players[s.carrier].status === 'standing') return [g.players[s.carrier]];
  const opponents = g.players.filter((o) => o.team !== s.team && o.status === 'standing');
  if (late) {
    const near: [number, Player][] = [];
    for (const o of opponents) {
      let d = 99;
      for (const i of blitzers) d = Math.min(d, cheb(s.b, o.sq, g.players[i].sq));
      if (d <= 5) near.push([d, o]);
    }
    near.sort((x, y) => x[0] - y[0] || x[1].id - y[1].id);
    return near.slice(0, 4).map((x) => x[1]);
  }
  if (s.ourBall) {
    const c = g.players[s.carrier];
    return opponents.filter((o) => cheb(s.b, o.sq, c.sq) <= 1);
  }
  return [];
}

/** The best blitz without dice on the way, among `blitzers` (player ids with the declaration). */
export function blitzPlan(s: Sit, blitzers: number[], late = false): BlitzPlan | null {
  if (blitzers.length === 0) return null;
  const targets = blitzTargets(s, blitzers, late);
  if (targets.length === 0) return null;
  const key = `blitz:${late}:${targets.map((t) => `${t.id}@${t.sq}`).join(',')}`;
  const hit = s.mem.cache.get(key) as BlitzPlan | null | undefined;
  // Worked out once per turn and targets, again only if the blitzer has been used since.
  if (hit !== undefined && (hit === null || blitzers.includes(hit.player))) return hit;
  s.mem.cache.delete(key);
  return perTurn(s, key, () => {
    let best: BlitzPlan | null = null;
    for (const o of targets) {
      // Squares as the crow flies: the route search that follows goes round the walls.
      const d = (p: Player) => cheb(s.b, p.sq, o.sq);
      const near = blitzers
        .map((i) => s.g.players[i])
        .filter((p) => p.status === 'standing' && p.id !== s.carrier && d(p) <= p.ma)
        .sort((a, b) => d(a) - d(b) || a.id - b.id)
        .slice(0, 4);
      for (const p of near) {
        const plan = blitzFrom(s, p, o, late);
        if (plan && (!best || plan.value > best.value)) best = plan;
      }
    }
    return best && best.value > (late ? 0.1 : 0.3) ? best : null;
  });
}

/** The blitzer's best square next to the target reached without dice (the block costs a square). */
function blitzFrom(s: Sit, p: Player, o: Player, late: boolean): BlitzPlan | null {
  const b = s.b;
  const reach = safeSquares(b, s.g, s.tz(), p.sq, p.ma - 1);
  const sides = reach.filter((sq) => cheb(b, sq, o.sq) === 1);
  if (sides.length === 0) return null;
  // Fewest opponents around the square first: fewer defensive assists.
  const tz = s.tz();
  sides.sort((x, y) => tz[x] - tz[y] || x - y);
  const routes = sides.slice(0, 2).map((sq) => ({ sq, path: routeTo(b, sq) }));
  let best: BlitzPlan | null = null;
  for (const { sq, path } of routes) {
    const value = blockValue(s, p, o, late, sq);
    if (!best || value > best.value) best = { player: p.id, target: o.id, path, value };
  }
  return best;
}

/**
 * A blitz at their carrier that needs dice on the way (dodges out of tackle zones, through a
 * crowd), where a turnover ends only the blitzer's action ([000]): a failure costs that player
 * alone, and in a free-for-all whoever holds the ball is about to win. The best chance times the
 * block's worth among the nearest blitzers.
 */
export function riskyBlitzPlan(s: Sit, blitzers: number[]): BlitzPlan | null {
  if (!s.theirBall || !turnoverEndsActivation(s.g) || blitzers.length === 0) return null;
  const c = s.g.players[s.carrier];
  if (c.status !== 'standing') return null;
  const key = `riskyBlitz:${c.id}@${c.sq}:${blitzers.join(',')}`;
  return perTurn(s, key, () => {
    const d = (p: Player) => cheb(s.b, p.sq, c.sq);
    const near = blitzers
      .map((i) => s.g.players[i])
      .filter((p) => p.status === 'standing' && d(p) <= p.ma)
      .sort((a, b) => d(a) - d(b) || a.id - b.id)
      .slice(0, 3);
    let best: BlitzPlan | null = null;
    for (const p of near) {
      for (const r of reachKnown(s.g, p.id, 0)) {
        // A square of movement is kept for the block itself.
        if (r.portal || r.pickUp || r.path.length > p.ma - 1 || cheb(s.b, r.sq, c.sq) !== 1) continue;
        const value = r.chance * blockValue(s, p, c, false, r.sq) - (1 - r.chance);
        if (!best || value > best.value) best = { player: p.id, target: c.id, path: r.path, value };
      }
    }
    return best && best.value > 0.5 ? best : null;
  });
}

export interface FoulPlan {
  player: number;
  target: number;
  path: number[];
}

/**
 * A foul on an opponent lying in our carrier's lane (the first squares of its way to the end
 * zone, where it would have to be jumped): out of the game on a broken armour and a bad injury
 * roll. Taken when the armour is likely enough to break for the risk of a sending-off.
 */
export function laneFoul(s: Sit, foulers: number[]): FoulPlan | null {
  if (!s.ourBall || foulers.length === 0) return null;
  const g = s.g;
  const lane = [...carrierLane(s)].slice(0, 3);
  let best: FoulPlan | null = null;
  let bestV = 0;
  for (const sq of lane) {
    const o = g.players[g.occ[sq]];
    if (!o || o.team === s.team || (o.status !== 'prone' && o.status !== 'stunned')) continue;
    for (const id of foulers) {
      const p = g.players[id];
      if (p.status !== 'standing' || id === s.carrier || cheb(s.b, p.sq, o.sq) > p.ma) continue;
      const path = routeBeside(s, p, o.sq, p.ma, false);
      if (!path) continue;
      const end = path.length > 0 ? path[path.length - 1] : p.sq;
      const odds = foulOdds(s.g, p.id, o.id, end);
      const v = odds.armourBreaks - 2 * odds.sentOff;
      if (odds.armourBreaks >= 0.3 && v > bestV) {
        bestV = v;
        best = { player: id, target: o.id, path };
      }
    }
  }
  return best;
}
