/** `dungeonbowl simulate`: random-vs-random games in bulk, with a summary. */
import { join } from 'node:path';
import { newRecord } from '@dungeonbowl/engine';
import { Presets, SingleBar } from 'cli-progress';
import { loadDungeon } from '../dungeon-source.ts';
import { fsMessage, type Io, UserError } from '../io.ts';
import { gameOptions, playRandomGame, randomSetup } from '../play.ts';
import { formatSummary, type GameStats, gameStats, summarize } from '../stats.ts';
import { chooseTeams } from './team.ts';

export interface SimulateOptions {
  games: number;
  seed: number;
  turnLimit: number;
  dungeon: string;
  json?: boolean;
  records?: string;
  maxSteps?: number;
  /** Check engine invariants after every step (default on; --no-check turns it off). */
  check?: boolean;
  /** Team files, comma-separated. */
  teams?: string;
  /** Roster ids, comma-separated: random legal teams of them, seeded with --seed. */
  rosters?: string;
  allowUnverified?: boolean;
}

function progressBar(io: Io, total: number): SingleBar | null {
  if (!io.isTTY) return null;
  const bar = new SingleBar(
    {
      stream: io.progress,
      format: 'games {bar} {value}/{total} | {eta_formatted} left',
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return bar;
}

function prepareRecordDir(dir: string, io: Io): void {
  try {
    io.mkdir(dir);
  } catch (e) {
    throw new UserError(`${dir}: cannot make the records directory: ${fsMessage(e)}`);
  }
}

export async function simulate(opts: SimulateOptions, io: Io): Promise<number> {
  const loaded = loadDungeon(opts.dungeon, io);
  const setup = randomSetup(loaded.text, chooseTeams(opts, io));
  if (opts.records) prepareRecordDir(opts.records, io);
  const bar = opts.json ? null : progressBar(io, opts.games);
  const stats: GameStats[] = [];
  const started = performance.now();
  try {
    for (let i = 0; i < opts.games; i++) {
      // Game i uses seed S+i for both the dice and the bots: any game can be rerun on its own.
      const seed = opts.seed + i;
      const options = gameOptions(seed, opts.turnLimit);
      const played = await playRandomGame(setup, options, seed, {
        keepActions: !!opts.records,
        maxSteps: opts.maxSteps,
        check: opts.check !== false,
      });
      stats.push(gameStats(played.game, played.steps, played.capped, played.violations.length));
      for (const v of played.violations.slice(0, 3)) io.err(`game seed ${seed}: invariant broken at ${v}\n`);
      if (opts.records) {
        const record = newRecord(setup, options);
        record.actions = played.actions;
        if (played.game.result) record.result = played.game.result;
        const file = join(opts.records, `game-seed-${seed}.json`);
        try {
          io.writeFile(file, `${JSON.stringify(record)}\n`);
        } catch (e) {
          throw new UserError(`${file}: cannot write the record: ${fsMessage(e)}`);
        }
      }
      bar?.update(i + 1);
    }
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(
    setup.teams.map((t) => t.name),
    stats,
    {
      seed: opts.seed,
      turnLimit: opts.turnLimit > 0 ? opts.turnLimit : null,
      dungeon: loaded.source,
      checked: opts.check !== false,
    },
  );
  io.out(opts.json ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary, seconds));
  if (opts.records && !opts.json) io.out(`  records written to ${opts.records}\n`);
  // A broken invariant is an engine bug: fail loudly so scripts and CI notice.
  return summary.invariantViolations ? 1 : 0;
}
