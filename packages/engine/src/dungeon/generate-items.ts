/**
 * Fixed chests and portals for the rulesets whose maps carry them ([002] round maps, [000] the
 * commissioner's placement). One item per tile while tiles last, never next to a doorway, and
 * more than 2 squares from each other. With `chestsNearerCentre` the chests take the tiles
 * nearest the start rooms and the portals the farthest ones.
 */
import type { ConstructionRules } from '../data/dungeons/construction.ts';
import { minOf } from '../limits.ts';
import { startRoomTiles, walk } from './analyse.ts';
import type { Canvas } from './generate-carve.ts';
import { quietSquare } from './generate-extras.ts';
import { type Dungeon, parseDungeon, placeableTiles } from './map.ts';
import type { Rng } from './random.ts';

/** Tiles an item may use, in the order they are offered: nearest the start first, or shuffled. */
function itemTiles(d: Dungeon, rules: ConstructionRules, rng: Rng): number[] {
  const starts = rules.startRooms ? startRoomTiles(d, rules.startRooms.side) : [];
  const allowed = new Set(rules.chestsOutOf === 'joined' ? placeableTiles(d) : d.tiles.map((t) => t.id));
  const tiles = d.tiles
    .filter((t) => allowed.has(t.id) && t.endZones.length === 0 && !starts.includes(t.id))
    .filter((t) => !t.squares.some((s) => d.feature[s] === 'entrance'))
    .map((t) => t.id);
  if (!rules.chestsNearerCentre || starts.length === 0) return rng.shuffle(tiles);
  const dist = walk(
    d,
    starts.flatMap((t) => d.tiles[t].squares),
  );
  const near = (t: number) => minOf(d.tiles[t].squares.map((s) => dist[s]));
  return tiles.sort((a, b) => near(a) - near(b) || a - b);
}

export function placeFixedItems(
  rows: string[],
  rules: ConstructionRules,
  rng: Rng,
  teams: number,
): string[] | null {
  if (!rules.fixedChests && !rules.fixedPortals) return rows;
  const r = parseDungeon(`${rows.join('\n')}\n`);
  if (!r.ok) return null;
  const d = r.value;
  const cv: Canvas = { width: d.width, height: d.height, chars: rows.join('').split('') };
  const fc = rules.fixedChests;
  const chests = fc ? Math.min(fc.max, Math.max(fc.min, teams + 2)) : 0;
  const portals: number[] = [];
  if (rules.fixedPortals)
    for (let n = rules.fixedPortals.first; n <= rules.fixedPortals.last; n++) portals.push(n);
  const tiles = itemTiles(d, rules, rng);
  if (tiles.length === 0) return null;
  const placed: number[] = [];
  const put = (tile: number, ch: string): boolean => {
    const sq = quietSquare(cv, d.tiles[tile].squares, placed, 2, rng);
    if (sq < 0) return false;
    cv.chars[sq] = ch;
    placed.push(sq);
    return true;
  };
  // Chests from the front of the list, portals from the back: apart, and nearer/farther the centre.
  for (let i = 0; i < chests; i++) if (!put(tiles[i % tiles.length], '$')) return null;
  for (let i = 0; i < portals.length; i++) {
    if (!put(tiles[tiles.length - 1 - (i % tiles.length)], String(portals[i]))) return null;
  }
  const out: string[] = [];
  for (let y = 0; y < d.height; y++) out.push(cv.chars.slice(y * d.width, (y + 1) * d.width).join(''));
  return out;
}
