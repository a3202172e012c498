// The dungeonbowl command: see packages/cli/src/commands/ for each subcommand.
import { run } from './program.ts';

// Piping into `head` closes stdout early; that is not an error worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

process.exitCode = await run(process.argv.slice(2));
