/**
 * The dungeonbowl command line: commander wiring only. Each subcommand lives in commands/ and
 * talks to the world through an Io, so `run` works the same in a terminal and in the tests.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { dungeonList, dungeonShow } from './commands/dungeon.ts';
import { replay } from './commands/replay.ts';
import { simulate } from './commands/simulate.ts';
import { watch } from './commands/watch.ts';
import { type Io, nodeIo, UserError } from './io.ts';

function integer(min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min) {
      throw new InvalidArgumentError(
        `expected a whole number${min > 0 ? ` of at least ${min}` : min === 0 ? ' (0 or more)' : ''}.`,
      );
    }
    return n;
  };
}

const turnLimitOption = () =>
  new Option('--turn-limit <turns>', 'team turns each before the time-limit rule ends the game (0: none)')
    .argParser(integer(0))
    .default(16);
const dungeonOption = () =>
  new Option('--dungeon <id|file>', 'a built-in dungeon id or a text map file').default('great-hall');

/** Builds a fresh program (commander keeps state, so one per run). `done` receives the exit code. */
export function makeProgram(io: Io, done: (code: number) => void): Command {
  const program = new Command('dungeonbowl')
    .description('Dungeon Bowl with enforced rules: simulate, replay and watch games, look at dungeons')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError('(add --help for usage)');

  program
    .command('simulate')
    .description('play random-vs-random games and print a summary')
    .addOption(new Option('--games <n>', 'number of games').argParser(integer(1)).default(100))
    .addOption(
      new Option('--seed <s>', 'seed of the first game (game i uses S+i)')
        .argParser(integer(-(2 ** 31)))
        .default(1),
    )
    .addOption(turnLimitOption())
    .addOption(dungeonOption())
    .option('--json', 'print the summary as one JSON object')
    .option('--records <dir>', 'write a game record (JSON) of every game into this directory')
    .option('--no-check', 'skip checking the engine invariants after every step')
    .action(async (o) => done(await simulate(o, io)));

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
    .description('list the built-in dungeons')
    .action(() => done(dungeonList(io)));

  program
    .command('watch')
    .description('play one random game, printing the log and the board after each team turn')
    .addOption(new Option('--seed <s>', 'seed of the game').argParser(integer(-(2 ** 31))).default(1))
    .addOption(dungeonOption())
    .addOption(turnLimitOption())
    .addOption(new Option('--delay <ms>', 'pause after each board').argParser(integer(0)).default(0))
    .action(async (o) => done(await watch(o, io)));

  return program;
}

/** Runs the command line on the given arguments (without "node dungeonbowl") and returns the exit code. */
export async function run(args: string[], io: Io = nodeIo()): Promise<number> {
  let code = 0;
  const program = makeProgram(io, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    if (e instanceof UserError) {
      io.err(`dungeonbowl: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
  return code;
}
