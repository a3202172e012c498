/**
 * [000] Dungeon Brawl's trap markers in the pre-game: each coach places its own (1 spiked pit, 2
 * pits, 3 blanks; 1, 1 and 2 with seven coaches or more), naming the kind of each
 * (`placeTrap` with `marker`). The squares are public, the kinds secret, and the markers come
 * before the set-up, so every team walks out of the start room.
 *
 * - The spiked pit, then the pits, where rivals must pass (scripted-traps.ts `walks`: from the
 *   start room to each chest and from each chest to the nearest end zone, the narrower the way
 *   the better), not where every walk goes through (ours too), apart from each other, and not in
 *   an end zone's doorway or next to another coach's marker: our carrier passes there too, and a
 *   pit beside a marker that may be a pit shuts a corridor two wide.
 * - The blanks as decoys: beside one of our pits across the same way (rivals see two markers
 *   and must step on one; ours step on the blank), else on the busiest way left.
 */
import type { Action, Game } from '@dungeonbowl/engine';
import { type Board, boardOf, cheb, FAR, field } from './scripted-board.ts';
import { walks } from './scripted-traps.ts';

type PlaceTrap = Extract<Action, { type: 'placeTrap' }>;

const isPit = (m: string | undefined) => m === 'pit' || m === 'spikedPit';

const START = new WeakMap<Board, number[]>();

/** The start room's squares: tiles of 100 squares or more with no end zone (the central room). */
function startSquares(b: Board): number[] {
  let out = START.get(b);
  if (!out) {
    out = b.d.tiles
      .filter((t) => t.endZones.length === 0 && t.squares.length >= 100)
      .flatMap((t) => t.squares);
    START.set(b, out);
  }
  return out;
}

/** Walking distance to the nearest end zone square. */
function zoneField(b: Board, g: Game): Int32Array {
  return field(b, g, 'markers:zones', () => {
    const out: number[] = [];
    for (let s = 0; s < b.n; s++) if (b.d.endZone[s] >= 0) out.push(s);
    return out;
  });
}

/** The next marker: its kind (spiked pit, pits, then blanks) and its square. */
export function markerPlacement(g: Game, team: number, actions: Action[]): Action {
  const offered = actions.filter((a): a is PlaceTrap => a.type === 'placeTrap');
  if (offered.length === 0) return actions[0];
  const kinds = new Set(offered.map((a) => a.marker));
  const kind = kinds.has('spikedPit') ? 'spikedPit' : kinds.has('pit') ? 'pit' : offered[0].marker;
  const b = boardOf(g);
  const r = walks(b, g, team, startSquares(b));
  const zones = zoneField(b, g);
  const mine = g.traps.filter((t) => t.owner === team);
  const theirs = g.traps.filter((t) => t.owner !== team);
  let best: Action = offered[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const a of offered) {
    if (a.marker !== kind) continue;
    let score = r.weight[a.sq] - (r.narrow[a.sq] ? 4 : 0);
    for (const t of mine) {
      const d = cheb(b, t.sq, a.sq);
      // A blank beside our pit: the pair across the way.
      if (!isPit(kind) && d === 1 && isPit(t.marker)) score += 1.5;
      else if (d < 4) score -= 2;
    }
    if (isPit(kind)) {
      if (zones[a.sq] < FAR && zones[a.sq] <= 2) score -= 1.5;
      if (theirs.some((t) => cheb(b, t.sq, a.sq) <= 1)) score -= 2;
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
