/**
 * What a caller holds never changes the game (a view, a decision, an action, the events), and the
 * events as a seat sees them hide what the rules hide: another player's rune card, a face-down
 * token's life from all but the Monster player.
 */
import { describe, expect, it } from 'vitest';
import { HERO_IDS } from '../src/heroes.ts';
import {
  applyQuest,
  createQuestGame,
  type QuestAction,
  type QuestEvent,
  type QuestState,
  questDecision,
  questView,
  questViewEvents,
} from '../src/quest/index.ts';
import { FIXTURE, newGame, scene, step } from './quest-fixtures.ts';

/** Changes every number, string, boolean and array it can reach in `x` (frozen parts are left). */
function scribble(x: unknown, depth = 0): void {
  if (!x || typeof x !== 'object' || depth > 12 || Object.isFrozen(x)) return;
  const o = x as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const v = o[k];
    if (typeof v === 'number') o[k] = v + 7;
    else if (typeof v === 'string') o[k] = `${v}!`;
    else if (typeof v === 'boolean') o[k] = !v;
    else if (v && typeof v === 'object') {
      scribble(v, depth + 1);
      if (Array.isArray(v) && !Object.isFrozen(v)) v.push(99);
    }
  }
}

const lcg = (seed: number) => {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
};

describe('what a caller holds', () => {
  it('a view, a decision, the action sent and the events returned can be changed without changing the game', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const pick = lcg(seed * 13);
      const players = HERO_IDS.slice(0, 1 + (seed % 4)).map((hero, i) => ({ name: `P${i}`, hero }));
      let g: QuestState = newGame(players, { seed });
      for (let n = 0; g.phase !== 'over' && n < 400; n++) {
        const before = JSON.stringify(g);
        for (const seat of [-1, 0, players.length - 1]) scribble(questView(g, seat));
        const d = questDecision(g);
        const action = structuredClone(d.actions[pick(d.actions.length)]) as QuestAction;
        scribble(d);
        expect(JSON.stringify(g)).toBe(before);
        const r = applyQuest(g, action);
        if (!r.ok) throw new Error(r.error.message);
        const after = JSON.stringify(r.game);
        scribble(action);
        scribble(r.events);
        expect(JSON.stringify(r.game)).toBe(after);
        expect(JSON.stringify(g)).toBe(before);
        g = r.game;
      }
    }
  });
});

describe('the events as a seat sees them', () => {
  const two = [
    { name: 'Ann', hero: 'lindel' },
    { name: 'Bob', hero: 'hugo' },
  ];

  it('a rune card drawn is named to its owner only', () => {
    const r = createQuestGame({ players: two }, FIXTURE, { dice: [6, 1], stack: { rune: ['step', 'ward'] } });
    if (!r.ok) throw new Error(r.errors[0].message);
    const made = r.events;
    const drawn = (events: QuestEvent[]) =>
      events.flatMap((e) => (e.type === 'rune-drawn' ? [[e.seat, e.card ?? null]] : []));
    expect(drawn(made)).toEqual([
      [0, 'step'],
      [1, 'ward'],
    ]);
    expect(drawn(questViewEvents(made, 0))).toEqual([
      [0, 'step'],
      [1, null],
    ]);
    expect(drawn(questViewEvents(made, 1))).toEqual([
      [0, null],
      [1, 'ward'],
    ]);
    expect(drawn(questViewEvents(made, -1))).toEqual([
      [0, null],
      [1, null],
    ]);
  });

  it('a face-down token’s life is the Monster player’s only; in solo play the token is face up', () => {
    const g = scene({ heroes: two, stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-1'] } });
    const { events } = step(g, { type: 'move', dir: 'E' });
    const life = (es: QuestEvent[]) => es.flatMap((e) => (e.type === 'monster' ? [e.life ?? null] : []));
    expect(life(events as QuestEvent[])).toEqual([3]);
    expect(life(questViewEvents(events as QuestEvent[], 1))).toEqual([3]);
    expect(life(questViewEvents(events as QuestEvent[], 0))).toEqual([null]);
    expect(life(questViewEvents(events as QuestEvent[], -1))).toEqual([null]);
    const solo = scene({ stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-1'] } });
    const soloEvents = step(solo, { type: 'move', dir: 'E' }).events as QuestEvent[];
    expect(life(questViewEvents(soloEvents, -1))).toEqual([3]);
  });

  it('are copies: changing them changes nothing', () => {
    const g = scene({ heroes: two, stack: { tiles: ['hall'] } });
    const events = step(g, { type: 'move', dir: 'E' }).events as QuestEvent[];
    const text = JSON.stringify(events);
    scribble(questViewEvents(events, 0));
    expect(JSON.stringify(events)).toBe(text);
  });
});

describe('what a seat is sent holds no secret', () => {
  /** Every word of a generator's state: the table's dice and the shuffles'. */
  const words = (g: QuestState): string[] =>
    [g.dice, g.cards].flatMap((d) => (d.kind === 'seeded' ? d.s.map(String) : []));

  it('no view, decision or seat event holds the seed, a generator word or the order of a pile', () => {
    const SEED = 987_654_321;
    for (let game = 0; game < 6; game++) {
      const pick = lcg(game + 3);
      const players = HERO_IDS.slice(0, 2 + (game % 3)).map((hero, i) => ({ name: `P${i}`, hero }));
      let g: QuestState = newGame(players, { seed: SEED + game });
      for (let n = 0; n < 400 && g.phase !== 'over'; n++) {
        const d = questDecision(g);
        const r = applyQuest(g, d.actions[pick(d.actions.length)]);
        if (!r.ok) throw new Error(r.error.message);
        const secret = new Set([String(SEED + game), ...words(r.game)]);
        for (let seat = -1; seat < players.length; seat++) {
          const text = JSON.stringify([questView(r.game, seat), questViewEvents(r.events, seat)]);
          const numbers = new Set(text.match(/-?\d+/g) ?? []);
          for (const w of secret)
            if (w.length > 3) expect(numbers.has(w), `seat ${seat} sees ${w}`).toBe(false);
          // Dice rolled are public ("dice":[6,5]) and so are counts ("cards":2); a generator is an
          // object, a pile a list of ids.
          expect(text).not.toMatch(
            /"(seed|deckSeed)":|"(draw|cards|dice|tiles|pool)":\s*\{|"(draw|pool)":\s*\[/,
          );
        }
        g = r.game;
      }
    }
  });
});
