/**
 * Teleporters as a way in ([002] Wormholes: "two rooms only accessible by magic"): parts of a map
 * no walk reaches. When every chest still closed lies where none of our players can walk, a
 * player steps onto a teleporter (a D6 picks the pad; its own pad loses it in the warp, a
 * turnover, so this comes late in the turn); a player shut in such a room with nothing left to do
 * there, or our carrier shut in one with the ball (kept on a 4+), teleports out the same way.
 */
import type { Action, Game, Player } from '@dungeonbowl/engine';
import { type Board, field, neighbours } from './scripted-board.ts';
import { perTurn, type Sit } from './scripted-situation.ts';
import { reachKnown } from './scripted-traps.ts';

const PARTS = new WeakMap<Board, Map<string, Int32Array>>();

/**
 * Which part of the map each square belongs to (squares joined by walks), -1 for walls. Opened
 * trapdoors ([002] Castle: "the only way in will be by teleporting") cut the walks through them.
 */
export function parts(b: Board, g: Game): Int32Array {
  const open = g.openTrapdoors ?? [];
  const key = open.join(',');
  let byKey = PARTS.get(b);
  if (!byKey) {
    byKey = new Map();
    PARTS.set(b, byKey);
  }
  let out = byKey.get(key);
  if (out) return out;
  out = new Int32Array(b.n).fill(-1);
  const cut = new Set(open);
  let id = 0;
  for (let s = 0; s < b.n; s++) {
    if (out[s] >= 0 || b.d.wall[s] || b.nbStart[s + 1] === b.nbStart[s]) continue;
    out[s] = id;
    const q = [s];
    while (q.length > 0) {
      const t = q.pop() as number;
      for (let i = b.nbStart[t]; i < b.nbStart[t + 1]; i++) {
        const u = b.nb[i];
        if (out[u] < 0 && !cut.has(u)) {
          out[u] = id;
          q.push(u);
        }
      }
    }
    id++;
  }
  if (byKey.size > 16) byKey.clear();
  byKey.set(key, out);
  return out;
}

/** The part of the map a square belongs to; a pit's, the part around it (a ball lying in one). */
export function partOf(b: Board, g: Game, sq: number): number {
  const part = parts(b, g);
  if (b.hazard[sq] !== 1) return part[sq];
  for (const t of neighbours(b, sq)) if (part[t] >= 0) return part[t];
  return part[sq];
}

/** Parts of the map where one of our standing players stands. */
function ourParts(s: Sit): Set<number> {
  const part = parts(s.b, s.g);
  const out = new Set<number>();
  for (const p of s.g.players)
    if (p.team === s.team && p.status === 'standing' && p.sq >= 0) out.add(part[p.sq]);
  return out;
}

/** Is there something for `p` to do in its part of the map (a closed chest, the ball, a target)? */
function worthStaying(s: Sit, p: Player): boolean {
  const part = parts(s.b, s.g);
  const here = part[p.sq];
  if (p.id === s.carrier) return s.targets.some((t) => part[t] === here);
  if (s.hidden) return s.g.chests.some((c) => !c.open && part[c.sq] === here);
  if (s.loose) return partOf(s.b, s.g, s.g.ball.sq) === here;
  if (s.carrier >= 0) {
    const c = s.g.players[s.carrier];
    // Our carrier shut in with us: make room for it to reach the pad (and leave with it).
    if (s.ourBall && !s.targets.some((t) => part[t] === part[c.sq])) return false;
    return part[c.sq] === here;
  }
  return true;
}

/** Closed chests where none of our players can walk to them, and those where one can. */
export function chestsOutOfWalk(s: Sit): { out: number; walk: number } {
  const n = { out: 0, walk: 0 };
  if (!s.hidden) return n;
  const mine = ourParts(s);
  const part = parts(s.b, s.g);
  for (const c of s.g.chests) {
    if (c.open) continue;
    if (mine.has(part[c.sq])) n.walk++;
    else n.out++;
  }
  return n;
}

/** The best route onto a teleporter this activation (the likeliest), or null. */
export function portalRoute(s: Sit, p: Player, moved: number): number[] | null {
  let best: number[] | null = null;
  let chance = 0.5;
  for (const r of reachKnown(s.g, p.id, moved)) {
    if (r.portal && !r.pickUp && r.chance > chance) {
      chance = r.chance;
      best = r.path;
    }
  }
  return best;
}

/**
 * A player left standing on a teleporter (sent there by another's arrival) cannot enter it again
 * without leaving it: a step off, unmarked if it can, and then back on.
 */
export function offThePad(s: Sit, p: Player): number[] | null {
  if (!s.g.portals.some((q) => q.sq === p.sq)) return null;
  return stepOff(s, p);
}

/** A free square beside the player to step off to (unmarked if it can), as a one-step route. */
export function stepOff(s: Sit, p: Player): number[] | null {
  const tz = s.tz();
  let best = -1;
  for (const t of neighbours(s.b, p.sq)) {
    if (s.g.occ[t] >= 0 || s.b.passages.includes(t) || s.b.hazard[t] > 0) continue;
    if (s.g.chests.some((c) => !c.open && c.sq === t)) continue;
    if (best < 0 || tz[t] < tz[best]) best = t;
  }
  return best < 0 ? null : [best];
}

/** Who goes through a teleporter this turn: shut-in players first, then a hunter. */
export function portalTrip(
  s: Sit,
  movers: Map<number, Action>,
  early = false,
): { player: number; path: number[] } | null {
  if (s.g.portals.length === 0) return null;
  const left = chestsOutOfWalk(s);
  if (early) return left.out > 0 && left.walk > 0 ? earlyHunter(s, movers) : null;
  // Off a pad first: a team-mate standing on it keeps a shut-in player from using it.
  const part = parts(s.b, s.g);
  const shut = new Set<number>();
  for (const p of s.g.players) {
    if (p.team === s.team && p.status === 'standing' && p.sq >= 0 && !worthStaying(s, p))
      shut.add(part[p.sq]);
  }
  for (const [id] of movers) {
    const p = s.g.players[id];
    if (p.status !== 'standing' || !shut.has(part[p.sq]) || !worthStaying(s, p)) continue;
    const off = offThePad(s, p);
    if (off) return { player: id, path: off };
  }
  // Our carrier first: another's warp may end the turn (one time in six) before it goes.
  const ids = [...movers.keys()].sort((a, b) => Number(b === s.carrier) - Number(a === s.carrier));
  for (const id of ids) {
    const p = s.g.players[id];
    if (p.status !== 'standing' || worthStaying(s, p)) continue;
    const path = portalRoute(s, p, 0) ?? offThePad(s, p);
    if (path) return { player: id, path };
  }
  return left.out > 0 && left.walk === 0 ? hunter(s, movers, () => true) : null;
}

function earlyHunter(s: Sit, movers: Map<number, Action>): { player: number; path: number[] } | null {
  // Chests in vaults while others still lie where walks lead ([002] Wormholes): a random pad finds
  // a vault one time in three, so one player a turn with no chest to open soon starts early.
  const early = perTurn(s, 'earlyHunt', () => ({ sent: false }));
  if (early.sent) return null;
  const trip = hunter(s, movers, (p) => !chestNear(s, p));
  if (trip) early.sent = true;
  return trip;
}

/** The first of `movers` (not our carrier) who reaches a pad this activation and `ok` allows. */
function hunter(
  s: Sit,
  movers: Map<number, Action>,
  ok: (p: Player) => boolean,
): { player: number; path: number[] } | null {
  for (const [id] of movers) {
    const p = s.g.players[id];
    if (p.status !== 'standing' || id === s.carrier || !ok(p)) continue;
    const path = portalRoute(s, p, 0);
    if (path) return { player: id, path };
  }
  return null;
}

/** Is a closed chest about within this turn's walk of `p` (its opener, likely)? */
function chestNear(s: Sit, p: Player): boolean {
  for (const c of s.g.chests) {
    if (c.open) continue;
    // The key chestField uses (scripted-roles.ts), so the field is shared.
    const f = field(s.b, s.g, `c:${c.sq}`, () => neighbours(s.b, c.sq));
    if (f[p.sq] <= p.ma + 2) return true;
  }
  return false;
}

/** A player through a teleporter with movement left: a closed chest here is opened next. */
export function chestHere(s: Sit, p: Player): number {
  const part = parts(s.b, s.g);
  const c = s.g.chests.find((c) => !c.open && part[c.sq] === part[p.sq]);
  return c ? c.sq : -1;
}
