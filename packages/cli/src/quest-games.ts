/**
 * DungeonQuest's whole game played by bots, for `quest play` and `quest simulate`: one game from
 * the set-up to the scores (every action a bot's, every event kept), and the figures of many.
 */

import { DEFAULT_CONTENT, HERO_IDS, HEROES, type HeroId } from '@dungeonbowl/dungeonquest';
import {
  applyQuest,
  createQuestGame,
  type QuestAction,
  type QuestEvent,
  type QuestState,
  questBotAction,
  questDecision,
  TREASURE,
} from '@dungeonbowl/dungeonquest/quest';
import { pushAll } from '@dungeonbowl/engine';
import { seededRng } from './rng.ts';

/** The bots a seat may have: the sensible one, or uniformly random legal actions. */
export const QUEST_BOTS = ['sensible', 'random'] as const;
export type QuestBot = (typeof QUEST_BOTS)[number];

/** A game's actions are bounded: the sun sets for sure past its track, so this is a bug guard. */
const MAX_ACTIONS = 20_000;

export interface QuestGameSpec {
  heroes: HeroId[];
  bots: QuestBot[];
  seed: number;
}

export interface PlayedQuest {
  game: QuestState;
  /** The set-up's events, then each action's. */
  events: QuestEvent[];
}

/** The rng a bot gets: from the game's seed, apart from the dice. */
function botRng(seed: number): () => number {
  const r = seededRng(seed);
  return () => r.below(2 ** 30) / 2 ** 30;
}

function uniform(actions: readonly QuestAction[], rng: () => number): QuestAction {
  return actions[Math.floor(rng() * actions.length)];
}

export function playQuest(spec: QuestGameSpec): PlayedQuest {
  const players = spec.heroes.map((hero) => ({ name: HEROES[hero].short, hero }));
  const created = createQuestGame({ players }, DEFAULT_CONTENT, { seed: spec.seed });
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join('; '));
  let game = created.game;
  const events = [...created.events];
  const rng = botRng(spec.seed);
  for (let n = 0; game.phase !== 'over'; n++) {
    if (n >= MAX_ACTIONS) throw new Error(`game seed ${spec.seed} did not end in ${MAX_ACTIONS} actions`);
    const d = questDecision(game);
    const bot = spec.bots[d.seat] ?? 'sensible';
    const action = bot === 'random' ? uniform(d.actions, rng) : questBotAction(game, d, rng);
    const r = applyQuest(game, action);
    if (!r.ok)
      throw new Error(`game seed ${spec.seed}: the bot's ${JSON.stringify(action)}: ${r.error.message}`);
    game = r.game;
    pushAll(events, r.events);
  }
  return { game, events };
}

export interface HeroFigures {
  hero: HeroId;
  games: number;
  escaped: number;
  survival: number;
  meanLoot: number;
  meanLootOfSurvivors: number;
  wins: number;
  deaths: Record<string, number>;
  /** The share of its games in which the hero entered the treasure chamber. */
  reachedTreasure: number;
  /** Of the heroes that entered the treasure chamber, the share that came out. */
  survivalIfTreasure: number;
  /** The mean gold carried out by the heroes that entered the treasure chamber and came out. */
  meanLootIfTreasure: number;
  /** The mean gold carried out by the heroes that came out without entering it. */
  meanLootIfNoTreasure: number;
}

export interface QuestSummary {
  games: number;
  seed: number;
  meanRounds: number;
  sunsetRate: number;
  /** The round the sun set in, on average, over the games it set in. */
  meanSunsetRound: number | null;
  kalladraWins: number;
  heroes: HeroFigures[];
}

/** A death's cause, grouped: "slain by a Troll" stays, "sunset" stays, the content's traps by name. */
export function causeOf(cause: string | null): string {
  return cause ?? 'unknown';
}

/** The running sums behind a hero's figures. */
interface Tallied extends HeroFigures {
  loot: number;
  lootOfSurvivors: number;
  /** Games it entered the treasure chamber in; of those, games it came out of; their gold. */
  treasure: number;
  treasureEscaped: number;
  treasureLoot: number;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** The seats that stepped into the treasure chamber at some time in the game. */
export function treasureSeats(events: readonly QuestEvent[]): Set<number> {
  const seats = new Set<number>();
  for (const e of events) if (e.type === 'moved' && TREASURE.includes(e.to)) seats.add(e.seat);
  return seats;
}

export class QuestTally {
  private games = 0;
  private rounds = 0;
  private sunsets = 0;
  private sunsetRounds = 0;
  private kalladra = 0;
  private readonly per = new Map<HeroId, Tallied>();

  constructor(readonly seed: number) {}

  /** A game over; its events tell who entered the treasure chamber (none given: nobody counted). */
  add(game: QuestState, events: readonly QuestEvent[] = []): void {
    this.games++;
    const reached = treasureSeats(events);
    this.rounds += game.round;
    if (game.sun.set) {
      this.sunsets++;
      this.sunsetRounds += game.round;
    }
    const result = game.result!;
    if (result.kalladraWins) this.kalladra++;
    game.heroes.forEach((h, seat) => {
      const f = this.heroFigures(h.hero as HeroId);
      f.games++;
      const gold = h.loot.reduce((n, k) => n + (k.gold ?? 0), 0);
      const went = reached.has(seat);
      if (went) f.treasure++;
      if (h.status === 'escaped') {
        f.escaped++;
        f.lootOfSurvivors += gold;
        f.loot += gold;
        if (went) {
          f.treasureEscaped++;
          f.treasureLoot += gold;
        }
      } else {
        const cause = causeOf(h.cause);
        f.deaths[cause] = (f.deaths[cause] ?? 0) + 1;
      }
      if (result.winners.includes(h.name)) f.wins++;
    });
  }

  private heroFigures(hero: HeroId) {
    let f = this.per.get(hero);
    if (!f) {
      f = {
        hero,
        games: 0,
        escaped: 0,
        survival: 0,
        meanLoot: 0,
        meanLootOfSurvivors: 0,
        wins: 0,
        deaths: {},
        reachedTreasure: 0,
        survivalIfTreasure: 0,
        meanLootIfTreasure: 0,
        meanLootIfNoTreasure: 0,
        loot: 0,
        lootOfSurvivors: 0,
        treasure: 0,
        treasureEscaped: 0,
        treasureLoot: 0,
      };
      this.per.set(hero, f);
    }
    return f;
  }

  summary(): QuestSummary {
    const heroes = HERO_IDS.flatMap((id) => {
      const f = this.per.get(id);
      if (!f) return [];
      const deaths = Object.fromEntries(Object.entries(f.deaths).sort((a, b) => b[1] - a[1]));
      return [
        {
          hero: id,
          games: f.games,
          escaped: f.escaped,
          survival: f.escaped / f.games,
          meanLoot: f.loot / f.games,
          meanLootOfSurvivors: f.escaped > 0 ? f.lootOfSurvivors / f.escaped : 0,
          wins: f.wins,
          deaths,
          reachedTreasure: f.treasure / f.games,
          survivalIfTreasure: f.treasure > 0 ? f.treasureEscaped / f.treasure : 0,
          meanLootIfTreasure: f.treasureEscaped > 0 ? f.treasureLoot / f.treasureEscaped : 0,
          meanLootIfNoTreasure: ratio(f.lootOfSurvivors - f.treasureLoot, f.escaped - f.treasureEscaped),
        },
      ];
    });
    return {
      games: this.games,
      seed: this.seed,
      meanRounds: this.games > 0 ? this.rounds / this.games : 0,
      sunsetRate: this.games > 0 ? this.sunsets / this.games : 0,
      meanSunsetRound: this.sunsets > 0 ? this.sunsetRounds / this.sunsets : null,
      kalladraWins: this.kalladra,
      heroes,
    };
  }
}
