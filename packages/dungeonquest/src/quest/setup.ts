/**
 * `createQuestGame`: checks the set-up, the content and the options, and returns every problem
 * found (never throws on bad input); then deals the game: shuffled decks, pile and token pool (the
 * stacked cards on top), one rune card each, the first player by die roll (ties rolled again).
 */
import { maxOf } from '@dungeonbowl/engine';
import { DiceError, rollDie, scriptedDice, seededDice } from '../dice.ts';
import { HEROES, type HeroId, isHeroId } from '../heroes.ts';
import { DEFAULT_TOKEN_POOL, type MonsterToken, parseTokenPool } from '../monsters.ts';
import { type QuestRules, questRules } from '../rules.ts';
import { startBoard } from './board.ts';
import type { Content, DeckId } from './content-types.ts';
import { checkContent, contentHash, DECK_IDS, expand, stacked } from './decks.ts';
import { drawRune } from './steps.ts';
import type { QuestEvent, QuestOptionsRecord, QuestSetup, QuestState, StackId } from './types.ts';

export interface QuestError {
  code: string;
  message: string;
  /** For DICE_EXHAUSTED: the die the engine needs (a table-top client asks for it and retries). */
  die?: { sides: number; purpose: string };
}

export type QuestOptions =
  | { seed: number; stack?: QuestOptionsRecord['stack'] }
  | { dice: number[]; deckSeed?: number; stack?: QuestOptionsRecord['stack'] };

export type QuestResultOf<T> = ({ ok: true } & T) | { ok: false; errors: QuestError[] };

export const MAX_QUEST_PLAYERS = 4;

export function createQuestGame(
  setup: QuestSetup,
  content: Content,
  options: QuestOptions,
): QuestResultOf<{ game: QuestState; events: QuestEvent[] }> {
  const errors = checkSetup(setup);
  for (const m of checkContent(content)) errors.push({ code: 'BAD_CONTENT', message: m });
  const opts = checkOptions(options, errors);
  let rules: QuestRules | null = null;
  try {
    rules = questRules(setup?.rules);
  } catch (e) {
    errors.push({ code: 'BAD_RULES', message: (e as Error).message });
  }
  const pool = tokenPool(setup, errors);
  if (errors.length === 0) checkStack(content, pool!, opts.stack, errors);
  if (errors.length > 0) return { ok: false, errors };
  const frozen = deepFreeze(structuredClone(content));
  const g = deal(setup, frozen, rules!, pool!, opts);
  const events: QuestEvent[] = [];
  try {
    for (let seat = 0; seat < g.heroes.length; seat++) drawRune(g, events, seat);
    g.first = firstPlayer(g, events);
  } catch (e) {
    if (!(e instanceof DiceError)) throw e;
    return {
      ok: false,
      errors: [{ code: e.code, message: e.message, die: { sides: e.sides, purpose: e.purpose } }],
    };
  }
  g.placing = g.heroes.map((_, i) => (g.first + i) % g.heroes.length);
  return { ok: true, game: g, events };
}

function checkSetup(setup: QuestSetup): QuestError[] {
  const errors: QuestError[] = [];
  const players = setup?.players;
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_QUEST_PLAYERS) {
    errors.push({ code: 'BAD_PLAYERS', message: `1 to ${MAX_QUEST_PLAYERS} players, each with a hero` });
    return errors;
  }
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (typeof p?.name !== 'string' || p.name.trim() === '')
      errors.push({ code: 'BAD_PLAYER_NAME', message: `players[${i}]: a name is needed` });
    if (typeof p?.hero !== 'string' || !isHeroId(p.hero))
      errors.push({
        code: 'UNKNOWN_HERO',
        message: `players[${i}]: unknown hero ${JSON.stringify(p?.hero)} (valid: ${Object.keys(HEROES).join(', ')})`,
      });
    else if (seen.has(p.hero))
      errors.push({ code: 'HERO_TWICE', message: `players[${i}]: ${HEROES[p.hero].name} is chosen twice` });
    else seen.add(p.hero);
  });
  return errors;
}

function checkOptions(options: QuestOptions, errors: QuestError[]): QuestOptionsRecord {
  const o = (options ?? {}) as QuestOptionsRecord;
  const stack = o.stack;
  if ('seed' in o && Number.isInteger(o.seed)) return { seed: o.seed, stack };
  if (Array.isArray(o.dice) && o.dice.every((d) => Number.isInteger(d) && d >= 1)) {
    if (o.deckSeed !== undefined && !Number.isInteger(o.deckSeed))
      errors.push({ code: 'BAD_OPTIONS', message: 'deckSeed must be a whole number' });
    return { dice: [...o.dice], deckSeed: o.deckSeed ?? 0, stack };
  }
  errors.push({
    code: 'BAD_OPTIONS',
    message: 'options: { seed } (a whole number) or { dice } (whole numbers from 1)',
  });
  return {};
}

function tokenPool(setup: QuestSetup, errors: QuestError[]): MonsterToken[] | null {
  if (setup?.tokenPool === undefined) return DEFAULT_TOKEN_POOL.map((t) => ({ ...t }));
  const parsed = parseTokenPool(setup.tokenPool);
  if (parsed.ok) return parsed.pool;
  for (const m of parsed.errors) errors.push({ code: 'BAD_TOKEN_POOL', message: m });
  return null;
}

/** Stacked ids must be in the deck (as many times as they are stacked). */
function checkStack(
  content: Content,
  pool: MonsterToken[],
  stack: QuestOptionsRecord['stack'],
  errors: QuestError[],
): void {
  for (const [id, top] of Object.entries(stack ?? {}) as [StackId, string[]][]) {
    let all: string[];
    if (id === 'tiles') all = expand(content.tiles);
    else if (id === 'tokens') all = pool.map((t) => t.id);
    else if ((DECK_IDS as string[]).includes(id)) all = expand(content.decks[id as DeckId]);
    else {
      errors.push({ code: 'BAD_STACK', message: `stack.${id}: no such deck` });
      continue;
    }
    const left = [...all];
    for (const card of top ?? []) {
      const i = left.indexOf(card);
      if (i < 0)
        errors.push({
          code: 'BAD_STACK',
          message: `stack.${id}: '${card}' is not (or not that often) in it`,
        });
      else left.splice(i, 1);
    }
  }
}

function deal(
  setup: QuestSetup,
  content: Content,
  rules: QuestRules,
  pool: MonsterToken[],
  opts: QuestOptionsRecord,
): QuestState {
  const seeded = opts.seed !== undefined;
  const cards = seededDice(seeded ? (opts.seed! ^ 0x5eed5) >>> 0 : opts.deckSeed!);
  const g = { cards } as QuestState;
  const stack = opts.stack ?? {};
  const decks = Object.fromEntries(
    DECK_IDS.map((d) => [
      d,
      { draw: stacked(g, expand(content.decks[d]), stack[d]), discard: [] as string[] },
    ]),
  ) as unknown as QuestState['decks'];
  const byId = new Map(pool.map((t) => [t.id, t]));
  const order = stacked(
    g,
    pool.map((t) => t.id),
    stack.tokens,
  );
  return {
    kind: 'dungeonquest-game',
    content,
    contentHash: contentHash(content),
    rules,
    heroes: setup.players.map((p) => ({
      name: p.name,
      hero: p.hero as HeroId,
      status: 'inside',
      pos: null,
      enteredBy: null,
      wounds: 0,
      loot: [],
      runes: [],
      skip: 0,
      turns: 0,
      catacomb: null,
      cause: null,
    })),
    phase: 'towers',
    placing: [],
    first: 0,
    round: 0,
    sun: { space: 1, set: false },
    board: startBoard(),
    tiles: stacked(g, expand(content.tiles), stack.tiles),
    decks,
    pool: order.map((id) => byId.get(id)!),
    tokens: [],
    marks: 1,
    turn: null,
    stack: [],
    dice: seeded ? seededDice(opts.seed!) : scriptedDice(opts.dice!),
    cards: g.cards,
    result: null,
    setup: structuredClone({ players: setup.players, tokenPool: setup.tokenPool, rules: setup.rules }),
    options: structuredClone(opts),
    actions: [],
  };
}

/** Every player rolls a D6; the highest goes first; the tied highest roll again. Solo: no roll. */
function firstPlayer(g: QuestState, ev: QuestEvent[]): number {
  let rolling = g.heroes.map((_, i) => i);
  const rolls: number[][] = [];
  while (rolling.length > 1) {
    const r = rolling.map((seat) => rollDie(g.dice, 6, `first player: ${g.heroes[seat].name}'s die`));
    rolls.push(r);
    const best = maxOf(r);
    rolling = rolling.filter((_, i) => r[i] === best);
  }
  ev.push({ type: 'first-player', seat: rolling[0], rolls });
  return rolling[0];
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}
