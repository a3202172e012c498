/**
 * What a coach, a spectator or a bot receives never holds what it may not know: the dice seed or
 * the generator's state, which unopened chest holds the ball, another coach's face-down trap
 * counters. The check is non-interference, under every registered ruleset: two games that differ
 * only in a secret must look the same to everyone kept from it (views, and the decisions offered),
 * so nothing received can tell the secret, whatever field holds it.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  clone,
  createGame,
  dungeonOf,
  type Game,
  type GameEvent,
  getRuleset,
  legalActions,
  rulesetIds,
  seededDice,
  view,
  viewEvents,
} from '../src/index.ts';
import { mapFor, teamsFor } from './helpers/common.ts';

const SEED = 987_654_321;
const SEATS = [0, 1, -1];

/** The same game with the ball in another unopened chest, or null when there is no other. */
function ballMoved(g: Game): Game | null {
  const closed = g.chests.filter((c) => !c.open);
  const at = closed.findIndex((c) => c.hasBall);
  if (g.ball.state !== 'hidden' || at < 0 || closed.length < 2) return null;
  const other = clone(g);
  const chests = other.chests.filter((c) => !c.open);
  chests[at].hasBall = false;
  chests[(at + 1) % chests.length].hasBall = true;
  return other;
}

/**
 * The same game with `owner`'s face-down markers of other kinds ([000]: where they lie is public,
 * what they are is not): each turned into the next kind, or null when it has none.
 */
function trapKindsChanged(g: Game, owner: number): Game | null {
  if (!g.traps.some((t) => t.owner === owner && t.kind === 'faceDown')) return null;
  const other: Game = structuredClone(g);
  const next = { blank: 'pit', pit: 'spikedPit', spikedPit: 'blank' } as const;
  for (const t of other.traps) {
    if (t.owner === owner && t.kind === 'faceDown') t.marker = next[t.marker ?? 'blank'];
  }
  return other;
}

/**
 * The same game with `owner`'s face-down counters on other empty floor squares, or null when it
 * has none; where the counters lie in everyone's sight ([000]), with other kinds instead.
 */
function trapsMoved(g: Game, owner: number): Game | null {
  if (getRuleset(g.rulesetId)?.trapsInSight) return trapKindsChanged(g, owner);
  if (!g.traps.some((t) => t.owner === owner && t.kind === 'faceDown')) return null;
  // A plain copy, not clone(): clone() carries the decision already listed, which would make the
  // comparison of decisions below say nothing.
  const other: Game = structuredClone(g);
  const d = dungeonOf(g);
  const taken = new Set([
    ...g.traps.map((t) => t.sq),
    ...g.chests.map((c) => c.sq),
    ...g.portals.map((p) => p.sq),
    g.ball.sq,
  ]);
  const free = (s: number) => !d.wall[s] && d.feature[s] === null && g.occ[s] < 0 && !taken.has(s);
  for (const t of other.traps) {
    if (t.owner !== owner || t.kind !== 'faceDown') continue;
    let s = (t.sq + 7) % d.wall.length;
    while (!free(s)) s = (s + 1) % d.wall.length;
    taken.add(s);
    t.sq = s;
  }
  return other;
}

/** The same game with other dice. */
function diceChanged(g: Game): Game {
  const other = clone(g);
  other.dice = seededDice(SEED + 1);
  return other;
}

function expectNoSecretIn(text: string, g: Game): void {
  expect(text).not.toContain(String(SEED));
  if (g.dice.kind === 'seeded') for (const word of g.dice.s) expect(text).not.toContain(String(word));
  expect(text).not.toMatch(/"seed"|"seeded"/);
}

describe.each(rulesetIds())('%s: nobody sees what they may not know', (ruleset) => {
  it('every view of every seat is the same whichever chest holds the ball, whatever the dice and wherever the other coaches put their face-down traps', () => {
    const made = createGame(
      { ruleset, dungeon: mapFor(ruleset), teams: teamsFor(ruleset) },
      { seed: SEED, rules: { turnLimit: 8 } },
    );
    if (!made.ok) throw new Error(made.errors[0].message);
    let g = made.game;
    let compared = 0;
    let trapsCompared = 0;
    let events: GameEvent[] = made.events;
    for (let step = 0; step < 3000 && !g.result; step++) {
      const moved = ballMoved(g);
      const dice = diceChanged(g);
      const d = legalActions(g)!;
      for (const seat of SEATS) {
        const seen = JSON.stringify(view(g, seat));
        expectNoSecretIn(seen, g);
        expect(JSON.stringify(view(dice, seat))).toBe(seen);
        if (moved) {
          expect(JSON.stringify(view(moved, seat))).toBe(seen);
          compared++;
        }
        for (const owner of [0, 1]) {
          const trapped = owner === seat ? null : trapsMoved(g, owner);
          if (!trapped) continue;
          expect(JSON.stringify(view(trapped, seat))).toBe(seen);
          // The decision the seat is asked (its actions and its context) does not tell either.
          if (d.team === seat) expect(JSON.stringify(legalActions(trapped))).toBe(JSON.stringify(d));
          trapsCompared++;
        }
        const shown = viewEvents(events, seat);
        expect(shown.some((e) => e.type === 'roll' && e.secret)).toBe(false);
        expect(shown.some((e) => 'only' in e && e.only !== seat)).toBe(false);
        expectNoSecretIn(JSON.stringify(shown), g);
      }
      expectNoSecretIn(JSON.stringify(d), g);
      const r = apply(g, d.actions[(step * 7919) % d.actions.length]);
      if (!r.ok) throw new Error(r.error.message);
      g = r.game;
      events = r.events;
    }
    // The ball stayed hidden for a good part of the game, so the chest was really compared; and
    // where the ruleset has trap counters, so were they.
    expect(compared).toBeGreaterThan(30);
    if (getRuleset(ruleset)!.trapCounters(g, 0) > 0) expect(trapsCompared).toBeGreaterThan(30);
  });

  it('the events a step returns share nothing with the game: editing them changes nothing', () => {
    const made = createGame({ ruleset, dungeon: mapFor(ruleset), teams: teamsFor(ruleset) }, { seed: 3 });
    if (!made.ok) throw new Error(made.errors[0].message);
    let g = made.game;
    for (let step = 0; step < 200 && !g.result; step++) {
      const r = apply(g, legalActions(g)!.actions[0]);
      if (!r.ok) throw new Error(r.error.message);
      const before = JSON.stringify(r.game);
      for (const e of r.events) {
        for (const [k, v] of Object.entries(e)) {
          if (Array.isArray(v)) v.push(-1);
          else if (v && typeof v === 'object') (v as Record<string, unknown>).x = 1;
          else if (k !== 'type') (e as unknown as Record<string, unknown>)[k] = 99;
        }
      }
      expect(JSON.stringify(r.game)).toBe(before);
      g = r.game;
    }
  });
});
