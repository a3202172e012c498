import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'dungeonbowl.js');

function node(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 20_000 });
}

describe('the dungeonbowl executable', () => {
  it('runs simulate --json as a child process', () => {
    const r = node('simulate', '--games', '2', '--turn-limit', '2', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 2, capped: 0 });
  });

  it('exits 1 on a bad record file, printing nothing to stdout', () => {
    const file = join(tempDir(), 'bad.json');
    writeFileSync(
      file,
      '{"format": "dungeonbowl-record", "version": 1, "setup": {}, "options": {}, "actions": 3}',
    );
    const r = node('replay', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${file}: not a valid game record`);
    expect(r.stderr).toContain('actions: actions must be a list');
  });
});
