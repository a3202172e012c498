/**
 * `dungeonbowl dungeon show|list|generate|validate|render`: look at dungeon maps, list the
 * built-in ones, generate new ones, check one against a ruleset's construction rules, and draw
 * one as an SVG picture.
 */
import {
  BUILTIN_DUNGEONS,
  CONSTRUCTION_RULES,
  DEFAULT_CONSTRUCTION,
  type Dungeon,
  type DungeonSummary,
  END_ZONE_LETTERS,
  FEATURES,
  type GenerateOptions,
  generateDungeon,
  getBuiltinDungeon,
  getConstructionRules,
  gridRows,
  maxOf,
  parseDungeon,
  printableLine,
  type ValidateResult,
  validateDungeon,
} from '@dungeonbowl/engine';
import { loadDungeon } from '../dungeon-source.ts';
import { checkOutput, fsMessage, type Io, MAP_BYTES, TooLargeError, UserError, withoutBom } from '../io.ts';
import { renderDungeonSvg } from '../svg.ts';

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
  const passages = [
    ...new Set(d.endZone.filter((_, s) => d.passage[s]).map((z) => END_ZONE_LETTERS[z].toLowerCase())),
  ];
  passages.sort();
  if (passages.length > 0)
    parts.push(
      `${passages.length > 1 ? `${passages[0]}-${passages[passages.length - 1]}` : passages[0]} scoring passage`,
    );
  if (used.has('$')) parts.push('$ chest');
  if (d.fixedPortals.length > 0) parts.push('0-9 portal');
  for (const f of FEATURES) if (used.has(f.char)) parts.push(`${f.char} ${f.name}`);
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
  // The header is the file's own text: each key and value stays on its line.
  const meta = d.meta.filter(([k]) => k !== 'name').map(([k, v]) => printableLine(`${k}: ${v}`));
  const lines = [
    `${printableLine(d.name)} (${printableLine(spec)})`,
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

interface ListEntry {
  id: string;
  name: string;
  width: number;
  height: number;
  rulesets: string[];
  endZones: string[];
  description: string;
}

export function dungeonList(o: { json?: boolean }, io: Io): number {
  const entries: ListEntry[] = [];
  for (const b of BUILTIN_DUNGEONS) {
    const r = parseDungeon(b.text);
    if (!r.ok) throw new Error(`built-in dungeon ${b.id} does not parse: ${r.errors[0].message}`);
    const d = r.value;
    entries.push({
      id: b.id,
      name: d.name,
      width: d.width,
      height: d.height,
      rulesets: d.rulesets,
      endZones: d.endZones,
      description: d.description,
    });
  }
  if (o.json) {
    io.out(`${JSON.stringify(entries, null, 2)}\n`);
    return 0;
  }
  const idW = maxOf(entries.map((e) => e.id.length));
  const nameW = maxOf(entries.map((e) => e.name.length));
  for (const e of entries) {
    const size = `${e.width} x ${e.height}`.padEnd(7);
    io.out(`${e.id.padEnd(idW)}  ${e.name.padEnd(nameW)}  ${size}  ${e.rulesets.join(', ')}\n`);
  }
  return 0;
}

export interface GenerateCliOptions {
  seed: number;
  ruleset?: string;
  size?: string;
  teams?: number;
  style?: string;
  out?: string;
  force?: boolean;
}

export function dungeonGenerate(o: GenerateCliOptions, io: Io): number {
  // A central layout ([000]: the start room in the middle, corners for the end zones) has no
  // styles: the generator would draw one and leave it unused.
  const rules = getConstructionRules(o.ruleset ?? DEFAULT_CONSTRUCTION);
  if (o.style !== undefined && rules?.layout === 'central')
    throw new UserError(
      `--style ${printableLine(o.style)}: ${rules.name} dungeons have one layout, a central room with the end zones in corners (no --style)`,
    );
  const r = generateDungeon({
    seed: o.seed,
    ruleset: o.ruleset,
    size: o.size as GenerateOptions['size'],
    teams: o.teams,
    style: o.style as GenerateOptions['style'],
  });
  if (!r.ok) throw new UserError(`${r.error.message} [${r.error.code}]`);
  if (o.out) {
    checkOutput(io, o.out, { force: o.force });
    try {
      io.writeFile(o.out, r.text);
    } catch (e) {
      throw new UserError(`${printableLine(o.out)}: ${fsMessage(e)}`);
    }
    io.out(`wrote ${printableLine(o.out)}: ${r.dungeon.name}, ${r.dungeon.width} x ${r.dungeon.height}\n`);
  } else io.out(r.text);
  return 0;
}

/** The text of a built-in dungeon or a map file, unparsed: the validator reports its errors. */
function readMap(spec: string, io: Io): string {
  const builtin = getBuiltinDungeon(spec);
  if (builtin) return builtin.text;
  try {
    return withoutBom(io.readFile(spec, MAP_BYTES)).replace(/\r\n/g, '\n');
  } catch (e) {
    if (e instanceof TooLargeError) throw new UserError(`${printableLine(spec)}: ${e.message}`);
    throw new UserError(
      `${printableLine(spec)}: ${fsMessage(e)} (not a file, nor a built-in dungeon; see dungeon list)`,
    );
  }
}

/** The rulesets to check: the one named, else those the map's header claims, else the default. */
function rulesetsFor(text: string, named: string | undefined): string[] {
  if (named) {
    if (!getConstructionRules(named)) {
      const known = CONSTRUCTION_RULES.map((r) => r.id).join(', ');
      throw new UserError(`no construction rules for ruleset '${printableLine(named)}' (known: ${known})`);
    }
    return [named];
  }
  const r = parseDungeon(text);
  // A map that does not parse still names its rulesets in its header, as far as it can be read.
  const header = /^rulesets:(.*)$/m.exec(text.slice(0, 4096))?.[1] ?? '';
  const ids = r.ok ? r.value.rulesets : header.split(',').map((id) => id.trim());
  const claimed = ids.filter((id) => getConstructionRules(id));
  return claimed.length > 0 ? claimed : [DEFAULT_CONSTRUCTION];
}

function summaryLines(s: DungeonSummary): string[] {
  const rooms = s.smallRooms + s.largeRooms;
  const lines = [
    `  size: ${s.width} x ${s.height} squares, ${s.openSquares} open`,
    `  tiles: ${s.tiles}: ${plural(rooms, 'room')} (${s.smallRooms} small, ${s.largeRooms} large), ${plural(s.corridors, 'corridor')}; ${s.endZoneTiles === 1 ? '1 holds an end zone' : `${s.endZoneTiles} hold end zones`}; ${s.doors} doors`,
  ];
  const pairs = s.distances;
  if (pairs.length === 1)
    lines.push(
      `  end zones: ${s.endZones.join(', ')}; walking distance ${pairs[0].from}-${pairs[0].to}: ${pairs[0].distance}`,
    );
  else if (pairs.length > 1) {
    const near = pairs[0];
    const far = pairs[pairs.length - 1];
    lines.push(
      `  end zones: ${s.endZones.join(', ')}; walking distance nearest ${near.from}-${near.to} ${near.distance}, farthest ${far.from}-${far.to} ${far.distance}`,
    );
  } else lines.push(`  end zones: ${s.endZones.join(', ') || 'none'}`);
  if (s.startRooms > 0)
    lines.push(
      `  start rooms: ${s.startRooms}; walking distance to the nearest end zone: ${s.startToEndZone}`,
    );
  const items = [`${s.fixedChests} fixed chests`, `fixed portals ${s.fixedPortals.join(' ') || 'none'}`];
  lines.push(`  ${items.join(', ')}`);
  const features = Object.entries(s.features).map(([k, n]) => `${k} ${n}`);
  if (features.length > 0) lines.push(`  special squares: ${features.join(', ')}`);
  return lines;
}

export function dungeonValidate(
  spec: string,
  o: { ruleset?: string; teams?: number; json?: boolean },
  io: Io,
): number {
  const text = readMap(spec, io);
  const results: ValidateResult[] = rulesetsFor(text, o.ruleset).map((id) =>
    validateDungeon(text, id, { teams: o.teams }),
  );
  if (o.json) {
    const out = results.map((r) => ({
      ruleset: r.ruleset,
      ok: r.ok,
      problems: r.problems,
      summary: r.summary,
    }));
    io.out(`${JSON.stringify(out, null, 2)}\n`);
    return results.every((r) => r.ok) ? 0 : 1;
  }
  const where = printableLine(spec);
  for (const r of results) {
    const name = getConstructionRules(r.ruleset)?.name ?? r.ruleset;
    if (r.ok && r.summary) {
      io.out(`${where}: valid for ${name} (${r.ruleset})\n${summaryLines(r.summary).join('\n')}\n`);
      continue;
    }
    // The problems are the errors of this command: stderr, so a script's stdout stays clean.
    const count = `${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}`;
    io.err(`${where}: ${count} for ${name} (${r.ruleset})\n`);
    for (const p of r.problems)
      io.err(`  ${where}:${p.line}:${p.column}: ${printableLine(p.message)} [${p.code}]\n`);
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

export function dungeonRender(
  spec: string,
  o: { svg: string; cell?: number; force?: boolean },
  io: Io,
): number {
  const { dungeon: d } = loadDungeon(spec, io);
  // `render map.txt --svg map.txt` once replaced the map by its picture.
  checkOutput(io, o.svg, { force: o.force, inputs: getBuiltinDungeon(spec) ? [] : [spec] });
  try {
    io.writeFile(o.svg, renderDungeonSvg(d, { cell: o.cell }));
  } catch (e) {
    throw new UserError(`${printableLine(o.svg)}: ${fsMessage(e)}`);
  }
  io.out(`wrote ${printableLine(o.svg)}: ${printableLine(d.name)}, ${d.width} x ${d.height} squares\n`);
  return 0;
}
