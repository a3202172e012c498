/**
 * Random games with random legal actions on the fixture content: the board stays consistent, every
 * game ends within a bound, the scores follow the tiebreakers, views hide what they must, bad
 * actions change nothing, and a record replays to the same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HERO_IDS } from '../src/heroes.ts';
import { neighbour, opposite } from '../src/quest/board.ts';
import {
  applyQuest,
  openSides,
  type QuestState,
  questDecision,
  questRecord,
  questView,
  replayQuest,
  TREASURE,
} from '../src/quest/index.ts';
import { scoreQuest } from '../src/scoring.ts';
import { FIXTURE, newGame } from './quest-fixtures.ts';

/** Fixture sun: 6 plain + 3 numbered; past it a 1-in-2 roll each round. A game's steps stay well under this. */
const MAX_STEPS = 4000;

function checkBoard(g: QuestState): void {
  // One hero a chamber, but the treasure chamber.
  const inside = g.heroes.filter((h) => h.status === 'inside' && h.pos !== null);
  const spaces = inside.map((h) => h.pos!).filter((p) => !TREASURE.includes(p));
  expect(new Set(spaces).size).toBe(spaces.length);
  for (const h of inside) expect(g.board[h.pos!]).not.toBeNull();
  // Hero counts.
  expect(g.heroes.every((h) => ['inside', 'escaped', 'dead'].includes(h.status))).toBe(true);
  for (const h of g.heroes) if (h.status !== 'inside') expect(h.pos).toBeNull();
  // Tokens: every one of the 20 is in the pool, on the board or in the fight.
  const fight = g.stack.some((f) => f.f === 'fight') ? 1 : 0;
  expect(g.pool.length + g.tokens.length + fight).toBe(20);
  // Tiles: the pile and the board hold every tile of the content once.
  const placed = g.board.filter((p) => p && p.tile !== 'tower' && p.tile !== 'treasure').length;
  expect(placed + g.tiles.length).toBe(FIXTURE.tiles.reduce((n, t) => n + t.count, 0));
}

/** Every placed tile was entered from a neighbour: it has an open side (before closing) towards a placed chamber. */
function checkConnected(g: QuestState): void {
  g.board.forEach((p, at) => {
    if (!p || p.tile === 'tower' || p.tile === 'treasure') return;
    const sides = [...openSides(g, at), ...p.closed];
    const linked = sides.some((d) => {
      const n = neighbour(at, d);
      return (
        n !== null && g.board[n] !== null && openSides(g, n).concat(g.board[n]!.closed).includes(opposite(d))
      );
    });
    // A tile reached by climbing out of the catacombs may stand alone; a rotating room may turn
    // away from its neighbours.
    const turns = (s: number | null) =>
      s !== null && FIXTURE.tiles.find((t) => t.id === g.board[s]?.tile)?.special === 'rotating';
    const nearTurning = turns(at) || (['N', 'E', 'S', 'W'] as const).some((d) => turns(neighbour(at, d)));
    expect(linked || p.entrance || nearTurning).toBe(true);
  });
}

function playRandom(seed: number, players: number, pick: (n: number) => number, check = true): QuestState {
  const heroes = HERO_IDS.slice(0, players).map((hero, i) => ({ name: `P${i}`, hero }));
  let g = newGame(heroes, { seed });
  for (let steps = 0; g.phase !== 'over'; steps++) {
    expect(steps).toBeLessThan(MAX_STEPS);
    const d = questDecision(g, { odds: false });
    const r = applyQuest(g, d.actions[pick(d.actions.length)]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
    if (check) {
      checkBoard(g);
      checkConnected(g);
    }
  }
  return g;
}

const lcg = (seed: number) => {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
};

describe('random games', () => {
  it('keep the board consistent and end within the bound; the scores follow the tiebreakers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 4 }), (seed, players) => {
        const g = playRandom(seed, players, lcg(seed));
        expect(g.result).toEqual(
          scoreQuest(
            g.heroes.map((h) => ({ player: h.name, escaped: h.status === 'escaped', loot: h.loot })),
          ),
        );
        expect(g.result!.kalladraWins).toBe(g.heroes.every((h) => h.status !== 'escaped'));
      }),
      { numRuns: 200 },
    );
  });

  it('views never hold the deck order, the dice, other players’ runes, or a face-down life', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const pick = lcg(seed * 31);
      let g = newGame(
        HERO_IDS.slice(0, 3).map((hero, i) => ({ name: `P${i}`, hero })),
        { seed },
      );
      while (g.phase !== 'over') {
        for (const seat of [-1, 0, 1, 2]) {
          const v = questView(g, seat);
          const text = JSON.stringify(v);
          // No deck order, no generator state (seeded or scripted), no token ids (they name lives).
          expect(text).not.toContain('"draw"');
          expect(text).not.toContain('"seeded"');
          expect(text).not.toContain('"scripted"');
          expect(text).not.toMatch(/"(skeleton|sorcerer|troll|golem|demon)-\d/);
          for (const [i, h] of v.heroes.entries()) expect(h.runes === null).toBe(i !== seat);
          for (const t of v.tokens) expect(t.life).toBeNull();
          if (v.fight) expect(v.fight.life === null).toBe(seat !== v.fight.monsterSeat);
        }
        const d = questDecision(g);
        g = (applyQuest(g, d.actions[pick(d.actions.length)]) as { game: QuestState }).game;
      }
    }
  });

  it('bad actions change nothing; a record replays to the same game', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const pick = lcg(seed * 7);
      const g = playRandom(seed, 1 + (seed % 4), pick, false);
      const rec = questRecord(g);
      const back = replayQuest(JSON.parse(JSON.stringify(rec)));
      expect(back.ok).toBe(true);
      if (back.ok) expect(JSON.stringify(back.game)).toBe(JSON.stringify(g));
    }
    const g = newGame([{ name: 'A', hero: 'hugo' }], { seed: 3 });
    const before = JSON.stringify(g);
    for (const bad of [{ type: 'move', dir: 'N' }, { type: 'tower', tower: 9 }, { type: 'nope' }, null]) {
      expect(applyQuest(g, bad as never).ok).toBe(false);
      expect(JSON.stringify(g)).toBe(before);
    }
  });

  it('table-top dice: a game played from its typed dice is the same game', () => {
    const g = playRandom(77, 2, lcg(5), false);
    // A record without its content (an older one) replays with the very content it names.
    const { content: _content, ...rec } = questRecord(g);
    const back = replayQuest(rec, FIXTURE);
    expect(back.ok && JSON.stringify(back.game)).toBe(JSON.stringify(g));
    const wrong = replayQuest(rec, { ...FIXTURE, name: 'other' });
    expect(!wrong.ok && wrong.error.code).toBe('CONTENT_MISMATCH');
  });
});
