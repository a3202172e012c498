/**
 * Plays the games of a simulation, one at a time, on the main thread or in a worker: the same
 * code either way, so a game's result depends only on its index and the spec, never on which
 * thread played it or on the number of jobs.
 */
import { makeBot, type Rng, seededRng } from '@dungeonbowl/bots';
import { BotProcessError, ExternalBot } from '@dungeonbowl/bots/node';
import {
  type Action,
  type GameOptions,
  type GameResult,
  type GameSetup,
  type TeamSetup,
  view,
} from '@dungeonbowl/engine';
import { userError } from '../io.ts';
import { type Coach, gameOptions, playBotGame } from '../play.ts';
import { type GameStats, gameStats } from '../stats.ts';

/** Everything a thread needs to play any game of the batch (plain JSON: it crosses to workers). */
export interface SimSpec {
  dungeon: string;
  ruleset?: string;
  /** One team per side, in side order. */
  teams: TeamSetup[];
  /** One bot id per side. */
  bots: string[];
  /** Per side: a bot program's command line that replaces that side's bot, or null. */
  botCmds: (string | null)[];
  botTimeoutMs: number;
  seed: number;
  turnLimit: number;
  maxSteps?: number;
  check: boolean;
  keepActions: boolean;
  /**
   * Teams stay in their seats and the bots go round them (--swap-teams): side k plays team
   * (k + seed - 1) mod n, so each bot plays every team. Otherwise a side keeps its team.
   */
  swapTeams?: boolean;
}

export interface GameOutcome {
  index: number;
  seed: number;
  stats: GameStats;
  result: GameResult | null;
  /** The actions, for a record (empty unless keepActions). */
  actions: Action[];
  violations: string[];
  /** Forfeited decisions of bot programs, one line each, naming the side. */
  problems: string[];
}

/**
 * Which team index each side plays in the game of this seed: side k is team (k + seed - 1) mod n,
 * so seats turn one place a game and, from the default seed 1, side 1 is team 0 in the first game.
 * It depends on the seed alone, so `--games 1 --seed S+i` replays game i of a batch.
 */
export function seating(seed: number, sides: number): { sideOfTeam: number[]; teamOfSide: number[] } {
  const shift = (((seed - 1) % sides) + sides) % sides;
  const teamOfSide = Array.from({ length: sides }, (_, k) => (k + shift) % sides);
  const sideOfTeam = new Array<number>(sides);
  teamOfSide.forEach((t, k) => {
    sideOfTeam[t] = k;
  });
  return { sideOfTeam, teamOfSide };
}

/** The setup and options of one game: the sides' teams in their seats for this seed. */
export function gameSetup(spec: SimSpec, index: number): { setup: GameSetup; options: GameOptions } {
  const seed = spec.seed + index;
  const { sideOfTeam } = seating(seed, spec.teams.length);
  const teams = spec.swapTeams ? spec.teams : sideOfTeam.map((k) => spec.teams[k]);
  const setup: GameSetup = { dungeon: spec.dungeon, teams };
  if (spec.ruleset) setup.ruleset = spec.ruleset;
  return { setup, options: gameOptions(seed, spec.turnLimit) };
}

export class GameRunner {
  private constructor(
    private readonly spec: SimSpec,
    private readonly coaches: Coach[],
    private readonly programs: (ExternalBot | null)[],
  ) {}

  /**
   * Makes the sides' bots and starts the bot programs (a failure is a UserError). `log` gets
   * what the programs write on their stderr, a line at a time, prefixed with the side.
   */
  static async create(spec: SimSpec, log?: (line: string) => void): Promise<GameRunner> {
    const programs: (ExternalBot | null)[] = [];
    try {
      for (const [k, command] of spec.botCmds.entries()) {
        programs.push(
          command
            ? await ExternalBot.start({
                command,
                timeoutMs: spec.botTimeoutMs,
                label: `side ${k + 1}`,
                onStderr: log && ((line) => log(`[side ${k + 1}] ${line}`)),
              })
            : null,
        );
      }
    } catch (e) {
      await Promise.all(programs.map((p) => p?.close()));
      throw e instanceof BotProcessError ? userError(e.message) : e;
    }
    const coaches = spec.bots.map((id, k) => programs[k] ?? makeBot(id));
    return new GameRunner(spec, coaches, programs);
  }

  async play(index: number): Promise<GameOutcome> {
    const spec = this.spec;
    const seed = spec.seed + index;
    const { setup, options } = gameSetup(spec, index);
    const { sideOfTeam, teamOfSide } = seating(seed, spec.teams.length);
    // Each team's bot gets its own stream, seeded as playBots and bot-server seed it, so our bot
    // played through the protocol makes the same choices as in process.
    const rngs: Rng[] = sideOfTeam.map((_, t) => seededRng(seed * 7919 + t * 104729 + 1));
    const teams = setup.teams.map((t) => ({ name: t.name, roster: t.roster }));
    this.programs.forEach((p, k) => {
      p?.newGame({
        game: index,
        team: teamOfSide[k],
        teams,
        ruleset: spec.ruleset ?? 'dungeonbowl2021',
      });
    });
    const coaches = sideOfTeam.map((k) => this.coaches[k]);
    let played: Awaited<ReturnType<typeof playBotGame>>;
    try {
      played = await playBotGame(setup, options, coaches, rngs, {
        keepActions: spec.keepActions,
        maxSteps: spec.maxSteps,
        check: spec.check,
      });
    } catch (e) {
      if (e instanceof BotProcessError) throw userError(`game seed ${seed}: ${e.message}`);
      throw e;
    }
    const forfeits = this.programs.map(() => 0);
    const problems: string[] = [];
    this.programs.forEach((p, k) => {
      if (!p) return;
      p.gameOver(teamOfSide[k], played.game.result, view(played.game, teamOfSide[k]));
      const taken = p.takeProblems();
      forfeits[k] = taken.forfeits;
      for (const line of taken.problems) problems.push(`side ${k + 1}, game seed ${seed}, ${line}`);
    });
    const stats = gameStats(played.game, {
      steps: played.steps,
      capped: played.capped,
      violations: played.violations.length,
      chestsBeforeBall: played.chestsBeforeBall,
      sideOfTeam,
      forfeits,
      entries: played.entries,
      koRushes: played.koRushes,
      koRushesBack: played.koRushesBack,
    });
    return {
      index,
      seed,
      stats,
      result: played.game.result,
      actions: played.actions,
      violations: played.violations,
      problems,
    };
  }

  /** Process ids of the bot programs (each leads its own process group). */
  pids(): number[] {
    return this.programs.flatMap((p) => (p?.pid === undefined ? [] : [p.pid]));
  }

  async close(): Promise<void> {
    await Promise.all(this.programs.map((p) => p?.close()));
  }
}
