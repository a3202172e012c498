/**
 * Odds for the browser client and the bots, computed from the same rule code the engine plays
 * with: where a player can go this activation and its chance, and the odds of a block, a pass,
 * a pick-up and a catch. Team re-rolls are left out; skill re-rolls (Dodge, Sure Hands, Pass,
 * Catch) are counted.
 */
import { around, isBlocked, markerCount, markers, portalAt } from './board.ts';
import type { Ctx } from './core.ts';
import { dungeonOf } from './game.ts';
import { catchModifier } from './rules/ball.ts';
import { assists, blockDice } from './rules/block.ts';
import { maxRushes } from './rules/common.ts';
import { passModifier } from './rules/pass.ts';
import { passBand } from './rules/pass-range.ts';
import { isFurious } from './rules/spells/effects.ts';
import {
  cancelsDodge,
  dodgeBonus,
  dodgeIgnoresMarking,
  hasNoHands,
  ignoresBothDown,
  noDodgeMarking,
  skillReroll,
  stumbleIsPush,
} from './skills.ts';
import type { Game, Player } from './state.ts';

const ctxOf = (g: Game): Ctx => ({ g, d: dungeonOf(g), events: null });

/** Chance that a D6 test succeeds (naturals: 1 fails and 6 succeeds). */
export function testChance(target: number, modifier: number, naturals = true): number {
  let n = 0;
  for (let r = 1; r <= 6; r++) {
    let ok = r + modifier >= target;
    if (r === 1) ok = false;
    if (naturals && r === 6) ok = true;
    if (ok) n++;
  }
  return n / 6;
}

/** With a re-roll of the failed test: p + (1 - p) p. */
export const withReroll = (p: number) => p + (1 - p) * p;

export interface Reach {
  sq: number;
  path: number[];
  rushes: number;
  dodges: number;
  pickUp: boolean;
  /** Ends on a portal: where the player goes next is a D6. */
  portal: boolean;
  chance: number;
}

interface Node {
  sq: number;
  path: number[];
  rushes: number;
  dodges: number;
  pickUp: boolean;
  /** Chance so far with the Dodge re-roll still unused, and with it used. */
  pA: number;
  pN: number;
}

/**
 * Every square the player can reach by moving this activation (from its square, with `moved`
 * squares of MA already used), the dice it needs and the best chance over the paths searched.
 * Jumps are not searched.
 */
export function reachable(g: Game, player: number, moved = 0): Reach[] {
  const ctx = ctxOf(g);
  const p = g.players[player];
  const maxMove = p.ma + maxRushes(p) - moved;
  const dodgeAvail = skillReroll(p, 'dodge') !== null;
  let layer: Node[] = [
    {
      sq: p.sq,
      path: [],
      rushes: 0,
      dodges: 0,
      pickUp: false,
      pA: dodgeAvail ? 1 : 0,
      pN: dodgeAvail ? 0 : 1,
    },
  ];
  const best = new Map<number, Reach>();
  for (let k = 1; k <= maxMove && layer.length > 0; k++) {
    const next = new Map<number, Node>();
    for (const node of layer) {
      for (const t of around(ctx.d, node.sq)) {
        if (isBlocked(ctx, t) || (g.occ[t] >= 0 && g.occ[t] !== player) || t === p.sq) continue;
        const n = stepNode(ctx, p, node, t, moved + k > p.ma);
        const prev = next.get(t);
        if (!prev || n.pA + n.pN > prev.pA + prev.pN) next.set(t, n);
      }
    }
    layer = [];
    for (const n of next.values()) {
      const chance = n.pA + n.pN;
      const old = best.get(n.sq);
      const portal = portalAt(g, n.sq) !== null;
      if (!old || chance > old.chance) {
        best.set(n.sq, {
          sq: n.sq,
          path: n.path,
          rushes: n.rushes,
          dodges: n.dodges,
          pickUp: n.pickUp,
          portal,
          chance,
        });
      }
      if (!portal && chance > 0) layer.push(n);
    }
  }
  return [...best.values()].sort((a, b) => a.sq - b.sq);
}

function stepNode(ctx: Ctx, p: Player, node: Node, t: number, rush: boolean): Node {
  let { pA, pN } = node;
  const apply = (q: number, reroll: boolean) => {
    if (reroll) {
      pN = pN * q + pA * (1 - q) * q;
      pA *= q;
    } else {
      pA *= q;
      pN *= q;
    }
  };
  if (rush) apply(5 / 6, false);
  const from = markers(ctx, node.sq, p.team, p.id);
  let dodge = false;
  if (from.length > 0) {
    dodge = true;
    let mod = dodgeBonus(p);
    if (!dodgeIgnoresMarking(p)) {
      for (const m of markers(ctx, t, p.team, p.id)) if (!noDodgeMarking(ctx.g.players[m])) mod--;
    }
    const tackled = from.some((m) => cancelsDodge(ctx.g.players[m]));
    apply(testChance(p.ag, mod), !tackled);
  }
  const pickUp = ctx.g.ball.state === 'ground' && ctx.g.ball.sq === t;
  if (pickUp) {
    const q = testChance(p.ag, -markerCount(ctx, t, p.team, p.id));
    const qq = skillReroll(p, 'pickUp') ? withReroll(q) : q;
    pA *= qq;
    pN *= qq;
  }
  return {
    sq: t,
    path: [...node.path, t],
    rushes: node.rushes + (rush ? 1 : 0),
    dodges: node.dodges + (dodge ? 1 : 0),
    pickUp: node.pickUp || pickUp,
    pA,
    pN,
  };
}

export interface BlockOdds {
  dice: number;
  attackerChooses: boolean;
  attackerSt: number;
  defenderSt: number;
  offensiveAssists: number;
  defensiveAssists: number;
  /** Chance the defender ends knocked down while the attacker stays up (chooser picks best). */
  defenderDown: number;
  /** Chance the attacker is knocked down. */
  attackerDown: number;
}

export function blockOdds(g: Game, attacker: number, defender: number): BlockOdds {
  const ctx = ctxOf(g);
  const a = g.players[attacker];
  const d = g.players[defender];
  const off = assists(ctx, a, d);
  const def = assists(ctx, d, a);
  const sa = a.st + off;
  const sd = d.st + def;
  const { dice, attackerChooses } = blockDice(sa, sd, isFurious(a));
  const aBlock = ignoresBothDown(a);
  const dBlock = ignoresBothDown(d);
  const stumbleDown = !stumbleIsPush(d) || cancelsDodge(a);
  // Faces: playerDown, bothDown, push, push, stumble, pow.
  const good = (1 + (stumbleDown ? 1 : 0) + (aBlock && !dBlock ? 1 : 0)) / 6;
  const bad = (1 + (aBlock ? 0 : 1)) / 6;
  const defenderDown = attackerChooses ? 1 - (1 - good) ** dice : good ** dice;
  const attackerDown = attackerChooses ? bad ** dice : 1 - (1 - bad) ** dice;
  return {
    dice,
    attackerChooses,
    attackerSt: sa,
    defenderSt: sd,
    offensiveAssists: off,
    defensiveAssists: def,
    defenderDown,
    attackerDown,
  };
}

export interface PassOdds {
  band: string | null;
  modifier: number;
  target: number | null;
  accurate: number;
  fumble: number;
}

export function passOdds(g: Game, passer: number, target: number): PassOdds {
  const ctx = ctxOf(g);
  const p = g.players[passer];
  const b = passBand(ctx, p.sq, target);
  const modifier = passModifier(ctx, passer, target);
  if (p.pa === null) return { band: b, modifier, target: null, accurate: 0, fumble: 1 };
  const q = testChance(p.pa, modifier);
  const accurate = skillReroll(p, 'pass') ? withReroll(q) : q;
  return { band: b, modifier, target: p.pa, accurate, fumble: 1 / 6 };
}

/** Chance to pick the ball up in square `sq` (marking counted there). */
export function pickUpOdds(g: Game, player: number, sq: number): number {
  const ctx = ctxOf(g);
  const p = g.players[player];
  const q = testChance(p.ag, -markerCount(ctx, sq, p.team, p.id));
  return skillReroll(p, 'pickUp') ? withReroll(q) : q;
}

/** Chance to catch where the player stands; extra is -1 for a bounced or inaccurate ball. */
export function catchOdds(g: Game, player: number, extra = 0): number {
  const ctx = ctxOf(g);
  const p = g.players[player];
  if (hasNoHands(p)) return 0;
  // The same modifier the catch itself uses (marking, Nerves of Steel, Disturbing Presence).
  const q = testChance(p.ag, catchModifier(ctx, p.id, extra));
  return skillReroll(p, 'catch') ? withReroll(q) : q;
}
