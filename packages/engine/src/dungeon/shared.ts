/**
 * Parsed dungeons shared by every game on the same map and every copy of a game (never cloned):
 * a map is parsed once while it is in use, not at each new game, and frozen through, so no holder
 * of a game or a view can move a wall, and what depends only on the map may be kept beside it
 * (memo.ts). A map that does not parse is not kept: it is parsed again, with the same errors.
 */
import { type Dungeon, type ParseResult, parseDungeon } from './map.ts';

const PARSED = new Map<string, Dungeon>();

/** Maps kept at most; past that the map kept longest goes (a server may see many maps). */
const MAX_PARSED = 256;

/** The shared dungeon of a map text already parsed, if kept: the engine asks at every step. */
export function keptDungeon(text: string): Dungeon | undefined {
  return PARSED.get(text);
}

/**
 * The map's parse without keeping it: the shared dungeon when kept, else a fresh parse (or its
 * problems). A set-up that is then refused leaves the maps of the games under way in the cache.
 */
export function peekDungeon(text: string): ParseResult<Dungeon> {
  const kept = PARSED.get(text);
  if (kept) return { ok: true, value: kept };
  return parseDungeon(text);
}

/** Keeps a parsed dungeon, frozen through, for every game on its map; returns the one kept. */
export function keepDungeon(d: Dungeon): Dungeon {
  const kept = PARSED.get(d.text);
  if (kept) return kept;
  if (PARSED.size >= MAX_PARSED) PARSED.delete(PARSED.keys().next().value as string);
  PARSED.set(d.text, deepFreeze(d));
  return d;
}

/** The map's parse: the shared, frozen dungeon when it parses, else its problems. */
export function sharedDungeon(text: string): ParseResult<Dungeon> {
  const r = peekDungeon(text);
  return r.ok ? { ok: true, value: keepDungeon(r.value) } : r;
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}
