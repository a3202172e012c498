/**
 * Classic Dungeonbowl fouls are "as Blood Bowl" (rules.md 5.8): arguing the call on a 6 keeps the
 * player from being sent off, and, as in Blood Bowl 2020, it goes to the reserves (Dungeon Bowl
 * 2021 teleports it back into the dungeon instead).
 */
import { describe, expect, it } from 'vitest';
import { diceLeft, play } from '../src/index.ts';
import { classicScenario, PADS } from './helpers/classic.ts';
import { rolls } from './helpers/common.ts';

describe('Classic: arguing the call', () => {
  it('a 6, "Well, when you put it like that": not sent off but to the reserves, still a turnover', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [4, 1] },
        { team: 1, at: [5, 1], status: 'prone', av: 9 },
      ],
      // Armour 4+4 (a double, holds); argue the call 6.
      dice: [4, 4, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'foul', target: 1 },
      { type: 'foul' },
      { type: 'argueCall', yes: true },
    ]);
    expect(rolls(events)).toEqual(['foul armour', 'foul armour', 'argue the call']);
    expect(events.find((e) => e.type === 'argue')).toMatchObject({ roll: 6, result: 'putItLikeThat' });
    expect(game.players[0]).toMatchObject({ status: 'reserve', sq: -1 });
    expect(events.some((e) => e.type === 'teleport')).toBe(false);
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});
