/**
 * Dungeon Brawl ([000]) figures: the scripted bot against random bots in a free-for-all. Each game
 * seats one scripted bot (its seat rotating with the seed) among random bots; teams are
 * `squadOf(FIRE_TEAM)` and `squadOf(SHADOW_TEAM)` in turn, renamed apart. A win is the scripted
 * team carrying the ball into an end zone first; a loss is another team doing so; a draw is a game
 * the turn limit (or the step cap) ended.
 *
 *   npx tsx bench/dungeonbrawl.ts [--games N] [--teams T] [--dungeon ID] [--turn-limit L]
 *                                 [--seed S] [--bot scripted|search:playouts=N] [--json]
 *
 * Games are seeded S..S+N-1, so a run repeats exactly.
 */
import {
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  SHADOW_TEAM,
  squadOf,
} from '@dungeonbowl/engine';
import { type Bot, makeBot, playBots, randomBot } from '../packages/bots/src/index.ts';
import { runMain } from './machine.ts';

interface Args {
  games: number;
  teams: number;
  dungeon: string;
  turnLimit: number;
  seed: number;
  bot: string;
  json: boolean;
  verbose: boolean;
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    games: 100,
    teams: 4,
    dungeon: '',
    turnLimit: 40,
    seed: 1,
    bot: 'scripted',
    json: false,
    verbose: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--json') a.json = true;
    else if (k === '--verbose') a.verbose = true;
    else if (k === '--games') a.games = Number(argv[++i]);
    else if (k === '--teams') a.teams = Number(argv[++i]);
    else if (k === '--dungeon') a.dungeon = argv[++i];
    else if (k === '--turn-limit') a.turnLimit = Number(argv[++i]);
    else if (k === '--seed') a.seed = Number(argv[++i]);
    else if (k === '--bot') a.bot = argv[++i];
    else throw new Error(`unknown argument ${k}`);
  }
  if (!a.dungeon) a.dungeon = a.teams >= 8 ? 'twin-pits' : 'brawl-pit';
  return a;
}

/** T squads of four, Fire and Shadow in turn, each with a name of its own. */
function squads(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const base = squadOf(i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM);
    return { ...base, name: `${base.name} ${i + 1}` };
  });
}

export function brawlGame(dungeon: string, teams: number, seed: number, turnLimit: number): Game {
  const text = getBuiltinDungeon(dungeon)?.text;
  if (!text) throw new Error(`no built-in dungeon ${dungeon}`);
  const made = createGame(
    { dungeon: text, teams: squads(teams), ruleset: 'dungeonbrawl' },
    { seed, rules: { turnLimit: turnLimit > 0 ? turnLimit : null } },
  );
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

function main(): void {
  const a = parseArgs(process.argv.slice(2));
  const r = { wins: 0, draws: 0, losses: 0, turnLimit: 0, capped: 0, steps: 0, turns: 0 };
  const t0 = Date.now();
  for (let seed = a.seed; seed < a.seed + a.games; seed++) {
    const seat = seed % a.teams;
    const bots: Bot[] = Array.from({ length: a.teams }, (_, i) =>
      i === seat ? makeBot(a.bot) : randomBot(),
    );
    const game = brawlGame(a.dungeon, a.teams, seed, a.turnLimit);
    const out = playBots(game, bots, { seed: seed + 1_000_003, fullInformation: true, maxSteps: 100_000 });
    const res = game.result;
    const winner = res?.winner ?? null;
    if (winner === seat) r.wins++;
    else if (winner === null) r.draws++;
    else r.losses++;
    if (res?.reason === 'turnLimit') r.turnLimit++;
    if (out.capped) r.capped++;
    r.steps += out.steps;
    r.turns += game.teams[seat].turnsTaken;
    if (a.verbose)
      console.log(
        `seed ${seed} seat ${seat}: ${winner === seat ? 'win' : winner === null ? 'draw' : `loss to ${winner}`} (${res?.reason ?? 'capped'}) turns ${game.teams[seat].turnsTaken}`,
      );
  }
  const secs = (Date.now() - t0) / 1000;
  // The count of games the limit ended under its own name (`turnLimit` is the option).
  const { turnLimit: turnLimitReached, ...counts } = r;
  const out = {
    ...a,
    ...counts,
    turnLimitReached,
    winRate: r.wins / a.games,
    meanTurns: r.turns / a.games,
    seconds: secs,
  };
  if (a.json) console.log(JSON.stringify(out, null, 2));
  else
    console.log(
      `${a.bot} vs ${a.teams - 1} random on ${a.dungeon}, ${a.games} games (seeds ${a.seed}-${a.seed + a.games - 1}), turn limit ${a.turnLimit}: ` +
        `${r.wins}-${r.draws}-${r.losses} (W-D-L), ${(100 * out.winRate).toFixed(1)}% wins; turn limit reached ${r.turnLimit}, step cap ${r.capped}; ` +
        `mean own turns ${out.meanTurns.toFixed(1)}; ${secs.toFixed(0)} s`,
    );
}

if (process.argv[1]?.endsWith('dungeonbrawl.ts')) await runMain('bench/dungeonbrawl.ts', main);
