/**
 * DungeonQuest's whole game in the page, without the DOM: the session (the engine's game, who sits
 * where, the log), the table-top dice loop (the engine's DICE_EXHAUSTED names the die; the page
 * asks for it, `addQuestDice`, and tries again), which seat's view the screen shows (hot-seat),
 * and the board's clickable spaces for a decision. What is legal is always the decision's actions.
 */
import { DEFAULT_CONTENT, HEROES, type HeroId } from '@dungeonbowl/dungeonquest';
import {
  addQuestDice,
  applyQuest,
  createQuestGame,
  type QuestAction,
  type QuestDecision,
  type QuestEvent,
  type QuestGameView,
  type QuestState,
  questDecision,
  questNamer,
  questView,
  type Sq,
  TOWERS,
} from '@dungeonbowl/dungeonquest/quest';
import type { AskDie } from '../model.ts';
import { beside } from './quest-words.ts';

export type SeatKind = 'person' | 'bot';

export interface SeatSetup {
  hero: HeroId;
  kind: SeatKind;
  /** The player's name (default: the hero's short name). */
  name?: string;
}

export interface GameSetup {
  seats: SeatSetup[];
  tabletop: boolean;
  seed: number;
}

export interface GameSession {
  game: QuestState;
  kinds: SeatKind[];
  tabletop: boolean;
  seed: number;
  /** Every event so far, the set-up's first. */
  log: QuestEvent[];
  /** The person the screen was last handed to (hot-seat); null before the first. */
  holder: number | null;
}

export type Created = { ok: true; session: GameSession } | { ok: false; errors: string[] } | null;

/**
 * A new game. With the page's dice, seeded; in table-top mode the dice (the first player's rolls)
 * are asked for one by one and the cards are shuffled from the seed. null: a die was cancelled.
 */
export async function createSession(s: GameSetup, ask: AskDie): Promise<Created> {
  const players = s.seats.map((x) => ({ name: x.name?.trim() || HEROES[x.hero].short, hero: x.hero }));
  const dice: number[] = [];
  for (;;) {
    const options = s.tabletop ? { dice: [...dice], deckSeed: s.seed } : { seed: s.seed };
    const made = createQuestGame({ players }, DEFAULT_CONTENT, options);
    if (made.ok) {
      const session: GameSession = {
        game: made.game,
        kinds: s.seats.map((x) => x.kind),
        tabletop: s.tabletop,
        seed: s.seed,
        log: made.events,
        holder: null,
      };
      return { ok: true, session };
    }
    const die = made.errors[0]?.code === 'DICE_EXHAUSTED' ? made.errors[0].die : undefined;
    if (!s.tabletop || !die) return { ok: false, errors: made.errors.map((e) => e.message) };
    const v = await ask(die);
    if (v === null) return null;
    dice.push(v);
  }
}

/**
 * Applies an action; in table-top mode every die it needs is asked for and added with
 * `addQuestDice` before trying again. null: a die was cancelled (nothing changed). A refusal
 * other than a missing die is a bug of the page: it throws with the engine's message.
 */
export async function applyWithDice(
  s: GameSession,
  action: QuestAction,
  ask: AskDie,
): Promise<GameSession | null> {
  let game = s.game;
  for (;;) {
    const r = applyQuest(game, action);
    if (r.ok) return { ...s, game: r.game, log: [...s.log, ...r.events] };
    if (r.error.code !== 'DICE_EXHAUSTED' || !r.error.die || !s.tabletop) throw new Error(r.error.message);
    const v = await ask(r.error.die);
    if (v === null) return null;
    game = addQuestDice(game, [v]);
  }
}

export function persons(s: Pick<GameSession, 'kinds'>): number[] {
  return s.kinds.flatMap((k, i) => (k === 'person' ? [i] : []));
}

/**
 * The seat whose view the screen shows: the deciding person's; while a bot decides, the person
 * who holds the screen (the only person, if there is one); otherwise a spectator (-1). Over: -1.
 */
export function screenSeat(s: GameSession, d: QuestDecision): number {
  if (d.kind === 'over') return -1;
  if (s.kinds[d.seat] === 'person') return d.seat;
  const people = persons(s);
  return s.holder ?? (people.length === 1 ? people[0] : -1);
}

/** Hot-seat: the screen goes to another person (who sees its own runes) before it decides. */
export function needsPass(s: GameSession, d: QuestDecision): boolean {
  return d.kind !== 'over' && s.kinds[d.seat] === 'person' && persons(s).length > 1 && s.holder !== d.seat;
}

/** What the screen shows: the engine's view for the seat `screenSeat` names. */
export function sessionView(s: GameSession): QuestGameView {
  return questView(s.game, screenSeat(s, questDecision(s.game, { odds: false })));
}

export interface Target {
  at: Sq;
  action: QuestAction;
}

/**
 * The board's spaces a decision's actions point at, to shade and click: a tower to start in, the
 * space a move goes to, the space ahead underground, a token the Monster player may send. The other
 * actions (search, leave, turning, choices) are buttons only.
 */
export function boardTargets(view: QuestGameView, d: QuestDecision): Target[] {
  const out: Target[] = [];
  const hero = d.seat >= 0 ? view.heroes[d.seat] : null;
  for (const a of d.actions) {
    let at: Sq | null = null;
    if (a.type === 'tower') at = TOWERS[a.tower];
    else if (a.type === 'move' && hero?.pos != null) at = beside(hero.pos, a.dir);
    else if (a.type === 'tunnel' && hero?.catacomb && a.dir === hero.catacomb.facing)
      at = beside(hero.catacomb.at, a.dir);
    else if (a.type === 'moveToken') at = view.tokens.find((t) => t.mark === a.mark)?.at ?? null;
    if (at !== null) out.push({ at, action: a });
  }
  return out;
}

/** Names for the log and the panels (the engine's, shared with the CLI). */
export const namer = questNamer;

/** The seats' colours (figures, panels), in seat order; each also has its name in words. */
export const SEAT_COLOURS = ['#c0392b', '#1f5fa8', '#1e8a5a', '#8e44ad'];
