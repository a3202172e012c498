// The dungeonbowl command: see packages/cli/src/commands/ for each subcommand.
import { internalError, run } from './program.ts';

// Piping into `head` closes stdout early; that is not an error worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

// `run` turns every error of a command into one line; anything thrown outside it (a callback, a
// stream) is a bug, and gets the same one line rather than Node's stack trace.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (e: unknown) => {
    process.stderr.write(internalError(e));
    process.exit(1);
  });
}

process.exitCode = await run(process.argv.slice(2));
