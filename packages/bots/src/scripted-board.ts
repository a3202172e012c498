/**
 * Map geometry for the scripted bot: walking-distance fields and cheap searches for moves that
 * need no dice. These read only the map (walls, chests, portals, who stands where); marking comes
 * from the engine (`markedSquares`), and every move is still checked against the legal actions.
 * Searches reuse scratch arrays, so a game's decisions allocate little.
 */
import {
  type Dungeon,
  dungeonOf,
  type Feature,
  type Game,
  maxOf,
  minOf,
  pushAll,
  roomWallsNow,
  seesTrap,
  stoneBallSquares,
} from '@dungeonbowl/engine';
import { diagonalsRefusedRoundCorners, markersInSight } from './rules-facts.ts';
import { engineWalk } from './scripted-walk.ts';

/** Distance for squares a field never reaches. */
export const FAR = 999;

export interface Board {
  d: Dungeon;
  w: number;
  n: number;
  /** Non-wall neighbours of square s: nb[nbStart[s]] .. nb[nbStart[s + 1] - 1]. */
  nbStart: Int32Array;
  nb: Int32Array;
  /** Distance fields by key (end zones, chests), and to single squares (the carrier, the ball). */
  fields: Map<string, Int32Array>;
  points: Map<string, Int32Array>;
  dist: Int16Array;
  parent: Int32Array;
  queue: Int32Array;
  /** Scratch flags for one search (cleared by the search that set them). */
  stop: Uint8Array;
  /** Squares the last `safeSquares` reached: its distances are kept until the next search. */
  visited: number[];
  /**
   * Hazards of the map ([002] rounds): 1 where entering only ever hurts (pits, spiked pits,
   * lava, chasm: no neighbour list leads into them, so no field or walk enters one), 2 for a
   * trapdoor (it holds on a D6 at least the player's ST: fields cross it, walks without dice
   * never step on it), 3 for the stone ball's corridor (crossed, never a place to stop), 0
   * elsewhere.
   */
  hazard: Uint8Array;
  /** The squares of the scoring passages ([002]): walls to all but the ball carrier. */
  passages: number[];
  /** The stone ball's corridor ([002] Temple of Doom): does it run north-south? */
  corridor: { northSouth: boolean };
}

function corridorOf(d: Dungeon): { northSouth: boolean } {
  let x0 = d.width;
  let x1 = -1;
  let y0 = d.height;
  let y1 = -1;
  for (let s = 0; s < d.feature.length; s++) {
    if (d.feature[s] !== 'stoneBall') continue;
    const x = s % d.width;
    const y = Math.floor(s / d.width);
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  return { northSouth: y1 - y0 >= x1 - x0 };
}

/** Squares no player of ours enters by choice: a fall every time. */
const DROPS: ReadonlySet<Feature> = new Set(['pit', 'spikedPit', 'lava', 'chasm']);

function hazards(d: Dungeon): Uint8Array {
  const out = new Uint8Array(d.width * d.height);
  for (let s = 0; s < out.length; s++) {
    const f = d.feature[s];
    if (f && DROPS.has(f)) out[s] = 1;
    else if (f === 'trapdoor') out[s] = 2;
    else if (f === 'stoneBall') out[s] = 3;
  }
  return out;
}

/**
 * Walls that move ([002]): Hogwurts' rotating room's walls where its turns have put them, and
 * the Temple of Doom's stone ball where it lies. The engine says where they are now. Walks this
 * turn go round both; distance fields (`fieldWalls`) only round the room's walls: the stone ball
 * rolls on before the next turn, and a field that waited for it would send the carrier back and
 * forth between the corridor's crossings.
 */
export function movingWalls(g: Game): number[] {
  const d = dungeonOf(g);
  const room = roomWallsNow(g, d);
  const ball = stoneBallSquares(g, d);
  return room.length === 0 ? ball : ball.length === 0 ? room : [...room, ...ball];
}

/** The moving walls distance fields go round: the rotating room's. */
export function fieldWalls(g: Game): number[] {
  return roomWallsNow(g, dungeonOf(g));
}

/** Where the room's walls stand, as a key for cached fields ('' for a map without them). */
export function movingKey(g: Game): string {
  const turns = g.roomTurns ?? 0;
  return turns === 0 ? '' : `${turns}`;
}

/**
 * How likely the stone ball ([002] Temple of Doom) rolls over a square of its corridor before our
 * player may move again (two rolls of 2D6: the opponents' turn and ours), roughly: squares up to
 * 14 ahead of it, the way it is heading, are likely swept; those behind it less (it may bounce
 * back off the corridor's end). 0 off the corridor.
 */
export function stoneBallRisk(b: Board, g: Game, sq: number): number {
  if (b.hazard[sq] !== 3) return 0;
  const ball = stoneBallSquares(g, b.d);
  if (ball.length === 0) return 0;
  // The corridor runs the long way of the map's `s` squares; along it, the ball's near and far rows.
  const ys = ball.map((q) => Math.floor(q / b.w));
  const xs = ball.map((q) => q % b.w);
  const northSouth = b.corridor.northSouth;
  const along = (q: number) => (northSouth ? Math.floor(q / b.w) : q % b.w);
  const lo = northSouth ? minOf(ys) : minOf(xs);
  const hi = northSouth ? maxOf(ys) : maxOf(xs);
  const dir = g.stoneBall?.dir ?? 1;
  const a = along(sq);
  const ahead = dir > 0 ? a - hi : lo - a;
  if (ahead <= 0 && a >= lo && a <= hi) return 1;
  return ahead > 0 && ahead <= 14 ? 0.7 : 0.3;
}

const BOARDS = new WeakMap<Dungeon, Board>();

export function boardOf(g: Game): Board {
  const d = dungeonOf(g);
  let b = BOARDS.get(d);
  if (b) return b;
  const w = d.width;
  const n = d.width * d.height;
  const nbStart = new Int32Array(n + 1);
  const list: number[] = [];
  const hazard = hazards(d);
  for (let s = 0; s < n; s++) {
    nbStart[s] = list.length;
    if (d.wall[s]) continue;
    const x = s % w;
    const y = (s - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= w || ny >= d.height) continue;
        const t = ny * w + nx;
        if (!d.wall[t] && hazard[t] !== 1) list.push(t);
      }
    }
  }
  nbStart[n] = list.length;
  b = {
    d,
    w,
    n,
    nbStart,
    nb: Int32Array.from(list),
    fields: new Map(),
    points: new Map(),
    dist: new Int16Array(n).fill(-1),
    parent: new Int32Array(n),
    queue: new Int32Array(n),
    stop: new Uint8Array(n),
    visited: [],
    hazard,
    passages: d.passage.flatMap((p, s) => (p ? [s] : [])),
    corridor: corridorOf(d),
  };
  BOARDS.set(d, b);
  return b;
}

/** Chebyshev distance: squares a player walks on an open floor. */
export function cheb(b: Board, a: number, c: number): number {
  const ax = a % b.w;
  const cx = c % b.w;
  return Math.max(Math.abs(ax - cx), Math.abs((a - ax) / b.w - (c - cx) / b.w));
}

/** Where the unopened chests and the portals are, as text (a key for fields that go round them). */
function layout(g: Game): string {
  let out = '';
  for (const c of g.chests) if (!c.open) out += `${c.sq},`;
  out += '/';
  for (const p of g.portals) out += `${p.sq},`;
  return out;
}

/** Unopened chests as a bit mask (which of the game's chests are still closed). */
export function chestMask(g: Game): number {
  let m = 0;
  for (let i = 0; i < g.chests.length; i++) if (!g.chests[i].open) m |= 1 << i;
  return m;
}

/** How many non-wall squares are around a square. */
export function openSides(b: Board, s: number): number {
  return b.nbStart[s + 1] - b.nbStart[s];
}

/** Non-wall squares around a square. */
export function neighbours(b: Board, s: number): number[] {
  const out: number[] = [];
  for (let i = b.nbStart[s]; i < b.nbStart[s + 1]; i++) out.push(b.nb[i]);
  return out;
}

/**
 * Walking distance from every square to the nearest of `sources`, around walls (players are
 * ignored: they move; so are chests and portals unless `chests`: chests open in time, and the
 * time-limit rule measures round walls only), up to `radius` (FAR beyond). Cached under `key`
 * (and the chests' state when they count), for every game on the same map.
 */
export function field(
  b: Board,
  g: Game,
  key: string,
  sources: () => number[],
  radius = FAR,
  chests = false,
  traps: number[] = [],
): Int32Array {
  // Chests and portals stand in different places from game to game: their squares are in the key.
  const moving = fieldWalls(g);
  const k = `${key}|${chests ? layout(g) : '-'}|${radius}${traps.length > 0 ? `|${traps.join(',')}` : ''}|${movingKey(g)}`;
  // Fields to a single square (a carrier, a target) come and go; the rest stay for the map.
  const cache = key.startsWith('p:') ? b.points : b.fields;
  const hit = cache.get(k);
  if (hit) return hit;
  if (cache.size > 300) cache.clear();
  const out = new Int32Array(b.n).fill(FAR);
  const chest = new Uint8Array(b.n);
  if (chests) {
    for (const c of g.chests) if (!c.open) chest[c.sq] = 1;
    // Portals too: a carrier never steps on one (it would be sent off at random).
    for (const p of g.portals) chest[p.sq] = 1;
    // Traps the team knows of (`traps`): a revealed pit floors the carrier.
    for (const t of traps) chest[t] = 1;
  }
  for (const t of moving) chest[t] = 1;
  const q = b.queue;
  let tail = 0;
  for (const s of sources()) {
    if (out[s] === 0 || b.d.wall[s]) continue;
    out[s] = 0;
    q[tail++] = s;
  }
  for (let head = 0; head < tail; head++) {
    const s = q[head];
    if (out[s] >= radius) continue;
    for (let i = b.nbStart[s]; i < b.nbStart[s + 1]; i++) {
      const t = b.nb[i];
      if (chest[t] || out[t] !== FAR) continue;
      out[t] = out[s] + 1;
      q[tail++] = t;
    }
  }
  cache.set(k, out);
  return out;
}

/**
 * A field with chests and portals in the way (`field`'s `chests`), brought up to date after the
 * chests on `opened` were opened: only distances through those squares can shrink, so they are
 * relaxed outwards from there instead of searching the whole map again.
 */
export function relax(
  b: Board,
  g: Game,
  old: Int32Array,
  opened: number[],
  traps: number[] = [],
): Int32Array {
  const out = old.slice();
  const stop = b.stop;
  const marks: number[] = [...traps, ...fieldWalls(g)];
  for (const c of g.chests) if (!c.open) marks.push(c.sq);
  for (const p of g.portals) marks.push(p.sq);
  for (const s of marks) stop[s] = 1;
  for (const c of opened) {
    for (let i = b.nbStart[c]; i < b.nbStart[c + 1]; i++) out[c] = Math.min(out[c], out[b.nb[i]] + 1);
  }
  // Nearest first, so each square is lowered once (a breadth-first search from several starts).
  const q = b.queue;
  let tail = 0;
  for (const c of opened.filter((c) => out[c] < old[c]).sort((x, y) => out[x] - out[y])) q[tail++] = c;
  for (let head = 0; head < tail; head++) {
    const s = q[head];
    for (let i = b.nbStart[s]; i < b.nbStart[s + 1]; i++) {
      const t = b.nb[i];
      if (stop[t] || out[s] + 1 >= out[t]) continue;
      out[t] = out[s] + 1;
      q[tail++] = t;
    }
  }
  for (const s of marks) stop[s] = 0;
  return out;
}

/** Squares from which a player may open the chest at `sq`: the floor around it. */
export function chestSides(b: Board, g: Game, sq: number): number[] {
  return neighbours(b, sq).filter((s) => !g.chests.some((c) => !c.open && c.sq === s));
}

export interface SafeOptions {
  /** Squares not to enter (a team-mate's planned path, a chest's sides). */
  reserved?: number[];
  /** May step onto the loose ball (a pick-up: no longer a move without dice). */
  ballOk?: boolean;
}

/**
 * Squares the player reaches this activation without any dice: no rushes, never leaving a marked
 * square (a dodge), never onto a portal (a teleport) or the loose ball (a pick-up). Entering a
 * marked square is fine, but the walk stops there. Returns the squares in walking order; their
 * distance and route stay in the board's scratch arrays until the next search (`stepsTo`,
 * `routeTo`).
 */
export function safeSquares(
  b: Board,
  g: Game,
  tz: Int8Array,
  start: number,
  budget: number,
  o: SafeOptions = {},
): number[] {
  for (const s of b.visited) b.dist[s] = -1;
  const stop = b.stop;
  const marks: number[] = [];
  for (const c of g.chests) if (!c.open) marks.push(c.sq);
  for (const p of g.portals) marks.push(p.sq);
  // Traps the mover's coach knows of: revealed pits and its own face-down counters.
  const mover = g.occ[start];
  const team = mover >= 0 ? g.players[mover].team : -1;
  const inSight = markersInSight(g);
  for (const t of g.traps) {
    // [000] Another coach's face-down marker may be a pit: no walk without dice steps on one.
    if (!seesTrap(t, team)) {
      if (inSight) marks.push(t.sq);
      continue;
    }
    // [000] Our own blank is stepped on freely (it is removed).
    if (t.marker !== 'blank') marks.push(t.sq);
  }
  if (g.ball.state === 'ground' && !o.ballOk) marks.push(g.ball.sq);
  if (o.reserved) pushAll(marks, o.reserved);
  // Passages are walls but to the carrier, who runs by `reachable`; a trapdoor may give way.
  pushAll(marks, b.passages);
  pushAll(marks, trapdoors(b));
  pushAll(marks, movingWalls(g));
  // [000] Where the ruleset refuses steps our search does not know of (diagonals round corners,
  // traps and obstacles), the engine says which squares are reached.
  if (diagonalsRefusedRoundCorners(g)) {
    b.visited = engineWalk(b, g, start, budget, marks);
    return b.visited;
  }
  for (const s of marks) if (s >= 0) stop[s] = 1;
  const dist = b.dist;
  const q = b.queue;
  const out = [start];
  dist[start] = 0;
  b.parent[start] = -1;
  q[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const s = q[head];
    // Leaving a marked square is a dodge: the walk ends in the first marked square.
    if (dist[s] >= budget || tz[s] > 0) continue;
    for (let i = b.nbStart[s]; i < b.nbStart[s + 1]; i++) {
      const t = b.nb[i];
      if (dist[t] >= 0 || stop[t] || g.occ[t] >= 0) continue;
      dist[t] = dist[s] + 1;
      b.parent[t] = s;
      q[tail++] = t;
      out.push(t);
    }
  }
  for (const s of marks) if (s >= 0) stop[s] = 0;
  b.visited = out;
  return out;
}

const TRAPDOORS = new WeakMap<Board, number[]>();

/** The trapdoor squares of the map. */
export function trapdoors(b: Board): number[] {
  let out = TRAPDOORS.get(b);
  if (!out) {
    out = [];
    for (let s = 0; s < b.n; s++) if (b.hazard[s] === 2) out.push(s);
    TRAPDOORS.set(b, out);
  }
  return out;
}

/** Steps to a square of the last search (-1 if it was not reached). */
export function stepsTo(b: Board, s: number): number {
  return b.dist[s];
}

/** The route to a square of the last search, without the start square. */
export function routeTo(b: Board, s: number): number[] {
  const path: number[] = [];
  for (let t = s; b.dist[t] > 0; t = b.parent[t]) path.push(t);
  return path.reverse();
}
