/**
 * What each player is for, and how good a square is for it: hunting a chest while the ball is
 * hidden, escorting our carrier, chasing theirs, or closing in on a loose ball. A role is a cost
 * over squares (lower is better); moves without dice go to the cheapest square in reach.
 */
import type { Player } from '@dungeonbowl/engine';
import { chestSides, FAR, field, neighbours, stoneBallRisk } from './scripted-board.ts';
import { partOf, parts } from './scripted-portal.ts';
import { perTurn, type Sit } from './scripted-situation.ts';

export type RoleKind = 'hunt' | 'escort' | 'chase' | 'ball';

/** How far (in squares walked) escorts and chasers measure their way to the carrier. */
const NEAR = 20;

export interface Role {
  kind: RoleKind;
  /** Distance to what the role heads for: its chest's sides, the carrier, the ball. */
  dist: Int32Array | null;
  /** The carrier's (or ball's) distance to the end zone it is heading for. */
  ref: number;
  /** Squares to keep off: the sides of the chest opened this turn, the carrier's lane. */
  avoid: Set<number> | null;
}

/** Distance to the sides of chest `i` (where it can be opened from). */
export function chestField(s: Sit, i: number): Int32Array {
  const c = s.g.chests[i];
  return field(s.b, s.g, `c:${c.sq}`, () => neighbours(s.b, c.sq));
}

/** Distance to the nearest teleporter. */
function padField(s: Sit): Int32Array {
  return field(s.b, s.g, `pads:${s.g.portals.map((p) => p.sq).join(',')}`, () =>
    s.g.portals.map((p) => p.sq),
  );
}

/** Distance to one square (a carrier, the ball), up to `radius`. */
export function pointField(s: Sit, sq: number, radius?: number): Int32Array {
  return field(s.b, s.g, `p:${sq}`, () => [sq], radius);
}

function closed(s: Sit): number[] {
  const out: number[] = [];
  s.g.chests.forEach((c, i) => {
    if (!c.open) out.push(i);
  });
  return out;
}

/**
 * Which chest each of our players heads for: first the nearest free player to each chest, so
 * every chest is covered, then everyone else to the chest nearest them.
 */
export function huntAssignments(s: Sit): Map<number, number> {
  return perTurn(s, `hunt:${s.g.chests.filter((c) => c.open).length}`, () => {
    const chests = closed(s);
    const players = s.g.players.filter((p) => p.team === s.team && p.sq >= 0 && p.id !== s.carrier);
    const pairs: [number, number, number][] = [];
    // Only chests a player can walk to (not in a vault, nor beyond an opened trapdoor).
    const part = parts(s.b, s.g);
    for (const i of chests) {
      const f = chestField(s, i);
      const cp = part[s.g.chests[i].sq];
      const rival = rivalDistance(s, f);
      for (const p of players)
        if (part[p.sq] === cp) pairs.push([f[p.sq] + contest(s, f[p.sq], rival), p.id, i]);
    }
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const out = new Map<number, number>();
    const covered = new Set<number>();
    for (const [d, pid, i] of pairs) {
      if (d >= FAR || out.has(pid) || covered.has(i)) continue;
      out.set(pid, i);
      covered.add(i);
    }
    // Chests in vaults none of ours can walk to ([002] Wormholes): the players a walkable chest
    // does not need head for the teleporters, the way in (makeRole), rather than crowd its sides.
    const vaults = chests.some((i) => !covered.has(i));
    if (vaults) return out;
    for (const [d, pid, i] of pairs) if (d < FAR && !out.has(pid)) out.set(pid, i);
    return out;
  });
}

/** The nearest standing opponent's distance on a field (FAR for none). */
function rivalDistance(s: Sit, f: Int32Array): number {
  let d = FAR;
  for (const q of s.g.players)
    if (q.team !== s.team && q.status === 'standing' && q.sq >= 0) d = Math.min(d, f[q.sq]);
  return d;
}

/**
 * Among several rival teams ([000]) whoever opens the chest holding the ball nearly always wins:
 * a chest a rival reaches first is one we are unlikely to open, so a hunter prefers one it reaches
 * first (a chest counts as farther by what the rival gains on us).
 */
function contest(s: Sit, ours: number, rival: number): number {
  if (s.g.teams.length <= 2 || ours >= FAR) return 0;
  return Math.max(0, ours - rival + 1);
}

/**
 * The carrier's lane: the squares of its shortest way to the end zone (round walls, chests and
 * portals; players ignored), as far as it could run this turn and the next. Team-mates keep off
 * it, and clear it before the carrier runs.
 */
export function carrierLane(s: Sit): Set<number> {
  const c = s.g.players[s.carrier];
  return perTurn(s, `lane:${c.id}:${c.sq}`, () => {
    const lane = new Set<number>();
    let at = c.sq;
    for (let k = 0; k < 2 * c.ma && s.ez[at] > 0; k++) {
      let next = -1;
      for (const t of neighbours(s.b, at)) {
        if (s.ez[t] === s.ez[at] - 1 && (next < 0 || laneCost(s, t) < laneCost(s, next))) next = t;
      }
      if (next < 0) break;
      lane.add(next);
      at = next;
    }
    return lane;
  });
}

/** Where the lane would rather not go: tackle zones, opponents, portals (a carrier never steps on one). */
function laneCost(s: Sit, sq: number): number {
  const o = s.g.occ[sq];
  const opponent = o >= 0 && s.g.players[o].team !== s.team ? 9 : 0;
  const portal = s.g.portals.some((p) => p.sq === sq) ? 5 : 0;
  return s.tz()[sq] + opponent + portal;
}

/** How good a square is for a player, by what the team is doing now (kept for the decision). */
export function roleOf(s: Sit, p: Player, avoidChest: number): Role {
  const key = `${p.id}:${avoidChest}`;
  let r = s.roles.get(key) as Role | undefined;
  if (!r) {
    r = makeRole(s, p, avoidChest);
    s.roles.set(key, r);
  }
  return r;
}

function makeRole(s: Sit, p: Player, avoidChest: number): Role {
  const g = s.g;
  if (s.hidden) {
    const i = huntAssignments(s).get(p.id);
    const avoid = avoidChest >= 0 ? new Set(chestSides(s.b, g, g.chests[avoidChest].sq)) : null;
    // No chest this player can walk to (they lie in vaults): to the teleporters, the way in.
    const dist = i !== undefined ? chestField(s, i) : g.portals.length > 0 ? padField(s) : null;
    return { kind: 'hunt', dist, ref: 0, avoid };
  }
  if (s.ourBall) {
    const c = g.players[s.carrier];
    return { kind: 'escort', dist: pointField(s, c.sq, NEAR), ref: s.ez[c.sq], avoid: carrierLane(s) };
  }
  if (s.theirBall) {
    const c = g.players[s.carrier];
    return { kind: 'chase', dist: pointField(s, c.sq, NEAR), ref: s.own[c.sq], avoid: null };
  }
  // The ball loose where no walk from here leads (a platform behind opened trapdoors, [002]
  // Castle; a vault): the teleporters are the way there.
  const away = g.portals.length > 0 && g.ball.sq >= 0 && partOf(s.b, g, g.ball.sq) !== parts(s.b, g)[p.sq];
  return { kind: 'ball', dist: away ? padField(s) : pointField(s, g.ball.sq), ref: 0, avoid: null };
}

/** How bad a square is for a player with this role (lower is better). */
export function roleCost(s: Sit, r: Role, sq: number): number {
  // The stone ball's corridor ([002] Temple of Doom): a place to stand only where it is unlikely to roll.
  if (s.b.hazard[sq] === 3) return baseCost(s, r, sq) + 40 * stoneBallRisk(s.b, s.g, sq);
  return baseCost(s, r, sq);
}

function baseCost(s: Sit, r: Role, sq: number): number {
  const tz = s.tz();
  const d = r.dist ? r.dist[sq] : 0;
  const avoid = r.avoid?.has(sq) ? 1 : 0;
  switch (r.kind) {
    case 'hunt':
      // Next to the chest opened this turn a player is caught in the blast.
      return d + 50 * avoid + tz[sq];
    case 'escort':
      // Beside the carrier, on the side of the end zone it runs to, out of tackle zones and off
      // its lane. From afar: on to that end zone, where the carrier is going.
      if (d >= FAR) return 3 * NEAR + s.ez[sq];
      return 3 * Math.max(0, d - 1) + 0.5 * (s.ez[sq] - r.ref) + 2 * tz[sq] + 20 * avoid;
    case 'chase':
      // Marking the carrier, from between it and our end zone. From afar: back to defend it.
      if (d >= FAR) return 3 * NEAR + s.own[sq];
      return 3 * Math.max(0, d - 1) + 0.3 * (s.own[sq] - r.ref);
    default: {
      // One of ours stands on the ball (left there by a chest's blast): leave it room to step
      // off and back on for it.
      const on = s.g.occ[s.g.ball.sq];
      if (on >= 0 && s.g.players[on].team === s.team) return 3 * Math.abs(d - 2) + tz[sq];
      return 3 * Math.max(0, d - 1) + tz[sq];
    }
  }
}
