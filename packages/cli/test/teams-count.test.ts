/**
 * Games of more than two teams on the command line ([000] Dungeon Brawl: 4 to 16 teams of four):
 * `--teams-count` on simulate and watch, checked against the ruleset; the teams dealt round the
 * seats as squads; a bot per seat; the built-in map for the teams when no --dungeon is given.
 */
import { describe, expect, it } from 'vitest';
import { cli, expectOneLineError } from './helpers.ts';

interface SummaryJson {
  dungeon: string;
  games: number;
  draws: number;
  endings: Record<string, number>;
  invariantViolations: number;
  sides: { bot: string; team: string; wins: number; draws: number; losses: number }[];
}

async function summary(...args: string[]): Promise<SummaryJson> {
  const r = await cli('simulate', '--json', ...args);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as SummaryJson;
}

describe('simulate --teams-count', () => {
  it('Dungeon Brawl with 8 teams: a bot per seat, squads dealt round, the Twin Pits, a summary per seat', async () => {
    const bots = ['scripted', ...new Array(7).fill('random')];
    const s = await summary(
      '--ruleset',
      'dungeonbrawl',
      '--teams-count',
      '8',
      '--bots',
      bots.join(','),
      '--games',
      '2',
      '--turn-limit',
      '2',
    );
    expect(s.dungeon).toBe('twin-pits');
    expect(s.sides.map((x) => x.bot)).toEqual(bots);
    expect(s.sides.map((x) => x.team)).toEqual([
      'Bright Blasters',
      'Grey Lurkers',
      'Bright Blasters (2)',
      'Grey Lurkers (2)',
      'Bright Blasters (3)',
      'Grey Lurkers (3)',
      'Bright Blasters (4)',
      'Grey Lurkers (4)',
    ]);
    // Nobody reached an end zone in two turns each: the turn limit ends the game, nobody wins.
    expect(s.endings).toEqual({ turnLimit: 2 });
    expect(s.draws).toBe(2);
    for (const side of s.sides) expect([side.wins, side.draws, side.losses]).toEqual([0, 2, 0]);
    expect(s.invariantViolations).toBe(0);
  });

  it('Dungeon Brawl without --teams-count: its least, 4 teams, on the Brawl Pit', async () => {
    const s = await summary('--ruleset', 'dungeonbrawl', '--games', '1', '--turn-limit', '1');
    expect(s.dungeon).toBe('brawl-pit');
    expect(s.sides).toHaveLength(4);
  });

  it('team files or rosters are dealt round the seats as squads of four', async () => {
    const s = await summary(
      ...['--ruleset', 'dungeonbrawl', '--rosters', 'human,orc,dwarf', '--teams-count', '5'],
      ...['--games', '1', '--turn-limit', '1'],
    );
    expect(s.sides.map((x) => x.team)).toEqual([
      'Human Team',
      'Orc Team',
      'Dwarf Team',
      'Human Team (2)',
      'Orc Team (2)',
    ]);
  });

  it('a count the ruleset does not play is one line of error', async () => {
    for (const n of ['3', '17'])
      expectOneLineError(
        await cli('simulate', '--ruleset', 'dungeonbrawl', '--teams-count', n, '--games', '1'),
        new RegExp(`^dungeonbowl: --teams-count ${n}: Dungeon Brawl is played by 4 to 16 teams$`, 'm'),
      );
    expectOneLineError(
      await cli('simulate', '--teams-count', '4', '--games', '1'),
      /^dungeonbowl: --teams-count 4: Dungeon Bowl 2021 is played by 2 teams$/m,
    );
    expectOneLineError(
      await cli('simulate', '--teams-count', '3', '--dungeon', 'great-hall', '--games', '1'),
      /--teams-count 3: Dungeon Bowl 2021 is played by 2 teams on The Great Hall \(one team per end zone\)$/m,
    );
  });

  it('a bad --teams-count value is a usage error', async () => {
    for (const v of ['0', 'x', '2.5']) {
      const r = await cli('simulate', '--ruleset', 'dungeonbrawl', '--teams-count', v);
      expect(r.code).not.toBe(0);
      expect(r.err).toMatch(/--teams-count <n>' argument '.*' is invalid/);
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('a --bots list names one bot or one per seat; another length is one line of error', async () => {
    expectOneLineError(
      await cli(
        ...['simulate', '--ruleset', 'dungeonbrawl', '--teams-count', '8'],
        ...['--bots', 'scripted,random,random', '--games', '1'],
      ),
      /^dungeonbowl: --bots names 3 bots for 8 sides \(give one, or one per side\)$/m,
    );
  });

  it('more teams given than seats is one line of error', async () => {
    expectOneLineError(
      await cli(
        ...['simulate', '--ruleset', 'dungeonbrawl', '--teams-count', '4'],
        ...['--rosters', 'human,orc,dwarf,skaven,halfling', '--games', '1'],
      ),
      /^dungeonbowl: 5 teams given for --teams-count 4: give at most 4$/m,
    );
  });
});

describe('watch --teams-count', () => {
  it('draws every team with its own letter, the shared end zones as *, and the order of play', async () => {
    const r = await cli('watch', '--ruleset', 'dungeonbrawl', '--teams-count', '6', '--turn-limit', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^### wall {3}\. {2}floor {3}\+ {2}door {3}\* {2}end zone \(any team scores in any\)/m,
    );
    for (const letter of 'ABCDEF')
      expect(r.out).toMatch(new RegExp(`^${letter} {2}\\S.*: in the dungeon \\d`, 'm'));
    expect(r.out).toMatch(/^order of play: ([A-F], ){5}[A-F] \([A-F] on turn, team turn \d+\)$/m);
    // Every player on the board is a team letter and a number.
    expect(r.out).toMatch(/ [A-F]\d\d/);
    expect(r.out).not.toMatch(/ [G-P]\d\d/);
  });

  it('a count the ruleset does not play is one line of error', async () => {
    expectOneLineError(
      await cli('watch', '--ruleset', 'dungeonbrawl', '--teams-count', '2'),
      /^dungeonbowl: --teams-count 2: Dungeon Brawl is played by 4 to 16 teams$/m,
    );
  });
});
