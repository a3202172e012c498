/** `quest simulate`'s figures: who entered the treasure chamber, and what they carried out. */

import { TREASURE } from '@dungeonbowl/dungeonquest/quest';
import { describe, expect, it } from 'vitest';
import { playQuest, QuestTally, treasureSeats } from '../src/quest-games.ts';

describe('the treasure chamber figures of quest simulate', { timeout: 60_000 }, () => {
  it('counts a hero that stepped into the treasure chamber, and the gold it carried out', () => {
    const { game } = playQuest({ heroes: ['hugo', 'lindel'], bots: ['sensible', 'sensible'], seed: 4 });
    const gold = game.heroes.map((h) => h.loot.reduce((n, k) => n + (k.gold ?? 0), 0));
    // Hugo (seat 0) is said to have entered the chamber; Lindel is not.
    const moved = { type: 'moved', seat: 0, from: null, to: TREASURE[1] } as const;
    const tally = new QuestTally(4);
    tally.add(game, [moved]);
    tally.add(game, []);
    const [hugo, lindel] = tally.summary().heroes;
    expect(hugo.reachedTreasure).toBe(0.5);
    expect(lindel.reachedTreasure).toBe(0);
    const out = game.heroes[0].status === 'escaped';
    expect(hugo.survivalIfTreasure).toBe(out ? 1 : 0);
    expect(hugo.meanLootIfTreasure).toBe(out ? gold[0] : 0);
    expect(hugo.meanLootIfNoTreasure).toBe(out ? gold[0] : 0);
    expect(lindel.meanLootIfTreasure).toBe(0);
  });

  it('reads the chamber from the moves of the game, whoever made them', () => {
    const events = [
      { type: 'moved', seat: 2, from: 5, to: TREASURE[0] },
      { type: 'moved', seat: 1, from: 5, to: 6 },
      { type: 'dragon', seat: 2, rage: false },
    ] as const;
    expect([...treasureSeats(events)]).toEqual([2]);
  });
});
