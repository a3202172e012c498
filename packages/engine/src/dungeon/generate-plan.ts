/**
 * The generator's plan: the map is cut into a grid of cells; each room sits inside its cell (or a
 * block of merged cells) at least MARGIN squares from the cell's edge, and corridors join rooms
 * of neighbouring cells. Keeping every room and corridor in its own band of the grid is what makes
 * the result obey [004] by construction: two tiles only ever meet where a door joins them.
 */

import { maxOf, minOf } from '../limits.ts';
import { LARGE_ROOM_SQUARES } from './map.ts';
import type { Rng } from './random.ts';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type NodeRole = 'room' | 'hall' | 'centre' | 'corner';

export interface PlanNode {
  id: number;
  role: NodeRole;
  /** Cell indices (r * cols + c) the node covers. */
  cells: number[];
  room: Rect;
}

/** A corridor between two nodes, through the neighbouring cells ca (of a) and cb (of b). */
export interface PlanEdge {
  a: number;
  b: number;
  ca: number;
  cb: number;
}

export interface Plan {
  cols: number;
  rows: number;
  cw: number;
  ch: number;
  width: number;
  height: number;
  cellNode: number[];
  nodes: PlanNode[];
  edges: PlanEdge[];
}

/** A block of merged cells and what it becomes. */
export interface Block {
  c: number;
  r: number;
  w: number;
  h: number;
  role: NodeRole;
}

export const MARGIN = 3;
/** Rooms are at least this many squares on each side: thicker than a corridor. */
export const MIN_ROOM = 4;

/** The squares a cell covers. */
export function cellBand(p: Plan, cell: number): Rect {
  const c = cell % p.cols;
  const r = Math.floor(cell / p.cols);
  return { x0: 1 + c * p.cw, y0: 1 + r * p.ch, x1: (c + 1) * p.cw, y1: (r + 1) * p.ch };
}

/** Where a cell's room may be: its band less the margin. */
export function cellInner(p: Plan, cell: number): Rect {
  const b = cellBand(p, cell);
  return { x0: b.x0 + MARGIN, y0: b.y0 + MARGIN, x1: b.x1 - MARGIN, y1: b.y1 - MARGIN };
}

function blockInner(p: Plan, cells: number[]): Rect {
  const rects = cells.map((c) => cellInner(p, c));
  return {
    x0: minOf(rects.map((r) => r.x0)),
    y0: minOf(rects.map((r) => r.y0)),
    x1: maxOf(rects.map((r) => r.x1)),
    y1: maxOf(rects.map((r) => r.y1)),
  };
}

/**
 * A room inside the node's area. Merged blocks, corner end zones and start rooms fill their whole
 * area, so that every cell of a block offers room for a corridor to its neighbours.
 */
function placeRoom(p: Plan, role: NodeRole, cells: number[], rng: Rng, maxSide: number): Rect {
  const area = blockInner(p, cells);
  if (role !== 'room') return area;
  const w = rng.int(MIN_ROOM, Math.min(maxSide, area.x1 - area.x0 + 1));
  // An ordinary room stays a small room (under LARGE_ROOM_SQUARES): the halls are the large ones.
  const h = rng.int(
    MIN_ROOM,
    Math.min(maxSide, area.y1 - area.y0 + 1, Math.floor((LARGE_ROOM_SQUARES - 1) / w)),
  );
  const x0 = rng.int(area.x0, area.x1 - w + 1);
  const y0 = rng.int(area.y0, area.y1 - h + 1);
  return { x0, y0, x1: x0 + w - 1, y1: y0 + h - 1 };
}

export function makePlan(
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  blocks: Block[],
  rng: Rng,
  maxSide: number,
): Plan {
  const p: Plan = {
    cols,
    rows,
    cw,
    ch,
    width: cols * cw + 2,
    height: rows * ch + 2,
    cellNode: [],
    nodes: [],
    edges: [],
  };
  p.cellNode = new Array(cols * rows).fill(-1);
  const add = (role: NodeRole, cells: number[]) => {
    const id = p.nodes.length;
    for (const c of cells) p.cellNode[c] = id;
    p.nodes.push({ id, role, cells, room: placeRoom(p, role, cells, rng, maxSide) });
  };
  for (const b of blocks) {
    const cells: number[] = [];
    for (let r = b.r; r < b.r + b.h; r++) for (let c = b.c; c < b.c + b.w; c++) cells.push(r * cols + c);
    add(b.role, cells);
  }
  for (let cell = 0; cell < cols * rows; cell++) if (p.cellNode[cell] < 0) add('room', [cell]);
  return p;
}

/** Every pair of nodes in neighbouring cells, once, through one of their shared cell pairs. */
function candidates(p: Plan, rng: Rng): PlanEdge[] {
  const byPair = new Map<string, PlanEdge[]>();
  for (let cell = 0; cell < p.cols * p.rows; cell++) {
    const c = cell % p.cols;
    for (const other of [
      c + 1 < p.cols ? cell + 1 : -1,
      cell + p.cols < p.cols * p.rows ? cell + p.cols : -1,
    ]) {
      if (other < 0) continue;
      const a = p.cellNode[cell];
      const b = p.cellNode[other];
      if (a === b) continue;
      const key = `${Math.min(a, b)},${Math.max(a, b)}`;
      const list = byPair.get(key) ?? [];
      list.push({ a, b, ca: cell, cb: other });
      byPair.set(key, list);
    }
  }
  return [...byPair.values()].map((list) => rng.pick(list));
}

/**
 * A random spanning tree over the nodes (so every room is reached), the `forced` pairs, and each
 * other neighbouring pair with probability `loops`.
 */
export function connect(p: Plan, rng: Rng, loops: number, forced: [number, number][] = []): void {
  const parent = p.nodes.map((n) => n.id);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x];
    return x;
  };
  const all = rng.shuffle(candidates(p, rng));
  const isForced = (e: PlanEdge) =>
    forced.some(([a, b]) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
  const chosen = all.filter(isForced);
  for (const e of chosen) parent[find(e.a)] = find(e.b);
  for (const e of all) {
    if (chosen.includes(e)) continue;
    if (find(e.a) !== find(e.b)) {
      parent[find(e.a)] = find(e.b);
      chosen.push(e);
    } else if (rng.chance(loops)) chosen.push(e);
  }
  p.edges = chosen;
}
