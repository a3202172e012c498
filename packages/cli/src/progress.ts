/** The progress bar of a long run (simulate, quest simulate): on a terminal only, cleared when done. */
import { Presets, SingleBar } from 'cli-progress';
import type { Io } from './io.ts';

export function progressBar(io: Io, total: number): SingleBar | null {
  if (!io.isTTY) return null;
  const bar = new SingleBar(
    {
      stream: io.progress,
      format: 'games {bar} {value}/{total} | {eta_formatted} left',
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return bar;
}
