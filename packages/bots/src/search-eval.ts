/**
 * The search bot's cheap evaluation of a position for one team, in [0, 1]: a finished game is
 * decisive (1 a win, 0 a loss, 0.5 a draw); otherwise a score from who has the ball, how far the
 * ball has to walk to an opposing end zone, how safe the carrier is, who is closer to a loose
 * ball or to the unopened chests, and how many players stand on each side, squashed by a
 * logistic so that no heuristic position is worth as much as a result.
 */
import { type Dungeon, dungeonOf, type Game, type Player } from '@dungeonbowl/engine';

/** Weights of the score (in logistic units). Exported so tuning runs can adjust them. */
export const WEIGHTS = {
  /** Holding the ball. */
  possession: 1.0,
  /** Progress of the carrier: this much for being `progressRange` squares nearer the end zone. */
  progress: 3.0,
  progressRange: 40,
  /** Each opposing tackle zone on the own carrier (and the reverse). */
  carrierMarked: 0.25,
  /** Each own standing player next to the own carrier. */
  escort: 0.08,
  /** Being closer than the opponents to a loose ball (by squares, saturating). */
  looseBall: 0.5,
  /** Being closer to the unopened chests, while the ball is hidden. */
  chests: 0.3,
  /** Each player's worth by status, summed per team and compared. */
  player: 0.3,
  /** The ball nearer the end zone the team scores in than the one it defends (saturating). */
  place: 0.4,
  /** The same in the last team turns before a turn limit, which is decided by it. */
  placeLate: 1.5,
};

/** How much a player still counts, by status: standing players act now, prone ones next turn. */
const STATUS_WORTH: Record<string, number> = {
  standing: 1,
  prone: 0.6,
  stunned: 0.45,
  reserve: 0.35,
  ko: 0.15,
};

const FIELDS = new WeakMap<Dungeon, Map<string, Int16Array>>();

/** Walking distance (king moves around walls) to the nearest of `targets`; cached per dungeon. */
export function distanceTo(d: Dungeon, key: string, targets: () => number[]): Int16Array {
  let byKey = FIELDS.get(d);
  if (!byKey) {
    byKey = new Map();
    FIELDS.set(d, byKey);
  }
  let field = byKey.get(key);
  if (!field) {
    field = bfs(d, targets());
    if (byKey.size > 4096) byKey.clear();
    byKey.set(key, field);
  }
  return field;
}

function bfs(d: Dungeon, targets: number[]): Int16Array {
  const dist = new Int16Array(d.width * d.height).fill(-1);
  const queue: number[] = [];
  for (const t of targets) {
    dist[t] = 0;
    queue.push(t);
  }
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i];
    const x = s % d.width;
    const y = (s - x) / d.width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= d.width || ny >= d.height) continue;
        const n = ny * d.width + nx;
        if (d.wall[n] || dist[n] >= 0) continue;
        dist[n] = dist[s] + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

/** Distances to the end zones team `team` scores in (every other team's). */
export function scoringField(g: Game, team: number): Int16Array {
  const d = dungeonOf(g);
  const zones = g.teams
    .filter((t, i) => i !== team && t.endZone)
    .map((t) => 'ABCDEFGHIJKLMNOP'.indexOf(t.endZone!));
  return distanceTo(d, `zones:${zones.join(',')}`, () => {
    const out: number[] = [];
    for (let s = 0; s < d.endZone.length; s++) if (zones.includes(d.endZone[s])) out.push(s);
    return out;
  });
}

/** Distances to the nearest of one or more squares. */
export function fieldFrom(g: Game, sq: number | number[]): Int16Array {
  const sqs = typeof sq === 'number' ? [sq] : sq;
  return distanceTo(dungeonOf(g), `sq:${sqs.join(',')}`, () => sqs);
}

/** The position's worth for `team` in [0, 1]. */
export function evaluate(g: Game, team: number): number {
  if (g.result) return g.result.winner === team ? 1 : g.result.winner === null ? 0.5 : 0;
  // A gentle slope, so that a position already judged good still gains from progress.
  const s = score(g, team);
  return 0.03 + 0.94 / (1 + Math.exp(-s / 2));
}

/** The unsquashed score for `team`: positive is good. */
export function score(g: Game, team: number): number {
  return ballScore(g, team) + playersScore(g, team);
}

function playersScore(g: Game, team: number): number {
  let own = 0;
  let opp = 0;
  for (const p of g.players) {
    const w = STATUS_WORTH[p.status] ?? 0;
    if (p.team === team) own += w;
    else opp += w;
  }
  // Several opposing teams share the deficit between them.
  return WEIGHTS.player * (own - opp / Math.max(1, g.teams.length - 1));
}

function ballScore(g: Game, team: number): number {
  const ball = g.ball;
  if (ball.state === 'carried') {
    const carrier = g.players[ball.carrier];
    const sign = carrier.team === team ? 1 : -1;
    return sign * carrierScore(g, carrier) + placeScore(g, team, carrier.sq);
  }
  if (ball.state === 'ground') {
    return WEIGHTS.looseBall * closeness(g, team, fieldFrom(g, ball.sq), 3) + placeScore(g, team, ball.sq);
  }
  let sum = 0;
  let n = 0;
  for (const c of g.chests) {
    if (c.open) continue;
    sum += closeness(g, team, fieldFrom(g, c.sq), 4);
    n++;
  }
  return n === 0 ? 0 : (WEIGHTS.chests * sum) / n;
}

/** What holding the ball is worth to the carrier's team: possession, progress and safety. */
function carrierScore(g: Game, carrier: Player): number {
  const field = scoringField(g, carrier.team);
  const dist = field[carrier.sq];
  const progress = dist < 0 ? 0 : 1 - Math.min(dist, WEIGHTS.progressRange) / WEIGHTS.progressRange;
  let marked = 0;
  let escort = 0;
  const w = g.width;
  const x = carrier.sq % w;
  const y = (carrier.sq - x) / w;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx === 0 && dy === 0) || x + dx < 0 || x + dx >= w) continue;
      const o = g.occ[(y + dy) * w + x + dx];
      if (o === undefined || o < 0) continue;
      const q = g.players[o];
      if (q.status !== 'standing') continue;
      if (q.team === carrier.team) escort++;
      else if (!q.lostTackleZone) marked++;
    }
  }
  const standing = carrier.status === 'standing' ? 1 : 0.5;
  return (
    standing * (WEIGHTS.possession + WEIGHTS.progress * progress) -
    WEIGHTS.carrierMarked * marked +
    WEIGHTS.escort * Math.min(escort, 2)
  );
}

/**
 * Where the ball is, whoever has it: nearer the end zones `team` scores in than those the
 * opponents score in. A turn limit decides by this (rules/time-limit.ts), so it weighs more in
 * the last team turns.
 */
function placeScore(g: Game, team: number, sq: number): number {
  const own = scoringField(g, team)[sq];
  let opp = 999;
  for (let i = 0; i < g.teams.length; i++) {
    const dd = i === team ? -1 : scoringField(g, i)[sq];
    if (dd >= 0) opp = Math.min(opp, dd);
  }
  if (own < 0 || opp === 999) return 0;
  const limit = g.options.turnLimit;
  const late = limit !== null && g.teams.some((t) => limit - t.turnsTaken <= 1);
  return (late ? WEIGHTS.placeLate : WEIGHTS.place) * Math.tanh((opp - own) / 8);
}

/**
 * In [-1, 1]: positive when `team`'s nearest standing player is closer (by the field) than the
 * nearest opponent; `scale` squares of difference give about half the effect.
 */
function closeness(g: Game, team: number, field: Int16Array, scale: number): number {
  let own = 999;
  let opp = 999;
  for (const p of g.players) {
    if (p.status !== 'standing' || p.sq < 0) continue;
    const dd = field[p.sq];
    if (dd < 0) continue;
    if (p.team === team) own = Math.min(own, dd);
    else opp = Math.min(opp, dd);
  }
  if (own === 999 && opp === 999) return 0;
  return Math.tanh((opp - own) / scale);
}
