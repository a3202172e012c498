/** Saving and opening game records (docs/game-record.md) in the browser. */
import type { GameRecord } from '@dungeonbowl/engine';

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
