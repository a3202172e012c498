/**
 * Chests (closed or opened), numbered portals (teleporters), trap counters and markers (face
 * down or revealed), and the ball when it lies on the floor.
 */
import type { Game } from '@dungeonbowl/engine';

type TrapCounter = Game['traps'][number];

import { teamColour, teamMark } from '../colours.ts';
import { sqX, sqY, teamName, trapWord } from '../names.ts';
import { CELL } from './Floor.tsx';

const at = (g: Game, sq: number) => [(sq % g.width) * CELL, Math.floor(sq / g.width) * CELL] as const;

export function Chest({ x, y, open }: { x: number; y: number; open: boolean }) {
  const c = CELL;
  return (
    <g class={open ? 'chest open' : 'chest'} pointer-events="none">
      <rect
        x={x + c * 0.15}
        y={y + c * 0.3}
        width={c * 0.7}
        height={c * 0.5}
        rx={c * 0.08}
        fill={open ? '#8a7a5a' : '#c8961e'}
        stroke="#5c3d00"
        stroke-width={2}
      />
      {open ? (
        <path
          d={`M${x + c * 0.15} ${y + c * 0.3}l${c * 0.1} ${-c * 0.2}h${c * 0.5}l${c * 0.1} ${c * 0.2}`}
          fill="#5c3d00"
        />
      ) : (
        <path d={`M${x + c * 0.15} ${y + c * 0.5}h${c * 0.7}`} stroke="#5c3d00" stroke-width={2} />
      )}
    </g>
  );
}

export function Portal({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g class="portal" pointer-events="none">
      <circle
        cx={x + CELL / 2}
        cy={y + CELL / 2}
        r={CELL * 0.42}
        fill="#e7d9f5"
        stroke="#6a3d9a"
        stroke-width={3}
      />
      <text
        x={x + CELL / 2}
        y={y + CELL / 2}
        font-size={17}
        font-weight="bold"
        fill="#3f1d66"
        text-anchor="middle"
        dominant-baseline="central"
      >
        {n}
      </text>
    </g>
  );
}

export function BallMark({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g class="ball" pointer-events="none">
      <circle cx={cx} cy={cy} r={r + 1.5} fill="#111" />
      <ellipse cx={cx} cy={cy} rx={r} ry={r * 0.72} fill="#a0522d" stroke="#fff" stroke-width={1.5} />
      <path d={`M${cx - r * 0.5} ${cy}h${r}`} stroke="#fff" stroke-width={1.2} />
    </g>
  );
}

export function Items({ g }: { g: Game }) {
  return (
    <g class="items">
      {g.portals.map((p) => {
        const [x, y] = at(g, p.sq);
        return <Portal key={`p${p.sq}`} x={x} y={y} n={p.number} />;
      })}
      {g.chests.map((c) => {
        const [x, y] = at(g, c.sq);
        return <Chest key={`c${c.sq}`} x={x} y={y} open={c.open} />;
      })}
    </g>
  );
}

/** The ball on the floor (a carried ball is drawn with its carrier's token). */
export function LooseBall({ g }: { g: Game }) {
  if (g.ball.state !== 'ground' || g.ball.sq < 0) return null;
  const [x, y] = at(g, g.ball.sq);
  return (
    <g data-testid="ball">
      <BallMark cx={x + CELL / 2} cy={y + CELL / 2} r={CELL * 0.27} />
    </g>
  );
}

const PIT_GLYPH = { pit: '●', spikedPit: '▲' } as const;
/** A face-down marker's kind, on its owner's board only ([000]); a blank is never revealed. */
const MARKER_GLYPH = { blank: '○', pit: '●', spikedPit: '▲' } as const;
const MARKER_NAME = { blank: 'a blank', pit: 'a pit', spikedPit: 'a spiked pit' } as const;

/** What a trap counter is, for its tooltip, from what the view holds of it. */
function trapTitle(g: Game, t: TrapCounter): string {
  if (t.kind === 'pit') return 'A pit (revealed)';
  if (t.kind === 'spikedPit') return 'A spiked pit (revealed)';
  if (t.marker) return `Your trap marker, face down: ${MARKER_NAME[t.marker]}`;
  // [000]: everyone sees where another coach's markers lie, not what they are; [003]: only yours.
  if (trapWord(g) === 'trap marker') return `A trap marker of ${teamName(g, t.owner)}, face down`;
  return 'Your trap counter, face down';
}

/**
 * One trap counter. A revealed pit or spiked pit is drawn for everyone (a dark pit with its mark
 * in the corner, where a highlight's chance never goes). A face-down counter is drawn where the
 * view holds it: a dashed outline in its owner's colour (and its side's number among many
 * teams); with a ? when its kind is not known to this board, or its kind's glyph on its owner's
 * board ([000]: ○ blank, ● pit, ▲ spiked pit). Clicks go through to the square.
 */
export function Trap({ g, t }: { g: Game; t: TrapCounter }) {
  const [x, y] = at(g, t.sq);
  const c = CELL;
  const faceDown = t.kind === 'faceDown';
  const colour = teamColour(t.owner);
  const glyph = t.kind !== 'faceDown' ? PIT_GLYPH[t.kind] : t.marker ? MARKER_GLYPH[t.marker] : '?';
  return (
    <g
      class={`trap ${t.kind}`}
      pointer-events="none"
      data-testid="trap"
      data-at={`${sqX(g, t.sq)}-${sqY(g, t.sq)}`}
      data-kind={t.kind}
      data-marker={t.marker}
      data-owner={t.owner}
    >
      <title>{trapTitle(g, t)}</title>
      <rect
        x={x + 3}
        y={y + 3}
        width={c - 6}
        height={c - 6}
        rx={c * 0.3}
        fill={faceDown ? 'none' : '#3b2a14'}
        fill-opacity={faceDown ? undefined : 0.55}
        stroke={faceDown ? colour : '#3b2a14'}
        stroke-width={2.5}
        stroke-dasharray={faceDown ? '4 3' : undefined}
      />
      <text x={x + 8} y={y + 12} font-size={10} font-weight="bold" fill={faceDown ? colour : '#fff'}>
        {glyph}
      </text>
      {faceDown && g.teams.length > 2 && (
        <text x={x + c - 7} y={y + c - 6} font-size={8} font-weight="bold" fill={colour} text-anchor="end">
          {teamMark(t.owner)}
        </text>
      )}
    </g>
  );
}

/** Every trap counter the view holds. */
export function Traps({ g }: { g: Game }) {
  if (g.traps.length === 0) return null;
  return (
    <g class="traps">
      {g.traps.map((t, i) => (
        <Trap key={`t${t.sq}-${t.owner}-${i}`} g={g} t={t} />
      ))}
    </g>
  );
}
