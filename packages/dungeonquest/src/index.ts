/**
 * @dungeonbowl/dungeonquest: DungeonQuest's Alternate Combat Dice Variant as a pure TypeScript
 * library (no I/O): heroes, monsters and the token pool, the encounter state machine, the table
 * (Monster player, hidden token faces, game end), scoring, and exact odds. See docs/dungeonquest.md.
 */
export type { DieResult, EscapeResult, Fight, FightOutcome, RoundResult } from './combat.ts';
export {
  CHALLARA_WOUNDS,
  ESCAPE_WOUNDS,
  hasAbility,
  heroLimit,
  monsterLimit,
  outcomeAt,
  resolveEscape,
  resolveRound,
  strikeWounds,
} from './combat.ts';
export type { DiceState } from './dice.ts';
export { DiceError, scriptedDice, seededDice } from './dice.ts';
export type {
  Encounter,
  EncounterDecision,
  EncounterEvent,
  EncounterOutcome,
  EncounterPhase,
  EncounterSetup,
} from './encounter.ts';
export {
  canReroll,
  decide,
  describeDecision,
  EncounterError,
  encounterDecisions,
  makeFight,
  startEncounter,
} from './encounter.ts';
export type {
  ActiveEncounter,
  BoardToken,
  HeroStatus,
  MeetOptions,
  QuestEvent,
  QuestGame,
  QuestPlayer,
  QuestSetup,
  QuestView,
} from './game.ts';
export {
  createQuest,
  isSolo,
  leaveDungeon,
  meetMonster,
  monsterPlayerOf,
  QuestError,
  questDecide,
  questDecisions,
  questView,
  sunset,
  takeLoot,
  woundHero,
} from './game.ts';
export type { Ability, Attribute, Hero, HeroId } from './heroes.ts';
export {
  ATTRIBUTE_NAMES,
  ATTRIBUTES,
  attributeValue,
  DIE_COLOURS,
  getHero,
  HERO_IDS,
  HEROES,
  isHeroId,
  MAX_HERO_LIFE,
} from './heroes.ts';
export type { Monster, MonsterToken, MonsterType } from './monsters.ts';
export {
  DEFAULT_TOKEN_POOL,
  getMonster,
  isMonsterType,
  lifeValues,
  MAX_MONSTER_LIFE,
  MAX_POOL_TOKENS,
  MONSTER_TYPES,
  MONSTERS,
  parseTokenPool,
} from './monsters.ts';
export type { FightSetup, Odds, OddsRow, RerollChoice, SimulationSummary } from './odds.ts';
export {
  bestDecision,
  better,
  chainFor,
  encounterOdds,
  FightChain,
  fightOdds,
  oddsTable,
  simulateFights,
  survival,
} from './odds.ts';
export type { ContentResult } from './quest/content.ts';
export {
  CONTENT_LIMITS,
  contentCounts,
  DECK_IDS,
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_JSON,
  parseContent,
  RUNE_USES,
  TILE_KINDS,
  TILE_SPECIALS,
} from './quest/content.ts';
export type { QuestRules } from './rules.ts';
export {
  DEFAULT_RULES,
  parseRuleSetting,
  questRules,
  RULE_CHOICES,
  RULE_KEYS,
  ruleDifferences,
} from './rules.ts';
export type { LootCard, QuestResult, ScoreEntry, Standing } from './scoring.ts';
export { cardGold, scoreQuest, standing } from './scoring.ts';
