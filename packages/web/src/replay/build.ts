/**
 * A record made ready for replay: the game after every action, the log lines each action
 * produced, and where each team turn starts. Every action goes through the engine's `apply`, so
 * a record cannot smuggle in an illegal move; the first one refused ends the replay there.
 */
import {
  apply,
  createGame,
  type Game,
  type GameRecord,
  parseRecord,
  resultMismatch,
} from '@dungeonbowl/engine';
import { type LogLine, logLines } from '../log.ts';
import { teamName } from '../names.ts';

export interface ReplayData {
  record: GameRecord;
  /** states[i]: the game after i actions. */
  states: Game[];
  /** lines[i]: what action i produced (lines[0]: the set-up). */
  lines: LogLine[][];
  turns: { step: number; label: string }[];
  /** The action the engine refused, if any: the replay stops before it. */
  error: string | null;
  /** The record claims another result than its actions reach (its actions all replayed). */
  resultError?: string;
}

export type Built = { ok: true; data: ReplayData } | { ok: false; errors: string[] };

/**
 * The errors of a record that does not parse, for the person who opened it: another kind of file
 * or a version this program does not read is said in its one sentence (the rest of its fields
 * would fail too, and say nothing more); a record's own errors keep the field they are in.
 */
export function recordErrors(errors: readonly { code: string; message: string; path: string }[]): string[] {
  const whole = errors.filter((e) => e.code === 'NOT_A_RECORD' || e.code === 'BAD_VERSION');
  if (whole.length > 0) return [whole[0].message];
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
}

export function buildReplay(json: unknown): Built {
  const parsed = parseRecord(json);
  if (!parsed.ok) return { ok: false, errors: recordErrors(parsed.errors) };
  const record = parsed.record;
  const made = createGame(record.setup, record.options);
  if (!made.ok) return { ok: false, errors: made.errors.map((e) => `setup ${e.path}: ${e.message}`) };
  const data: ReplayData = {
    record,
    states: [made.game],
    lines: [logLines(made.game, made.events)],
    turns: [],
    error: null,
  };
  let g = made.game;
  for (let i = 0; i < record.actions.length; i++) {
    const r = apply(g, record.actions[i]);
    if (!r.ok) {
      data.error = `actions[${i}]: ${r.error.message}`;
      break;
    }
    g = r.game;
    data.states.push(g);
    data.lines.push(logLines(g, r.events));
    for (const e of r.events)
      if (e.type === 'turnStart')
        data.turns.push({ step: i + 1, label: `Turn ${e.number}: ${teamName(g, e.team)}` });
  }
  // A record that claims another result than its actions reach is shown, and said to be wrong.
  const mismatch = data.error ? null : resultMismatch(record, g);
  if (mismatch) data.resultError = mismatch;
  return { ok: true, data };
}
