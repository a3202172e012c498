/**
 * What the dungeon moves during a BRAWL 2013 game ([002]): the rotating room's walls where its
 * turn has put them (Hogwurts; the floor drawing shows the room's square as floor) and the 4x4
 * stone ball (The Temple of Doom). Clicks go through to the squares.
 *
 * A change is shown as it happens, so a coach sees it at a glance: the room's walls swing from
 * where they were to where they are (a CSS animation about the room's centre), the stone ball
 * slides along its corridor leaving a fading trail, and a cue says what moved. The state is drawn
 * at once (the data attributes the tests read change with the game); the motion is CSS only, off
 * under prefers-reduced-motion (style.css), and never waited for.
 */
import { type Dungeon, type Game, roomWallsNow, stoneBallSquares } from '@dungeonbowl/engine';
import { useRef } from 'preact/hooks';
import { WALL } from '../colours.ts';
import { sqX, sqY } from '../names.ts';
import { CELL } from './Floor.tsx';
import { type Area, roomArea } from './hazards.ts';

/** What was drawn last, and the last change seen (a key to restart its animation). */
interface Seen {
  turns: number;
  /** The stone ball's north-west square (-1: none). */
  ballAt: number;
  /** Quarter turns to the left of the last turn seen (0: none yet). */
  quarters: number;
  roomKey: number;
  /** The stone ball's north-west square before its last roll (-1: none yet). */
  ballFrom: number;
  ballKey: number;
}

/** Follows the room's turns and the stone ball's square from one drawing to the next. */
function useChanges(turns: number, ballAt: number): Seen {
  const seen = useRef<Seen | null>(null);
  const s = seen.current;
  if (!s) {
    seen.current = { turns, ballAt, quarters: 0, roomKey: 0, ballFrom: -1, ballKey: 0 };
    return seen.current;
  }
  if (s.turns !== turns) {
    s.quarters = (((turns - s.turns) % 4) + 4) % 4;
    s.roomKey++;
    s.turns = turns;
  }
  if (s.ballAt !== ballAt) {
    s.ballFrom = s.ballAt;
    s.ballKey++;
    s.ballAt = ballAt;
  }
  return s;
}

/**
 * The turn seen since the last drawing, always to the left ([002]): three quarters when two turns
 * came between two drawings (the bots at full speed).
 */
const TURN_WORDS = ['', 'turned a quarter left', 'turned half round', 'turned three quarters left'];

/** The room's own walls: dark as walls, tinted as the room, so a coach sees which walls turn. */
const ROOM_WALL = '#3f2a5e';

function Cue({ x, y, text, kind, k }: { x: number; y: number; text: string; kind: string; k: number }) {
  const w = text.length * 6.4 + 14;
  return (
    <g key={k} class="dungeon-cue" data-testid="dungeon-cue" data-kind={kind}>
      <rect x={x - w / 2} y={y - 9} width={w} height={18} rx={9} fill="#fffbe6" stroke="#5b2a86" />
      <text
        x={x}
        y={y}
        font-size={11}
        font-weight="bold"
        fill="#3b1a5a"
        text-anchor="middle"
        dominant-baseline="central"
      >
        {text}
      </text>
    </g>
  );
}

function Room({ g, d, a, s }: { g: Game; d: Dungeon; a: Area; s: Seen }) {
  const turns = g.roomTurns ?? 0;
  const walls = roomWallsNow(g, d);
  const cx = (a.x + a.w / 2) * CELL;
  const cy = (a.y + a.h / 2) * CELL;
  // The walls stand where they are now; the animation swings them there from where they were
  // (a left turn is anticlockwise: they start that many quarters clockwise of here).
  const style = {
    transformOrigin: `${cx}px ${cy}px`,
    transformBox: 'view-box',
    '--turn-from': `${s.quarters * 90}deg`,
  };
  return (
    <>
      <g
        key={`room-${s.roomKey}`}
        class={s.roomKey > 0 ? 'room turning' : 'room'}
        data-testid="rotating-room"
        data-turns={turns}
        data-turned={s.roomKey}
        style={style}
      >
        {walls.map((sq) => (
          <rect
            key={sq}
            class="sq wall"
            x={(sq % d.width) * CELL}
            y={Math.floor(sq / d.width) * CELL}
            width={CELL}
            height={CELL}
            fill={ROOM_WALL}
            stroke={WALL}
          />
        ))}
      </g>
      {s.roomKey > 0 && s.quarters > 0 && (
        <Cue
          x={cx}
          y={(a.y + a.h) * CELL - 12}
          text={`↻ ${TURN_WORDS[s.quarters]}`}
          kind="room"
          k={s.roomKey}
        />
      )}
    </>
  );
}

function StoneBall({ g, d, ball, s }: { g: Game; d: Dungeon; ball: number[]; s: Seen }) {
  const nw = ball[0];
  const x = (nw % d.width) * CELL;
  const y = Math.floor(nw / d.width) * CELL;
  const trail = s.ballFrom >= 0 && s.ballKey > 0 ? box(d, s.ballFrom, nw) : null;
  // Net squares between the two places (it may have turned back at an end: the log says all).
  const rows = trail
    ? Math.abs(sqX(g, nw) - sqX(g, s.ballFrom)) + Math.abs(sqY(g, nw) - sqY(g, s.ballFrom))
    : 0;
  return (
    <>
      {trail && <rect key={`trail-${s.ballKey}`} class="stone-trail" {...trail} rx={CELL} fill="#8e1f14" />}
      <g
        class="stone-ball"
        data-testid="stone-ball"
        data-at={`${sqX(g, nw)}-${sqY(g, nw)}`}
        data-rolled={s.ballKey}
        style={{ transform: `translate(${x}px, ${y}px)` }}
      >
        <circle
          cx={2 * CELL}
          cy={2 * CELL}
          r={2 * CELL - 2}
          fill="#9c8a6a"
          stroke="#4a3f2c"
          stroke-width={3}
        />
        <path
          d={`M${CELL * 0.9} ${CELL * 1.2}q${CELL * 1.1} ${CELL * 0.9} ${CELL * 2.2} 0M${CELL * 1.2} ${CELL * 2.6}q${CELL * 0.8} ${CELL * 0.5} ${CELL * 1.6} 0`}
          fill="none"
          stroke="#4a3f2c"
          stroke-width={2}
          opacity={0.5}
        />
      </g>
      {trail && rows > 0 && (
        <Cue
          x={x + 2 * CELL}
          y={y - 10 < 10 ? y + 4 * CELL + 10 : y - 10}
          text={`◍ rolled ${rows} square${rows > 1 ? 's' : ''} ${way(g, s.ballFrom, nw)}`}
          kind="stoneBall"
          k={s.ballKey}
        />
      )}
    </>
  );
}

function way(g: Game, from: number, to: number): string {
  const dy = sqY(g, to) - sqY(g, from);
  const dx = sqX(g, to) - sqX(g, from);
  return dy > 0 ? 'south' : dy < 0 ? 'north' : dx > 0 ? 'east' : 'west';
}

/** The box from one north-west square to another, 4x4 squares each: the trail the ball rolled. */
function box(d: Dungeon, a: number, b: number) {
  const x0 = Math.min(a % d.width, b % d.width);
  const y0 = Math.min(Math.floor(a / d.width), Math.floor(b / d.width));
  const x1 = Math.max(a % d.width, b % d.width) + 4;
  const y1 = Math.max(Math.floor(a / d.width), Math.floor(b / d.width)) + 4;
  return { x: x0 * CELL, y: y0 * CELL, width: (x1 - x0) * CELL, height: (y1 - y0) * CELL };
}

export function Moving({ g, d }: { g: Game; d: Dungeon }) {
  const room = roomArea(d);
  const ball = stoneBallSquares(g, d);
  const s = useChanges(g.roomTurns ?? 0, ball.length > 0 ? ball[0] : -1);
  if (!room && ball.length === 0) return null;
  return (
    <g class="moving" pointer-events="none">
      {room && <Room g={g} d={d} a={room} s={s} />}
      {ball.length > 0 && <StoneBall g={g} d={d} ball={ball} s={s} />}
    </g>
  );
}
