import { createGame, FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../../examples/typescript-bot/greedy-bot.ts';
import { playBots, scriptedBot } from '../src/index.ts';

describe('the TypeScript example bot (examples/typescript-bot)', () => {
  it('plays a whole game against the scripted bot with legal actions only', () => {
    const made = createGame(
      { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
      { seed: 3, rules: { turnLimit: 8 } },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    // playBots throws on an illegal action; the game must reach its end.
    const r = playBots(made.game, [greedyBot(), scriptedBot()], { seed: 3 });
    expect(r.capped).toBe(false);
    expect(r.game.result).not.toBeNull();
  });
});
