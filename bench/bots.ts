/**
 * The bot figures: on every built-in Dungeon Bowl 2021 dungeon, the scripted bot against the
 * random bot (default options), the scripted bot on each side half the time, as wins, draws and
 * losses with a 95% interval on the win rate; then scripted-vs-scripted full games per second on
 * one core (games per second of CPU time, so other work on the machine does not skew it). Turn
 * limit 16 (a win on the time-limit rule counts; a draw is not a win).
 *
 *   npx tsx bench/bots.ts [--games N] [--speed-games M] [--dungeon ID] [--json]
 *
 * Games are seeded 1..N, so a run repeats exactly. Bots get the full state rather than a copy of
 * their coach's view (the scripted bot never reads hidden information: a test checks it), so the
 * speed measured is the bots' and the engine's, not the copying.
 */
import { createGame, FIRE_TEAM, type Game, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { playBots, randomBot, scriptedBot } from '../packages/bots/src/index.ts';
import { dungeonBowlDungeons } from './dungeons.ts';
import { runMain } from './machine.ts';

const TURN_LIMIT = 16;

interface Args {
  games: number;
  speedGames: number;
  dungeon: string | null;
  json: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { games: 200, speedGames: 100, dungeon: null, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--games') args.games = Number(argv[++i]);
    else if (a === '--speed-games') args.speedGames = Number(argv[++i]);
    else if (a === '--dungeon') args.dungeon = argv[++i];
    else throw new Error(`unknown argument ${a} (use --games N, --speed-games M, --dungeon ID, --json)`);
  }
  if (!(args.games > 0) || !(args.speedGames > 0))
    throw new Error('--games and --speed-games must be positive');
  return args;
}

function newGame(dungeon: string, seed: number): Game {
  const made = createGame(
    { dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: TURN_LIMIT } },
  );
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

interface VsRandom {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  touchdowns: number;
  /** Wilson 95% interval of the win rate. */
  low: number;
  high: number;
}

function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const c = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function vsRandom(dungeon: string, games: number): VsRandom {
  const r: VsRandom = { games, wins: 0, draws: 0, losses: 0, touchdowns: 0, low: 0, high: 0 };
  for (let seed = 1; seed <= games; seed++) {
    const side = seed % 2;
    const bots = side === 0 ? [scriptedBot(), randomBot()] : [randomBot(), scriptedBot()];
    const { game } = playBots(newGame(dungeon, seed), bots, { seed, fullInformation: true });
    const winner = game.result?.winner ?? null;
    if (winner === side) {
      r.wins++;
      if (game.result?.reason === 'touchdown') r.touchdowns++;
    } else if (winner === null) r.draws++;
    else r.losses++;
  }
  [r.low, r.high] = wilson(r.wins, games);
  return r;
}

interface Speed {
  games: number;
  /** CPU time used (user + system), so other work on the machine does not count. */
  cpuSeconds: number;
  wallSeconds: number;
  /** Games per CPU second: per core. */
  gamesPerSecond: number;
  stepsPerGame: number;
}

/** Scripted-vs-scripted games, each from createGame (pre-game included) to the result. */
function selfPlay(dungeon: string, games: number): Speed {
  let steps = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let seed = 1; seed <= games; seed++) {
    const r = playBots(newGame(dungeon, seed), [scriptedBot(), scriptedBot()], {
      seed,
      fullInformation: true,
    });
    steps += r.steps;
  }
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { games, cpuSeconds, wallSeconds, gamesPerSecond: games / cpuSeconds, stepsPerGame: steps / games };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const ids = args.dungeon ? [args.dungeon] : dungeonBowlDungeons();
  // Warm the JIT up (a few dozen games) so the first dungeons' speed is not understated.
  for (let i = 0; i < 4; i++) for (const id of ids) selfPlay(id, 2);
  const rows = ids.map((id) => ({
    id,
    vsRandom: vsRandom(id, args.games),
    selfPlay: selfPlay(id, args.speedGames),
  }));
  const cpu = rows.reduce((a, r) => a + r.selfPlay.cpuSeconds, 0);
  const summary = {
    /** The lowest win rate against random over the dungeons. */
    minWinRate: Math.min(...rows.map((r) => r.vsRandom.wins / r.vsRandom.games)),
    /** Scripted-vs-scripted games per CPU second over every dungeon. */
    gamesPerSecond: rows.reduce((a, r) => a + r.selfPlay.games, 0) / cpu,
  };
  if (args.json) {
    console.log(JSON.stringify({ turnLimit: TURN_LIMIT, summary, dungeons: rows }, null, 2));
    return;
  }
  console.log(
    `scripted vs random (default options), turn limit ${TURN_LIMIT}, ${args.games} games a dungeon`,
  );
  console.log(
    'dungeon            wins  draws losses  win rate (95%)        TDs   scripted-vs-scripted per core',
  );
  for (const { id, vsRandom: v, selfPlay: s } of rows) {
    const rate = `${((100 * v.wins) / v.games).toFixed(1)}% (${(100 * v.low).toFixed(1)}-${(100 * v.high).toFixed(1)})`;
    const speed = `${s.gamesPerSecond.toFixed(1)} games/s (${((1000 * s.cpuSeconds) / s.games).toFixed(1)} ms, ${s.stepsPerGame.toFixed(0)} steps a game)`;
    console.log(
      `${id.padEnd(18)} ${String(v.wins).padStart(5)} ${String(v.draws).padStart(5)} ${String(v.losses).padStart(6)}  ${rate.padEnd(20)} ${String(v.touchdowns).padStart(5)}   ${speed}`,
    );
  }
  console.log(
    `lowest win rate ${(100 * summary.minWinRate).toFixed(1)}%; scripted-vs-scripted ${summary.gamesPerSecond.toFixed(1)} games per CPU second over all dungeons`,
  );
}

await runMain('bench/bots.ts', main);
