/**
 * Leaping a trap (Classic Dungeonbowl): a player may jump over a revealed pit, or over one of its
 * own coach's face-down counters, into a square beyond. The bots walk round known traps, so they
 * leap only where they must: when known traps cut every way from our end zone to the one we
 * score in (revealed pits filling a doorway, say), the carrier runs up to the trap and leaps it
 * towards the end zone. The engine offers the jumps; the bot only picks one.
 */
import type { Action, Player } from '@dungeonbowl/engine';
import { cheb, neighbours } from './scripted-board.ts';
import type { Sit } from './scripted-situation.ts';
import { knownTraps } from './scripted-traps.ts';

/** Known traps beside the player. */
function trapsBeside(s: Sit, p: Player): number[] {
  return knownTraps(s.g, s.team).filter((t) => cheb(s.b, p.sq, t) === 1);
}

/** The offered jump over a known trap that lands the carrier nearest the end zone, if nearer. */
export function leapAction(s: Sit, p: Player, actions: Action[]): Action | null {
  if (!s.cut || p.id !== s.carrier) return null;
  const traps = trapsBeside(s, p);
  let best: Action | null = null;
  let bestD = s.ez[p.sq];
  for (const a of actions) {
    if (a.type !== 'jump' || !traps.some((t) => cheb(s.b, t, a.to) === 1)) continue;
    if (s.ez[a.to] < bestD) {
      bestD = s.ez[a.to];
      best = a;
    }
  }
  return best;
}

/** Is the carrier beside a known trap with a free square beyond it nearer the end zone? */
export function leapReady(s: Sit, p: Player): boolean {
  if (!s.cut || p.id !== s.carrier || p.status !== 'standing') return false;
  for (const t of trapsBeside(s, p)) {
    for (const n of neighbours(s.b, t)) {
      if (cheb(s.b, p.sq, n) === 2 && s.g.occ[n] < 0 && s.ez[n] < s.ez[p.sq]) return true;
    }
  }
  return false;
}
