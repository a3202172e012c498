/** The end of the game: who won and why, and what to do next. */
import type { Game } from '@dungeonbowl/engine';
import { teamName } from '../names.ts';
import { TeamChip } from '../panel/Status.tsx';
import { words } from '../words.ts';
import { MarkChip } from './TurnOrder.tsx';

/** Why the game ended, where the engine's code needs more words. */
const REASON: Record<string, string> = {
  time: 'the time is up',
  annihilation: 'annihilation: a team has nobody left to play',
  concede: 'the other coaches conceded',
};

/**
 * The final score (touchdowns per team) and, when the ruleset gives them (BRAWL: 3 for a win,
 * 1 for a draw, 0 for a loss), the league points.
 */
function Score({ g }: { g: Game }) {
  const r = g.result!;
  const score = r.score ?? g.score;
  if (!score) return null;
  return (
    <table class="final-score" data-testid="game-over-score">
      <thead>
        <tr>
          <th>Team</th>
          <th>Touchdowns</th>
          {r.points && <th>League points</th>}
        </tr>
      </thead>
      <tbody>
        {g.teams.map((_, i) => (
          <tr key={i}>
            <td>
              {g.teams.length > 2 ? <MarkChip g={g} team={i} /> : <TeamChip team={i} name={teamName(g, i)} />}
            </td>
            <td data-testid={`game-over-score-${i}`}>{score[i] ?? 0}</td>
            {r.points && (
              <td class="points" data-testid={`game-over-points-${i}`}>
                {r.points[i] ?? 0}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function GameOver(props: {
  g: Game;
  onClose(): void;
  onDownload(): void;
  onReplay(): void;
  onNew(): void;
}) {
  const r = props.g.result;
  if (!r) return null;
  return (
    <div class="modal-back">
      <div
        class="modal game-over"
        role="dialog"
        aria-modal="true"
        data-testid="game-over"
        data-winner={r.winner ?? ''}
      >
        <h2>Game over</h2>
        <p class="result" data-testid="game-result">
          {r.winner === null ? (
            'A draw'
          ) : (
            <>
              <TeamChip team={r.winner} name={teamName(props.g, r.winner)} /> win
            </>
          )}{' '}
          ({REASON[r.reason] ?? `${words(r.reason)}${r.detail ? `: ${r.detail}` : ''}`})
        </p>
        <Score g={props.g} />
        <p>Turn {props.g.turn.number}</p>
        <div class="buttons">
          <button type="button" data-testid="game-over-download" onClick={props.onDownload}>
            Download the record
          </button>
          <button type="button" data-testid="game-over-replay" onClick={props.onReplay}>
            Replay it
          </button>
          <button type="button" data-testid="game-over-new" onClick={props.onNew}>
            New game
          </button>
          <button type="button" class="secondary" data-testid="game-over-close" onClick={props.onClose}>
            Look at the board
          </button>
        </div>
      </div>
    </div>
  );
}
