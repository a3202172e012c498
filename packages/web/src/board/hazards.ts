/**
 * How the special squares look ([002] BRAWL 2013 rounds, [000] Dungeon Brawl), so a coach sees
 * each hazard at a glance: a kind (the `data-hazard` of its square), a fill, a pattern, a glyph
 * and a name for its tooltip and the legend. Each kind differs by shape or glyph as well as
 * colour: a chasm is never just a darker wall. No DOM here: the board draws these.
 */
import {
  type Dungeon,
  type Feature,
  featureBox,
  featureInfo,
  type Game,
  maxOf,
  minOf,
} from '@dungeonbowl/engine';
import { FLOOR } from '../colours.ts';

/** The kinds drawn: the map's features, a trapdoor shut or open, and the scoring passages. */
export type HazardKind = Exclude<Feature, 'trapdoor'> | 'trapdoorShut' | 'trapdoorOpen' | 'passage';

export interface HazardLook {
  kind: HazardKind;
  fill: string;
  /** An SVG pattern drawn over the fill (ids from `PATTERNS`), or none. */
  pattern?: 'lava' | 'chasm' | 'stoneBall' | 'planks';
  /** A glyph in the square (none where a pattern or an outline says enough). */
  glyph?: string;
  /** For tooltips and the legend. */
  name: string;
}

export const LOOKS: Record<HazardKind, HazardLook> = {
  pit: { kind: 'pit', fill: '#6b4f2a', glyph: '●', name: 'Open pit (armour roll, turnover)' },
  spikedPit: { kind: 'spikedPit', fill: '#6b4f2a', glyph: '▲', name: 'Spiked pit (injury roll, turnover)' },
  trapdoorShut: { kind: 'trapdoorShut', fill: '#b39b72', pattern: 'planks', name: 'Trapdoor, shut' },
  trapdoorOpen: { kind: 'trapdoorOpen', fill: '#1a1208', glyph: '▼', name: 'Trapdoor, open' },
  lava: { kind: 'lava', fill: '#e4572e', pattern: 'lava', name: 'Lava (Badly Hurt)' },
  chasm: { kind: 'chasm', fill: '#10142a', pattern: 'chasm', name: 'Chasm (Badly Hurt)' },
  rotating: { kind: 'rotating', fill: '#cdb8e8', glyph: '↻', name: 'Rotating room' },
  // The room's own walls turn with it: drawn as its floor here, and as walls where its turn has
  // put them now (Moving.tsx).
  roomWall: { kind: 'roomWall', fill: '#cdb8e8', glyph: '↻', name: "Rotating room's wall (turns with it)" },
  stoneBall: { kind: 'stoneBall', fill: '#f1d3c4', pattern: 'stoneBall', name: "Stone ball's corridor" },
  leap: { kind: 'leap', fill: FLOOR, name: 'Leap line' },
  entrance: { kind: 'entrance', fill: '#9fd3f0', glyph: '@', name: 'Dungeon entrance' },
  passage: { kind: 'passage', fill: '', name: 'Scoring passage' },
};

/** What lies under an open trapdoor: the map's `trapdoor` header (a pit by default). */
const BELOW_FILL: Record<Dungeon['trapdoorBelow'], string> = {
  pit: '#1a1208',
  'spiked-pit': '#1a1208',
  lava: '#b3261e',
  chasm: '#10142a',
};

/** The squares of the trapdoors that are open (none is, unless the game says so). */
export function openTrapdoors(g: Game): ReadonlySet<number> {
  return new Set(g.openTrapdoors ?? []);
}

/** The look of a square, or null for plain floor, walls, doors and end zones. */
export function hazardLook(d: Dungeon, sq: number, open: ReadonlySet<number> = new Set()): HazardLook | null {
  const f = d.feature[sq];
  if (f === 'trapdoor') {
    if (!open.has(sq)) return LOOKS.trapdoorShut;
    const below = d.trapdoorBelow;
    return {
      ...LOOKS.trapdoorOpen,
      fill: BELOW_FILL[below],
      name: `Trapdoor, open: ${featureInfo(below === 'spiked-pit' ? 'spikedPit' : below).name} below`,
    };
  }
  if (f) return LOOKS[f];
  if (d.passage[sq]) return LOOKS.passage;
  return null;
}

/**
 * A pit's square: an open or spiked pit, or a trapdoor opened over one. A player there is down in
 * the pit ([002]: it climbs out on a 6), not merely prone: the board draws it sunk in.
 */
export function isPitSquare(g: Game, d: Dungeon, sq: number): boolean {
  const f = d.feature[sq];
  if (f === 'pit' || f === 'spikedPit') return true;
  if (f !== 'trapdoor' || !(g.openTrapdoors ?? []).includes(sq)) return false;
  return d.trapdoorBelow === 'pit' || d.trapdoorBelow === 'spiked-pit';
}

const DROPS = new Set<Feature | null>(['chasm', 'lava']);

/**
 * The edges of a leap line's square that face a drop (chasm or lava), where the green line goes
 * ([002]: "the areas marked with green lines"): `n`, `e`, `s`, `w`.
 */
export function leapEdges(d: Dungeon, sq: number): ('n' | 'e' | 's' | 'w')[] {
  if (d.feature[sq] !== 'leap') return [];
  const x = sq % d.width;
  const y = Math.floor(sq / d.width);
  const out: ('n' | 'e' | 's' | 'w')[] = [];
  if (y > 0 && DROPS.has(d.feature[sq - d.width])) out.push('n');
  if (x < d.width - 1 && DROPS.has(d.feature[sq + 1])) out.push('e');
  if (y < d.height - 1 && DROPS.has(d.feature[sq + d.width])) out.push('s');
  if (x > 0 && DROPS.has(d.feature[sq - 1])) out.push('w');
  return out;
}

/** A block of squares of one feature (the rotating room, the stone ball's corridor): its box. */
export interface Area {
  feature: Feature;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The rotating rooms and stone ball corridors, each as one box, to outline and name them once. */
export function areas(d: Dungeon): Area[] {
  const seen = new Set<number>();
  const out: Area[] = [];
  for (let sq = 0; sq < d.feature.length; sq++) {
    const f = d.feature[sq];
    if ((f !== 'rotating' && f !== 'stoneBall') || seen.has(sq)) continue;
    const xs: number[] = [];
    const ys: number[] = [];
    const todo = [sq];
    seen.add(sq);
    while (todo.length > 0) {
      const s = todo.pop()!;
      xs.push(s % d.width);
      ys.push(Math.floor(s / d.width));
      for (const n of [s - 1, s + 1, s - d.width, s + d.width]) {
        const sideways = Math.abs((n % d.width) - (s % d.width)) > 1;
        if (n < 0 || n >= d.feature.length || sideways || seen.has(n) || d.feature[n] !== f) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    const x = minOf(xs);
    const y = minOf(ys);
    out.push({ feature: f, x, y, w: maxOf(xs) - x + 1, h: maxOf(ys) - y + 1 });
  }
  return out;
}

/**
 * The rotating room's box, walls and all (its `rotating` and `roomWall` squares): the square it
 * turns in, for drawing the turn about its centre. Null on a map without one.
 */
export function roomArea(d: Dungeon): Area | null {
  const known = ROOMS.get(d);
  if (known !== undefined) return known;
  const b = featureBox(d, ['rotating', 'roomWall']);
  const room: Area | null = b
    ? { feature: 'rotating', x: b.x0, y: b.y0, w: b.x1 - b.x0 + 1, h: b.y1 - b.y0 + 1 }
    : null;
  // Drawn at every change of the board: looked for once a map.
  ROOMS.set(d, room);
  return room;
}

const ROOMS = new WeakMap<Dungeon, Area | null>();

/** The legend: each kind present on the map, in the order of `LOOKS`, with how many squares. */
export function legend(
  d: Dungeon,
  open: ReadonlySet<number> = new Set(),
): { look: HazardLook; count: number }[] {
  const counts = new Map<HazardKind, number>();
  for (let sq = 0; sq < d.feature.length; sq++) {
    const look = hazardLook(d, sq, open);
    if (look) counts.set(look.kind, (counts.get(look.kind) ?? 0) + 1);
  }
  return (Object.keys(LOOKS) as HazardKind[])
    .filter((k) => counts.has(k))
    .map((k) => ({ look: LOOKS[k], count: counts.get(k)! }));
}
