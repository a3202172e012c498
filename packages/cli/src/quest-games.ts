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

export class QuestTally {
  private games = 0;
  private rounds = 0;
  private sunsets = 0;
  private sunsetRounds = 0;
  private kalladra = 0;
  private readonly per = new Map<HeroId, HeroFigures & { loot: number; lootOfSurvivors: number }>();

  constructor(readonly seed: number) {}

  add(game: QuestState): void {
    this.games++;
    this.rounds += game.round;
    if (game.sun.set) {
      this.sunsets++;
      this.sunsetRounds += game.round;
    }
    const result = game.result!;
    if (result.kalladraWins) this.kalladra++;
    game.heroes.forEach((h) => {
      const f = this.heroFigures(h.hero as HeroId);
      f.games++;
      const gold = h.loot.reduce((n, k) => n + (k.gold ?? 0), 0);
      if (h.status === 'escaped') {
        f.escaped++;
        f.lootOfSurvivors += gold;
        f.loot += gold;
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
        loot: 0,
        lootOfSurvivors: 0,
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
