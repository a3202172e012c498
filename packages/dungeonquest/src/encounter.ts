/**
 * An encounter with a monster as a state machine. It waits for a decision in every phase but the
 * last: escape or attack; roll a combat round; and, for Hugo, re-roll one die or keep both.
 * Krutzbeck's extra wound and Tatianna's strike can never hurt, so they are always used and never
 * asked about. The dice state lives in the encounter (plain JSON); at a real table, replace
 * `dice` with scriptedDice([...typed results]) before each decision.
 */
import {
  type EscapeResult,
  type Fight,
  type FightOutcome,
  hasAbility,
  heroLimit,
  monsterLimit,
  outcomeAt,
  type RoundResult,
  resolveEscape,
  resolveRound,
  strikeWounds,
} from './combat.ts';
import { type DiceState, rollDie } from './dice.ts';
import { getHero, type Hero, MAX_HERO_LIFE } from './heroes.ts';
import { getMonster, MAX_MONSTER_LIFE, MONSTERS } from './monsters.ts';
import { type QuestRules, questRules } from './rules.ts';

export type EncounterPhase = 'choose' | 'round' | 'reroll' | 'over';

export type EncounterDecision =
  | { kind: 'escape' }
  | { kind: 'attack' }
  | { kind: 'roll' }
  | { kind: 'keep' }
  | { kind: 'reroll'; die: number };

export type EncounterOutcome = 'escaped' | FightOutcome;

export type EncounterEvent =
  | { type: 'attack' }
  | { type: 'escape-roll'; dice: [number, number] }
  | { type: 'escape'; result: EscapeResult }
  | { type: 'strike'; dice: [number, number]; wounds: number; monsterWounds: number }
  | { type: 'round-dice'; round: number; dice: [number, number] }
  | { type: 'reroll'; roll: 'escape' | 'combat'; die: number; from: number; to: number }
  | { type: 'round'; round: number; result: RoundResult }
  | { type: 'end'; outcome: EncounterOutcome; heroWounds: number; monsterWounds: number; rounds: number };

export interface Encounter extends Fight {
  heroWounds: number;
  monsterWounds: number;
  /** The hero's wounds when the encounter began. */
  startWounds: number;
  /** Combat rounds rolled so far. */
  round: number;
  phase: EncounterPhase;
  /** How the hero met the monster: null until the first decision. */
  route: 'attack' | 'escape' | null;
  /** In phase 'reroll': the two dice Hugo may re-roll one of. */
  pending: { roll: 'escape' | 'combat'; dice: [number, number] } | null;
  /** Hugo's re-roll was used (matters only with hugoReroll 'per-combat'). */
  rerollUsed: boolean;
  outcome: EncounterOutcome | null;
  events: EncounterEvent[];
  dice: DiceState;
}

export interface EncounterSetup {
  hero: Hero | string;
  monster: string;
  life: number;
  /** The hero's wounds before the encounter (default 0). */
  heroWounds?: number;
  /** The monster's wounds (default 0). */
  monsterWounds?: number;
  /** Default true. */
  useAbility?: boolean;
  rules?: Partial<QuestRules>;
  dice: DiceState;
}

export class EncounterError extends Error {}

/** The fight an encounter setup describes, checked. */
export function makeFight(setup: Omit<EncounterSetup, 'dice'>): Fight {
  const hero = typeof setup.hero === 'string' ? getHero(setup.hero) : setup.hero;
  const monster = getMonster(setup.monster).id;
  if (!Number.isInteger(setup.life) || setup.life < 1 || setup.life > MAX_MONSTER_LIFE) {
    throw new EncounterError(
      `a monster's life is a whole number from 1 to ${MAX_MONSTER_LIFE}, not ${setup.life}`,
    );
  }
  if (!Number.isInteger(hero.life) || hero.life < 1 || hero.life > MAX_HERO_LIFE) {
    throw new EncounterError(`a hero's life is a whole number from 1 to ${MAX_HERO_LIFE}, not ${hero.life}`);
  }
  return {
    hero,
    monster,
    life: setup.life,
    useAbility: setup.useAbility !== false,
    rules: questRules(setup.rules),
  };
}

export function startEncounter(setup: EncounterSetup): Encounter {
  const fight = makeFight(setup);
  const heroWounds = setup.heroWounds ?? 0;
  const monsterWounds = setup.monsterWounds ?? 0;
  if (!Number.isInteger(heroWounds) || heroWounds < 0 || heroWounds >= heroLimit(fight)) {
    throw new EncounterError(
      `${fight.hero.short} can have 0 to ${heroLimit(fight) - 1} wounds (life ${fight.hero.life}), not ${heroWounds}`,
    );
  }
  if (!Number.isInteger(monsterWounds) || monsterWounds < 0 || monsterWounds >= monsterLimit(fight)) {
    throw new EncounterError(
      `the monster can have 0 to ${monsterLimit(fight) - 1} wounds, not ${monsterWounds}`,
    );
  }
  return {
    hero: fight.hero,
    monster: fight.monster,
    life: fight.life,
    useAbility: fight.useAbility,
    rules: fight.rules,
    heroWounds,
    monsterWounds,
    startWounds: heroWounds,
    round: 0,
    phase: 'choose',
    route: null,
    pending: null,
    rerollUsed: false,
    outcome: null,
    events: [],
    dice: cloneDice(setup.dice),
  };
}

/** The decisions open now (none once the encounter is over). */
export function encounterDecisions(enc: Encounter): EncounterDecision[] {
  switch (enc.phase) {
    case 'choose':
      return [{ kind: 'escape' }, { kind: 'attack' }];
    case 'round':
      return [{ kind: 'roll' }];
    case 'reroll':
      return [{ kind: 'keep' }, { kind: 'reroll', die: 0 }, { kind: 'reroll', die: 1 }];
    case 'over':
      return [];
  }
}

/** Whether Hugo may re-roll now (for the escape test, or a combat roll). */
export function canReroll(f: Fight, rerollUsed: boolean, roll: 'escape' | 'combat'): boolean {
  if (!hasAbility(f, 'reroll')) return false;
  if (roll === 'escape' && !f.rules.hugoRerollEscape) return false;
  return f.rules.hugoReroll === 'per-round' || !rerollUsed;
}

/**
 * Applies a decision and rolls what it calls for; returns the new encounter (the argument is not
 * changed). Throws EncounterError for a decision not open now, and the dice's DiceError when
 * scripted dice run out or hold an impossible value.
 */
export function decide(enc: Encounter, d: EncounterDecision): Encounter {
  const open = encounterDecisions(enc);
  if (
    !open.some((o) => o.kind === d.kind && (o.kind !== 'reroll' || (d.kind === 'reroll' && o.die === d.die)))
  ) {
    const names = open.map(describeDecision).join(', ');
    throw new EncounterError(
      `cannot ${describeDecision(d)} now (phase ${enc.phase}; open: ${names || 'nothing, the encounter is over'})`,
    );
  }
  // Field by field (not a spread): V8 keeps the objects fast, which bulk simulation notices.
  const e: Encounter = {
    hero: enc.hero,
    monster: enc.monster,
    life: enc.life,
    useAbility: enc.useAbility,
    rules: enc.rules,
    heroWounds: enc.heroWounds,
    monsterWounds: enc.monsterWounds,
    startWounds: enc.startWounds,
    round: enc.round,
    phase: enc.phase,
    route: enc.route,
    pending: enc.pending && { roll: enc.pending.roll, dice: [...enc.pending.dice] },
    rerollUsed: enc.rerollUsed,
    outcome: enc.outcome,
    events: [...enc.events],
    dice: cloneDice(enc.dice),
  };
  switch (d.kind) {
    case 'escape': {
      e.route = 'escape';
      const dice: [number, number] = [roll(e, 6, 'escape: Luck test'), roll(e, 6, 'escape: Luck test')];
      e.events.push({ type: 'escape-roll', dice });
      const test = resolveEscape(e, e.heroWounds, dice);
      if (!test.success && canReroll(e, e.rerollUsed, 'escape')) {
        e.phase = 'reroll';
        e.pending = { roll: 'escape', dice };
      } else finishEscape(e, dice);
      break;
    }
    case 'attack':
      e.route = 'attack';
      e.events.push({ type: 'attack' });
      beginCombat(e, true);
      break;
    case 'roll': {
      e.round++;
      const attrs = MONSTERS[e.monster].attributes;
      const dice: [number, number] = [
        roll(e, 12, `${attrs[0]} die, round ${e.round}`),
        roll(e, 12, `${attrs[1]} die, round ${e.round}`),
      ];
      e.events.push({ type: 'round-dice', round: e.round, dice });
      if (canReroll(e, e.rerollUsed, 'combat')) {
        e.phase = 'reroll';
        e.pending = { roll: 'combat', dice };
      } else finishRound(e, dice);
      break;
    }
    case 'keep':
    case 'reroll': {
      const pending = e.pending!;
      const dice: [number, number] = [...pending.dice];
      if (d.kind === 'reroll') {
        const sides = pending.roll === 'escape' ? 6 : 12;
        const from = dice[d.die];
        dice[d.die] = roll(e, sides, `${e.hero.short}'s re-roll`);
        e.rerollUsed = true;
        e.events.push({ type: 'reroll', roll: pending.roll, die: d.die, from, to: dice[d.die] });
      }
      e.pending = null;
      if (pending.roll === 'escape') finishEscape(e, dice);
      else finishRound(e, dice);
      break;
    }
  }
  return e;
}

export function describeDecision(d: EncounterDecision): string {
  return d.kind === 'reroll' ? `re-roll die ${d.die + 1}` : d.kind;
}

function roll(e: Encounter, sides: number, purpose: string): number {
  return rollDie(e.dice, sides, purpose);
}

function finishEscape(e: Encounter, dice: [number, number]): void {
  const result = resolveEscape(e, e.heroWounds, dice);
  e.events.push({ type: 'escape', result });
  if (result.success) return end(e, 'escaped');
  e.heroWounds = result.heroWounds;
  if (result.died) return end(e, 'lost');
  beginCombat(e, e.rules.tatiannaAfterFailedEscape);
}

function beginCombat(e: Encounter, mayStrike: boolean): void {
  e.phase = 'round';
  if (!mayStrike || !hasAbility(e, 'strike')) return;
  const dice: [number, number] = [
    roll(e, 6, `${e.hero.short}'s strike`),
    roll(e, 6, `${e.hero.short}'s strike`),
  ];
  const wounds = Math.min(strikeWounds(dice), monsterLimit(e) - e.monsterWounds);
  e.monsterWounds += wounds;
  e.events.push({ type: 'strike', dice, wounds, monsterWounds: e.monsterWounds });
  const outcome = outcomeAt(e, e.heroWounds, e.monsterWounds);
  if (outcome) end(e, outcome);
}

function finishRound(e: Encounter, dice: [number, number]): void {
  const result = resolveRound(e, e.heroWounds, e.monsterWounds, dice);
  e.heroWounds = result.heroWounds;
  e.monsterWounds = result.monsterWounds;
  e.events.push({ type: 'round', round: e.round, result });
  e.phase = 'round';
  if (result.outcome) end(e, result.outcome);
}

function end(e: Encounter, outcome: EncounterOutcome): void {
  e.phase = 'over';
  e.outcome = outcome;
  e.pending = null;
  e.events.push({
    type: 'end',
    outcome,
    heroWounds: e.heroWounds,
    monsterWounds: e.monsterWounds,
    rounds: e.round,
  });
}

export function cloneDice(d: DiceState): DiceState {
  return d.kind === 'seeded'
    ? { kind: 'seeded', s: [...d.s] }
    : { kind: 'scripted', rolls: [...d.rolls], pos: d.pos };
}
