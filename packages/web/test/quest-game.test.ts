/**
 * DungeonQuest's whole game in the page (src/quest/game): the board's shaded spaces are exactly the
 * decision's actions that point at a space, the events have words, each screen shows the view of
 * the seat the hot-seat rules name (never another player's runes), table-top dice are asked for
 * and added as the engine names them, and the fight's odds are the decision's context.
 */
import { DEFAULT_CONTENT, HEROES } from '@dungeonbowl/dungeonquest';
import {
  applyQuest,
  createQuestGame,
  type QuestDecision,
  type QuestEvent,
  type QuestState,
  questBotAction,
  questDecision,
  questView,
  questViewEvents,
  TOWERS,
} from '@dungeonbowl/dungeonquest/quest';
import { describe, expect, it } from 'vitest';
import { labelView } from '../src/quest/game/Decision.tsx';
import { contextOdds, fightDecisions } from '../src/quest/game/GameFight.tsx';
import {
  applyWithDice,
  boardTargets,
  createSession,
  type GameSession,
  namer,
  needsPass,
  screenSeat,
  sessionView,
} from '../src/quest/game/model.ts';
import { actionLabel, eventWords, logLines, sqName } from '../src/quest/game/quest-words.ts';

const players = (n: number) =>
  (['lindel', 'hugo', 'tatianna', 'gherinn'] as const)
    .slice(0, n)
    .map((hero) => ({ name: HEROES[hero].short, hero }));

function made(n: number, seed: number): { game: QuestState; events: QuestEvent[] } {
  const c = createQuestGame({ players: players(n) }, DEFAULT_CONTENT, { seed });
  if (!c.ok) throw new Error(c.errors[0].message);
  return c;
}

/** A game played by the bot to its end: every state with its decision, and every event. */
function playOut(n: number, seed: number) {
  let { game, events } = made(n, seed);
  const states: { game: QuestState; d: QuestDecision }[] = [];
  const all = [...events];
  for (let i = 0; i < 5000; i++) {
    const d = questDecision(game, { odds: false });
    states.push({ game, d });
    if (d.kind === 'over') break;
    const r = applyQuest(
      game,
      questBotAction(game, d, () => 0.5),
    );
    if (!r.ok) throw new Error(r.error.message);
    game = r.game;
    all.push(...r.events);
  }
  return { states, events: all, last: game };
}

const session = (
  game: QuestState,
  kinds: GameSession['kinds'],
  holder: number | null = null,
): GameSession => ({
  game,
  kinds,
  tabletop: false,
  seed: 1,
  log: [],
  holder,
});

describe('the shaded spaces', () => {
  it('are the free towers at set-up, each with its tower action', () => {
    const { game } = made(2, 3);
    const d = questDecision(game);
    const targets = boardTargets(questView(game, d.seat), d);
    expect(d.kind).toBe('tower');
    expect(targets.map((t) => t.at)).toEqual([...TOWERS]);
    expect(targets.map((t) => t.action)).toEqual(d.actions);
  });

  it('are, in every decision of whole games, only spaces the actions point at', () => {
    for (const seed of [1, 2, 3]) {
      for (const { game, d } of playOut(3, seed).states) {
        const view = questView(game, d.seat);
        const targets = boardTargets(view, d);
        for (const t of targets) expect(d.actions).toContainEqual(t.action);
        // Every move and tower action has its space; a move's space is beside the hero.
        const pointing = d.actions.filter(
          (a) => a.type === 'move' || a.type === 'tower' || a.type === 'moveToken',
        );
        expect(targets.length).toBeGreaterThanOrEqual(pointing.length);
        for (const t of targets.filter((x) => x.action.type === 'move')) {
          const pos = view.heroes[d.seat].pos!;
          expect(
            Math.abs((t.at % 13) - (pos % 13)) + Math.abs(Math.floor(t.at / 13) - Math.floor(pos / 13)),
          ).toBe(1);
        }
      }
    }
  });

  it('are none while nobody at the screen points (a search, a choice)', () => {
    const d: QuestDecision = {
      seat: 0,
      kind: 'choose',
      actions: [{ type: 'choose', option: 0 }],
      context: {},
    };
    expect(boardTargets(questView(made(1, 1).game, 0), d)).toEqual([]);
  });
});

describe('the words', () => {
  it('tell every event of whole games (fights through the fight screen words)', () => {
    for (const seed of [4, 5]) {
      const { events, last } = playOut(4, seed);
      const n = namer(last);
      for (const e of events) {
        if (e.type === 'fight') continue;
        expect(eventWords(e, n), e.type).toBeTruthy();
      }
      const lines = logLines(events, n);
      expect(lines.at(-1)?.kind).toBe('end');
      expect(lines.some((l) => l.kind === 'fight')).toBe(true);
    }
  });

  it('name the chamber, the card, the sun and the end', () => {
    const { game } = made(2, 1);
    const n = namer(game);
    const tile = DEFAULT_CONTENT.tiles[0];
    expect(eventWords({ type: 'tile', seat: 0, at: 14, tile: tile.id, rot: 0 }, n)).toContain(tile.name);
    expect(eventWords({ type: 'tile', seat: 0, at: 14, tile: tile.id, rot: 0 }, n)).toContain('B2');
    expect(eventWords({ type: 'sun', space: 27, roll: 2, needed: 2 }, n)).toBe(
      'The sun reaches end space 2: rolled 2, it sets.',
    );
    expect(eventWords({ type: 'sun', space: 27, roll: 5, needed: 2 }, n)).toContain('still shines');
    expect(eventWords({ type: 'moved', seat: 1, from: 0, to: TOWERS[3] }, n)).toBe(
      'Hugo moves to the south-east tower (M10).',
    );
    expect(
      eventWords(
        {
          type: 'game-over',
          result: { winners: [], kalladraWins: true, decidedBy: 'kalladra', standings: [] },
        },
        n,
      ),
    ).toContain('Kalladra wins');
    expect(sqName(0)).toBe('A1');
    expect(sqName(129)).toBe('M10');
  });

  it('label the actions from the decision (a move names where it goes)', () => {
    const { game } = made(1, 2);
    let g = game;
    const r = applyQuest(g, { type: 'tower', tower: 0 });
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
    const d = questDecision(g);
    const v = labelView(questView(g, 0), d);
    const labels = d.actions.map((a) => actionLabel(a, v));
    expect(labels).toContain('Move east to B1 (unexplored)');
    expect(labels).toContain('Move south to A2 (unexplored)');
  });
});

describe("the seat's view (hot-seat)", () => {
  it("is the deciding person's, with its own runes face up and the others' face down", () => {
    const { game } = made(3, 7);
    const d = questDecision(game);
    const s = session(game, ['person', 'person', 'bot'], d.seat);
    expect(screenSeat(s, d)).toBe(d.seat);
    const view = sessionView(s);
    expect(view.seat).toBe(d.seat);
    view.heroes.forEach((h, i) => {
      expect(h.runes === null).toBe(i !== d.seat);
      expect(h.runeCount).toBe(1);
    });
  });

  it('its log names its own rune card only, as the engine filters the events for the seat', () => {
    const { game, events } = made(3, 7);
    const rune = (seat: number) =>
      game.content.decks.rune.find((c) => c.id === game.heroes[seat].runes[0])!.name;
    const text = (seat: number) =>
      logLines(questViewEvents(events, seat), namer(game))
        .map((l) => l.text)
        .join('\n');
    for (const seat of [0, 1, 2]) {
      expect(text(seat)).toContain(`draws a rune card: ${rune(seat)}`);
      expect(text(seat).match(/draws a rune card: /g)).toHaveLength(1);
    }
    expect(text(-1)).not.toContain('draws a rune card: ');
  });

  it("while a bot decides: the screen holder's, the only person's, or nobody's", () => {
    const { game } = made(3, 7);
    const d = questDecision(game);
    const [p1, p2] = [0, 1, 2].filter((i) => i !== d.seat);
    const kinds = (people: number[]): GameSession['kinds'] =>
      [0, 1, 2].map((i) => (people.includes(i) ? 'person' : 'bot'));
    expect(screenSeat(session(game, kinds([p1])), d)).toBe(p1);
    expect(screenSeat(session(game, kinds([p1, p2]), p2), d)).toBe(p2);
    expect(screenSeat(session(game, kinds([p1, p2])), d)).toBe(-1);
    expect(screenSeat(session(game, kinds([])), d)).toBe(-1);
  });

  it('passes the screen between two people, never to a bot or the one holding it', () => {
    const { game } = made(2, 7);
    const d = questDecision(game);
    const other = 1 - d.seat;
    const kinds = (bot: number | null): GameSession['kinds'] =>
      [0, 1].map((i) => (i === bot ? 'bot' : 'person'));
    expect(needsPass(session(game, kinds(null)), d)).toBe(true);
    expect(needsPass(session(game, kinds(null), other), d)).toBe(true);
    expect(needsPass(session(game, kinds(null), d.seat), d)).toBe(false);
    expect(needsPass(session(game, kinds(other)), d)).toBe(false);
    expect(needsPass(session(game, kinds(d.seat)), d)).toBe(false);
  });
});

describe('table-top dice', () => {
  it("asks for the first player's dice, naming them, and plays them", async () => {
    const asked: string[] = [];
    const rolls = [2, 5];
    const r = await createSession(
      {
        seats: [
          { hero: 'lindel', kind: 'person' },
          { hero: 'hugo', kind: 'person' },
        ],
        tabletop: true,
        seed: 9,
      },
      async (die) => {
        asked.push(`${die.sides}:${die.purpose}`);
        return rolls.shift()!;
      },
    );
    expect(asked).toEqual(["6:first player: Lindel's die", "6:first player: Hugo's die"]);
    if (!r?.ok) throw new Error('not made');
    expect(r.session.game.first).toBe(1);
    expect(r.session.log).toContainEqual({ type: 'first-player', seat: 1, rolls: [[2, 5]] });
  });

  it('a cancelled die changes nothing', async () => {
    const r = await createSession(
      {
        seats: [
          { hero: 'lindel', kind: 'person' },
          { hero: 'hugo', kind: 'bot' },
        ],
        tabletop: true,
        seed: 9,
      },
      async () => null,
    );
    expect(r).toBeNull();
  });

  it('adds each die the engine names to the game, then applies the action', async () => {
    const c = createQuestGame({ players: players(1) }, DEFAULT_CONTENT, { dice: [], deckSeed: 4 });
    if (!c.ok) throw new Error(c.errors[0].message);
    let s: GameSession = { ...session(c.game, ['person']), tabletop: true };
    const asked: number[] = [];
    // Walk until an action needs a die (a test, a roll, a fight), answering 3 each time.
    for (let i = 0; i < 60 && asked.length === 0; i++) {
      const d = questDecision(s.game, { odds: false });
      if (d.kind === 'over') break;
      const next = await applyWithDice(s, d.actions[0], async (die) => {
        asked.push(die.sides);
        return 3;
      });
      s = next!;
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(s.game.options.dice).toEqual(asked.map(() => 3));
  });
});

describe("the fight's odds", () => {
  it("are the decision's context: attacking and escaping at the choice, the best one marked", () => {
    for (const { game, d } of playOut(1, 11).states) {
      if (d.kind !== 'fight') continue;
      const full = questDecision(game);
      const odds = contextOdds(full.context.odds)!;
      expect(odds.hidden).toBeNull();
      if (full.context.odds!.attack) {
        expect(odds.choices.find((c) => c.key === 'attack')!.odds).toEqual(full.context.odds!.attack);
        const canEscape = fightDecisions(full.actions).some((x) => x.kind === 'escape');
        expect(odds.choices.some((c) => c.key === 'escape')).toBe(canEscape);
        return;
      }
    }
    throw new Error('no fight at its choice in this game');
  });
});
