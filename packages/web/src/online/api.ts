/**
 * The game server's HTTP side (docs/server.md): create a game, list the games, a finished game's
 * record. A refusal's one-line message (`{ error: { message } }`) becomes the error thrown.
 */
import type { GameRecord } from '@dungeonbowl/engine';
import type { CreatedGame, CreateGameBody, GameSummary } from '@dungeonbowl/server/protocol';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new Error(`the game server cannot be reached (${(e as Error).message})`);
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new ApiError(res.status, message ?? `the server answered ${res.status}`);
  }
  return body as T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createOnlineGame(body: CreateGameBody): Promise<CreatedGame> {
  return call('/api/games', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function listGames(): Promise<GameSummary[]> {
  return (await call<{ games: GameSummary[] }>('/api/games')).games;
}

/**
 * A finished game's record. The server gives it once the game is over (409 before): the last
 * step may reach the page a moment before the game is marked over, so a 409 is asked again.
 */
export async function fetchRecord(id: string, tries = 5): Promise<GameRecord> {
  for (let i = 1; ; i++) {
    try {
      return await call<GameRecord>(`/api/games/${encodeURIComponent(id)}/record`);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 409) || i >= tries) throw e;
      await new Promise((r) => setTimeout(r, 200 * i));
    }
  }
}
