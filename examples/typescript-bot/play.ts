/**
 * `npx tsx examples/typescript-bot/play.ts [seed]`: the greedy bot against the scripted bot on
 * the Great Hall, then the result.
 */
import { playBots, scriptedBot } from '@dungeonbowl/bots';
import { createGame, FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { greedyBot } from './greedy-bot.ts';

const seed = Number(process.argv[2] ?? 1);
const made = createGame(
  { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
  { seed, rules: { turnLimit: 16 } },
);
if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
const { game, steps } = playBots(made.game, [greedyBot(), scriptedBot()], { seed });
console.log(`greedy (team 0) against scripted (team 1), seed ${seed}: ${steps} steps`);
console.log(game.result);
