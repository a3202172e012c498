// The dungeonbowl command: see packages/cli/src/commands/ for each subcommand.
import { program } from './program.ts';

await program.parseAsync(process.argv);
