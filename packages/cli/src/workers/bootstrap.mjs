// A simulation job starts here, in a child process of its own: plain JavaScript that registers
// tsx (as bin/dungeonbowl.js does for the main process), then loads the TypeScript entry named
// by the first argument.
import { register } from 'tsx/esm/api';

// Ctrl-C reaches every process of the terminal's group: the main process decides what to stop.
process.on('SIGINT', () => {});
register();
await import(process.argv[2]);
