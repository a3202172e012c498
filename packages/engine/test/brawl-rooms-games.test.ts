/**
 * BRAWL 2013 ([002]) Hogwurts and The Temple of Doom in whole random games: the room turns and the
 * stone ball rolls every team turn, and after every step nobody stands in the room's walls or
 * under the stone ball, nor does the ball rest there.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../src/core.ts';
import { dungeonOf } from '../src/game.ts';
import {
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
} from '../src/index.ts';
import { roomWallAt } from '../src/rulesets/brawl-rotating-room.ts';
import { underStoneBall } from '../src/rulesets/brawl-stone-ball.ts';
import { getRuleset } from '../src/rulesets/registry.ts';

function pick(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** What the room's walls and the stone ball hold that they should not. */
function problems(g: Game): string[] {
  const ctx: Ctx = { g, d: dungeonOf(g), rules: getRuleset('brawl2013')!, events: null };
  const blocked = (s: number) => roomWallAt(ctx, s) || underStoneBall(ctx, s);
  const out = g.players.filter((p) => p.sq >= 0 && blocked(p.sq)).map((p) => `player ${p.id} at ${p.sq}`);
  const top = g.stack[g.stack.length - 1]?.t;
  if (g.ball.state === 'ground' && (top === 'turn' || top === 'activation') && blocked(g.ball.sq))
    out.push(`the ball at ${g.ball.sq}`);
  return out;
}

function randomGames(dungeon: string, games: number): GameEvent[] {
  const events: GameEvent[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const made = createGame(
      { ruleset: 'brawl2013', dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
      { seed, rules: { turnLimit: 12 } },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    let g = made.game;
    const choose = pick(seed * 31 + 7);
    for (let step = 0; step < 20000 && !g.result; step++) {
      const d = legalActions(g)!;
      const r = apply(g, d.actions[choose(d.actions.length)]);
      if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${r.error.message}`);
      g = r.game;
      for (const e of r.events) events.push(e);
      expect(problems(g), `${dungeon} seed ${seed} step ${step}`).toEqual([]);
    }
  }
  return events;
}

describe('BRAWL 2013 Hogwurts and The Temple of Doom in random games', () => {
  it('Hogwurts: the room turns, and nobody is ever inside its walls', () => {
    const events = randomGames('brawl-hogwurts', 4);
    expect(events.some((e) => e.type === 'roomTurned')).toBe(true);
  });

  it('The Temple of Doom: the stone ball rolls, and nobody is ever under it', () => {
    const events = randomGames('brawl-temple-of-doom', 4);
    expect(events.some((e) => e.type === 'stoneBall')).toBe(true);
  });
});
