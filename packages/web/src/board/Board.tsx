/**
 * The board: the dungeon as SVG with its items, highlights and players. One click handler for the
 * whole picture finds the player or square clicked (data attributes), so a thousand squares need
 * no handler each.
 */
import { dungeonOf, END_ZONE_LETTERS, type Game } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import type { Mark } from '../choices.ts';
import { NEUTRAL_ZONE, teamColour } from '../colours.ts';
import { CELL, Floor } from './Floor.tsx';
import { Trapdoors } from './Hazards.tsx';
import { Items, LooseBall, Traps } from './Items.tsx';
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

export function Board({ g, marks, tokens, hovered, onSquare, onPlayer, onHover, preview }: BoardProps) {
  const d = dungeonOf(g);
  const click = (e: MouseEvent) => {
    const p = hit(e, 'data-player');
    if (p !== null) return onPlayer?.(p, e);
    const sq = hit(e, 'data-sq');
    if (sq !== null) onSquare?.(sq, e);
  };
  const over = (e: PointerEvent) => onHover?.(hit(e, 'data-player'));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the side panel lists every legal action for keyboard users
    <svg
      class="board"
      data-testid="board"
      viewBox={`0 0 ${d.width * CELL} ${d.height * CELL}`}
      onClick={click}
      onPointerOver={over}
      onPointerLeave={() => onHover?.(null)}
      preserveAspectRatio="xMidYMin meet"
      role="img"
      aria-label={`The dungeon: ${d.name}`}
    >
      <Floor d={d} zoneFill={zoneFills(g)} />
      <Trapdoors g={g} />
      <Moving g={g} d={d} />
      <Marks g={g} marks={marks} />
      <Traps g={g} />
      <Items g={g} />
      <TackleZone g={g} d={d} player={hovered} />
      <LooseBall g={g} />
      <Tokens g={g} marks={tokens} />
      {preview}
    </svg>
  );
}
