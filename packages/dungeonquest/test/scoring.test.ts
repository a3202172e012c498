import { describe, expect, it } from 'vitest';
import { type ScoreEntry, scoreQuest } from '../src/index.ts';

const gold = (...values: (number | null)[]) => values.map((g, i) => ({ name: `card ${i + 1}`, gold: g }));
const out = (player: string, ...values: (number | null)[]): ScoreEntry => ({
  player,
  escaped: true,
  loot: gold(...values),
});
const dead = (player: string, ...values: (number | null)[]): ScoreEntry => ({
  player,
  escaped: false,
  loot: gold(...values),
});

describe('scoring', () => {
  it('escaped heroes total their loot; the highest total wins', () => {
    const r = scoreQuest([out('ann', 100, 200), out('bob', 250), out('cy', 50, 50, 50)]);
    expect(r.winners).toEqual(['ann']);
    expect(r.kalladraWins).toBe(false);
    expect(r.decidedBy).toBe('total');
    expect(r.standings.map((s) => [s.player, s.total])).toEqual([
      ['ann', 300],
      ['bob', 250],
      ['cy', 150],
    ]);
  });

  it('dead heroes score nothing, whatever they carried', () => {
    const r = scoreQuest([dead('ann', 5000), out('bob', 10)]);
    expect(r.winners).toEqual(['bob']);
    expect(r.standings.map((s) => s.player)).toEqual(['bob', 'ann']);
  });

  it('loot without a gold value is worth 0 but is still a card', () => {
    const r = scoreQuest([out('ann', null, 100), { player: 'bob', escaped: true, loot: [{ name: 'rune' }] }]);
    expect(r.standings.map((s) => [s.player, s.total, s.cards])).toEqual([
      ['ann', 100, 2],
      ['bob', 0, 1],
    ]);
  });

  it('a tie on the total goes to the highest single card', () => {
    const r = scoreQuest([out('ann', 100, 100, 100), out('bob', 250, 50), out('cy', 200, 100)]);
    expect(r.winners).toEqual(['bob']);
    expect(r.decidedBy).toBe('highest-card');
  });

  it('then to the most loot cards', () => {
    const r = scoreQuest([out('ann', 200, 100), out('bob', 200, 50, 50, null), out('cy', 10)]);
    expect(r.winners).toEqual(['bob']);
    expect(r.decidedBy).toBe('most-cards');
  });

  it('players still tied all win', () => {
    const r = scoreQuest([out('ann', 200, 100), out('bob', 100, 200), out('cy', 250)]);
    expect(r.winners).toEqual(['ann', 'bob']);
    expect(r.decidedBy).toBe('shared');
  });

  it('a lone escaped hero wins even with no loot', () => {
    const r = scoreQuest([dead('ann', 300), out('bob')]);
    expect(r.winners).toEqual(['bob']);
  });

  it('if no hero escapes, Kalladra wins', () => {
    const r = scoreQuest([dead('ann', 300), dead('bob')]);
    expect(r).toMatchObject({ winners: [], kalladraWins: true, decidedBy: 'kalladra' });
    expect(scoreQuest([]).kalladraWins).toBe(true);
  });
});
