/** @dungeonbowl/bots: bots that play Dungeon Bowl through the engine's public API. */
export type { Bot, BotFactory, BotTurn } from './bot.ts';
export { type BotGameOptions, type BotGameResult, playBots } from './play.ts';
export { type RandomBotOptions, randomBot } from './random.ts';
export { type Rng, seededRng } from './rng.ts';
