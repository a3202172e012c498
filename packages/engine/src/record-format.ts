/**
 * A record's `format` and `version` (docs/game-record.md), checked first: a file that is not a
 * record, or a record of another version, is told so in one sentence written for the person who
 * opened it ("This file is not a Dungeon Bowl game record (it has no "format" field)", "This record
 * has no version number"), not for a developer.
 */
import type { RecordError } from './record.ts';
import { quoted } from './team/schema.ts';

export const RECORD_FORMAT = 'dungeonbowl-record';
export const RECORD_VERSION = 1;

/** A value for a message, short: a string quoted and escaped, otherwise its kind. */
export function shown(v: unknown): string {
  if (typeof v === 'string') return quoted(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return v === undefined ? 'nothing' : Array.isArray(v) ? 'a list' : `a ${typeof v}`;
}

/** Said to a person who opened some other file: what it lacks, in a sentence. */
export const NOT_A_RECORD = 'This file is not a Dungeon Bowl game record';

/** The record's format and version, worded for whoever opened the file, not for a developer. */
export function checkFormat(json: Record<string, unknown>, errors: RecordError[]): void {
  if (json.format !== RECORD_FORMAT) {
    const why =
      json.format === undefined
        ? 'it has no "format" field'
        : `its "format" is ${shown(json.format)}, not '${RECORD_FORMAT}'`;
    errors.push({ code: 'NOT_A_RECORD', message: `${NOT_A_RECORD} (${why})`, path: 'format' });
  }
  const v = json.version;
  if (v === RECORD_VERSION) return;
  const message =
    v === undefined
      ? 'This record has no version number'
      : Number.isSafeInteger(v) && (v as number) > RECORD_VERSION
        ? `This record is version ${v}, newer than this program reads (version ${RECORD_VERSION})`
        : `This record's version, ${shown(v)}, is not one this program reads (version ${RECORD_VERSION})`;
  errors.push({ code: 'BAD_VERSION', message, path: 'version' });
}
