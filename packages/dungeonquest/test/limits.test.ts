import { describe, expect, it } from 'vitest';
import {
  createQuest,
  DEFAULT_TOKEN_POOL,
  EncounterError,
  FightChain,
  fightOdds,
  HEROES,
  MAX_HERO_LIFE,
  MAX_MONSTER_LIFE,
  MAX_POOL_TOKENS,
  parseTokenPool,
  questRules,
  seededDice,
  startEncounter,
} from '../src/index.ts';

describe('the quest inputs are bounded by what the game allows', () => {
  it('the bounds leave room above the largest values of the game', () => {
    const largestToken = DEFAULT_TOKEN_POOL.reduce((m, t) => Math.max(m, t.life), 0);
    const largestHero = Object.values(HEROES).reduce((m, h) => Math.max(m, h.life), 0);
    expect(largestToken).toBe(8);
    expect(largestHero).toBe(20);
    expect(MAX_MONSTER_LIFE).toBeGreaterThanOrEqual(largestToken);
    expect(MAX_HERO_LIFE).toBeGreaterThanOrEqual(largestHero);
  });

  it("a monster's life beyond the bound is refused with a clear error, at the bound it is solved", () => {
    // --life 6000 once overflowed the stack, and --life 1000 took 11 s and 825 MB.
    for (const life of [MAX_MONSTER_LIFE + 1, 1000, 6000]) {
      expect(() => fightOdds({ hero: 'krutzbeck', monster: 'demon', life })).toThrow(EncounterError);
      expect(() => fightOdds({ hero: 'krutzbeck', monster: 'demon', life })).toThrow(
        `a monster's life is a whole number from 1 to ${MAX_MONSTER_LIFE}, not ${life}`,
      );
    }
    const o = fightOdds({ hero: 'krutzbeck', monster: 'demon', life: MAX_MONSTER_LIFE });
    expect(o.win + o.loss + o.mutual).toBeCloseTo(1, 12);
  });

  it("a hero's life beyond the bound is refused", () => {
    const hero = { ...HEROES.lindel, life: MAX_HERO_LIFE + 1 };
    expect(() => startEncounter({ hero, monster: 'troll', life: 3, dice: seededDice(1) })).toThrow(
      `a hero's life is a whole number from 1 to ${MAX_HERO_LIFE}, not ${MAX_HERO_LIFE + 1}`,
    );
  });

  it('a token pool with a life or a size beyond the bounds is refused', () => {
    expect(parseTokenPool([{ type: 'demon', life: MAX_MONSTER_LIFE + 1 }])).toEqual({
      ok: false,
      errors: [
        `token 1: life must be a whole number from 1 to ${MAX_MONSTER_LIFE}, not ${MAX_MONSTER_LIFE + 1}`,
      ],
    });
    const many = Array.from({ length: MAX_POOL_TOKENS + 1 }, () => ({ type: 'troll', life: 3 }));
    expect(parseTokenPool(many)).toEqual({
      ok: false,
      errors: [`a token pool holds at most ${MAX_POOL_TOKENS} tokens, not ${MAX_POOL_TOKENS + 1}`],
    });
    expect(() =>
      createQuest({ players: [{ name: 'a', hero: 'hugo' }], tokenPool: many, dice: seededDice(1) }),
    ).toThrow(/at most 100 tokens/);
  });
});

describe('the odds do not recurse one call per round', () => {
  it('a fight of thousands of rounds is solved without overflowing the stack', () => {
    // Past the bounds on purpose (FightChain does not check them): a hero of life 1 against a
    // monster of life 8000 has fights of 4000 rounds, which once needed 20,000 nested calls.
    const chain = new FightChain({
      hero: { ...HEROES.lindel, life: 1 },
      monster: 'demon',
      life: 8000,
      useAbility: true,
      rules: questRules(),
    });
    const o = chain.attack(0, 0, true);
    expect(o.win + o.loss + o.mutual).toBeCloseTo(1, 12);
  });
});
