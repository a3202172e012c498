/**
 * Every roster that can be chosen now plays: a random legal team of it meets a random team of
 * another roster in a full game of random moves under a turn limit, and the engine's invariants
 * hold after every step.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  checkInvariants,
  createGame,
  getBuiltinDungeon,
  legalActions,
  ROSTERS,
  randomTeam,
  rosterStatus,
  type TeamFile,
} from '../src/index.ts';

const CHOOSABLE = ROSTERS.filter((r) => rosterStatus(r).choosable);
const HALL = getBuiltinDungeon('great-hall')!.text;

function teamOf(roster: string, seed: number): TeamFile {
  const r = randomTeam(roster, seed);
  if (!r.ok) throw new Error(`${roster}: ${JSON.stringify(r.errors)}`);
  return r.team;
}

/** xorshift, apart from the game's dice. */
function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

describe('a full random game for every choosable roster', () => {
  CHOOSABLE.forEach((roster, i) => {
    const rival = CHOOSABLE[(i + 1) % CHOOSABLE.length];
    it(`${roster.name} against ${rival.name}`, () => {
      for (const seed of [1, 2]) {
        const made = createGame(
          { dungeon: HALL, teams: [teamOf(roster.id, seed), teamOf(rival.id, seed + 100)] },
          { seed, rules: { turnLimit: 8 } },
        );
        if (!made.ok) throw new Error(JSON.stringify(made.errors));
        const g = made.game;
        const pick = chooser(seed * 7919 + i);
        let steps = 0;
        while (!g.result && steps < 20000) {
          const d = legalActions(g);
          if (!d) throw new Error(`${roster.id} seed ${seed} step ${steps}: no decision and no result`);
          const a = d.actions[pick(d.actions.length)];
          const r = apply(g, a, { inPlace: true, events: false });
          if (!r.ok) throw new Error(`${roster.id} seed ${seed} step ${steps}: ${r.error.message}`);
          steps++;
          const broken = checkInvariants(g);
          if (broken.length > 0)
            throw new Error(`${roster.id} seed ${seed} step ${steps}: ${broken.join('; ')}`);
        }
        expect(g.result, `${roster.id} seed ${seed}`).not.toBeNull();
      }
    });
  });
});
