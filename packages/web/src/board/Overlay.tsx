/**
 * Highlights over the floor: squares a click acts on (shaded by risk, with the chance written;
 * hatched where a blitzer would have no movement left for its block),
 * and the tackle zones of the hovered player. None of it takes clicks: they reach the squares.
 */
import type { Dungeon, Game } from '@dungeonbowl/engine';
import type { Mark } from '../choices.ts';
import { teamColour } from '../colours.ts';
import { CELL } from './Floor.tsx';

/** The chance written on a shaded square: 11 px at the smallest default zoom (Viewport's MIN_FIT). */
export const LABEL_PX = 11;

/** The hatching over a square a blitzer reaches with no movement left for its block. */
export const HATCH = 'mark-no-block';

function Hatch() {
  return (
    <defs>
      <pattern id={HATCH} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width={8} height={8} fill="#ffffff" fill-opacity={0.35} />
        <line x1={0} y1={0} x2={0} y2={8} stroke="#333" stroke-width={3} stroke-opacity={0.55} />
      </pattern>
    </defs>
  );
}

export function Marks({ g, marks }: { g: Game; marks: Map<number, Mark> }) {
  const out = [];
  for (const [sq, m] of marks) {
    const x = (sq % g.width) * CELL;
    const y = Math.floor(sq / g.width) * CELL;
    out.push(
      <g key={sq} class="mark">
        <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} fill={m.fill} opacity={0.78} />
        {m.noBlock && (
          <rect
            class="no-block"
            data-testid={`no-block-${sq % g.width}-${Math.floor(sq / g.width)}`}
            x={x + 1}
            y={y + 1}
            width={CELL - 2}
            height={CELL - 2}
            rx={4}
            fill={`url(#${HATCH})`}
          />
        )}
        {m.label && (
          <text x={x + CELL / 2} y={y + CELL - 5} font-size={LABEL_PX} fill="#111" text-anchor="middle">
            {m.label}
          </text>
        )}
      </g>,
    );
  }
  return (
    <g class="marks" pointer-events="none">
      <Hatch />
      {out}
    </g>
  );
}

/** The eight squares around a player that are not walls: where its tackle zone reaches. */
export function around(d: Dungeon, sq: number): number[] {
  const x = sq % d.width;
  const y = Math.floor(sq / d.width);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx || dy) && nx >= 0 && ny >= 0 && nx < d.width && ny < d.height && !d.wall[ny * d.width + nx])
        out.push(ny * d.width + nx);
    }
  return out;
}

export function TackleZone({ g, d, player }: { g: Game; d: Dungeon; player: number | null }) {
  const p = player !== null ? g.players[player] : null;
  // Only a standing player that has not lost its tackle zone exerts one.
  if (p?.status !== 'standing' || p.lostTackleZone) return null;
  const colour = teamColour(p.team);
  return (
    <g class="tackle-zone" pointer-events="none" data-testid="tackle-zone">
      {around(d, p.sq).map((sq) => (
        <rect
          key={sq}
          x={(sq % d.width) * CELL + 2}
          y={Math.floor(sq / d.width) * CELL + 2}
          width={CELL - 4}
          height={CELL - 4}
          fill={colour}
          fill-opacity={0.25}
          stroke={colour}
          stroke-width={2}
          stroke-dasharray="4 3"
        />
      ))}
    </g>
  );
}
