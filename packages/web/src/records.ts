/** Saving and opening game records (docs/game-record.md) in the browser. */
import type { GameRecord } from '@dungeonbowl/engine';
import { SEAT_KINDS, type SeatKind } from './bots.ts';

export function download(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadRecord(rec: GameRecord): void {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  download(`dungeonbowl-${stamp}.json`, `${JSON.stringify(rec, null, 1)}\n`);
}

/** The text of a picked or dropped file. */
export function readFile(file: File): Promise<string> {
  return file.text();
}

/**
 * Who sits at each of `teams` sides when a game is continued from a record: the record's seats
 * (a person, or the bot that played), a person where it names none or a bot this page lacks.
 */
export function recordSeats(rec: GameRecord, teams: number): SeatKind[] {
  const known = (s: string | undefined): s is SeatKind => SEAT_KINDS.some((k) => k.id === s);
  return Array.from({ length: teams }, (_, i) => {
    const s = rec.seats?.[i];
    return known(s) ? s : 'person';
  });
}
