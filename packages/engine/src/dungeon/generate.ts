/**
 * `generateDungeon({ seed, ruleset, size, teams })`: a new dungeon that passes the validator for
 * the ruleset. Pure and deterministic: its own PRNG from the seed; a layout that fails the
 * validator (rare) is thrown away and the next attempt drawn from the same seed.
 */
import {
  CONSTRUCTION_RULES,
  type ConstructionRules,
  DEFAULT_CONSTRUCTION,
  getConstructionRules,
} from '../data/dungeons/construction.ts';
import { type Canvas, carveEdge, cropRows, fill, newCanvas } from './generate-carve.ts';
import { addPassages, farthestPair, fillLetters } from './generate-extras.ts';
import { placeFixedItems } from './generate-items.ts';
import { type Block, connect, makePlan, type Plan } from './generate-plan.ts';
import { type Dungeon, END_ZONE_LETTERS } from './map.ts';
import { makeRng, mix, type Rng } from './random.ts';
import { teamRange, validateDungeon } from './validate.ts';

export type DungeonSize = 'small' | 'medium' | 'large';
export type DungeonStyle = 'halls' | 'corridors' | 'rooms';
export const DUNGEON_SIZES: DungeonSize[] = ['small', 'medium', 'large'];
export const DUNGEON_STYLES: DungeonStyle[] = ['halls', 'corridors', 'rooms'];

export interface GenerateOptions {
  seed: number;
  /** Construction rules to obey (default: Dungeon Bowl 2021). */
  ruleset?: string;
  size?: DungeonSize;
  /** End zones for this many teams (default: the ruleset's usual number). */
  teams?: number;
  /** Open halls, long corridors or many small rooms (default: drawn from the seed). */
  style?: DungeonStyle;
}

export type GenerateResult =
  | { ok: true; text: string; dungeon: Dungeon }
  | { ok: false; error: { code: string; message: string } };

interface Style {
  cw: [number, number];
  ch: [number, number];
  /** Longest side of an ordinary room. */
  maxSide: number;
  /** Merged halls by size. */
  halls: Record<DungeonSize, number>;
  /** Chance of a corridor beyond those that connect the dungeon. */
  loops: number;
  wide: boolean;
  /** Chance of a zig-zag corridor where a straight one would do. */
  zig: number;
}

const STYLES: Record<DungeonStyle, Style> = {
  halls: {
    cw: [13, 15],
    ch: [11, 13],
    maxSide: 9,
    halls: { small: 1, medium: 2, large: 3 },
    loops: 0.3,
    wide: true,
    zig: 0.2,
  },
  corridors: {
    cw: [14, 16],
    ch: [12, 13],
    maxSide: 5,
    halls: { small: 1, medium: 1, large: 2 },
    loops: 0.15,
    wide: false,
    zig: 0.5,
  },
  rooms: {
    cw: [10, 12],
    ch: [10, 11],
    maxSide: 6,
    halls: { small: 1, medium: 1, large: 2 },
    loops: 0.35,
    wide: false,
    zig: 0.3,
  },
};

const GRID: Record<DungeonSize, [number, number]> = { small: [3, 3], medium: [4, 3], large: [5, 4] };
const ATTEMPTS = 40;

export function generateDungeon(o: GenerateOptions): GenerateResult {
  const rules = getConstructionRules(o.ruleset ?? DEFAULT_CONSTRUCTION);
  if (!rules) {
    const known = CONSTRUCTION_RULES.map((r) => r.id).join(', ');
    return fail('UNKNOWN_RULESET', `no construction rules for ruleset '${o.ruleset}' (known: ${known})`);
  }
  if (!Number.isSafeInteger(o.seed)) return fail('BAD_SEED', 'the seed is a whole number');
  const size = o.size ?? 'medium';
  if (!DUNGEON_SIZES.includes(size)) return fail('BAD_SIZE', `size is one of ${DUNGEON_SIZES.join(', ')}`);
  if (o.style !== undefined && !DUNGEON_STYLES.includes(o.style))
    return fail('BAD_STYLE', `style is one of ${DUNGEON_STYLES.join(', ')}`);
  const teams = o.teams ?? rules.defaultTeams;
  const { least, most: max } = teamRange(rules);
  if (!Number.isInteger(teams) || teams < least || teams > max)
    return fail(
      'BAD_TEAMS',
      `teams is ${teams}, but ${rules.name} dungeons are for ${least === max ? `exactly ${least}` : `${least} to ${max}`} teams`,
    );
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rng = makeRng(mix(o.seed, attempt, DUNGEON_SIZES.indexOf(size), teams));
    // Drawn even when given, so that a map's header (seed, size, style) reproduces it exactly.
    const drawn = rng.pick(DUNGEON_STYLES);
    const style = o.style ?? drawn;
    const rows =
      rules.layout === 'central' ? centralLayout(rules, size, teams, rng) : twoEnds(rules, size, style, rng);
    if (!rows) continue;
    const text = withHeader(rows, o.seed, rules, size, teams, rules.layout === 'central' ? 'central' : style);
    const v = validateDungeon(text, rules.id, { teams });
    if (v.ok && v.dungeon) return { ok: true, text, dungeon: v.dungeon };
  }
  return fail('NO_LAYOUT', `no valid ${size} dungeon for ${rules.name} from seed ${o.seed}`);
}

function fail(code: string, message: string): GenerateResult {
  return { ok: false, error: { code, message } };
}

function withHeader(
  rows: string[],
  seed: number,
  rules: ConstructionRules,
  size: DungeonSize,
  teams: number,
  style: string,
): string {
  const head = [
    `name: Generated dungeon ${seed}`,
    `description: A ${size} ${style} dungeon for ${rules.name} (${teams} teams), generated from seed ${seed}.`,
    `rulesets: ${rules.id}`,
    `generator: seed ${seed}, size ${size}, style ${style}, teams ${teams}`,
  ];
  return `${[...head, '', ...rows].join('\n')}\n`;
}

/** Merged halls placed where they fit, never on a corner cell (those make good end zones). */
function hallBlocks(cols: number, rows: number, count: number, rng: Rng): Block[] {
  const used = new Set<number>();
  const blocks: Block[] = [];
  for (let tries = 0; tries < 50 && blocks.length < count; tries++) {
    const shape = rng.pick<[number, number]>([
      [2, 1],
      [1, 2],
      [2, 1],
      [1, 2],
      [2, 2],
    ]);
    const c = rng.int(0, cols - shape[0]);
    const r = rng.int(0, rows - shape[1]);
    const cells: number[] = [];
    for (let y = r; y < r + shape[1]; y++) for (let x = c; x < c + shape[0]; x++) cells.push(y * cols + x);
    const corner = (i: number) =>
      (i % cols === 0 || i % cols === cols - 1) && (i < cols || i >= cols * (rows - 1));
    if (cells.some((i) => used.has(i) || corner(i))) continue;
    for (const i of cells) used.add(i);
    blocks.push({ c, r, w: shape[0], h: shape[1], role: 'hall' });
  }
  return blocks;
}

function carve(p: Plan, rng: Rng, st: Style): Canvas {
  const cv = newCanvas(p.width, p.height);
  for (const n of p.nodes) fill(cv, n.room, '.');
  for (const e of p.edges) carveEdge(cv, p, e, rng, st.wide, st.zig);
  return cv;
}

/** Dungeon Bowl's shape: rooms, halls and corridors, with the two end zones as far apart as they go. */
function twoEnds(
  rules: ConstructionRules,
  size: DungeonSize,
  styleName: DungeonStyle,
  rng: Rng,
): string[] | null {
  const st = STYLES[styleName];
  const [cols, rows] = GRID[size];
  const extra = styleName === 'rooms' ? 1 : 0;
  const p = makePlan(
    cols + extra,
    rows,
    rng.int(...st.cw),
    rng.int(...st.ch),
    hallBlocks(cols + extra, rows, st.halls[size], rng),
    rng,
    st.maxSide,
  );
  connect(p, rng, st.loops);
  const cv = carve(p, rng, st);
  const rooms = p.nodes.filter((n) => n.role === 'room').map((n) => n.id);
  const [a, b] = farthestPair(cv, p, rooms);
  const [za, zb] = a < b ? [a, b] : [b, a];
  const ends = [p.nodes[za].room, p.nodes[zb].room];
  if (rules.passagesPerSide) {
    for (let i = 0; i < 2; i++)
      if (!addPassages(cv, ends[i], END_ZONE_LETTERS[i], rng, rules.passagesPerSide)) return null;
  } else {
    for (let i = 0; i < 2; i++) fill(cv, ends[i], END_ZONE_LETTERS[i]);
  }
  return placeFixedItems(cropRows(cv), rules, rng, 2);
}

/**
 * The end zone letters of each of the four corners (north-west, south-east, north-east,
 * south-west). Shared end zones ([000] "1-2 areas in distant corners"): as many as the rules allow,
 * drawn, in opposite corners. Else a letter per team, dealt round the corners.
 */
function cornerLetters(rules: ConstructionRules, teams: number, rng: Rng): string[][] {
  const count =
    rules.endZonePerTeam === false
      ? rng.int(rules.endZones.min, Math.min(rules.endZones.max ?? 2, 2))
      : teams;
  const letters = [...END_ZONE_LETTERS.slice(0, count)];
  return [0, 1, 2, 3].map((k) => letters.filter((_, i) => i % 4 === k));
}

/**
 * Dungeon Brawl's shape ([000]): start rooms of 10 x 10 or more in the middle (two, joined, from 8
 * teams), rooms and corridors around them, the end zones in the corners, and the entrance in a
 * room one corridor off a start room.
 */
function centralLayout(
  rules: ConstructionRules,
  size: DungeonSize,
  teams: number,
  rng: Rng,
): string[] | null {
  const two = rules.startRooms !== null && teams >= rules.startRooms.secondFrom;
  const cols = two ? 6 : 4;
  const rows = 4;
  const cw = { small: 11, medium: 12, large: 14 }[size];
  const ch = { small: 10, medium: 11, large: 12 }[size];
  const corners = [0, rows * cols - 1, cols - 1, (rows - 1) * cols];
  const blocks: Block[] = [{ c: 1, r: 1, w: 2, h: 2, role: 'centre' }];
  if (two) blocks.push({ c: 3, r: 1, w: 2, h: 2, role: 'centre' });
  for (const cell of corners)
    blocks.push({ c: cell % cols, r: Math.floor(cell / cols), w: 1, h: 1, role: 'corner' });
  const p = makePlan(cols, rows, cw, ch, blocks, rng, 6);
  connect(p, rng, 0.25, two ? [[0, 1]] : []);
  const cv = carve(p, rng, STYLES.rooms);
  const cornerNodes = corners.map((cell) => p.cellNode[cell]);
  cornerLetters(rules, teams, rng).forEach((letters, k) => {
    if (letters.length > 0) fillLetters(cv, p.nodes[cornerNodes[k]].room, letters);
  });
  const centres = p.nodes.filter((n) => n.role === 'centre').map((n) => n.id);
  const doorway = p.edges.find((e) => centres.includes(e.a) !== centres.includes(e.b));
  if (!doorway) return null;
  const entrance = p.nodes[centres.includes(doorway.a) ? doorway.b : doorway.a].room;
  const ex = Math.floor((entrance.x0 + entrance.x1) / 2);
  const ey = Math.floor((entrance.y0 + entrance.y1) / 2);
  fill(cv, { x0: ex - 1, y0: ey - 1, x1: ex, y1: ey }, '@');
  return placeFixedItems(cropRows(cv), rules, rng, teams);
}
