/**
 * `npx tsx bench/search.ts [--games N] [--ms M | --playouts P] [--json]`: the search bot against
 * the scripted bot (the random bot while no scripted bot is exported), each seed played from both
 * sides, with win/draw/loss counts and a 95% (Wilson) interval on the search bot's win rate.
 * Other options: --opponent scripted|random, --dungeon ID, --turn-limit T, --seed S,
 * --horizon H (team turns after the current one), --endgame E (play to the end within H+1+E team turns of the limit), --exploration C, --prior W, --margin Z, --min-gain G, --settle P (0: always the whole budget), --verify V (0: no check), --rollout random|stop|scripted.
 * The figure: at least 60% of 400 games at `--ms 1000`.
 */
import * as bots from '@dungeonbowl/bots';
import { type Bot, playBots, randomBot, type SearchBotOptions, searchBot } from '@dungeonbowl/bots';
import { createGame, FIRE_TEAM, type Game, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { runMain } from './machine.ts';

interface Args {
  games: number;
  ms?: number;
  playouts?: number;
  json: boolean;
  opponent: string;
  rollout: string;
  dungeon: string;
  turnLimit: number;
  seed: number;
  horizon?: number;
  endgame?: number;
  exploration?: number;
  prior?: number;
  margin?: number;
  minGain?: number;
  settle?: number;
  verify?: number;
}

const NUMERIC: Record<string, keyof Args> = {
  '--games': 'games',
  '--ms': 'ms',
  '--playouts': 'playouts',
  '--turn-limit': 'turnLimit',
  '--seed': 'seed',
  '--horizon': 'horizon',
  '--endgame': 'endgame',
  '--exploration': 'exploration',
  '--prior': 'prior',
  '--margin': 'margin',
  '--min-gain': 'minGain',
  '--settle': 'settle',
  '--verify': 'verify',
};

function parseArgs(argv: string[]): Args {
  const scripted = scriptedFactory() ? 'scripted' : 'random';
  const args: Args = {
    games: 20,
    json: false,
    opponent: scripted,
    rollout: scripted,
    dungeon: 'great-hall',
    turnLimit: 16,
    seed: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const key = NUMERIC[a];
    if (key) (args as unknown as Record<string, number>)[key] = Number(argv[++i]);
    else if (a === '--json') args.json = true;
    else if (a === '--opponent') args.opponent = argv[++i];
    else if (a === '--rollout') args.rollout = argv[++i];
    else if (a === '--dungeon') args.dungeon = argv[++i];
    else throw new Error(`unknown argument ${a} (see the comment at the top of bench/search.ts)`);
  }
  if (args.ms === undefined && args.playouts === undefined) args.playouts = 100;
  return args;
}

/** The scripted bot's factory once packages/bots exports one. */
function scriptedFactory(): ((o?: Record<string, unknown>) => Bot) | null {
  const f = (bots as Record<string, unknown>).scriptedBot;
  return typeof f === 'function' ? (f as (o?: Record<string, unknown>) => Bot) : null;
}

function makeBot(name: string): Bot {
  if (name === 'random') return randomBot({ endTurnWeight: 0.1 });
  const f = scriptedFactory();
  if (name === 'scripted' && f) return f();
  throw new Error(`no bot '${name}' (use random${f ? ' or scripted' : ''})`);
}

function newGame(args: Args, seed: number): Game {
  const dungeon = getBuiltinDungeon(args.dungeon);
  if (!dungeon) throw new Error(`no built-in dungeon '${args.dungeon}'`);
  const made = createGame(
    { dungeon: dungeon.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: args.turnLimit } },
  );
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

/** Wilson score interval for k successes in n trials, 95%. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const den = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const options: SearchBotOptions = {
    ms: args.ms,
    playouts: args.playouts,
    horizon: args.horizon,
    endgame: args.endgame,
    exploration: args.exploration,
    prior: args.prior,
    margin: args.margin,
    minGain: args.minGain,
    settle: args.settle,
    verify: args.verify,
    rollout: args.rollout as SearchBotOptions['rollout'],
  };
  const tally = { wins: 0, draws: 0, losses: 0, touchdowns: 0, decisions: 0, thinkMs: 0, playouts: 0 };
  const started = performance.now();
  for (let i = 0; i < args.games; i++) {
    const side = i % 2;
    const search = searchBot(options);
    const counted: Bot = {
      id: search.id,
      choose(turn) {
        const a = search.choose(turn);
        if (search.lastStats) {
          tally.decisions++;
          tally.thinkMs += search.lastStats.ms;
          tally.playouts += search.lastStats.playouts;
          search.lastStats = null;
        }
        return a;
      },
    };
    const players = side === 0 ? [counted, makeBot(args.opponent)] : [makeBot(args.opponent), counted];
    // Each seed (dungeon set-up, dice, bots' randomness) is played twice, once from each side.
    const seed = args.seed + Math.floor(i / 2);
    const r = playBots(newGame(args, seed), players, { seed });
    const res = r.game.result;
    if (res?.reason === 'touchdown' && res.winner === side) tally.touchdowns++;
    if (!res || res.winner === null) tally.draws++;
    else if (res.winner === side) tally.wins++;
    else tally.losses++;
    if (!args.json) {
      const outcome = !res || res.winner === null ? 'draw' : res.winner === side ? 'win' : 'loss';
      console.error(
        `game ${i + 1}/${args.games} (seed ${seed}): search as team ${side}: ${outcome} (${res?.reason ?? 'capped'})`,
      );
    }
  }
  report(args, tally, (performance.now() - started) / 1000);
}

function report(
  args: Args,
  t: {
    wins: number;
    draws: number;
    losses: number;
    touchdowns: number;
    decisions: number;
    thinkMs: number;
    playouts: number;
  },
  seconds: number,
): void {
  const n = t.wins + t.draws + t.losses;
  const [lo, hi] = wilson(t.wins, n);
  const budget = args.ms !== undefined ? `${args.ms} ms` : `${args.playouts} playouts`;
  const figures = {
    games: n,
    opponent: args.opponent,
    budget,
    playoutsPerDecision: args.playouts ?? null,
    msPerDecision: args.ms ?? null,
    dungeon: args.dungeon,
    turnLimit: args.turnLimit,
    wins: t.wins,
    draws: t.draws,
    losses: t.losses,
    touchdowns: t.touchdowns,
    winRate: n ? t.wins / n : 0,
    winRate95: [lo, hi],
    meanThinkMs: t.decisions ? t.thinkMs / t.decisions : 0,
    meanPlayouts: t.decisions ? t.playouts / t.decisions : 0,
    searchedDecisions: t.decisions,
    seconds,
  };
  if (args.json) {
    console.log(JSON.stringify(figures));
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `search (${budget} per decision) vs ${args.opponent}: ${n} games on ${args.dungeon}, turn limit ${args.turnLimit}, seeds ${args.seed}..${args.seed + Math.ceil(n / 2) - 1} from both sides`,
  );
  console.log(`  wins ${t.wins}, draws ${t.draws}, losses ${t.losses} (touchdowns ${t.touchdowns})`);
  console.log(`  win rate ${pct(figures.winRate)}, 95% interval ${pct(lo)} to ${pct(hi)}`);
  console.log(
    `  ${t.decisions} searched decisions, mean ${figures.meanThinkMs.toFixed(1)} ms and ${figures.meanPlayouts.toFixed(0)} playouts each; ${seconds.toFixed(1)} s in all`,
  );
}

await runMain('bench/search.ts', main);
