/** Whose turn, the turn number, each team's re-rolls, end zone and dugout. */
import type { Game, Player } from '@dungeonbowl/engine';
import { ink, teamColour } from '../colours.ts';
import { playerName } from '../names.ts';

const DUGOUT: [Player['status'], string][] = [
  ['reserve', 'Reserves'],
  ['ko', "KO'd"],
  ['casualty', 'Casualties'],
  ['sentOff', 'Sent off'],
  ['lost', 'Lost'],
];

export function TeamChip({ team, name }: { team: number; name: string }) {
  const c = teamColour(team);
  return (
    <span class="chip" style={{ background: c, color: ink(c) }}>
      {name}
    </span>
  );
}

function Dugout(props: {
  g: Game;
  team: number;
  selected: number | null;
  clickable: Set<number>;
  onPlayer(id: number): void;
}) {
  const { g, team } = props;
  return (
    <div class="dugout" data-testid={`dugout-${team}`}>
      {DUGOUT.map(([status, label]) => {
        const list = g.players.filter((p) => p.team === team && p.status === status);
        if (list.length === 0) return null;
        return (
          <div key={status} class="dugout-row">
            <span class="dugout-label">
              {label} ({list.length}):
            </span>
            {list.map((p) => (
              <button
                type="button"
                key={p.id}
                class={`dugout-player${props.selected === p.id ? ' selected' : ''}`}
                data-testid={`dugout-player-${p.id}`}
                disabled={!props.clickable.has(p.id)}
                title={p.casualty ? `${playerName(g, p.id)}: ${p.casualty}` : playerName(g, p.id)}
                onClick={() => props.onPlayer(p.id)}
              >
                {playerName(g, p.id)}
              </button>
            ))}
          </div>
        );
      })}
    </div>
  );
}

export interface StatusProps {
  g: Game;
  /** Who plays each team: 'person', or a bot's name. */
  seats: readonly string[];
  decider: number | null;
  selected: number | null;
  clickable: Set<number>;
  onPlayer(id: number): void;
}

export function Status({ g, seats, decider, selected, clickable, onPlayer }: StatusProps) {
  const active = g.turn.index >= 0 ? g.turn.order[g.turn.index] : -1;
  return (
    <section class="status" data-testid="status">
      <div class="turn-info" data-testid="turn-info">
        {active >= 0 ? (
          <>
            Turn {g.turn.number}: <TeamChip team={active} name={g.teams[active].name} />
          </>
        ) : (
          'Pre-game'
        )}
        {decider !== null && decider !== active && (
          <span class="decider">
            {' '}
            · deciding: <TeamChip team={decider} name={g.teams[decider].name} />
          </span>
        )}
      </div>
      {g.teams.map((t, i) => (
        <div key={i} class={`team${i === active ? ' active' : ''}`} data-testid={`team-${i}`}>
          <div class="team-head">
            <TeamChip team={i} name={t.name} />
            <span class="seat">{seats[i] === 'person' ? 'person' : `bot (${seats[i]})`}</span>
            <span data-testid={`rerolls-${i}`}>Re-rolls: {t.rerolls}</span>
            {t.endZone && <span>End zone {t.endZone}</span>}
            {t.wizard && <span>{t.spellCast ? 'spell cast' : 'wizard ready'}</span>}
          </div>
          <Dugout g={g} team={i} selected={selected} clickable={clickable} onPlayer={onPlayer} />
        </div>
      ))}
    </section>
  );
}
