/**
 * The decks, the tile pile and the token pool: shuffled by their own generator (`game.cards`), so
 * the table's dice (typed, in table-top play) never shuffle cards, and a stacked deck (tests,
 * puzzles) puts chosen cards on top. Also the content's check and its hash for records.
 */
import { rollDie } from '../dice.ts';
import { DECK_IDS } from './content/checker.ts';
import { parseContent } from './content.ts';
import type { CardDef, Content, DeckId } from './content-types.ts';
import type { QuestEvent, QuestState } from './types.ts';

export { DECK_IDS };

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

/**
 * What is wrong with a content, as messages naming the place (empty when it is playable): the one
 * checker a group's edited content goes through (content.ts).
 */
export function checkContent(content: unknown): string[] {
  const parsed = parseContent(content);
  return parsed.ok ? [] : parsed.errors;
}
