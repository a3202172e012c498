/**
 * A player's profile: characteristics and skills, shown for the hovered or selected player; its
 * step on [000]'s injury ladder, where the game keeps one. A hurt player has no skills for the
 * rest of the game (the engine's `skillsOf` gives none then, `Player.skillsLost` says why); a
 * crippled one's ST is halved already in `p.st`.
 */
import {
  dungeonOf,
  type Game,
  type Player,
  revealedTrapAt,
  skillDisplayName,
  skillsOf,
} from '@dungeonbowl/engine';
import { isPitSquare } from '../board/hazards.ts';
import { teamColour } from '../colours.ts';
import { playerName, positionName, teamName } from '../names.ts';
import { words } from '../words.ts';
import { LADDER_WORDS, ladderStep } from './roster.ts';

function Skills({ p }: { p: Player }) {
  if (p.skillsLost)
    return (
      <div class="skills" data-testid="profile-skills" data-lost="true">
        No skills: lost when hurt, for the rest of the game
      </div>
    );
  return (
    <div class="skills" data-testid="profile-skills">
      {skillsOf(p).length ? skillsOf(p).map(skillDisplayName).join(', ') : 'No skills'}
    </div>
  );
}

function pitWords(g: Game, p: Player): string {
  if (p.sq < 0) return '';
  if (isPitSquare(g, dungeonOf(g), p.sq)) return ' · in a pit (climbs out on a 6)';
  return revealedTrapAt(g, p.sq) ? ' · in a pit (a revealed trap)' : '';
}

export function Profile({ g, player }: { g: Game; player: number | null }) {
  if (player === null || !g.players[player])
    return <section class="profile empty">Hover over a player to see its profile.</section>;
  const p = g.players[player];
  const carrier = g.ball.state === 'carried' && g.ball.carrier === p.id;
  const step = ladderStep(p);
  return (
    <section class="profile" data-testid="profile" style={{ borderColor: teamColour(p.team) }}>
      <div class="profile-head">
        <strong>{playerName(g, p.id)}</strong> {p.name && p.name !== playerName(g, p.id) && <em>{p.name}</em>}
        <div class="muted">
          {positionName(g, p)} · {teamName(g, p.team)} · {words(p.status)}
          {pitWords(g, p)}
          {carrier ? ' · has the ball' : ''}
          {p.activated ? ' · activated' : ''}
        </div>
        {step && (
          <div class="ladder-step" data-testid="profile-ladder" data-ladder={step}>
            Injuries: {LADDER_WORDS[step]}
          </div>
        )}
      </div>
      <table class="stats">
        <thead>
          <tr>
            <th>MA</th>
            <th>ST</th>
            <th>AG</th>
            <th>PA</th>
            <th>AV</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{p.ma}</td>
            <td>{p.st}</td>
            <td>{p.ag}+</td>
            <td>{p.pa === null ? '-' : `${p.pa}+`}</td>
            <td>{p.av}+</td>
          </tr>
        </tbody>
      </table>
      <Skills p={p} />
    </section>
  );
}
