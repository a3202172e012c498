import { createGame, FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { makeBot, playBots, randomBot } from '../src/index.ts';

function newGame(seed: number) {
  const made = createGame(
    { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 8 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

describe('the random bot', () => {
  it('plays a full game through the public API, choosing only legal actions', () => {
    const r = playBots(newGame(1), [randomBot(), randomBot()], { seed: 1 });
    expect(r.game.result).not.toBeNull();
    expect(r.capped).toBe(false);
  });

  it('the same seed gives the same game', () => {
    const a = playBots(newGame(2), [randomBot(), randomBot({ endTurnWeight: 0.1 })], { seed: 9 });
    const b = playBots(newGame(2), [randomBot(), randomBot({ endTurnWeight: 0.1 })], { seed: 9 });
    expect(a.actions).toEqual(b.actions);
  });

  it('weighting away from ending the turn makes random games do more', () => {
    const plain = playBots(newGame(3), [randomBot(), randomBot()], { seed: 3 }).steps;
    const busy = playBots(
      newGame(3),
      [randomBot({ endTurnWeight: 0.05 }), randomBot({ endTurnWeight: 0.05 })],
      {
        seed: 3,
      },
    ).steps;
    expect(busy).toBeGreaterThan(plain);
  });
});

describe('bot options from the command line', () => {
  it("are the bot's own: constructor, toString and __proto__ are no options", () => {
    for (const spec of [
      'random:constructor=1',
      'random:toString=x',
      'scripted:__proto__=x',
      'search:hasOwnProperty=1',
    ]) {
      expect(() => makeBot(spec), spec).toThrow(/has no option/);
    }
  });

  it('are bounded, so a typo cannot ask for a search that never ends', () => {
    expect(() => makeBot('search:playouts=1e12')).toThrow(/must be a whole number from 1 to 1000000/);
    expect(() => makeBot('search:ms=1e300')).toThrow(/from 0 to 600000/);
    expect(makeBot('search:ms=200').id).toBe('search');
  });
});
