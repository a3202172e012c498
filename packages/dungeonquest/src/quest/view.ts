/**
 * What one seat sees (-1: a spectator). Never the order of the decks, the pile or the pool, never
 * the dice's state, never another player's rune cards, and a face-down token's life only where the
 * rules show it: to the Monster player of the fight under way, and to everybody in solo play.
 */
import type { Encounter } from '../encounter.ts';
import type { MonsterType } from '../monsters.ts';
import type { QuestResult } from '../scoring.ts';
import { type QuestDecision, questDecision, runeCards } from './api.ts';
import type { DeckId, SunTrack } from './content-types.ts';
import { DECK_IDS } from './decks.ts';
import type { PlacedTile, QuestEvent, QuestHero, QuestState, Sq } from './types.ts';

export interface QuestHeroView extends Omit<QuestHero, 'runes'> {
  /** The rune cards: shown to their owner only. */
  runes: { id: string; name: string; text: string; use: string }[] | null;
  runeCount: number;
}

export interface QuestGameView {
  seat: number;
  contentName: string;
  phase: QuestState['phase'];
  round: number;
  first: number;
  sun: { space: number; set: boolean; track: SunTrack };
  board: { at: Sq; chamber: PlacedTile }[];
  heroes: QuestHeroView[];
  tokens: { mark: number; at: Sq; monster: MonsterType; life: number | null }[];
  poolSize: number;
  tilesLeft: number;
  decks: Record<DeckId, { left: number; discards: number }>;
  fight: {
    seat: number;
    monsterSeat: number;
    monster: MonsterType;
    at: Sq;
    life: number | null;
    heroWounds: number;
    monsterWounds: number;
    phase: string;
    round: number;
    events: unknown[];
    /**
     * The encounter as everybody at the table sees it (no life, no dice): what a screen needs to
     * draw the fight and its buttons.
     */
    encounter: Omit<Encounter, 'life' | 'dice' | 'events'>;
  } | null;
  turn: number | null;
  decision: QuestDecision;
  result: QuestResult | null;
}

export function questView(g: QuestState, seat: number): QuestGameView {
  const solo = g.heroes.length === 1;
  const top = g.stack[g.stack.length - 1];
  const fight = top?.f === 'fight' ? top : null;
  const decision = questDecision(g);
  return {
    seat,
    contentName: g.content.name,
    phase: g.phase,
    round: g.round,
    first: g.first,
    sun: { ...g.sun, track: structuredClone(g.content.sun) },
    board: g.board.flatMap((p, at) => (p ? [{ at, chamber: structuredClone(p) }] : [])),
    heroes: g.heroes.map((h, i) => ({
      ...structuredClone(h),
      runes: i === seat ? runeCards(g, i) : null,
      runeCount: h.runes.length,
    })),
    tokens: g.tokens.map((t) => ({
      mark: t.mark,
      at: t.at,
      monster: t.token.type,
      life: solo ? t.token.life : null,
    })),
    poolSize: g.pool.length,
    tilesLeft: g.tiles.length,
    decks: Object.fromEntries(
      DECK_IDS.map((d) => [d, { left: g.decks[d].draw.length, discards: g.decks[d].discard.length }]),
    ) as QuestGameView['decks'],
    fight: fight && {
      seat: g.turn!.seat,
      monsterSeat: fight.monsterSeat,
      monster: fight.token.type,
      at: fight.at,
      life: solo || seat === fight.monsterSeat ? fight.token.life : null,
      heroWounds: fight.enc.heroWounds,
      monsterWounds: fight.enc.monsterWounds,
      phase: fight.enc.phase,
      round: fight.enc.round,
      events: structuredClone(fight.enc.events),
      encounter: publicEncounter(fight.enc),
    },
    turn: g.turn?.seat ?? null,
    decision,
    result: g.result && structuredClone(g.result),
  };
}

/** An encounter's public parts: everything but the token's life and the dice. */
function publicEncounter(enc: Encounter): Omit<Encounter, 'life' | 'dice' | 'events'> {
  const { life: _life, dice: _dice, events: _events, ...rest } = enc;
  return structuredClone(rest);
}

/**
 * Events as one seat may see them (-1: a spectator), copies: a rune card drawn is named to its
 * owner only, a token's life to the Monster player only (to everybody in solo play, where the
 * token is face up: the hero is its own Monster player). `applyQuest` returns every event whole;
 * whatever shows them to a seat shows these.
 */
export function questViewEvents(events: readonly QuestEvent[], seat: number): QuestEvent[] {
  return events.map((e) => {
    if (e.type === 'rune-drawn' && e.seat !== seat) return { type: e.type, seat: e.seat };
    if (e.type === 'monster' && e.monsterSeat !== seat && e.monsterSeat !== e.seat) {
      const { life: _life, ...open } = e;
      return open;
    }
    return structuredClone(e);
  });
}
