/**
 * [000] Trap markers (Setup "Trap Markers"; "Traps (Pits, Spiked Pits, Blanks)"; FAQ), the
 * placing and the flipping; what a pit does to whoever is in it is dungeonbrawl-pits.ts.
 * - "6 per coach (<=6 coaches): 1 spiked pit, 2 pits, 3 blanks; 4 per coach (7+ coaches): 1
 *   spiked pit, 1 pit, 2 blanks", placed face down in the pre-game, in the roll-off's order. The
 *   coach names the kind of each marker as it places it (the placing order is the coach's: a fixed
 *   order would tell everyone watching which marker is which).
 * - Readings: markers lie face down on the board, so their squares are public and only their
 *   kind is secret to the owner until flipped (the `hide` hook strips it; the placing is shown to
 *   all, without the kind). They go on floor squares outside the central room (the start room
 *   tiles) and the end zones, not on a chest, teleporter, the entrance, a map feature or another
 *   marker.
 * - "Traps cannot be placed to completely obstruct passage unless one is a blank" / FAQ "Two pits
 *   side-by-side are illegal": a coach's pit or spiked pit may not go next to (8 neighbours)
 *   another of its own pits or spiked pits, nor next to any other coach's marker: the coach cannot
 *   know what that one is, so only a blank may go beside it. This depends only on public squares
 *   (it tells nobody a kind) and two pits are never side by side.
 * - "Triggered when a player steps on the marker (flip to reveal)": any way into the square flips
 *   it (a step, a jump's landing, a fall, a push, a follow-up, a thrown player's landing,
 *   shadowing). A blank is removed and the player goes on; a pit or spiked pit stays revealed, and
 *   anyone entering it later falls in too.
 */
import { type Ctx, emit, pop, register } from '../core.ts';
import { markWithin, startRoomTiles } from '../dungeon/analyse.ts';
import type { Dungeon } from '../dungeon/map.ts';
import { perDungeonAnd } from '../dungeon/memo.ts';
import type { Game, TrapCounter, TrapMarker } from '../state.ts';
import { fallIntoPit } from './dungeonbrawl-pits.ts';
import { startSide } from './dungeonbrawl-setup.ts';
import { afterFake } from './pit-traps.ts';
import type { SquareFeature } from './types.ts';

/** Each coach's markers with 6 coaches or fewer, and with 7 or more. */
const FEW_COACHES: readonly TrapMarker[] = ['spikedPit', 'pit', 'pit', 'blank', 'blank', 'blank'];
const MANY_COACHES: readonly TrapMarker[] = ['spikedPit', 'pit', 'blank', 'blank'];

/** The markers each coach places in this game. */
function markerSet(g: Game): readonly TrapMarker[] {
  return g.teams.length <= 6 ? FEW_COACHES : MANY_COACHES;
}

export function markerCount(g: Game): number {
  return markerSet(g).length;
}

/** The markers the coach of `team` has still to place (its whole set, less those on the board). */
export function markersLeft(g: Game, team: number): TrapMarker[] {
  const left = [...markerSet(g)];
  for (const t of g.traps) {
    const i = t.owner === team && t.marker ? left.indexOf(t.marker) : -1;
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

const isPitMarker = (t: TrapCounter): boolean =>
  t.marker === 'pit' || t.marker === 'spikedPit' || t.kind === 'pit' || t.kind === 'spikedPit';

/** The marker on a square: one at most in [000] (squares are public, so none is shared). */
export function markerAt(g: Game, sq: number): TrapCounter | undefined {
  return g.traps.find((t) => t.sq === sq);
}

/**
 * The squares a marker may ever go on, in square order: floor outside the central room and the
 * end zones, no map feature. One list per map (and start room size).
 */
const markerFloor = perDungeonAnd((d: Dungeon, side: number): readonly number[] => {
  const central = new Set(startRoomTiles(d, side));
  const out: number[] = [];
  for (let s = 0; s < d.wall.length; s++) {
    if (d.wall[s] || d.feature[s] !== null || d.endZone[s] >= 0 || central.has(d.tileOf[s])) continue;
    out.push(s);
  }
  return Object.freeze(out);
});

/** Bits per square for markerSquares: something lies on it; a pit may not go on it. */
const TAKEN = 1;
const BESIDE_PIT = 2;

/** Where the coach of `team` may place its next marker, of kind `marker`. */
export function markerSquares(ctx: Ctx, team: number, marker?: TrapMarker): number[] {
  const g = ctx.g;
  const d = ctx.d;
  const marks = new Uint8Array(d.wall.length);
  for (const c of g.chests) if (!c.open) marks[c.sq] |= TAKEN;
  for (const p of g.portals) marks[p.sq] |= TAKEN;
  for (const t of g.traps) {
    marks[t.sq] |= TAKEN;
    // Beside a pit may lie only a blank: the coach's own pits, and any other coach's marker
    // (which may be a pit: it cannot know, and the rule must hold whatever they are).
    if (t.owner !== team || isPitMarker(t)) markWithin(d, marks, t.sq, 1, BESIDE_PIT);
  }
  const blocked = marker === 'pit' || marker === 'spikedPit' ? TAKEN | BESIDE_PIT : TAKEN;
  const out: number[] = [];
  for (const s of markerFloor(d, startSide(ctx))) {
    if ((marks[s] & blocked) === 0 && g.occ[s] < 0) out.push(s);
  }
  return out;
}

/** Another coach's face-down marker shows where it lies, not what it is. */
export function hideMarkerKinds(v: Game, team: number): void {
  v.traps = v.traps.map((t) =>
    t.kind === 'faceDown' && t.owner !== team ? { sq: t.sq, owner: t.owner, kind: t.kind } : { ...t },
  );
}

/** The feature: every way into a marker's square flips it, or falls into the pit it revealed. */
export const MARKER: SquareFeature = {
  id: 'marker',
  // A player who falls into a pit is not standing where it fell: the pit acts first.
  beforeScoring: true,
  playerEnters(ctx, p, sq, how) {
    return markerAt(ctx.g, sq) ? { t: 'marker', player: p.id, sq, how } : null;
  },
};

register('marker', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    pop(g);
    const t = markerAt(g, f.sq);
    // Gone meanwhile (another frame acted first): nothing to do.
    if (!t || p.sq !== f.sq) return;
    const flipped = t.kind === 'faceDown';
    const kind: TrapMarker = t.kind === 'faceDown' ? (t.marker ?? 'blank') : t.kind;
    // The event's 'fake' is [003]'s word for a blank.
    const shown = kind === 'blank' ? 'fake' : kind;
    emit(ctx, { type: 'trap', player: p.id, sq: f.sq, owner: t.owner, kind: shown, flipped });
    if (kind === 'blank') {
      g.traps = g.traps.filter((c) => c !== t);
      return afterFake(ctx, f, p);
    }
    if (flipped) {
      t.kind = kind;
      delete t.marker;
    }
    // A carrier knocked down onto the marker dropped the ball before it flipped: "Dropped beneath
    // the player. Does not scatter": its bounce from this square is called off.
    if (g.ball.state === 'ground' && g.ball.sq === f.sq) {
      g.stack = g.stack.filter((x) => !(x.t === 'ball' && x.from === f.sq && x.phase === 'move'));
    }
    fallIntoPit(ctx, p, kind);
  },
});
