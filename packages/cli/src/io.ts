/**
 * Everything the commands do to the outside world goes through an Io, so the tests can run the
 * command line in-process and read what it printed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

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
  mkdir(path: string): void;
  sleep(ms: number): Promise<void>;
  /**
   * Calls `handler` on the first Ctrl-C (SIGINT) instead of stopping the program; a second Ctrl-C
   * stops it as usual. Returns a function that takes the handler away.
   */
  onInterrupt(handler: () => void): () => void;
}

export function nodeIo(): Io {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: !!process.stdout.isTTY,
    progress: process.stderr,
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: (path, text) => writeFileSync(path, text),
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

/** A failure the user caused: printed as one clear message, exit code 1. */
export class UserError extends Error {}

/** The message of a file-system error, without Node's internal noise. */
export function fsMessage(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'ENOENT') return 'no such file';
  if (err?.code === 'EISDIR') return 'is a directory, not a file';
  if (err?.code === 'EACCES') return 'permission denied';
  return err?.message ?? String(e);
}
