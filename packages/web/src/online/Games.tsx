/**
 * The server's games (`#games`): each with its teams, ruleset and state; a finished game's record
 * opens in the replay screen. Links are not listed: a seat's link is its coach's secret.
 */
import { count, getRuleset } from '@dungeonbowl/engine';
import type { GameSummary } from '@dungeonbowl/server/protocol';
import { useEffect, useState } from 'preact/hooks';
import { buildReplay, type ReplayData } from '../replay/build.ts';
import { fetchRecord, listGames } from './api.ts';

function statusWords(g: GameSummary): string {
  if (g.status === 'lobby') return 'waiting for its coaches';
  if (g.status === 'playing') return `being played (${count(g.head, 'action')})`;
  if (g.winner === undefined || g.winner === null) return 'over: a draw';
  return `over: ${g.teams[g.winner] ?? `team ${g.winner + 1}`} won`;
}

export function GamesPage({ onReplay, onNew }: { onReplay(data: ReplayData): void; onNew(): void }) {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState('');
  const load = () =>
    listGames().then(
      (list) => {
        setGames(list);
        setError('');
      },
      (e: Error) => setError(e.message),
    );
  useEffect(() => void load(), []);
  const replay = async (id: string) => {
    try {
      const built = buildReplay(await fetchRecord(id));
      if (built.ok) return onReplay(built.data);
      setError(`the record of ${id} does not replay: ${built.errors.join('; ')}`);
    } catch (e) {
      setError(`the record of ${id}: ${(e as Error).message}`);
    }
  };
  return (
    <div class="online-page" data-testid="games-page">
      <h1>Games on this server</h1>
      <p>
        <button type="button" data-testid="games-refresh" onClick={() => void load()}>
          Refresh
        </button>{' '}
        <a href="#online" data-testid="online-open">
          Play online
        </a>{' '}
        <button type="button" data-testid="new-game" onClick={onNew}>
          New game
        </button>
      </p>
      {error && (
        <p class="error" data-testid="games-error">
          {error}
        </p>
      )}
      {games && <GamesTable games={games} onReplay={(id) => void replay(id)} />}
    </div>
  );
}

function GamesTable({ games, onReplay }: { games: GameSummary[]; onReplay(id: string): void }) {
  if (games.length === 0) return <p data-testid="games-list">No games yet.</p>;
  return (
    <table class="online-table" data-testid="games-list">
      <thead>
        <tr>
          <th>Created</th>
          <th>Teams</th>
          <th>Rules</th>
          <th>State</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <tr key={g.id} data-testid={`games-row-${g.id}`} data-status={g.status}>
            <td>{new Date(g.createdAt).toLocaleString()}</td>
            <td>{g.teams.join(' v ')}</td>
            <td>{getRuleset(g.ruleset)?.name ?? g.ruleset}</td>
            <td data-testid={`games-status-${g.id}`}>{statusWords(g)}</td>
            <td>
              {g.status === 'over' && (
                <button type="button" data-testid={`games-replay-${g.id}`} onClick={() => onReplay(g.id)}>
                  Replay
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
