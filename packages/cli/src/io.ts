/**
 * Everything the commands do to the outside world goes through an Io, so the tests can run the
 * command line in-process and read what it printed.
 */

import { mkdirSync, readdirSync, readFileSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { printableLine } from '@dungeonbowl/engine';

export interface Io {
  /** Standard output (the text carries its own newlines). */
  out(text: string): void;
  /** Standard error. */
  err(text: string): void;
  /** Whether standard output is a terminal: progress bars only then. */
  isTTY: boolean;
  /** Where a progress bar is drawn. */
  progress: NodeJS.WritableStream;
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
  /** The names in a directory (throws as readdirSync does). */
  readDir(path: string): string[];
  /** Whether something (a file, a directory) is at this path. */
  exists(path: string): boolean;
  /** Whether the two paths name the same existing file (through links, `..` and the like). */
  sameFile(a: string, b: string): boolean;
  mkdir(path: string): void;
  sleep(ms: number): Promise<void>;
  /**
   * Calls `handler` on the first Ctrl-C (SIGINT) instead of stopping the program; a second Ctrl-C
   * stops it as usual. Returns a function that takes the handler away.
   */
  onInterrupt(handler: () => void): () => void;
}

/** What is at a path, or null when nothing can be (no entry, a file where a directory should be...). */
function stat(path: string): Stats | null {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

export function nodeIo(): Io {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: !!process.stdout.isTTY,
    progress: process.stderr,
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: (path, text) => writeFileSync(path, text),
    readDir: (path) => readdirSync(path),
    exists: (path) => stat(path) !== null,
    sameFile: (a, b) => {
      const x = stat(a);
      const y = stat(b);
      return !!x && !!y && x.dev === y.dev && x.ino === y.ino;
    },
    mkdir: (path) => mkdirSync(path, { recursive: true }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onInterrupt: (handler) => {
      let seen = false;
      const listener = () => {
        // The second Ctrl-C quits, through process.exit so that the 'exit' handlers still run
        // (they stop the bot programs, which would outlive the default ending).
        if (seen) process.exit(130);
        seen = true;
        handler();
      };
      process.on('SIGINT', listener);
      return () => process.off('SIGINT', listener);
    },
  };
}

/**
 * A failure the user caused: printed as one clear line (`message`, shown as one line whatever it
 * holds), then the `details` (each problem of a map or a team, say) indented below it; exit code 1.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** A UserError from a message of several lines: the first is the message, the rest its details. */
export function userError(message: string): UserError {
  const [first, ...rest] = message.split('\n');
  return new UserError(first, rest);
}

/** The message of a file-system error, without Node's internal noise. */
export function fsMessage(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'ENOENT') return 'no such file';
  if (err?.code === 'EISDIR') return 'is a directory, not a file';
  if (err?.code === 'EACCES') return 'permission denied';
  if (err?.code === 'ENOTDIR') return 'a part of the path is not a directory';
  if (err?.code === 'ENAMETOOLONG') return 'the name is too long';
  return printableLine(err?.message ?? String(e));
}

/**
 * Refuses to write `out` over one of the command's own input files (ever), or over any existing
 * file unless `force` (--force): `dungeon render X --svg X` once replaced the map by its picture.
 */
export function checkOutput(io: Io, out: string, o: { force?: boolean; inputs?: string[] }): void {
  for (const input of o.inputs ?? []) {
    if (io.sameFile(out, input))
      throw new UserError(
        `${printableLine(out)} is the input file ${printableLine(input)}: not overwriting it`,
      );
  }
  if (!o.force && io.exists(out))
    throw new UserError(`${printableLine(out)} already exists: add --force to overwrite it`);
}

/** A file's text without the byte-order mark some editors put first (JSON.parse refuses it). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
