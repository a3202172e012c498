/**
 * A game's replay: the record (questRecord) played again action by action, every state kept, so
 * the screen can step back and forth. The engine replays; the page only keeps the steps.
 */
import { DEFAULT_CONTENT } from '@dungeonbowl/dungeonquest';
import {
  type QuestEvent,
  type QuestRecord,
  type QuestState,
  replayQuest,
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
  const games: QuestState[] = [];
  const logs: QuestEvent[][] = [];
  // The engine replays and checks (the record's shape, its content's hash; an older record without
  // its content, against the default content); the page keeps the steps.
  const r = replayQuest(record, DEFAULT_CONTENT, (game, events) => {
    games.push(game);
    logs.push([...(logs[logs.length - 1] ?? []), ...events]);
  });
  if (!r.ok) {
    const at = r.error.action === undefined ? '' : `action ${r.error.action + 1}: `;
    return { ok: false, error: `${at}${r.error.message}` };
  }
  return { ok: true, steps: { games, logs } };
}
