/**
 * A dungeon as an SVG picture: a pure function of the parsed map. Walls, floor, doors, end zones
 * in team colours (a colour-blind-safe palette, and the letter written on each zone so colour is
 * never the only cue), scoring passages, chests, numbered portals and the hazards, with a legend
 * of what the picture uses.
 */
import { type Dungeon, END_ZONE_LETTERS, escapeXml, type Feature, featureInfo } from '@dungeonbowl/engine';

/**
 * Okabe and Ito's eight colours (less black), then Paul Tol's muted set: sixteen colours that stay
 * apart for the common kinds of colour blindness. Team i (end zone letter i) takes colour i.
 */
export const TEAM_COLOURS = [
  '#e69f00',
  '#56b4e9',
  '#009e73',
  '#f0e442',
  '#0072b2',
  '#d55e00',
  '#cc79a7',
  '#332288',
  '#88ccee',
  '#44aa99',
  '#117733',
  '#999933',
  '#ddcc77',
  '#cc6677',
  '#882255',
  '#aa4499',
];

const WALL = '#3a3a3a';
const FLOOR = '#f3efe4';
const GRID = '#d9d2c0';
const DOOR = '#8b5a2b';

const FEATURE_FILL: Record<Feature, string> = {
  pit: '#6b4f2a',
  spikedPit: '#6b4f2a',
  trapdoor: '#b39b72',
  lava: '#e4572e',
  chasm: '#0d0d0d',
  rotating: '#cdb8e8',
  stoneBall: '#cbb38c',
  leap: FLOOR,
  entrance: '#9fd3f0',
  // The rotating room's own wall: a dark violet wall square, turned with the room's floor.
  roomWall: '#4b3a66',
};

export interface SvgOptions {
  /** Side of a square in pixels. */
  cell?: number;
}

/** Text from the map (its name, above all) as SVG text: markup escaped, control characters out. */
const esc = escapeXml;

/** Light text on dark colours, dark text on light ones. */
function ink(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum < 140 ? '#ffffff' : '#111111';
}

interface Pen {
  c: number;
  out: string[];
}

function rect(p: Pen, x: number, y: number, fill: string, extra = ''): void {
  p.out.push(`<rect x="${x * p.c}" y="${y * p.c}" width="${p.c}" height="${p.c}" fill="${fill}"${extra}/>`);
}

function label(p: Pen, x: number, y: number, text: string, fill: string, size = 0.62): void {
  const px = (x + 0.5) * p.c;
  const py = (y + 0.5) * p.c;
  p.out.push(
    `<text x="${px}" y="${py}" font-size="${(p.c * size).toFixed(1)}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${esc(text)}</text>`,
  );
}

type Side = 'left' | 'right' | 'top' | 'bottom';

/** The mark a special square carries on top of its fill; a leap line marks the sides facing a drop. */
function featureMark(p: Pen, x: number, y: number, f: Feature, drops: Side[] = ['left']): void {
  const c = p.c;
  const [cx, cy] = [(x + 0.5) * c, (y + 0.5) * c];
  if (f === 'pit') p.out.push(`<circle cx="${cx}" cy="${cy}" r="${c * 0.3}" fill="#2b1d0e"/>`);
  else if (f === 'spikedPit') {
    const t = c * 0.32;
    p.out.push(`<circle cx="${cx}" cy="${cy}" r="${c * 0.36}" fill="#2b1d0e"/>`);
    p.out.push(
      `<path d="M${cx - t} ${cy + t * 0.6}L${cx - t / 2} ${cy - t}L${cx} ${cy + t * 0.6}L${cx + t / 2} ${cy - t}L${cx + t} ${cy + t * 0.6}" fill="none" stroke="#ffffff" stroke-width="${c / 12}"/>`,
    );
  } else if (f === 'trapdoor') {
    const m = c * 0.15;
    p.out.push(
      `<path d="M${x * c + m} ${y * c + m}L${(x + 1) * c - m} ${(y + 1) * c - m}M${(x + 1) * c - m} ${y * c + m}L${x * c + m} ${(y + 1) * c - m}" stroke="#5b4528" stroke-width="${c / 10}"/>`,
    );
  } else if (f === 'lava') {
    p.out.push(
      `<path d="M${x * c} ${cy}q${c / 4} ${-c / 5} ${c / 2} 0t${c / 2} 0" fill="none" stroke="#ffb347" stroke-width="${c / 10}"/>`,
    );
  } else if (f === 'stoneBall') {
    p.out.push(
      `<path d="M${x * c} ${(y + 1) * c}L${(x + 1) * c} ${y * c}" stroke="#9c8257" stroke-width="${c / 10}"/>`,
    );
  } else if (f === 'rotating') {
    p.out.push(`<circle cx="${cx}" cy="${cy}" r="${c * 0.12}" fill="#7b5aa6"/>`);
  } else if (f === 'leap') {
    const edge: Record<Side, string> = {
      left: `M${x * c} ${y * c}v${c}`,
      right: `M${(x + 1) * c} ${y * c}v${c}`,
      top: `M${x * c} ${y * c}h${c}`,
      bottom: `M${x * c} ${(y + 1) * c}h${c}`,
    };
    p.out.push(
      `<path d="${drops.map((sd) => edge[sd]).join('')}" stroke="#1b9e3e" stroke-width="${c / 4}"/>`,
    );
  } else if (f === 'entrance') label(p, x, y, '@', '#0b4f6c');
}

/** The sides of a square that face a chasm or lava square. */
function dropSides(d: Dungeon, sq: number): Side[] {
  const drop = (s: number) => d.feature[s] === 'chasm' || d.feature[s] === 'lava';
  const sides: [number, Side][] = [
    [sq - 1, 'left'],
    [sq + 1, 'right'],
    [sq - d.width, 'top'],
    [sq + d.width, 'bottom'],
  ];
  const out = sides.filter(([s]) => drop(s)).map(([, side]) => side);
  return out.length > 0 ? out : ['bottom'];
}

function drawChest(p: Pen, x: number, y: number): void {
  const c = p.c;
  p.out.push(
    `<rect x="${x * c + c * 0.15}" y="${y * c + c * 0.25}" width="${c * 0.7}" height="${c * 0.55}" rx="${c * 0.08}" fill="#c8961e" stroke="#5c3d00" stroke-width="${c / 14}"/>`,
  );
  p.out.push(
    `<path d="M${x * c + c * 0.15} ${y * c + c * 0.45}h${c * 0.7}" stroke="#5c3d00" stroke-width="${c / 16}"/>`,
  );
}

function drawPortal(p: Pen, x: number, y: number, n: number): void {
  const c = p.c;
  p.out.push(
    `<circle cx="${(x + 0.5) * c}" cy="${(y + 0.5) * c}" r="${c * 0.42}" fill="#e7d9f5" stroke="#6a3d9a" stroke-width="${c / 10}"/>`,
  );
  label(p, x, y, String(n), '#3f1d66', 0.6);
}

/** Where each end zone's letter is written: its square nearest the middle of the zone. */
function zoneLabels(d: Dungeon): Map<number, string> {
  const out = new Map<number, string>();
  for (const z of d.endZones) {
    const idx = END_ZONE_LETTERS.indexOf(z);
    const squares = d.endZone.map((e, s) => (e === idx && !d.passage[s] ? s : -1)).filter((s) => s >= 0);
    const list =
      squares.length > 0 ? squares : d.endZone.map((e, s) => (e === idx ? s : -1)).filter((s) => s >= 0);
    const mx = list.reduce((a, s) => a + (s % d.width), 0) / list.length;
    const my = list.reduce((a, s) => a + Math.floor(s / d.width), 0) / list.length;
    const dist = (s: number) => ((s % d.width) - mx) ** 2 + (Math.floor(s / d.width) - my) ** 2;
    out.set(
      list.reduce((b, s) => (dist(s) < dist(b) ? s : b)),
      z,
    );
  }
  return out;
}

function drawSquares(p: Pen, d: Dungeon): Set<string> {
  const used = new Set<string>();
  const labels = zoneLabels(d);
  // Walls are the background: one rectangle instead of one per wall square keeps the file small.
  p.out.push(`<rect width="${d.width * p.c}" height="${d.height * p.c}" fill="${WALL}"/>`);
  for (let sq = 0; sq < d.width * d.height; sq++) {
    const x = sq % d.width;
    const y = Math.floor(sq / d.width);
    const f = d.feature[sq];
    const z = d.endZone[sq];
    if (f !== null) {
      used.add(`feature:${f}`);
      rect(p, x, y, FEATURE_FILL[f]);
      featureMark(p, x, y, f, f === 'leap' ? dropSides(d, sq) : undefined);
    } else if (d.wall[sq]) continue;
    else if (z >= 0) {
      const colour = TEAM_COLOURS[z];
      used.add(d.passage[sq] ? 'passage' : 'zone');
      rect(p, x, y, colour, ` stroke="${GRID}" stroke-width="0.5"`);
      if (d.passage[sq]) {
        label(p, x, y, END_ZONE_LETTERS[z].toLowerCase(), ink(colour), 0.55);
        p.out.push(
          `<rect x="${x * p.c + 1.5}" y="${y * p.c + 1.5}" width="${p.c - 3}" height="${p.c - 3}" fill="none" stroke="${ink(colour)}" stroke-dasharray="2 2"/>`,
        );
      } else if (labels.get(sq)) label(p, x, y, labels.get(sq)!, ink(colour), 0.8);
    } else {
      rect(p, x, y, FLOOR, ` stroke="${GRID}" stroke-width="0.5"`);
      if (d.door[sq]) {
        used.add('door');
        const m = p.c * 0.2;
        p.out.push(
          `<rect x="${x * p.c + m}" y="${y * p.c + m}" width="${p.c - 2 * m}" height="${p.c - 2 * m}" fill="${DOOR}" opacity="0.55"/>`,
        );
      }
    }
  }
  return used;
}

function drawItems(p: Pen, d: Dungeon, used: Set<string>): void {
  for (const sq of d.fixedChests) {
    used.add('chest');
    drawChest(p, sq % d.width, Math.floor(sq / d.width));
  }
  for (const portal of d.fixedPortals) {
    used.add('portal');
    drawPortal(p, portal.sq % d.width, Math.floor(portal.sq / d.width), portal.number);
  }
}

/** Draws a one-square sample at the pen's origin. */
type Swatch = (p: Pen) => void;

const LEGEND_FEATURES: Feature[] = [
  'pit',
  'spikedPit',
  'trapdoor',
  'lava',
  'chasm',
  'rotating',
  'stoneBall',
  'leap',
  'entrance',
];

/** Legend entries in a fixed order; only what the picture uses is shown. */
function legendEntries(d: Dungeon, used: Set<string>): [string, Swatch][] {
  const out: [string, Swatch][] = [
    ['wall', (p) => rect(p, 0, 0, WALL)],
    ['floor', (p) => rect(p, 0, 0, FLOOR, ` stroke="${GRID}"`)],
  ];
  if (used.has('door')) out.push(['door', (p) => rect(p, 0, 0, DOOR, ' opacity="0.55"')]);
  for (const z of d.endZones) {
    const colour = TEAM_COLOURS[END_ZONE_LETTERS.indexOf(z)];
    out.push([
      `end zone ${z}`,
      (p) => {
        rect(p, 0, 0, colour);
        label(p, 0, 0, z, ink(colour), 0.7);
      },
    ]);
  }
  if (used.has('passage')) {
    out.push([
      'scoring passage',
      (p) => {
        rect(p, 0, 0, '#ffffff', ' stroke="#111111" stroke-dasharray="2 2"');
        label(p, 0, 0, 'a', '#111111', 0.55);
      },
    ]);
  }
  if (used.has('chest')) out.push(['chest', (p) => drawChest(p, 0, 0)]);
  if (used.has('portal')) out.push(['portal', (p) => drawPortal(p, 0, 0, 1)]);
  for (const f of LEGEND_FEATURES) {
    if (!used.has(`feature:${f}`)) continue;
    const name =
      f === 'trapdoor' ? `trapdoor (over ${d.trapdoorBelow.replace('-', ' ')})` : featureInfo(f).name;
    out.push([
      name,
      (p) => {
        rect(p, 0, 0, FEATURE_FILL[f]);
        featureMark(p, 0, 0, f);
      },
    ]);
  }
  return out;
}

function drawLegend(p: Pen, entries: [string, Swatch][], top: number, width: number): number {
  const c = p.c;
  const colWidth = 11;
  const perRow = Math.max(1, Math.floor(width / colWidth));
  entries.forEach(([name, swatch], i) => {
    const x = (i % perRow) * colWidth;
    const y = top + Math.floor(i / perRow) * 1.5;
    const inner: Pen = { c, out: [] };
    swatch(inner);
    p.out.push(`<g transform="translate(${x * c} ${y * c})">${inner.out.join('')}</g>`);
    p.out.push(
      `<text x="${(x + 1.4) * c}" y="${(y + 0.5) * c}" font-size="${c * 0.7}" fill="#222222" dominant-baseline="central">${esc(name)}</text>`,
    );
  });
  return Math.ceil(entries.length / perRow) * 1.5;
}

/** The picture: a title, the map, and the legend below it. */
export function renderDungeonSvg(d: Dungeon, options: SvgOptions = {}): string {
  const c = options.cell ?? 16;
  const width = Math.max(d.width, 33);
  const map: Pen = { c, out: [] };
  const used = drawSquares(map, d);
  drawItems(map, d, used);
  const legend: Pen = { c, out: [] };
  const rows = drawLegend(legend, legendEntries(d, used), 0, width);
  const titleH = 2;
  const h = titleH + d.height + 1 + rows;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * c}" height="${h * c}" viewBox="0 0 ${width * c} ${h * c}" font-family="sans-serif">`,
    `<title>${esc(d.name)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="0" y="${c}" font-size="${c}" font-weight="bold" fill="#222222" dominant-baseline="central">${esc(d.name)}</text>`,
    `<g transform="translate(0 ${titleH * c})">${map.out.join('')}</g>`,
    `<g transform="translate(0 ${(titleH + d.height + 1) * c})">${legend.out.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
