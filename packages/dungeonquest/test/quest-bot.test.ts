/**
 * The whole game's bot: only legal actions, over random games (some seats' actions random, so the
 * bot meets odd states too: catacombs, boxed-in heroes, late suns); in a fight it escapes or
 * attacks by the exact odds and re-rolls as the odds code says; late in the day it runs for a tower.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HERO_IDS } from '../src/heroes.ts';
import { bestDecision, fightOdds, survival } from '../src/odds.ts';
import { DEFAULT_CONTENT } from '../src/quest/content.ts';
import {
  applyQuest,
  type Content,
  createQuestGame,
  type QuestAction,
  type QuestState,
  questBotAction,
  questDecision,
} from '../src/quest/index.ts';
import { FIXTURE, play, put, scene, stand } from './quest-fixtures.ts';

const lcg = (seed: number) => {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
};

const same = (a: QuestAction, b: QuestAction) => JSON.stringify(a) === JSON.stringify(b);

/** A game to its end: the bot asked at every decision; its action (or, now and then, a random one) played. */
function playOut(content: Content, seed: number, players: number, randomShare: number): QuestState {
  const heroes = HERO_IDS.slice(seed % 3, (seed % 3) + players).map((hero, i) => ({ name: `P${i}`, hero }));
  const made = createQuestGame({ players: heroes }, content, { seed });
  if (!made.ok) throw new Error(made.errors[0].message);
  let g = made.game;
  const rng = lcg(seed);
  for (let n = 0; g.phase !== 'over'; n++) {
    expect(n).toBeLessThan(20_000);
    const d = questDecision(g);
    const bot = questBotAction(g, d, rng);
    expect(d.actions.some((a) => same(a, bot))).toBe(true);
    const a = rng() < randomShare ? d.actions[Math.floor(rng() * d.actions.length)] : bot;
    const r = applyQuest(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return g;
}

describe('the bot plays only legal actions', () => {
  it('on the tests’ fixture content, with random actions mixed in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 4 }), (seed, players) => {
        expect(playOut(FIXTURE, seed, players, 0.3).phase).toBe('over');
      }),
      { numRuns: 40 },
    );
  });

  it('on the default content, bots alone and with random actions mixed in', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0, 0.25),
        (seed, players, share) => {
          expect(playOut(DEFAULT_CONTENT, seed, players, share).phase).toBe('over');
        },
      ),
      { numRuns: 12 },
    );
  });

  it('is deterministic given its rng', () => {
    const a = playOut(FIXTURE, 77, 3, 0);
    const b = playOut(FIXTURE, 77, 3, 0);
    expect(b.actions).toEqual(a.actions);
  });
});

/** A solo fight with a troll (the token stacked), the hero carrying `wounds`. */
function trollFight(hero: string, token: string, wounds: number, dice: number[] = []): QuestState {
  let g = scene({
    heroes: [{ name: 'Ann', hero }],
    stack: { tiles: ['lair'], dungeon: ['troll'], tokens: [token] },
    dice,
  });
  g.heroes[0].wounds = wounds;
  g = play(g, { type: 'move', dir: 'E' });
  expect(questDecision(g).kind).toBe('fight');
  return g;
}

describe('the bot in a fight', () => {
  it('attacks when attacking is at least as safe (Lindel, fresh, against a troll of life 3)', () => {
    const g = trollFight('lindel', 'troll-1', 0);
    const d = questDecision(g);
    const attack = fightOdds({ hero: 'lindel', monster: 'troll', life: 3 });
    const flee = fightOdds({ hero: 'lindel', monster: 'troll', life: 3, escape: true });
    expect(survival(attack)).toBeGreaterThan(survival(flee));
    expect(questBotAction(g, d, lcg(1))).toEqual({ type: 'attack' });
  });

  it('escapes when the odds say so (Gherinn, badly hurt, against a troll of life 5)', () => {
    const g = trollFight('gherinn', 'troll-4', 10);
    const d = questDecision(g);
    expect(d.context.odds?.escape && survival(d.context.odds.escape)).toBeGreaterThan(0.8);
    expect(survival(d.context.odds!.attack!)).toBeLessThan(0.05);
    expect(questBotAction(g, d, lcg(1))).toEqual({ type: 'escape' });
  });

  it('rolls each round, and Hugo re-rolls as the odds code says', () => {
    let g = trollFight('hugo', 'troll-1', 0, [1, 12, 12, 1, 6, 6, 6, 6]);
    g = play(g, { type: 'attack' }, { type: 'roll' });
    const d = questDecision(g);
    expect(d.kind).toBe('fight');
    const frame = g.stack[g.stack.length - 1] as Extract<QuestState['stack'][number], { f: 'fight' }>;
    expect(frame.enc.phase).toBe('reroll');
    const best = bestDecision(frame.enc);
    const expected = best.kind === 'reroll' ? { type: 'reroll', die: best.die } : { type: 'keep' };
    expect(questBotAction(g, d, lcg(1))).toEqual(expected);
  });
});

describe('the bot and the sun', () => {
  /** Solo Lindel two halls east of the north-west tower, came in from the west. */
  function corridorScene(sun: number): QuestState {
    const g = scene({});
    put(g, 1, 0, 'hall');
    put(g, 2, 0, 'hall');
    stand(g, 0, 2, 0, 'W');
    g.heroes[0].turns = 2;
    g.sun.space = sun;
    return g;
  }

  it('early on, it heads away from the tower, towards the treasure chamber', () => {
    const g = corridorScene(1);
    // The fixture's sun is short: on the base game's track there is time for the trip.
    g.content = { ...g.content, sun: { plain: 25, numbered: 5 } };
    const a = questBotAction(g, questDecision(g), lcg(1));
    expect(a.type).toBe('move');
    expect(a).not.toEqual({ type: 'move', dir: 'W' });
  });

  /** Solo Lindel beside the treasure chamber, nine halls from the north-west tower, on the base game's sun track. */
  function besideTheChamber(sun: number): QuestState {
    const g = scene({});
    g.content = { ...g.content, sun: { plain: 25, numbered: 5 } };
    for (let x = 1; x <= 5; x++) put(g, x, 0, 'hall');
    for (let y = 1; y <= 4; y++) put(g, 5, y, 'hall');
    stand(g, 0, 5, 4, 'N');
    g.heroes[0].turns = 9;
    g.sun.space = sun;
    return g;
  }

  it('next to the treasure chamber it steps in, though the way home is no longer sure', () => {
    // Nine moves home and a slack: past space 25, a sun that may set. The trip (in, then out) is judged on its own.
    const g = besideTheChamber(14);
    expect(questBotAction(g, questDecision(g), lcg(1))).toEqual({ type: 'move', dir: 'E' });
  });

  it('once it has been with the dragon (two treasure cards), it does not go back in', () => {
    const g = besideTheChamber(14);
    g.heroes[0].loot = [
      { name: 'Ring', gold: 100 },
      { name: 'Cup', gold: 50 },
    ];
    expect(questBotAction(g, questDecision(g), lcg(1))).toEqual({ type: 'move', dir: 'N' });
  });

  it('late, it runs for the nearest tower over the explored halls, and leaves by it', () => {
    let g = corridorScene(FIXTURE.sun.plain - 1);
    expect(questBotAction(g, questDecision(g), lcg(1))).toEqual({ type: 'move', dir: 'W' });
    g = play(g, { type: 'move', dir: 'W' });
    g.sun.space = FIXTURE.sun.plain - 1;
    expect(questBotAction(g, questDecision(g), lcg(1))).toEqual({ type: 'move', dir: 'W' });
    g = play(g, { type: 'move', dir: 'W' });
    expect(questBotAction(g, questDecision(g), lcg(1))).toEqual({ type: 'leave' });
  });
});
