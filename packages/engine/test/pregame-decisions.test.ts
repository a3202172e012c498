/**
 * The pre-game's decisions, step by step, are what they were before the placing squares were
 * cached (issue 22): seeded random games under every ruleset, each decision's kind, team and
 * actions (in order) hashed, against the hashes of the engine before the change. Dungeon Brawl
 * games are followed into play for a while too, where removed players come back through the
 * entrance at each turn start.
 */
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, createGame, getBuiltinDungeon, legalActions } from '../src/index.ts';
import { chooser, teamsFor } from './helpers/common.ts';

interface Case {
  ruleset: string;
  dungeon: string;
  teams?: number;
  /** Decisions hashed after the pre-game, 0 for the pre-game only. */
  playSteps: number;
}

const CASES: Case[] = [
  { ruleset: 'dungeonbowl2021', dungeon: 'great-hall', playSteps: 200 },
  { ruleset: 'dungeonbowl2021', dungeon: 'pillared-halls', playSteps: 200 },
  { ruleset: 'dungeonbowl2021', dungeon: 'the-warren', playSteps: 200 },
  { ruleset: 'classic', dungeon: 'great-hall', playSteps: 200 },
  { ruleset: 'classic', dungeon: 'the-crypt', playSteps: 200 },
  { ruleset: 'brawl2013', dungeon: 'brawl-classic', playSteps: 400 },
  { ruleset: 'brawl2013', dungeon: 'brawl-castle', playSteps: 400 },
  { ruleset: 'dungeonbrawl', dungeon: 'brawl-pit', teams: 4, playSteps: 1500 },
  { ruleset: 'dungeonbrawl', dungeon: 'hourglass', teams: 4, playSteps: 1500 },
  { ruleset: 'dungeonbrawl', dungeon: 'twin-pits', teams: 16, playSteps: 1500 },
];

const SEEDS = [1, 2, 3];

/** One game's decisions hashed: the pre-game's, then `playSteps` more; and how many there were. */
function decisionsHash(c: Case, seed: number): string {
  const made = createGame(
    { ruleset: c.ruleset, dungeon: getBuiltinDungeon(c.dungeon)!.text, teams: teamsFor(c.ruleset, c.teams) },
    { seed, rules: { turnLimit: 8 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  const g = made.game;
  const pick = chooser(seed * 97 + 13);
  const hash = createHash('sha256');
  let pregame = 0;
  let played = 0;
  while (!g.result && played < c.playSteps + 1) {
    const d = legalActions(g);
    if (!d) break;
    if (g.stack[0]?.t === 'pregame') pregame++;
    else played++;
    hash.update(JSON.stringify({ kind: d.kind, team: d.team, actions: d.actions }));
    const r = apply(g, d.actions[pick(d.actions.length)], { inPlace: true, events: false });
    if (!r.ok) throw new Error(`${c.dungeon} seed ${seed}: ${r.error.message}`);
  }
  return `${pregame}+${played} ${hash.digest('hex').slice(0, 16)}`;
}

/** Captured on the engine before the pre-game's squares were cached. */
const EXPECTED: Record<string, string[]> = {
  'dungeonbowl2021 on great-hall': [
    '25+201 8531101888f3fe4e',
    '25+201 9ee04ffd282305c1',
    '25+201 cf914e0d7b327e0c',
  ],
  'dungeonbowl2021 on pillared-halls': [
    '25+201 e9e980429d5fbf20',
    '25+201 9bfa9ca91264814e',
    '25+201 0be914ef882abf21',
  ],
  'dungeonbowl2021 on the-warren': [
    '25+201 94ec96fc27da137d',
    '25+201 b85a4c502e196ad6',
    '25+201 d098b40103d4187c',
  ],
  'classic on great-hall': ['31+201 9ef5272227c1a613', '31+201 fb292ba6ca12f136', '31+201 823c811210221a2d'],
  'classic on the-crypt': ['31+201 0e701f4c4da0504c', '31+201 bc290de9f2d0eec3', '31+201 f2790fd2f387353a'],
  'brawl2013 on brawl-classic': [
    '13+401 e6aa0886995b82a0',
    '13+355 816dfcd9a89a13a9',
    '13+401 ad90e9eb56515044',
  ],
  'brawl2013 on brawl-castle': [
    '13+336 a6a9f5d26ccf26cb',
    '13+401 35d891ff5bf7beb3',
    '13+401 ce88f3aca56b56f4',
  ],
  'dungeonbrawl on brawl-pit, 4 teams': [
    '40+676 e95763fc6f123fb3',
    '40+716 4d5cfd7061b2ac8b',
    '40+696 6d2f51ce6edf54f6',
  ],
  'dungeonbrawl on hourglass, 4 teams': [
    '40+721 7dceb3a9791f68ed',
    '40+754 354ced4644b989fc',
    '40+789 aefb89d1b3d03914',
  ],
  'dungeonbrawl on twin-pits, 16 teams': [
    '128+1501 fb1fae658fd4354b',
    '128+1501 86be14bbe21e7a9c',
    '128+1501 d8b45cf0ad5fb576',
  ],
};

describe('the pre-game offers the same decisions as before the caching (issue 22)', () => {
  for (const c of CASES) {
    const name = `${c.ruleset} on ${c.dungeon}${c.teams ? `, ${c.teams} teams` : ''}`;
    it(name, () => {
      const got = SEEDS.map((seed) => decisionsHash(c, seed));
      if (process.env.PRINT_HASHES)
        appendFileSync(process.env.PRINT_HASHES, `  ${JSON.stringify(name)}: ${JSON.stringify(got)},\n`);
      expect(got).toEqual(EXPECTED[name]);
    });
  }
});
