/**
 * Fuzzing the command line's option parsing (issue 15): random argument lists, made of each
 * command's own flags with random values, random words and a few real files, run in-process.
 * Whatever they hold, the program never throws, never prints a stack trace or an internal error,
 * and a failure is exit code 1 with one line on stderr (then, for a map or a team, its problems
 * indented below it) and nothing on stdout. Commands that could run long are bounded (one or two
 * games of one or two turns); nothing is written outside a temporary directory.
 *
 * FUZZ_RUNS sets the number of argument lists per command (default 20: a few seconds in all).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { HERO_IDS, MONSTER_TYPES, RULE_KEYS } from '@dungeonbowl/dungeonquest';
import { BUILTIN_DUNGEONS, FIRE_TEAM, getBuiltinDungeon, ROSTERS } from '@dungeonbowl/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliWith, tempDir } from './helpers.ts';

const runs = Number(process.env.FUZZ_RUNS) || 20;

// The files the arguments may name, made while the tests are collected (the arbitraries name them).
const dir = tempDir();
const put = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const greatHall = getBuiltinDungeon('great-hall')!.text;
mkdirSync(join(dir, 'a-directory'));
const files = {
  map: put('map.txt', greatHall),
  bomMap: put('bom-map.txt', `\ufeff${greatHall}`),
  badMap: put('bad-map.txt', '#####\n#A?B#\n#####\n'),
  team: put('team.json', JSON.stringify(FIRE_TEAM)),
  bomTeam: put('bom-team.json', `\ufeff${JSON.stringify(FIRE_TEAM)}`),
  badJson: put('bad.json', '{"name": [1, 2,'),
  deepJson: put('deep.json', '['.repeat(5000)),
  empty: put('empty.txt', ''),
  directory: join(dir, 'a-directory'),
  missing: join(dir, 'missing.txt'),
  record: join(dir, 'records', 'game-seed-1.json'),
};

beforeAll(async () => {
  const made = await cliWith(
    sandbox(),
    'simulate',
    '--games',
    '1',
    '--turn-limit',
    '1',
    '--records',
    join(dir, 'records'),
  );
  expect(made.code).toBe(0);
});

/** The Io of a fuzzed run: it may write only inside the temporary directory. */
function sandbox() {
  const inside = (path: string) => {
    if (!resolve(path).startsWith(dir + sep)) {
      throw Object.assign(new Error(`${path}: outside the fuzz directory`), { code: 'EACCES' });
    }
  };
  return {
    writeFile: (path: string, text: string) => {
      inside(path);
      writeFileSync(path, text);
    },
    mkdir: (path: string) => {
      inside(path);
      mkdirSync(path, { recursive: true });
    },
  };
}

// ---- values ------------------------------------------------------------------------------------

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', ' ', '-', '--', '-x', '--nope', '\u001b[2J', 'a\nb', '\u0000', 'toString', '__proto__'),
);
const whole = fc.oneof(
  fc.integer({ min: -5, max: 30 }).map(String),
  fc.constantFrom('1.5', '1e3', '0x10', '-0', ' 7 ', '99999999999999999999', 'NaN', 'Infinity'),
  junk,
);
const oneOf = (...xs: string[]) => fc.oneof(fc.constantFrom(...xs), junk);
const path = () =>
  fc.oneof(
    fc.constantFrom(...Object.values(files)),
    fc.constantFrom(...BUILTIN_DUNGEONS.map((d) => d.id)),
    junk,
  );
/** Files a command may write: new ones, existing ones and its own inputs, all in the directory. */
const outPath = () =>
  fc.oneof(
    fc
      .constantFrom('new.out', 'other.svg', 'records', 'map.txt', 'team.json', 'a-directory')
      .map((f) => join(dir, f)),
    fc.constantFrom(files.map, files.team),
  );

type Flag = [string, fc.Arbitrary<string> | null];

const seed: Flag = ['--seed', whole];
const json: Flag = ['--json', null];
const force: Flag = ['--force', null];
const budget: Flag = ['--budget', whole];
const unverified: Flag = ['--allow-unverified', null];
const questFlags = (): Flag[] => [
  ['--hero', oneOf(...HERO_IDS, 'Hugo ', 'LINDEL')],
  ['--monster', oneOf(...MONSTER_TYPES, 'Demon')],
  ['--life', whole],
  ['--wounds', whole],
  ['--no-ability', null],
  ['--escape', null],
  [
    '--rule',
    oneOf(...RULE_KEYS.map((k) => `${k}=x`), 'death=exceed', 'hugoReroll=per-combat', '=', 'toString=1'),
  ],
  json,
];

/** Each command with its flags, and what its positional argument may be. */
const COMMANDS: { args: string[]; flags: Flag[]; positional?: boolean; runs?: number }[] = [
  {
    args: [],
    flags: [
      ['--help', null],
      ['--version', null],
      ['-V', null],
    ],
  },
  { args: ['dungeon', 'list'], flags: [json] },
  { args: ['dungeon', 'show'], flags: [], positional: true },
  {
    args: ['dungeon', 'validate'],
    flags: [
      ['--ruleset', oneOf('dungeonbowl2021', 'classic', 'brawl2013', 'dungeonbrawl')],
      ['--teams', whole],
      json,
    ],
    positional: true,
  },
  {
    args: ['dungeon', 'generate'],
    flags: [
      seed,
      ['--ruleset', oneOf('dungeonbowl2021', 'classic', 'brawl2013', 'dungeonbrawl')],
      ['--size', oneOf('small', 'medium', 'large')],
      ['--teams', whole],
      ['--style', oneOf('halls', 'corridors', 'rooms')],
      ['--out', outPath()],
      force,
    ],
  },
  {
    args: ['dungeon', 'render'],
    flags: [['--svg', outPath()], ['--cell', whole], force],
    positional: true,
  },
  { args: ['team', 'rosters'], flags: [budget, unverified, json] },
  {
    args: ['team', 'new'],
    flags: [
      ['--roster', oneOf(...ROSTERS.map((r) => r.id))],
      ['--name', junk],
      seed,
      budget,
      unverified,
      ['--wizard', null],
      ['--no-wizard', null],
      ['--out', outPath()],
      force,
    ],
  },
  { args: ['team', 'validate'], flags: [budget, unverified, json], positional: true },
  { args: ['quest', 'odds'], flags: questFlags() },
  { args: ['quest', 'fight'], flags: [...questFlags(), seed] },
  { args: ['replay'], flags: [json], positional: true },
  {
    args: ['watch', '--turn-limit', '1'],
    flags: [
      seed,
      ['--dungeon', path()],
      ['--ruleset', oneOf('dungeonbowl2021', 'classic')],
      // Never 0 (no limit): a game must stay short.
      ['--turn-limit', fc.constantFrom('1', '2', '-1', 'x', '', '1.0')],
      ['--delay', whole],
    ],
    runs: Math.max(5, Math.round(runs / 3)),
  },
  {
    args: ['simulate', '--turn-limit', '1', '--games', '1'],
    flags: [
      ['--games', fc.constantFrom('1', '2', '0', '-1', 'x', '')],
      [
        '--bots',
        oneOf(
          'random',
          'scripted',
          'random,scripted',
          'scripted:x=1',
          'bogus',
          'cmd',
          'random,random,random',
        ),
      ],
      seed,
      ['--turn-limit', fc.constantFrom('1', '2', '-1', 'x', '')],
      ['--dungeon', path()],
      ['--ruleset', oneOf('dungeonbowl2021', 'classic')],
      [
        '--teams',
        fc.oneof(
          fc.constantFrom(`${files.team},${files.bomTeam}`, files.team, `${files.badJson},${files.team}`),
          junk,
        ),
      ],
      ['--rosters', oneOf(...ROSTERS.map((r) => r.id), 'human,orc', `${ROSTERS[0].id},${ROSTERS[1].id}`)],
      ['--records', outPath()],
      force,
      ['--no-check', null],
      ['--swap-teams', null],
      unverified,
      json,
    ],
    runs: Math.max(5, Math.round(runs / 3)),
  },
];

/** An argument list for a command: its flags with values, in any order, and some stray words. */
function argv(c: (typeof COMMANDS)[number]): fc.Arbitrary<string[]> {
  const flag: fc.Arbitrary<string[]> = fc
    .constantFrom(...c.flags, ['--bogus', null] as Flag)
    .chain(
      ([name, value]): fc.Arbitrary<string[]> => (value ? value.map((v) => [name, v]) : fc.constant([name])),
    );
  const stray: fc.Arbitrary<string[]> = fc.oneof(
    junk.map((s) => [s]),
    fc.constantFrom<string[]>(['--help'], ['extra'], ['--json=1']),
  );
  const items = fc.array(fc.oneof({ weight: 4, arbitrary: flag }, { weight: 1, arbitrary: stray }), {
    maxLength: 6,
  });
  const positional: fc.Arbitrary<string[][]> = c.positional ? path().map((p) => [[p]]) : fc.constant([]);
  return fc.tuple(items, positional).map(([xs, p]) => [...c.args, ...[...p, ...xs].flat()]);
}

/** What every run must show, whatever its arguments. */
function check(args: string[], r: { code: number; out: string; err: string }): void {
  const shown = JSON.stringify(args);
  expect(r.err, shown).not.toMatch(/^\s+at /m);
  expect(r.err, shown).not.toMatch(/internal error/);
  expect(r.out + r.err, shown).not.toContain('\u001b');
  expect([0, 1], shown).toContain(r.code);
  if (r.code === 0) return;
  // A failed check's JSON answer (team validate, dungeon validate) is on stdout, and parses.
  if (args.includes('--json') && r.err === '') {
    expect(() => JSON.parse(r.out), shown).not.toThrow();
    return;
  }
  expect(r.out, shown).toBe('');
  expect(r.err, shown).toMatch(/\n$/);
  const [first, ...rest] = r.err.slice(0, -1).split('\n');
  // A command group run without its command answers with its help, as a usage error.
  if (first.startsWith('Usage:')) return;
  // dungeon validate's answer: for each ruleset the map fails, a line and its problems below.
  const heading = /^(dungeonbowl|error): .|^\S.*: \d+ problems? for .*\)$/;
  expect(first, shown).toMatch(heading);
  for (const line of rest)
    expect(line, shown).toMatch(
      args[1] === 'validate' ? new RegExp(`${heading.source}|^ {2}\\S`) : /^ {2}\S/,
    );
}

describe('fuzzing the command line', { timeout: 120_000 }, () => {
  for (const c of COMMANDS) {
    it(`dungeonbowl ${c.args.join(' ') || '(no command)'}: any arguments, no crash, one-line errors`, async () => {
      await fc.assert(
        fc.asyncProperty(argv(c), async (args) => {
          const r = await cliWith(sandbox(), ...args);
          check(args, r);
        }),
        { numRuns: c.runs ?? runs },
      );
    });
  }
});
