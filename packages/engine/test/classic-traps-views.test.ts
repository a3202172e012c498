/**
 * What each coach receives under Classic Dungeonbowl never holds another coach's face-down trap
 * counters ([003] Pit traps: placed face down; issue 16, "what each coach may see"): its view, the
 * events it is shown, and the decisions it is asked, across whole random games. And the
 * invariants catch a trap counter out of place.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  checkInvariants,
  createGame,
  dungeonOf,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  view,
  viewEvents,
} from '../src/index.ts';

const runs = Number(process.env.FUZZ_RUNS) || 5;

function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

function newGame(seed: number): Game {
  const made = createGame(
    { ruleset: 'classic', dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 12 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** The game with every face-down counter not `team`'s taken away: what that coach knows of. */
function withoutSecrets(g: Game, team: number): Game {
  const copy: Game = JSON.parse(JSON.stringify(g));
  copy.traps = copy.traps.filter((t) => t.kind !== 'faceDown' || t.owner === team);
  return copy;
}

/** Problems in what `team`'s coach receives after one step. */
function leaks(g: Game, events: GameEvent[], team: number): string[] {
  const out: string[] = [];
  const v = view(g, team);
  if (v.traps.some((t) => t.kind === 'faceDown' && t.owner !== team))
    out.push('the view holds a secret counter');
  if (v.stack.some((f) => f.t === 'trap')) out.push('the view holds a trap frame');
  for (const e of viewEvents(events, team)) {
    if (e.type === 'placed' && e.what === 'trap' && e.team !== team)
      out.push('an event places a secret counter');
  }
  return out;
}

/**
 * The decision a coach is asked is the same whether or not other coaches' face-down counters
 * are there (a leap over one offered, say, would tell where it is; so would a placement square
 * left out).
 */
function decisionLeak(g: Game): string | null {
  const d = legalActions(g);
  if (!d) return null;
  const blind = legalActions(withoutSecrets(g, d.team));
  const key = (as: readonly Action[]) => as.map((a) => JSON.stringify(a)).sort();
  return JSON.stringify(key(d.actions)) === JSON.stringify(key(blind?.actions ?? [])) ? null : 'the decision';
}

describe("A coach never receives another coach's face-down trap counters", () => {
  it('in its view, in the events it is shown, or in the actions it is offered, across random classic games', () => {
    let flips = 0;
    for (let seed = 1; seed <= runs; seed++) {
      let g = newGame(seed);
      const pick = chooser(seed * 17 + 3);
      for (let step = 0; step < 20000 && !g.result; step++) {
        const d = legalActions(g)!;
        const r = apply(g, d.actions[pick(d.actions.length)]);
        if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${r.error.message}`);
        g = r.game;
        const found = [...leaks(g, r.events, 0), ...leaks(g, r.events, 1)];
        const asked = decisionLeak(g);
        if (asked) found.push(asked);
        if (found.length > 0) throw new Error(`seed ${seed} step ${step}: ${found.join('; ')}`);
        flips += r.events.filter((e) => e.type === 'trap' && e.flipped).length;
      }
    }
    // The games did meet counters, so the check saw them flip.
    expect(flips).toBeGreaterThan(0);
  });

  it('the placing coach sees its own counters go down; the other coach sees neither them nor their events', () => {
    let g = newGame(4);
    const seen: GameEvent[][] = [[], []];
    while (!g.result && g.stack.some((f) => f.t === 'pregame')) {
      const r = apply(g, legalActions(g)!.actions[0]);
      if (!r.ok) throw new Error(r.error.message);
      g = r.game;
      for (const t of [0, 1]) for (const e of viewEvents(r.events, t)) seen[t].push(e);
    }
    const placed = (t: number, owner: number) =>
      seen[t].filter((e) => e.type === 'placed' && e.what === 'trap' && e.team === owner).length;
    expect(g.traps.length).toBe(6);
    expect([placed(0, 0), placed(0, 1), placed(1, 1), placed(1, 0)]).toEqual([3, 0, 3, 0]);
    expect(view(g, 0).traps.map((t) => t.owner)).toEqual([0, 0, 0]);
    expect(view(g, 1).traps.map((t) => t.owner)).toEqual([1, 1, 1]);
    expect(view(g, -1).traps).toEqual([]);
  });
});

describe('The invariants keep trap counters in order', () => {
  const base = () => newGame(2);

  it('a counter in a wall, two of one coach on a square, a revealed pit sharing its square, or one owned by no team is reported', () => {
    const g = base();
    const wall = dungeonOf(g).wall;
    const floor = wall.findIndex((w) => !w);
    const other = wall.findIndex((w, s) => !w && s > floor);
    expect(wall[0]).toBe(true);
    g.traps = [
      { sq: 0, owner: 0, kind: 'faceDown' },
      { sq: floor, owner: 1, kind: 'faceDown' },
      { sq: floor, owner: 1, kind: 'faceDown' },
      { sq: other, owner: 0, kind: 'pit' },
      { sq: other, owner: 1, kind: 'faceDown' },
      { sq: other + 1, owner: 5, kind: 'faceDown' },
    ];
    const problems = checkInvariants(g).join('; ');
    expect(problems).toMatch(/trap counter off the floor at 0/);
    expect(problems).toMatch(new RegExp(`two trap counters of team 1 on square ${floor}`));
    expect(problems).toMatch(new RegExp(`a revealed trap at ${other} shares its square`));
    expect(problems).toMatch(/owned by no team \(5\)/);
  });

  it('two coaches’ face-down counters may share a square (neither knows of the other)', () => {
    const g = base();
    const floor = dungeonOf(g).wall.findIndex((w) => !w);
    g.traps = [
      { sq: floor, owner: 0, kind: 'faceDown' },
      { sq: floor, owner: 1, kind: 'faceDown' },
    ];
    expect(checkInvariants(g).join('; ')).not.toMatch(/trap/);
  });
});
