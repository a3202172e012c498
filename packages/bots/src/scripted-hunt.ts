/**
 * Ball hunting: which chest to open this turn and who opens it. An empty chest explodes (a
 * turnover), so the opening is the team turn's last act, by a player who reaches an unmarked
 * square beside the chest without dice, where the blast catches as few team-mates as possible;
 * failing that, by one who gets there with rushes or dodges (`reachable` gives the chance): a
 * fall then costs no more than the blast would have.
 */
import type { Player } from '@dungeonbowl/engine';
import { chestsOpenOnEntry, openingCostsSquare } from './rules-facts.ts';
import { cheb, neighbours, routeTo, safeSquares, stepsTo } from './scripted-board.ts';
import { chestField } from './scripted-roles.ts';
import { playerWorth, type Sit } from './scripted-situation.ts';
import { reachKnown } from './scripted-traps.ts';

export interface OpenPlan {
  player: number;
  /** Index of the chest in game.chests. */
  chest: number;
  path: number[];
}

/** Players of each team standing or lying next to the chest (caught in its blast). */
function blast(s: Sit, sq: number, opener: number): number {
  let cost = 0;
  for (const t of neighbours(s.b, sq)) {
    const i = s.g.occ[t];
    if (i < 0 || i === opener) continue;
    const q = s.g.players[i];
    if (q.team === s.team) cost += q.status === 'standing' ? 3 : 1;
    else if (q.status === 'standing') cost -= 1;
  }
  return cost;
}

/**
 * The best opening this turn among `players` (ids free to activate), or null; `only`: that chest
 * (by index) and no other.
 */
export function openPlan(s: Sit, players: number[], only = -1): OpenPlan | null {
  const g = s.g;
  const tz = s.tz();
  // Unmarked squares beside each closed chest: where an opener may end its move.
  const sides = new Map<number, number[]>();
  g.chests.forEach((c, i) => {
    if (c.open || (only >= 0 && i !== only)) return;
    for (const t of neighbours(s.b, c.sq)) {
      if (tz[t] > 0) continue;
      const list = sides.get(t);
      if (list) list.push(i);
      else sides.set(t, [i]);
    }
  });
  if (sides.size === 0) return null;
  let best: OpenPlan | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  // Where opening takes a square of movement (Classic), or the chest is opened by stepping onto
  // it ([002]), the opener must arrive with one left.
  const keep = openingCostsSquare(g) || chestsOpenOnEntry(g) ? 1 : 0;
  for (const id of players) {
    const p: Player = g.players[id];
    if (p.status !== 'standing' || id === s.carrier || tz[p.sq] > 0) continue;
    const reach = safeSquares(s.b, g, tz, p.sq, p.ma - keep);
    // The nearest side of each chest this player reaches.
    const side = new Map<number, number>();
    for (const t of reach) {
      for (const i of sides.get(t) ?? []) if (!side.has(i)) side.set(i, t);
    }
    for (const [i, t] of side) {
      // Few team-mates in the blast; the chest farthest from where we score first (the ball found
      // there needs the most turns to carry); a cheap opener.
      const sq = g.chests[i].sq;
      const score =
        blast(s, sq, id) - 0.2 * Math.min(s.ez[sq], 60) + 0.1 * playerWorth(p) + 0.05 * stepsTo(s.b, t);
      if (score < bestScore) {
        bestScore = score;
        best = { player: id, chest: i, path: routeTo(s.b, t) };
      }
    }
  }
  return best;
}

/** The least chance worth a dash to a chest at the end of the turn. */
const MIN_DASH = 0.4;

/**
 * A loose ball come to rest on a closed chest ([002]: a chest square is a normal square): the
 * chest's index, or -1. Stepping on to fetch it opens the chest.
 */
export function ballOnChest(s: Sit): number {
  if (!s.loose || !chestsOpenOnEntry(s.g)) return -1;
  return s.g.chests.findIndex((c) => !c.open && c.sq === s.g.ball.sq);
}

/** An opening that needs dice on the way: the best chance among the nearest players. */
export function riskyOpenPlan(s: Sit, players: number[], only = -1): OpenPlan | null {
  const g = s.g;
  const tz = s.tz();
  let best: OpenPlan | null = null;
  let bestChance = MIN_DASH;
  const costs = openingCostsSquare(g) || chestsOpenOnEntry(g);
  g.chests.forEach((c, i) => {
    if (c.open || (only >= 0 && i !== only)) return;
    const f = chestField(s, i);
    const near = players
      .map((id) => g.players[id])
      .filter((p) => p.status === 'standing' && p.id !== s.carrier && f[p.sq] <= p.ma + 2)
      .sort((a, b) => f[a.sq] - f[b.sq])
      .slice(0, 2);
    for (const p of near) {
      for (const r of reachKnown(g, p.id, 0, true)) {
        if (r.portal || r.pickUp || tz[r.sq] > 0 || cheb(s.b, r.sq, c.sq) !== 1) continue;
        // No square of movement left to open it with (a rush cannot pay for it).
        if (costs && r.path.length >= p.ma) continue;
        if (r.chance > bestChance) {
          bestChance = r.chance;
          best = { player: p.id, chest: i, path: r.path };
        }
      }
    }
  });
  return best;
}
