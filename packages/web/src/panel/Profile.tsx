/** A player's profile: characteristics and skills, shown for the hovered or selected player. */
import { dungeonOf, type Game, skillDisplayName } from '@dungeonbowl/engine';
import { isPitSquare } from '../board/hazards.ts';
import { teamColour } from '../colours.ts';
import { playerName, positionName, teamName } from '../names.ts';
import { words } from '../words.ts';

export function Profile({ g, player }: { g: Game; player: number | null }) {
  if (player === null || !g.players[player])
    return <section class="profile empty">Hover over a player to see its profile.</section>;
  const p = g.players[player];
  const carrier = g.ball.state === 'carried' && g.ball.carrier === p.id;
  return (
    <section class="profile" data-testid="profile" style={{ borderColor: teamColour(p.team) }}>
      <div class="profile-head">
        <strong>{playerName(g, p.id)}</strong> {p.name && p.name !== playerName(g, p.id) && <em>{p.name}</em>}
        <div class="muted">
          {positionName(g, p)} · {teamName(g, p.team)} · {words(p.status)}
          {p.sq >= 0 && isPitSquare(g, dungeonOf(g), p.sq) ? ' · in a pit (climbs out on a 6)' : ''}
          {carrier ? ' · has the ball' : ''}
          {p.activated ? ' · activated' : ''}
        </div>
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
      <div class="skills">{p.skills.length ? p.skills.map(skillDisplayName).join(', ') : 'No skills'}</div>
    </section>
  );
}
