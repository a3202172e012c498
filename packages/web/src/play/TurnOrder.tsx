/**
 * The order of play of a many-team game, always in view (the top bar, and the screen passed
 * between coaches): each team's chip in the order the roll-off gave, the team on turn marked, a
 * team out of the game struck through. Read from the state: `game.turn.order` and `index`.
 */
import type { Game } from '@dungeonbowl/engine';
import { ink, teamColour, teamMark } from '../colours.ts';
import { teamName } from '../names.ts';
import { teamOut } from '../panel/roster.ts';

/** Whose team turn it is (-1 in the pre-game). */
export const activeTeam = (g: Game) => (g.turn.index >= 0 ? (g.turn.order[g.turn.index] ?? -1) : -1);

/** A team's chip for a crowded game: its side's number, then its name. */
export function MarkChip({ g, team, short }: { g: Game; team: number; short?: boolean }) {
  const c = teamColour(team);
  const name = teamName(g, team);
  return (
    <span class="chip mark-chip" style={{ background: c, color: ink(c) }} title={name}>
      <span class="mark">{teamMark(team)}</span>
      {short ? '' : ` ${name}`}
    </span>
  );
}

export function TurnOrder({
  g,
  decider,
  testid = 'turn-order',
}: {
  g: Game;
  decider: number | null;
  testid?: string;
}) {
  const active = activeTeam(g);
  // Before the roll-off there is no order yet: the teams in seat order.
  const order = g.turn.order.length > 0 ? g.turn.order : g.teams.map((_, i) => i);
  return (
    <span class="turn-order-box" data-testid={testid === 'turn-order' ? 'turn-now' : `${testid}-now`}>
      <span class="turn-now">
        {active >= 0 ? `Turn ${g.turn.number}:` : 'Pre-game:'}{' '}
        {(active >= 0 || (decider ?? -1) >= 0) && <MarkChip g={g} team={active >= 0 ? active : decider!} />}
      </span>
      <ol class="turn-order" data-testid={testid} aria-label="Order of play">
        {order.map((t) => {
          const out = teamOut(g, t);
          const on = t === active;
          return (
            <li
              key={t}
              data-testid={`${testid}-${t}`}
              data-active={on ? 'true' : undefined}
              data-out={out ? 'true' : undefined}
              class={`${on ? 'on' : ''}${out ? ' out' : ''}`}
              title={`${teamName(g, t)}${on ? ': on turn' : ''}${out ? ': out of the game' : ''}`}
            >
              <MarkChip g={g} team={t} short />
            </li>
          );
        })}
      </ol>
    </span>
  );
}
