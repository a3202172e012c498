/**
 * The score and the game clocks above the board: each team's touchdowns, the match clock and the
 * active team's turn clock (a timed ruleset with its clocks on), and the button that pauses them.
 * The clocks redraw themselves a few times a second; the controller keeps the time.
 */
import type { Game } from '@dungeonbowl/engine';
import { useEffect, useReducer } from 'preact/hooks';
import { teamName } from '../names.ts';
import { TeamChip } from '../panel/Status.tsx';
import { clockText } from './clock.ts';
import type { ClockFace } from './types.ts';

/** Each team's touchdowns, in seat order (`score-I`). */
export function Scoreboard({ g }: { g: Game }) {
  const score = g.score ?? g.teams.map(() => 0);
  return (
    <span class="scoreboard" data-testid="scoreboard" title="Score: touchdowns by team">
      {g.teams.map((_, i) => (
        <span key={i} class="score">
          {i > 0 && <span class="score-sep">–</span>}
          <TeamChip team={i} name={teamName(g, i)} />{' '}
          <strong data-testid={`score-${i}`}>{score[i] ?? 0}</strong>
        </span>
      ))}
    </span>
  );
}

/** Under this much turn time the turn clock turns red. */
const LOW_MS = 30_000;

/** The clocks; `onPause` where the coaches may stop them (local play: the page keeps the time). */
export function Clocks({ clock, onPause }: { clock: ClockFace | null; onPause?(paused: boolean): void }) {
  const [, redraw] = useReducer((x: number, _: number) => x + 1, 0);
  useEffect(() => {
    if (!clock) return;
    const t = setInterval(() => redraw(0), 250);
    return () => clearInterval(t);
  }, [clock]);
  if (!clock) return null;
  const match = clock.matchLeft();
  const turn = clock.turnLeft();
  const state = clock.paused ? 'paused' : clock.running ? 'running' : 'stopped';
  return (
    <span class="clocks" data-testid="clocks" data-state={state}>
      {Number.isFinite(match) && (
        <span
          class="clock"
          data-testid="clock-match"
          data-ms={Math.round(match)}
          title="Time left in the match"
        >
          Match <strong>{clockText(match)}</strong>
        </span>
      )}
      {Number.isFinite(turn) && (
        <span
          class={`clock${turn < LOW_MS ? ' low' : ''}`}
          data-testid="clock-turn"
          data-ms={Math.round(turn)}
          title="Time left in this team turn"
        >
          Turn <strong>{clockText(turn)}</strong>
        </span>
      )}
      {onPause && (
        <button type="button" data-testid="clock-pause" onClick={() => onPause(!clock.paused)}>
          {clock.paused ? 'Resume clocks' : 'Pause clocks'}
        </button>
      )}
    </span>
  );
}
