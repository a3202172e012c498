/**
 * Drawing the special squares (looks in hazards.ts): the patterns, each square's glyph and
 * outline, the leap lines' green edges, the rotating room's and stone ball corridor's names, the
 * trapdoors shut or open (game state, so a layer of its own over the floor drawn once), and the
 * hazards' part of the side panel's legend (panel/Legend.tsx). Nothing here takes clicks: they reach the squares below.
 */
import { type Dungeon, dungeonOf, type Game } from '@dungeonbowl/engine';
import { ink } from '../colours.ts';
import { sqX, sqY } from '../names.ts';
import { CELL } from './Floor.tsx';
import { areas, type HazardLook, hazardLook, leapEdges, legend, openTrapdoors } from './hazards.ts';

const LEAP_GREEN = '#1f9e3a';

/** The patterns the looks name (`url(#hz-lava)` and so on). */
export function HazardDefs() {
  return (
    <defs>
      <pattern id="hz-lava" width="16" height="12" patternUnits="userSpaceOnUse">
        <path d="M0 6q4-5 8 0t8 0" fill="none" stroke="#ffc247" stroke-width="2" />
      </pattern>
      <pattern id="hz-chasm" width="16" height="16" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="1.2" fill="#7d8cc9" />
        <circle cx="12" cy="11" r="0.9" fill="#5b6aa8" />
      </pattern>
      <pattern
        id="hz-stoneBall"
        width="8"
        height="8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <path d="M0 0v8" stroke="#c0392b" stroke-width="2.5" />
      </pattern>
      <pattern id="hz-planks" width="32" height="8" patternUnits="userSpaceOnUse">
        <path d="M0 7.5h32M10 0v7.5" stroke="#7a5c33" stroke-width="1.2" />
      </pattern>
    </defs>
  );
}

function glyph(x: number, y: number, s: string, fill: string, size = 16, opacity?: number) {
  return (
    <text
      opacity={opacity}
      x={x + CELL / 2}
      y={y + CELL / 2}
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

/** What goes over a special square's fill: its pattern, pit hole, glyph or passage outline. */
export function hazardMarks(d: Dungeon, sq: number, look: HazardLook, fill: string) {
  const x = (sq % d.width) * CELL;
  const y = Math.floor(sq / d.width) * CELL;
  const out = [];
  if (look.pattern && look.kind !== 'trapdoorShut')
    out.push(<rect x={x} y={y} width={CELL} height={CELL} fill={`url(#hz-${look.pattern})`} />);
  if (look.kind === 'pit' || look.kind === 'spikedPit')
    out.push(<circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL * 0.36} fill="#140d05" />);
  if (look.kind === 'passage')
    out.push(
      <rect
        x={x + 2.5}
        y={y + 2.5}
        width={CELL - 5}
        height={CELL - 5}
        fill="none"
        stroke={ink(fill)}
        stroke-width={1.5}
        stroke-dasharray="4 3"
      />,
    );
  for (const e of leapEdges(d, sq)) {
    const [x1, y1, x2, y2] = { n: [0, 0, 1, 0], e: [1, 0, 1, 1], s: [0, 1, 1, 1], w: [0, 0, 0, 1] }[e];
    out.push(
      <line
        x1={x + x1 * CELL}
        y1={y + y1 * CELL}
        x2={x + x2 * CELL}
        y2={y + y2 * CELL}
        stroke={LEAP_GREEN}
        stroke-width={5}
      />,
    );
  }
  const pit = look.kind === 'pit' || look.kind === 'spikedPit';
  // The room's squares are many: a faint small mark each, the outline and its name say the rest.
  if (look.kind === 'rotating') out.push(glyph(x, y, look.glyph!, '#5b2a86', 11, 0.45));
  else if (look.glyph) out.push(glyph(x, y, look.glyph, pit ? '#fff' : ink(fill)));
  return out;
}

/** The rotating room and the stone ball's corridor: outlined and named once each. */
export function AreaLabels({ d }: { d: Dungeon }) {
  return (
    <g class="areas" pointer-events="none">
      {areas(d).map((a) => {
        const room = a.feature === 'rotating';
        const colour = room ? '#5b2a86' : '#8e1f14';
        return (
          <g key={`${a.x}-${a.y}`} data-testid={room ? 'area-rotating' : 'area-stoneBall'}>
            <rect
              x={a.x * CELL + 1.5}
              y={a.y * CELL + 1.5}
              width={a.w * CELL - 3}
              height={a.h * CELL - 3}
              fill="none"
              stroke={colour}
              stroke-width={3}
              stroke-dasharray={room ? '10 5' : undefined}
            />
            <text
              x={(a.x + a.w / 2) * CELL}
              y={a.y * CELL + 12}
              font-size={11}
              font-weight="bold"
              fill={colour}
              text-anchor="middle"
            >
              {room ? '↻ rotating room' : '◍ stone ball'}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Every trapdoor, drawn shut (planks) or open (a hole onto what lies below): `game.openTrapdoors`. */
export function Trapdoors({ g }: { g: Game }) {
  const d = dungeonOf(g);
  const open = openTrapdoors(g);
  const out = [];
  for (let sq = 0; sq < d.feature.length; sq++) {
    if (d.feature[sq] !== 'trapdoor') continue;
    const look = hazardLook(d, sq, open);
    const x = (sq % d.width) * CELL;
    const y = Math.floor(sq / d.width) * CELL;
    const isOpen = look!.kind === 'trapdoorOpen';
    out.push(
      <g
        key={sq}
        data-testid="trapdoor"
        data-at={`${sqX(g, sq)}-${sqY(g, sq)}`}
        data-state={isOpen ? 'open' : 'shut'}
      >
        <title>{look!.name}</title>
        <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} fill={look!.fill} />
        {isOpen ? (
          glyph(x, y, '▼', '#fff', 14)
        ) : (
          <>
            <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} fill="url(#hz-planks)" />
            <rect
              x={x + 3}
              y={y + 3}
              width={CELL - 6}
              height={CELL - 6}
              fill="none"
              stroke="#5c3d00"
              stroke-width={2}
            />
          </>
        )}
      </g>,
    );
  }
  if (out.length === 0) return null;
  return (
    <g class="trapdoors" pointer-events="none">
      {out}
    </g>
  );
}

/** A small square of a kind's look, for the legend. */
function Swatch({ look, fill }: { look: HazardLook; fill: string }) {
  const d = { width: 1, height: 1, feature: [null], passage: [false] } as unknown as Dungeon;
  return (
    <svg class="swatch" viewBox={`0 0 ${CELL} ${CELL}`} width="18" height="18" aria-hidden="true">
      <rect width={CELL} height={CELL} fill={fill} />
      {look.pattern && <rect width={CELL} height={CELL} fill={`url(#hz-${look.pattern})`} />}
      {look.kind === 'leap' && (
        <line x1={0} y1={CELL} x2={CELL} y2={CELL} stroke={LEAP_GREEN} stroke-width={8} />
      )}
      {hazardMarks(d, 0, { ...look, pattern: undefined }, fill)}
    </svg>
  );
}

/**
 * The hazards this map holds, named, so a coach never has to guess what a colour means: a part of
 * the legend (panel/Legend.tsx). Its swatches use the board's patterns (HazardDefs), which are
 * on the page whenever a board is.
 */
export function HazardLegend({ g }: { g: Game }) {
  const d = dungeonOf(g);
  const items = legend(d, openTrapdoors(g));
  if (items.length === 0) return null;
  return (
    <ul class="hazard-legend" data-testid="hazard-legend">
      {items.map(({ look, count }) => (
        <li key={look.kind} data-testid={`legend-${look.kind}`} data-count={count}>
          <Swatch look={look} fill={look.fill || '#c9c3b3'} />
          {look.name}
        </li>
      ))}
    </ul>
  );
}
