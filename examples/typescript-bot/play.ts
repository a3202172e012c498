/**
 * `npx tsx examples/typescript-bot/play.ts [seed] [botSeed]`: the greedy bot against the scripted
 * bot on the Great Hall, then the result. `seed` seeds the game's dice, `botSeed` (default 7919) the
 * bots' own randomness.
 */
import { playBots, scriptedBot } from '@dungeonbowl/bots';
import { createGame, FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { greedyBot } from './greedy-bot.ts';

const seed = Number(process.argv[2] ?? 1);
const botSeed = Number(process.argv[3] ?? 7919);
const made = createGame(
  { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
  { seed, rules: { turnLimit: 16 } },
);
if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
// The bots get a seed of their own, never the game's: from that a bot could foresee the dice.
const { game, steps } = playBots(made.game, [greedyBot(), scriptedBot()], { seed: botSeed });
console.log(`greedy (team 0) against scripted (team 1), seed ${seed}: ${steps} steps`);
console.log(game.result);
