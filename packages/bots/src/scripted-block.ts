/**
 * Blocks: which to take (the engine's `blockOdds`: the chance the target goes down against the
 * chance ours does, weighed by who they are), which block die to keep (`blockFaceResult`),
 * whether to re-roll the dice, where to push and whether to follow up.
 */
import {
  type Action,
  type BlockDice,
  blockFaceResult,
  blockOdds,
  maxOf,
  minOf,
  type Player,
} from '@dungeonbowl/engine';
import { turnoverEndsActivation } from './rules-facts.ts';
import { cheb, neighbours } from './scripted-board.ts';
import type { Sit } from './scripted-situation.ts';
import { knownTraps } from './scripted-traps.ts';

/** How much knocking this opponent down is worth. */
function targetWorth(s: Sit, o: Player): number {
  if (o.id === s.carrier) return 12;
  if (s.ourBall && cheb(s.b, o.sq, s.g.players[s.carrier].sq) <= 1) return 3;
  if (s.g.teams.length <= 2) return 1;
  // Among several rival teams ([000] free-for-all), a fight away from the ball helps the
  // others as much as us: taken only when it is nearly free.
  return threatensBall(s, o) ? 2 : 0.5;
}

/**
 * Could this opponent get to the ball next turn: pick up a loose ball (its move and two rushes
 * away), reach our carrier for a blitz, or, while the ball is hidden, open a chest beside it?
 */
export function threatensBall(s: Sit, o: Player): boolean {
  const g = s.g;
  if (s.loose) return cheb(s.b, o.sq, g.ball.sq) <= o.ma + 2;
  if (s.ourBall) return cheb(s.b, o.sq, g.players[s.carrier].sq) <= o.ma + 1;
  if (s.hidden) return g.chests.some((c) => !c.open && cheb(s.b, o.sq, c.sq) <= 2);
  return false;
}

/**
 * What our attacker going down costs: the turnover (less once nothing else is left to do in the
 * turn: `late`), the player lying down next turn, and the ball if it carries it.
 */
function attackerCost(s: Sit, a: Player, late: boolean): number {
  if (a.id === s.carrier) return 40;
  // Where a turnover ends only this player's action ([000]), the rest of the turn goes on.
  return late || turnoverEndsActivation(s.g) ? 1 : 2.5;
}

/** Worth of a block by `a` on `o` from where `a` stands, or from square `from` (positive: take it). */
export function blockValue(s: Sit, a: Player, o: Player, late = false, from?: number): number {
  const odds = blockOdds(s.g, a.id, o.id, from);
  return odds.defenderDown * targetWorth(s, o) - odds.attackerDown * attackerCost(s, a, late);
}

/** The best block among the declarations offered, if it is worth taking. */
export function bestBlock(s: Sit, blocks: Action[], late = false): Action | null {
  let best: Action | null = null;
  let bestV = late ? 0.1 : 0.15;
  for (const a of blocks) {
    if (a.type !== 'activate' || a.target === undefined) continue;
    const p = s.g.players[a.player];
    if (p.id === s.carrier || p.status !== 'standing') continue;
    const v = blockValue(s, p, s.g.players[a.target], late);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Worth of a block die face for the attacker (the defender's coach picks the lowest). */
function faceWorth(s: Sit, f: BlockDice, face: string): number {
  const g = s.g;
  const r = blockFaceResult(g, f.attacker, f.defender, face);
  const carrier = g.ball.state === 'carried' ? g.ball.carrier : -1;
  const down = r.defenderDown ? (f.defender === carrier ? 30 : 10) : 0;
  const lost = r.attackerDown ? (f.attacker === carrier ? 40 : 12) : 0;
  return down - lost + (face === 'push' || face === 'stumble' ? 1 : 0);
}

export function chooseBlockDie(s: Sit, f: BlockDice, actions: Action[]): Action {
  const attacking = s.g.players[f.attacker].team === s.team;
  let best = actions[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'chooseBlockDie') continue;
    const v = faceWorth(s, f, f.faces[a.index]) * (attacking ? 1 : -1);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** The worth of the dice as rolled: what the chooser will keep. */
export function rolledWorth(s: Sit, f: BlockDice): number {
  const values = f.faces.map((face) => faceWorth(s, f, face));
  return f.chooser === s.g.players[f.attacker].team ? maxOf(values) : minOf(values);
}

/** Re-roll the block dice (team re-roll or Brawler) when what is kept would floor our player. */
export function blockReroll(s: Sit, f: BlockDice, actions: Action[]): Action {
  const keep = rolledWorth(s, f);
  const no = actions.find((a) => a.type === 'noReroll') ?? actions[0];
  if (keep >= 0) return no;
  const brawler = actions.find((a) => a.type === 'useSkill');
  const faces = f.faces;
  if (brawler && faces.includes('bothDown') && !faces.includes('playerDown')) return brawler;
  const team = actions.find((a) => a.type === 'reroll');
  const important = f.defender === s.carrier || f.attacker === s.carrier || s.g.teams[s.team].rerolls > 1;
  return team && important ? team : no;
}

/** Pushing an opponent: onto a portal, away from the ball, towards walls; our own: out of tackle zones. */
export function choosePush(s: Sit, pushed: number, actions: Action[]): Action {
  const g = s.g;
  const ours = g.players[pushed].team === s.team;
  const ball = g.ball.state === 'hidden' ? -1 : g.ball.sq;
  const toBall = ball >= 0 ? (sq: number) => cheb(s.b, sq, ball) : null;
  // A revealed pit, or one of our own counters: a fall for whoever is pushed in (Classic).
  const traps = knownTraps(g, s.team);
  let best = actions[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'pushTo') continue;
    const sq = a.sq;
    const portal = g.portals.some((p) => p.sq === sq) ? 1 : 0;
    // A pit, lava or chasm ([002]) floors whoever goes in; a closed trapdoor may give way.
    const hazard = s.b.hazard[sq];
    const trap = traps.includes(sq) || hazard === 1 ? 1 : hazard === 2 ? 0.4 : 0;
    let v: number;
    if (ours) v = -3 * s.tz()[sq] - 5 * portal - 6 * trap - 0.2 * s.ez[sq];
    else {
      const walls = 8 - neighbours(s.b, sq).length;
      v =
        6 * portal +
        5 * trap +
        (hazard === 1 ? 8 : 0) +
        0.3 * walls +
        (toBall ? Math.min(toBall(sq), 6) : 0) -
        (sq === ball ? 2 : 0);
    }
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Follow up unless it walks our player into more tackle zones (or it carries the ball). */
export function followUp(s: Sit, f: BlockDice & { sq: number }, actions: Action[]): Action {
  const yes = actions.find((a) => a.type === 'followUp' && a.yes);
  const no = actions.find((a) => a.type === 'followUp' && !a.yes);
  if (!yes || !no) return actions[0];
  const a = s.g.players[f.attacker];
  if (a.id === s.carrier) return no;
  // The square the target was pushed from.
  const into = f.sq;
  // A portal would send our player off at random.
  if (into < 0 || s.g.portals.some((p) => p.sq === into)) return no;
  // Nor into a trap we know of (the target stood up in a pit, say).
  if (knownTraps(s.g, s.team).includes(into)) return no;
  const tz = s.tz();
  // The defender has moved: a square beside it is marked by it either way.
  return tz[into] <= tz[a.sq] ? yes : no;
}
