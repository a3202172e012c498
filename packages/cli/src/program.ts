/**
 * The dungeonbowl command line: commander wiring only. Each subcommand lives in commands/ and
 * talks to the world through an Io, so `run` works the same in a terminal and in the tests.
 */

import { randomInt } from 'node:crypto';
import { CONSTRUCTION_RULES, printable, printableLine, rulesetIds } from '@dungeonbowl/engine';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { botServer } from './commands/bot-server.ts';
import {
  dungeonGenerate,
  dungeonList,
  dungeonRender,
  dungeonShow,
  dungeonValidate,
} from './commands/dungeon.ts';
import { replay } from './commands/replay.ts';
import { simulate } from './commands/simulate.ts';
import { teamNew, teamRosters, teamValidate } from './commands/team.ts';
import { WATCH_BOARDS, watch } from './commands/watch.ts';
import { type Io, nodeIo, UserError } from './io.ts';

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      const range =
        max < Number.MAX_SAFE_INTEGER
          ? ` from ${min} to ${max}`
          : min > 0
            ? ` of at least ${min}`
            : min === 0
              ? ' (0 or more)'
              : '';
      throw new InvalidArgumentError(`expected a whole number${range}.`);
    }
    return n;
  };
}

/**
 * Bounds of the options that become timer delays: Node turns a delay past 2^31 - 1 ms into 1 ms
 * (with a TimeoutOverflowWarning), so an hour-long bot timeout would silently become none.
 */
export const MAX_BOT_TIMEOUT_MS = 3_600_000;
export const MAX_DELAY_MS = 60_000;
/** Child processes of one simulate run: each is a whole Node process, and the machine has few cores. */
export const MAX_JOBS = 64;

/** The engine's own bound on the time-limit rule (a longer game never ends by it anyway). */
export const MAX_TURN_LIMIT = 1000;

/** A message as one line: its lines joined, control characters shown escaped. */
function oneLine(text: string): string {
  return printableLine(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0)
      .join(' '),
  );
}

const turnLimitOption = () =>
  new Option(
    '--turn-limit <turns>',
    `team turns each before the time-limit rule ends the game, or a timed match's clock stands in (0: none, not for a timed match; at most ${MAX_TURN_LIMIT})`,
  )
    .argParser(integer(0, MAX_TURN_LIMIT))
    .default(16);
const dungeonOption = () =>
  new Option(
    '--dungeon <id|file>',
    'a built-in dungeon id or a text map file (default: great-hall, or the first built-in map made for the ruleset that seats the teams)',
  );
/** Teams in one game ([000] Dungeon Brawl: 4 to 16; the other rulesets 2, or one per end zone). */
const teamsCountOption = () =>
  new Option(
    '--teams-count <n>',
    "teams in each game, the teams given (or the built-in ones) dealt round the seats, as squads of four in Dungeon Brawl (default: the teams given, at least the ruleset's least)",
  ).argParser(integer(1, 1000));

/** The ruleset a game is played under (simulate, watch); a map made for another is refused. */
const gameRulesetOption = () =>
  new Option('--ruleset <id>', `the ruleset: ${rulesetIds().join(', ')} (default: dungeonbowl2021)`);

/** The ruleset a team is for (team new, validate): Dungeon Brawl's squads of four. */
const teamRulesetOption = () =>
  new Option(
    '--ruleset <id>',
    `the ruleset the team plays: ${rulesetIds().join(', ')} (Dungeon Brawl: a squad of four, or a whole team to cut to one)`,
  );

const budgetOption = () =>
  new Option('--budget <gp>', 'team budget in gold pieces').argParser(integer(0)).default(1_000_000);

function addTeamCommands(program: Command, io: Io, done: (code: number) => void): void {
  const team = program.command('team').description('rosters and team files');
  team
    .command('rosters')
    .description('list every roster, whether it can be chosen now, and what blocks it')
    .addOption(budgetOption())
    .option('--allow-unverified', 'count the unverified later positions as choosable')
    .option('--json', 'print the rosters and their positions as JSON')
    .action((o) => done(teamRosters(o, io)));
  team
    .command('new')
    .description('make a random legal starting team file')
    .requiredOption('--roster <id>', 'the roster (see team rosters)')
    .option('--name <name>', "the team's name (default: the roster's)")
    .addOption(
      new Option('--seed <s>', 'seed of the random choices').argParser(integer(-(2 ** 31))).default(1),
    )
    .addOption(budgetOption())
    .option('--allow-unverified', 'allow the unverified later positions')
    .option('--wizard', 'hire the College Wizard (default: on a coin toss, when the budget allows)')
    .option('--no-wizard', 'never hire the College Wizard')
    .option('--out <file>', 'write the team file here instead of printing it')
    .option('--force', 'overwrite the --out file if it exists')
    .addOption(teamRulesetOption())
    .action((o) => done(teamNew(o, io)));
  team
    .command('validate')
    .description('check a team file against the team-building rules')
    .argument('<file>', 'a team file (docs/team-file.md)')
    .addOption(budgetOption())
    .option('--allow-unverified', 'allow the unverified later positions')
    .option('--json', 'print { ok, value, team } as JSON')
    .addOption(teamRulesetOption())
    .action((file, o) => done(teamValidate(file, o, io)));
}

/** Builds a fresh program (commander keeps state, so one per run). `done` receives the exit code. */
export function makeProgram(io: Io, done: (code: number) => void): Command {
  const program = new Command('dungeonbowl')
    .description(
      'Dungeon Bowl with enforced rules: simulate, replay and watch games, look at dungeons and teams',
    )
    .version('0.1.0')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
      // One line for a usage error, its suggestion ("Did you mean ...?") included.
      outputError: (s, write) => write(`${oneLine(s)} (add --help for usage)\n`),
    });

  program
    .command('simulate')
    .description('play games between bots (random by default) and print a summary by side')
    .addOption(
      new Option('--games <n>', 'number of games (at most 10000000)')
        .argParser(integer(1, 10_000_000))
        .default(100),
    )
    .option(
      '--bots <ids>',
      'bots, comma-separated: one per side (seat), or one for all (random, scripted, search; options as id:key=value)',
      'random',
    )
    .addOption(
      new Option(
        '--bot-cmd <command>',
        "a bot program's command line; it plays the next side (repeatable)",
      ).argParser((v: string, all: string[] = []) => [...all, v]),
    )
    .addOption(
      new Option('--bot-timeout <ms>', 'milliseconds a bot program has for each decision (at most an hour)')
        .argParser(integer(1, MAX_BOT_TIMEOUT_MS))
        .default(10_000),
    )
    .addOption(
      new Option(
        '--jobs <j>',
        `jobs playing games at once: this process and j-1 child processes (at most ${MAX_JOBS})`,
      )
        .argParser(integer(1, MAX_JOBS))
        .default(1),
    )
    .addOption(gameRulesetOption())
    .addOption(
      new Option(
        '--seed <s>',
        'seed of the first game (game i uses S+i; drawn at random when a --bot-cmd plays)',
      )
        .argParser(integer(-(2 ** 31)))
        .default(1),
    )
    .addOption(turnLimitOption())
    .addOption(dungeonOption())
    .addOption(teamsCountOption())
    .option('--json', 'print the summary as one JSON object')
    .option('--records <dir>', 'write a game record (JSON) of every game into this directory')
    .option('--force', 'overwrite records already in the --records directory')
    .option('--no-check', 'skip checking the engine invariants after every step')
    .option('--teams <files>', 'team files to play, comma-separated (docs/team-file.md)')
    .option('--rosters <ids>', 'random legal teams of these rosters, comma-separated, seeded with --seed')
    .option('--allow-unverified', 'allow the unverified later positions (docs/team-file.md)')
    .option('--swap-teams', 'the bots take turns with the teams too, so each bot plays every team')
    .action(async (o, cmd: Command) => {
      // A bot program that could guess the dice seed could find the ball: with a bot program
      // in the run and no --seed given, the first seed is drawn at random (the summary names it).
      if (o.botCmd?.length && cmd.getOptionValueSource('seed') === 'default') o.seed = randomInt(1, 2 ** 31);
      done(await simulate(o, io));
    });

  program
    .command('bot-server')
    .description('play one of our bots over stdin and stdout, by the bot protocol (docs/bot-protocol.md)')
    .option('--bot <id>', 'the bot to serve (options as id:key=value, e.g. search:ms=200)', 'random')
    .addOption(
      new Option('--seed <s>', "the bot's own seed (game i of a run uses S+i; the host never sends one)")
        .argParser(integer(-(2 ** 31)))
        .default(1),
    )
    .action(async (o) => done(await botServer(o, io)));

  program
    .command('replay')
    .description('replay a game record file: the log and the final board')
    .argument('<file>', 'a game record (docs/game-record.md)')
    .option('--json', 'print { result, events, game } as JSON')
    .action((file, o) => done(replay(file, o, io)));

  const dungeon = program.command('dungeon').description('dungeon maps');
  dungeon
    .command('show')
    .description('print a dungeon map with a legend and a summary, or its errors')
    .argument('<id|file>', 'a built-in dungeon id or a text map file')
    .action((spec) => done(dungeonShow(spec, io)));
  dungeon
    .command('list')
    .description('list the built-in dungeons: id, name, size and the rulesets each suits')
    .option('--json', 'print the list as JSON')
    .action((o) => done(dungeonList(o, io)));
  const rulesetOption = () =>
    new Option('--ruleset <id>', `construction rules: ${CONSTRUCTION_RULES.map((r) => r.id).join(', ')}`);
  const teamsOption = () => new Option('--teams <n>', 'teams that will play').argParser(integer(1));
  dungeon
    .command('generate')
    .description('print a new dungeon that meets the ruleset construction rules (same seed, same dungeon)')
    .addOption(
      new Option('--seed <s>', "seed of the dungeon (default: drawn at random; the map's header names it)")
        .argParser(integer(-(2 ** 31)))
        .default(undefined),
    )
    .addOption(rulesetOption().default('dungeonbowl2021'))
    .addOption(
      new Option('--size <size>', 'size of the dungeon')
        .choices(['small', 'medium', 'large'])
        .default('medium'),
    )
    .addOption(teamsOption())
    .addOption(
      new Option(
        '--style <style>',
        'open halls, long corridors or many small rooms (default: from the seed)',
      ).choices(['halls', 'corridors', 'rooms']),
    )
    .option('--out <file>', 'write the map to a file instead of printing it')
    .option('--force', 'overwrite the --out file if it exists')
    .action((o) => done(dungeonGenerate({ ...o, seed: o.seed ?? randomInt(1, 2 ** 31) }, io)));
  dungeon
    .command('validate')
    .description('check a map against a ruleset construction rules: every problem with its line and column')
    .argument('<file|id>', 'a text map file or a built-in dungeon id')
    .addOption(rulesetOption())
    .addOption(teamsOption())
    .option('--json', 'print the problems and the summary as JSON')
    .action((spec, o) => done(dungeonValidate(spec, o, io)));
  dungeon
    .command('render')
    .description('draw a dungeon as an SVG picture with a legend')
    .argument('<file|id>', 'a text map file or a built-in dungeon id')
    .requiredOption('--svg <out>', 'the SVG file to write')
    .addOption(new Option('--cell <px>', 'side of a square in pixels').argParser(integer(4, 64)).default(16))
    .option('--force', 'overwrite the SVG file if it exists (never the map itself)')
    .action((spec, o) => done(dungeonRender(spec, o, io)));

  addTeamCommands(program, io, done);

  // DungeonQuest's combat-dice variant (packages/dungeonquest); commands/quest.ts, loaded on use.
  const questCommands = () => import('./commands/quest.ts');
  const questRule = (v: string, all: string[]) => [...all, v];
  const quest = program
    .command('quest')
    .description(
      "DungeonQuest's alternate combat-dice variant: exact odds, an odds table, a fight; the whole game played by bots",
    );
  const questCommon = (c: Command) =>
    c
      .addOption(new Option('--wounds <w>', 'wounds the hero already has').argParser(integer(0)).default(0))
      .option('--no-ability', "leave the hero's variant ability out")
      .addOption(
        new Option('--rule <key=value>', 'another reading of an open rule (docs/dungeonquest.md); repeatable')
          .argParser(questRule)
          .default([], 'none'),
      );
  questCommon(
    quest
      .command('odds')
      .description('the exact odds of one fight: win, loss, both fall, expected wounds')
      .requiredOption('--hero <id>', 'challara, gherinn, hugo, krutzbeck, lindel or tatianna')
      .requiredOption('--monster <id>', 'skeleton, sorcerer, troll, golem or demon')
      .addOption(
        new Option('--life <l>', "the monster token's life (1 to 20)")
          .argParser(integer(1))
          .makeOptionMandatory(),
      )
      .option('--escape', 'try to escape first (Luck test) instead of attacking'),
  )
    .option('--json', 'print one JSON object')
    .action(async (o) => done((await questCommands()).questOdds(o, io)));
  questCommon(
    quest.command('table').description('the odds of every hero against every monster and life value'),
  )
    .option('--json', 'print one JSON object')
    .action(async (o) => done((await questCommands()).questTable(o, io)));
  questCommon(
    quest
      .command('fight')
      .description('play one fight out, printing every roll')
      .requiredOption('--hero <id>', 'challara, gherinn, hugo, krutzbeck, lindel or tatianna')
      .requiredOption('--monster <id>', 'skeleton, sorcerer, troll, golem or demon')
      .addOption(
        new Option('--life <l>', 'life, 1 to 20 (default: a token drawn from the pool)').argParser(
          integer(1),
        ),
      )
      .option('--escape', 'try to escape first (Luck test) instead of attacking')
      .addOption(new Option('--seed <s>', 'seed of the dice').argParser(integer(-(2 ** 31))).default(1)),
  )
    .option('--json', 'print the fight as one JSON object')
    .action(async (o) => done((await questCommands()).questFight(o, io)));

  // DungeonQuest's whole game, played by bots (commands/quest-game.ts, loaded on use).
  const questGame = () => import('./commands/quest-game.ts');
  const heroesHelp =
    'heroes, comma-separated, 1 to 4 of challara, gherinn, hugo, krutzbeck, lindel, tatianna';
  const questBots = () =>
    new Option(
      '--bots <ids>',
      'the bot of each hero, comma-separated, or one for all: sensible (default) or random',
    );
  quest
    .command('play')
    .description("play one bot game of DungeonQuest's whole game and print its story (or its record)")
    .requiredOption('--heroes <ids>', heroesHelp)
    .addOption(new Option('--seed <s>', 'seed of the game').argParser(integer(-(2 ** 31))).default(1))
    .addOption(questBots())
    .option('--json', 'print the game record (replay it with quest replay)')
    .option('--no-board', 'leave the board out of the story')
    .action(async (o) => done((await questGame()).questPlay(o, io)));
  quest
    .command('simulate')
    .description('play many bot games: survival, loot and deaths per hero, game length, sunsets')
    .addOption(
      new Option('--games <n>', 'number of games (at most 1000000)')
        .argParser(integer(1, 1_000_000))
        .default(100),
    )
    .option('--heroes <ids>', `${heroesHelp} (default: four a game, rotating through the six)`)
    .addOption(
      new Option('--seed <s>', 'seed of the first game (game i uses S+i)')
        .argParser(integer(-(2 ** 31)))
        .default(1),
    )
    .addOption(questBots())
    .option('--json', 'print the summary as one JSON object')
    .action(async (o) => done((await questGame()).questSimulate(o, io)));
  quest
    .command('replay')
    .description('replay a DungeonQuest record (from quest play --json) and print the result')
    .argument('<file>', 'a DungeonQuest record')
    .option('--json', 'print the result as JSON')
    .action(async (file, o) => done((await questGame()).questReplay(file, o, io)));

  program
    .command('watch')
    .description('play one random game, printing the log and the board after each team turn')
    .addOption(new Option('--seed <s>', 'seed of the game').argParser(integer(-(2 ** 31))).default(1))
    .addOption(dungeonOption())
    .addOption(gameRulesetOption())
    .addOption(teamsCountOption())
    .addOption(turnLimitOption())
    .addOption(
      new Option('--delay <ms>', 'pause after each board, in milliseconds (at most a minute)')
        .argParser(integer(0, MAX_DELAY_MS))
        .default(0),
    )
    .addOption(
      new Option(
        '--boards <n>',
        'print at most this many boards (team turns), with their log; the game is then played on to its end unshown, and its last board and result printed (0: no cap)',
      )
        .argParser(integer(0))
        .default(WATCH_BOARDS),
    )
    .action(async (o) => done(await watch(o, io)));

  return program;
}

/**
 * The Io the commands get: whatever they print passes through `printable`, so text from a file
 * (a map's name, a team's, a record's) can never clear or retitle the terminal, whichever place
 * prints it. JSON stays valid: the escapes it makes are JSON's own `\\uXXXX`.
 */
function safeIo(io: Io): Io {
  return { ...io, out: (s) => io.out(printable(s)), err: (s) => io.err(printable(s)) };
}

/** The one line an unexpected exception gets: it is a bug, and says so (the stack on request). */
export function internalError(e: unknown, debug = process.env.DUNGEONBOWL_DEBUG): string {
  const err = e instanceof Error ? e : new Error(String(e));
  const what = printableLine(`${err.name}: ${err.message.split('\n')[0]}`);
  if (debug && debug !== '0') return `dungeonbowl: internal error: ${printable(err.stack ?? what)}\n`;
  return `dungeonbowl: internal error (a bug in dungeonbowl; DUNGEONBOWL_DEBUG=1 shows where): ${what}\n`;
}

/** Runs the command line on the given arguments (without "node dungeonbowl") and returns the exit code. */
export async function run(args: string[], raw: Io = nodeIo()): Promise<number> {
  const io = safeIo(raw);
  let code = 0;
  const program = makeProgram(io, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    if (e instanceof UserError) {
      const details = e.details.map((d) => `  ${printableLine(d.trim())}\n`);
      io.err(`dungeonbowl: ${printableLine(e.message)}\n${details.join('')}`);
      return 1;
    }
    io.err(internalError(e));
    return 1;
  }
  return code;
}
