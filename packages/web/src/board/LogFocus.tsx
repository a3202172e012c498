/**
 * What the log entry under the pointer (or tapped) names, outlined on the board: its squares, and
 * its players where they stand now (log-spots.ts). Takes no clicks.
 */
import type { Game } from '@dungeonbowl/engine';
import type { Spots } from '../log-spots.ts';
import { CELL } from './Floor.tsx';

/** Blue of the colour-blind-safe palette: apart from the teams' colours and the risk shading. */
const FOCUS = '#0072b2';

export function LogFocus({ g, spots }: { g: Game; spots: Spots | null }) {
  if (!spots) return null;
  const at = (sq: number) => ({ x: (sq % g.width) * CELL, y: Math.floor(sq / g.width) * CELL });
  const standing = spots.players.flatMap((p) => {
    const sq = g.players[p]?.sq ?? -1;
    return sq >= 0 ? [{ p, sq }] : [];
  });
  return (
    <g class="log-focus" pointer-events="none" data-testid="log-focus">
      {spots.squares.map((sq) => {
        const { x, y } = at(sq);
        return (
          <rect
            key={`s${sq}`}
            data-testid="log-focus-sq"
            data-sq={sq}
            x={x + 2}
            y={y + 2}
            width={CELL - 4}
            height={CELL - 4}
            rx={3}
            fill={FOCUS}
            fill-opacity={0.18}
            stroke={FOCUS}
            stroke-width={3}
          />
        );
      })}
      {standing.map(({ p, sq }) => {
        const { x, y } = at(sq);
        return (
          <circle
            key={`p${p}`}
            data-testid="log-focus-player"
            data-player-focus={p}
            cx={x + CELL / 2}
            cy={y + CELL / 2}
            r={CELL / 2 - 1}
            fill="none"
            stroke={FOCUS}
            stroke-width={3}
            stroke-dasharray="5 3"
          />
        );
      })}
    </g>
  );
}
