import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
} from '../src/index.ts';
import { checkInvariants } from './invariants.ts';

/** A tiny PRNG for choosing actions, separate from the game's dice. */
function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

function randomGame(dungeon: string, seed: number, check: (g: Game, step: number) => void): Game {
  const made = createGame(
    { dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 12 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  let g = made.game;
  const pick = chooser(seed * 31 + 7);
  for (let step = 0; step < 20000 && !g.result; step++) {
    const d = legalActions(g)!;
    const r = apply(g, d.actions[pick(d.actions.length)]);
    if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${r.error.message}`);
    g = r.game;
    check(g, step);
  }
  return g;
}

describe('random play keeps every invariant', () => {
  for (const dungeon of ['training-room', 'great-hall']) {
    it(`on ${dungeon}: one ball, one player per square, a decision pending, nothing hidden in views`, () => {
      let steps = 0;
      for (let seed = 1; seed <= 25; seed++) {
        const g = randomGame(dungeon, seed, (state, step) => {
          const problems = checkInvariants(state);
          if (problems.length > 0) throw new Error(`seed ${seed} step ${step}: ${problems.join('; ')}`);
          steps++;
        });
        expect(g.result).not.toBeNull();
      }
      expect(steps).toBeGreaterThan(1000);
    });
  }

  it('a game state is plain JSON and survives a JSON round trip', () => {
    randomGame('training-room', 99, (g, step) => {
      if (step % 50 === 0) expect(JSON.parse(JSON.stringify(g))).toEqual(g);
    });
  });

  it('the same seed gives the same game', () => {
    const a = randomGame('great-hall', 5, () => {});
    const b = randomGame('great-hall', 5, () => {});
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
