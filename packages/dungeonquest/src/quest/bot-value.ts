/**
 * The bot's simple value estimate of an effect list (a choice's options, a search, a rune), in
 * gold: loot counts its gold, a treasure card the deck's mean, a wound costs more the fewer the
 * hero has left (and a likely death costs everything), a test weighs its outcomes by the 2D6
 * chance, a card drawn is its deck's mean. A rough guide, not a solution of the game.
 */
import { maxOf } from '@dungeonbowl/engine';
import { type Attribute, attributeValue, HEROES } from '../heroes.ts';
import type { Amount, DeckId } from './content-types.ts';
import { lifeLimit } from './hero.ts';
import type { QuestState, Step } from './types.ts';

/** Cards drawn within cards are valued this deep, then counted as nothing. */
const MAX_DEPTH = 3;
/** A monster met: a fight's usual toll, in wounds (the exact odds come at the fight itself). */
const FIGHT_WOUNDS = 4;
/** A turn lost, in gold. */
const TURN_GOLD = 120;

/** The chance that 2D6 come to `target` or less. */
export function chance2d6(target: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= target) ways++;
  return ways / 36;
}

const mean = (a: Amount): number => (typeof a === 'number' ? a : a.dice * 3.5 + (a.plus ?? 0));

export interface ValueContext {
  g: QuestState;
  seat: number;
  /** Wounds the hero may still take and live. */
  lifeLeft: number;
}

export function valueContext(g: QuestState, seat: number): ValueContext {
  return { g, seat, lifeLeft: lifeLimit(g, seat) - 1 - g.heroes[seat].wounds };
}

/** What one wound is worth losing, in gold: little when healthy, much near death. */
export function woundGold(lifeLeft: number): number {
  return 40 + 1200 / Math.max(1, lifeLeft);
}

function lootGold(c: ValueContext): number {
  return c.g.heroes[c.seat].loot.reduce((n, card) => n + (card.gold ?? 0), 0);
}

function woundValue(c: ValueContext, wounds: number): number {
  // Death loses the loot carried and the treasure still to win.
  if (wounds > c.lifeLeft) return -(lootGold(c) + 3000);
  return -wounds * woundGold(c.lifeLeft);
}

export function treasureMean(g: QuestState): number {
  const cards = g.content.decks.treasure;
  const n = cards.reduce((s, k) => s + k.count, 0);
  return n === 0 ? 0 : cards.reduce((s, k) => s + k.count * (k.gold ?? 0), 0) / n;
}

function deckValue(c: ValueContext, deck: DeckId, depth: number): number {
  if (depth >= MAX_DEPTH) return 0;
  if (deck === 'treasure') return treasureMean(c.g);
  const cards = c.g.content.decks[deck];
  const n = cards.reduce((s, k) => s + k.count, 0);
  if (n === 0) return 0;
  return cards.reduce((s, k) => s + k.count * effectsValue(c, k.effect, depth + 1), 0) / n;
}

function attr(c: ValueContext, a: Attribute): number {
  return attributeValue(HEROES[c.g.heroes[c.seat].hero], a);
}

/** The value of one step. */
export function effectValue(c: ValueContext, e: Step, depth = 0): number {
  switch (e.do) {
    case 'wound':
      return woundValue(c, mean(e.amount));
    case 'heal':
      return Math.min(mean(e.amount), c.g.heroes[c.seat].wounds) * woundGold(c.lifeLeft);
    case 'test': {
      const p = chance2d6(attr(c, e.attr) + (e.modifier ?? 0));
      return p * effectsValue(c, e.pass ?? [], depth) + (1 - p) * effectsValue(c, e.fail ?? [], depth);
    }
    case 'roll':
      return e.rows.reduce((s, r) => s + ((r.max - r.min + 1) / 6) * effectsValue(c, r.effect, depth), 0);
    case 'draw':
      return deckValue(c, e.deck, depth);
    case 'monster':
      return woundValue(c, FIGHT_WOUNDS) - (e.noEscape ? 100 : 0);
    case 'loot':
      return e.gold;
    case 'treasure':
      return e.count * treasureMean(c.g);
    case 'loseLoot': {
      const loot = c.g.heroes[c.seat].loot.map((k) => k.gold ?? 0);
      return e.which === 'all' ? -loot.reduce((a, b) => a + b, 0) : -Math.max(0, ...loot);
    }
    case 'skipTurns':
      return -e.turns * TURN_GOLD;
    case 'sun':
      return -e.spaces * TURN_GOLD * 2;
    case 'rune':
      return 100;
    case 'moveBack':
    case 'endTurn':
      return -TURN_GOLD / 2;
    case 'choose':
      return maxOf(e.options.map((o) => effectsValue(c, o.effect, depth)));
    case 'leaveCatacombs':
      return 150;
    case 'secretDoor':
      return 20;
    default:
      return 0;
  }
}

export function effectsValue(c: ValueContext, effects: readonly Step[], depth = 0): number {
  return effects.reduce((s, e) => s + effectValue(c, e, depth), 0);
}

/** A search's worth here: the search deck's mean. */
export function searchValue(c: ValueContext): number {
  return deckValue(c, 'search', 0);
}
