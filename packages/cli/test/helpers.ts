import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { type Io, nodeIo } from '../src/io.ts';
import { run } from '../src/program.ts';

/** Runs the command line in-process and returns what it printed and its exit code. */
export function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return cliWith({}, ...args);
}

/** As cli, with some of the Io replaced (a test's own files or Ctrl-C). */
export async function cliWith(
  replace: Partial<Io>,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    ...nodeIo(),
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    isTTY: false,
    sleep: async () => {},
    // No real SIGINT handlers in tests.
    onInterrupt: () => () => {},
    ...replace,
  };
  const code = await run(args, io);
  return { code, out, err };
}

const made: string[] = [];

// Registered while a test file is collected, so each file removes the directories it made.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dungeonbowl-cli-'));
  made.push(dir);
  return dir;
}

/** One line of error on stderr, nothing on stdout, no stack frame. */
export function expectOneLineError(r: { code: number; out: string; err: string }, message: RegExp): void {
  expect(r.code).toBe(1);
  expect(r.out).toBe('');
  expect(r.err).toMatch(message);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).not.toMatch(/^\s+at /m);
}
