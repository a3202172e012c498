/**
 * Dungeon Brawl ([000]) under random play with 4, 8 and 16 teams: every invariant after every
 * step, and every coach's view free of what that coach may not know (which chest holds the ball,
 * the kind of another coach's face-down trap marker).
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  view,
} from '../src/index.ts';
import { chooser, teamsFor } from './helpers/common.ts';
import { checkInvariants } from './invariants.ts';

/** What no coach's view may hold: the ball's chest, another coach's face-down marker kind. */
function viewLeaks(g: Game): string[] {
  const out: string[] = [];
  for (let team = -1; team < g.teams.length; team++) {
    const v = view(g, team);
    if (v.chests.some((c) => !c.open && c.hasBall)) out.push(`team ${team} sees the ball's chest`);
    for (const t of v.traps as unknown as Record<string, unknown>[]) {
      if (
        t.owner !== team &&
        t.kind === 'faceDown' &&
        Object.keys(t).some((k) => !['sq', 'owner', 'kind'].includes(k))
      )
        out.push(
          `team ${team} sees more of team ${t.owner}'s face-down marker at ${t.sq}: ${JSON.stringify(t)}`,
        );
    }
  }
  return out;
}

/**
 * A random game in which a coach ends its turn one time in eight when it could do something else
 * (otherwise random play rarely leaves the central room).
 */
function randomGame(teams: number, seed: number, events: GameEvent[]): { game: Game; steps: number } {
  const map = getBuiltinDungeon(teams >= 8 ? 'twin-pits' : 'brawl-pit')!.text;
  const made = createGame(
    { ruleset: 'dungeonbrawl', dungeon: map, teams: teamsFor('dungeonbrawl', teams) },
    { seed, rules: { turnLimit: teams >= 8 ? 6 : 12 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  let g = made.game;
  const pick = chooser(seed * 31 + teams);
  let steps = 0;
  for (; steps < 40000 && !g.result; steps++) {
    const d = legalActions(g)!;
    let a = d.actions[pick(d.actions.length)];
    if (a.type === 'endTurn' && d.actions.length > 1 && pick(8) > 0)
      a = d.actions[pick(d.actions.length - 1)];
    const r = apply(g, a);
    if (!r.ok) throw new Error(`seed ${seed} step ${steps}: ${r.error.message}`);
    g = r.game;
    const problems = [...checkInvariants(g), ...(steps % 7 === 0 ? viewLeaks(g) : [])];
    if (problems.length > 0)
      throw new Error(`${teams} teams, seed ${seed} step ${steps}: ${problems.join('; ')}`);
    for (const e of r.events) events.push(e);
  }
  return { game: g, steps };
}

describe('Dungeon Brawl: random play keeps every invariant and every secret', () => {
  for (const [teams, seeds] of [
    [4, 8],
    [8, 3],
    [16, 2],
  ] as const) {
    it(`with ${teams} teams: every invariant after every step, no view showing another coach's secrets`, () => {
      const events: GameEvent[] = [];
      let steps = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const r = randomGame(teams, seed, events);
        expect(r.game.result).not.toBeNull();
        steps += r.steps;
      }
      expect(steps).toBeGreaterThan(1000);
      // The games reached the rules that matter: chests opened, blocks thrown, turns handed on.
      const met = (t: GameEvent['type']) => events.some((e) => e.type === t);
      // (With many teams random play seldom leaves the crowded central rooms for a chest.)
      if (teams === 4) expect(met('chest')).toBe(true);
      expect(met('blockDice')).toBe(true);
      expect(met('turnEnd')).toBe(true);
    });
  }
});
