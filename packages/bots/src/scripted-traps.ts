/**
 * Trap counters (Classic Dungeonbowl's pit traps) for the bots: where to place our own face-down
 * counters in the pre-game, and which squares a player of ours knows to hold a trap (a revealed
 * pit or spiked pit, or one of our own face-down counters), to keep off them.
 *
 * What a coach knows is read the same way from its view and from the full state: another
 * coach's face-down counter is never counted, even when a bot is handed the whole game
 * (`playBots`' `fullInformation`), so the bot plays the same either way. Under a ruleset without
 * traps `game.traps` stays empty and nothing here changes a thing.
 */
import {
  type Action,
  END_ZONE_LETTERS,
  type Game,
  type Player,
  pushAll,
  type Reach,
  reachable,
  seesTrap,
} from '@dungeonbowl/engine';
import { markersInSight, sharedEndZones } from './rules-facts.ts';
import {
  type Board,
  boardOf,
  cheb,
  chestSides,
  FAR,
  field,
  movingKey,
  movingWalls,
  trapdoors,
} from './scripted-board.ts';

/**
 * Squares where a player of `team` knows there is a trap: revealed pits and its own counters,
 * and the trapdoors that have opened ([002]: a drop from then on, for everyone).
 */
export function knownTraps(g: Game, team: number): number[] {
  // [000] Our own blank is nothing to step round (it is removed as we step on it).
  const out = g.traps.filter((t) => seesTrap(t, team) && t.marker !== 'blank').map((t) => t.sq);
  return g.openTrapdoors && g.openTrapdoors.length > 0 ? [...out, ...g.openTrapdoors] : out;
}

/**
 * The traps known to a team, and the moving walls, as a key for cached fields (empty without
 * either).
 */
export function trapKey(g: Game, team: number): string {
  const none = g.traps.length === 0 && !(g.openTrapdoors && g.openTrapdoors.length > 0);
  const moving = movingKey(g);
  return none && moving === '' ? '' : `${knownTraps(g, team).join(',')}#${moving}`;
}

/** The chance a trapdoor holds under the player: a D6 at least its ST, a 6 always ([002] Traps). */
export function trapdoorHolds(p: Player): number {
  return Math.max(1, Math.min(6, 7 - p.st)) / 6;
}

/**
 * The game as `reachable` should see it for `player`: the squares of the traps its coach knows
 * of stand taken (by the player itself, a square no route enters or ends on), and so do the
 * map's hazards ([002]: pits, lava, chasm and trapdoors; `reachable` measures only the dice of
 * moving) and, but for the carrier, the scoring passages (walls to all others). A shallow copy
 * with another occupancy, made afresh for each question (games are changed in place between
 * decisions); the engine's own answer does the rest.
 */
function masked(g: Game, player: number, trapdoorsOk: boolean, unknown: number[] = []): Game {
  const known = knownTraps(g, g.players[player].team);
  if (unknown.length > 0) pushAll(known, unknown);
  const b = boardOf(g);
  const carrier = g.ball.state === 'carried' && g.ball.carrier === player;
  const hazards = trapdoors(b).length > 0 || hasDrops(b);
  const moving = movingWalls(g);
  if (known.length === 0 && !hazards && moving.length === 0 && (carrier || b.passages.length === 0)) return g;
  const occ = g.occ.slice();
  // A loose ball lying in a pit is the exception: the player who goes in for it falls, and the
  // ball bounces out for a team-mate (else nobody would ever fetch it).
  const ball = g.ball.state === 'ground' ? g.ball.sq : -1;
  const take = (sq: number) => {
    if (occ[sq] < 0 && sq !== ball) occ[sq] = player;
  };
  for (const sq of known) take(sq);
  for (const sq of moving) take(sq);
  if (!carrier) for (const sq of b.passages) take(sq);
  // Drops always; closed trapdoors unless asked to cross them (the stone ball's corridor is crossed).
  const worst = trapdoorsOk ? 1 : 2;
  if (hazards) {
    for (let sq = 0; sq < b.n; sq++) if (b.hazard[sq] > 0 && b.hazard[sq] <= worst) take(sq);
  }
  return { ...g, occ };
}

const DROPS_SEEN = new WeakMap<Board, boolean>();

function hasDrops(b: Board): boolean {
  let v = DROPS_SEEN.get(b);
  if (v === undefined) {
    v = b.hazard.some((h) => h === 1);
    DROPS_SEEN.set(b, v);
  }
  return v;
}

/**
 * `reachable` for a player, going round the traps its coach knows of: a revealed pit floors the
 * player (and drops the ball), and our own counter is a pit one time in two. A route never ends
 * on a trap either, but for a loose ball lying in one. (Leaps: scripted-leap.ts.) The engine's
 * answer keeps the ruleset's rule on diagonals ([000]: none round a corner, trap or obstacle).
 */
export function reachKnown(g: Game, player: number, moved = 0, trapdoorsOk = false): Reach[] {
  const unknown = unknownMarkersNear(g, player);
  let out = reachable(masked(g, player, trapdoorsOk, unknown), player, moved);
  if (unknown.length > 0) out = throughUnknown(g, player, moved, trapdoorsOk, unknown, out);
  if (!trapdoorsOk) return out;
  // Across closed trapdoors: each one entered must hold.
  const b = boardOf(g);
  const holds = trapdoorHolds(g.players[player]);
  for (const r of out) {
    for (const sq of r.path) if (b.hazard[sq] === 2) r.chance *= holds;
  }
  return out;
}

/**
 * [000] How much a route over another coach's face-down marker is worth next to a sure one: half
 * of them are pits (three of each coach's six, two of four with seven coaches or more), and a
 * fall costs the action and an armour roll, but the ball stays beneath the player (no rival
 * walks in for it without falling too): a way round that costs little is always taken first,
 * but a carrier whose every way to the end zone is over a marker goes over one.
 */
const PIT_SHARE = 0.7;

/**
 * [000] Other coaches' face-down markers the player might reach this turn: their squares are in
 * sight (the ruleset's `trapsInSight`), their kinds are not. None where counters are secret.
 */
function unknownMarkersNear(g: Game, player: number): number[] {
  if (g.traps.length === 0 || !markersInSight(g)) return [];
  const p = g.players[player];
  const b = boardOf(g);
  const out: number[] = [];
  for (const t of g.traps) {
    if (!seesTrap(t, p.team) && cheb(b, t.sq, p.sq) <= p.ma + 2) out.push(t.sq);
  }
  return out;
}

/**
 * The squares reached only across another coach's face-down marker (`unknown`), added to the
 * routes that go round them (`round`) at their chance times the odds of each marker stepped on
 * being a blank: a way round that costs little is always taken first.
 */
function throughUnknown(
  g: Game,
  player: number,
  moved: number,
  trapdoorsOk: boolean,
  unknown: number[],
  round: Reach[],
): Reach[] {
  const have = new Set(round.map((r) => r.sq));
  const marker = new Set(unknown);
  const out = round;
  for (const r of reachable(masked(g, player, trapdoorsOk), player, moved)) {
    if (have.has(r.sq)) continue;
    let risky = 0;
    for (const sq of r.path) if (marker.has(sq)) risky++;
    r.chance *= PIT_SHARE ** risky;
    out.push(r);
  }
  return out;
}

/** The squares of end zone `letter`. */
function zoneSquares(b: Board, letter: string): number[] {
  const z = END_ZONE_LETTERS.indexOf(letter);
  const out: number[] = [];
  for (let s = 0; s < b.n; s++) if (b.d.endZone[s] === z) out.push(s);
  return out;
}

/** How much squares lie on some walks, and which of them every such walk goes through. */
export interface Routes {
  weight: Float64Array;
  /** 1: a square every shortest walk of some pair passes (a doorway, a corridor one wide). */
  narrow: Uint8Array;
}

/**
 * Adds how much every square lies on the shortest walks from sources A to sources B: 1 / (how
 * many squares of those walks are as far from A), so a doorway every walk goes through scores 1
 * and a square of a wide room little; squares one step off the shortest walks count a third.
 */
function addRoute(a: Int32Array, bf: Int32Array, r: Routes, scale: number): void {
  let best = FAR;
  for (let s = 0; s < a.length; s++) if (a[s] < FAR && bf[s] < FAR) best = Math.min(best, a[s] + bf[s]);
  if (best >= FAR) return;
  for (const slack of [0, 1]) {
    const width = new Map<number, number>();
    for (let s = 0; s < a.length; s++) {
      if (a[s] + bf[s] === best + slack) width.set(a[s], (width.get(a[s]) ?? 0) + 1);
    }
    const w = slack === 0 ? scale : scale / 3;
    for (let s = 0; s < a.length; s++) {
      if (a[s] + bf[s] !== best + slack) continue;
      const n = width.get(a[s]) ?? 1;
      r.weight[s] += w / n;
      if (slack === 0 && n === 1) r.narrow[s] = 1;
    }
  }
}

/** Walking distances round walls, chests and pads, from some squares (cached for the map). */
function walk(b: Board, g: Game, key: string, sources: () => number[]): Int32Array {
  return field(b, g, `trap:${key}`, sources, FAR, true);
}

/**
 * The opponents' walks: from their end zone to each chest (their hunt, which all their players
 * make first), and from each chest on to our end zone (their carrier's run, weighed less: only
 * one player makes it, late). Our own walks are the same squares the other way round, so what
 * sets them apart is the width: a counter in a square every walk of ours goes through shuts the
 * way to our players, who walk round their own counters, while one in a way two or more wide
 * costs them nothing and still catches an opponent who does not know it is there.
 */
export function walks(b: Board, g: Game, team: number, start: number[] = []): Routes {
  if (sharedEndZones(g)) return sharedWalks(b, g, team, start);
  const mine = g.teams[team].endZone ?? '';
  const others = g.teams.flatMap((t, i) => (i !== team && t.endZone ? [t.endZone] : []));
  const r: Routes = { weight: new Float64Array(b.n), narrow: new Uint8Array(b.n) };
  const home = walk(b, g, `z:${mine}`, () => zoneSquares(b, mine));
  for (const z of others) {
    const away = walk(b, g, `z:${z}`, () => zoneSquares(b, z));
    addRoute(away, home, r, 0.5);
    for (const c of g.chests) {
      if (c.open) continue;
      const chest = walk(b, g, `c:${c.sq}`, () => chestSides(b, g, c.sq));
      addRoute(away, chest, r, 1);
      addRoute(chest, home, r, 0.6);
    }
  }
  return r;
}

/**
 * Where rivals must pass when every end zone is everyone's ([000] Dungeon Brawl): each rival
 * team's walk from where its players stand (the start room, in the pre-game) to each chest, and
 * every carrier's walk from each chest on to the nearest end zone. Our players make the same
 * walks, but they know our counters and go round them (the narrow squares stay free).
 */
function sharedWalks(b: Board, g: Game, team: number, start: number[]): Routes {
  const r: Routes = { weight: new Float64Array(b.n), narrow: new Uint8Array(b.n) };
  const zones = walk(b, g, 'z:*', () => allZoneSquares(b));
  const rivals: Int32Array[] = [];
  g.teams.forEach((_, t) => {
    if (t === team) return;
    const at = g.players.filter((p) => p.team === t && p.sq >= 0).map((p) => p.sq);
    if (at.length > 0) rivals.push(walk(b, g, `team:${at.join(',')}`, () => at));
  });
  // Markers come before the set-up ([000]): every team walks out of the start room.
  if (rivals.length === 0 && start.length > 0) rivals.push(walk(b, g, `start:${start.length}`, () => start));
  for (const c of g.chests) {
    if (c.open) continue;
    const chest = walk(b, g, `c:${c.sq}`, () => chestSides(b, g, c.sq));
    for (const from of rivals) addRoute(from, chest, r, 1 / Math.max(1, rivals.length - 1));
    addRoute(chest, zones, r, 0.6);
  }
  return r;
}

function allZoneSquares(b: Board): number[] {
  const out: number[] = [];
  for (let s = 0; s < b.n; s++) if (b.d.endZone[s] >= 0 && !b.d.passage[s]) out.push(s);
  return out;
}

/**
 * Where to put the next face-down counter: where the opponents must pass (squares of their
 * shortest walks to the chests and on to our end zone, the narrower the way the better), but
 * not in a square every walk goes through (our players would have to leap it), and apart from
 * our other counters (each should catch a walk of its own).
 */
export function trapPlacement(g: Game, team: number, actions: Action[]): Action {
  const b = boardOf(g);
  const r = walks(b, g, team);
  const placed = knownTraps(g, team);
  let best = actions[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'placeTrap') continue;
    let score = r.weight[a.sq] - (r.narrow[a.sq] ? 4 : 0);
    for (const t of placed) if (cheb(b, t, a.sq) < 4) score -= 2;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
