/** `dungeonbowl dungeon show|list`: look at a dungeon map, or list the built-in ones. */
import {
  BUILTIN_DUNGEONS,
  type Dungeon,
  END_ZONE_LETTERS,
  gridRows,
  parseDungeon,
} from '@dungeonbowl/engine';
import { loadDungeon } from '../dungeon-source.ts';
import type { Io } from '../io.ts';

const KIND_NAMES: Record<string, [string, string]> = {
  corridor: ['corridor', 'corridors'],
  'small-room': ['small room', 'small rooms'],
  'large-room': ['large room', 'large rooms'],
};

function plural(n: number, kind: string): string {
  const names = KIND_NAMES[kind] ?? [kind, `${kind}s`];
  return `${n} ${n === 1 ? names[0] : names[1]}`;
}

/** Only the symbols the map uses. */
function legend(d: Dungeon): string {
  const used = new Set(gridRows(d).join(''));
  const parts: string[] = [];
  if (used.has('#')) parts.push('# wall');
  if (used.has('.')) parts.push('. floor');
  if (used.has('+')) parts.push('+ door');
  const zones = d.endZones;
  if (zones.length > 0)
    parts.push(`${zones.length > 1 ? `${zones[0]}-${zones[zones.length - 1]}` : zones[0]} end zone`);
  if (used.has('$')) parts.push('$ chest');
  if (d.fixedPortals.length > 0) parts.push('0-9 portal');
  return parts.join('   ');
}

export function dungeonSummary(d: Dungeon): string[] {
  const floor = d.wall.filter((w) => !w).length;
  const kinds = new Map<string, number>();
  for (const t of d.tiles) kinds.set(t.kind, (kinds.get(t.kind) ?? 0) + 1);
  const zones = d.endZones.map((z) => {
    const n = d.endZone.filter((e) => e === END_ZONE_LETTERS.indexOf(z)).length;
    return `${z} (${n} squares)`;
  });
  const at = (sq: number) => `(${sq % d.width},${Math.floor(sq / d.width)})`;
  const xy = (list: number[]) => list.map(at).join(' ');
  return [
    `size: ${d.width} x ${d.height} squares, ${floor} of them open (floor, doors, end zones)`,
    `tiles: ${d.tiles.length} (${[...kinds].map(([k, n]) => plural(n, k)).join(', ')}), joined by ${d.doors.length} doors`,
    `end zones: ${zones.join(', ') || 'none'}`,
    `fixed chests: ${d.fixedChests.length > 0 ? xy(d.fixedChests) : 'none (placed in the pre-game)'}`,
    `fixed portals: ${d.fixedPortals.length > 0 ? d.fixedPortals.map((p) => `${p.number} ${at(p.sq)}`).join(', ') : 'none (placed in the pre-game)'}`,
  ];
}

export function dungeonShow(spec: string, io: Io): number {
  const { dungeon: d } = loadDungeon(spec, io);
  const meta = d.meta.filter(([k]) => k !== 'name').map(([k, v]) => `${k}: ${v}`);
  const lines = [
    `${d.name} (${spec})`,
    ...meta,
    '',
    ...gridRows(d).map((r) => `  ${r}`),
    '',
    `legend: ${legend(d)}`,
    ...dungeonSummary(d),
  ];
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

export function dungeonList(io: Io): number {
  const width = Math.max(...BUILTIN_DUNGEONS.map((b) => b.id.length));
  for (const b of BUILTIN_DUNGEONS) {
    const r = parseDungeon(b.text);
    const about = r.ok
      ? `${r.value.name}, ${r.value.width} x ${r.value.height}, end zones ${r.value.endZones.join(' ')}`
      : `does not parse: ${r.errors[0].message}`;
    io.out(`${b.id.padEnd(width)}  ${about}\n`);
  }
  return 0;
}
