import { describe, expect, it } from 'vitest';
import {
  attributeValue,
  DEFAULT_TOKEN_POOL,
  getHero,
  getMonster,
  HERO_IDS,
  HEROES,
  lifeValues,
  MONSTER_TYPES,
  MONSTERS,
  parseTokenPool,
} from '../src/index.ts';

describe('heroes', () => {
  it('are the six base heroes with Strength, Agility, Armor, Luck and life', () => {
    expect(HERO_IDS).toEqual(['challara', 'gherinn', 'hugo', 'krutzbeck', 'lindel', 'tatianna']);
    const stats = HERO_IDS.map((id) => {
      const h = HEROES[id];
      return [id, h.life, h.strength, h.agility, h.armor, h.luck];
    });
    expect(stats).toEqual([
      ['challara', 12, 5, 7, 5, 7],
      ['gherinn', 13, 3, 5, 4, 9],
      ['hugo', 16, 7, 5, 9, 4],
      ['krutzbeck', 20, 9, 4, 5, 4],
      ['lindel', 15, 6, 6, 4, 5],
      ['tatianna', 14, 4, 9, 4, 6],
    ]);
  });

  it('four of them have a variant ability; Gherinn and Lindel none', () => {
    expect(Object.fromEntries(HERO_IDS.map((id) => [id, HEROES[id].ability]))).toEqual({
      challara: 'familiar',
      gherinn: null,
      hugo: 'reroll',
      krutzbeck: 'extra-wound',
      lindel: null,
      tatianna: 'strike',
    });
  });

  it('an unknown id is an error listing the valid ones', () => {
    expect(() => getHero('vorn')).toThrow(
      "unknown hero 'vorn' (valid: challara, gherinn, hugo, krutzbeck, lindel, tatianna)",
    );
    expect(() => getHero('toString')).toThrow(/unknown hero/);
  });

  it('attributes outside 1..12 are clamped for the dice', () => {
    const h = { ...HEROES.lindel, strength: 15, agility: 0 };
    expect(attributeValue(h, 'strength')).toBe(12);
    expect(attributeValue(h, 'agility')).toBe(1);
    expect(attributeValue(h, 'armor')).toBe(4);
  });
});

describe('monsters', () => {
  it("test the seed's attribute pairs", () => {
    expect(Object.fromEntries(MONSTER_TYPES.map((t) => [t, MONSTERS[t].attributes]))).toEqual({
      skeleton: ['agility', 'armor'],
      sorcerer: ['agility', 'luck'],
      troll: ['strength', 'agility'],
      golem: ['strength', 'armor'],
      demon: ['strength', 'luck'],
    });
    expect(() => getMonster('dragon')).toThrow(
      "unknown monster 'dragon' (valid: skeleton, sorcerer, troll, golem, demon)",
    );
  });

  it('the default pool holds 20 tokens, four of each type, with the Revised life values', () => {
    expect(DEFAULT_TOKEN_POOL).toHaveLength(20);
    const lives = Object.fromEntries(
      MONSTER_TYPES.map((t) => [t, DEFAULT_TOKEN_POOL.filter((k) => k.type === t).map((k) => k.life)]),
    );
    expect(lives).toEqual({
      skeleton: [2, 2, 3, 3],
      sorcerer: [2, 2, 3, 3],
      troll: [3, 4, 4, 5],
      golem: [4, 5, 5, 6],
      demon: [5, 6, 6, 8],
    });
    expect(new Set(DEFAULT_TOKEN_POOL.map((t) => t.id)).size).toBe(20);
    expect(lifeValues('demon')).toEqual([5, 6, 8]);
  });

  it('a different pool can be supplied as data, and is checked', () => {
    const ok = parseTokenPool([
      { type: 'troll', life: 7 },
      { type: 'troll', life: 2 },
      { type: 'demon', life: 10, id: 'big' },
    ]);
    expect(ok).toEqual({
      ok: true,
      pool: [
        { id: 'troll-1', type: 'troll', life: 7 },
        { id: 'troll-2', type: 'troll', life: 2 },
        { id: 'big', type: 'demon', life: 10 },
      ],
    });
    const bad = parseTokenPool([
      { type: 'dragon', life: 3 },
      { type: 'troll', life: 0 },
      5,
      { type: 'golem', life: 3 },
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors).toEqual([
        'token 1: unknown monster type "dragon" (valid: skeleton, sorcerer, troll, golem, demon)',
        'token 2: life must be a whole number from 1 to 20, not 0',
        'token 3: not an object',
      ]);
    }
    expect(parseTokenPool([])).toEqual({ ok: false, errors: ['the token pool is empty'] });
    expect(parseTokenPool({})).toMatchObject({ ok: false });
    expect(
      parseTokenPool([
        { type: 'troll', life: 3, id: 'a' },
        { type: 'troll', life: 3, id: 'a' },
      ]),
    ).toEqual({ ok: false, errors: ["token 2: id 'a' is used twice"] });
  });
});
