/**
 * The page's game controller: table-top dice are asked for, appended to the script and the action
 * retried; the record it saves replays to the same game; a cancelled die leaves the game as it was.
 */
import {
  FIRE_TEAM,
  type GameOptions,
  type GameSetup,
  getBuiltinDungeon,
  legalActions,
  replayRecord,
  SHADOW_TEAM,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { createWithDice, type Die } from '../src/dice.ts';
import { GameController } from '../src/play/controller.ts';

const setup: GameSetup = {
  dungeon: getBuiltinDungeon('training-room')!.text,
  teams: [FIRE_TEAM, SHADOW_TEAM],
};

async function tabletopGame() {
  const asked: Die[] = [];
  const ask = async (die: Die) => {
    asked.push(die);
    return 1 + (asked.length % die.sides);
  };
  const made = await createWithDice(setup, {}, true, ask);
  if (!made?.ok) throw new Error('no game');
  const options: GameOptions = { dice: made.dice };
  const ctl = new GameController({
    setup,
    options,
    game: made.game,
    actions: [],
    log: [],
    seats: ['person', 'person'],
    tabletop: true,
  });
  ctl.askDie = ask;
  return { ctl, asked };
}

describe('table-top play', () => {
  it('asks for every die by sides and purpose and records them for the replay', async () => {
    const { ctl, asked } = await tabletopGame();
    expect(asked.length).toBeGreaterThan(0);
    for (let i = 0; i < 60 && !ctl.game.result; i++) {
      const d = legalActions(ctl.game)!;
      expect(await ctl.act(d.actions[d.actions.length > 1 ? 1 : 0])).toBe(true);
    }
    expect(asked.every((d) => d.sides > 0 && d.purpose.length > 0)).toBe(true);
    const rec = ctl.record();
    expect(rec.options.dice?.length).toBe(asked.length);
    const r = replayRecord(rec);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.game.players.map((p) => [p.sq, p.status])).toEqual(
        ctl.game.players.map((p) => [p.sq, p.status]),
      );
  });

  it('a cancelled die leaves the game and its dice as they were', async () => {
    const { ctl } = await tabletopGame();
    let cancelled = false;
    ctl.askDie = async () => {
      cancelled = true;
      return null;
    };
    // Play until an action needs a die, which is then refused.
    for (let i = 0; i < 80 && !cancelled; i++) {
      const d = legalActions(ctl.game)!;
      await ctl.act(d.actions[0]);
    }
    expect(cancelled).toBe(true);
    const dice = ctl.game.dice;
    // The typed dice of the refused action are dropped: none left over for the next one.
    expect(dice.kind === 'scripted' && dice.rolls.length === dice.pos).toBe(true);
    expect(ctl.record().options.dice).toEqual(dice.kind === 'scripted' ? dice.rolls : []);
  });
});
