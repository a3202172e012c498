/**
 * What a coach may see under classic: another coach's face-down trap counters never reach it, not
 * in its view, not in the events shown to it, and not through the squares it is offered.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  sq,
  view,
  viewEvents,
} from '../src/index.ts';
import { classicScenario, PADS } from './helpers/classic.ts';

type Run = { game: Game; events: GameEvent[] };

function act(r: Run, a: Action): void {
  const res = apply(r.game, a);
  if (!res.ok) throw new Error(res.error.message);
  r.game = res.game;
  r.events.push(...res.events);
}

/** A classic game up to the first trap counter, every choice the first one offered. */
function toTraps(): Run {
  const made = createGame(
    { ruleset: 'classic', dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed: 5 },
  );
  if (!made.ok) throw new Error(made.errors[0].message);
  const r: Run = { game: made.game, events: [...made.events] };
  for (let i = 0; i < 100; i++) {
    const d = legalActions(r.game)!;
    if (d.actions[0].type === 'placeTrap') return r;
    act(r, d.actions[0]);
  }
  throw new Error('no trap placement reached');
}

/** The first coach to place puts its three counters at the start, or the end, of its list. */
function firstCoachPlaces(where: 'first' | 'last'): Run & { owner: number } {
  const r = toTraps();
  const owner = legalActions(r.game)!.team;
  for (let i = 0; i < 3; i++) {
    const d = legalActions(r.game)!;
    expect(d.team).toBe(owner);
    act(r, where === 'first' ? d.actions[i] : d.actions[d.actions.length - 1 - i]);
  }
  return { ...r, owner };
}

describe('Classic: face-down trap counters stay secret from the other coaches', () => {
  const a = firstCoachPlaces('first');
  const b = firstCoachPlaces('last');
  const other = 1 - a.owner;

  it('the two games differ only in where the first coach put its counters', () => {
    expect(a.game.traps.map((t) => t.sq)).not.toEqual(b.game.traps.map((t) => t.sq));
    expect(a.game.traps.every((t) => t.owner === a.owner && t.kind === 'faceDown')).toBe(true);
  });

  it("the other coach's view is the same in both games, and shows none of them", () => {
    expect(view(a.game, other)).toEqual(view(b.game, other));
    expect(view(a.game, other).traps).toEqual([]);
    expect(view(a.game, -1).traps).toEqual([]);
    expect(view(a.game, a.owner).traps).toHaveLength(3);
  });

  it('the squares the other coach may place on are the same in both games', () => {
    const da = legalActions(a.game)!;
    const db = legalActions(b.game)!;
    expect(da.team).toBe(other);
    expect(da.actions).toEqual(db.actions);
  });

  it('the events shown to the other coach and to spectators hold no placed counter', () => {
    const placed = (evs: GameEvent[]) => evs.filter((e) => e.type === 'placed' && e.what === 'trap');
    expect(placed(a.events)).toHaveLength(3);
    expect(placed(viewEvents(a.events, other))).toEqual([]);
    expect(placed(viewEvents(a.events))).toEqual([]);
    expect(placed(viewEvents(a.events, a.owner))).toHaveLength(3);
    expect(viewEvents(a.events, other)).toEqual(viewEvents(b.events, other));
  });
});

describe('Classic: a trap frame still to resolve', () => {
  it('is left out of the view of a coach who cannot see the counter under it', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [11, 5] },
      ],
    });
    const at = sq(g, 5, 3);
    g.traps = [{ sq: at, owner: 1, kind: 'faceDown' }];
    // As block-after.ts leaves it for a moment: an entering frame below the one resolving now.
    g.stack.splice(g.stack.length - 1, 0, { t: 'trap', player: 0, sq: at, how: 'push', knockedIn: false });
    const frames = (v: Game) => v.stack.filter((f) => f.t === 'trap');
    expect(frames(view(g, 0))).toEqual([]);
    expect(frames(view(g, -1))).toEqual([]);
    expect(frames(view(g, 1))).toHaveLength(1);
    g.traps[0].kind = 'pit';
    expect(frames(view(g, 0))).toHaveLength(1);
  });
});
