import { describe, expect, it } from 'vitest';
import {
  apply,
  BUILTIN_DUNGEONS,
  createGame,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  rulesetIds,
} from '../src/index.ts';
import { chooser, teamsFor } from './helpers/common.ts';
import { checkInvariants } from './invariants.ts';

type Check = (g: Game, step: number, events: GameEvent[]) => void;

/** A random game: every decision a random legal action, `check` after every step. */
function randomGame(dungeon: string, seed: number, check: Check, ruleset?: string): Game {
  const made = createGame(
    { ruleset, dungeon: getBuiltinDungeon(dungeon)!.text, teams: teamsFor(ruleset ?? 'dungeonbowl2021') },
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
    check(g, step, r.events);
  }
  return g;
}

/** The first built-in dungeon whose header names the ruleset (`rulesets: a, b`). */
function mapFor(ruleset: string): string | undefined {
  return BUILTIN_DUNGEONS.find((d) => {
    const header = /^rulesets:(.*)$/m.exec(d.text);
    return header?.[1].split(',').some((id) => id.trim() === ruleset);
  })?.id;
}

/** Random games, invariants checked after every step; the events of them all. */
function checkedGames(dungeon: string, seeds: number, ruleset?: string): GameEvent[] {
  let steps = 0;
  const all: GameEvent[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const g = randomGame(
      dungeon,
      seed,
      (state, step, events) => {
        const problems = checkInvariants(state);
        if (problems.length > 0) throw new Error(`seed ${seed} step ${step}: ${problems.join('; ')}`);
        for (const e of events) all.push(e);
        steps++;
      },
      ruleset,
    );
    expect(g.result).not.toBeNull();
  }
  expect(steps).toBeGreaterThan(1000);
  return all;
}

describe('random play keeps every invariant', () => {
  it('on training-room (the practice map, the default ruleset): one ball, one player per square, a decision pending, nothing hidden in views', () => {
    checkedGames('training-room', 25);
  });

  // Every registered ruleset, on a built-in dungeon made for it.
  for (const id of rulesetIds()) {
    it(`under ${id}, on a dungeon made for it: every invariant after every step`, () => {
      const map = mapFor(id);
      expect(map, `no built-in dungeon names the ruleset ${id}`).toBeDefined();
      const events = checkedGames(map!, 25, id);
      // Classic games must meet their trap counters, or the invariants say little about them.
      if (id === 'classic') expect(events.filter((e) => e.type === 'trap').length).toBeGreaterThan(10);
    });
  }

  // [002]: every round map of the BRAWL 2013 season, with its hazards and moving parts met.
  const rounds = BUILTIN_DUNGEONS.filter((d) => /^rulesets: brawl2013$/m.test(d.text)).map((d) => d.id);
  it('BRAWL 2013 has its nine round maps', () => {
    expect(rounds).toHaveLength(9);
  });
  for (const round of rounds) {
    it(`under brawl2013 on ${round}: every invariant after every step`, () => {
      const events = checkedGames(round, 4, 'brawl2013');
      const met = (t: GameEvent['type']) => events.some((e) => e.type === t);
      if (round === 'brawl-hogwurts') expect(met('roomTurned')).toBe(true);
      if (round === 'brawl-temple-of-doom') expect(met('stoneBall')).toBe(true);
      expect(met('gameOver')).toBe(true);
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
