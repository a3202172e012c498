/**
 * What a click would do, drawn over the board before it is done: a move's path (a line with a
 * dot on each square, the dice marked where they are rolled: "D4+" a dodge, "R2+" a rush, "P3+" a
 * pick-up, "S4+" standing up), a block's or a pass's line to its target with a tag ("2 dice, you
 * pick"), and the spot outlined: dashed while hovered, solid once clicked (armed: a second click
 * confirms). It takes no clicks; it listens to the pointer on the board for the hover.
 */
import type { Game } from '@dungeonbowl/engine';
import { useEffect, useRef } from 'preact/hooks';
import { type Choice, pathDiceMarks } from '../choices.ts';
import type { Spot } from '../play/clicks.ts';
import { CELL } from './Floor.tsx';
import './preview.css';

export interface PreviewProps {
  g: Game;
  /** The spot previewed and its one choice (null: nothing previewed). */
  spot: Spot | null;
  choice: Choice | null;
  /** Clicked once: the next click on the spot confirms. */
  armed: boolean;
  /** The decision asks for two clicks (play/clicks.ts `confirmsTwice`): for the tests and the eye. */
  twoClicks: boolean;
  /** The spot under the mouse (a touch has no hover: its first tap arms instead). */
  onHover(spot: Spot | null): void;
}

const centre = (g: Game, sq: number) => ({
  x: ((sq % g.width) + 0.5) * CELL,
  y: (Math.floor(sq / g.width) + 0.5) * CELL,
});

/** The spot under a pointer event: a player's token first, else the square. */
function spotOf(e: Event): Spot | null {
  const el = e.target as Element | null;
  const p = el?.closest?.('[data-player]');
  if (p) return `p${p.getAttribute('data-player')}`;
  const s = el?.closest?.('[data-sq]');
  return s ? `s${s.getAttribute('data-sq')}` : null;
}

/** Follows the mouse over the board that holds `ref` (pointer events of a mouse only). */
function useHover(ref: { current: SVGGElement | null }, onHover: (s: Spot | null) => void): void {
  const cb = useRef(onHover);
  cb.current = onHover;
  useEffect(() => {
    const svg = ref.current?.ownerSVGElement;
    if (!svg) return;
    let last: Spot | null = null;
    const tell = (s: Spot | null) => {
      if (s === last) return;
      last = s;
      cb.current(s);
    };
    const over = (e: PointerEvent) => e.pointerType === 'mouse' && tell(spotOf(e));
    const leave = () => tell(null);
    svg.addEventListener('pointerover', over);
    svg.addEventListener('pointerleave', leave);
    return () => {
      svg.removeEventListener('pointerover', over);
      svg.removeEventListener('pointerleave', leave);
    };
  }, []);
}

function Outline({ g, sq, armed }: { g: Game; sq: number; armed: boolean }) {
  const x = (sq % g.width) * CELL;
  const y = Math.floor(sq / g.width) * CELL;
  return (
    <rect
      class={armed ? 'preview-spot armed' : 'preview-spot'}
      x={x + 1.5}
      y={y + 1.5}
      width={CELL - 3}
      height={CELL - 3}
      rx={5}
    />
  );
}

/** A small label with a dark backing, centred on (x, y). */
function Tag({ x, y, text, testid }: { x: number; y: number; text: string; testid?: string }) {
  const w = Math.max(CELL - 4, text.length * 6.6 + 8);
  return (
    <g class="preview-tag" data-testid={testid}>
      <rect x={x - w / 2} y={y - 8} width={w} height={16} rx={4} />
      <text x={x} y={y + 4} text-anchor="middle">
        {text}
      </text>
    </g>
  );
}

function PathLine({ g, choice }: { g: Game; choice: Choice }) {
  const shape = choice.path!;
  const from = g.players[shape.player].sq;
  const pts = [from, ...shape.squares].map((sq) => centre(g, sq));
  const dice = pathDiceMarks(g, shape);
  const bySq = new Map<number, string[]>();
  for (const d of dice) bySq.set(d.sq, [...(bySq.get(d.sq) ?? []), d.short]);
  return (
    <g data-testid="preview-path" data-steps={shape.squares.length}>
      <polyline class="preview-line" points={pts.map((p) => `${p.x},${p.y}`).join(' ')} />
      {pts.slice(1).map((p, i) => (
        <circle key={shape.squares[i]} class="preview-dot" cx={p.x} cy={p.y} r={4} />
      ))}
      {[...bySq].map(([sq, marks]) => {
        const c = centre(g, sq);
        return (
          <Tag
            key={sq}
            x={c.x}
            y={c.y - CELL / 2 + 9}
            text={marks.join(' ')}
            testid={`preview-die-${sq % g.width}-${Math.floor(sq / g.width)}`}
          />
        );
      })}
    </g>
  );
}

function AimLine({ g, choice }: { g: Game; choice: Choice }) {
  const { from, to } = choice.aim!;
  if (from < 0 || to < 0) return null;
  const a = centre(g, from);
  const b = centre(g, to);
  return (
    <g data-testid="preview-aim">
      <line class="preview-line" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      {choice.tag && <Tag x={b.x} y={b.y - CELL / 2 - 4} text={choice.tag} testid="preview-tag" />}
    </g>
  );
}

/** The square a spot stands for: its own, or the square of the player on it. */
function spotSquare(g: Game, spot: Spot): number {
  const n = Number(spot.slice(1));
  return spot[0] === 's' ? n : (g.players[n]?.sq ?? -1);
}

export function Preview({ g, spot, choice, armed, twoClicks, onHover }: PreviewProps) {
  const ref = useRef<SVGGElement>(null);
  useHover(ref, onHover);
  const sq = spot ? spotSquare(g, spot) : -1;
  return (
    <g
      ref={ref}
      class="preview"
      data-testid="preview-layer"
      data-confirm={twoClicks ? 'two' : 'one'}
      pointer-events="none"
    >
      {choice && sq >= 0 && (
        <g
          data-testid="preview"
          data-armed={armed ? 'true' : 'false'}
          data-x={sq % g.width}
          data-y={Math.floor(sq / g.width)}
          data-key={choice.key}
          data-spot={spot ?? undefined}
        >
          <Outline g={g} sq={sq} armed={armed} />
          {choice.path && <PathLine g={g} choice={choice} />}
          {choice.aim && <AimLine g={g} choice={choice} />}
        </g>
      )}
    </g>
  );
}
