/** The box round a map's special squares of some kinds (a rotating room, a stone ball's corridor). */
import type { Feature } from '../dungeon/features.ts';
import type { Dungeon } from '../dungeon/map.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest box holding every square of these kinds, or null when the map has none. */
export function featureBox(d: Dungeon, kinds: readonly Feature[]): Box | null {
  let x0 = d.width;
  let y0 = d.height;
  let x1 = -1;
  let y1 = -1;
  for (let s = 0; s < d.feature.length; s++) {
    const f = d.feature[s];
    if (f === null || !kinds.includes(f)) continue;
    const x = s % d.width;
    const y = (s - x) / d.width;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}
