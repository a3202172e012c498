/**
 * The dungeon text map: one character per square, with an optional header of `key: value` lines
 * ended by a blank line. See docs/dungeon-map.md for the format.
 */

export const LEGEND = {
  wall: '#',
  floor: '.',
  door: '+',
  chest: '$',
} as const;

/** End zones are the letters A to P: up to 16 teams may play. */
export const END_ZONE_LETTERS = 'ABCDEFGHIJKLMNOP';

export type TileKind = 'corridor' | 'small-room' | 'large-room';

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
  width: number;
  height: number;
  /** true for squares a player can never stand on (walls). */
  wall: boolean[];
  door: boolean[];
  /** Index into END_ZONE_LETTERS for end zone squares, -1 elsewhere. */
  endZone: number[];
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

const HEADER_LINE = /^([a-z][a-z0-9-]*):\s?(.*)$/;

function isGridChar(ch: string): boolean {
  return (
    ch === LEGEND.wall ||
    ch === LEGEND.floor ||
    ch === LEGEND.door ||
    ch === LEGEND.chest ||
    (ch >= '0' && ch <= '9') ||
    END_ZONE_LETTERS.includes(ch)
  );
}

/** Parses a text map. Never throws: every problem comes back with its line and column. */
export function parseDungeon(text: string): ParseResult<Dungeon> {
  const errors: MapError[] = [];
  const err = (code: string, message: string, line: number, column: number) =>
    errors.push({ code, message, line, column });
  const lines = text.replace(/\n$/, '').split('\n');
  const meta: [string, string][] = [];
  let i = 0;
  if (lines.length > 0 && HEADER_LINE.test(lines[0])) {
    while (i < lines.length && lines[i] !== '') {
      const m = HEADER_LINE.exec(lines[i]);
      if (!m) {
        err('BAD_HEADER', `header line is not "key: value" (end the header with a blank line)`, i + 1, 1);
      } else {
        meta.push([m[1], m[2]]);
      }
      i++;
    }
    i++; // the blank line
  }
  const gridStart = i;
  const rows = lines.slice(gridStart);
  if (rows.length === 0 || rows.every((r) => r === '')) {
    err('EMPTY_MAP', 'the map has no grid', gridStart + 1, 1);
    return { ok: false, errors };
  }
  const width = rows[0].length;
  const height = rows.length;
  rows.forEach((row, y) => {
    if (row.length !== width) {
      err(
        'RAGGED_ROW',
        `row is ${row.length} squares wide but the first row is ${width}`,
        gridStart + y + 1,
        Math.min(row.length, width) + 1,
      );
    }
    for (let x = 0; x < row.length; x++) {
      if (!isGridChar(row[x])) {
        err('UNKNOWN_CHAR', `unknown map character '${row[x]}'`, gridStart + y + 1, x + 1);
      }
    }
  });
  if (errors.length > 0) return { ok: false, errors };
  const d = buildDungeon(text, meta, rows, width, height);
  const portalSeen = new Map<number, number>();
  for (const p of d.fixedPortals) {
    const at = portalSeen.get(p.number);
    if (at !== undefined) {
      err(
        'DUPLICATE_PORTAL',
        `portal ${p.number} appears twice`,
        gridStart + Math.floor(p.sq / width) + 1,
        (p.sq % width) + 1,
      );
    }
    portalSeen.set(p.number, p.sq);
  }
  for (let sq = 0; sq < width * height; sq++) {
    const x = sq % width;
    const y = Math.floor(sq / width);
    const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (edge && !d.wall[sq]) {
      err('OPEN_EDGE', 'the map must be closed by walls on its edge', gridStart + y + 1, x + 1);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: d };
}

function buildDungeon(
  text: string,
  meta: [string, string][],
  rows: string[],
  width: number,
  height: number,
): Dungeon {
  const n = width * height;
  const wall: boolean[] = new Array(n).fill(false);
  const door: boolean[] = new Array(n).fill(false);
  const endZone: number[] = new Array(n).fill(-1);
  const fixedChests: number[] = [];
  const fixedPortals: { number: number; sq: number }[] = [];
  const zones = new Set<string>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x];
      const sq = y * width + x;
      if (ch === LEGEND.wall) wall[sq] = true;
      else if (ch === LEGEND.door) door[sq] = true;
      else if (ch === LEGEND.chest) fixedChests.push(sq);
      else if (ch >= '0' && ch <= '9') fixedPortals.push({ number: Number(ch), sq });
      else if (END_ZONE_LETTERS.includes(ch)) {
        endZone[sq] = END_ZONE_LETTERS.indexOf(ch);
        zones.add(ch);
      }
    }
  }
  fixedPortals.sort((a, b) => a.number - b.number);
  const { tileOf, tiles, doors } = findTiles(width, height, wall, door, endZone);
  const name = meta.find(([k]) => k === 'name')?.[1] ?? 'Unnamed dungeon';
  return {
    text,
    meta,
    name,
    width,
    height,
    wall,
    door,
    endZone,
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

/** Tiles are the orthogonally connected floor areas; doors (`+`) join them. */
function findTiles(width: number, height: number, wall: boolean[], door: boolean[], endZone: number[]) {
  const n = width * height;
  const tileOf: number[] = new Array(n).fill(-1);
  const tiles: Tile[] = [];
  const flood = (start: number, inArea: (sq: number) => boolean, mark: (sq: number) => void) => {
    const out: number[] = [];
    const stack = [start];
    mark(start);
    while (stack.length > 0) {
      const sq = stack.pop()!;
      out.push(sq);
      const x = sq % width;
      const y = Math.floor(sq / width);
      for (const [dx, dy] of ORTHO) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const nsq = ny * width + nx;
        if (inArea(nsq)) {
          mark(nsq);
          stack.push(nsq);
        }
      }
    }
    return out.sort((a, b) => a - b);
  };
  for (let sq = 0; sq < n; sq++) {
    if (wall[sq] || door[sq] || tileOf[sq] !== -1) continue;
    const id = tiles.length;
    const squares = flood(
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
  for (let sq = 0; sq < n; sq++) {
    if (!door[sq] || doorSeen[sq]) continue;
    const squares = flood(
      sq,
      (s) => door[s] && !doorSeen[s],
      (s) => {
        doorSeen[s] = true;
      },
    );
    const touching = new Set<number>();
    for (const s of squares) {
      const x = s % width;
      const y = Math.floor(s / width);
      for (const [dx, dy] of ORTHO) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const t = tileOf[ny * width + nx];
        if (t >= 0) touching.add(t);
      }
    }
    const tileIds = [...touching].sort((a, b) => a - b);
    doors.push({ squares, tiles: tileIds });
    for (const a of tileIds) {
      for (const b of tileIds) {
        if (a !== b && !tiles[a].joined.includes(b)) tiles[a].joined.push(b);
      }
    }
  }
  for (const t of tiles) t.joined.sort((a, b) => a - b);
  return { tileOf, tiles, doors };
}

function describeTile(id: number, squares: number[], width: number, endZone: number[]): Tile {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = -1;
  let y1 = -1;
  const zones = new Set<string>();
  for (const sq of squares) {
    const x = sq % width;
    const y = Math.floor(sq / width);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
    if (endZone[sq] >= 0) zones.add(END_ZONE_LETTERS[endZone[sq]]);
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const short = Math.min(w, h);
  const long = Math.max(w, h);
  // A corridor is long and narrow; rooms are split by area (see docs/dungeon-map.md).
  const kind: TileKind =
    short <= 3 && long >= 2 * short ? 'corridor' : squares.length >= 60 ? 'large-room' : 'small-room';
  return { id, squares, kind, x0, y0, x1, y1, endZones: [...zones].sort(), joined: [] };
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
    if (d.wall[sq]) chars.push(LEGEND.wall);
    else if (d.door[sq]) chars.push(LEGEND.door);
    else if (d.endZone[sq] >= 0) chars.push(END_ZONE_LETTERS[d.endZone[sq]]);
    else chars.push(LEGEND.floor);
  }
  for (const sq of d.fixedChests) chars[sq] = LEGEND.chest;
  for (const p of d.fixedPortals) chars[p.sq] = String(p.number);
  const rows: string[] = [];
  for (let y = 0; y < d.height; y++) rows.push(chars.slice(y * d.width, (y + 1) * d.width).join(''));
  return rows;
}
