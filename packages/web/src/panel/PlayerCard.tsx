/**
 * A player's card (the text from card.ts): shown for the player hovered on the board or in the
 * team lists (long-pressed on a touch screen), else the selected one. On a narrow screen, where
 * the panel lies below the board, a hovered player's card floats at the foot of the screen
 * (`floating`, card.css) with a button to close it.
 */
import { teamColour, teamMark } from '../colours.ts';
import { type PlayerCardText, playerCard } from './card.ts';
import './card.css';
import type { Game } from '@dungeonbowl/engine';

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

export interface PlayerCardProps {
  g: Game;
  player: number | null;
  /** Float over the board on a narrow screen (a hovered or long-pressed player). */
  floating?: boolean;
  onClose?(): void;
}

export function PlayerCard({ g, player, floating, onClose }: PlayerCardProps) {
  const card = player === null ? null : playerCard(g, player);
  if (!card)
    return (
      <section class="profile empty">Hover over a player (or press and hold it) to see its card.</section>
    );
  const colour = teamColour(card.team);
  return (
    <section
      class={`profile player-card${floating ? ' floating' : ''}`}
      data-testid="profile"
      data-player={card.id}
      style={{ borderColor: colour }}
    >
      <div class="card-head">
        <span class="card-chip" style={{ background: colour }} aria-hidden="true">
          {teamMark(card.team)}
        </span>
        <strong data-testid="card-title">{card.title}</strong>
        {card.ownName && <em>{card.ownName}</em>}
        {floating && onClose && (
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
