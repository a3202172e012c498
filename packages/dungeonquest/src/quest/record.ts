/**
 * A game's record: the set-up, the content (whole, with its name and hash), the seed or the typed
 * dice, the stacked cards and the actions. `replayQuest` plays it again to the same game.
 */
import { applyQuest } from './api.ts';
import type { Content } from './content-types.ts';
import { contentHash } from './decks.ts';
import { createQuestGame, type QuestError, type QuestOptions } from './setup.ts';
import type { QuestAction, QuestOptionsRecord, QuestSetup, QuestState } from './types.ts';

export interface QuestRecord {
  kind: 'dungeonquest-record';
  version: 1;
  setup: QuestSetup;
  contentName: string;
  contentHash: string;
  /** The content itself; a record may leave it out and name it by hash (replay is then given it). */
  content?: Content;
  options: QuestOptionsRecord;
  actions: QuestAction[];
}

export function questRecord(g: QuestState, withContent = true): QuestRecord {
  return {
    kind: 'dungeonquest-record',
    version: 1,
    setup: structuredClone(g.setup),
    contentName: g.content.name,
    contentHash: g.contentHash,
    ...(withContent ? { content: structuredClone(g.content) } : {}),
    options: structuredClone(g.options),
    actions: structuredClone(g.actions),
  };
}

export type ReplayResult =
  | { ok: true; game: QuestState }
  | { ok: false; error: QuestError & { action?: number } };

export function replayQuest(record: QuestRecord, content?: Content): ReplayResult {
  const c = record.content ?? content;
  if (!c)
    return {
      ok: false,
      error: { code: 'NO_CONTENT', message: `the record needs its content '${record.contentName}'` },
    };
  if (contentHash(c) !== record.contentHash)
    return {
      ok: false,
      error: {
        code: 'CONTENT_MISMATCH',
        message: `the content is not the record's (hash ${record.contentHash})`,
      },
    };
  const created = createQuestGame(record.setup, c, record.options as QuestOptions);
  if (!created.ok) return { ok: false, error: created.errors[0] };
  let game = created.game;
  for (const [i, action] of record.actions.entries()) {
    const r = applyQuest(game, action);
    if (!r.ok) return { ok: false, error: { ...r.error, action: i } };
    game = r.game;
  }
  return { ok: true, game };
}
