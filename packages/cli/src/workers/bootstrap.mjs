// A worker thread starts here: plain JavaScript that registers tsx (as bin/dungeonbowl.js does
// for the main thread, whose loader hooks workers do not inherit), then loads the TypeScript entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
