/**
 * The dungeon text map: one character per square, with an optional header of `key: value` lines
 * ended by a blank line. See docs/dungeon-map.md for the format, the error codes and how tile
 * kinds are classified.
 */

import { LIMITS } from '../limits.ts';
import {
  type Feature,
  featureInfo,
  featureOfChar,
  TRAPDOOR_HAZARDS,
  type TrapdoorHazard,
} from './features.ts';
import { charName, checkHeaderValue, checkSize, positionOf, type Report } from './map-limits.ts';

export type { Feature, FeatureInfo, TrapdoorHazard } from './features.ts';
export { FEATURES, featureInfo, featureOfChar, TRAPDOOR_HAZARDS } from './features.ts';

export const LEGEND = {
  wall: '#',
  floor: '.',
  door: '+',
  chest: '$',
} as const;

/** End zones are the letters A to P: up to 16 teams may play. */
export const END_ZONE_LETTERS = 'ABCDEFGHIJKLMNOP';
/**
 * The lower-case letters mark the 2x1 scoring passages ("Dungeon Entry" squares, [002]) on the side
 * of the end zone with the same capital letter. The engine counts them as squares of that end zone.
 */
export const PASSAGE_LETTERS = END_ZONE_LETTERS.toLowerCase();

export type TileKind = 'corridor' | 'small-room' | 'large-room';

/** A room with at least this many squares is a large room (a 10 x 6 hall and up). */
export const LARGE_ROOM_SQUARES = 60;

export interface Tile {
  id: number;
  squares: number[];
  kind: TileKind;
  /** Bounding box, for describing the tile. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** End zone letters that lie in this tile. */
  endZones: string[];
  /** Tiles joined to this one through a door. */
  joined: number[];
}

export interface Door {
  squares: number[];
  tiles: number[];
}

export interface Dungeon {
  text: string;
  meta: [string, string][];
  name: string;
  description: string;
  /** Ruleset ids named by the `rulesets` header key (empty when the key is absent). */
  rulesets: string[];
  width: number;
  height: number;
  /** Line of the file (from 1) holding the first grid row: square (x, y) is at line gridLine + y, column x + 1. */
  gridLine: number;
  /** true for squares a player can never stand on (walls). */
  wall: boolean[];
  door: boolean[];
  /** Index into END_ZONE_LETTERS for end zone squares (passages included), -1 elsewhere. */
  endZone: number[];
  /** true for the squares of a scoring passage (a lower-case letter). */
  passage: boolean[];
  /** The special square (hazard or marking) on each square, null for none. */
  feature: (Feature | null)[];
  /** What a trapdoor drops a player into (the `trapdoor` header key; 'pit' by default). */
  trapdoorBelow: TrapdoorHazard;
  /** The `long-passes: yes` header: long passes allowed here ([002] Dukes of Hashut). */
  longPasses: boolean;
  /** The `leap-modifier` header: added to a Leap from a leap line ([002] Dukes of Hashut: -1). */
  leapModifier: number;
  /** Tile id of each square, -1 for walls and doors. */
  tileOf: number[];
  tiles: Tile[];
  doors: Door[];
  /** End zone letters present, in letter order. */
  endZones: string[];
  fixedChests: number[];
  fixedPortals: { number: number; sq: number }[];
}

export interface MapError {
  code: string;
  message: string;
  line: number;
  column: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: MapError[] };

const HEADER_LINE = /^([a-z][a-z0-9-]*): ?(.*)$/;
const RULESET_ID = /^[a-z][a-z0-9-]*$/;

/**
 * Problems reported for one map at most: a hostile file of a quarter of a million unknown
 * characters would otherwise make as many errors. The last one says how many more there were.
 */
export const MAX_MAP_ERRORS = LIMITS.mapErrors;

/**
 * A door joins every tile it touches, and each pair of them is joined: a hostile door winding
 * through thousands of one-square tiles would join millions of pairs. A door joins 2 tiles in
 * every ruleset; one touching more than this is refused as no door at all (`DOOR_JOINS_TOO_MANY`).
 */
export const MAX_DOOR_TILES = LIMITS.doorTiles;

function isGridChar(ch: string): boolean {
  return (
    ch === LEGEND.wall ||
    ch === LEGEND.floor ||
    ch === LEGEND.door ||
    ch === LEGEND.chest ||
    (ch >= '0' && ch <= '9') ||
    (ch.length === 1 && END_ZONE_LETTERS.includes(ch)) ||
    (ch.length === 1 && PASSAGE_LETTERS.includes(ch)) ||
    featureOfChar(ch) !== undefined
  );
}

const isBlank = (line: string) => line.trim() === '';

/**
 * Splits the header from the grid. A grid line never holds ':', so the header is the run of lines
 * with a ':' at the top; it must be followed by a blank line. Returns the index of the first grid line.
 */
function readHeader(lines: string[], meta: [string, string][], err: Report): number {
  let i = 0;
  while (i < lines.length && isBlank(lines[i])) i++;
  if (i >= lines.length || !lines[i].includes(':')) return i;
  const seen = new Set<string>();
  for (; i < lines.length && lines[i].includes(':'); i++) {
    const m = HEADER_LINE.exec(lines[i]);
    if (!m) {
      err('BAD_HEADER', 'a header line is "key: value" with a lower-case key', i + 1, 1);
      continue;
    }
    if (seen.has(m[1])) err('BAD_HEADER', `header key '${m[1]}' appears twice`, i + 1, 1);
    if (m[1] === 'rulesets' && !m[2].split(',').every((id) => RULESET_ID.test(id.trim()))) {
      err('BAD_HEADER', 'rulesets is a comma-separated list of ruleset ids', i + 1, m[1].length + 3);
    }
    if (m[1] === 'trapdoor' && !(TRAPDOOR_HAZARDS as readonly string[]).includes(m[2].trim())) {
      err('BAD_HEADER', `trapdoor is one of ${TRAPDOOR_HAZARDS.join(', ')}`, i + 1, m[1].length + 3);
    }
    if (m[1] === 'long-passes' && !['yes', 'no'].includes(m[2].trim())) {
      err('BAD_HEADER', 'long-passes is yes or no', i + 1, m[1].length + 3);
    }
    if (m[1] === 'leap-modifier' && !/^[+-]?[0-3]$/.test(m[2].trim())) {
      err('BAD_HEADER', 'leap-modifier is a whole number from -3 to +3', i + 1, m[1].length + 3);
    }
    checkHeaderValue(m[1], m[2], i + 1, err);
    seen.add(m[1]);
    meta.push([m[1], m[2]]);
  }
  if (i < lines.length && !isBlank(lines[i])) {
    err(
      'BAD_HEADER',
      'the header ends with a blank line before the grid (or a line lacks "key: ")',
      i + 1,
      1,
    );
  }
  while (i < lines.length && isBlank(lines[i])) i++;
  return i;
}

/** Checks the grid's characters and shape. */
function checkGrid(rows: string[], gridStart: number, err: Report): void {
  const width = rows[0].length;
  rows.forEach((row, y) => {
    if (row.length !== width) {
      const column = Math.min(row.length, width) + 1;
      err(
        'RAGGED_ROW',
        `row is ${row.length} squares wide but the first row is ${width}`,
        gridStart + y + 1,
        column,
      );
    }
    for (let x = 0; x < row.length; x++) {
      if (!isGridChar(row[x]))
        err('UNKNOWN_CHAR', `unknown map character ${charName(row[x])}`, gridStart + y + 1, x + 1);
    }
  });
}

/** Parses a text map. Never throws: every problem comes back with its line and column. */
export function parseDungeon(text: string): ParseResult<Dungeon> {
  const errors: MapError[] = [];
  let more = 0;
  const err: Report = (code, message, line, column) => {
    if (errors.length < MAX_MAP_ERRORS) errors.push({ code, message, line, column });
    else if (more++ === 0) errors.push({ code: 'MORE_ERRORS', message: 'and more problems', line, column });
  };
  const failed = (): ParseResult<Dungeon> => {
    if (more > 0) errors[errors.length - 1].message = `and ${more} more problems`;
    return { ok: false, errors };
  };
  if (typeof text !== 'string') {
    err('NOT_TEXT', 'a dungeon map is text', 1, 1);
    return failed();
  }
  if (text.length > LIMITS.mapChars) {
    const message = `the map is ${text.length} characters long; a map file holds at most ${LIMITS.mapChars}`;
    err('MAP_TOO_LARGE', message, ...positionOf(text, LIMITS.mapChars));
    return failed();
  }
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && isBlank(lines[lines.length - 1])) lines.pop();
  const meta: [string, string][] = [];
  const gridStart = readHeader(lines, meta, err);
  const rows = lines.slice(gridStart);
  if (rows.length === 0) {
    err('EMPTY_MAP', 'the map has no grid', gridStart + 1, 1);
    return failed();
  }
  if (!checkSize(rows, gridStart, err)) return failed();
  checkGrid(rows, gridStart, err);
  if (errors.length > 0) return failed();
  const d = buildDungeon(text, meta, rows, gridStart + 1);
  checkLayout(d, gridStart, err);
  if (errors.length > 0) return failed();
  return { ok: true, value: d };
}

/** Checks that need the parsed layers: duplicate portals, a closed edge, tiles touching at corners. */
function checkLayout(d: Dungeon, gridStart: number, err: Report): void {
  const at = (sq: number): [number, number] => [gridStart + Math.floor(sq / d.width) + 1, (sq % d.width) + 1];
  for (const door of d.doors) {
    if (door.tiles.length <= MAX_DOOR_TILES) continue;
    const message = `a door touches ${door.tiles.length} tiles; a door joins at most ${MAX_DOOR_TILES}`;
    err('DOOR_JOINS_TOO_MANY', message, ...at(door.squares[0]));
  }
  const seen = new Set<number>();
  for (const p of d.fixedPortals) {
    if (seen.has(p.number)) err('DUPLICATE_PORTAL', `portal ${p.number} appears twice`, ...at(p.sq));
    seen.add(p.number);
  }
  for (let sq = 0; sq < d.width * d.height; sq++) {
    const x = sq % d.width;
    const y = Math.floor(sq / d.width);
    const edge = x === 0 || y === 0 || x === d.width - 1 || y === d.height - 1;
    // Lava and chasm are impassable today, but the BRAWL rules will let players fall in: only `#`.
    if (edge && !(d.wall[sq] && d.feature[sq] === null))
      err('OPEN_EDGE', 'the map must be closed by walls on its edge', ...at(sq));
    // Two tiles meeting only at a corner would let players and the ball slip between them.
    if (edge || d.tileOf[sq] < 0) continue;
    for (const dx of [-1, 1]) {
      const diag = sq + d.width + dx;
      const t = d.tileOf[diag];
      if (t >= 0 && t !== d.tileOf[sq] && d.wall[sq + dx] && d.wall[sq + d.width]) {
        err('CORNER_GAP', 'two tiles touch only at a corner: wall it off or add a door', ...at(diag));
      }
    }
  }
}

/** What the header says, read once it has been checked (readHeader). */
function headerFields(meta: [string, string][]) {
  const value = (key: string) => meta.find(([k]) => k === key)?.[1];
  const rulesets = value('rulesets');
  return {
    name: value('name') ?? 'Unnamed dungeon',
    description: value('description') ?? '',
    rulesets: rulesets ? rulesets.split(',').map((s) => s.trim()) : [],
    trapdoorBelow: (value('trapdoor')?.trim() as TrapdoorHazard | undefined) ?? 'pit',
    longPasses: value('long-passes')?.trim() === 'yes',
    leapModifier: Number(value('leap-modifier')?.trim() ?? 0),
  };
}

function buildDungeon(text: string, meta: [string, string][], rows: string[], gridLine: number): Dungeon {
  const width = rows[0].length;
  const height = rows.length;
  const n = width * height;
  const wall: boolean[] = new Array(n).fill(false);
  const door: boolean[] = new Array(n).fill(false);
  const endZone: number[] = new Array(n).fill(-1);
  const passage: boolean[] = new Array(n).fill(false);
  const feature: (Feature | null)[] = new Array(n).fill(null);
  const fixedChests: number[] = [];
  const fixedPortals: { number: number; sq: number }[] = [];
  const zones = new Set<string>();
  for (let sq = 0; sq < n; sq++) {
    const ch = rows[Math.floor(sq / width)][sq % width];
    if (ch === LEGEND.wall) wall[sq] = true;
    else if (ch === LEGEND.door) door[sq] = true;
    else if (ch === LEGEND.chest) fixedChests.push(sq);
    else if (ch >= '0' && ch <= '9') fixedPortals.push({ number: Number(ch), sq });
    else if (END_ZONE_LETTERS.includes(ch)) {
      endZone[sq] = END_ZONE_LETTERS.indexOf(ch);
      zones.add(ch);
    } else if (PASSAGE_LETTERS.includes(ch)) {
      endZone[sq] = PASSAGE_LETTERS.indexOf(ch);
      passage[sq] = true;
      zones.add(ch.toUpperCase());
    } else {
      const f = featureOfChar(ch);
      if (f) {
        feature[sq] = f.feature;
        wall[sq] = f.impassable;
      }
    }
  }
  // A stable sort: a duplicated number keeps its squares in reading order for the error.
  fixedPortals.sort((a, b) => a.number - b.number);
  const { tileOf, tiles, doors } = findTiles(width, height, wall, door, endZone);
  return {
    text,
    meta,
    ...headerFields(meta),
    width,
    height,
    gridLine,
    wall,
    door,
    endZone,
    passage,
    feature,
    tileOf,
    tiles,
    doors,
    endZones: [...zones].sort(),
    fixedChests,
    fixedPortals,
  };
}

const ORTHO: [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** Orthogonal flood fill from `start` over squares where `inArea` holds; `mark` claims each. */
function flood(
  width: number,
  height: number,
  start: number,
  inArea: (sq: number) => boolean,
  mark: (sq: number) => void,
): number[] {
  const out: number[] = [];
  const stack = [start];
  mark(start);
  const n = width * height;
  // Neighbours inline (no array per square): parsing is on the generator's hot path.
  const visit = (nsq: number) => {
    if (inArea(nsq)) {
      mark(nsq);
      stack.push(nsq);
    }
  };
  while (stack.length > 0) {
    const sq = stack.pop()!;
    out.push(sq);
    const x = sq % width;
    if (x > 0) visit(sq - 1);
    if (x < width - 1) visit(sq + 1);
    if (sq >= width) visit(sq - width);
    if (sq + width < n) visit(sq + width);
  }
  return out.sort((a, b) => a - b);
}

function orthoNeighbours(width: number, height: number, sq: number): number[] {
  const x = sq % width;
  const y = Math.floor(sq / width);
  const out: number[] = [];
  for (const [dx, dy] of ORTHO) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < width && ny < height) out.push(ny * width + nx);
  }
  return out;
}

/** Tiles are the orthogonally connected floor areas; doors (`+`) join them. */
function findTiles(width: number, height: number, wall: boolean[], door: boolean[], endZone: number[]) {
  const n = width * height;
  const tileOf: number[] = new Array(n).fill(-1);
  const tiles: Tile[] = [];
  for (let sq = 0; sq < n; sq++) {
    if (wall[sq] || door[sq] || tileOf[sq] !== -1) continue;
    const id = tiles.length;
    const squares = flood(
      width,
      height,
      sq,
      (s) => !wall[s] && !door[s] && tileOf[s] === -1,
      (s) => {
        tileOf[s] = id;
      },
    );
    tiles.push(describeTile(id, squares, width, endZone));
  }
  const doorSeen: boolean[] = new Array(n).fill(false);
  const doors: Door[] = [];
  const joined = tiles.map(() => new Set<number>());
  for (let sq = 0; sq < n; sq++) {
    if (!door[sq] || doorSeen[sq]) continue;
    const squares = flood(
      width,
      height,
      sq,
      (s) => door[s] && !doorSeen[s],
      (s) => {
        doorSeen[s] = true;
      },
    );
    const touching = new Set<number>();
    for (const s of squares) {
      for (const nsq of orthoNeighbours(width, height, s)) if (tileOf[nsq] >= 0) touching.add(tileOf[nsq]);
    }
    const tileIds = [...touching].sort((a, b) => a - b);
    doors.push({ squares, tiles: tileIds });
    // A door joining more tiles is refused (checkLayout): its pairs would grow as their square.
    if (tileIds.length > MAX_DOOR_TILES) continue;
    for (const a of tileIds) for (const b of tileIds) if (a !== b) joined[a].add(b);
  }
  for (const t of tiles) t.joined = [...joined[t.id]].sort((a, b) => a - b);
  return { tileOf, tiles, doors };
}

/** Side of the largest solid square of floor inside a tile (a 10 x 10 room or bigger has 10). */
export function tileThickness(t: Tile, width: number): number {
  return thickness(t.squares, width, t.x0, t.y0, t.x1 - t.x0 + 1, t.y1 - t.y0 + 1);
}

/** Side of the largest solid square of floor inside the tile (its "thickness"). */
function thickness(squares: number[], width: number, x0: number, y0: number, w: number, h: number): number {
  // The tile's squares in its bounding box (typed arrays: the generator parses maps by the hundred).
  const inTile = new Uint8Array(w * h);
  for (const s of squares) inTile[(Math.floor(s / width) - y0) * w + (s % width) - x0] = 1;
  // side[x] on row y: the largest solid square with its bottom-right corner at (x0 + x, y0 + y);
  // `above` holds row y - 1.
  let above = new Int32Array(w);
  let side = new Int32Array(w);
  let best = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!inTile[y * w + x]) {
        side[x] = 0;
        continue;
      }
      const left = x > 0 ? side[x - 1] : 0;
      const diag = x > 0 ? above[x - 1] : 0;
      side[x] = 1 + Math.min(above[x], left, diag);
      if (side[x] > best) best = side[x];
    }
    const done = side;
    side = above;
    above = done;
  }
  return best;
}

/**
 * A corridor is thin (no solid 4 x 4 block of floor) and long (at least twice as many squares as
 * its thickest block), so a bent corridor is still a corridor; every other tile is a room, large
 * from LARGE_ROOM_SQUARES squares up. For a rectangle this is: short side at most 3 and long
 * side at least twice the short side.
 */
export function classifyTile(squares: number[], width: number): TileKind {
  const { x0, y0, x1, y1 } = bounds(squares, width);
  const k = thickness(squares, width, x0, y0, x1 - x0 + 1, y1 - y0 + 1);
  if (k <= 3 && squares.length >= 2 * k * k) return 'corridor';
  return squares.length >= LARGE_ROOM_SQUARES ? 'large-room' : 'small-room';
}

/**
 * The bounding box of a set of squares, in one pass: a room may have tens of thousands of squares,
 * too many to spread into Math.min's arguments.
 */
function bounds(squares: number[], width: number): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const s of squares) {
    const x = s % width;
    const y = Math.floor(s / width);
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

function describeTile(id: number, squares: number[], width: number, endZone: number[]): Tile {
  const zones = new Set<string>();
  for (const sq of squares) if (endZone[sq] >= 0) zones.add(END_ZONE_LETTERS[endZone[sq]]);
  return {
    id,
    squares,
    kind: classifyTile(squares, width),
    ...bounds(squares, width),
    endZones: [...zones].sort(),
    joined: [],
  };
}

/**
 * Tiles where chests and portals may go ([004] Setup): not a tile holding an end zone, nor a tile
 * joined to one by a door.
 */
export function placeableTiles(d: Dungeon): number[] {
  const forbidden = new Set<number>();
  for (const t of d.tiles) {
    if (t.endZones.length === 0) continue;
    forbidden.add(t.id);
    for (const j of t.joined) forbidden.add(j);
  }
  return d.tiles.filter((t) => !forbidden.has(t.id)).map((t) => t.id);
}

/**
 * How a dungeon falls short of the [004] construction rules: at least 4 corridors, 3 small rooms
 * and 1 large room; every door at least 2 squares wide between exactly 2 tiles; 2 end zones; and
 * (added so the pre-game can place them all) a chest tile for every chest.
 */
export function constructionProblems(d: Dungeon, chestCount = 6): string[] {
  const out: string[] = [];
  const count = (k: TileKind) => d.tiles.filter((t) => t.kind === k && t.endZones.length === 0).length;
  const need: [TileKind, number][] = [
    ['corridor', 4],
    ['small-room', 3],
    ['large-room', 1],
  ];
  for (const [kind, min] of need) {
    if (count(kind) < min)
      out.push(`${count(kind)} ${kind} tiles outside the end zones; at least ${min} needed`);
  }
  d.doors.forEach((door, i) => {
    if (door.squares.length < 2) out.push(`door ${i + 1} is ${door.squares.length} square wide; 2 needed`);
    if (door.tiles.length !== 2) out.push(`door ${i + 1} joins ${door.tiles.length} tiles; a door joins 2`);
  });
  if (d.endZones.length !== 2) out.push(`${d.endZones.length} end zones; Dungeon Bowl has 2`);
  const free = placeableTiles(d).length;
  if (free < chestCount) out.push(`${free} tiles may hold a chest; ${chestCount} chests need ${chestCount}`);
  return out;
}

/** Prints a dungeon back to text from its parsed layers; parse then print gives a canonical file back unchanged. */
export function printDungeon(d: Dungeon): string {
  const head = d.meta.map(([k, v]) => `${k}: ${v}`);
  const rows = gridRows(d);
  return `${[...head, ...(head.length > 0 ? [''] : []), ...rows].join('\n')}\n`;
}

/** The grid rows rebuilt from the square layers, with fixed chests and portals. */
export function gridRows(d: Dungeon): string[] {
  const chars: string[] = [];
  for (let sq = 0; sq < d.width * d.height; sq++) {
    const f = d.feature[sq];
    if (f !== null) chars.push(featureInfo(f).char);
    else if (d.wall[sq]) chars.push(LEGEND.wall);
    else if (d.door[sq]) chars.push(LEGEND.door);
    else if (d.endZone[sq] >= 0)
      chars.push((d.passage[sq] ? PASSAGE_LETTERS : END_ZONE_LETTERS)[d.endZone[sq]]);
    else chars.push(LEGEND.floor);
  }
  for (const sq of d.fixedChests) chars[sq] = LEGEND.chest;
  for (const p of d.fixedPortals) chars[p.sq] = String(p.number);
  const rows: string[] = [];
  for (let y = 0; y < d.height; y++) rows.push(chars.slice(y * d.width, (y + 1) * d.width).join(''));
  return rows;
}
