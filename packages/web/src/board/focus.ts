/**
 * Where the board's viewport goes when a person's decision starts (board/Viewport.tsx): the
 * coach's own area, so a dungeon larger than the screen opens on it and follows it. Deployment:
 * the squares the players may be put on (its end zone); the start of its turn: its players; an
 * activation (and what it asks for: a block's dice, a push...): the acting player. Each area once
 * (the key), and only when it is not in sight already: the view never fights a coach who pans.
 */
import { type Decision, type Game, maxOf, minOf } from '@dungeonbowl/engine';

export interface Focus {
  /** The same key is never followed twice. */
  key: string;
  squares: number[];
}

const ON_PITCH = new Set(['standing', 'prone', 'stunned']);

/** The area of a person's decision (`marked`: the squares shaded on the board), or null. */
export function focusOf(g: Game, d: Decision | null, marked: Iterable<number>): Focus | null {
  if (!d) return null;
  const at = `${d.team}|${g.turn.number}`;
  const player = d.player ?? d.activation?.player;
  if (d.kind === 'deploy') return { key: `${at}|deploy`, squares: [...marked] };
  if (player !== undefined && d.kind !== 'teamTurn') {
    const p = g.players[player];
    return p && p.sq >= 0 ? { key: `${at}|player ${player}`, squares: [p.sq] } : null;
  }
  if (d.kind !== 'teamTurn') return null;
  const own = g.players.filter((p) => p.team === d.team && ON_PITCH.has(p.status) && p.sq >= 0);
  const squares = own.length > 0 ? own.map((p) => p.sq) : [...marked];
  return { key: `${at}|turn`, squares };
}

interface Span {
  /** Where the sheet's first pixel is, in the box's scrolled content (px). */
  origin: number;
  /** The box's size and its scroll position now and at most (px). */
  size: number;
  scroll: number;
  max: number;
}

/** The scroll that brings [lo, hi] (content px) in sight moving least, or centres it when larger. */
function scrollFor(lo: number, hi: number, s: Span): number {
  const want = hi - lo <= s.size ? Math.min(Math.max(s.scroll, hi - s.size), lo) : (lo + hi - s.size) / 2;
  return Math.round(Math.min(Math.max(want, 0), s.max));
}

/**
 * The scroll position (left, top) that shows the squares (of a dungeon `width` squares wide, each
 * `cell` px), or null when it would show no more of them than the view does now.
 */
export function focusScroll(
  squares: readonly number[],
  width: number,
  cell: number,
  x: Span,
  y: Span,
): { left: number; top: number } | null {
  if (squares.length === 0) return null;
  const cols = squares.map((sq) => x.origin + (sq % width) * cell);
  const rows = squares.map((sq) => y.origin + Math.floor(sq / width) * cell);
  // A square of margin round the area, so it is not left at the very edge.
  const left = scrollFor(minOf(cols) - cell, maxOf(cols) + 2 * cell, x);
  const top = scrollFor(minOf(rows) - cell, maxOf(rows) + 2 * cell, y);
  const seen = (l: number, t: number) =>
    cols.filter((c, i) => c >= l && c + cell <= l + x.size && rows[i] >= t && rows[i] + cell <= t + y.size)
      .length;
  return seen(left, top) > seen(x.scroll, y.scroll) ? { left, top } : null;
}
