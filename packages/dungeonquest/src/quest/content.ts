/**
 * DungeonQuest's content as data: the checker a group's edited tiles and decks go through
 * (`parseContent`), and this project's own content (`DEFAULT_CONTENT`, the JSON files in
 * content/). Every problem is reported, one line each, as `path: what is wrong`, the path naming
 * the place in the data (`decks.trap[2:dart-wall].effect[0].amount`), so that a group editing the
 * JSON can find it. docs/dungeonquest-content.md describes the content and the checks.
 */
import {
  Checker,
  CONTENT_LIMITS,
  checkEffects,
  DECK_IDS,
  DIRS,
  fieldPath,
  RUNE_USES,
  type Source,
  show,
  TILE_KINDS,
  TILE_SPECIALS,
} from './content/checker.ts';
import catacomb from './content/decks/catacomb.json';
import corpse from './content/decks/corpse.json';
import crypt from './content/decks/crypt.json';
import door from './content/decks/door.json';
import dragon from './content/decks/dragon.json';
import dungeon from './content/decks/dungeon.json';
import rune from './content/decks/rune.json';
import search from './content/decks/search.json';
import trap from './content/decks/trap.json';
import treasure from './content/decks/treasure.json';
import meta from './content/meta.json';
import tiles from './content/tiles.json';
import type { CardDef, Content, DeckId, Dir, TileDef, TileKind, TileSpecial } from './content-types.ts';

export { CONTENT_LIMITS, DECK_IDS, RUNE_USES, TILE_KINDS, TILE_SPECIALS } from './content/checker.ts';

/** Every field of a tile and of a card (the `satisfies` keeps them in step with the contract). */
const TILE_FIELDS = Object.keys({
  id: 1,
  kind: 1,
  name: 1,
  text: 1,
  count: 1,
  exits: 1,
  doors: 1,
  halves: 1,
  searchable: 1,
  special: 1,
  effect: 1,
} satisfies Record<keyof TileDef, 1>);
const CARD_FIELDS = Object.keys({
  id: 1,
  name: 1,
  text: 1,
  count: 1,
  effect: 1,
  gold: 1,
  rage: 1,
  use: 1,
} satisfies Record<keyof CardDef, 1>);
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type ContentResult = { ok: true; content: Content } | { ok: false; errors: string[] };

/** A list entry's path, with its id when it has a readable one: `tiles[3:great-hall]`. */
function entryPath(base: string, i: number, item: unknown): string {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && ID_PATTERN.test(id) && id.length <= 60
    ? `${base}[${i}:${id}]`
    : `${base}[${i}]`;
}

/** The fields shared by tiles and cards: id (unique in its list), name, text, count, effect. */
function checkEntry(
  c: Checker,
  item: Record<string, unknown>,
  at: string,
  ids: Set<string>,
  source: Source,
): number {
  if (typeof item.id !== 'string' || !ID_PATTERN.test(item.id) || item.id.length > 60)
    c.err(`${at}.id`, `must be lower-case letters, digits and single '-' (at most 60), not ${show(item.id)}`);
  else if (ids.has(item.id)) c.err(`${at}.id`, `'${item.id}' is used twice`);
  else ids.add(item.id);
  c.text(item.name, `${at}.name`, CONTENT_LIMITS.name);
  c.text(item.text, `${at}.text`, CONTENT_LIMITS.text);
  checkEffects(c, item.effect, `${at}.effect`, source, 1);
  return c.int(item.count, `${at}.count`, 1, CONTENT_LIMITS.count) ? item.count : 0;
}

/** A list of distinct sides; returns it when well formed. */
function checkDirs(c: Checker, value: unknown, path: string): Dir[] | null {
  if (!c.list(value, path, 4)) return null;
  let ok = true;
  value.forEach((d, i) => {
    if (!c.oneOf(d, `${path}[${i}]`, DIRS, 'side')) ok = false;
  });
  if (ok && new Set(value).size !== value.length) {
    c.err(path, 'a side is listed twice');
    ok = false;
  }
  return ok ? (value as Dir[]) : null;
}

function checkHalves(c: Checker, t: Record<string, unknown>, at: string, exits: Dir[] | null): void {
  if (t.special !== 'chasm') {
    if (t.halves !== undefined) c.err(`${at}.halves`, "only a tile with special 'chasm' has halves");
    return;
  }
  const path = `${at}.halves`;
  if (!c.list(t.halves, path, 2)) return;
  if (t.halves.length !== 2) {
    c.err(path, 'a chasm has exactly two halves');
    return;
  }
  const a = checkDirs(c, t.halves[0], `${path}[0]`);
  const b = checkDirs(c, t.halves[1], `${path}[1]`);
  if (!a || !b || !exits) return;
  if (a.length === 0 || b.length === 0) c.err(path, 'each half needs at least one open side');
  const both = [...a, ...b];
  if (new Set(both).size !== both.length) c.err(path, 'a side is in both halves');
  if (both.length !== exits.length || !exits.every((d) => both.includes(d)))
    c.err(path, `the halves together must be the exits (${exits.join(', ')}), not ${both.join(', ')}`);
}

/** The sides and special rules of a tile (its kind, exits, doors, halves). */
function checkTileShape(c: Checker, t: Record<string, unknown>, at: string): void {
  const kindOk = c.oneOf(t.kind, `${at}.kind`, TILE_KINDS, 'tile kind');
  const exits = checkDirs(c, t.exits, `${at}.exits`);
  if (exits && !exits.includes('S'))
    c.err(`${at}.exits`, "must include 'S' (a tile is turned so an open side faces the hero)");
  if (t.doors !== undefined) {
    const doors = checkDirs(c, t.doors, `${at}.doors`);
    if (doors && exits)
      for (const d of doors) if (!exits.includes(d)) c.err(`${at}.doors`, `'${d}' is a door but not an exit`);
  }
  if (kindOk && t.kind === 'door' && (!Array.isArray(t.doors) || t.doors.length === 0))
    c.err(`${at}.doors`, "a tile of kind 'door' needs at least one door");
  c.bool(t.searchable, `${at}.searchable`);
  const special = TILE_SPECIALS.includes(t.kind as TileSpecial) ? (t.kind as TileSpecial) : undefined;
  if (t.special !== undefined && c.oneOf(t.special, `${at}.special`, TILE_SPECIALS, 'special')) {
    if (kindOk && t.special !== special)
      c.err(`${at}.special`, `a '${t.kind}' tile ${special ? `has special '${special}'` : 'has no special'}`);
  } else if (t.special === undefined && special)
    c.err(`${at}.special`, `a '${special}' tile needs special '${special}' (its rules)`);
  checkHalves(c, t, at, exits);
  if (
    t.special === 'bridge' &&
    exits &&
    !(exits.includes('N') || (exits.includes('E') && exits.includes('W')))
  )
    c.err(`${at}.exits`, 'a bridge needs two opposite exits to be crossed');
}

function checkTiles(c: Checker, value: unknown): void {
  if (!c.list(value, 'tiles', CONTENT_LIMITS.entries)) return;
  const ids = new Set<string>();
  let total = 0;
  value.forEach((t, i) => {
    const at = entryPath('tiles', i, t);
    if (!c.object(t, at)) return;
    c.fields(t, TILE_FIELDS, at);
    total += checkEntry(c, t, at, ids, 'tile');
    checkTileShape(c, t, at);
  });
  if (total === 0 && value.length === 0) c.err('tiles', 'the pile of tiles is empty');
  if (total > CONTENT_LIMITS.pileTiles)
    c.err('tiles', `the counts add up to ${total} tiles, at most ${CONTENT_LIMITS.pileTiles} are allowed`);
}

/** The fields only some decks have: gold (treasure), rage (dragon), use (rune). */
function checkCardExtras(c: Checker, card: Record<string, unknown>, at: string, deck: DeckId): void {
  if (deck === 'treasure') c.int(card.gold, `${at}.gold`, 0, CONTENT_LIMITS.gold);
  else if (card.gold !== undefined)
    c.err(`${at}.gold`, "only treasure cards have a gold value (others give gold with a 'loot' effect)");
  if (deck === 'rune') c.oneOf(card.use, `${at}.use`, RUNE_USES, 'rune use');
  else if (card.use !== undefined) c.err(`${at}.use`, 'only rune cards have a use');
  if (deck === 'dragon') {
    if (card.rage !== undefined) c.bool(card.rage, `${at}.rage`);
  } else if (card.rage !== undefined) c.err(`${at}.rage`, 'only dragon cards have rage');
}

function checkDeck(c: Checker, deck: DeckId, value: unknown): void {
  const path = `decks.${deck}`;
  if (!c.list(value, path, CONTENT_LIMITS.entries)) return;
  const ids = new Set<string>();
  let total = 0;
  value.forEach((card, i) => {
    const at = entryPath(path, i, card);
    if (!c.object(card, at)) return;
    c.fields(card, CARD_FIELDS, at);
    total += checkEntry(c, card, at, ids, deck);
    checkCardExtras(c, card, at, deck);
  });
  if (value.length === 0) c.err(path, 'the deck is empty (every deck needs at least one card)');
  if (total > CONTENT_LIMITS.deckCards)
    c.err(path, `the counts add up to ${total} cards, at most ${CONTENT_LIMITS.deckCards} are allowed`);
}

/** A deck whose cards draw (through other decks) from itself again could loop for ever. */
function checkDrawLoops(c: Checker): void {
  const reported = new Set<string>();
  const visit = (trail: DeckId[]): void => {
    const deck = trail[trail.length - 1];
    for (const [next, path] of c.draws.get(deck) ?? []) {
      const start = trail.indexOf(next);
      if (start < 0) {
        visit([...trail, next]);
        continue;
      }
      const loop = trail.slice(start);
      const key = [...loop].sort().join();
      if (!reported.has(key))
        c.err(path, `draws in a loop: ${[deck, ...loop.slice(0, -1), deck].join(' -> ')}`);
      reported.add(key);
    }
  };
  for (const deck of DECK_IDS) visit([deck]);
}

function checkDecks(c: Checker, value: unknown): void {
  if (!c.object(value, 'decks')) return;
  for (const key of Object.keys(value))
    if (!(DECK_IDS as readonly string[]).includes(key))
      c.err(fieldPath('decks', key), `unknown deck (the decks are: ${DECK_IDS.join(', ')})`);
  for (const deck of DECK_IDS) {
    if (value[deck] === undefined) c.err(`decks.${deck}`, 'missing (every deck is needed)');
    else checkDeck(c, deck, value[deck]);
  }
  checkDrawLoops(c);
}

function checkSun(c: Checker, value: unknown): void {
  if (!c.object(value, 'sun')) return;
  c.fields(value, ['plain', 'numbered'], 'sun');
  c.int(value.plain, 'sun.plain', 0, CONTENT_LIMITS.sunPlain);
  c.int(value.numbered, 'sun.numbered', 1, CONTENT_LIMITS.sunNumbered);
}

/**
 * Checks content given as data (parsed JSON): the tiles, the ten decks, the sun track. Returns a
 * copy typed as `Content`, or every problem found, one line each, `path: what is wrong`. Never
 * throws, whatever it is given.
 */
export function parseContent(json: unknown): ContentResult {
  const c = new Checker();
  if (!c.object(json, 'content')) return { ok: false, errors: c.errors };
  c.fields(json, ['name', 'tiles', 'decks', 'sun'], 'content');
  c.text(json.name, 'name', CONTENT_LIMITS.name);
  checkTiles(c, json.tiles);
  checkDecks(c, json.decks);
  checkSun(c, json.sun);
  if (c.errors.length === 0) return { ok: true, content: structuredClone(json) as unknown as Content };
  const max = CONTENT_LIMITS.errors;
  const more = c.errors.length - max;
  return {
    ok: false,
    errors: more > 0 ? [...c.errors.slice(0, max), `content: ${more} more errors not listed`] : c.errors,
  };
}

/** How many tiles of each kind and cards in each deck (counting copies). */
export function contentCounts(content: Content): {
  tiles: number;
  tileKinds: Record<TileKind, number>;
  decks: Record<DeckId, number>;
} {
  const tileKinds = Object.fromEntries(TILE_KINDS.map((k) => [k, 0])) as Record<TileKind, number>;
  for (const t of content.tiles) tileKinds[t.kind] += t.count;
  const decks = Object.fromEntries(
    DECK_IDS.map((d) => [d, content.decks[d].reduce((n, card: CardDef) => n + card.count, 0)]),
  ) as Record<DeckId, number>;
  return { tiles: content.tiles.reduce((n, t: TileDef) => n + t.count, 0), tileKinds, decks };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** This project's content as written in content/*.json, before any check. */
export const DEFAULT_CONTENT_JSON: unknown = {
  name: meta.name,
  sun: meta.sun,
  tiles,
  decks: { dungeon, search, trap, door, corpse, crypt, catacomb, dragon, treasure, rune },
};

function loadDefault(): Content {
  const result = parseContent(DEFAULT_CONTENT_JSON);
  if (!result.ok)
    throw new Error(`the default DungeonQuest content is invalid:\n${result.errors.join('\n')}`);
  return deepFreeze(result.content);
}

/** This project's own tiles and decks (docs/dungeonquest-content.md), checked and frozen. */
export const DEFAULT_CONTENT: Content = loadDefault();
