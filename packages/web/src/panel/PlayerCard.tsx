/**
 * A player's card (the text from card.ts): the selected player's in the side panel, and the
 * player hovered on the board or in the team lists (long-pressed on a touch screen) floating
 * beside it.
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

/** What a hovered player's card stands beside: its button in a team list under the pointer, else its token. */
function anchorOf(id: number): Element | null {
  const sel = [`dugout-player-${id}`, `roster-player-${id}`, `player-${id}`]
    .map((t) => `[data-testid="${t}"]`)
    .join(', ');
  const all = [...document.querySelectorAll(sel)];
  return all.find((e) => e.matches(':hover')) ?? all.find((e) => e.matches('g.token')) ?? all[0] ?? null;
}

const GAP = 10;

/** Where the card goes: beside the anchor (right, else left), kept inside the window. */
function placeBeside(el: HTMLElement, anchor: Element | null): { x: number; y: number } {
  const w = el.offsetWidth;
  const h = el.offsetHeight;
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const r = anchor?.getBoundingClientRect();
  if (!r) return { x: vw - w - GAP, y: GAP };
  const right = r.right + GAP;
  const left = r.left - GAP - w;
  const x = right + w <= vw ? right : left >= 0 ? left : Math.max(GAP, vw - w - GAP);
  const y = Math.min(Math.max(GAP, r.top), Math.max(GAP, vh - h - GAP));
  return { x, y };
}

/**
 * The hovered (or long-pressed) player's card, floating beside its token or its button in a team
 * list, never over it and never moving what is under the pointer; on a narrow screen, at the foot
 * of the screen with a button to close it (card.css). It takes no pointer events but its button's.
 */
export function HoverCard({ g, player, onClose }: { g: Game; player: number; onClose(): void }) {
  const ref = useRef<HTMLElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  useLayoutEffect(() => {
    if (ref.current) setAt(placeBeside(ref.current, anchorOf(player)));
  }, [player, g]);
  const card = playerCard(g, player);
  if (!card) return null;
  const style: Record<string, string> = at
    ? { '--card-x': `${Math.round(at.x)}px`, '--card-y': `${Math.round(at.y)}px` }
    : { visibility: 'hidden' };
  return <Card card={card} testid="profile" class="floating" style={style} onClose={onClose} cardRef={ref} />;
}
