/** @dungeonbowl/engine: the rules of Dungeon Bowl, as a pure TypeScript library. */
export type { Action, ActionKind, ActionType } from './actions.ts';
export { sameAction } from './actions.ts';
export { isAdjacent } from './board.ts';
export { type ClockAction, clockActions, isClockAction } from './clock.ts';
export { type ConcedeAction, isConcedeAction, playingTeams } from './concede.ts';
export type { ConstructionRules } from './data/dungeons/construction.ts';
export {
  CONSTRUCTION_RULES,
  DEFAULT_CONSTRUCTION,
  getConstructionRules,
} from './data/dungeons/construction.ts';
export { BUILTIN_DUNGEONS, getBuiltinDungeon } from './data/dungeons.ts';
export type { PositionData, RosterData } from './data/rosters.ts';
export { COLLEGE_OF_FIRE, COLLEGE_OF_SHADOW, getRoster, POOL_NAMES, ROSTERS } from './data/rosters.ts';
export type { AccessCategory, SkillCategory } from './data/skill-categories.ts';
export {
  CATEGORY_NAMES,
  SKILL_CATEGORIES,
  skillCategory,
  skillDisplayName,
} from './data/skill-categories.ts';
export type { SpellData, SpellId, SpellMoment } from './data/spells.ts';
export { SPELLS, spellInfo } from './data/spells.ts';
export { BUILTIN_TEAMS, FIRE_TEAM, SHADOW_TEAM } from './data/teams.ts';
export type {
  ActivationInfo,
  BlockDice,
  BlockPair,
  Decision,
  DecisionContexts,
  DecisionKind,
} from './decision-context.ts';
export { publicDecision } from './decision-context.ts';
export type { DiceState, DieAbout, DieRequest, RollAgain } from './dice.ts';
export { DiceError, rollDie, scriptedDice, seededDice, unusedRolls } from './dice.ts';
export type { DungeonProblem } from './dungeon/analyse.ts';
export type { Feature, FeatureInfo, TrapdoorHazard } from './dungeon/features.ts';
export { FEATURES, featureInfo, featureOfChar } from './dungeon/features.ts';
export type { DungeonSize, DungeonStyle, GenerateOptions, GenerateResult } from './dungeon/generate.ts';
export { DUNGEON_SIZES, DUNGEON_STYLES, generateDungeon } from './dungeon/generate.ts';
export type { Dungeon, MapError, Tile } from './dungeon/map.ts';
export {
  classifyTile,
  constructionProblems,
  END_ZONE_LETTERS,
  gridRows,
  LEGEND,
  PASSAGE_LETTERS,
  parseDungeon,
  placeableTiles,
  printDungeon,
  tileThickness,
} from './dungeon/map.ts';
export type { DungeonSummary, ZoneDistance } from './dungeon/summary.ts';
export type { ValidateOptions, ValidateResult } from './dungeon/validate.ts';
export { validateDungeon } from './dungeon/validate.ts';
export type { GameEvent } from './events.ts';
export type { ApplyOptions, ApplyResult, CreateResult, EngineError } from './game.ts';
export { apply, clone, createGame, dungeonOf, legalActions, view, viewEvents } from './game.ts';
export { checkInvariants } from './invariants.ts';
export { LIMITS, maxOf, minOf, pushAll } from './limits.ts';
export type { BlockOdds, FoulOdds, PassOdds, Reach } from './odds.ts';
export {
  blockFaceResult,
  blockOdds,
  catchOdds,
  foulOdds,
  markedSquares,
  passOdds,
  pickUpOdds,
  reachable,
  testChance,
} from './odds.ts';
export { blitzBlockCost, movementLeft, type PathDice, pathDice, type StepDice } from './odds-path.ts';
export type { PerftCounts, PerftOptions, PerftResult } from './perft.ts';
export { actionKey, leafHash, PERFT_DICE, perft } from './perft.ts';
export type { GameRecord, ParseRecordResult, RecordError, ReplayResult } from './record.ts';
export {
  newRecord,
  parseRecord,
  RECORD_FORMAT,
  RECORD_VERSION,
  replayRecord,
  resultMismatch,
  rulesRevision,
} from './record.ts';
export { counterRollText, padWord, pitText, placementText, trapWord } from './rule-text.ts';
export type { Ruleset, RulesetOptions } from './ruleset.ts';
export { getRuleset, rulesetIds } from './ruleset.ts';
export { climbTarget, PIT_CLIMB } from './rulesets/brawl-pits.ts';
// [002] Hogwurts and The Temple of Doom: what moved, for clients to draw over the static map.
export { roomWallsNow } from './rulesets/brawl-rotating-room.ts';
export { stoneBallSquares } from './rulesets/brawl-stone-ball.ts';
export { type Box, featureBox } from './rulesets/feature-box.ts';
export { revealedTrapAt } from './rulesets/traps.ts';
export { type FieldError, schemaErrors } from './schema-errors.ts';
export type { GameOptions, GameSetup, PlayerSetup, SetupError, TeamSetup } from './setup.ts';
export { checkMapRuleset } from './setup.ts';
export { SKILL_TEXT, skillText } from './skill-text.ts';
export { SKILLS, skillsOf } from './skills.ts';
export type { Ball, Game, GameResult, Player, PlayerStatus, Team } from './state.ts';
export { isOnPitch, seesTrap } from './state.ts';
export type { RandomTeamOptions, RandomTeamResult } from './team/random.ts';
export { randomTeam } from './team/random.ts';
export type { TeamError, TeamFile, TeamFilePlayer } from './team/schema.ts';
export { TEAM_FILE_SCHEMA, TEAM_FORMAT, TEAM_VERSION } from './team/schema.ts';
export { isBigGuyOrStar, squadOf } from './team/squad.ts';
export type { BlockedPosition, RosterStatus, TeamRuleOptions } from './team/status.ts';
export {
  DEFAULT_BUDGET,
  MAX_PLAYERS,
  MIN_PLAYERS,
  missingSkills,
  positionChoosable,
  rosterStatus,
} from './team/status.ts';
export type { ValidateTeamResult } from './team/validate.ts';
export {
  gp,
  PRIMARY_SKILL_VALUE,
  SECONDARY_SKILL_VALUE,
  teamValue,
  validateTeam,
} from './team/validate.ts';
export type { Scenario, ScenarioPlayer } from './testing.ts';
export { diceLeft, play, scenario, sq } from './testing.ts';
export { escapeXml, isCleanName, nameProblem, printable, printableLine, quoted } from './text.ts';
export { BALL_VERB, cap, count, DOWN_VERB, MOVE_VERB, possessive, words } from './words.ts';
