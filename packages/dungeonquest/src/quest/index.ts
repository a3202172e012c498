/**
 * DungeonQuest's whole game as a pure engine (docs/dungeonquest-game.md): `createQuestGame`,
 * `questDecision`, `applyQuest`, `questView`, `questRecord` / `replayQuest`.
 */
export type { ApplyResult, DecisionKind, QuestDecision } from './api.ts';
export { addQuestDice, applyQuest, cloneQuest, questDecision } from './api.ts';
export { DIRS, moveDirs, neighbour, openSides } from './board.ts';
export { questBotAction } from './bot.ts';
export type * from './content-types.ts';
export { checkContent, contentHash, DECK_IDS } from './decks.ts';
export type { FightOddsContext } from './fight.ts';
export { monsterSeatOf } from './fight.ts';
export type { QuestRecord, ReplayResult } from './record.ts';
export { checkQuestRecord, questRecord, replayQuest } from './record.ts';
export type { QuestError, QuestOptions } from './setup.ts';
export { createQuestGame, MAX_QUEST_PLAYERS } from './setup.ts';
export type {
  BoardToken,
  Frame,
  PlacedTile,
  QuestAction,
  QuestEvent,
  QuestHero,
  QuestSetup,
  QuestState,
  Sq,
} from './types.ts';
export { BOARD_H, BOARD_W, sq, sqX, sqY, TOWERS, TREASURE } from './types.ts';
export type { QuestGameView, QuestHeroView } from './view.ts';
export { questView, questViewEvents } from './view.ts';
export type { Namer } from './words.ts';
export { DIR_NAMES, eventWords, placeName, questNamer, seatLabel, sqName, towerName } from './words.ts';
