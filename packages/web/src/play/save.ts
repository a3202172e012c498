/** Saving a game's record from the game screen. */
import { downloadRecord } from '../records.ts';
import type { PlayController } from './types.ts';

/** Downloads the game record (online it comes from the server); a failure is said in the panel. */
export function saveRecord(ctl: PlayController): void {
  ctl.fetchRecord().then(downloadRecord, (e: unknown) => {
    ctl.error = `the record could not be had: ${e instanceof Error ? e.message : String(e)}`;
    ctl.emit();
  });
}
