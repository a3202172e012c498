/**
 * The checker behind `parseContent` (../content.ts): the words of the content language (decks,
 * kinds of tile, sides, rune uses), the bounds content is held to, and the checks of the effect
 * language (content-types.ts `Effect`). Each problem is one line, `path: what is wrong`.
 */
import { ATTRIBUTES } from '../../heroes.ts';
import { MONSTER_TYPES } from '../../monsters.ts';
import type { DeckId, Dir, Effect, RuneUse, TileKind, TileSpecial } from '../content-types.ts';

export const DECK_IDS: readonly DeckId[] = [
  'dungeon',
  'search',
  'trap',
  'door',
  'corpse',
  'crypt',
  'catacomb',
  'dragon',
  'treasure',
  'rune',
];
export const TILE_KINDS: readonly TileKind[] = [
  'room',
  'corridor',
  'door',
  'portcullis',
  'bridge',
  'pit',
  'rotating',
  'chasm',
  'trap',
  'darkness',
  'web',
  'rubble',
  'catacomb',
];
export const TILE_SPECIALS: readonly TileSpecial[] = [
  'portcullis',
  'bridge',
  'pit',
  'rotating',
  'chasm',
  'darkness',
  'web',
  'rubble',
  'catacomb',
];
export const RUNE_USES: readonly RuneUse[] = ['turn', 'test', 'trap', 'monster'];
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];

/**
 * The bounds the checker holds content to: wide enough for any sensible edit, narrow enough that
 * a typo (a count of 1000, wounds of 60) is caught rather than played.
 */
export const CONTENT_LIMITS = {
  /** Effects within effects (a test's `fail` holding a choice holding a roll...). */
  depth: 4,
  /** Steps in one effect list, options in a choice. */
  steps: 12,
  options: 6,
  /** Copies of one tile or card; cards in a deck, tiles in the pile. */
  count: 100,
  deckCards: 300,
  pileTiles: 300,
  /** Entries (distinct tiles or cards) in the pile or a deck as written. */
  entries: 300,
  /** Fixed wounds or heals; dice in an amount and the number added to them. */
  wounds: 20,
  dice: 4,
  plus: 6,
  /** A test's modifier, either way. */
  modifier: 6,
  gold: 10000,
  turns: 5,
  sunSpaces: 5,
  treasureCards: 5,
  /** The sun track's plain and numbered spaces. */
  sunPlain: 60,
  sunNumbered: 12,
  /** Characters in a name, a label or a line of flavour. */
  name: 80,
  text: 400,
  /** Errors listed before the rest are only counted. */
  errors: 60,
} as const;

/** The decks an effect may `draw` from; the others have effects of their own or are the engine's. */
const DRAWABLE: readonly DeckId[] = ['dungeon', 'search', 'trap', 'door', 'corpse', 'crypt'];
const NOT_DRAWN: Partial<Record<DeckId, string>> = {
  treasure: "use { do: 'treasure', count } to take treasure cards",
  rune: "use { do: 'rune' } to draw a rune",
  dragon: 'the dragon is drawn by the treasure chamber only',
  catacomb: 'catacomb cards are drawn by the engine in the catacombs only',
};

const EFFECT_FIELDS = {
  nothing: [],
  wound: ['amount'],
  heal: ['amount'],
  test: ['attr', 'modifier', 'pass', 'fail'],
  roll: ['rows'],
  draw: ['deck'],
  monster: ['type', 'noEscape'],
  loot: ['name', 'gold'],
  treasure: ['count'],
  loseLoot: ['which'],
  skipTurns: ['turns'],
  moveBack: [],
  endTurn: [],
  catacombEntrance: [],
  secretDoor: [],
  rune: [],
  sun: ['spaces'],
  choose: ['options'],
  leaveCatacombs: [],
  turnBack: [],
} as const satisfies Record<Effect['do'], readonly string[]>;
type EffectKind = keyof typeof EFFECT_FIELDS;
/** Effects that only make sense underground. */
const CATACOMB_ONLY: readonly EffectKind[] = ['leaveCatacombs', 'turnBack'];

/** Where effects are being checked: a tile, or a card of a deck. */
export type Source = DeckId | 'tile';

export class Checker {
  readonly errors: string[] = [];
  /** Which decks each deck's cards draw from, for the loop check. */
  readonly draws = new Map<DeckId, Map<DeckId, string>>();

  err(path: string, message: string): void {
    this.errors.push(`${path}: ${message}`);
  }

  /** Reports the fields not in `allowed`. */
  fields(obj: Record<string, unknown>, allowed: readonly string[], path: string): void {
    for (const key of Object.keys(obj)) {
      if (!allowed.includes(key))
        this.err(fieldPath(path, key), `unknown field (the fields are: ${allowed.join(', ') || 'none'})`);
    }
  }

  int(value: unknown, path: string, min: number, max: number): value is number {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return true;
    this.err(path, `must be a whole number from ${min} to ${max}, not ${show(value)}`);
    return false;
  }

  text(value: unknown, path: string, max: number): value is string {
    if (typeof value === 'string' && value.trim() !== '' && value.length <= max) return true;
    this.err(path, `must be a non-empty text of at most ${max} characters, not ${show(value)}`);
    return false;
  }

  oneOf<T extends string>(value: unknown, path: string, valid: readonly T[], what: string): value is T {
    if (typeof value === 'string' && (valid as readonly string[]).includes(value)) return true;
    this.err(path, `unknown ${what} ${show(value)} (valid: ${valid.join(', ')})`);
    return false;
  }

  bool(value: unknown, path: string): value is boolean {
    if (typeof value === 'boolean') return true;
    this.err(path, `must be true or false, not ${show(value)}`);
    return false;
  }

  list(value: unknown, path: string, max: number): value is unknown[] {
    if (!Array.isArray(value)) {
      this.err(path, `must be a list, not ${show(value)}`);
      return false;
    }
    if (value.length > max) {
      this.err(path, `holds ${value.length} entries, at most ${max} are allowed`);
      return false;
    }
    return true;
  }

  object(value: unknown, path: string): value is Record<string, unknown> {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return true;
    this.err(path, `must be an object, not ${show(value)}`);
    return false;
  }
}

/** A field's path: `.name`, or `["odd key"]` for a key that is not a plain word. */
export function fieldPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$-]{0,59}$/.test(key)
    ? `${path}.${key}`
    : `${path}[${JSON.stringify(key.slice(0, 40))}]`;
}

/** A value as it would read in the JSON, cut short. */
export function show(value: unknown): string {
  if (value === undefined) return 'missing';
  let s: string;
  try {
    s = JSON.stringify(value) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

function checkAmount(c: Checker, value: unknown, path: string): void {
  if (typeof value === 'number') {
    c.int(value, path, 1, CONTENT_LIMITS.wounds);
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    c.err(path, `must be a number or { dice, plus? }, not ${show(value)}`);
    return;
  }
  const a = value as Record<string, unknown>;
  c.fields(a, ['dice', 'plus'], path);
  c.int(a.dice, `${path}.dice`, 1, CONTENT_LIMITS.dice);
  if (a.plus !== undefined) c.int(a.plus, `${path}.plus`, -CONTENT_LIMITS.plus, CONTENT_LIMITS.plus);
}

/** A roll's rows must cover 1..6 exactly once each. */
function checkRows(c: Checker, value: unknown, path: string, source: Source, depth: number): void {
  if (!c.list(value, path, 6)) return;
  const covered = [0, 0, 0, 0, 0, 0, 0];
  value.forEach((row, i) => {
    const at = `${path}[${i}]`;
    if (!c.object(row, at)) return;
    c.fields(row, ['min', 'max', 'effect'], at);
    const { min, max } = row;
    const okMin = c.int(min, `${at}.min`, 1, 6);
    const okMax = c.int(max, `${at}.max`, 1, 6);
    if (okMin && okMax) {
      if (min > max) c.err(at, `min ${min} is above max ${max}`);
      for (let d = min; d <= max; d++) covered[d]++;
    }
    checkEffects(c, row.effect, `${at}.effect`, source, depth + 1);
  });
  const gaps = [1, 2, 3, 4, 5, 6].filter((d) => covered[d] === 0);
  const twice = [1, 2, 3, 4, 5, 6].filter((d) => covered[d] > 1);
  if (gaps.length > 0) c.err(path, `no row for ${gaps.join(', ')} (the rows must cover 1 to 6 with no gap)`);
  if (twice.length > 0) c.err(path, `${twice.join(', ')} in more than one row (the rows must not overlap)`);
}

function checkOptions(c: Checker, value: unknown, path: string, source: Source, depth: number): void {
  if (!c.list(value, path, CONTENT_LIMITS.options)) return;
  if (value.length === 0) c.err(path, 'a choice needs at least one option');
  value.forEach((opt, i) => {
    const at = `${path}[${i}]`;
    if (!c.object(opt, at)) return;
    c.fields(opt, ['label', 'effect'], at);
    c.text(opt.label, `${at}.label`, CONTENT_LIMITS.name);
    checkEffects(c, opt.effect, `${at}.effect`, source, depth + 1);
  });
}

function checkDraw(c: Checker, deck: unknown, path: string, source: Source): void {
  if (!c.oneOf(deck, path, DECK_IDS, 'deck')) return;
  if (!DRAWABLE.includes(deck)) {
    c.err(path, `a card of the ${deck} deck cannot be drawn by an effect: ${NOT_DRAWN[deck]}`);
    return;
  }
  if (source === 'tile') return;
  const edges = c.draws.get(source) ?? new Map<DeckId, string>();
  if (!edges.has(deck)) edges.set(deck, path);
  c.draws.set(source, edges);
}

/** One step; `depth` is that of the list holding it (1 for a tile's or a card's own effect). */
function checkEffect(
  c: Checker,
  e: Record<string, unknown>,
  path: string,
  source: Source,
  depth: number,
): void {
  if (!c.oneOf(e.do, `${path}.do`, Object.keys(EFFECT_FIELDS) as EffectKind[], 'effect')) return;
  const kind = e.do;
  c.fields(e, ['do', ...EFFECT_FIELDS[kind]], path);
  if (CATACOMB_ONLY.includes(kind) && source !== 'catacomb')
    c.err(
      `${path}.do`,
      `'${kind}' is only for catacomb cards, not for ${source === 'tile' ? 'tiles' : `the ${source} deck`}`,
    );
  const L = CONTENT_LIMITS;
  switch (kind) {
    case 'wound':
    case 'heal':
      return checkAmount(c, e.amount, `${path}.amount`);
    case 'test':
      c.oneOf(e.attr, `${path}.attr`, ATTRIBUTES, 'attribute');
      if (e.modifier !== undefined) c.int(e.modifier, `${path}.modifier`, -L.modifier, L.modifier);
      if (e.pass !== undefined) checkEffects(c, e.pass, `${path}.pass`, source, depth + 1);
      if (e.fail !== undefined) checkEffects(c, e.fail, `${path}.fail`, source, depth + 1);
      return;
    case 'roll':
      return checkRows(c, e.rows, `${path}.rows`, source, depth);
    case 'choose':
      return checkOptions(c, e.options, `${path}.options`, source, depth);
    case 'draw':
      return checkDraw(c, e.deck, `${path}.deck`, source);
    case 'monster':
      if (e.type !== undefined) c.oneOf(e.type, `${path}.type`, MONSTER_TYPES, 'monster type');
      if (e.noEscape !== undefined) c.bool(e.noEscape, `${path}.noEscape`);
      return;
    case 'loot':
      c.text(e.name, `${path}.name`, L.name);
      c.int(e.gold, `${path}.gold`, 0, L.gold);
      return;
    case 'treasure':
      c.int(e.count, `${path}.count`, 1, L.treasureCards);
      return;
    case 'loseLoot':
      c.oneOf(e.which, `${path}.which`, ['all', 'best'], 'kind of loss');
      return;
    case 'skipTurns':
      c.int(e.turns, `${path}.turns`, 1, L.turns);
      return;
    case 'sun':
      c.int(e.spaces, `${path}.spaces`, 1, L.sunSpaces);
      return;
  }
}

export function checkEffects(c: Checker, value: unknown, path: string, source: Source, depth: number): void {
  if (depth > CONTENT_LIMITS.depth) {
    c.err(path, `effects nested too deep (at most ${CONTENT_LIMITS.depth} levels of effects within effects)`);
    return;
  }
  if (!c.list(value, path, CONTENT_LIMITS.steps)) return;
  value.forEach((step, i) => {
    const at = `${path}[${i}]`;
    if (c.object(step, at)) checkEffect(c, step, at, source, depth);
  });
}
