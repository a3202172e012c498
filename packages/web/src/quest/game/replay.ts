/**
 * A game's replay: the record (questRecord) played again action by action, every state kept, so
 * the screen can step back and forth. The engine replays; the page only keeps the steps.
 */
import {
  applyQuest,
  createQuestGame,
  type QuestEvent,
  type QuestOptions,
  type QuestRecord,
  type QuestState,
} from '@dungeonbowl/dungeonquest/quest';

export interface ReplaySteps {
  /** The game after each action (the first: after the set-up). */
  games: QuestState[];
  /** The events up to each step. */
  logs: QuestEvent[][];
}

export function replaySteps(
  record: QuestRecord,
): { ok: true; steps: ReplaySteps } | { ok: false; error: string } {
  if (record?.kind !== 'dungeonquest-record') return { ok: false, error: 'not a DungeonQuest record' };
  if (!record.content) return { ok: false, error: 'the record has no content with it' };
  const made = createQuestGame(record.setup, record.content, record.options as QuestOptions);
  if (!made.ok) return { ok: false, error: made.errors.map((e) => e.message).join('; ') };
  const games = [made.game];
  const logs = [made.events];
  for (const [i, a] of record.actions.entries()) {
    const r = applyQuest(games[games.length - 1], a);
    if (!r.ok) return { ok: false, error: `action ${i + 1}: ${r.error.message}` };
    games.push(r.game);
    logs.push([...logs[logs.length - 1], ...r.events]);
  }
  return { ok: true, steps: { games, logs } };
}
