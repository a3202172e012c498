import { describe, expect, it } from 'vitest';
import {
  DiceError,
  decide,
  type Encounter,
  type EncounterDecision,
  EncounterError,
  type EncounterSetup,
  encounterDecisions,
  HEROES,
  type QuestRules,
  scriptedDice,
  startEncounter,
} from '../src/index.ts';

type Step = EncounterDecision['kind'] | EncounterDecision;

function fight(
  hero: string,
  monster: string,
  life: number,
  rolls: number[],
  extra: Partial<Omit<EncounterSetup, 'rules'>> & { rules?: Partial<QuestRules> } = {},
): Encounter {
  return startEncounter({ hero, monster, life, dice: scriptedDice(rolls), ...extra });
}

function play(e: Encounter, ...steps: Step[]): Encounter {
  for (const s of steps) e = decide(e, typeof s === 'string' ? ({ kind: s } as EncounterDecision) : s);
  return e;
}

const reroll = (die: number): EncounterDecision => ({ kind: 'reroll', die });
const kinds = (e: Encounter) =>
  encounterDecisions(e).map((d) => (d.kind === 'reroll' ? `reroll ${d.die}` : d.kind));
const left = (e: Encounter) => (e.dice.kind === 'scripted' ? e.dice.rolls.length - e.dice.pos : -1);

describe('meeting a monster: escape or attack', () => {
  it('the hero first chooses to escape or attack', () => {
    const e = fight('lindel', 'troll', 3, []);
    expect(e.phase).toBe('choose');
    expect(kinds(e)).toEqual(['escape', 'attack']);
  });

  it('escape is a Luck test: 2d6 at or under Luck escapes unharmed', () => {
    const e = play(fight('lindel', 'troll', 3, [2, 3]), 'escape'); // 5 <= Luck 5
    expect(e.outcome).toBe('escaped');
    expect(e.phase).toBe('over');
    expect(e.heroWounds).toBe(0);
    expect(e.round).toBe(0);
    expect(kinds(e)).toEqual([]);
  });

  it('a failed escape costs 2 wounds and combat begins, with no second escape', () => {
    const e = play(fight('lindel', 'troll', 3, [3, 3], { heroWounds: 4 }), 'escape'); // 6 > 5
    expect(e.outcome).toBeNull();
    expect(e.heroWounds).toBe(6);
    expect(e.phase).toBe('round');
    expect(kinds(e)).toEqual(['roll']);
    expect(() => decide(e, { kind: 'escape' })).toThrow(EncounterError);
    expect(() => decide(e, { kind: 'escape' })).toThrow(/cannot escape now \(phase round; open: roll\)/);
  });

  it("a failed escape's wounds can kill before any round", () => {
    const e = play(fight('lindel', 'troll', 3, [6, 6], { heroWounds: 14 }), 'escape');
    expect(e.outcome).toBe('lost');
    expect(e.heroWounds).toBe(15);
    expect(e.round).toBe(0);
  });

  it('attacking starts combat at once (no dice for heroes without a strike)', () => {
    const e = play(fight('lindel', 'troll', 3, []), 'attack');
    expect(e.phase).toBe('round');
    expect(e.route).toBe('attack');
  });
});

describe('combat rounds', () => {
  it("one d12 per monster attribute, in the table's order: over wounds the hero, under the monster", () => {
    // Troll: Strength then Agility; Lindel has 6 and 6.
    const e = play(fight('lindel', 'troll', 5, [7, 5]), 'attack', 'roll');
    const round = e.events.find((x) => x.type === 'round');
    expect(
      round?.type === 'round' && round.result.dice.map((d) => [d.attribute, d.value, d.target, d.outcome]),
    ).toEqual([
      ['strength', 7, 6, 'hero'],
      ['agility', 5, 6, 'monster'],
    ]);
    expect([e.heroWounds, e.monsterWounds]).toEqual([1, 1]);
  });

  it('a die equal to the attribute wounds both', () => {
    const e = play(fight('lindel', 'troll', 5, [6, 6]), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([2, 2]);
  });

  it("each monster tests its own pair of the hero's attributes", () => {
    // Hugo: Str 7, Agi 5, Arm 9, Luck 4. A 6 and a 6: which side each hurts depends on the pair.
    const six = (monster: string) => {
      const e = play(fight('hugo', monster, 9, [6, 6], { useAbility: false }), 'attack', 'roll');
      return [e.heroWounds, e.monsterWounds];
    };
    expect(six('skeleton')).toEqual([1, 1]); // Agi 5 (over), Arm 9 (under)
    expect(six('sorcerer')).toEqual([2, 0]); // Agi 5, Luck 4
    expect(six('troll')).toEqual([1, 1]); // Str 7, Agi 5
    expect(six('golem')).toEqual([0, 2]); // Str 7, Arm 9
    expect(six('demon')).toEqual([1, 1]); // Str 7, Luck 4
  });

  it('rounds go on until the monster falls', () => {
    const e = play(fight('lindel', 'troll', 3, [7, 5, 1, 1]), 'attack', 'roll', 'roll');
    expect(e.outcome).toBe('won');
    expect(e.round).toBe(2);
    expect([e.heroWounds, e.monsterWounds]).toEqual([1, 3]);
    expect(e.events.at(-1)).toEqual({
      type: 'end',
      outcome: 'won',
      heroWounds: 1,
      monsterWounds: 3,
      rounds: 2,
    });
  });

  it('or the hero does', () => {
    const e = play(fight('lindel', 'golem', 6, [12, 12], { heroWounds: 13 }), 'attack', 'roll');
    expect(e.outcome).toBe('lost');
    expect(e.heroWounds).toBe(15);
  });

  it('wounds past life are not counted (a monster of life 3 at 2 wounds shows 3)', () => {
    const e = play(fight('lindel', 'troll', 3, [1, 1], { monsterWounds: 2 }), 'attack', 'roll');
    expect(e.monsterWounds).toBe(3);
  });

  it('a decision not open now is refused; the encounter given is never changed', () => {
    const e = fight('lindel', 'troll', 2, [1, 1]);
    const copy = structuredClone(e);
    expect(() => decide(e, { kind: 'roll' })).toThrow(
      /cannot roll now \(phase choose; open: escape, attack\)/,
    );
    const after = play(e, 'attack', 'roll');
    expect(e).toEqual(copy);
    expect(() => decide(after, { kind: 'roll' })).toThrow(/the encounter is over/);
  });

  it('scripted dice that run out raise the dice error', () => {
    const e = play(fight('lindel', 'troll', 3, [4]), 'attack');
    expect(() => decide(e, { kind: 'roll' })).toThrow(DiceError);
  });

  it('bad wounds or life are refused', () => {
    expect(() => fight('lindel', 'troll', 3, [], { heroWounds: 15 })).toThrow(/0 to 14 wounds/);
    expect(() => fight('lindel', 'troll', 0, [])).toThrow(/life/);
    expect(() => fight('lindel', 'troll', 3, [], { monsterWounds: 3 })).toThrow(/0 to 2 wounds/);
  });

  it('attributes outside 1..12 are clamped: Strength 15 ties with a 12', () => {
    const hero = { ...HEROES.lindel, strength: 15 };
    const e = play(
      startEncounter({ hero, monster: 'troll', life: 5, dice: scriptedDice([12, 1]) }),
      'attack',
      'roll',
    );
    expect([e.heroWounds, e.monsterWounds]).toEqual([1, 2]);
  });
});

describe('both falling in the same round (reading 1)', () => {
  it('simultaneous (default): both dice apply, then both fall: mutual', () => {
    const e = play(fight('lindel', 'skeleton', 1, [7, 1], { heroWounds: 14 }), 'attack', 'roll');
    expect(e.outcome).toBe('mutual');
    expect([e.heroWounds, e.monsterWounds]).toEqual([15, 1]);
  });

  it('die by die: the first die decides and the second is not resolved', () => {
    const rules = { sameRoundDeath: 'die-by-die' } as const;
    const lost = play(fight('lindel', 'skeleton', 1, [7, 1], { heroWounds: 14, rules }), 'attack', 'roll');
    expect(lost.outcome).toBe('lost');
    expect(lost.monsterWounds).toBe(0);
    const round = lost.events.find((x) => x.type === 'round');
    expect(round?.type === 'round' && round.result.unresolved).toBe(1);
    const won = play(fight('lindel', 'skeleton', 1, [1, 12], { heroWounds: 14, rules }), 'attack', 'roll');
    expect(won.outcome).toBe('won');
    expect(won.heroWounds).toBe(14);
  });

  it('die by die, a single tied die can still fell both', () => {
    const rules = { sameRoundDeath: 'die-by-die' } as const;
    const e = play(fight('lindel', 'skeleton', 1, [6, 12], { heroWounds: 14, rules }), 'attack', 'roll');
    expect(e.outcome).toBe('mutual');
  });
});

describe('the death threshold (reading 7)', () => {
  it('reach (default): wounds equal to life kill; exceed: only more than life', () => {
    const reach = play(fight('lindel', 'skeleton', 1, [7, 1], { heroWounds: 14 }), 'attack', 'roll');
    expect(reach.outcome).toBe('mutual');
    const exceed = play(
      fight('lindel', 'skeleton', 1, [7, 1, 1, 1], { heroWounds: 14, rules: { death: 'exceed' } }),
      'attack',
      'roll',
    );
    expect(exceed.outcome).toBeNull();
    expect([exceed.heroWounds, exceed.monsterWounds]).toEqual([15, 1]);
    expect(play(exceed, 'roll').outcome).toBe('won');
  });
});

describe("Hugo's re-roll (reading 4)", () => {
  it('after rolling he may re-roll one die and must keep the new result', () => {
    let e = play(fight('hugo', 'troll', 5, [12, 3, 2]), 'attack', 'roll');
    expect(e.phase).toBe('reroll');
    expect(e.pending).toEqual({ roll: 'combat', dice: [12, 3] });
    expect(kinds(e)).toEqual(['keep', 'reroll 0', 'reroll 1']);
    e = decide(e, reroll(0));
    expect(e.events.filter((x) => x.type === 'reroll')).toEqual([
      { type: 'reroll', roll: 'combat', die: 0, from: 12, to: 2 },
    ]);
    expect([e.heroWounds, e.monsterWounds]).toEqual([0, 2]); // 2 < Str 7, 3 < Agi 5
  });

  it('the re-rolled die is final, even when worse', () => {
    const e = play(fight('hugo', 'troll', 5, [6, 3, 12]), 'attack', 'roll', reroll(0));
    expect([e.heroWounds, e.monsterWounds]).toEqual([1, 1]);
    expect(e.phase).toBe('round');
  });

  it('keeping the dice resolves them as rolled', () => {
    const e = play(fight('hugo', 'troll', 5, [1, 1]), 'attack', 'roll', 'keep');
    expect(e.monsterWounds).toBe(2);
    expect(e.events.some((x) => x.type === 'reroll')).toBe(false);
  });

  it('once every round (default)', () => {
    const e = play(fight('hugo', 'troll', 9, [12, 3, 2, 12, 1, 1]), 'attack', 'roll', reroll(0), 'roll');
    expect(e.phase).toBe('reroll');
    expect(play(e, reroll(0)).monsterWounds).toBe(4);
  });

  it('once a fight (hugoReroll per-combat)', () => {
    const rules = { hugoReroll: 'per-combat' } as const;
    const e = play(
      fight('hugo', 'troll', 9, [12, 3, 2, 12, 1], { rules }),
      'attack',
      'roll',
      reroll(0),
      'roll',
    );
    expect(e.phase).toBe('round');
    expect(e.heroWounds).toBe(1);
    expect(left(e)).toBe(0);
  });

  it('not on the escape test by default; with hugoRerollEscape, after a failed test', () => {
    const plain = play(fight('hugo', 'troll', 5, [3, 3]), 'escape');
    expect(plain.phase).toBe('round');
    expect(plain.heroWounds).toBe(2);
    const rules = { hugoRerollEscape: true };
    let e = play(fight('hugo', 'troll', 5, [3, 3, 1], { rules }), 'escape');
    expect(e.phase).toBe('reroll');
    expect(e.pending).toEqual({ roll: 'escape', dice: [3, 3] });
    e = decide(e, reroll(1));
    expect(e.outcome).toBe('escaped');
    // A test that succeeds is not offered a re-roll.
    expect(play(fight('hugo', 'troll', 5, [1, 2], { rules }), 'escape').outcome).toBe('escaped');
  });

  it('once a fight counts the escape re-roll too', () => {
    const rules = { hugoRerollEscape: true, hugoReroll: 'per-combat' } as const;
    const e = play(fight('hugo', 'troll', 5, [3, 3, 4, 12, 12], { rules }), 'escape', reroll(1), 'roll');
    expect(e.heroWounds).toBe(4);
    expect(e.phase).toBe('round');
  });

  it('no re-roll without the ability', () => {
    const e = play(fight('hugo', 'troll', 5, [12, 3], { useAbility: false }), 'attack', 'roll');
    expect(e.phase).toBe('round');
    expect(e.heroWounds).toBe(1);
  });
});

describe("Krutzbeck's extra wound (reading 5)", () => {
  // Krutzbeck: Str 9, Agi 4; a Troll tests Strength then Agility.
  it('whenever the monster takes a wound, one more', () => {
    const e = play(fight('krutzbeck', 'troll', 9, [1, 12]), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([1, 2]);
  });

  it('once a round (default), even when both dice wound the monster', () => {
    const e = play(fight('krutzbeck', 'troll', 9, [1, 1]), 'attack', 'roll');
    expect(e.monsterWounds).toBe(3);
  });

  it('once per wounding die with krutzbeck per-die', () => {
    const e = play(
      fight('krutzbeck', 'troll', 9, [1, 1], { rules: { krutzbeck: 'per-die' } }),
      'attack',
      'roll',
    );
    expect(e.monsterWounds).toBe(4);
  });

  it('a tie wounds the monster, so it counts', () => {
    const e = play(fight('krutzbeck', 'troll', 9, [9, 4]), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([2, 3]);
  });

  it('nothing when the monster is not wounded, or without the ability', () => {
    expect(play(fight('krutzbeck', 'troll', 9, [12, 12]), 'attack', 'roll').monsterWounds).toBe(0);
    expect(
      play(fight('krutzbeck', 'troll', 9, [1, 12], { useAbility: false }), 'attack', 'roll').monsterWounds,
    ).toBe(1);
  });

  it('the extra wound can finish the monster', () => {
    const e = play(fight('krutzbeck', 'troll', 2, [1, 12]), 'attack', 'roll');
    expect(e.outcome).toBe('won');
  });
});

describe("Tatianna's strike (readings 2 and 3)", () => {
  it('choosing to attack, 2d6: the difference in wounds before the first round', () => {
    const e = play(fight('tatianna', 'golem', 6, [6, 1]), 'attack');
    expect(e.events[1]).toEqual({ type: 'strike', dice: [6, 1], wounds: 5, monsterWounds: 5 });
    expect(e.phase).toBe('round');
    expect(e.round).toBe(0);
  });

  it('doubles deal nothing', () => {
    const e = play(fight('tatianna', 'golem', 6, [3, 3]), 'attack');
    expect(e.monsterWounds).toBe(0);
  });

  it('a strike that reaches life kills the monster, and she takes no wounds', () => {
    const e = play(fight('tatianna', 'golem', 4, [1, 6]), 'attack');
    expect(e.outcome).toBe('won');
    expect(e.heroWounds).toBe(0);
    expect(e.round).toBe(0);
  });

  it('no strike after a failed escape (default); with tatiannaAfterFailedEscape, she strikes', () => {
    const plain = play(fight('tatianna', 'golem', 6, [4, 4]), 'escape');
    expect(plain.phase).toBe('round');
    expect(plain.monsterWounds).toBe(0);
    expect(left(plain)).toBe(0);
    const e = play(
      fight('tatianna', 'golem', 6, [4, 4, 5, 2], { rules: { tatiannaAfterFailedEscape: true } }),
      'escape',
    );
    expect([e.heroWounds, e.monsterWounds]).toEqual([2, 3]);
  });

  it('no strike without the ability', () => {
    const e = play(fight('tatianna', 'golem', 6, [], { useAbility: false }), 'attack');
    expect(e.phase).toBe('round');
    expect(e.monsterWounds).toBe(0);
  });
});

describe("Challara & Brightblaze's drawback (reading 6)", () => {
  // Challara: Str 5, Arm 5; a Golem tests Strength then Armor.
  it('below 8 wounds a tie wounds both', () => {
    const e = play(fight('challara', 'golem', 6, [5, 5], { heroWounds: 6 }), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([8, 2]);
  });

  it('with 8 or more wounds a tie wounds only her', () => {
    const e = play(fight('challara', 'golem', 6, [5, 5], { heroWounds: 8 }), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([10, 0]);
    const round = e.events.find((x) => x.type === 'round');
    expect(round?.type === 'round' && round.result.dice.map((d) => d.familiarFailed)).toEqual([true, true]);
  });

  it('the wounds are counted at the start of the round (default)', () => {
    const e = play(fight('challara', 'golem', 6, [5, 5], { heroWounds: 7 }), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([9, 2]);
    const f = play(fight('challara', 'golem', 6, [6, 5], { heroWounds: 7 }), 'attack', 'roll');
    expect([f.heroWounds, f.monsterWounds]).toEqual([9, 1]);
  });

  it('or before each die with challaraCheck per-die', () => {
    const rules = { challaraCheck: 'per-die' } as const;
    const e = play(fight('challara', 'golem', 6, [5, 5], { heroWounds: 7, rules }), 'attack', 'roll');
    expect([e.heroWounds, e.monsterWounds]).toEqual([9, 1]);
    const f = play(fight('challara', 'golem', 6, [6, 5], { heroWounds: 7, rules }), 'attack', 'roll');
    expect([f.heroWounds, f.monsterWounds]).toEqual([9, 0]);
  });

  it('without the ability a tie always wounds both', () => {
    const e = play(
      fight('challara', 'golem', 6, [5, 5], { heroWounds: 8, useAbility: false }),
      'attack',
      'roll',
    );
    expect([e.heroWounds, e.monsterWounds]).toEqual([10, 2]);
  });
});

describe('heroes without a variant ability', () => {
  it('Gherinn and Lindel fight plainly, ability or not', () => {
    for (const hero of ['gherinn', 'lindel']) {
      const a = play(fight(hero, 'troll', 9, [1, 12, 3, 3]), 'attack', 'roll', 'roll');
      const b = play(fight(hero, 'troll', 9, [1, 12, 3, 3], { useAbility: false }), 'attack', 'roll', 'roll');
      expect(a.events).toEqual(b.events);
    }
  });
});
