/**
 * The decks, the tile pile and the token pool: shuffled by their own generator (`game.cards`), so
 * the table's dice (typed, in table-top play) never shuffle cards, and a stacked deck (tests,
 * puzzles) puts chosen cards on top. Also the content's check and its hash for records.
 */
import { rollDie } from '../dice.ts';
import { isMonsterType } from '../monsters.ts';
import type { CardDef, Content, DeckId, Effect } from './content-types.ts';
import type { QuestEvent, QuestState } from './types.ts';

export const DECK_IDS: readonly DeckId[] = [
  'dungeon',
  'search',
  'trap',
  'door',
  'corpse',
  'crypt',
  'catacomb',
  'dragon',
  'treasure',
  'rune',
];

/** Fisher–Yates with the cards' generator. */
export function shuffle<T>(g: Pick<QuestState, 'cards'>, items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rollDie(g.cards, i + 1, 'shuffle') - 1;
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Every copy of every card (or tile), by id. */
export function expand(defs: readonly { id: string; count: number }[]): string[] {
  return defs.flatMap((d) => Array.from({ length: d.count }, () => d.id));
}

/** `top` (ids, in order) taken out of `all` and put first; the rest shuffled under them. */
export function stacked(g: Pick<QuestState, 'cards'>, all: string[], top: string[] = []): string[] {
  const rest = [...all];
  for (const id of top) rest.splice(rest.indexOf(id), 1);
  return [...top, ...shuffle(g, rest)];
}

export function cardDef(g: QuestState, deck: DeckId, id: string): CardDef {
  const c = g.content.decks[deck].find((x) => x.id === id);
  if (!c) throw new Error(`no card '${id}' in the ${deck} deck`);
  return c;
}

/** The top card of a deck (its discards shuffled back when it runs out), or null when none is left. */
export function drawCard(g: QuestState, deck: DeckId, ev: QuestEvent[]): string | null {
  const d = g.decks[deck];
  if (d.draw.length === 0 && d.discard.length > 0) {
    d.draw = shuffle(g, d.discard);
    d.discard = [];
    ev.push({ type: 'reshuffled', deck });
  }
  const id = d.draw.shift();
  if (id === undefined) {
    ev.push({ type: 'deck-empty', deck });
    return null;
  }
  return id;
}

/** The dragon wakes: its cards, drawn and discarded, all go back and are shuffled. */
export function reshuffleAll(g: QuestState, deck: DeckId, ev: QuestEvent[]): void {
  const d = g.decks[deck];
  d.draw = shuffle(g, [...d.draw, ...d.discard]);
  d.discard = [];
  ev.push({ type: 'reshuffled', deck });
}

/** FNV-1a over the content's JSON: names the content in a record. */
export function contentHash(content: Content): string {
  const text = JSON.stringify(content);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** What is wrong with a content, as messages naming the place (empty when it is playable). */
export function checkContent(content: Content): string[] {
  const errors: string[] = [];
  if (!content || typeof content !== 'object') return ['the content is not an object'];
  if (!Array.isArray(content.tiles) || content.tiles.length === 0) errors.push('tiles: none');
  for (const [i, t] of (content.tiles ?? []).entries()) {
    const at = `tiles[${i}] (${t.id})`;
    if (!t.exits?.includes('S'))
      errors.push(`${at}: exits must include 'S' (the side placed towards the hero)`);
    if (!Number.isInteger(t.count) || t.count < 0) errors.push(`${at}: count must be a whole number`);
    if (t.special === 'chasm' && !t.halves) errors.push(`${at}: a chasm needs its two halves`);
    checkEffects(t.effect, at, errors);
  }
  const ids = new Set((content.tiles ?? []).map((t) => t.id));
  if (ids.size !== (content.tiles ?? []).length) errors.push('tiles: an id is used twice');
  for (const deck of DECK_IDS) {
    const cards = content.decks?.[deck];
    if (!Array.isArray(cards)) {
      errors.push(`decks.${deck}: missing`);
      continue;
    }
    for (const [i, c] of cards.entries()) {
      const at = `decks.${deck}[${i}] (${c.id})`;
      if (!Number.isInteger(c.count) || c.count < 0) errors.push(`${at}: count must be a whole number`);
      if (deck === 'rune' && !c.use) errors.push(`${at}: a rune card says when it is used`);
      checkEffects(c.effect, at, errors);
    }
  }
  const sun = content.sun;
  if (
    !sun ||
    !Number.isInteger(sun.plain) ||
    sun.plain < 0 ||
    !Number.isInteger(sun.numbered) ||
    sun.numbered < 1
  )
    errors.push('sun: plain (0 or more) and numbered (1 or more) spaces, whole numbers');
  return errors;
}

function checkEffects(effects: Effect[] | undefined, at: string, errors: string[]): void {
  if (!Array.isArray(effects)) {
    errors.push(`${at}: effect must be a list`);
    return;
  }
  for (const e of effects) {
    if (e.do === 'monster' && e.type && !isMonsterType(e.type))
      errors.push(`${at}: unknown monster ${e.type}`);
    if (e.do === 'roll') {
      for (let v = 1; v <= 6; v++)
        if (!e.rows.some((r) => r.min <= v && v <= r.max)) errors.push(`${at}: roll rows miss ${v}`);
      for (const r of e.rows) checkEffects(r.effect, at, errors);
    }
    if (e.do === 'test') {
      checkEffects(e.pass ?? [], at, errors);
      checkEffects(e.fail ?? [], at, errors);
    }
    if (e.do === 'choose') for (const o of e.options) checkEffects(o.effect, at, errors);
  }
}
