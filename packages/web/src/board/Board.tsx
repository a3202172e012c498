/**
 * The board: the dungeon as SVG with its items, highlights and players. One click handler for the
 * whole picture finds the player or square clicked (data attributes), so a thousand squares need
 * no handler each. A mouse hovering a player, or a finger pressing one for half a second, shows
 * its profile (`onHover`); the zoom and pan are the viewport's (Viewport.tsx).
 */
import { dungeonOf, END_ZONE_LETTERS, type Game } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Mark } from '../choices.ts';
import { NEUTRAL_ZONE, teamColour } from '../colours.ts';
import type { Spots } from '../log-spots.ts';
import { CELL, Floor } from './Floor.tsx';
import { Trapdoors } from './Hazards.tsx';
import { Items, LooseBall, Traps } from './Items.tsx';
import { LogFocus } from './LogFocus.tsx';
import { Moving } from './Moving.tsx';
import { Marks, TackleZone } from './Overlay.tsx';
import { type TokenMarks, Tokens } from './Tokens.tsx';

export interface BoardProps {
  g: Game;
  marks: Map<number, Mark>;
  tokens: TokenMarks;
  hovered: number | null;
  onSquare?(sq: number, e: MouseEvent): void;
  onPlayer?(player: number, e: MouseEvent): void;
  onHover?(player: number | null): void;
  /** What a click would do, drawn over everything (board/Preview.tsx). */
  preview?: ComponentChildren;
  /** The squares and players of the log entry pointed at (board/LogFocus.tsx). */
  focus?: Spots | null;
}

/** End zones take the colour of the team that chose them; unchosen ones stay neutral. */
export function zoneFills(g: Game): string[] {
  return [...END_ZONE_LETTERS].map((z) => {
    const t = g.teams.findIndex((team) => team.endZone === z);
    return t >= 0 ? teamColour(t) : NEUTRAL_ZONE;
  });
}

function hit(e: Event, attr: string): number | null {
  const el = (e.target as Element | null)?.closest?.(`[${attr}]`);
  return el ? Number(el.getAttribute(attr)) : null;
}

/** How long a finger rests on a player before its profile shows (and the press clicks nothing). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this pans the board instead. */
const PRESS_SLOP_PX = 10;

/**
 * A long press on a touch screen: the hover a finger cannot make. A finger's pointer events are
 * otherwise ignored for hovering (its "leave" at lifting would hide the profile at once).
 */
function useLongPress(onHover?: (player: number | null) => void) {
  const timer = useRef(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fingers = useRef(0);
  const fired = useRef(false);
  const cancel = () => {
    window.clearTimeout(timer.current);
    start.current = null;
  };
  const down = (e: PointerEvent) => {
    fired.current = false;
    if (e.pointerType !== 'touch') return;
    fingers.current++;
    cancel();
    // A second finger is a pinch.
    if (fingers.current > 1) return;
    const p = hit(e, 'data-player');
    start.current = { x: e.clientX, y: e.clientY };
    timer.current = window.setTimeout(() => {
      fired.current = true;
      onHover?.(p);
    }, LONG_PRESS_MS);
  };
  const move = (e: PointerEvent) => {
    const s = start.current;
    if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > PRESS_SLOP_PX) cancel();
  };
  const up = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    fingers.current = Math.max(0, fingers.current - 1);
    cancel();
  };
  /** True (once) for the click a long press ends with: it selects nothing. */
  const swallow = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };
  return { down, move, up, swallow, pressed: () => fired.current };
}

/**
 * A player selected from the panel may stand where the zoomed board does not reach: brought into
 * sight (a board that shows it already does not move).
 */
function useSelectedInSight(svg: { current: SVGSVGElement | null }, selected: number | null): void {
  useEffect(() => {
    if (selected === null) return;
    svg.current
      ?.querySelector(`[data-player="${selected}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
}

export function Board({
  g,
  marks,
  tokens,
  hovered,
  onSquare,
  onPlayer,
  onHover,
  preview,
  focus,
}: BoardProps) {
  const d = dungeonOf(g);
  const svg = useRef<SVGSVGElement>(null);
  const press = useLongPress(onHover);
  useSelectedInSight(svg, tokens.selected);
  const click = (e: MouseEvent) => {
    if (press.swallow()) return;
    const p = hit(e, 'data-player');
    if (p !== null) return onPlayer?.(p, e);
    const sq = hit(e, 'data-sq');
    if (sq !== null) onSquare?.(sq, e);
  };
  const over = (e: PointerEvent) => e.pointerType !== 'touch' && onHover?.(hit(e, 'data-player'));
  const leave = (e: PointerEvent) => e.pointerType !== 'touch' && onHover?.(null);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the side panel lists every legal action for keyboard users
    <svg
      ref={svg}
      class="board"
      data-testid="board"
      viewBox={`0 0 ${d.width * CELL} ${d.height * CELL}`}
      onClick={click}
      onPointerOver={over}
      onPointerLeave={leave}
      onPointerDown={press.down}
      onPointerMove={press.move}
      onPointerUp={press.up}
      onPointerCancel={press.up}
      // The browser's own long-press menu would cover the profile.
      onContextMenu={(e) => press.pressed() && e.preventDefault()}
      preserveAspectRatio="xMidYMin meet"
      role="img"
      aria-label={`The dungeon: ${d.name}`}
    >
      <Floor d={d} zoneFill={zoneFills(g)} coords />
      <Trapdoors g={g} />
      <Moving g={g} d={d} />
      <Marks g={g} marks={marks} />
      <Traps g={g} />
      <Items g={g} />
      <TackleZone g={g} d={d} player={hovered} />
      <LooseBall g={g} />
      <Tokens g={g} marks={tokens} />
      <LogFocus g={g} spots={focus ?? null} />
      {preview}
    </svg>
  );
}
