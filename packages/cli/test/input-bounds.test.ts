/**
 * The command line against endless or oversized input (issue 15): files that never end, option
 * values that overflow Node's timers or start a thousand processes, team names that make a file
 * no one can load, and a records directory where no directory can be.
 */
import { closeSync, existsSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { MAP_BYTES, makeDir, readBounded, TooLargeError } from '../src/io.ts';
import { cli, expectOneLineError, tempDir } from './helpers.ts';

const linux = process.platform === 'linux';

/** A file of `bytes` spaces, written a megabyte at a time. */
function bigFile(bytes: number): string {
  const file = join(tempDir(), 'big.json');
  const fd = openSync(file, 'w');
  const mb = Buffer.alloc(1 << 20, 0x20);
  for (let left = bytes; left > 0; left -= mb.length) writeSync(fd, mb, 0, Math.min(left, mb.length));
  closeSync(fd);
  return file;
}

describe('input files are read up to a limit', () => {
  it.skipIf(!linux)(
    'team validate, dungeon validate and show, replay of an endless file stop with one line',
    async () => {
      // Each once read /dev/zero for ever, up to 3.5 GB of memory.
      const before = process.memoryUsage().rss;
      const json = `over ${LIMITS.jsonBytes} bytes`;
      expectOneLineError(
        await cli('team', 'validate', '/dev/zero'),
        new RegExp(`^dungeonbowl: /dev/zero: the file is ${json}\n$`),
      );
      expectOneLineError(
        await cli('replay', '/dev/urandom'),
        new RegExp(`^dungeonbowl: /dev/urandom: the file is ${json}\n$`),
      );
      expectOneLineError(
        await cli('simulate', '--games', '1', '--teams', '/dev/zero,/dev/zero'),
        new RegExp(`/dev/zero: the file is ${json}`),
      );
      expectOneLineError(
        await cli('dungeon', 'validate', '/dev/zero'),
        /^dungeonbowl: \/dev\/zero: the file is over \d+ bytes/,
      );
      expectOneLineError(
        await cli('dungeon', 'show', '/dev/zero'),
        new RegExp(`^dungeonbowl: /dev/zero: the file is over ${MAP_BYTES} bytes\n$`),
      );
      expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
    },
    30_000,
  );

  it('a team file or a record one byte over the JSON limit is refused, one at the limit is read', async () => {
    const file = bigFile(LIMITS.jsonBytes + 1);
    const over = new RegExp(`big\\.json: the file is over ${LIMITS.jsonBytes} bytes\n$`);
    expectOneLineError(await cli('team', 'validate', file), over);
    expectOneLineError(await cli('replay', file), over);
    expect(() => readBounded(file, LIMITS.jsonBytes)).toThrow(TooLargeError);
    expect(readBounded(file, LIMITS.jsonBytes + 1)).toHaveLength(LIMITS.jsonBytes + 1);
  }, 30_000);

  it('a map file over LIMITS.mapChars * 4 bytes is refused before it is parsed', async () => {
    const file = bigFile(MAP_BYTES + 1);
    for (const args of [
      ['dungeon', 'show', file],
      ['simulate', '--games', '1', '--dungeon', file],
    ])
      expectOneLineError(
        await cli(...args),
        new RegExp(`big\\.json: the file is over ${MAP_BYTES} bytes\n$`),
      );
  });

  it('a short file reads whole, multi-byte characters included', () => {
    const file = join(tempDir(), 'small.txt');
    writeFileSync(file, 'Grüne Jäger ⚔\n');
    expect(readBounded(file, 100).toString('utf8')).toBe('Grüne Jäger ⚔\n');
    expect(readBounded(file, statSync(file).size).toString('utf8')).toBe('Grüne Jäger ⚔\n');
  });
});

describe('option values that overflow timers or start too much are refused', () => {
  const usage = (r: { code: number; out: string; err: string }, option: string, range: string) =>
    expectOneLineError(
      r,
      new RegExp(`'${option} <\\w+>' argument '\\d+' is invalid\\. expected a whole number from ${range}\\.`),
    );

  it('--bot-timeout past an hour and watch --delay past a minute', async () => {
    // 3000000000 became a 1 ms timeout, with TimeoutOverflowWarning lines.
    usage(
      await cli('simulate', '--games', '1', '--bot-timeout', '3000000000'),
      '--bot-timeout',
      '1 to 3600000',
    );
    usage(await cli('simulate', '--games', '1', '--bot-timeout', '3600001'), '--bot-timeout', '1 to 3600000');
    usage(await cli('watch', '--delay', '3000000000'), '--delay', '0 to 60000');
    usage(await cli('watch', '--delay', '60001'), '--delay', '0 to 60000');
  });

  it('--jobs past 64 and --turn-limit past the engine bound', async () => {
    usage(await cli('simulate', '--games', '2000', '--jobs', '1000'), '--jobs', '1 to 64');
    usage(await cli('simulate', '--games', '1', '--turn-limit', '1001'), '--turn-limit', '0 to 1000');
    usage(await cli('watch', '--turn-limit', '9007199254740991'), '--turn-limit', '0 to 1000');
    const help = await cli('simulate', '--help');
    expect(help.out).toMatch(
      /--jobs <j> +jobs playing games at once: this process and j-1 child\s+processes \(at most 64\)/,
    );
  });

  it('the bounds themselves are accepted', async () => {
    const r = await cli('watch', '--delay', '60000', '--turn-limit', '1');
    expect(r.code).toBe(0);
    const s = await cli(
      'simulate',
      '--games',
      '1',
      '--jobs',
      '64',
      '--bot-timeout',
      '3600000',
      '--turn-limit',
      '1',
    );
    expect(s.code).toBe(0);
  }, 30_000);
});

describe('team new refuses a name team validate would refuse', () => {
  it('control characters, an empty name or an overlong one: one line, no file written', async () => {
    const dir = tempDir();
    const out = join(dir, 'f.json');
    const cases: [string, RegExp][] = [
      [
        'a\u001b]0;PWN\u0007',
        /^dungeonbowl: --name 'a\\u001b\]0;PWN\\u0007': the team name holds control characters\n$/,
      ],
      ['', /^dungeonbowl: --name '': the team name is empty\n$/],
      ['   ', /the team name is empty\n$/],
      [
        'x'.repeat(5000),
        /^dungeonbowl: --name 'x{40}\.\.\.': the team name is 5000 characters long, over 60\n$/,
      ],
      ['y'.repeat(LIMITS.nameChars + 1), /is 61 characters long, over 60\n$/],
    ];
    for (const [name, message] of cases) {
      expectOneLineError(
        await cli('team', 'new', '--roster', 'human', '--name', name, '--out', out),
        message,
      );
      expect(existsSync(out)).toBe(false);
    }
  });

  it('a name at the limit makes a team that validates, its value in gold pieces', async () => {
    // The sheet once said "NaN gp": the check after writing failed and its value was NaN.
    const out = join(tempDir(), 'f.json');
    const name = 'Z'.repeat(LIMITS.nameChars);
    const r = await cli('team', 'new', '--roster', 'human', '--name', name, '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/NaN/);
    expect(r.out).toMatch(new RegExp(`${name} \\(Human Team\\): [\\d,]+ gp`));
    const v = await cli('team', 'validate', out);
    expect(v.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).name).toBe(name);
  });
});

describe('the records directory', () => {
  it.skipIf(!linux)('a path under /proc is refused at once with one line', async () => {
    // Node's recursive mkdirSync spun at 96 % CPU for minutes on it.
    const started = Date.now();
    const r = await cli('simulate', '--games', '1', '--records', '/proc/1/x');
    expectOneLineError(
      r,
      /^dungeonbowl: \/proc\/1\/x: cannot make the records directory: no directory can be made in \/proc\/1\n$/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('missing parents are made one by one; a file in the way is named', async () => {
    const dir = tempDir();
    const deep = join(dir, 'a', 'b', 'c');
    makeDir(deep);
    expect(statSync(deep).isDirectory()).toBe(true);
    makeDir(deep); // already there: nothing to do
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    expectOneLineError(
      await cli('simulate', '--games', '1', '--records', join(file, 'x')),
      /cannot make the records directory: a part of the path is not a directory\n$/,
    );
    expectOneLineError(
      await cli('simulate', '--games', '1', '--records', file),
      /cannot make the records directory: is not a directory\n$/,
    );
    const r = await cli('simulate', '--games', '1', '--turn-limit', '1', '--records', join(dir, 'x', 'y'));
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, 'x', 'y', 'game-seed-1.json'))).toBe(true);
  });
});
