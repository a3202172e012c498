/**
 * This project's DungeonQuest content (docs/dungeonquest-content.md) and its checker: the default
 * content is valid and has the documented make-up, and each kind of mistake a group may make in
 * the JSON is reported with its path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_LIMITS,
  contentCounts,
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_JSON,
  parseContent,
} from '../src/index.ts';
import type { CardDef, Effect } from '../src/quest/content-types.ts';

/** Every step of an effect list, nested ones included. */
function steps(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((e) => {
    const inner =
      e.do === 'test'
        ? [...(e.pass ?? []), ...(e.fail ?? [])]
        : e.do === 'roll'
          ? e.rows.flatMap((r) => r.effect)
          : e.do === 'choose'
            ? e.options.flatMap((o) => o.effect)
            : [];
    return [e, ...steps(inner)];
  });
}
const copies = (cards: readonly CardDef[], test: (c: CardDef) => boolean) =>
  cards.filter(test).reduce((n, c) => n + c.count, 0);

describe('the default content', () => {
  it('parses, and is frozen', () => {
    const result = parseContent(DEFAULT_CONTENT_JSON);
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(Object.isFrozen(DEFAULT_CONTENT.decks.dungeon[0].effect)).toBe(true);
    expect(DEFAULT_CONTENT.sun).toEqual({ plain: 25, numbered: 5 });
  });

  it('has 117 tiles of the thirteen kinds, as documented', () => {
    const counts = contentCounts(DEFAULT_CONTENT);
    expect(counts.tiles).toBe(117);
    expect(counts.tileKinds).toEqual({
      room: 42,
      corridor: 33,
      door: 8,
      portcullis: 3,
      bridge: 2,
      pit: 2,
      rotating: 4,
      chasm: 2,
      trap: 8,
      darkness: 3,
      web: 2,
      rubble: 2,
      catacomb: 6,
    });
  });

  it('has decks of the base game sizes, as documented', () => {
    expect(contentCounts(DEFAULT_CONTENT).decks).toEqual({
      dungeon: 50,
      search: 30,
      trap: 15,
      door: 15,
      corpse: 15,
      crypt: 15,
      catacomb: 40,
      dragon: 8,
      treasure: 32,
      rune: 12,
    });
  });

  it('the dungeon deck: a fifth monsters, traps, crypts and corpses to open, the sun, a rune', () => {
    const deck = DEFAULT_CONTENT.decks.dungeon;
    const has = (kind: Effect['do']) => (c: CardDef) => steps(c.effect).some((e) => e.do === kind);
    expect(copies(deck, has('monster'))).toBe(10);
    expect(copies(deck, (c) => c.effect[0].do === 'draw' && c.effect[0].deck === 'trap')).toBe(5);
    expect(copies(deck, (c) => steps(c.effect).some((e) => e.do === 'draw' && e.deck === 'crypt'))).toBe(4);
    expect(copies(deck, (c) => steps(c.effect).some((e) => e.do === 'draw' && e.deck === 'corpse'))).toBe(4);
    expect(copies(deck, has('sun'))).toBe(1);
    expect(copies(deck, has('rune'))).toBe(1);
  });

  it('the search deck: secret doors, passages down, gold, monsters, traps', () => {
    const deck = DEFAULT_CONTENT.decks.search;
    const first = (kind: Effect['do']) => copies(deck, (c) => c.effect[0].do === kind);
    expect(first('secretDoor')).toBe(7);
    expect(first('nothing')).toBe(8);
    expect(first('catacombEntrance')).toBe(4);
    expect(first('loot')).toBe(5);
    expect(first('monster')).toBe(2);
    expect(first('draw')).toBe(3);
  });

  it('the dragon: seven sleeping cards that do nothing, one rage that wounds with 2D6', () => {
    const deck = DEFAULT_CONTENT.decks.dragon;
    expect(copies(deck, (c) => !c.rage && c.effect.length === 0)).toBe(7);
    const rage = deck.filter((c) => c.rage);
    expect(rage).toHaveLength(1);
    expect(rage[0].count).toBe(1);
    expect(rage[0].effect).toEqual([{ do: 'wound', amount: { dice: 2 } }]);
  });

  it('the treasure deck: 32 cards worth 50 to 2000 gold, about 530 on average', () => {
    const deck = DEFAULT_CONTENT.decks.treasure;
    const golds = deck.flatMap((c) => Array<number>(c.count).fill(c.gold ?? Number.NaN));
    expect(golds).toHaveLength(32);
    expect(Math.min(...golds)).toBe(50);
    expect(Math.max(...golds)).toBe(2000);
    expect(golds.reduce((a, b) => a + b, 0)).toBe(17050);
  });

  it('the catacombs: six ways out, four turn-backs, a great gem', () => {
    const deck = DEFAULT_CONTENT.decks.catacomb;
    expect(copies(deck, (c) => steps(c.effect).some((e) => e.do === 'leaveCatacombs'))).toBe(6);
    expect(copies(deck, (c) => c.effect[0].do === 'turnBack')).toBe(4);
    const gem = steps(deck.flatMap((c) => c.effect)).filter((e) => e.do === 'loot' && e.gold >= 1000);
    expect(gem).toEqual([{ do: 'loot', name: 'Heart of the Deep', gold: 3000 }]);
  });

  it('every rune has a use, and crypt rooms let the hero choose to open the crypt', () => {
    expect(DEFAULT_CONTENT.decks.rune.every((c) => c.use !== undefined)).toBe(true);
    const ossuary = DEFAULT_CONTENT.tiles.find((t) => t.id === 'ossuary')!;
    expect(ossuary.effect[0].do).toBe('choose');
    expect(steps(ossuary.effect)).toContainEqual({ do: 'draw', deck: 'crypt' });
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the tests write anything into the content
type Json = any;
/** A copy of the default content's JSON. */
const copy = (): Json => structuredClone(DEFAULT_CONTENT_JSON);

/** A copy of the default content's JSON, changed by `edit`, then parsed: the errors. */
function errorsAfter(edit: (json: Json) => void): string[] {
  const json = copy();
  edit(json);
  const result = parseContent(json);
  return result.ok ? [] : result.errors;
}
const tileIndex = (json: Json, id: string) => json.tiles.findIndex((t: { id: string }) => t.id === id);

describe('the checker names the path and the problem', () => {
  it('content that is not an object', () => {
    expect(parseContent(null)).toEqual({ ok: false, errors: ['content: must be an object, not null'] });
    expect(parseContent([])).toEqual({ ok: false, errors: ['content: must be an object, not []'] });
  });

  it("a tile without 'S' in its exits", () => {
    const errors = errorsAfter((j) => {
      j.tiles[0].exits = ['N', 'E'];
    });
    expect(errors).toEqual([
      "tiles[0:great-hall].exits: must include 'S' (a tile is turned so an open side faces the hero)",
    ]);
  });

  it('an unknown deck, a missing deck, a draw from an unknown deck', () => {
    expect(errorsAfter((j) => (j.decks.monsters = []))).toEqual([
      'decks.monsters: unknown deck (the decks are: dungeon, search, trap, door, corpse, crypt, catacomb, dragon, treasure, rune)',
    ]);
    expect(errorsAfter((j) => delete j.decks.crypt)).toEqual(['decks.crypt: missing (every deck is needed)']);
    expect(errorsAfter((j) => (j.tiles[0].effect = [{ do: 'draw', deck: 'loot' }]))).toEqual([
      'tiles[0:great-hall].effect[0].deck: unknown deck "loot" (valid: dungeon, search, trap, door, corpse, crypt, catacomb, dragon, treasure, rune)',
    ]);
  });

  it('counts out of bound, an empty deck, a pile too large', () => {
    expect(errorsAfter((j) => (j.decks.trap[0].count = 0))).toEqual([
      'decks.trap[0:spiked-pit].count: must be a whole number from 1 to 100, not 0',
    ]);
    expect(errorsAfter((j) => (j.tiles[1].count = 2.5))).toEqual([
      'tiles[1:guard-room].count: must be a whole number from 1 to 100, not 2.5',
    ]);
    expect(errorsAfter((j) => (j.decks.rune = []))).toEqual([
      'decks.rune: the deck is empty (every deck needs at least one card)',
    ]);
    expect(errorsAfter((j) => (j.tiles = []))).toEqual(['tiles: the pile of tiles is empty']);
    expect(
      errorsAfter((j) => {
        for (const t of j.tiles) t.count = 9;
      }),
    ).toEqual([
      `tiles: the counts add up to ${9 * 37} tiles, at most ${CONTENT_LIMITS.pileTiles} are allowed`,
    ]);
  });

  it('a roll table with a gap, or with rows that overlap, or upside down', () => {
    const roll = (rows: unknown) => [{ do: 'roll', rows }];
    const row = (min: number, max: number) => ({ min, max, effect: [] });
    expect(errorsAfter((j) => (j.tiles[0].effect = roll([row(1, 2), row(4, 6)])))).toEqual([
      'tiles[0:great-hall].effect[0].rows: no row for 3 (the rows must cover 1 to 6 with no gap)',
    ]);
    expect(errorsAfter((j) => (j.tiles[0].effect = roll([row(1, 4), row(3, 6)])))).toEqual([
      'tiles[0:great-hall].effect[0].rows: 3, 4 in more than one row (the rows must not overlap)',
    ]);
    expect(errorsAfter((j) => (j.tiles[0].effect = roll([row(6, 1)])))).toEqual([
      'tiles[0:great-hall].effect[0].rows[0]: min 6 is above max 1',
      'tiles[0:great-hall].effect[0].rows: no row for 1, 2, 3, 4, 5, 6 (the rows must cover 1 to 6 with no gap)',
    ]);
    expect(errorsAfter((j) => (j.tiles[0].effect = roll([row(0, 6)])))).toEqual([
      'tiles[0:great-hall].effect[0].rows[0].min: must be a whole number from 1 to 6, not 0',
      'tiles[0:great-hall].effect[0].rows: no row for 1, 2, 3, 4, 5, 6 (the rows must cover 1 to 6 with no gap)',
    ]);
  });

  it('an effect of an unknown kind, or with a field it does not have', () => {
    expect(errorsAfter((j) => (j.decks.door[0].effect = [{ do: 'teleport' }]))[0]).toMatch(
      /^decks\.door\[0:door-opens\]\.effect\[0\]\.do: unknown effect "teleport" \(valid: nothing, wound, /,
    );
    expect(errorsAfter((j) => (j.decks.door[0].effect = [{ do: 'wound', amount: 1, ammount: 2 }]))).toEqual([
      'decks.door[0:door-opens].effect[0].ammount: unknown field (the fields are: do, amount)',
    ]);
    expect(errorsAfter((j) => (j.decks.door[0].effect = ['wound']))).toEqual([
      'decks.door[0:door-opens].effect[0]: must be an object, not "wound"',
    ]);
  });

  it('ids repeated, or not written as ids', () => {
    expect(errorsAfter((j) => (j.tiles[1].id = 'great-hall'))).toEqual([
      "tiles[1:great-hall].id: 'great-hall' is used twice",
    ]);
    expect(errorsAfter((j) => (j.decks.crypt[1].id = 'Grave Goods'))).toEqual([
      'decks.crypt[1].id: must be lower-case letters, digits and single \'-\' (at most 60), not "Grave Goods"',
    ]);
    // The same id in two decks is fine: ids are unique within a deck.
    expect(errorsAfter((j) => (j.decks.crypt[0].id = 'empty-pockets'))).toEqual([]);
  });

  it('amounts out of bound', () => {
    const at = 'decks.trap[2:falling-block].effect[0]';
    const set = (effect: unknown) => errorsAfter((j) => (j.decks.trap[2].effect = [effect]));
    expect(set({ do: 'wound', amount: 0 })).toEqual([
      `${at}.amount: must be a whole number from 1 to 20, not 0`,
    ]);
    expect(set({ do: 'wound', amount: { dice: 9 } })).toEqual([
      `${at}.amount.dice: must be a whole number from 1 to 4, not 9`,
    ]);
    expect(set({ do: 'heal', amount: { dice: 1, plus: 7 } })).toEqual([
      `${at}.amount.plus: must be a whole number from -6 to 6, not 7`,
    ]);
    expect(set({ do: 'wound', amount: '2' })).toEqual([
      `${at}.amount: must be a number or { dice, plus? }, not "2"`,
    ]);
    expect(set({ do: 'loot', name: 'Gold', gold: -1 })).toEqual([
      `${at}.gold: must be a whole number from 0 to 10000, not -1`,
    ]);
    expect(set({ do: 'skipTurns', turns: 6 })).toEqual([
      `${at}.turns: must be a whole number from 1 to 5, not 6`,
    ]);
    expect(set({ do: 'sun', spaces: 0 })).toEqual([
      `${at}.spaces: must be a whole number from 1 to 5, not 0`,
    ]);
    expect(set({ do: 'test', attr: 'luck', modifier: -7 })).toEqual([
      `${at}.modifier: must be a whole number from -6 to 6, not -7`,
    ]);
    expect(set({ do: 'test', attr: 'charm' })).toEqual([
      `${at}.attr: unknown attribute "charm" (valid: strength, agility, armor, luck)`,
    ]);
    expect(set({ do: 'monster', type: 'dragon' })).toEqual([
      `${at}.type: unknown monster type "dragon" (valid: skeleton, sorcerer, troll, golem, demon)`,
    ]);
    expect(errorsAfter((j) => (j.decks.treasure[0].gold = 20000))).toEqual([
      'decks.treasure[0:copper-coins].gold: must be a whole number from 0 to 10000, not 20000',
    ]);
    expect(errorsAfter((j) => (j.sun.numbered = 0))).toEqual([
      'sun.numbered: must be a whole number from 1 to 12, not 0',
    ]);
  });

  it('a choice with no options', () => {
    expect(errorsAfter((j) => (j.tiles[tileIndex(j, 'ossuary')].effect[0].options = []))).toEqual([
      'tiles[5:ossuary].effect[0].options: a choice needs at least one option',
    ]);
  });

  it('effects nested too deep', () => {
    let effect: unknown[] = [{ do: 'nothing' }];
    for (let i = 0; i < CONTENT_LIMITS.depth; i++) effect = [{ do: 'test', attr: 'luck', fail: effect }];
    expect(errorsAfter((j) => (j.tiles[0].effect = effect))).toEqual([
      'tiles[0:great-hall].effect[0].fail[0].fail[0].fail[0].fail: effects nested too deep (at most 4 levels of effects within effects)',
    ]);
    // One level less is fine.
    expect(errorsAfter((j) => (j.tiles[0].effect = (effect[0] as { fail: unknown[] }).fail))).toEqual([]);
  });

  it('sides: doors that are not exits, door tiles without doors, a bridge that cannot be crossed', () => {
    expect(errorsAfter((j) => (j.tiles[tileIndex(j, 'twin-doors')].doors = ['N']))).toEqual([
      "tiles[14:twin-doors].doors: 'N' is a door but not an exit",
    ]);
    expect(errorsAfter((j) => delete j.tiles[tileIndex(j, 'twin-doors')].doors)).toEqual([
      "tiles[14:twin-doors].doors: a tile of kind 'door' needs at least one door",
    ]);
    expect(errorsAfter((j) => (j.tiles[tileIndex(j, 'rope-bridge')].exits = ['S', 'E']))).toEqual([
      'tiles[18:rope-bridge].exits: a bridge needs two opposite exits to be crossed',
    ]);
    expect(errorsAfter((j) => (j.tiles[0].exits = ['S', 'S']))).toEqual([
      'tiles[0:great-hall].exits: a side is listed twice',
    ]);
  });

  it("a tile's special must be its kind's, and only a chasm has halves that split its exits", () => {
    expect(errorsAfter((j) => delete j.tiles[tileIndex(j, 'web-room')].special)).toEqual([
      "tiles[31:web-room].special: a 'web' tile needs special 'web' (its rules)",
    ]);
    expect(errorsAfter((j) => (j.tiles[0].special = 'darkness'))).toEqual([
      "tiles[0:great-hall].special: a 'room' tile has no special",
    ]);
    const chasm = (halves: unknown) =>
      errorsAfter((j) => (j.tiles[tileIndex(j, 'split-hall')].halves = halves));
    expect(chasm([['N', 'E'], ['S']])).toEqual([
      'tiles[24:split-hall].halves: the halves together must be the exits (N, E, S, W), not N, E, S',
    ]);
    expect(chasm([['N', 'E', 'S', 'W'], []])).toEqual([
      'tiles[24:split-hall].halves: each half needs at least one open side',
    ]);
    expect(errorsAfter((j) => (j.tiles[0].halves = [['N'], ['S']]))).toEqual([
      "tiles[0:great-hall].halves: only a tile with special 'chasm' has halves",
    ]);
  });

  it('catacomb effects outside the catacombs, draws in a loop, decks an effect may not draw', () => {
    expect(errorsAfter((j) => (j.tiles[0].effect = [{ do: 'leaveCatacombs' }]))).toEqual([
      "tiles[0:great-hall].effect[0].do: 'leaveCatacombs' is only for catacomb cards, not for tiles",
    ]);
    expect(errorsAfter((j) => (j.decks.trap[0].effect = [{ do: 'draw', deck: 'trap' }]))).toEqual([
      'decks.trap[0:spiked-pit].effect[0].deck: draws in a loop: trap -> trap',
    ]);
    expect(errorsAfter((j) => (j.decks.trap[0].effect = [{ do: 'draw', deck: 'door' }]))).toEqual([
      'decks.door[3:trapped-door].effect[0].deck: draws in a loop: door -> trap -> door',
    ]);
    expect(errorsAfter((j) => (j.tiles[0].effect = [{ do: 'draw', deck: 'treasure' }]))).toEqual([
      "tiles[0:great-hall].effect[0].deck: a card of the treasure deck cannot be drawn by an effect: use { do: 'treasure', count } to take treasure cards",
    ]);
  });

  it('fields that belong to other decks: gold, use, rage', () => {
    expect(errorsAfter((j) => (j.decks.dungeon[0].gold = 100))).toEqual([
      "decks.dungeon[0:lurking-horror].gold: only treasure cards have a gold value (others give gold with a 'loot' effect)",
    ]);
    expect(errorsAfter((j) => delete j.decks.rune[0].use)).toEqual([
      'decks.rune[0:rune-of-mending].use: unknown rune use missing (valid: turn, test, trap, monster)',
    ]);
    expect(errorsAfter((j) => (j.decks.crypt[0].rage = true))).toEqual([
      'decks.crypt[0:empty-crypt].rage: only dragon cards have rage',
    ]);
  });

  it('every problem is listed, up to a limit, then counted', () => {
    const errors = errorsAfter((j) => {
      for (const t of j.tiles) t.count = 0;
      for (const c of j.decks.dungeon) c.count = 0;
    });
    expect(errors).toHaveLength(CONTENT_LIMITS.errors + 1);
    expect(errors.at(-1)).toBe(`content: ${37 + 25 - CONTENT_LIMITS.errors} more errors not listed`);
  });

  it('content that parses is returned as a copy', () => {
    const json = copy();
    const result = parseContent(json);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    json.tiles[0].name = 'changed';
    expect(result.content.tiles[0].name).toBe('Great Hall');
  });
});

describe('docs/dungeonquest-content.md', () => {
  const doc = readFileSync(
    join(import.meta.dirname, '..', '..', '..', 'docs', 'dungeonquest-content.md'),
    'utf8',
  );

  it('lists every tile and every card, with its count', () => {
    const rows = [
      ...DEFAULT_CONTENT.tiles.map((t) => [t.id, t.name, t.count] as const),
      ...Object.values(DEFAULT_CONTENT.decks).flatMap((deck) =>
        deck.map((c) => [c.id, c.name, c.count] as const),
      ),
    ];
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [id, name, count] of rows) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
      expect(row, id).toMatch(new RegExp(`\\| ${literal(name)} \\|(.*\\|)? ${count} \\|`));
    }
  });
});
