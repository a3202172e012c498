/**
 * The dungeon's squares: walls, floor, doors, end zones (in the colour of the team that chose
 * them, lettered so colour is never the only cue), scoring passages and hazards. Drawn once per
 * dungeon and zone colouring: a component that skips updates otherwise, since a big dungeon has
 * close to a thousand squares. On the game's board, the squares' coordinates run along its edges
 * (the log, the dice prompts and the buttons name squares as "(x,y)").
 */
import { type Dungeon, END_ZONE_LETTERS, pushAll } from '@dungeonbowl/engine';
import { Component, type VNode } from 'preact';
import { DOOR, FLOOR, GRID, ink, WALL } from '../colours.ts';
import { AreaLabels, HazardDefs, hazardMarks } from './Hazards.tsx';
import { hazardLook } from './hazards.ts';

export const CELL = 32;

interface Props {
  d: Dungeon;
  /** Fill of each end zone by letter index. */
  zoneFill: string[];
  /** Coordinates along the edges (the game's board; not a small preview). */
  coords?: boolean;
}

/** The coordinates' size: 12 px at the smallest default zoom (a scale of at least 1). */
export const COORD_PX = 12;

/**
 * The column numbers along the top and bottom rows, the row numbers down the left and right
 * columns, from 0 as "(x,y)" counts them; the outer ring is wall on every built-in map, so they cover
 * nothing a coach plays on. Only the top and left ones carry test ids.
 */
function Coords({ d, fills }: { d: Dungeon; fills: (sq: number) => string }) {
  const out: VNode[] = [];
  const label = (x: number, y: number, n: number, id?: string) => {
    const t = text(x, y, String(n), ink(fills(y * d.width + x)), COORD_PX);
    out.push(
      <g key={`${x},${y}`} class="coord" data-testid={id} opacity={0.85}>
        {t}
      </g>,
    );
  };
  for (let x = 1; x < d.width - 1; x++) {
    label(x, 0, x, `coord-x-${x}`);
    if (d.height > 1) label(x, d.height - 1, x);
  }
  for (let y = 1; y < d.height - 1; y++) {
    label(0, y, y, `coord-y-${y}`);
    if (d.width > 1) label(d.width - 1, y, y);
  }
  return (
    <g class="coords" pointer-events="none">
      {out}
    </g>
  );
}

/** Where each end zone's letter goes: its square nearest the zone's middle. */
function zoneLabels(d: Dungeon): Map<number, string> {
  const out = new Map<number, string>();
  for (const z of d.endZones) {
    const idx = END_ZONE_LETTERS.indexOf(z);
    const list = d.endZone.flatMap((e, s) => (e === idx && !d.passage[s] ? [s] : []));
    if (list.length === 0) continue;
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

function squareFill(d: Dungeon, sq: number, zoneFill: string[]): string {
  const fill = hazardLook(d, sq)?.fill;
  if (fill) return fill;
  if (d.wall[sq]) return WALL;
  if (d.endZone[sq] >= 0) return zoneFill[d.endZone[sq]];
  return FLOOR;
}

function text(x: number, y: number, s: string, fill: string, size: number) {
  return (
    <text
      x={(x + 0.5) * CELL}
      y={(y + 0.5) * CELL}
      font-size={size}
      fill={fill}
      text-anchor="middle"
      dominant-baseline="central"
      pointer-events="none"
    >
      {s}
    </text>
  );
}

export class Floor extends Component<Props> {
  override shouldComponentUpdate(next: Props): boolean {
    return (
      next.d !== this.props.d ||
      next.coords !== this.props.coords ||
      next.zoneFill.join() !== this.props.zoneFill.join()
    );
  }

  override render({ d, zoneFill, coords }: Props) {
    const labels = zoneLabels(d);
    const squares = [];
    const marks = [];
    for (let sq = 0; sq < d.width * d.height; sq++) {
      const x = sq % d.width;
      const y = Math.floor(sq / d.width);
      const fill = squareFill(d, sq, zoneFill);
      const wall = d.wall[sq] && !d.feature[sq];
      const look = hazardLook(d, sq);
      squares.push(
        <rect
          key={sq}
          data-sq={sq}
          data-testid={`sq-${x}-${y}`}
          class={wall ? 'sq wall' : 'sq'}
          data-hazard={d.feature[sq] === 'trapdoor' ? 'trapdoor' : look?.kind}
          x={x * CELL}
          y={y * CELL}
          width={CELL}
          height={CELL}
          fill={fill}
          stroke={wall ? undefined : GRID}
          stroke-width={wall ? undefined : 0.6}
        >
          {look && <title>{look.name}</title>}
        </rect>,
      );
      if (look) pushAll(marks, hazardMarks(d, sq, look, fill));
      if (look && look.kind !== 'passage') continue;
      if (d.door[sq])
        marks.push(
          <rect
            x={x * CELL + 6}
            y={y * CELL + 6}
            width={CELL - 12}
            height={CELL - 12}
            fill={DOOR}
            opacity={0.5}
            pointer-events="none"
          />,
        );
      else if (d.passage[sq])
        marks.push(text(x, y, END_ZONE_LETTERS[d.endZone[sq]].toLowerCase(), ink(fill), 14));
      else if (labels.has(sq)) marks.push(text(x, y, labels.get(sq)!, ink(fill), 22));
    }
    return (
      <g class="floor">
        <HazardDefs />
        {squares}
        <g pointer-events="none">{marks}</g>
        <AreaLabels d={d} />
        {coords && <Coords d={d} fills={(sq) => squareFill(d, sq, zoneFill)} />}
      </g>
    );
  }
}
