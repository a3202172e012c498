/**
 * The search bot's cheap evaluation of a position for one team, in [0, 1]: a finished game is
 * decisive (1 a win, 0 a loss, 0.5 a draw); otherwise an estimate of the team's chance to win
 * from who has the ball, how far it has to go, how safe the carrier is, who is closer to a loose
 * ball or to the unopened chests, how many players stand on each side and which end zone the
 * ball is nearer. The features are weighed by a logistic regression fitted on game results,
 * one set of weights per phase of a turn-limited game (search-eval-weights.ts, bench/fit-eval.ts),
 * and squashed so that no estimate is worth as much as a result.
 */
import { type Dungeon, dungeonOf, type Game, type Player } from '@dungeonbowl/engine';
import { scoresInPassages, scoringLetters, timeUpOnScore } from './rules-facts.ts';
import { boardOf, cheb } from './scripted-board.ts';
import { FEATURE, FEATURES, PHASES, WEIGHTS } from './search-eval-weights.ts';

/** Squares from the end zone over which a carrier's progress counts (nearer is all the same). */
const PROGRESS_RANGE = 40;

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
  // Every other team's end zone, or every end zone where they are shared ([000]).
  const zones = scoringLetters(g, team, d.endZones).theirs.map((z) => 'ABCDEFGHIJKLMNOP'.indexOf(z));
  return distanceTo(d, `zones:${zones.join(',')}${scoresInPassages(g) ? ':passages' : ''}`, () => {
    const out: number[] = [];
    // Only the passages score where the rules say so ([002]); elsewhere the whole end zone.
    const passages = scoresInPassages(g);
    for (let s = 0; s < d.endZone.length; s++) {
      if (zones.includes(d.endZone[s]) && (!passages || d.passage[s])) out.push(s);
    }
    return out;
  });
}

/** Distances to the nearest of one or more squares. */
export function fieldFrom(g: Game, sq: number | number[]): Int16Array {
  const sqs = typeof sq === 'number' ? [sq] : sq;
  return distanceTo(dungeonOf(g), `sq:${sqs.join(',')}`, () => sqs);
}

/** The features of a position for one team, in the order of `FEATURES` (search-eval-weights.ts). */
export function features(g: Game, team: number): number[] {
  const f = new Array<number>(FEATURES.length).fill(0);
  f[FEATURE.players] = playerBalance(g, team);
  const ball = g.ball;
  if (ball.state === 'carried') {
    const carrier = g.players[ball.carrier];
    carrierFeatures(g, carrier, carrier.team === team ? 1 : -1, f);
    f[FEATURE.place] = place(g, team, carrier.sq);
  } else if (ball.state === 'ground') {
    f[FEATURE.looseBall] = closeness(g, team, fieldFrom(g, ball.sq), 3);
    f[FEATURE.place] = place(g, team, ball.sq);
  } else {
    let sum = 0;
    let n = 0;
    for (const c of g.chests) {
      if (c.open) continue;
      sum += closeness(g, team, fieldFrom(g, c.sq), 4);
      n++;
    }
    f[FEATURE.chests] = n === 0 ? 0 : sum / n;
  }
  return f;
}

/** The position's worth for `team` in [0, 1]: an estimate of its chance to win. */
export function evaluate(g: Game, team: number): number {
  if (g.result) return g.result.winner === team ? 1 : g.result.winner === null ? 0.5 : 0;
  return squash(score(g, team));
}

/** A score in logistic units as a chance, never quite a result: a finished game is surer. */
export function squash(s: number): number {
  return 0.02 + 0.96 / (1 + Math.exp(-s));
}

/** The unsquashed score for `team` (logistic units): positive is good. */
export function score(g: Game, team: number): number {
  const w = weightsFor(g, team);
  const f = features(g, team);
  let sum = w[FEATURES.length];
  for (let i = 0; i < f.length; i++) sum += w[i] * f[i];
  return sum + matchLead(g, team);
}

/**
 * A match of several touchdowns decided on the score ([002]): each touchdown of lead counts,
 * more as the end nears (the weights were fitted on games of one touchdown, where it never came up).
 */
const LEAD = 2.5;

function matchLead(g: Game, team: number): number {
  if (!timeUpOnScore(g)) return 0;
  let best = 0;
  for (let i = 0; i < g.score.length; i++) if (i !== team) best = Math.max(best, g.score[i]);
  const lead = g.score[team] - best;
  if (lead === 0) return 0;
  const left = turnsLeft(g, team);
  return lead * (LEAD + (Number.isFinite(left) ? 4 / Math.max(1, left) : 0));
}

/** The own team turns left to `team` before the turn limit (Infinity without one). */
export function turnsLeft(g: Game, team: number): number {
  const limit = g.options.turnLimit;
  return limit === null ? Number.POSITIVE_INFINITY : limit - g.teams[team].turnsTaken;
}

/** The row of `WEIGHTS` for a team with `left` own turns left. */
export function phaseOf(left: number): number {
  const i = PHASES.findIndex((most) => left <= most);
  return i < 0 ? PHASES.length : i;
}

function weightsFor(g: Game, team: number): readonly number[] {
  return WEIGHTS[phaseOf(turnsLeft(g, team))];
}

/** Standing players and the rest by status, own minus the opponents' (shared between them). */
function playerBalance(g: Game, team: number): number {
  let own = 0;
  let opp = 0;
  for (const p of g.players) {
    const w = STATUS_WORTH[p.status] ?? 0;
    if (p.team === team) own += w;
    else opp += w;
  }
  return own - opp / Math.max(1, g.teams.length - 1);
}

/** The carrier's features, `sign` +1 for our carrier and -1 for theirs. */
function carrierFeatures(g: Game, carrier: Player, sign: number, f: number[]): void {
  const field = scoringField(g, carrier.team);
  const dist = field[carrier.sq];
  const progress = dist < 0 ? 0 : 1 - Math.min(dist, PROGRESS_RANGE) / PROGRESS_RANGE;
  let marked = 0;
  let escort = 0;
  let threat = 0;
  const b = boardOf(g);
  for (const q of g.players) {
    if (q.team !== carrier.team && q.status === 'standing' && q.sq >= 0 && cheb(b, q.sq, carrier.sq) <= 3)
      threat++;
  }
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
  f[FEATURE.possession] = sign * standing;
  f[FEATURE.progress] = sign * standing * progress;
  f[FEATURE.carrierMarked] = sign * marked;
  f[FEATURE.escort] = sign * Math.min(escort, 2);
  f[FEATURE.inReach] = standing === 1 && dist >= 0 && dist <= carrier.ma + 2 ? sign : 0;
  f[FEATURE.threat] = sign * Math.min(threat, 4);
}

/**
 * Where the ball is, whoever has it: in [-1, 1], positive when nearer the end zones `team`
 * scores in than those the opponents score in. A turn limit decides by this
 * (rules/time-limit.ts), so its weight grows as the limit nears.
 */
function place(g: Game, team: number, sq: number): number {
  const own = scoringField(g, team)[sq];
  let opp = 999;
  for (let i = 0; i < g.teams.length; i++) {
    const dd = i === team ? -1 : scoringField(g, i)[sq];
    if (dd >= 0) opp = Math.min(opp, dd);
  }
  // Where the ball lies counts for nothing when time up goes by the score ([002]).
  if (own < 0 || opp === 999 || timeUpOnScore(g)) return 0;
  return Math.tanh((opp - own) / 8);
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
