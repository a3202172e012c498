/**
 * Fuzz: `apply` and `createGame` under hostile input. Whatever a caller hands them, nothing
 * throws, a refused input changes nothing, and an accepted action leaves a sound game. `FUZZ_RUNS`
 * sets the number of runs (`npm run fuzz` runs many more).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  checkInvariants,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
} from '../src/index.ts';

const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const ROOM = getBuiltinDungeon('training-room')!.text;
const TYPES = [
  'step',
  'jump',
  'block',
  'activate',
  'pass',
  'endTurn',
  'deploy',
  'placeChest',
  'reroll',
  'pushTo',
];

/** A game some way into play, reached by always taking the `pick`-th legal action. */
function gameAt(seed: number, steps: number): Game {
  const made = createGame({ dungeon: ROOM, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed });
  if (!made.ok) throw new Error(made.errors[0].message);
  const g = made.game;
  for (let i = 0; i < steps && legalActions(g); i++) {
    const d = legalActions(g)!;
    apply(g, d.actions[(i * 7 + seed) % d.actions.length], { inPlace: true, events: false });
  }
  return g;
}

const fieldValue = fc.oneof(
  fc.integer({ min: -5, max: 2000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e300, 2 ** 53),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.anything({ maxDepth: 1 }),
);

/** Actions a hostile bot might send: a listed one with fields changed, added or removed, or anything. */
function hostileAction(g: Game): fc.Arbitrary<unknown> {
  const listed = legalActions(g)?.actions ?? [{ type: 'endTurn' } as Action];
  const mutated = fc
    .tuple(
      fc.constantFrom(...listed),
      fc.constantFrom('type', 'to', 'player', 'sq', 'target', 'action', 'extra'),
      fieldValue,
    )
    .map(([a, k, v]) => ({ ...a, [k]: v }));
  const invented = fc.record({
    type: fc.constantFrom(...TYPES),
    to: fieldValue,
    player: fieldValue,
    sq: fieldValue,
  });
  return fc.oneof(mutated, invented, fc.anything({ maxDepth: 2 }));
}

describe('apply with hostile actions', () => {
  it('never throws; a refused action changes nothing; an accepted one leaves a sound game', () => {
    for (const [seed, steps] of [
      [1, 0],
      [2, 25],
      [3, 60],
      [4, 120],
    ]) {
      const g = gameAt(seed, steps);
      if (!legalActions(g)) continue;
      fc.assert(
        fc.property(hostileAction(g), fc.boolean(), (action, inPlace) => {
          const game = inPlace ? gameAt(seed, steps) : g;
          const before = JSON.stringify(game);
          const r = apply(game, action as Action, { inPlace, trusted: inPlace });
          if (!r.ok) {
            expect(typeof r.error.code).toBe('string');
            expect(r.error.message.length).toBeLessThan(400);
            expect(JSON.stringify(game)).toBe(before);
          } else {
            expect(checkInvariants(r.game)).toEqual([]);
          }
          if (!inPlace) expect(JSON.stringify(g)).toBe(before);
        }),
        { numRuns: RUNS, seed },
      );
    }
  });
});

describe("the clock keeper's actions, hostile", () => {
  /** A BRAWL 2013 match (its clocks on) some way into play. */
  function brawlAt(seed: number, steps: number): Game {
    const dungeon = getBuiltinDungeon('brawl-classic')!.text;
    const made = createGame({ ruleset: 'brawl2013', dungeon, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed });
    if (!made.ok) throw new Error(made.errors[0].message);
    const g = made.game;
    for (let i = 0; i < steps && legalActions(g); i++) {
      const d = legalActions(g)!;
      apply(g, d.actions[(i * 7 + seed) % d.actions.length], { inPlace: true, events: false });
    }
    return g;
  }
  const clockAction = fc.oneof(
    fc.record({ type: fc.constantFrom('timeUp', 'turnTimeExpired') }),
    fc
      .tuple(
        fc.constantFrom('timeUp', 'turnTimeExpired'),
        fc.constantFrom('team', 'to', 'type', 'x'),
        fieldValue,
      )
      .map(([type, k, v]) => ({ type, [k]: v })),
  );

  it('never throw; a refused one changes nothing; an accepted one leaves a sound game', () => {
    for (const [seed, steps] of [
      [1, 0],
      [2, 40],
      [3, 200],
    ]) {
      const g = brawlAt(seed, steps);
      fc.assert(
        fc.property(clockAction, (action) => {
          const before = JSON.stringify(g);
          const r = apply(g, action as Action);
          if (!r.ok) {
            // A clock action the game does not take now, or no clock action at all once its type
            // was changed: refused in one short line.
            expect(['NO_CLOCK', 'BAD_ACTION', 'ILLEGAL_ACTION']).toContain(r.error.code);
            expect(r.error.message.length).toBeLessThan(400);
          } else {
            expect(checkInvariants(r.game)).toEqual([]);
          }
          expect(JSON.stringify(g)).toBe(before);
        }),
        { numRuns: RUNS, seed },
      );
    }
  });
});

describe('createGame with hostile set-ups', () => {
  const team = fc.oneof(
    fc.constantFrom(FIRE_TEAM, SHADOW_TEAM),
    fc
      .tuple(
        fc.constantFrom(FIRE_TEAM, SHADOW_TEAM),
        fc.constantFrom('name', 'roster', 'rerolls', 'players', 'colour', 'wizard', 'x'),
        fieldValue,
      )
      .map(([t, k, v]) => ({ ...t, [k]: v })),
    fc.anything({ maxDepth: 2 }),
  );
  const setup = fc.oneof(
    fc.record({
      dungeon: fc.oneof(fc.constant(ROOM), fc.string({ maxLength: 50 })),
      teams: fc.array(team, { maxLength: 4 }),
    }),
    fc.record({ ruleset: fieldValue, dungeon: fieldValue, teams: fieldValue }, { requiredKeys: [] }),
    fc.anything({ maxDepth: 3 }),
  );
  const options = fc.oneof(
    fc.constant(undefined),
    fc.record(
      {
        seed: fieldValue,
        dice: fc.array(fieldValue, { maxLength: 5 }),
        rules: fc.dictionary(fc.string({ maxLength: 12 }), fieldValue),
      },
      { requiredKeys: [] },
    ),
    fc.anything({ maxDepth: 2 }),
  );

  it('never throws, and every error has a code, a message and a path', () => {
    fc.assert(
      fc.property(setup, options, (s, o) => {
        const r = createGame(s as never, o as never);
        if (r.ok) {
          expect(checkInvariants(r.game)).toEqual([]);
          return;
        }
        expect(r.errors.length).toBeGreaterThan(0);
        for (const e of r.errors) {
          expect(typeof e.code).toBe('string');
          expect(typeof e.message).toBe('string');
          expect(typeof e.path).toBe('string');
        }
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
