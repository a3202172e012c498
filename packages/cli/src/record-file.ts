/** Reading and replaying a game record file, with errors that name the file and the place. */
import {
  type GameRecord,
  parseRecord,
  type RecordError,
  type ReplayResult,
  replayRecord,
} from '@dungeonbowl/engine';
import { fsMessage, type Io, UserError } from './io.ts';
import { parseJson } from './json-error.ts';

function errorLines(errors: RecordError[]): string[] {
  return errors.map(
    (e) => `${e.path && !e.message.startsWith(`${e.path}:`) ? `${e.path}: ` : ''}${e.message} [${e.code}]`,
  );
}

/** A JSON file's value; a file that cannot be read or is not JSON is one line naming it. */
export function readJsonFile(file: string, io: Io): unknown {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    throw new UserError(`${file}: ${fsMessage(e)}`);
  }
  const json = parseJson(text);
  if (!json.ok) throw new UserError(`${file}: ${json.message}`);
  return json.value;
}

export function readRecord(file: string, io: Io): GameRecord {
  const parsed = parseRecord(readJsonFile(file, io));
  if (!parsed.ok) throw new UserError(`${file}: not a valid game record:`, errorLines(parsed.errors));
  return parsed.record;
}

export function replayFile(
  file: string,
  io: Io,
): { record: GameRecord; replay: Extract<ReplayResult, { ok: true }> } {
  const record = readRecord(file, io);
  const replay = replayRecord(record);
  if (!replay.ok) throw new UserError(`${file}: the record does not replay:`, errorLines(replay.errors));
  return { record, replay };
}
