/**
 * Odds for the browser client and the bots, computed from the same rule code the engine plays
 * with: where a player can go this activation and its chance, and the odds of a block, a pass,
 * a pick-up and a catch. Team re-rolls are left out; skill re-rolls (Dodge, Sure Hands, Pass,
 * Catch) are counted.
 */
import { around, markerCount } from './board.ts';
import type { Ctx } from './core.ts';
import { dungeonOf, rulesOf } from './game.ts';
import { standUpCost } from './rules/activation.ts';
import { catchModifier } from './rules/ball.ts';
import { assists, blockDice } from './rules/block.ts';
import { maxRushes } from './rules/common.ts';
import { passModifier } from './rules/pass.ts';
import { passBand } from './rules/pass-range.ts';
import { isFurious } from './rules/spells/effects.ts';
import {
  cancelsDodge,
  dirtyPlayer,
  dodgeBonus,
  dodgeIgnoresMarking,
  hasIronHardSkin,
  hasNoHands,
  ignoresBothDown,
  isSneakyGit,
  noDodgeMarking,
  skillReroll,
  stumbleIsPush,
} from './skills.ts';
import { type Game, hasTackleZone, type Player } from './state.ts';

const ctxOf = (g: Game): Ctx => ({ g, d: dungeonOf(g), rules: rulesOf(g), events: null });

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

/**
 * Scratch arrays for `reachable`, one entry per square, kept between calls (bots call it often)
 * and cleaned after each: only the entries a call touched are reset.
 */
interface Scratch {
  /** Opposing players with a tackle zone marking the square, and those that count against a dodge. */
  mk: Int8Array;
  mkDodge: Int8Array;
  /** A marker with Tackle (cancels the Dodge re-roll). */
  tackle: Uint8Array;
  /** 1: an unopened chest; 2: a portal. */
  feature: Uint8Array;
  /** Index of the square's node in the layer being built, -1 for none. */
  slot: Int32Array;
  /** Layer and index of the best node into the square, and its chance (layer -1: not reached). */
  bestLayer: Int8Array;
  bestIdx: Int32Array;
  bestChance: Float64Array;
}

let scratch: Scratch | null = null;

function scratchFor(size: number): Scratch {
  if (!scratch || scratch.mk.length < size) {
    scratch = {
      mk: new Int8Array(size),
      mkDodge: new Int8Array(size),
      tackle: new Uint8Array(size),
      feature: new Uint8Array(size),
      slot: new Int32Array(size).fill(-1),
      bestLayer: new Int8Array(size).fill(-1),
      bestIdx: new Int32Array(size),
      bestChance: new Float64Array(size),
    };
  }
  return scratch;
}

/** One layer of the search (squares moved so far), as parallel arrays. */
interface Layer {
  sq: number[];
  parent: number[];
  rushes: number[];
  dodges: number[];
  pickUp: boolean[];
  /** Chance so far with the Dodge re-roll still unused, and with it used. */
  pA: number[];
  pN: number[];
}

const emptyLayer = (): Layer => ({ sq: [], parent: [], rushes: [], dodges: [], pickUp: [], pA: [], pN: [] });

/** Marks what `reachable` needs on the scratch arrays; `clear` undoes it. */
function markBoard(g: Game, d: Ctx['d'], p: Player, s: Scratch, value: 1 | 0): void {
  for (const c of g.chests) if (!c.open) s.feature[c.sq] = value;
  for (const q of g.portals) s.feature[q.sq] = value * 2;
  for (const q of g.players) {
    if (q.team === p.team || q.id === p.id || !hasTackleZone(q) || q.sq < 0) continue;
    const counts = !noDodgeMarking(q);
    const tackles = cancelsDodge(q);
    for (const t of around(d, q.sq)) {
      if (value === 0) {
        s.mk[t] = 0;
        s.mkDodge[t] = 0;
        s.tackle[t] = 0;
        continue;
      }
      s.mk[t]++;
      if (counts) s.mkDodge[t]++;
      if (tackles) s.tackle[t] = 1;
    }
  }
}

/**
 * A prone player stands up before moving, at the cost the activation charges (activation.ts
 * `standUpCost`). Returns the MA used and the chance of standing.
 */
function standUpFirst(ctx: Ctx, p: Player, moved: number): { moved: number; chance: number } {
  if (p.status !== 'prone' || moved > 0) return { moved, chance: 1 };
  const cost = standUpCost(ctx, p);
  const chance = cost.roll ? testChance(cost.roll.target, cost.roll.modifier, false) : 1;
  return { moved: cost.ma, chance };
}

/**
 * Every square the player can reach by moving this activation (from its square, with `moved`
 * squares of MA already used; a prone player stands up first), the dice it needs and the best
 * chance over the paths searched.
 * Jumps are not searched. A layer per square moved: the best chance into each square at that
 * length, kept when it beats the best so far. Bots call this often, so squares are looked up in
 * arrays kept between calls and paths are built only for the answers.
 */
export function reachable(g: Game, player: number, moved = 0): Reach[] {
  const ctx = ctxOf(g);
  const d = ctx.d;
  const p = g.players[player];
  // [000]: standing in a pit not yet escaped, it may not step out (its escape comes first);
  // [002]: a player in a pit climbs out instead of moving, and the climb ends its activation.
  if (ctx.rules.heldInSquare?.(ctx, p) || ctx.rules.climbsOut?.(ctx, p)) return [];
  const stand = standUpFirst(ctx, p, moved);
  const used = stand.moved;
  const maxMove = p.ma + maxRushes(p) - used;
  const dodgeAvail = skillReroll(p, 'dodge') !== null;
  const s = scratchFor(d.width * d.height);
  markBoard(g, d, p, s, 1);
  const odds = stepOdds(p);
  const layers: Layer[] = [emptyLayer()];
  const l0 = layers[0];
  l0.sq.push(p.sq);
  l0.parent.push(-1);
  l0.rushes.push(0);
  l0.dodges.push(0);
  l0.pickUp.push(false);
  l0.pA.push(dodgeAvail ? stand.chance : 0);
  l0.pN.push(dodgeAvail ? 0 : stand.chance);
  const reached: number[] = [];
  const ballSq = g.ball.state === 'ground' ? g.ball.sq : -1;
  // [000]: no diagonal step round a corner, trap or obstacle (the ruleset's own test).
  const blocked = ctx.rules.diagonalBlocked;
  const diagonal = blocked ? (a: number, b: number) => blocked(ctx, p, a, b) : null;
  let layer = l0;
  let keep = [0];
  for (let k = 1; k <= maxMove && keep.length > 0; k++) {
    const next = expand(g, d, p, s, odds, layer, keep, used + k > p.ma, ballSq, diagonal);
    layers.push(next);
    keep = [];
    for (let i = 0; i < next.sq.length; i++) {
      const t = next.sq[i];
      s.slot[t] = -1;
      const chance = next.pA[i] + next.pN[i];
      if (s.bestLayer[t] < 0) reached.push(t);
      if (s.bestLayer[t] < 0 || chance > s.bestChance[t]) {
        s.bestLayer[t] = k;
        s.bestIdx[t] = i;
        s.bestChance[t] = chance;
      }
      if (s.feature[t] !== 2 && chance > 0) keep.push(i);
    }
    layer = next;
  }
  const out = reached.sort((a, b) => a - b).map((t) => answer(layers, s, t));
  for (const t of reached) s.bestLayer[t] = -1;
  markBoard(g, d, p, s, 0);
  return out;
}

/** The next layer: every step from the kept nodes of `layer`, the best into each square. */
function expand(
  g: Game,
  d: Ctx['d'],
  p: Player,
  s: Scratch,
  odds: { dodge: number[]; pickUp: number[] },
  layer: Layer,
  keep: number[],
  rush: boolean,
  ballSq: number,
  diagonal: ((from: number, to: number) => boolean) | null,
): Layer {
  const next = emptyLayer();
  const w = d.width;
  const h = d.height;
  for (const j of keep) {
    const from = layer.sq[j];
    const x = from % w;
    const y = (from - x) / w;
    const dodge = s.mk[from] > 0;
    const reroll = s.tackle[from] === 0;
    // The same neighbour order as board.ts `around`: row by row, left to right.
    for (let dy = -1; dy <= 1; dy++) {
      if (y + dy < 0 || y + dy >= h) continue;
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || x + dx < 0 || x + dx >= w) continue;
        const t = from + dy * w + dx;
        if (d.wall[t] || s.feature[t] === 1 || g.occ[t] >= 0 || t === p.sq) continue;
        if (diagonal && dx !== 0 && dy !== 0 && diagonal(from, t)) continue;
        let pA = layer.pA[j];
        let pN = layer.pN[j];
        if (rush) {
          pA *= 5 / 6;
          pN *= 5 / 6;
        }
        if (dodge) {
          const q = odds.dodge[s.mkDodge[t]];
          if (reroll) {
            pN = pN * q + pA * (1 - q) * q;
            pA *= q;
          } else {
            pA *= q;
            pN *= q;
          }
        }
        const pickUp = t === ballSq;
        if (pickUp) {
          const q = odds.pickUp[s.mk[t]];
          pA *= q;
          pN *= q;
        }
        let i = s.slot[t];
        if (i >= 0 && !(pA + pN > next.pA[i] + next.pN[i])) continue;
        if (i < 0) {
          i = next.sq.length;
          s.slot[t] = i;
        }
        next.sq[i] = t;
        next.parent[i] = j;
        next.rushes[i] = layer.rushes[j] + (rush ? 1 : 0);
        next.dodges[i] = layer.dodges[j] + (dodge ? 1 : 0);
        next.pickUp[i] = layer.pickUp[j] || pickUp;
        next.pA[i] = pA;
        next.pN[i] = pN;
      }
    }
  }
  return next;
}

function answer(layers: Layer[], s: Scratch, t: number): Reach {
  const k = s.bestLayer[t];
  const i = s.bestIdx[t];
  const l = layers[k];
  const path: number[] = new Array(k);
  for (let m = k, j = i; m >= 1; m--) {
    path[m - 1] = layers[m].sq[j];
    j = layers[m].parent[j];
  }
  return {
    sq: t,
    path,
    rushes: l.rushes[i],
    dodges: l.dodges[i],
    pickUp: l.pickUp[i],
    portal: s.feature[t] === 2,
    chance: s.bestChance[t],
  };
}

/**
 * The chance of a dodge into a square marked by m players (counting those a dodge minds) and of
 * a pick-up in a square marked by m players, for m = 0..8.
 */
function stepOdds(p: Player): { dodge: number[]; pickUp: number[] } {
  const dodge: number[] = [];
  const pickUp: number[] = [];
  const sure = skillReroll(p, 'pickUp') !== null;
  for (let m = 0; m <= 8; m++) {
    dodge.push(testChance(p.ag, dodgeBonus(p) - (dodgeIgnoresMarking(p) ? 0 : m)));
    const q = testChance(p.ag, -m);
    pickUp.push(sure ? withReroll(q) : q);
  }
  return { dodge, pickUp };
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

/**
 * The game with player `id` standing on `sq` instead: a shallow copy, so an odds question about a
 * square the player could move to leaves the game as it was. `sq` must be free.
 */
function withPlayerAt(g: Game, id: number, sq: number | undefined): Game {
  const p = g.players[id];
  if (sq === undefined || sq === p.sq) return g;
  if (!(sq >= 0 && sq < g.occ.length) || g.occ[sq] >= 0) {
    throw new RangeError(`odds from square ${sq}: not a free square of this dungeon`);
  }
  const players = g.players.slice();
  players[id] = { ...p, sq };
  const occ = g.occ.slice();
  if (p.sq >= 0 && occ[p.sq] === id) occ[p.sq] = -1;
  occ[sq] = id;
  return { ...g, players, occ };
}

/**
 * Odds of a block by `attacker` on `defender`, from where the attacker stands, or from square
 * `from` (where a Blitz would end its move: assists and tackle zones are counted there).
 */
export function blockOdds(g: Game, attacker: number, defender: number, from?: number): BlockOdds {
  g = withPlayerAt(g, attacker, from);
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

/**
 * What one block die face does (for choosing a die): whether the attacker and the defender end
 * on the ground, with Block on Both Down and Dodge against Tackle on a Stumble counted.
 */
export function blockFaceResult(
  g: Game,
  attacker: number,
  defender: number,
  face: string,
): { attackerDown: boolean; defenderDown: boolean } {
  const a = g.players[attacker];
  const d = g.players[defender];
  if (face === 'playerDown') return { attackerDown: true, defenderDown: false };
  if (face === 'bothDown') return { attackerDown: !ignoresBothDown(a), defenderDown: !ignoresBothDown(d) };
  if (face === 'stumble') return { attackerDown: false, defenderDown: !stumbleIsPush(d) || cancelsDodge(a) };
  return { attackerDown: false, defenderDown: face === 'pow' };
}

/**
 * For each square, how many opposing players with a tackle zone would mark a player of `team`
 * standing there (for bots planning routes around tackle zones without a full `reachable`).
 * `into`, if given, is filled and returned instead of a new array (bots reuse one).
 */
export function markedSquares(g: Game, team: number, into?: Int8Array): Int8Array {
  const d = dungeonOf(g);
  const n = d.width * d.height;
  const out = into && into.length === n ? into.fill(0) : new Int8Array(n);
  for (const q of g.players) {
    if (q.team === team || !hasTackleZone(q) || q.sq < 0) continue;
    for (const s of around(d, q.sq)) out[s]++;
  }
  return out;
}

export interface FoulOdds {
  /** Added to the armour roll: offensive less defensive assists (none offensive against Iron Hard Skin). */
  modifier: number;
  /** Chance the armour roll breaks the target's armour (Dirty Player counted where it helps). */
  armourBreaks: number;
  /** Chance of a natural double (armour, or injury once armour breaks) sending the fouler off. */
  sentOff: number;
}

/** Odds of a foul by `fouler` on `target` from where they stand now, or from square `from` (rules/foul.ts). */
export function foulOdds(g: Game, fouler: number, target: number, from?: number): FoulOdds {
  g = withPlayerAt(g, fouler, from);
  const ctx = ctxOf(g);
  const f = g.players[fouler];
  const t = g.players[target];
  const skin = hasIronHardSkin(t);
  const modifier = (skin ? 0 : assists(ctx, f, t)) - assists(ctx, t, f);
  const dirty = skin ? 0 : dirtyPlayer(f);
  const sneaky = isSneakyGit(f);
  let breaks = 0;
  let off = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const broken = a + b + modifier + dirty >= t.av;
      if (broken) breaks++;
      // A double on the armour roll, or on the injury roll (one in six) once it breaks.
      off += a === b && !sneaky ? 1 : broken ? 1 / 6 : 0;
    }
  }
  return { modifier, armourBreaks: breaks / 36, sentOff: off / 36 };
}
