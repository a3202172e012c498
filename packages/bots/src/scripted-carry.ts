/**
 * The ball: where our carrier runs (the engine's `reachable` gives each square's chance, the
 * bot weighs the ground gained against losing the ball) and who picks up a loose ball.
 */
import type { Player, Reach } from '@dungeonbowl/engine';
import { timeUpOnScore } from './rules-facts.ts';
import { cheb, FAR, field, stoneBallRisk, trapdoors } from './scripted-board.ts';
import { picksUpInPit } from './scripted-pit.ts';
import { partOf, parts, stepOff } from './scripted-portal.ts';
import { carrierLane } from './scripted-roles.ts';
import { perTurn, type Sit } from './scripted-situation.ts';
import { knownTraps, reachKnown } from './scripted-traps.ts';

export interface RunPlan {
  path: number[];
  chance: number;
  /** Expected worth of taking the path; `stay` is the worth of not moving. */
  score: number;
  stay: number;
  touchdown: boolean;
}

/** What losing the ball costs, in the units of `squareWorth` (six per square from the end zone). */
const LOSS = 40;
const TOUCHDOWN = 110;

/** How good it is for our carrier to stand on `sq` at the end of the move; `near`: opponents' squares. */
function squareWorth(s: Sit, sq: number, near: number[]): number {
  // Opponents that could reach the square next turn (standing within three squares).
  let threat = 0;
  for (const o of near) if (cheb(s.b, o, sq) <= 3) threat++;
  // The stone ball's corridor ([002] Temple of Doom): a run ends there only for a good gain.
  const rolling = 40 * stoneBallRisk(s.b, s.g, sq);
  return 100 - 6 * s.ez[sq] - 5 * s.tz()[sq] - 2 * Math.min(threat, 4) - rolling;
}

/**
 * With too few turns left to score, the time-limit rule decides: the ball must end nearer the end
 * zone we score in than the one they score in. Each square the carrier still runs in the turns
 * after this one counts twice (one nearer theirs, one further from ours). Near the balance a
 * square is worth a lot, so the carrier rushes and dodges for it.
 */
function timeLimitWorth(s: Sit, p: Player, sq: number): number {
  // A match decided on the score ([002]): where the ball lies when time is up counts for nothing.
  // Shared end zones ([000]): the ball is as near everyone's, so no side to be on.
  if (!Number.isFinite(s.turnsLeft) || timeUpOnScore(s.g) || s.own === s.ez) return 0;
  const later = Math.max(0, s.turnsLeft - 1) * p.ma;
  // A touchdown is still on: as good as the balance tipping our way.
  if (s.ez[sq] <= later + 2) return 60;
  const margin = s.own[sq] - s.ez[sq] + 2 * later;
  return 60 * Math.min(1, Math.max(0, 0.5 + margin / 8));
}

/**
 * What losing the ball costs now. In a match decided on the score ([002]), a lead is kept rather
 * than risked; level or behind with three turns or fewer left, the ball is
 * risked for the touchdown.
 */
function lossNow(s: Sit): number {
  if (!timeUpOnScore(s.g) || !Number.isFinite(s.turnsLeft)) return LOSS;
  let best = 0;
  s.g.score.forEach((n, i) => {
    if (i !== s.team) best = Math.max(best, n);
  });
  const lead = s.g.score[s.team] - best;
  if (lead > 0) return LOSS * 1.5;
  return s.turnsLeft <= 3 ? LOSS / 2 : LOSS;
}

/** Every way from `sq` to where we score crosses a closed trapdoor ([002]). */
function shutIn(s: Sit, sq: number): boolean {
  const doors = trapdoors(s.b);
  if (doors.length === 0 || s.ez[sq] >= FAR) return false;
  const known = knownTraps(s.g, s.team);
  const key = `z:${s.targets.length}:${s.targets[0]}:nodoors`;
  return field(s.b, s.g, key, () => s.targets, FAR, true, [...known, ...doors])[sq] >= FAR;
}

function inTarget(s: Sit, sq: number): boolean {
  return s.ez[sq] === 0;
}

/** The carrier's best run this activation, `moved` squares of MA already used. */
export function runPlan(s: Sit, p: Player, moved: number): RunPlan {
  const near: number[] = [];
  for (const q of s.g.players) if (q.team !== s.team && q.status === 'standing') near.push(q.sq);
  const stay = squareWorth(s, p.sq, near) + timeLimitWorth(s, p, p.sq);
  // Shut in behind trapdoors (Castle's platforms), staying put never scores: the ball is risked.
  const fail = stay - (shutIn(s, p.sq) ? LOSS / 4 : lossNow(s));
  // The last turn: a touchdown is all that is left to play for.
  const td = s.turnsLeft <= 1 ? 1000 : TOUCHDOWN;
  let best: RunPlan = { path: [], chance: 1, score: stay, stay, touchdown: false };
  // Across closed trapdoors too, at the odds of each holding ([002]).
  for (const r of reachKnown(s.g, p.id, moved, true)) {
    if (r.portal) continue;
    const touchdown = inTarget(s, r.sq);
    const worth = touchdown ? td : squareWorth(s, r.sq, near) + timeLimitWorth(s, p, r.sq);
    const score = r.chance * worth + (1 - r.chance) * fail;
    if (score > best.score + 1e-9 || (touchdown && !best.touchdown && score >= best.score - 1e-9)) {
      best = { path: r.path, chance: r.chance, score, stay, touchdown };
    }
  }
  return best;
}

/**
 * The carrier's plan, worked out again when it has moved or when team-mates have left its lane
 * (squares free up).
 */
export function carrierPlan(s: Sit): RunPlan {
  const p = s.g.players[s.carrier];
  let inLane = 0;
  for (const sq of carrierLane(s)) if (s.g.occ[sq] >= 0) inLane++;
  return perTurn(s, `run:${p.id}:${p.sq}:${inLane}`, () => runPlan(s, p, 0));
}

export interface PickPlan {
  player: number;
  path: number[];
  chance: number;
}

/** The least chance worth a pick-up attempt (a failure is a turnover, late in the turn). */
const MIN_PICK = 0.25;

/** The best of our nearest unactivated players to pick up the loose ball this turn. */
export function pickPlan(s: Sit, players: number[]): PickPlan | null {
  const g = s.g;
  const ball = g.ball.sq;
  const key = `pick:${ball}`;
  const hit = s.mem.cache.get(key) as PickPlan | null | undefined;
  // Worked out once per turn and ball square, again only if the picker has been used since.
  if (hit !== undefined && (hit === null || players.includes(hit.player))) return hit;
  s.mem.cache.delete(key);
  // One of ours left standing on the loose ball (a chest's blast where it lay): off and back on,
  // once team-mates have made room (so worked out afresh each time).
  const on = g.occ[ball] >= 0 ? g.players[g.occ[ball]] : null;
  // [000] In a pit on it: picked up where it stands (scripted-pit.ts).
  if (on && on.team === s.team && players.includes(on.id) && picksUpInPit(g, on)) {
    return { player: on.id, path: [], chance: 0.5 };
  }
  if (on && on.team === s.team && on.status === 'standing' && players.includes(on.id)) {
    const off = stepOff(s, on);
    return off ? { player: on.id, path: [...off, ball], chance: 0.5 } : null;
  }
  return perTurn(s, key, () => {
    // Squares as the crow flies: `reachable` then goes round the walls.
    const d = (p: Player) => cheb(s.b, p.sq, ball);
    // Only players who can walk to it (not those beyond the wall of a vault, [002] Wormholes).
    const part = parts(s.b, g);
    const ballPart = partOf(s.b, g, ball);
    const near = players
      .map((i) => g.players[i])
      .filter((p) => p.status === 'standing' && d(p) <= p.ma + 2 && part[p.sq] === ballPart)
      .sort((a, b) => d(a) - d(b) || a.id - b.id)
      .slice(0, 2);
    let best: PickPlan | null = null;
    for (const p of near) {
      // Across a closed trapdoor too, at its odds (a ball on Castle's platforms).
      const r: Reach | undefined = reachKnown(g, p.id, 0, true).find((x) => x.sq === ball);
      if (r && (!best || r.chance > best.chance)) best = { player: p.id, path: r.path, chance: r.chance };
    }
    // Too long a shot: the others close in on the ball instead.
    return best && best.chance >= MIN_PICK ? best : null;
  });
}
