/**
 * Bot games a second in process (playBots), steady state: great-hall, two teams, turn limit 16
 * (bench/index.ts's spec). Warms up first so the JIT's work is not counted.
 *
 *   npx tsx packages/bots/bench/speed.ts --bots scripted,scripted --warm 3 --seconds 10
 *
 * Prints one JSON line: games, seconds, games a second, steps a second, and games a second of
 * this process's CPU time (steadier than the wall clock on a shared, busy machine).
 */

import { makeBot, playBots } from '@dungeonbowl/bots';
import { createGame, FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const ids = arg('bots', 'scripted,scripted').split(',');
const warm = Number(arg('warm', '3'));
const seconds = Number(arg('seconds', '10'));
const dungeon = getBuiltinDungeon('great-hall')!.text;
let seed = 1;

function oneGame(): number {
  const made = createGame({ dungeon, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed, rules: { turnLimit: 16 } });
  if (!made.ok) throw new Error('no game');
  const r = playBots(
    made.game,
    ids.map((id) => makeBot(id)),
    { seed: seed * 31 + 7 },
  );
  seed++;
  return r.steps;
}

/** Plays games for `s` seconds: [games, steps, seconds, CPU seconds]. */
function run(s: number): [number, number, number, number] {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let games = 0;
  let steps = 0;
  while (performance.now() - t0 < s * 1000) {
    steps += oneGame();
    games++;
  }
  const c = process.cpuUsage(c0);
  return [games, steps, (performance.now() - t0) / 1000, (c.user + c.system) / 1e6];
}

run(warm);
seed = 1;
const [games, steps, secs, cpu] = run(seconds);
console.log(
  JSON.stringify({
    bots: ids.join(' vs '),
    games,
    seconds: Math.round(secs * 100) / 100,
    gamesPerSecond: Math.round((games / secs) * 10) / 10,
    stepsPerSecond: Math.round(steps / secs),
    gamesPerCpuSecond: Math.round((games / cpu) * 10) / 10,
  }),
);
