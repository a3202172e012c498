/**
 * The board's geometry: sides, turning a tile, which sides of a chamber are open, and where a hero
 * may go from where it stands. Pure reads of the state.
 */
import type { Dir, TileDef } from './content-types.ts';
import {
  BOARD_H,
  BOARD_W,
  type PlacedTile,
  type QuestState,
  type Sq,
  sq,
  sqX,
  sqY,
  TOWERS,
  TREASURE,
} from './types.ts';

/** Clockwise order: a quarter turn clockwise takes a side to the next one. */
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
const STEP: Record<Dir, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export function turnDir(d: Dir, quarters: number): Dir {
  return DIRS[(((DIRS.indexOf(d) + quarters) % 4) + 4) % 4];
}
export const opposite = (d: Dir): Dir => turnDir(d, 2);

/** The space next to `s` on side `d`, or null off the board. */
export function neighbour(s: Sq, d: Dir): Sq | null {
  const x = sqX(s) + STEP[d][0];
  const y = sqY(s) + STEP[d][1];
  return x < 0 || y < 0 || x >= BOARD_W || y >= BOARD_H ? null : sq(x, y);
}

/** The turn that puts the tile's S side (its entrance, as the base game's arrow) towards `back`. */
export function rotationFacing(back: Dir): number {
  return (DIRS.indexOf(back) - DIRS.indexOf('S') + 4) % 4;
}

/** A fixed room's sides: the towers open on the board's inside, the treasure chamber all round. */
export function fixedExits(tile: string, at: Sq): Dir[] {
  if (tile === 'treasure') return [...DIRS];
  const x = sqX(at);
  const y = sqY(at);
  return [y === 0 ? 'S' : 'N', x === 0 ? 'E' : 'W'];
}

export function tileDef(g: QuestState, id: string): TileDef | null {
  return g.content.tiles.find((t) => t.id === id) ?? null;
}

/** The sides (of the board) a chamber is open on: its exits turned, plus secret doors, less closed ones. */
export function openSides(g: QuestState, at: Sq): Dir[] {
  const p = g.board[at];
  if (!p) return [];
  const def = tileDef(g, p.tile);
  const base = def ? def.exits.map((d) => turnDir(d, p.rot)) : fixedExits(p.tile, at);
  const all = DIRS.filter((d) => base.includes(d) || p.opened.includes(d));
  return all.filter((d) => !p.closed.includes(d));
}

/** The board side of a tile's own side `d`, and back. */
export const boardSide = (p: PlacedTile, d: Dir): Dir => turnDir(d, p.rot);
export const tileSide = (p: PlacedTile, d: Dir): Dir => turnDir(d, -p.rot);

export function hasDoor(g: QuestState, at: Sq, side: Dir): boolean {
  const p = g.board[at];
  const def = p && tileDef(g, p.tile);
  return !!p && !!def?.doors?.some((d) => boardSide(p, d) === side);
}

export const isTower = (s: Sq): boolean => TOWERS.includes(s);
export const isTreasure = (s: Sq | null): boolean => s !== null && TREASURE.includes(s);

/** Whether another hero inside the dungeon stands there (the treasure chamber is shared). */
export function occupied(g: QuestState, at: Sq, except: number): boolean {
  if (isTreasure(at)) return false;
  return g.heroes.some((h, i) => i !== except && h.status === 'inside' && h.pos === at);
}

/**
 * The sides a hero may leave its chamber by: open sides, keeping to its half of a chasm. Sides a
 * secret door opened belong to both halves.
 */
export function leavingSides(g: QuestState, seat: number): Dir[] {
  const h = g.heroes[seat];
  if (h.pos === null) return [];
  const p = g.board[h.pos]!;
  const open = openSides(g, h.pos);
  const def = tileDef(g, p.tile);
  if (def?.special !== 'chasm' || !def.halves || h.enteredBy === null) return open;
  const half = def.halves.find((x) => x.includes(h.enteredBy!)) ?? [];
  return open.filter((d) => half.map((x) => boardSide(p, x)).includes(d) || p.opened.includes(d));
}

/**
 * Whether a hero may go through side `d` of its chamber: on the board, into an unexplored space
 * (a tile left in the pile) or a chamber open on the side back, not held by another hero.
 */
export function canPass(g: QuestState, seat: number, d: Dir): boolean {
  const h = g.heroes[seat];
  if (h.pos === null) return false;
  const to = neighbour(h.pos, d);
  if (to === null) return false;
  const there = g.board[to];
  if (!there) return g.tiles.length > 0;
  if (!openSides(g, to).includes(opposite(d))) return false;
  return !occupied(g, to, seat);
}

/** The moves open to a hero: the sides it may leave by and pass through. */
export function moveDirs(g: QuestState, seat: number): Dir[] {
  return leavingSides(g, seat).filter((d) => canPass(g, seat, d));
}

/** A new chamber as placed: no turn yet, nothing closed, opened or searched. */
export function placed(tile: string, rot: number): PlacedTile {
  return { tile, rot, closed: [], opened: [], searched: 0, entrance: false };
}

/** The starting board: the four towers and the treasure chamber's two spaces. */
export function startBoard(): (PlacedTile | null)[] {
  const board: (PlacedTile | null)[] = Array.from({ length: BOARD_W * BOARD_H }, () => null);
  for (const t of TOWERS) board[t] = placed('tower', 0);
  for (const t of TREASURE) board[t] = placed('treasure', 0);
  return board;
}
