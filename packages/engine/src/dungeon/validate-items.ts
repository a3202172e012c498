/** The validator's checks of what lies on the floor: special squares, chests, portals, start rooms. */
import type { ConstructionRules } from '../data/dungeons/construction.ts';
import { maxOf, minOf, pushAll } from '../limits.ts';
import {
  type DungeonProblem,
  problemAt,
  problemOfMap,
  squaresApart,
  startRoomTiles,
  walk,
} from './analyse.ts';
import { type Dungeon, type Feature, featureInfo, placeableTiles } from './map.ts';

function squaresOf(d: Dungeon, f: Feature): number[] {
  const out: number[] = [];
  for (let s = 0; s < d.feature.length; s++) if (d.feature[s] === f) out.push(s);
  return out;
}

/** Orthogonally connected groups of the given squares. */
function groups(d: Dungeon, squares: number[]): number[][] {
  const left = new Set(squares);
  const out: number[][] = [];
  for (const start of squares) {
    if (!left.has(start)) continue;
    left.delete(start);
    const g = [start];
    for (let i = 0; i < g.length; i++) {
      const s = g[i];
      const x = s % d.width;
      for (const n of [x > 0 ? s - 1 : -1, x < d.width - 1 ? s + 1 : -1, s - d.width, s + d.width]) {
        if (left.has(n)) {
          left.delete(n);
          g.push(n);
        }
      }
    }
    out.push(g.sort((a, b) => a - b));
  }
  return out;
}

/** Width and height of a group, and whether it fills its bounding box. */
function box(d: Dungeon, g: number[]): { w: number; h: number; solid: boolean } {
  const xs = g.map((s) => s % d.width);
  const ys = g.map((s) => Math.floor(s / d.width));
  const w = maxOf(xs) - minOf(xs) + 1;
  const h = maxOf(ys) - minOf(ys) + 1;
  return { w, h, solid: w * h === g.length };
}

/** Chests and teleporters inside the box of a group (a rotating room's floor may hold them). */
function insideItems(d: Dungeon, g: number[], items: Set<number>): number {
  const xs = g.map((s) => s % d.width);
  const ys = g.map((s) => Math.floor(s / d.width));
  const [x0, x1, y0, y1] = [minOf(xs), maxOf(xs), minOf(ys), maxOf(ys)];
  let n = 0;
  for (const s of items) {
    const x = s % d.width;
    const y = Math.floor(s / d.width);
    if (x > x0 && x < x1 && y > y0 && y < y1) n++;
  }
  return n;
}

export function checkFeatures(d: Dungeon, rules: ConstructionRules): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  const present = [...new Set(d.feature.filter((f): f is Feature => f !== null))];
  for (const f of present) {
    if (!rules.features.includes(f)) {
      const sq = d.feature.indexOf(f);
      out.push(problemAt(d, sq, 'NOT_IN_RULESET', `${rules.name} has no ${featureInfo(f).name} squares`));
    }
  }
  // The room turns by quarter turns in place ([002] Hogwurts): it must be a square of its floor
  // and its walls, with chests and teleporters on its floor (they turn with it).
  const room = [...squaresOf(d, 'rotating'), ...squaresOf(d, 'roomWall')].sort((a, b) => a - b);
  for (const g of groups(d, room)) {
    const b = box(d, g);
    const items = new Set([...d.fixedChests, ...d.fixedPortals.map((p) => p.sq)]);
    const inside = g.length + insideItems(d, g, items);
    if (inside !== b.w * b.h || b.w !== b.h)
      out.push(
        problemAt(d, g[0], 'ROTATING_ROOM', `a rotating room is a solid square; this one is ${b.w} x ${b.h}`),
      );
  }
  // A 4x4 stone ball rolls up and down it ([002] The Temple of Doom).
  for (const g of groups(d, squaresOf(d, 'stoneBall'))) {
    const b = box(d, g);
    if (!b.solid || Math.min(b.w, b.h) !== 4)
      out.push(
        problemAt(
          d,
          g[0],
          'STONE_BALL',
          `the stone ball's corridor is a straight strip 4 squares wide; this one is ${b.w} x ${b.h}`,
        ),
      );
  }
  for (const s of squaresOf(d, 'leap')) {
    const x = s % d.width;
    const y = Math.floor(s / d.width);
    let drop = false;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const f = d.feature[(y + dy) * d.width + x + dx];
        if (f === 'chasm' || f === 'lava') drop = true;
      }
    if (!drop)
      out.push(
        problemAt(
          d,
          s,
          'LEAP_LINE',
          'a leap line is the edge of a chasm or lava: no drop next to this square',
        ),
      );
  }
  return out;
}

/** Tiles a chest or portal may not use: end-zone tiles, and with 'joined' the tiles joined to them. */
function barred(d: Dungeon, rule: 'tile' | 'joined' | null): Set<number> {
  if (rule === null) return new Set();
  if (rule === 'joined') {
    const ok = new Set(placeableTiles(d));
    return new Set(d.tiles.filter((t) => !ok.has(t.id)).map((t) => t.id));
  }
  return new Set(d.tiles.filter((t) => t.endZones.length > 0).map((t) => t.id));
}

const OUT_OF = { tile: 'in an end-zone tile', joined: 'in an end-zone tile or a tile joined to one' };

/** Items beyond `limit` on one tile, in reading order. */
function crowded(d: Dungeon, squares: number[], limit: number | null): number[] {
  if (limit === null) return [];
  const seen = new Map<number, number>();
  const out: number[] = [];
  for (const s of [...squares].sort((a, b) => a - b)) {
    const n = (seen.get(d.tileOf[s]) ?? 0) + 1;
    seen.set(d.tileOf[s], n);
    if (n > limit) out.push(s);
  }
  return out;
}

export function checkChests(d: Dungeon, rules: ConstructionRules): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  const chests = d.fixedChests;
  const fixed = rules.fixedChests;
  if (fixed && (chests.length < fixed.min || chests.length > fixed.max)) {
    const want = fixed.min === fixed.max ? `${fixed.min}` : `${fixed.min} to ${fixed.max}`;
    out.push(
      problemOfMap(d, 'FIXED_CHESTS', `${chests.length} chests ($) on the map; ${rules.name} places ${want}`),
    );
  }
  const no = barred(d, rules.chestsOutOf);
  for (const s of chests) {
    if (rules.chestsOutOf && no.has(d.tileOf[s]))
      out.push(problemAt(d, s, 'CHEST_NEAR_END_ZONE', `a chest may not be ${OUT_OF[rules.chestsOutOf]}`));
  }
  for (const s of crowded(d, chests, rules.chestsPerTile))
    out.push(
      problemAt(d, s, 'CHESTS_SHARE_TILE', `a second chest on one tile; ${rules.chestsPerTile} per tile`),
    );
  const zoneGap = rules.chestEndZoneGap > 0 ? zoneDistance(d) : null;
  const earlier = new Set<number>();
  for (const s of chests) {
    if (rules.chestGap > 0 && near(d, s, rules.chestGap, earlier))
      out.push(
        problemAt(
          d,
          s,
          'CHESTS_TOO_CLOSE',
          `this chest is closer than ${rules.chestGap} squares to another chest`,
        ),
      );
    earlier.add(s);
    if (zoneGap && zoneGap[s] < rules.chestEndZoneGap)
      out.push(
        problemAt(
          d,
          s,
          'CHEST_NEAR_END_ZONE',
          `this chest is ${zoneGap[s]} squares from an end zone; it must be at least ${rules.chestEndZoneGap}`,
        ),
      );
  }
  if (chests.length === 0 && rules.chestTilesNeeded > 0) {
    const free = d.tiles.length - barred(d, rules.chestsOutOf ?? 'tile').size;
    if (free < rules.chestTilesNeeded)
      out.push(
        problemOfMap(
          d,
          'TOO_FEW_CHEST_TILES',
          `${free} tiles may hold a chest; ${rules.chestTilesNeeded} chests need ${rules.chestTilesNeeded}`,
        ),
      );
  }
  return out;
}

/**
 * Whether one of `squares` is fewer than `gap` squares (king moves, walls ignored) from s. Looks
 * around s rather than through the list: a map may carry thousands of chests.
 */
function near(d: Dungeon, s: number, gap: number, squares: Set<number>): boolean {
  const x = s % d.width;
  const y = Math.floor(s / d.width);
  for (let ny = Math.max(0, y - gap + 1); ny <= Math.min(d.height - 1, y + gap - 1); ny++)
    for (let nx = Math.max(0, x - gap + 1); nx <= Math.min(d.width - 1, x + gap - 1); nx++)
      if (squares.has(ny * d.width + nx)) return true;
  return false;
}

/**
 * Each square's distance (king moves, walls ignored) to the nearest end-zone square, in one
 * breadth-first pass; the largest integer where there is no end zone.
 */
function zoneDistance(d: Dungeon): Int32Array {
  const n = d.endZone.length;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let s = 0; s < n; s++)
    if (d.endZone[s] >= 0) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    const x = s % d.width;
    for (let dy = -d.width; dy <= d.width; dy += d.width)
      for (let dx = -1; dx <= 1; dx++) {
        const m = s + dy + dx;
        if (m < 0 || m >= n || x + dx < 0 || x + dx >= d.width || dist[m] >= 0) continue;
        dist[m] = dist[s] + 1;
        queue[tail++] = m;
      }
  }
  for (let s = 0; s < n; s++) if (dist[s] < 0) dist[s] = 0x7fffffff;
  return dist;
}

export function checkPortals(d: Dungeon, rules: ConstructionRules): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  const { first, last } = rules.portalNumbers;
  for (const p of d.fixedPortals) {
    if (p.number < first || p.number > last)
      out.push(
        problemAt(
          d,
          p.sq,
          'PORTAL_NUMBER',
          `portal ${p.number}: ${rules.name} numbers portals ${first} to ${last}`,
        ),
      );
  }
  if (rules.fixedPortals) {
    const missing: number[] = [];
    for (let n = rules.fixedPortals.first; n <= rules.fixedPortals.last; n++)
      if (!d.fixedPortals.some((p) => p.number === n)) missing.push(n);
    if (missing.length > 0)
      out.push(problemOfMap(d, 'FIXED_PORTALS', `portal ${missing.join(', ')} missing from the map`));
  }
  const no = barred(d, rules.portalsOutOf);
  const squares = d.fixedPortals.map((p) => p.sq);
  for (const s of squares) {
    if (rules.portalsOutOf && no.has(d.tileOf[s]))
      out.push(problemAt(d, s, 'PORTAL_NEAR_END_ZONE', `a portal may not be ${OUT_OF[rules.portalsOutOf]}`));
    if (d.fixedChests.some((c) => squaresApart(d, c, s) <= rules.portalChestGap))
      out.push(
        problemAt(
          d,
          s,
          'PORTAL_NEAR_CHEST',
          `a portal is never within ${rules.portalChestGap} squares of a chest`,
        ),
      );
  }
  for (const s of crowded(d, squares, rules.portalsPerTile))
    out.push(
      problemAt(d, s, 'PORTALS_SHARE_TILE', `a second portal on one tile; ${rules.portalsPerTile} per tile`),
    );
  return out;
}

/** [000]: start rooms in the middle, an entrance off them, chests nearer the centre than the portals. */
export function checkStart(d: Dungeon, rules: ConstructionRules, teams: number): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  if (!rules.startRooms) return out;
  const { side, secondFrom } = rules.startRooms;
  const rooms = startRoomTiles(d, side);
  const need = teams >= secondFrom ? 2 : 1;
  if (rooms.length < need)
    out.push(
      problemOfMap(
        d,
        'START_ROOM',
        `${rooms.length} room${rooms.length === 1 ? '' : 's'} of ${side} x ${side} squares or more; ${teams} teams need ${need}`,
      ),
    );
  const perTeam = rules.startRooms.squaresPerTeam;
  if (perTeam && rooms.length >= need) {
    // The teams set up on every start room's floor (dungeonbrawl-setup.ts), so all of it counts.
    const floor = startFloor(d, rooms);
    if (floor < perTeam * teams)
      out.push(
        problemOfMap(
          d,
          'START_ROOM',
          `the start rooms have ${floor} free squares; ${teams} teams need ${perTeam * teams} (${perTeam} a team)`,
        ),
      );
  }
  if (rules.entrance) pushAll(out, checkEntrance(d, rooms));
  if (rules.chestsNearerCentre && rooms.length > 0 && d.fixedChests.length > 0 && d.fixedPortals.length > 0) {
    const dist = walk(
      d,
      rooms.flatMap((t) => d.tiles[t].squares),
    );
    const mean = (list: number[]) => list.reduce((a, s) => a + dist[s], 0) / list.length;
    const chests = mean(d.fixedChests);
    const portals = mean(d.fixedPortals.map((p) => p.sq));
    if (chests >= portals)
      out.push(
        problemOfMap(
          d,
          'CHESTS_FAR',
          `chests are ${chests.toFixed(1)} squares from the start on average, portals ${portals.toFixed(1)}: chests go nearer the centre`,
        ),
      );
  }
  return out;
}

/** Start-room squares a player may set up on: no chest, portal or special square. */
function startFloor(d: Dungeon, rooms: readonly number[]): number {
  const items = new Set([...d.fixedChests, ...d.fixedPortals.map((p) => p.sq)]);
  let n = 0;
  for (const t of rooms) for (const s of d.tiles[t].squares) if (d.feature[s] === null && !items.has(s)) n++;
  return n;
}

/** [000] "Dungeon entrance: located off the central room": in a tile at most one tile away from a start room. */
function checkEntrance(d: Dungeon, rooms: readonly number[]): DungeonProblem[] {
  const squares = squaresOf(d, 'entrance');
  if (squares.length === 0)
    return [problemOfMap(d, 'ENTRANCE', 'no dungeon entrance (@) off the start room')];
  const out: DungeonProblem[] = [];
  const seen = new Set<number>();
  const isRoom = new Set(rooms);
  const nextTo = (t: number) => d.tiles[t].joined.some((j) => isRoom.has(j));
  for (const s of squares) {
    const t = d.tileOf[s];
    if (seen.has(t)) continue;
    seen.add(t);
    if (isRoom.has(t))
      out.push(problemAt(d, s, 'ENTRANCE', 'the entrance lies off the start room, not in it'));
    else if (!nextTo(t) && !d.tiles[t].joined.some(nextTo))
      out.push(
        problemAt(d, s, 'ENTRANCE', 'the entrance is at most one tile (a corridor) away from a start room'),
      );
  }
  return out;
}
