/**
 * The team turn: which player to activate next. Safe things first and risky ones last, since a
 * turnover ends the turn: the sponge and a player in through a portal; a touchdown within easy
 * reach; team-mates out of the carrier's lane, then the carrier's run if it needs no dice; other
 * moves that need no dice (escorts, hunters, chasers); blocks and the blitz the odds favour; a
 * foul on an opponent lying in the carrier's lane; picking up a loose ball; the carrier's run
 * when it needs dice; the chest opened last (or, with none in reach, hunters trying a dodge or a
 * rush); once nothing else is left, blocks and a blitz that merely knock opponents down; then the
 * end of the turn. Where a turnover ends only the player's action ([000]), the pick-up and the
 * chests come before the other moves: a failure costs that player alone, and what it finds (the
 * ball) tells the others where to go.
 */
import { type Action, apply, legalActions, type Player } from '@dungeonbowl/engine';
import { turnoverEndsActivation } from './rules-facts.ts';
import { chestToOpen, movePath, riskyPath } from './scripted-activation.ts';
import { blitzPlan, laneFoul, riskyBlitzPlan } from './scripted-blitz.ts';
import { bestBlock } from './scripted-block.ts';
import { routeTo, safeSquares, trapdoors } from './scripted-board.ts';
import { carrierPlan, pickPlan } from './scripted-carry.ts';
import { reserveEntry } from './scripted-entry.ts';
import { ballOnChest, openPlan, riskyOpenPlan } from './scripted-hunt.ts';
import { leapReady } from './scripted-leap.ts';
import { portalTrip } from './scripted-portal.ts';
import { carrierLane, roleCost, roleOf } from './scripted-roles.ts';
import { type Intent, perTurn, playerWorth, type Sit } from './scripted-situation.ts';

interface Offers {
  all: Action[];
  move: Map<number, Action>;
  blocks: Action[];
  /** Players who may still blitz, or foul, this turn. */
  blitzers: number[];
  foulers: number[];
  sponge: Action[];
  portal: Action[];
  endTurn: Action | null;
}

function offers(actions: Action[]): Offers {
  const o: Offers = {
    all: actions,
    move: new Map(),
    blocks: [],
    blitzers: [],
    foulers: [],
    sponge: [],
    portal: [],
    endTurn: null,
  };
  for (const a of actions) {
    if (a.type === 'activate') {
      if (a.action === 'move') o.move.set(a.player, a);
      else if (a.action === 'block') o.blocks.push(a);
      else if (a.action === 'blitz' && o.blitzers[o.blitzers.length - 1] !== a.player)
        o.blitzers.push(a.player);
      else if (a.action === 'foul' && o.foulers[o.foulers.length - 1] !== a.player) o.foulers.push(a.player);
    } else if (a.type === 'sponge') o.sponge.push(a);
    else if (a.type === 'enterPortal') o.portal.push(a);
    else if (a.type === 'endTurn') o.endTurn = a;
  }
  return o;
}

/** Our players activated so far this turn (plans keyed by it are worked out again as they act). */
function actedCount(s: Sit): number {
  let n = 0;
  for (const p of s.g.players) if (p.team === s.team && p.activated) n++;
  return n;
}

/** The declaration of `action` by `player` against `target`, if offered. */
function declaration(o: Offers, action: 'blitz' | 'foul', player: number, target: number): Action | null {
  return (
    o.all.find(
      (x) => x.type === 'activate' && x.action === action && x.player === player && x.target === target,
    ) ?? null
  );
}

function declare(s: Sit, a: Action, kind: Intent['kind'], path: number[] | null, extra = {}): Action {
  if (a.type === 'activate') {
    s.mem.intent = {
      turn: s.g.turn.number,
      player: a.player,
      kind,
      path: path && [...path],
      replans: 0,
      ...extra,
    };
  }
  return a;
}

/** The most useful of several players (by a rough worth). */
function bestOf(s: Sit, actions: Action[]): Action | null {
  let best: Action | null = null;
  let w = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    const id = a.type === 'sponge' || a.type === 'enterPortal' ? a.player : -1;
    const v = id >= 0 ? playerWorth(s.g.players[id]) : 0;
    if (v > w) {
      w = v;
      best = a;
    }
  }
  return best;
}

function portalEntry(s: Sit, o: Offers): Action | null {
  if (o.portal.length === 0) return null;
  // A player arriving on an occupied portal sends its occupant off again: not our carrier.
  if (s.ourBall && s.g.portals.some((p) => p.sq === s.g.players[s.carrier].sq)) return null;
  return bestOf(s, o.portal);
}

/**
 * The sponge and a player in from the reserves. Where the rules allow both in a turn (Dungeon
 * Bowl 2021), the sponge first (the player it sends to the reserves may then come in); where the
 * sponge is used instead of the dug-out teleporter (Classic: the engine offers no entry once it
 * is used), a player into the dungeon now is worth more than one more in the reserves.
 */
function entry(s: Sit, o: Offers): Action | null {
  const brawl = reserveEntry(s, o.all);
  if (brawl) return brawl;
  if (o.sponge.length === 0 || o.portal.length === 0) return bestOf(s, o.sponge) ?? portalEntry(s, o);
  const after = apply(s.g, o.sponge[0]);
  const both = after.ok && (legalActions(after.game)?.actions.some((a) => a.type === 'enterPortal') ?? false);
  return both ? bestOf(s, o.sponge) : (portalEntry(s, o) ?? bestOf(s, o.sponge));
}

/** The carrier, when it may still move this turn. */
function carrierMove(s: Sit, o: Offers): Action | null {
  return s.ourBall ? (o.move.get(s.carrier) ?? null) : null;
}

/** A touchdown in easy reach (any chance on the last turn). */
function scoreNow(s: Sit, o: Offers): Action | null {
  const a = carrierMove(s, o);
  const c = s.g.players[s.carrier];
  // Out of reach even with both rushes: no need to ask the engine.
  if (!a || c.status !== 'standing' || s.ez[c.sq] > c.ma + 3) return null;
  const plan = carrierPlan(s);
  const enough = s.turnsLeft <= 1 ? 0 : 0.5;
  return plan.touchdown && plan.chance > enough ? declare(s, a, 'carry', plan.path) : null;
}

/** Team-mates standing in the carrier's lane step aside before it runs. */
function clearLane(s: Sit, o: Offers): Action | null {
  if (!carrierMove(s, o)) return null;
  const lane = carrierLane(s);
  const tz = s.tz();
  for (const [id, a] of o.move) {
    const p = s.g.players[id];
    if (id === s.carrier || !lane.has(p.sq) || p.status !== 'standing' || tz[p.sq] > 0) continue;
    if (s.mem.idle.has(id)) continue;
    const path = offLane(s, p, lane);
    if (path.length > 0) return declare(s, a, 'move', path);
    s.mem.idle.add(id);
  }
  return null;
}

/**
 * Where a team-mate in the carrier's lane goes: the best square off the lane for its role, or,
 * in a corridor one wide with no square off the lane in reach, on ahead towards the end zone.
 */
function offLane(s: Sit, p: Player, lane: Set<number>): number[] {
  const path = movePath(s, p, p.ma);
  if (path.length > 0) return path;
  const reach = safeSquares(s.b, s.g, s.tz(), p.sq, p.ma);
  let best = p.sq;
  for (const sq of reach) {
    if (!lane.has(sq)) return routeTo(s.b, sq);
    if (s.ez[sq] < s.ez[best]) best = sq;
  }
  return best === p.sq ? [] : routeTo(s.b, best);
}

/** The carrier's run when it needs no dice. */
function runSafe(s: Sit, o: Offers): Action | null {
  const a = carrierMove(s, o);
  if (!a || s.g.players[s.carrier].status !== 'standing') return null;
  const plan = carrierPlan(s);
  return plan.path.length > 0 && plan.chance >= 0.999 ? declare(s, a, 'carry', plan.path) : null;
}

/** Who is kept out of the moves without dice this turn: the opener, the picker, the blitzer. */
function reservedPlayers(s: Sit, o: Offers): Set<number> {
  const out = new Set<number>();
  if (s.ourBall) out.add(s.carrier);
  if (s.hidden) {
    const open = perTurn(s, `open:${s.g.chests.filter((c) => c.open).length}`, () =>
      openPlan(s, [...o.move.keys()]),
    );
    s.mem.cache.set('openChest', open ? open.chest : -1);
    if (open) out.add(open.player);
  }
  if (s.loose) {
    const pick = pickPlan(s, [...o.move.keys()]);
    if (pick) out.add(pick.player);
  }
  const blitz = blitzPlan(s, o.blitzers);
  if (blitz) out.add(blitz.player);
  return out;
}

function safeMove(s: Sit, o: Offers): Action | null {
  const keep = reservedPlayers(s, o);
  const tz = s.tz();
  const movers: { a: Action; id: number; cost: number }[] = [];
  for (const [id, a] of o.move) {
    const p = s.g.players[id];
    if (keep.has(id) || s.mem.idle.has(id)) continue;
    // A prone player stands up without dice (the route is planned once it has).
    if (p.status === 'prone') return declare(s, a, 'move', null);
    if (p.status !== 'standing' || tz[p.sq] > 0) continue;
    movers.push({ a, id, cost: roleCost(s, roleOf(s, p, chestToOpen(s)), p.sq) });
  }
  movers.sort((x, y) => x.cost - y.cost || x.id - y.id);
  for (const m of movers) {
    const p = s.g.players[m.id];
    const path = movePath(s, p, p.ma);
    if (path.length > 0) return declare(s, m.a, 'move', path);
    s.mem.idle.add(m.id);
  }
  return null;
}

function blitz(s: Sit, o: Offers, late = false): Action | null {
  const plan = blitzPlan(s, o.blitzers, late);
  const a = plan ? declaration(o, 'blitz', plan.player, plan.target) : null;
  return plan && a ? declare(s, a, 'blitz', plan.path, { target: plan.target }) : null;
}

/** A blitz at their carrier through tackle zones, where a turnover ends only the blitzer's action. */
function riskyBlitz(s: Sit, o: Offers): Action | null {
  const plan = riskyBlitzPlan(s, o.blitzers);
  const a = plan ? declaration(o, 'blitz', plan.player, plan.target) : null;
  return plan && a ? declare(s, a, 'blitz', plan.path, { target: plan.target }) : null;
}

/** A foul on an opponent lying in the lane of a carrier that cannot get on otherwise. */
function foul(s: Sit, o: Offers): Action | null {
  if (!carrierMove(s, o) || s.g.players[s.carrier].status !== 'standing') return null;
  const run = carrierPlan(s);
  if (run.path.length > 0 && run.score >= run.stay + 0.5) return null;
  const plan = laneFoul(s, o.foulers);
  const a = plan ? declaration(o, 'foul', plan.player, plan.target) : null;
  return plan && a ? declare(s, a, 'foul', plan.path, { target: plan.target }) : null;
}

function pickUp(s: Sit, o: Offers): Action | null {
  if (!s.loose) return null;
  const plan = pickPlan(s, [...o.move.keys()]);
  const a = plan ? o.move.get(plan.player) : undefined;
  if (!plan || !a) return null;
  return declare(s, a, 'pickup', plan.path);
}

/** The carrier beside a trap that cuts every way to the end zone: a Move to leap it. */
function leap(s: Sit, o: Offers): Action | null {
  const a = carrierMove(s, o);
  return a && leapReady(s, s.g.players[s.carrier]) ? declare(s, a, 'carry', []) : null;
}

function carry(s: Sit, o: Offers): Action | null {
  const a = carrierMove(s, o);
  if (!a || s.g.players[s.carrier].status !== 'standing') return null;
  const plan = carrierPlan(s);
  if (plan.path.length === 0 || plan.score < plan.stay + 0.5) return null;
  return declare(s, a, 'carry', plan.path);
}

/** Through a teleporter: a player shut in with nothing to do, or a hunter to chests no walk reaches. */
function portal(s: Sit, o: Offers, early = false): Action | null {
  const trip = portalTrip(s, o.move, early);
  const a = trip ? o.move.get(trip.player) : undefined;
  return trip && a ? declare(s, a, 'portal', trip.path) : null;
}

/**
 * Hunters that could not get on without dice (marked, or walled in by tackle zones) try a dodge
 * or a rush towards their chest, while the ball is still hidden; each only once a turn.
 */
function risky(s: Sit, o: Offers): Action | null {
  // While the ball is hidden, or loose where only dice lead (across a trapdoor, [002] Castle).
  if (!s.hidden && !(s.loose && trapdoors(s.b).length > 0)) return null;
  const tried = perTurn(s, 'risky', () => new Set<number>());
  for (const [id, a] of o.move) {
    const p = s.g.players[id];
    if (p.status !== 'standing' || tried.has(id)) continue;
    tried.add(id);
    if (roleCost(s, roleOf(s, p, chestToOpen(s)), p.sq) < 2) continue;
    const path = riskyPath(s, p, 0);
    if (path.length > 0) return declare(s, a, 'risky', path);
  }
  return null;
}

/** Blocks worth taking (`late`: once nothing else is left, when the turnover costs little). */
function block(s: Sit, o: Offers, late = false): Action | null {
  // Worked out again only once another of our players has acted (assists change).
  const a = perTurn(s, `block:${late}:${actedCount(s)}:${o.blocks.length}`, () =>
    bestBlock(s, o.blocks, late),
  );
  return a ? declare(s, a, 'move', []) : null;
}

function openChest(s: Sit, o: Offers): Action | null {
  // The ball hidden, or lying loose on a closed chest (then that chest).
  const only = s.hidden ? -1 : ballOnChest(s);
  if (!s.hidden && only < 0) return null;
  // Worked out again only once another of our players has acted (squares and blasts change).
  const key = `opening:${s.g.chests.filter((c) => c.open).length}:${actedCount(s)}:${only}`;
  const ids = [...o.move.keys()];
  const plan = perTurn(s, key, () => openPlan(s, ids, only) ?? riskyOpenPlan(s, ids, only));
  const a = plan ? o.move.get(plan.player) : undefined;
  if (!plan || !a) return null;
  return declare(s, a, 'open', plan.path, { chest: s.g.chests[plan.chest].sq });
}

/**
 * The player just in from the reserves acts at once ([002]): a blitz at their carrier or a
 * player marking ours, a pick-up of the loose ball, else a move for its role.
 */
function entering(s: Sit, o: Offers, player: number): Action | null {
  const b = blitz(s, { ...o, blitzers: o.blitzers.filter((id) => id === player) });
  if (b) return b;
  const pick = s.loose ? pickPlan(s, [player]) : null;
  const a = o.move.get(player);
  if (!a) return null;
  return pick ? declare(s, a, 'pickup', pick.path) : declare(s, a, 'move', null);
}

export function turnAction(s: Sit, actions: Action[], enteringPlayer?: number): Action {
  const o = offers(actions);
  if (enteringPlayer !== undefined) {
    const a = entering(s, o, enteringPlayer);
    if (a) return a;
  }
  return (
    entry(s, o) ??
    scoreNow(s, o) ??
    clearLane(s, o) ??
    runSafe(s, o) ??
    (turnoverEndsActivation(s.g) ? (pickUp(s, o) ?? openChest(s, o)) : null) ??
    safeMove(s, o) ??
    block(s, o) ??
    blitz(s, o) ??
    riskyBlitz(s, o) ??
    foul(s, o) ??
    pickUp(s, o) ??
    carry(s, o) ??
    leap(s, o) ??
    portal(s, o, true) ??
    openChest(s, o) ??
    portal(s, o) ??
    risky(s, o) ??
    blitz(s, o, true) ??
    block(s, o, true) ??
    o.endTurn ??
    actions[0]
  );
}
