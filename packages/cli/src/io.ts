/**
 * Everything the commands do to the outside world goes through an Io, so the tests can run the
 * command line in-process and read what it printed.
 */

import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { LIMITS, printableLine } from '@dungeonbowl/engine';

export interface Io {
  /** Standard output (the text carries its own newlines). */
  out(text: string): void;
  /** Standard error. */
  err(text: string): void;
  /** Whether standard output is a terminal: progress bars only then. */
  isTTY: boolean;
  /** Where a progress bar is drawn. */
  progress: NodeJS.WritableStream;
  /**
   * A file's text, read as UTF-8; at most `maxBytes` bytes (default LIMITS.jsonBytes): a longer
   * file, or an endless one such as /dev/zero, throws a TooLargeError instead of filling memory.
   */
  readFile(path: string, maxBytes?: number): string;
  writeFile(path: string, text: string): void;
  /** The names in a directory (throws as readdirSync does). */
  readDir(path: string): string[];
  /** Whether something (a file, a directory) is at this path. */
  exists(path: string): boolean;
  /** Whether the two paths name the same existing file (through links, `..` and the like). */
  sameFile(a: string, b: string): boolean;
  /** Makes a directory; its parent must exist (see makeDir). */
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

/** The bytes a dungeon map file may hold: LIMITS.mapChars characters of up to 4 UTF-8 bytes each. */
export const MAP_BYTES = LIMITS.mapChars * 4;

/** A file longer than the reader allows (code EFBIG, so fsMessage explains it). */
export class TooLargeError extends Error {
  readonly code = 'EFBIG';
  constructor(readonly maxBytes: number) {
    super(`the file is over ${maxBytes} bytes`);
  }
}

/**
 * At most `maxBytes` bytes of a file, read in chunks from its descriptor: one byte more than
 * allowed means it is too long, so /dev/zero or a runaway file costs `maxBytes` of memory at
 * most, not all of it (readFileSync reads to the end, and /dev/zero has none).
 */
export function readBounded(path: string, maxBytes: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    while (total <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
    }
    if (total > maxBytes) throw new TooLargeError(maxBytes);
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/**
 * Makes a directory and its missing parents, one mkdir at a time from the nearest existing
 * ancestor. Node's recursive mkdirSync spins for minutes on a path under /proc (where mkdir
 * answers neither "exists" nor "no such file"); here each step fails at once and says why.
 */
export function makeDir(path: string): void {
  const missing: string[] = [];
  let dir = resolve(path);
  while (!stat(dir)) {
    missing.push(dir);
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const found = stat(dir);
  if (found && !found.isDirectory())
    throw new Error(missing.length > 0 ? 'a part of the path is not a directory' : 'is not a directory');
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
    } catch (e) {
      // The parent is there, yet "no such file": a file system that holds no new directories.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      throw new Error(`no directory can be made in ${printableLine(dirname(d))}`);
    }
  }
}

export function nodeIo(): Io {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: !!process.stdout.isTTY,
    progress: process.stderr,
    readFile: (path, maxBytes = LIMITS.jsonBytes) => readBounded(path, maxBytes).toString('utf8'),
    writeFile: (path, text) => writeFileSync(path, text),
    readDir: (path) => readdirSync(path),
    exists: (path) => stat(path) !== null,
    sameFile: (a, b) => {
      const x = stat(a);
      const y = stat(b);
      return !!x && !!y && x.dev === y.dev && x.ino === y.ino;
    },
    mkdir: (path) => makeDir(path),
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
  if (err instanceof TooLargeError) return err.message;
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
