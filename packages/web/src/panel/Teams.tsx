/**
 * The side panel of a many-team game ([000]: up to 16 teams of four): a row per team in the order
 * of play, the team on turn first marked, each player a small button with its state (standing,
 * down, in a pit, out, dead; a glyph as well as a colour) and its injury ladder step when the
 * engine gives one; a team out of the game says so. A player the coach may pick (a reserve to
 * deploy, a player to act) is picked here as on the board.
 */
import type { Game, Player } from '@dungeonbowl/engine';
import { playerName, positionAbbrev } from '../names.ts';
import { activeTeam, MarkChip } from '../play/TurnOrder.tsx';
import { ladderStep, rosterState, STATE_GLYPHS, stateWords, teamOut } from './roster.ts';
import { Status, type StatusProps } from './Status.tsx';

function PlayerPill(props: {
  g: Game;
  p: Player;
  selected: boolean;
  clickable: boolean;
  onPlayer(id: number): void;
}) {
  const { g, p } = props;
  const state = rosterState(g, p);
  const step = ladderStep(p);
  const words = stateWords(g, p);
  return (
    <button
      type="button"
      class={`pill st-${state}${props.selected ? ' selected' : ''}`}
      data-testid={`roster-player-${p.id}`}
      data-state={state}
      data-ladder={step ?? undefined}
      disabled={!props.clickable}
      title={`${playerName(g, p.id)}: ${words}${p.casualty && state !== 'dead' ? ` (${p.casualty})` : ''}`}
      aria-label={`${playerName(g, p.id)}: ${words}`}
      onClick={() => props.onPlayer(p.id)}
    >
      <span class="glyph">{STATE_GLYPHS[state]}</span>#{p.number} {positionAbbrev(g, p)}
      {step && step !== 'normal' && step !== 'dead' && (
        <span class="ladder">{step === 'hurt' ? 'H' : 'C'}</span>
      )}
    </button>
  );
}

function seatWords(k: string | undefined): string {
  return k === 'person' ? 'person' : `bot (${k ?? '?'})`;
}

export function TeamsPanel({ g, seats, decider, selected, clickable, onPlayer }: StatusProps) {
  const active = activeTeam(g);
  const order = g.turn.order.length > 0 ? g.turn.order : g.teams.map((_, i) => i);
  const score = g.score ?? [];
  return (
    <section class="status compact" data-testid="status">
      <div class="turn-info" data-testid="turn-info">
        {active >= 0 ? (
          <>
            Turn {g.turn.number}: <MarkChip g={g} team={active} />
          </>
        ) : (
          'Pre-game'
        )}
        {decider !== null && decider !== active && (
          <span class="decider">
            {' '}
            · deciding: <MarkChip g={g} team={decider} />
          </span>
        )}
      </div>
      {order.map((t) => {
        const out = teamOut(g, t);
        return (
          <div
            key={t}
            class={`team${t === active ? ' active' : ''}${out ? ' out' : ''}`}
            data-testid={`team-${t}`}
            data-out={out ? 'true' : undefined}
          >
            <div class="team-head">
              <MarkChip g={g} team={t} />
              <span class="seat">{seatWords(seats[t])}</span>
              {(score[t] ?? 0) > 0 && <span data-testid={`team-score-${t}`}>TD {score[t]}</span>}
              {out && <strong class="out-badge">out of the game</strong>}
            </div>
            <div class="pills" data-testid={`roster-${t}`}>
              {g.players
                .filter((p) => p.team === t)
                .map((p) => (
                  <PlayerPill
                    key={p.id}
                    g={g}
                    p={p}
                    selected={selected === p.id}
                    clickable={clickable.has(p.id)}
                    onPlayer={onPlayer}
                  />
                ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** The teams beside the board: the compact panel with more than two (up to 16), else the full one. */
export function TeamsSide(props: StatusProps) {
  return props.g.teams.length > 2 ? <TeamsPanel {...props} /> : <Status {...props} />;
}
