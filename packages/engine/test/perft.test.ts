/**
 * Perft (docs/perft.md): the number of distinct legal action sequences from fixed positions of
 * every ruleset, to a fixed depth, with the perft dice. The counts were captured from the engine
 * before any speed-up: a change to move generation or to how an action resolves changes them.
 * Update a count only for a deliberate rule change, with `npm run perft -- --table` (and
 * `--divide --only NAME` to see which first action's subtree moved).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Game, legalActions, type PerftResult, perft, scenario } from '../src/index.ts';
import { FIXTURES, fixturePositions, shownCounts } from './helpers/perft-fixtures.ts';

const EXPECTED: Record<string, Record<string, number>> = {
  'bowl2021 pre-game: placing the first chest': { depth: 1, leaves: 310, applied: 310, digest: 1105518912 },
  'bowl2021 pre-game: the last portal, then the coin tosses': {
    depth: 2,
    leaves: 114,
    applied: 171,
    digest: 4095561760,
  },
  'bowl2021 pre-game: the last player to deploy': { depth: 1, leaves: 66, applied: 66, digest: 4124385018 },
  'bowl2021 first team turn': { depth: 2, leaves: 313, applied: 368, digest: 3986849148 },
  'bowl2021 a player mid-move': { depth: 3, leaves: 199, applied: 229, digest: 608487836 },
  'bowl2021 a portal to enter': { depth: 2, leaves: 131, applied: 143, digest: 3322285516 },
  'bowl2021 a block die to choose': { depth: 3, leaves: 980, applied: 1102, digest: 4057038902 },
  'bowl2021 a chest to open': { depth: 2, leaves: 208, applied: 214, digest: 1957430330 },
  'bowl2021 the last turn of a two-turn game': {
    depth: 4,
    leaves: 554,
    gameOverLeaves: 12,
    ended: 3,
    applied: 657,
    digest: 3838074266,
  },
  'classic pre-game: choosing the end zone': { depth: 1, leaves: 2, applied: 2, digest: 1175177300 },
  'classic pre-game: placing a trap counter': { depth: 1, leaves: 432, applied: 432, digest: 2528039099 },
  'classic first team turn': { depth: 2, leaves: 707, applied: 768, digest: 3971390366 },
  'classic a player mid-move': { depth: 3, leaves: 285, applied: 326, digest: 1620268776 },
  'classic a portal to enter': { depth: 2, leaves: 649, applied: 710, digest: 4199705510 },
  'classic a trap counter ahead': { depth: 3, leaves: 566, applied: 645, digest: 352932790 },
  'classic a block die to choose': { depth: 3, leaves: 782, applied: 855, digest: 2248811739 },
  'classic a push': { depth: 3, leaves: 126, applied: 135, digest: 3343576645 },
  'classic a chest to open': { depth: 2, leaves: 171, applied: 180, digest: 4004958761 },
  'brawl2013 pre-game: choosing the end zone': { depth: 2, leaves: 264, applied: 266, digest: 351532276 },
  'brawl2013 pre-game: deploying': { depth: 1, leaves: 132, applied: 132, digest: 2375594066 },
  'brawl2013 first team turn': { depth: 2, leaves: 465, applied: 521, digest: 3790845538 },
  'brawl2013 a player mid-move': { depth: 3, leaves: 274, applied: 313, digest: 3336782699 },
  'brawl2013 a chest ahead': { depth: 2, leaves: 129, applied: 137, digest: 378474346 },
  'brawl2013 an open pit ahead': { depth: 2, leaves: 289, applied: 298, digest: 3701919718 },
  'brawl2013 a player to climb out of a pit': { depth: 2, leaves: 247, applied: 264, digest: 2932650771 },
  'brawl2013 a trapdoor ahead': { depth: 2, leaves: 232, applied: 239, digest: 1987456190 },
  'brawl2013 the room turns at the next turn': { depth: 3, leaves: 422, applied: 478, digest: 588831339 },
  'brawl2013 a block die to choose': { depth: 3, leaves: 1019, applied: 1129, digest: 1839572359 },
  'dungeonbrawl4 pre-game: the last trap marker': { depth: 1, leaves: 461, applied: 461, digest: 4128802856 },
  'dungeonbrawl4 pre-game: deploying': { depth: 1, leaves: 1152, applied: 1152, digest: 750725776 },
  'dungeonbrawl4 first team turn': { depth: 2, leaves: 519, applied: 581, digest: 258726093 },
  'dungeonbrawl4 a player mid-move': { depth: 3, leaves: 698, applied: 777, digest: 3079793159 },
  'dungeonbrawl4 a trap ahead': { depth: 3, leaves: 1458, applied: 1602, digest: 983935430 },
  'dungeonbrawl4 a block die to choose': { depth: 5, leaves: 764, applied: 874, digest: 1402591004 },
  "dungeonbrawl4 a third team's player may assist": {
    depth: 5,
    leaves: 770,
    applied: 865,
    digest: 2356178811,
  },
  'dungeonbrawl4 a teleporter ahead': { depth: 3, leaves: 885, applied: 1004, digest: 3622201039 },
  'dungeonbrawl16 pre-game: the last player to deploy': {
    depth: 2,
    leaves: 2783,
    applied: 2794,
    digest: 3648351223,
  },
  'dungeonbrawl16 first team turn': { depth: 1, leaves: 253, applied: 253, digest: 677189966 },
  'dungeonbrawl16 a player mid-move': { depth: 2, leaves: 164, applied: 171, digest: 544378946 },
  'dungeonbrawl16 a push': { depth: 3, leaves: 38, applied: 44, digest: 3424733065 },
  "dungeonbrawl16 a third team's player may assist": {
    depth: 4,
    leaves: 1792,
    applied: 1943,
    digest: 1889864559,
  },
};

/** Chess's "divide" for two fixtures: the leaves below each first action (by `actionKey`). */
const DIVIDE: Record<string, Record<string, number>> = {
  'bowl2021 a player mid-move': {
    'step to=36': 37,
    'step to=69': 26,
    'step to=70': 41,
    endActivation: 95,
  },
  "dungeonbrawl16 a third team's player may assist": {
    'choosePlayer player=60': 145,
    'choosePlayer player=46': 1502,
    'useSkill player=9 skill=assist yes=false': 145,
  },
};

const leavesBelow = (r: PerftResult) =>
  Object.fromEntries(Object.entries(r.divide ?? {}).map(([k, c]) => [k, c.leaves]));

describe('perft counts of every ruleset (captured before the speed-ups)', () => {
  let positions: Game[] = [];
  beforeAll(() => {
    positions = fixturePositions();
  });

  it('every fixture has its expected counts', () => {
    expect(Object.keys(EXPECTED)).toEqual(FIXTURES.map((f) => f.name));
  });

  FIXTURES.forEach((f, i) => {
    it(`${f.name}: depth ${f.depth}`, () => {
      // The fixture is still the position it names before anything is counted from it.
      expect(legalActions(positions[i])?.kind).toBe(f.kind);
      const r = perft(positions[i], f.depth, { divide: f.name in DIVIDE });
      expect(shownCounts(r)).toEqual(EXPECTED[f.name]);
      if (f.name in DIVIDE) expect(leavesBelow(r)).toEqual(DIVIDE[f.name]);
    });
  });
});

describe('perft itself', () => {
  // A 10 by 5 room: a blocker beside its target.
  const room = () =>
    scenario({
      map: '############\n#A........B#\n#A........B#\n#A........B#\n#A........B#\n#A........B#\n############\n',
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3] },
      ],
    });

  it('depth 0 is the position itself; depth 1 is its legal actions, none refused', () => {
    const g = room();
    expect(perft(g, 0)).toMatchObject({ leaves: 1, applied: 0 });
    expect(perft(g, 1)).toMatchObject({ leaves: legalActions(g)!.actions.length, diceExhausted: 0 });
  });

  it('the divide adds up to the whole, and the game counted from is not changed', () => {
    const g = room();
    const before = JSON.stringify(g);
    const r = perft(g, 3, { divide: true });
    const parts = Object.values(r.divide ?? {});
    for (const k of ['leaves', 'gameOverLeaves', 'ended', 'diceExhausted', 'applied'] as const) {
      expect(parts.reduce((n, c) => n + c[k], 0)).toBe(r[k]);
    }
    expect(parts.reduce((n, c) => (n + c.digest) >>> 0, 0)).toBe(r.digest);
    expect(JSON.stringify(g)).toBe(before);
  });

  it('the digest tells apart leaves that are as many but stand elsewhere: a Push against a POW', () => {
    const g = room();
    // Two actions: the Block action, then the block.
    const pushes = perft(g, 2, { dice: Array(20).fill(3) });
    const pows = perft(g, 2, { dice: Array(20).fill(6) });
    expect(pows.leaves).toBe(pushes.leaves);
    expect(pows.digest).not.toBe(pushes.digest);
  });

  it('a branch that needs a die beyond the script ends there, counted apart and not as a leaf', () => {
    const g = room();
    const all = perft(g, 2);
    const none = perft(g, 2, { dice: [] });
    expect(none.diceExhausted).toBeGreaterThan(0);
    expect(none.leaves).toBeLessThan(all.leaves);
    // Beyond a block die's faces: a D6 cannot show 7.
    expect(perft(g, 2, { dice: [7] }).diceOutOfRange).toBeGreaterThan(0);
  });
});
