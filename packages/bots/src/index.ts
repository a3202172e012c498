/**
 * @dungeonbowl/bots: bots that play Dungeon Bowl through the engine's public API. This entry runs
 * in browsers too; the protocol host and server (child processes, stdin) are in
 * '@dungeonbowl/bots/node'.
 */
export { type Bot, type BotFactory, type BotTurn, isOffered } from './bot.ts';
export { determinize, possibleBallChests } from './determinize.ts';
export { type BotGameOptions, type BotGameResult, playBots } from './play.ts';
export {
  type Answer,
  type AnswerReading,
  answerId,
  FORFEIT_ORDER,
  forfeitIndex,
  type HostMessage,
  LineSplitter,
  MAX_ANSWER_CHARS,
  MAX_HOST_LINE_CHARS,
  type NewGameInfo,
  PROTOCOL,
  PROTOCOL_VERSION,
  parseAnswer,
  type ReadyMessage,
  strayReason,
} from './protocol.ts';
export { type RandomBotOptions, randomBot } from './random.ts';
export { type BotInfo, botIds, botRegistry, checkBotOptions, makeBot, parseBotSpec } from './registry.ts';
export { type Rng, seededRng } from './rng.ts';
export { type ScriptedBotOptions, scriptedBot } from './scripted.ts';
export { type SearchBot, type SearchBotOptions, type SearchStats, searchBot } from './search.ts';
export { evaluate as evaluatePosition } from './search-eval.ts';
