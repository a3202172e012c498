/** @dungeonbowl/engine: the rules of Dungeon Bowl, as a pure TypeScript library. */
export type { Action, ActionKind, ActionType } from './actions.ts';
export { sameAction } from './actions.ts';
export type { Decision } from './core.ts';
export { BUILTIN_DUNGEONS, getBuiltinDungeon } from './data/dungeons.ts';
export type { PositionData, RosterData } from './data/rosters.ts';
export { COLLEGE_OF_FIRE, COLLEGE_OF_SHADOW, getRoster, ROSTERS } from './data/rosters.ts';
export { BUILTIN_TEAMS, FIRE_TEAM, SHADOW_TEAM } from './data/teams.ts';
export type { DiceState } from './dice.ts';
export { DiceError, scriptedDice, seededDice, unusedRolls } from './dice.ts';
export type { Dungeon, MapError, Tile } from './dungeon/map.ts';
export {
  classifyTile,
  constructionProblems,
  END_ZONE_LETTERS,
  gridRows,
  LEGEND,
  parseDungeon,
  placeableTiles,
  printDungeon,
} from './dungeon/map.ts';
export type { GameEvent } from './events.ts';
export type { ApplyOptions, ApplyResult, CreateResult, EngineError } from './game.ts';
export { apply, createGame, dungeonOf, legalActions, view, viewEvents } from './game.ts';
export { checkInvariants } from './invariants.ts';
export type { BlockOdds, PassOdds, Reach } from './odds.ts';
export { blockOdds, catchOdds, passOdds, pickUpOdds, reachable, testChance } from './odds.ts';
export type { GameRecord, ParseRecordResult, RecordError, ReplayResult } from './record.ts';
export { newRecord, parseRecord, RECORD_FORMAT, RECORD_VERSION, replayRecord } from './record.ts';
export type { Ruleset, RulesetOptions } from './ruleset.ts';
export { getRuleset, rulesetIds } from './ruleset.ts';
export type { GameOptions, GameSetup, PlayerSetup, SetupError, TeamSetup } from './setup.ts';
export { SKILLS } from './skills.ts';
export type { Ball, Game, GameResult, Player, PlayerStatus, Team } from './state.ts';
export { clone, isOnPitch } from './state.ts';
export type { Scenario, ScenarioPlayer } from './testing.ts';
export { diceLeft, play, scenario, sq } from './testing.ts';
