/**
 * A player's card (the text from card.ts): the selected player's in the side panel, and the
 * player hovered on the board or in the team lists (long-pressed on a touch screen) floating in a
 * corner of the board's area.
 */
import type { Game } from '@dungeonbowl/engine';
import type { Ref } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { teamColour, teamMark } from '../colours.ts';
import { type PlayerCardText, playerCard } from './card.ts';
import './card.css';

function Skills({ card }: { card: PlayerCardText }) {
  if (card.skills.length === 0)
    return (
      <div class="skills" data-testid="profile-skills">
        No skills
      </div>
    );
  return (
    <div class="skills" data-testid="profile-skills" data-lost={card.skillsLost ? 'true' : undefined}>
      {card.skillsLost && <div class="lost">No skills: lost when hurt, for the rest of the game</div>}
      <dl class={card.skillsLost ? 'skill-list lost' : 'skill-list'}>
        {card.skills.map((s) => (
          <div key={s.id} class="skill" data-testid={`card-skill-${s.id.split(':')[0]}`}>
            <dt>{s.name}</dt>
            {s.text && <dd>{s.text}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}

function Stats({ card }: { card: PlayerCardText }) {
  return (
    <table class="stats">
      <thead>
        <tr>
          {card.stats.map((s) => (
            <th key={s.label}>{s.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {card.stats.map((s) => (
            <td key={s.label}>{s.value}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

interface CardProps {
  card: PlayerCardText;
  testid: string;
  class?: string;
  style?: Record<string, string>;
  onClose?(): void;
  cardRef?: Ref<HTMLElement>;
}

function Card({ card, testid, class: cls, style, onClose, cardRef }: CardProps) {
  const colour = teamColour(card.team);
  return (
    <section
      ref={cardRef}
      class={`profile player-card${cls ? ` ${cls}` : ''}`}
      data-testid={testid}
      data-player={card.id}
      style={{ borderColor: colour, ...style }}
    >
      <div class="card-head">
        <span class="card-chip" style={{ background: colour }} aria-hidden="true">
          {teamMark(card.team)}
        </span>
        <strong data-testid="card-title">{card.title}</strong>
        {card.ownName && <em>{card.ownName}</em>}
        {onClose && (
          <button type="button" class="card-close" data-testid="card-close" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <div class="muted" data-testid="card-team">
        {card.position} · {card.teamName}
      </div>
      <div class="card-state" data-testid="card-state">
        {[card.state, ...card.notes].join(' · ')}
      </div>
      {card.ladder && (
        <div class="ladder-step" data-testid="profile-ladder" data-ladder={card.ladder.step}>
          Injuries: {card.ladder.words}
        </div>
      )}
      <Stats card={card} />
      <Skills card={card} />
    </section>
  );
}

/**
 * The card in the side panel: the selected (or, in the replay, hovered) player's. It is `profile`
 * unless a hovered player's card floats beside it (`hovering`): it is then `selected-card`, and
 * stays where it is, so nothing in the panel moves under the pointer.
 */
export function PlayerCard({ g, player, hovering }: { g: Game; player: number | null; hovering?: boolean }) {
  const card = player === null ? null : playerCard(g, player);
  if (!card)
    return (
      <section class="profile empty">Hover over a player (or press and hold it) to see its card.</section>
    );
  return <Card card={card} testid={hovering ? 'selected-card' : 'profile'} />;
}

/** What a hovered player's card keeps clear of: its button in a team list under the pointer, else its token. */
function anchorOf(id: number): Element | null {
  const sel = [`dugout-player-${id}`, `roster-player-${id}`, `player-${id}`]
    .map((t) => `[data-testid="${t}"]`)
    .join(', ');
  const all = [...document.querySelectorAll(sel)];
  return all.find((e) => e.matches(':hover')) ?? all.find((e) => e.matches('g.token')) ?? all[0] ?? null;
}

const GAP = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * What the card must not cover, worst first: the hovered token or button (under the pointer), the
 * selected player and the squares it may go to (the board's shaded squares).
 */
function keepClear(anchor: Element | null, selected: number | null): { box: Box; weight: number }[] {
  const out: { box: Box; weight: number }[] = [];
  if (anchor) out.push({ box: anchor.getBoundingClientRect(), weight: 100 });
  const sel = selected === null ? null : document.querySelector(`[data-testid="player-${selected}"]`);
  if (sel) out.push({ box: sel.getBoundingClientRect(), weight: 10 });
  for (const m of document.querySelectorAll('[data-testid="board"] .marks .mark'))
    out.push({ box: m.getBoundingClientRect(), weight: 1 });
  return out;
}

/**
 * Where the card goes: a corner of the board's area (never over the side panel's odds and
 * buttons), the one covering least of what it must keep clear of, then the farthest from the
 * hovered token or button. Without a board on the screen: the window's top right corner.
 */
function placeInCorner(el: HTMLElement, anchor: Element | null, selected: number | null) {
  const area = document.querySelector('[data-testid="board-viewport"]')?.getBoundingClientRect();
  if (!area)
    return { x: window.innerWidth - el.offsetWidth - GAP, y: GAP, maxH: window.innerHeight - 2 * GAP };
  const w = el.offsetWidth;
  const h = Math.min(el.offsetHeight, area.height - 2 * GAP);
  const xs = [area.left + GAP, Math.max(area.left + GAP, area.right - w - GAP)];
  const ys = [area.top + GAP, Math.max(area.top + GAP, area.bottom - h - GAP)];
  const clear = keepClear(anchor, selected);
  const a = anchor?.getBoundingClientRect();
  const score = ({ x, y }: { x: number; y: number }) => {
    const box = { left: x, top: y, right: x + w, bottom: y + h };
    const covered = clear.reduce((sum, c) => sum + c.weight * overlap(box, c.box), 0);
    const away = a ? Math.hypot(x + w / 2 - (a.left + a.right) / 2, y + h / 2 - (a.top + a.bottom) / 2) : 0;
    return covered * 1000 - away;
  };
  const corners = xs.flatMap((x) => ys.map((y) => ({ x, y })));
  const best = corners.reduce((b, c) => (score(c) < score(b) ? c : b));
  return { ...best, maxH: area.height - 2 * GAP };
}

/**
 * The hovered (or long-pressed) player's card, floating in a corner of the board's area, clear of
 * the pointer, of the selected player's reach and of the side panel; never moving what is under
 * the pointer. It takes no pointer events but its close button's (shown on touch screens: card.css).
 */
export function HoverCard(props: { g: Game; player: number; selected: number | null; onClose(): void }) {
  const { g, player, selected, onClose } = props;
  const ref = useRef<HTMLElement>(null);
  const [at, setAt] = useState<{ x: number; y: number; maxH: number } | null>(null);
  useLayoutEffect(() => {
    if (ref.current) setAt(placeInCorner(ref.current, anchorOf(player), selected));
  }, [player, g, selected]);
  const card = playerCard(g, player);
  if (!card) return null;
  const style: Record<string, string> = at
    ? {
        '--card-x': `${Math.round(at.x)}px`,
        '--card-y': `${Math.round(at.y)}px`,
        '--card-max-h': `${Math.round(at.maxH)}px`,
      }
    : { visibility: 'hidden' };
  return <Card card={card} testid="profile" class="floating" style={style} onClose={onClose} cardRef={ref} />;
}
