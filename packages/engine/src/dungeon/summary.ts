/** What a valid map looks like in numbers: size, tiles, doors, and walking distances. */
import type { ConstructionRules } from '../data/dungeons/construction.ts';
import { startRoomTiles, walk, walkingDistance, zoneSquares } from './analyse.ts';
import { type Dungeon, featureInfo } from './map.ts';

export interface ZoneDistance {
  from: string;
  to: string;
  /** King moves around walls between the nearest squares of the two end zones (-1: no way). */
  distance: number;
}

export interface DungeonSummary {
  name: string;
  width: number;
  height: number;
  /** Squares a player may stand on or pass: floor, doors, end zones. */
  openSquares: number;
  tiles: number;
  corridors: number;
  smallRooms: number;
  largeRooms: number;
  /** Of the counts above, the tiles holding an end zone. */
  endZoneTiles: number;
  doors: number;
  endZones: string[];
  /** Every pair of end zones, nearest first. */
  distances: ZoneDistance[];
  /** Start rooms ([000]) and the walk from them to the nearest end zone; empty for other rulesets. */
  startRooms: number;
  startToEndZone: number | null;
  fixedChests: number;
  fixedPortals: number[];
  /** Special squares by name. */
  features: Record<string, number>;
}

export function zoneDistances(d: Dungeon): ZoneDistance[] {
  const out: ZoneDistance[] = [];
  const zones = d.endZones;
  for (let i = 0; i < zones.length; i++) {
    const dist = walk(d, zoneSquares(d, zones[i]));
    for (let j = i + 1; j < zones.length; j++) {
      let best = -1;
      for (const s of zoneSquares(d, zones[j]))
        if (dist[s] >= 0 && (best < 0 || dist[s] < best)) best = dist[s];
      out.push({ from: zones[i], to: zones[j], distance: best });
    }
  }
  return out.sort((a, b) => a.distance - b.distance);
}

export function summarise(d: Dungeon, rules: ConstructionRules): DungeonSummary {
  const count = (kind: string) => d.tiles.filter((t) => t.kind === kind).length;
  const features: Record<string, number> = {};
  for (const f of d.feature)
    if (f !== null) features[featureInfo(f).name] = (features[featureInfo(f).name] ?? 0) + 1;
  const rooms = rules.startRooms ? startRoomTiles(d, rules.startRooms.side) : [];
  const zones = d.endZone.map((z, s) => (z >= 0 ? s : -1)).filter((s) => s >= 0);
  return {
    name: d.name,
    width: d.width,
    height: d.height,
    openSquares: d.wall.filter((w) => !w).length,
    tiles: d.tiles.length,
    corridors: count('corridor'),
    smallRooms: count('small-room'),
    largeRooms: count('large-room'),
    endZoneTiles: d.tiles.filter((t) => t.endZones.length > 0).length,
    doors: d.doors.length,
    endZones: d.endZones,
    distances: zoneDistances(d),
    startRooms: rooms.length,
    startToEndZone:
      rooms.length > 0
        ? walkingDistance(
            d,
            rooms.flatMap((t) => d.tiles[t].squares),
            zones,
          )
        : null,
    fixedChests: d.fixedChests.length,
    fixedPortals: d.fixedPortals.map((p) => p.number),
    features,
  };
}
