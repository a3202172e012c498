import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.ts';

async function recordFile(seed = 3, turnLimit = 3): Promise<string> {
  const dir = tempDir();
  const r = await cli(
    'simulate',
    '--games',
    '1',
    '--seed',
    String(seed),
    '--turn-limit',
    String(turnLimit),
    '--records',
    dir,
  );
  expect(r.code).toBe(0);
  return join(dir, `game-seed-${seed}.json`);
}

function writeTemp(name: string, text: string): string {
  const file = join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

describe('dungeonbowl replay', () => {
  it('replays a record written by simulate: the log and the final board', async () => {
    const file = await recordFile();
    const r = await cli('replay', file);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Bright Blasters vs Grey Lurkers in The Great Hall/);
    expect(r.out).toMatch(/D6 = \d {2}\(placement roll-off\)/);
    expect(r.out).toMatch(/=== Team turn 1: /);
    expect(r.out).toMatch(/GAME OVER: /);
    expect(r.out).toMatch(/^ {5}0 {2}1 {2}2/m);
    expect(r.out).toMatch(/result: /);
  });

  it('--json gives the result, the events and the final game, matching the record', async () => {
    const file = await recordFile(4, 2);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    const r = await cli('replay', file, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.result).toEqual(record.result);
    expect(out.game.step).toBe(record.actions.length);
    expect(out.events.some((e: { type: string }) => e.type === 'gameOver')).toBe(true);
  });

  it('a file that is not JSON is named with the line and column of the error', async () => {
    const file = writeTemp('broken.json', '{\n  "format": "dungeonbowl-record",\n  "version": 1,,\n}');
    const r = await cli('replay', file);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(`${file}: invalid JSON at line 3, column 16`);
  });

  it('a record with a bad field names the field', async () => {
    const file = await recordFile(5, 1);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.actions[3] = { type: 'step', to: 'north' };
    writeFileSync(file, JSON.stringify(record));
    const r = await cli('replay', file, '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(`${file}: not a valid game record`);
    expect(r.err).toContain('actions[3].to: step.to must be an integer');
  });

  it('a record with an illegal action names the action', async () => {
    const file = await recordFile(6, 1);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.actions[2] = { type: 'endTurn' };
    writeFileSync(file, JSON.stringify(record));
    const r = await cli('replay', file);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/does not replay:\n {2}actions\[2\]: illegal action \{"type":"endTurn"\}/);
  });

  it('a missing file is an error, not a crash', async () => {
    const r = await cli('replay', 'nowhere.json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('dungeonbowl: nowhere.json: no such file\n');
  });
});
