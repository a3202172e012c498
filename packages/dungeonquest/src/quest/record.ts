/**
 * A game's record: the set-up, the content (whole, with its name and hash), the seed or the typed
 * dice, the stacked cards and the actions. `replayQuest` plays it again to the same game.
 *
 * A record always carries its content: the content is data a group may edit, so a record that
 * named it by hash alone would stop replaying at the first edit. A record without it (an older one)
 * replays only with the very content it names (the hash is checked).
 */
import { applyQuest } from './api.ts';
import type { Content } from './content-types.ts';
import { checkContent, contentHash } from './decks.ts';
import { createQuestGame, type QuestError, type QuestOptions } from './setup.ts';
import type { QuestAction, QuestEvent, QuestOptionsRecord, QuestSetup, QuestState } from './types.ts';

export interface QuestRecord {
  kind: 'dungeonquest-record';
  version: 1;
  setup: QuestSetup;
  contentName: string;
  contentHash: string;
  /** The content itself (always written); a record without it is replayed with the content given. */
  content?: Content;
  options: QuestOptionsRecord;
  actions: QuestAction[];
}

export function questRecord(g: QuestState): QuestRecord {
  return {
    kind: 'dungeonquest-record',
    version: 1,
    setup: structuredClone(g.setup),
    contentName: g.content.name,
    contentHash: g.contentHash,
    content: structuredClone(g.content),
    options: structuredClone(g.options),
    actions: structuredClone(g.actions),
  };
}

export type ReplayResult =
  | { ok: true; game: QuestState }
  | { ok: false; error: QuestError & { action?: number } };

const isObject = (x: unknown): x is Record<string, unknown> =>
  !!x && typeof x === 'object' && !Array.isArray(x);

/** What is wrong with a record's shape, in one line naming the field (null: nothing). */
export function checkQuestRecord(x: unknown): string | null {
  if (!isObject(x) || x.kind !== 'dungeonquest-record')
    return "not a DungeonQuest record (its kind must be 'dungeonquest-record')";
  if (x.version !== 1)
    return `version: ${JSON.stringify(x.version) ?? 'missing'}, this program reads version 1`;
  if (!isObject(x.setup)) return 'setup: an object with the players is needed';
  if (typeof x.contentName !== 'string') return 'contentName: a string is needed';
  if (typeof x.contentHash !== 'string') return 'contentHash: a string is needed';
  if (x.content !== undefined && !isObject(x.content)) return 'content: an object is needed';
  if (!isObject(x.options)) return 'options: an object (seed, or dice) is needed';
  if (!Array.isArray(x.actions)) return 'actions: a list is needed';
  const bad = x.actions.findIndex((a) => !isObject(a) || typeof a.type !== 'string');
  if (bad >= 0) return `actions[${bad}]: an action ({ type, ... }) is needed`;
  return null;
}

/** Why a record's content cannot be used, or null. */
function contentProblem(record: QuestRecord, c: Content | undefined): QuestError | null {
  if (!c) return { code: 'NO_CONTENT', message: `the record needs its content '${record.contentName}'` };
  const problems = checkContent(c);
  if (problems.length > 0)
    return {
      code: 'BAD_CONTENT',
      message: `content: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
    };
  if (contentHash(c) !== record.contentHash)
    return {
      code: 'CONTENT_MISMATCH',
      message: record.content
        ? `the record's content was changed after the game (its hash is not ${record.contentHash})`
        : `the record names its content '${record.contentName}' by hash ${record.contentHash} only, and the content at hand is not that one (it was edited since)`,
    };
  return null;
}

/**
 * Plays a record again: never throws, whatever the input; an error is one line naming what is
 * wrong (and the action, counted from 0). `onStep` sees the game after the set-up and after each
 * action, with the events of that step (a replay screen keeps them).
 */
export function replayQuest(
  record: QuestRecord,
  content?: Content,
  onStep?: (game: QuestState, events: QuestEvent[]) => void,
): ReplayResult {
  const shape = checkQuestRecord(record);
  if (shape) return { ok: false, error: { code: 'BAD_RECORD', message: shape } };
  const c = record.content ?? content;
  const problem = contentProblem(record, c);
  if (problem) return { ok: false, error: problem };
  try {
    const created = createQuestGame(record.setup, c!, record.options as QuestOptions);
    if (!created.ok) return { ok: false, error: created.errors[0] };
    let game = created.game;
    onStep?.(game, created.events);
    for (const [i, action] of record.actions.entries()) {
      const r = applyQuest(game, action);
      if (!r.ok) return { ok: false, error: { ...r.error, action: i } };
      game = r.game;
      onStep?.(game, r.events);
    }
    return { ok: true, game };
  } catch (e) {
    // The content is checked: this is a bug of the engine, still told in one line.
    return { ok: false, error: { code: 'REPLAY_FAILED', message: String((e as Error)?.message ?? e) } };
  }
}
