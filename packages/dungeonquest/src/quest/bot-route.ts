/**
 * The bot's sense of place and time: the cheapest way from a hero to a set of spaces (over the
 * explored chambers, or through unexplored spaces too), and the sun's chance of staying up for a
 * number of its moves. Pure reads of the state.
 */

import { minOf } from '@dungeonbowl/engine';
import { type Attribute, attributeValue, HEROES } from '../heroes.ts';
import {
  boardSide,
  DIRS,
  hasDoor,
  leavingSides,
  neighbour,
  occupied,
  openSides,
  opposite,
  tileDef,
  tileSide,
} from './board.ts';
import { chance2d6 } from './bot-value.ts';
import type { Dir } from './content-types.ts';
import { BOARD_H, BOARD_W, type QuestState, type Sq, sqX, sqY, TOWERS, TREASURE } from './types.ts';

/** What a route may cross: only explored chambers, or unexplored spaces too (each a guess). */
export interface RouteOptions {
  explore: boolean;
  /** What stepping into an unexplored space costs (the tile may not lead on). */
  unexploredCost?: number;
}

export interface Route {
  /** The first move (null when the hero already stands on a target). */
  dir: Dir | null;
  /** Turns, roughly: one a move, more through chambers that hold a hero up. */
  cost: number;
}

/** Extra turns a chamber of this kind costs on the way (random ways, turning). */
const KIND_COST: Record<string, number> = {
  darkness: 2,
  rotating: 1,
};

/** The test to get out of (or across) a chamber of this kind: its expected cost is the hero's own. */
const LEAVING_TEST: Record<string, Attribute> = { web: 'strength', rubble: 'agility', bridge: 'agility' };

/** A test tried once a turn until it passes costs (1 - p) / p turns more; at most this many. */
const MAX_TEST_TURNS = 8;

/** The turns beyond the move a chamber of this kind costs this hero (its tests, its random ways). */
function kindCost(g: QuestState, seat: number, special: string | undefined): number {
  if (!special) return 0;
  const attr = LEAVING_TEST[special];
  if (!attr) return KIND_COST[special] ?? 0;
  const p = chance2d6(attributeValue(HEROES[g.heroes[seat].hero], attr));
  return Math.min(MAX_TEST_TURNS, (1 - p) / Math.max(p, 0.01));
}

/** A fight on the way (a monster token left on a space) costs a turn or two and wounds. */
const TOKEN_COST = 4;
const DOOR_COST = 0.7;

/** An unexplored space on the board's edge: a little dearer (a tile there may open onto the wall). */
const EDGE_COST = 0.3;
const onEdge = (at: Sq) =>
  sqX(at) === 0 || sqY(at) === 0 || sqX(at) === BOARD_W - 1 || sqY(at) === BOARD_H - 1;

/**
 * A chamber another hero holds: it will probably have moved on by then. Even next to the hero:
 * the bot waits for it (bot.ts) rather than turn away, then back when it has moved on.
 */
const HELD_COST = 2;

/** The sides a hero may leave chamber `at` by, having come in by the board side `entry`. */
function exitsFrom(g: QuestState, at: Sq, entry: Dir | null): Dir[] {
  const p = g.board[at];
  if (!p) return [...DIRS];
  const open = openSides(g, at);
  const def = tileDef(g, p.tile);
  if (entry === null || !def) return open;
  const own = tileSide(p, entry);
  if (def.special === 'chasm' && def.halves) {
    const half = def.halves.find((x) => x.includes(own)) ?? [];
    return open.filter((d) => half.map((x) => boardSide(p, x)).includes(d) || p.opened.includes(d));
  }
  // Leaving a bottomless pit by another side risks death: never planned.
  if (def.special === 'pit') return open.filter((d) => d === entry);
  return open;
}

function stepCost(g: QuestState, seat: number, from: Sq, d: Dir, to: Sq, opts: RouteOptions): number | null {
  const there = g.board[to];
  if (!there) {
    if (!opts.explore || g.tiles.length === 0) return null;
    // A chamber on the board's edge has a side that leads nowhere: fewer ways on.
    return (opts.unexploredCost ?? 1.6) + (onEdge(to) ? EDGE_COST : 0);
  }
  if (!openSides(g, to).includes(opposite(d))) return null;
  let cost = 1;
  const def = tileDef(g, there.tile);
  cost += kindCost(g, seat, def?.special);
  if (hasDoor(g, from, d) || hasDoor(g, to, opposite(d))) cost += DOOR_COST;
  if (g.tokens.some((t) => t.at === to)) cost += TOKEN_COST;
  if (occupied(g, to, seat)) cost += HELD_COST;
  return cost;
}

/**
 * The cheapest route from the hero (seat) to any of `targets` (Dijkstra over spaces and the side
 * come in by, so chasm halves and pits are kept to). The first step is by a side the hero may
 * leave by now, perhaps into a chamber another hero holds (then the hero waits).
 */
export function route(g: QuestState, seat: number, targets: readonly Sq[], opts: RouteOptions): Route | null {
  const h = g.heroes[seat];
  if (h.pos === null) return null;
  const n = BOARD_W * BOARD_H;
  const target = new Uint8Array(n);
  for (const t of targets) target[t] = 1;
  if (target[h.pos]) return { dir: null, cost: 0 };
  const key = (at: Sq, entry: Dir | null) => at * 5 + (entry === null ? 4 : DIRS.indexOf(entry));
  const best = new Float64Array(n * 5).fill(Number.POSITIVE_INFINITY);
  // A small frontier: a sorted insert is plenty for 650 nodes.
  const open: { at: Sq; entry: Dir | null; cost: number; dir: Dir | null }[] = [];
  const push = (at: Sq, entry: Dir | null, cost: number, dir: Dir | null) => {
    const k = key(at, entry);
    if (cost >= best[k]) return;
    best[k] = cost;
    const i = open.findIndex((o) => o.cost > cost);
    open.splice(i < 0 ? open.length : i, 0, { at, entry, cost, dir });
  };
  const startEntry = h.enteredBy === null ? null : boardSide(g.board[h.pos]!, h.enteredBy);
  // Stuck in a web or rubble: getting out is part of any way on.
  const here = tileDef(g, g.board[h.pos]!.tile)?.special;
  push(h.pos, startEntry, here === 'web' || here === 'rubble' ? kindCost(g, seat, here) : 0, null);
  while (open.length > 0) {
    const cur = open.shift()!;
    if (cur.cost > best[key(cur.at, cur.entry)]) continue;
    if (target[cur.at] && cur.dir) return { dir: cur.dir, cost: cur.cost };
    const dirs = cur.dir === null ? leavingSides(g, seat) : exitsFrom(g, cur.at, cur.entry);
    for (const d of dirs) {
      const to = neighbour(cur.at, d);
      if (to === null) continue;
      let c = stepCost(g, seat, cur.at, d, to, opts);
      if (c === null) continue;
      if (cur.dir === null) c += pitRisk(g, seat, d);
      push(to, g.board[to] ? opposite(d) : null, cur.cost + c, cur.dir ?? d);
    }
  }
  return null;
}

/** Leaving a bottomless pit by another side than the way in: a failed Agility test kills. */
function pitRisk(g: QuestState, seat: number, d: Dir): number {
  const h = g.heroes[seat];
  const p = g.board[h.pos!]!;
  if (tileDef(g, p.tile)?.special !== 'pit' || (h.enteredBy !== null && tileSide(p, d) === h.enteredBy))
    return 0;
  return 60 * (1 - chance2d6(attributeValue(HEROES[h.hero], 'agility')));
}

/**
 * The way home: over explored chambers if there is one, else through the unknown (dearer); with
 * no way at all (boxed in, or below ground), no first move and a guess of twice the straight way.
 */
export function homeRoute(g: QuestState, seat: number): Route {
  // A tower another hero holds counts (as a held chamber): that hero leaves by it next turn.
  const towers = TOWERS;
  const found =
    route(g, seat, towers, { explore: false }) ??
    route(g, seat, towers, { explore: true, unexploredCost: 2 });
  if (found) return found;
  const h = g.heroes[seat];
  const at = h.pos ?? h.catacomb?.at ?? TOWERS[0];
  const d = minOf(TOWERS.map((t) => Math.abs(sqX(t) - sqX(at)) + Math.abs(sqY(t) - sqY(at))));
  return { dir: null, cost: 2 * d };
}

export function treasureRoute(g: QuestState, seat: number): Route | null {
  return route(g, seat, TREASURE, { explore: true, unexploredCost: 1.1 });
}

/** The way to the nearest unexplored space (a chamber to find, perhaps with loot). */
export function exploreRoute(g: QuestState, seat: number): Route | null {
  const unexplored = g.board.flatMap((p, at) => (p ? [] : [at]));
  return route(g, seat, unexplored, { explore: true, unexploredCost: 1 });
}

/** A guess of the turns from the treasure chamber back to the nearest tower: the straight way and a tenth more. */
export function returnGuess(): number {
  const d = minOf(
    TOWERS.flatMap((t) => TREASURE.map((s) => Math.abs(sqX(t) - sqX(s)) + Math.abs(sqY(t) - sqY(s)))),
  );
  return Math.ceil(d * 1.1);
}

/**
 * The chance the sun is still up after it moves `n` more times (an end roll of a D6 at or under
 * k on numbered space k; on the last space the roll is made again each time).
 */
export function sunSurvival(g: QuestState, n: number): number {
  if (g.sun.set) return 0;
  const { plain, numbered } = g.content.sun;
  let p = 1;
  let space = g.sun.space;
  for (let i = 0; i < n && p > 0; i++) {
    space = Math.min(plain + numbered, space + 1);
    const k = space - plain;
    if (k >= 1) p *= 1 - Math.min(6, k) / 6;
  }
  return p;
}
