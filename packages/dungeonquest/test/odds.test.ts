import { beforeAll, describe, expect, it } from 'vitest';
import {
  bestDecision,
  decide,
  type Encounter,
  encounterOdds,
  type FightSetup,
  fightOdds,
  HERO_IDS,
  type Odds,
  type OddsRow,
  oddsTable,
  scriptedDice,
  simulateFights,
  startEncounter,
} from '../src/index.ts';

const sum = (o: Odds) => o.win + o.loss + o.mutual + o.escaped;

describe('exact odds: hand-computed cases', () => {
  it('one round decides: Lindel at 14 of 15 wounds against a Skeleton of life 1', () => {
    // Agility 6: over 6/12, tie 1/12, under 5/12. Armor 4: over 8/12, tie 1/12, under 3/12.
    const o = fightOdds({ hero: 'lindel', monster: 'skeleton', life: 1, heroWounds: 14 });
    expect(o.win).toBeCloseTo(15 / 144, 14); // both dice under
    expect(o.loss).toBeCloseTo(48 / 144, 14); // both dice over
    expect(o.mutual).toBeCloseTo(81 / 144, 14);
    expect(o.escaped).toBe(0);
    expect(o.expectedWounds).toBeCloseTo(129 / 144, 14); // a dead hero counts the wound that killed him
    expect(o.expectedRounds).toBeCloseTo(1, 14);
  });

  it('escaping first: the Luck test, and a failure that kills', () => {
    // Gherinn, Luck 9: 30 of 36 throws are 9 or less; 11 + 2 wounds reach his life of 13.
    const o = fightOdds({ hero: 'gherinn', monster: 'troll', life: 3, heroWounds: 11, escape: true });
    expect(o.escaped).toBeCloseTo(30 / 36, 14);
    expect(o.loss).toBeCloseTo(6 / 36, 14);
    expect(o.win + o.mutual).toBe(0);
    expect(o.expectedWounds).toBeCloseTo(12 / 36, 14);
    expect(o.expectedRounds).toBe(0);
  });

  it("Tatianna's strike first: only doubles let the round happen", () => {
    // At 13 of 14 wounds against a Skeleton of life 1 (Agility 9, Armor 4).
    const o = fightOdds({ hero: 'tatianna', monster: 'skeleton', life: 1, heroWounds: 13 });
    expect(o.win).toBeCloseTo(5 / 6 + (1 / 6) * (24 / 144), 14);
    expect(o.loss).toBeCloseTo((1 / 6) * (24 / 144), 14);
    expect(o.mutual).toBeCloseTo((1 / 6) * (96 / 144), 14);
    expect(o.expectedRounds).toBeCloseTo(1 / 6, 14);
    expect(o.expectedWounds).toBeCloseTo((1 / 6) * (120 / 144), 14);
  });
});

describe('exact odds: properties', { timeout: 60_000 }, () => {
  let rows: OddsRow[] = [];
  beforeAll(() => {
    rows = oddsTable();
  }, 60_000);

  it('the table covers every hero, monster and life value of the pool, and each row sums to 1', () => {
    expect(rows).toHaveLength(6 * 13); // 2 + 2 + 3 + 3 + 3 life values
    expect(new Set(rows.map((r) => r.hero))).toEqual(new Set(HERO_IDS));
    for (const r of rows) {
      expect(sum(r.attack)).toBeCloseTo(1, 12);
      expect(sum(r.escapeFirst)).toBeCloseTo(1, 12);
      expect(r.attack.escaped).toBe(0);
    }
  });

  it('abilities help (Challara: hurts) and never change the odds of Gherinn or Lindel', () => {
    for (const r of rows) {
      const off = fightOdds({ hero: r.hero, monster: r.monster, life: r.life, useAbility: false });
      if (r.hero === 'gherinn' || r.hero === 'lindel') expect(off).toEqual(r.attack);
      else if (r.hero === 'challara') expect(r.attack.win).toBeLessThanOrEqual(off.win + 1e-12);
      else expect(r.attack.win).toBeGreaterThan(off.win);
    }
  });

  it("Hugo's once-a-fight re-roll sits between none and once a round", () => {
    const base = { hero: 'hugo', monster: 'demon', life: 8, heroWounds: 8 } as const;
    const none = fightOdds({ ...base, useAbility: false }).win;
    const once = fightOdds({ ...base, rules: { hugoReroll: 'per-combat' } }).win;
    const every = fightOdds(base).win;
    expect(none).toBeLessThan(once);
    expect(once).toBeLessThan(every);
  });

  it('more wounds to start with, worse odds', () => {
    let last = 1;
    for (let w = 0; w < 15; w++) {
      const win = fightOdds({ hero: 'lindel', monster: 'golem', life: 5, heroWounds: w }).win;
      expect(win).toBeLessThanOrEqual(last);
      last = win;
    }
  });

  it('at the start of an encounter the odds are those of the better choice, and bestDecision takes it', () => {
    for (const hero of HERO_IDS) {
      const enc = startEncounter({ hero, monster: 'golem', life: 6, heroWounds: 6, dice: scriptedDice([]) });
      const attack = fightOdds({ hero, monster: 'golem', life: 6, heroWounds: 6 });
      const escapeFirst = fightOdds({ hero, monster: 'golem', life: 6, heroWounds: 6, escape: true });
      const best = escapeFirst.win + escapeFirst.escaped > attack.win ? 'escape' : 'attack';
      expect(bestDecision(enc).kind).toBe(best);
      expect(encounterOdds(enc)).toEqual(best === 'escape' ? escapeFirst : attack);
    }
  });

  it('Hugo re-rolls the die that would wound him', () => {
    let e = startEncounter({ hero: 'hugo', monster: 'troll', life: 5, dice: scriptedDice([12, 1]) });
    e = decide(decide(e, { kind: 'attack' }), { kind: 'roll' });
    expect(bestDecision(e)).toEqual({ kind: 'reroll', die: 0 });
    let k = startEncounter({ hero: 'hugo', monster: 'troll', life: 5, dice: scriptedDice([1, 1]) });
    k = decide(decide(k, { kind: 'attack' }), { kind: 'roll' });
    expect(bestDecision(k)).toEqual({ kind: 'keep' });
  });
});

/** The odds after one step, averaged over every way the dice can fall: the machine's own transitions. */
function stepAverage(
  enc: Encounter,
  decision: Parameters<typeof decide>[1],
  dice: number,
  sides: number,
): Odds {
  const acc: Odds = { win: 0, loss: 0, mutual: 0, escaped: 0, expectedWounds: 0, expectedRounds: 0 };
  const n = sides ** dice;
  for (let i = 0; i < n; i++) {
    const rolls = Array.from({ length: dice }, (_, k) => (Math.floor(i / sides ** k) % sides) + 1);
    const next = decide({ ...enc, dice: scriptedDice(rolls) }, decision);
    const o = encounterOdds(next);
    const dw = next.heroWounds - enc.heroWounds;
    const dr = next.round - enc.round;
    acc.win += o.win / n;
    acc.loss += o.loss / n;
    acc.mutual += o.mutual / n;
    acc.escaped += o.escaped / n;
    acc.expectedWounds += (o.expectedWounds + dw) / n;
    acc.expectedRounds += (o.expectedRounds + dr) / n;
  }
  return acc;
}

function expectOddsClose(a: Odds, b: Odds): void {
  for (const k of Object.keys(a) as (keyof Odds)[]) expect(a[k], k).toBeCloseTo(b[k], 12);
}

describe('the chain and the state machine take the same steps (exactly)', { timeout: 30_000 }, () => {
  const cases: [string, FightSetup][] = [
    ['Lindel, a plain round', { hero: 'lindel', monster: 'troll', life: 4, heroWounds: 9, monsterWounds: 1 }],
    ['Krutzbeck', { hero: 'krutzbeck', monster: 'demon', life: 6, heroWounds: 15 }],
    ['Challara at 8+ wounds', { hero: 'challara', monster: 'golem', life: 5, heroWounds: 8 }],
    [
      'die by die',
      {
        hero: 'gherinn',
        monster: 'skeleton',
        life: 3,
        heroWounds: 11,
        rules: { sameRoundDeath: 'die-by-die' },
      },
    ],
  ];
  for (const [name, setup] of cases) {
    it(`${name}: a round's odds are the average over its 144 rolls`, () => {
      let enc = startEncounter({ ...setup, dice: scriptedDice([]) });
      enc = { ...enc, phase: 'round', route: 'attack' };
      expectOddsClose(stepAverage(enc, { kind: 'roll' }, 2, 12), encounterOdds(enc));
    });
  }

  it("Hugo: a roll's odds average his best choice, and a re-roll's odds average the new die", () => {
    let enc = startEncounter({
      hero: 'hugo',
      monster: 'sorcerer',
      life: 3,
      heroWounds: 12,
      dice: scriptedDice([]),
    });
    enc = { ...enc, phase: 'round', route: 'attack' };
    expectOddsClose(stepAverage(enc, { kind: 'roll' }, 2, 12), encounterOdds(enc));
    const rolled = decide({ ...enc, dice: scriptedDice([11, 2]) }, { kind: 'roll' });
    expect(rolled.phase).toBe('reroll');
    const best = bestDecision(rolled);
    expect(best).toEqual({ kind: 'reroll', die: 0 });
    expectOddsClose(stepAverage(rolled, best, 1, 12), encounterOdds(rolled));
  });

  it("escaping first: the test's odds are the average over its 36 throws", () => {
    const tatianna = startEncounter({
      hero: 'tatianna',
      monster: 'troll',
      life: 4,
      heroWounds: 5,
      dice: scriptedDice([]),
    });
    const escapeFirst = stepAverage(tatianna, { kind: 'escape' }, 2, 6);
    expectOddsClose(
      escapeFirst,
      fightOdds({ hero: 'tatianna', monster: 'troll', life: 4, heroWounds: 5, escape: true }),
    );
    const strike = stepAverage(tatianna, { kind: 'attack' }, 2, 6);
    expectOddsClose(strike, fightOdds({ hero: 'tatianna', monster: 'troll', life: 4, heroWounds: 5 }));
  });
});

describe('the calculator agrees with a large Monte Carlo run of the encounter code', () => {
  const FIGHTS = 100_000;
  const cases: [string, FightSetup][] = [
    ['Lindel against a Demon of life 8', { hero: 'lindel', monster: 'demon', life: 8 }],
    [
      'Hugo at 8 wounds against a Golem of life 6',
      { hero: 'hugo', monster: 'golem', life: 6, heroWounds: 8 },
    ],
    [
      'Hugo escaping first, re-roll once a fight, also on the escape test',
      {
        hero: 'hugo',
        monster: 'troll',
        life: 5,
        heroWounds: 10,
        escape: true,
        rules: { hugoReroll: 'per-combat', hugoRerollEscape: true },
      },
    ],
    [
      'Krutzbeck at 12 wounds against a Demon of life 8',
      { hero: 'krutzbeck', monster: 'demon', life: 8, heroWounds: 12 },
    ],
    [
      'Tatianna at 8 wounds against a Golem of life 6, die by die',
      { hero: 'tatianna', monster: 'golem', life: 6, heroWounds: 8, rules: { sameRoundDeath: 'die-by-die' } },
    ],
    [
      'Challara escaping first at 4 wounds, checked per die',
      {
        hero: 'challara',
        monster: 'troll',
        life: 5,
        heroWounds: 4,
        escape: true,
        rules: { challaraCheck: 'per-die' },
      },
    ],
    [
      'Gherinn escaping first at 5 wounds, death on exceeding life',
      { hero: 'gherinn', monster: 'golem', life: 6, heroWounds: 5, escape: true, rules: { death: 'exceed' } },
    ],
  ];
  for (const [i, [name, setup]] of cases.entries()) {
    it(name, { timeout: 60_000 }, () => {
      const exact = fightOdds(setup);
      const sim = simulateFights(setup, FIGHTS, 1000 + i);
      expect(sim.fights).toBe(FIGHTS);
      // Five standard errors: a tight band that a real difference between the two would not fit.
      for (const k of ['win', 'loss', 'mutual', 'escaped'] as const) {
        const se = Math.sqrt(Math.max(exact[k] * (1 - exact[k]), 1 / FIGHTS) / FIGHTS);
        expect(Math.abs(sim[k] - exact[k]), k).toBeLessThan(5 * se);
      }
      const seWounds = Math.sqrt(sim.woundsVariance / FIGHTS);
      expect(Math.abs(sim.meanWounds - exact.expectedWounds)).toBeLessThan(5 * seWounds);
      expect(Math.abs(sim.meanRounds - exact.expectedRounds)).toBeLessThan(0.05);
    });
  }
});
