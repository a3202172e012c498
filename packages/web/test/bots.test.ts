/** Every bot a side can be given in the page answers a real decision with one of its legal actions. */
import { playBots, scriptedBot } from '@dungeonbowl/bots';
import {
  createGame,
  FIRE_TEAM,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { makeBot, seededRng } from '../src/bot-makers.ts';
import { SEAT_KINDS } from '../src/bots.ts';

describe('the seats of the new-game screen', () => {
  it.each(SEAT_KINDS.filter((k) => k.id !== 'person').map((k) => k.id))(
    "'%s' plays a legal action in the middle of a game",
    (kind) => {
      const made = createGame(
        { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
        { seed: 5 },
      );
      if (!made.ok) throw new Error('no game');
      const g = made.game;
      playBots(g, [scriptedBot(), scriptedBot()], { seed: 5, maxSteps: 80 });
      const d = legalActions(g)!;
      const bot = makeBot(kind)!;
      const a = bot.choose({ view: view(g, d.team), team: d.team, decision: d, rng: seededRng(1) });
      expect(d.actions).toContainEqual(a);
    },
  );

  it("'person' is not a bot", () => {
    expect(makeBot('person')).toBeNull();
  });
});
