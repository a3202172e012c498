/** The end of the game: who won and why, and what to do next. */
import type { Game } from '@dungeonbowl/engine';
import { teamName } from '../names.ts';
import { TeamChip } from '../panel/Status.tsx';
import { words } from '../words.ts';

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
          ({words(r.reason)}
          {r.detail ? `: ${r.detail}` : ''})
        </p>
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
