/**
 * `dungeonbowl simulate`: games between bots in bulk (random against random by default), in this
 * process or in child processes (--jobs), with a summary by side. A side is a bot with its team (with
 * --swap-teams, a bot that plays every team in turn); sides take turns at being team 0
 * (workers/games.ts `seating`).
 */
import { join } from 'node:path';
import { botIds, checkBotOptions, parseBotSpec } from '@dungeonbowl/bots';
import { newRecord, printableLine, type TeamFile } from '@dungeonbowl/engine';
import { type LoadedDungeon, loadDungeon } from '../dungeon-source.ts';
import { checkOutput, fsMessage, type Io, UserError } from '../io.ts';
import { checkRulesetOption, newGame } from '../play.ts';
import { progressBar } from '../progress.ts';
import { defaultDungeon, seatTeams, squadLines, squadSize, teamsCount } from '../seats.ts';
import { formatSummary, summarize } from '../stats.ts';
import { type GameOutcome, gameSetup, type SimSpec } from '../workers/games.ts';
import { runGames } from '../workers/pool.ts';
import { chooseTeams } from './team.ts';

export interface SimulateOptions {
  games: number;
  seed: number;
  turnLimit: number;
  /** A built-in id or a map file (default: the built-in map for the ruleset and the teams). */
  dungeon?: string;
  ruleset?: string;
  /** Teams in the game (default: the teams given, at least the ruleset's least). */
  teamsCount?: number;
  json?: boolean;
  records?: string;
  /** Overwrite records already in the --records directory. */
  force?: boolean;
  maxSteps?: number;
  /** Check engine invariants after every step (default on; --no-check turns it off). */
  check?: boolean;
  /** Team files, comma-separated. */
  teams?: string;
  /** Roster ids, comma-separated: random legal teams of them, seeded with --seed. */
  rosters?: string;
  allowUnverified?: boolean;
  /** Bot ids, comma-separated: one for every side, or one for all (default random). */
  bots?: string;
  /** Bot programs' command lines (repeatable): they play the sides marked 'cmd', else sides 1, 2, ... */
  botCmd?: string[];
  /** Milliseconds a bot program has for each decision. */
  botTimeout?: number;
  /** Child processes playing games at once (1: play in this process; workers/pool.ts). */
  jobs?: number;
  /** The bots take turns with the teams as with the seats, so each bot plays every team. */
  swapTeams?: boolean;
}

/** The exit code of a run stopped by Ctrl-C, as shells give a program SIGINT ended. */
const INTERRUPTED = 130;

/** The placeholder in --bots for a side played by a --bot-cmd program. */
const CMD = 'cmd';

/** The file a game's record goes to. */
const recordFile = (dir: string, seed: number) => join(dir, `game-seed-${seed}.json`);

/**
 * Makes the records directory, refusing (before any game) to write a record over a file already
 * there without --force, and over one of the run's own input files ever.
 */
function prepareRecordDir(opts: SimulateOptions, dir: string, io: Io): void {
  let names: string[] = [];
  try {
    names = io.readDir(dir);
  } catch {
    // No directory yet (or not one: mkdir says so below).
  }
  const inputs = [opts.dungeon ?? '', ...(opts.teams ?? '').split(',').map((f) => f.trim())].filter(Boolean);
  for (const name of names) {
    const seed = Number(/^game-seed-(-?\d+)\.json$/.exec(name)?.[1] ?? Number.NaN);
    if (seed >= opts.seed && seed < opts.seed + opts.games)
      checkOutput(io, recordFile(dir, seed), { force: opts.force, inputs });
  }
  try {
    io.mkdir(dir);
  } catch (e) {
    throw new UserError(`${dir}: cannot make the records directory: ${fsMessage(e)}`);
  }
}

/** Checks a bot spec (`id` or `id:key=value...`) before any game starts. */
export function checkBotSpec(spec: string, hint = ''): void {
  let parsed: ReturnType<typeof parseBotSpec>;
  try {
    parsed = parseBotSpec(spec);
  } catch (e) {
    throw new UserError((e as Error).message);
  }
  const known = botIds();
  if (!known.includes(parsed.id))
    throw new UserError(`unknown bot '${parsed.id}' (known: ${known.join(', ')}${hint})`);
  try {
    checkBotOptions(parsed.id, parsed.options);
  } catch (e) {
    throw new UserError((e as Error).message);
  }
}

/** Each side's bot id and bot program (null for our own bots), checked against the registry. */
export function chooseBots(
  o: Pick<SimulateOptions, 'bots' | 'botCmd'>,
  sides: number,
): { bots: string[]; botCmds: (string | null)[] } {
  const cmds = o.botCmd ?? [];
  // A blank command runs no program: its side would be left without a bot.
  if (cmds.some((cmd) => cmd.trim() === '')) {
    throw new UserError('--bot-cmd is empty: give the command line of a bot program');
  }
  let bots = (o.bots ?? 'random').split(',').map((s) => s.trim());
  const empty = bots.indexOf('');
  if (empty >= 0) {
    const which = bots.length === 1 ? 'is empty' : `names no bot in place ${empty + 1} of ${bots.length}`;
    throw new UserError(
      `--bots '${printableLine(o.bots ?? '')}' ${which}: give a bot id (known: ${botIds().join(', ')}; '${CMD}' marks a --bot-cmd side)`,
    );
  }
  if (bots.length === 1) bots = new Array(sides).fill(bots[0]);
  if (bots.length !== sides) {
    throw new UserError(`--bots names ${bots.length} bots for ${sides} sides (give one, or one per side)`);
  }
  for (const spec of bots) if (spec !== CMD) checkBotSpec(spec, `; '${CMD}' marks a --bot-cmd side`);
  // Without 'cmd' marks, the programs take the first sides in order.
  const marked = bots.flatMap((id, k) => (id === CMD ? [k] : []));
  const slots = marked.length > 0 ? marked : cmds.map((_, k) => k);
  if (cmds.length !== slots.length || slots.length > sides) {
    throw new UserError(
      marked.length > 0
        ? `--bots marks ${marked.length} sides '${CMD}' but ${cmds.length} --bot-cmd ${cmds.length === 1 ? 'is' : 'are'} given`
        : `${cmds.length} --bot-cmd for ${sides} sides (at most one per side)`,
    );
  }
  const botCmds: (string | null)[] = bots.map(() => null);
  slots.forEach((k, i) => {
    botCmds[k] = cmds[i];
    bots[k] = CMD;
  });
  return { bots, botCmds };
}

/**
 * The dungeon and the teams in their seats: --teams-count checked against the ruleset, the teams
 * dealt round the seats, and without --dungeon the built-in map for the ruleset and the teams.
 */
export function seatsAndDungeon(
  opts: Pick<
    SimulateOptions,
    'dungeon' | 'ruleset' | 'teamsCount' | 'teams' | 'rosters' | 'seed' | 'allowUnverified'
  >,
  io: Io,
): { loaded: LoadedDungeon; teams: TeamFile[]; squads: string[] } {
  const named = opts.dungeon === undefined ? null : loadDungeon(opts.dungeon, io);
  const given = chooseTeams(opts, io);
  const count = teamsCount(opts.teamsCount, opts.ruleset, named?.dungeon, given.length);
  const loaded = named ?? loadDungeon(defaultDungeon(opts.ruleset, count), io);
  return {
    loaded,
    teams: seatTeams(given, count, opts.ruleset),
    squads: squadLines(given, opts.ruleset),
  };
}

function makeSpec(opts: SimulateOptions, io: Io): { spec: SimSpec; source: string; squads: string[] } {
  checkRulesetOption(opts.ruleset, opts.turnLimit);
  const { loaded, teams, squads } = seatsAndDungeon(opts, io);
  const { bots, botCmds } = chooseBots(opts, teams.length);
  const spec: SimSpec = {
    dungeon: loaded.text,
    ruleset: opts.ruleset,
    teams,
    bots,
    botCmds,
    botTimeoutMs: opts.botTimeout ?? 10_000,
    seed: opts.seed,
    turnLimit: opts.turnLimit,
    maxSteps: opts.maxSteps,
    check: opts.check !== false,
    keepActions: !!opts.records,
    swapTeams: !!opts.swapTeams,
  };
  // Set up the first game here, so a bad setup is one clear error before any worker starts.
  const first = gameSetup(spec, 0);
  newGame(first.setup, first.options);
  return { spec, source: loaded.source, squads };
}

function writeRecord(spec: SimSpec, o: GameOutcome, dir: string, io: Io): void {
  const { setup, options } = gameSetup(spec, o.index);
  const record = newRecord(setup, options);
  record.actions = o.actions;
  if (o.result) record.result = o.result;
  const file = recordFile(dir, o.seed);
  try {
    io.writeFile(file, `${JSON.stringify(record)}\n`);
  } catch (e) {
    throw new UserError(`${file}: cannot write the record: ${fsMessage(e)}`);
  }
}

/** Broken invariants and forfeited decisions, in game order, a few of each. */
function reportProblems(outcomes: GameOutcome[], io: Io): void {
  for (const o of outcomes) {
    for (const v of o.violations.slice(0, 3)) io.err(`game seed ${o.seed}: invariant broken at ${v}\n`);
  }
  const forfeits = outcomes.flatMap((o) => o.problems);
  // A forfeit quotes what the bot program said: one line each, whatever it holds.
  for (const line of forfeits.slice(0, 10)) io.err(`forfeit: ${printableLine(line)}\n`);
  if (forfeits.length > 10) io.err(`forfeit: ... and ${forfeits.length - 10} more\n`);
}

export async function simulate(opts: SimulateOptions, io: Io): Promise<number> {
  const { spec, source, squads } = makeSpec(opts, io);
  if (opts.records) prepareRecordDir(opts, opts.records, io);
  const bar = opts.json ? null : progressBar(io, opts.games);
  const started = performance.now();
  let outcomes: GameOutcome[];
  let done = 0;
  // Ctrl-C stops the run and the games finished so far are summed up (a second Ctrl-C quits).
  const stop = new AbortController();
  const release = io.onInterrupt(() => {
    bar?.stop();
    io.err(`interrupted after ${done} finished games: stopping to sum them up (Ctrl-C again to quit)\n`);
    stop.abort();
  });
  try {
    outcomes = await runGames(spec, opts.games, opts.jobs ?? 1, {
      onDone: (o) => {
        done++;
        if (opts.records) writeRecord(spec, o, opts.records, io);
        bar?.update(done);
      },
      log: (line) => io.err(`${line}\n`),
      signal: stop.signal,
    });
  } finally {
    release();
    bar?.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  reportProblems(outcomes, io);
  const sides = spec.teams.map((t, k) => ({
    bot: spec.botCmds[k] ?? spec.bots[k],
    team: spec.swapTeams ? 'each in turn' : t.name,
  }));
  const summary = summarize(
    sides,
    outcomes.map((o) => o.stats),
    {
      seed: opts.seed,
      turnLimit: opts.turnLimit > 0 ? opts.turnLimit : null,
      dungeon: source,
      ruleset: opts.ruleset ?? 'dungeonbowl2021',
      checked: spec.check,
    },
  );
  if (squads.length > 0) summary.squads = squads;
  // Every player of a squad starts in the dungeon: no reserves to count.
  if (squadSize(opts.ruleset) !== null) summary.reserves = false;
  if (outcomes.length < opts.games) summary.interrupted = { planned: opts.games };
  io.out(opts.json ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary, seconds));
  if (opts.records && !opts.json) io.out(`  records written to ${printableLine(opts.records)}\n`);
  // A broken invariant is an engine bug: fail loudly so scripts and CI notice.
  if (summary.invariantViolations) return 1;
  return summary.interrupted ? INTERRUPTED : 0;
}
