/**
 * What the dungeon moves during a BRAWL 2013 game ([002]): the rotating room's walls where its
 * turn has put them (Hogwurts; the floor drawing shows the room's square as floor) and the 4x4
 * stone ball (The Temple of Doom). Clicks go through to the squares.
 */
import { type Dungeon, type Game, roomWallsNow, stoneBallSquares } from '@dungeonbowl/engine';
import { WALL } from '../colours.ts';
import { CELL } from './Floor.tsx';

export function Moving({ g, d }: { g: Game; d: Dungeon }) {
  const walls = roomWallsNow(g, d);
  const ball = stoneBallSquares(g, d);
  if (walls.length === 0 && ball.length === 0) return null;
  const x = (sq: number) => (sq % d.width) * CELL;
  const y = (sq: number) => Math.floor(sq / d.width) * CELL;
  return (
    <g class="moving" pointer-events="none">
      {walls.map((sq) => (
        <rect key={`w${sq}`} class="sq wall" x={x(sq)} y={y(sq)} width={CELL} height={CELL} fill={WALL} />
      ))}
      {ball.length > 0 && (
        <circle
          data-testid="stone-ball"
          cx={x(ball[0]) + 2 * CELL}
          cy={y(ball[0]) + 2 * CELL}
          r={2 * CELL - 2}
          fill="#9c8a6a"
          stroke="#4a3f2c"
          stroke-width={3}
        />
      )}
    </g>
  );
}
