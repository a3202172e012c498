/**
 * The arithmetic of one fight: a Luck test to escape, Tatianna's strike, and a combat round. These
 * pure functions are the only place the variant's dice are read: the encounter state machine
 * (play) and the Markov chain (odds) both call them, so the two cannot disagree.
 */
import { type Ability, type Attribute, attributeValue, type Hero } from './heroes.ts';
import { MONSTERS, type MonsterType } from './monsters.ts';
import type { QuestRules } from './rules.ts';

/** Everything that decides how a fight goes, apart from the wounds. */
export interface Fight {
  hero: Hero;
  monster: MonsterType;
  /** The monster token's life value. */
  life: number;
  /** Whether the hero's variant ability is in play (it always is in the game; off for comparisons). */
  useAbility: boolean;
  rules: QuestRules;
}

/** Failed escapes cost this many wounds. */
export const ESCAPE_WOUNDS = 2;
/** Challara's familiar stops helping at this many wounds. */
export const CHALLARA_WOUNDS = 8;

export type FightOutcome = 'won' | 'lost' | 'mutual';

export function hasAbility(f: Fight, a: Ability): boolean {
  return f.useAbility && f.hero.ability === a;
}

/** The wounds at which the hero dies. */
export function heroLimit(f: Fight): number {
  return f.rules.death === 'reach' ? f.hero.life : f.hero.life + 1;
}

/** The wounds at which the monster dies. */
export function monsterLimit(f: Fight): number {
  return f.rules.death === 'reach' ? f.life : f.life + 1;
}

/** The result of a fight at these wounds, or null while both stand. */
export function outcomeAt(f: Fight, heroWounds: number, monsterWounds: number): FightOutcome | null {
  const heroDead = heroWounds >= heroLimit(f);
  const monsterDead = monsterWounds >= monsterLimit(f);
  if (heroDead && monsterDead) return 'mutual';
  if (heroDead) return 'lost';
  if (monsterDead) return 'won';
  return null;
}

export interface EscapeResult {
  dice: [number, number];
  total: number;
  luck: number;
  success: boolean;
  /** The hero's wounds afterwards (a failure costs ESCAPE_WOUNDS, never past death). */
  heroWounds: number;
  /** True when the failed escape's wounds killed the hero. */
  died: boolean;
}

/** A Luck test: 2d6 at or under Luck escapes; a failure costs 2 wounds and combat begins. */
export function resolveEscape(f: Fight, heroWounds: number, dice: [number, number]): EscapeResult {
  const luck = attributeValue(f.hero, 'luck');
  const total = dice[0] + dice[1];
  const success = total <= luck;
  const after = success ? heroWounds : Math.min(heroLimit(f), heroWounds + ESCAPE_WOUNDS);
  return { dice, total, luck, success, heroWounds: after, died: after >= heroLimit(f) };
}

/** Tatianna's strike: the difference of two d6 in wounds (doubles: none). */
export function strikeWounds(dice: [number, number]): number {
  return Math.abs(dice[0] - dice[1]);
}

export interface DieResult {
  attribute: Attribute;
  value: number;
  /** The hero's attribute the die is compared with. */
  target: number;
  /** Over: the hero is wounded; equal: both; under: the monster. */
  outcome: 'hero' | 'both' | 'monster';
  heroWounds: number;
  monsterWounds: number;
  /** Challara at 8+ wounds: the tie did not wound the monster. */
  familiarFailed?: boolean;
  /** Krutzbeck's extra wound came with this die. */
  bonus?: boolean;
}

export interface RoundResult {
  dice: DieResult[];
  /** Dice left unresolved because a side fell before them (die-by-die reading only). */
  unresolved: number;
  heroWounds: number;
  monsterWounds: number;
  outcome: FightOutcome | null;
}

/** One combat round from these wounds with these d12 results (one per monster attribute, in order). */
export function resolveRound(
  f: Fight,
  heroWounds: number,
  monsterWounds: number,
  values: readonly number[],
): RoundResult {
  const attrs = MONSTERS[f.monster].attributes;
  const hLimit = heroLimit(f);
  const mLimit = monsterLimit(f);
  const familiar = hasAbility(f, 'familiar');
  const krutzbeck = hasAbility(f, 'extra-wound');
  const dieByDie = f.rules.sameRoundDeath === 'die-by-die';
  const startWounds = heroWounds;
  let h = heroWounds;
  let m = monsterWounds;
  let bonusUsed = false;
  const dice: DieResult[] = [];
  let unresolved = 0;
  for (let i = 0; i < attrs.length; i++) {
    if (dieByDie && (h >= hLimit || m >= mLimit)) {
      unresolved = attrs.length - i;
      break;
    }
    const value = values[i];
    const target = attributeValue(f.hero, attrs[i]);
    const outcome = value > target ? 'hero' : value === target ? 'both' : 'monster';
    let dh = outcome === 'monster' ? 0 : 1;
    let dm = outcome === 'hero' ? 0 : 1;
    const r: DieResult = { attribute: attrs[i], value, target, outcome, heroWounds: 0, monsterWounds: 0 };
    if (outcome === 'both' && familiar) {
      const wounds = f.rules.challaraCheck === 'round-start' ? startWounds : h;
      if (wounds >= CHALLARA_WOUNDS) {
        dm = 0;
        r.familiarFailed = true;
      }
    }
    if (krutzbeck && dm > 0 && (f.rules.krutzbeck === 'per-die' || !bonusUsed)) {
      dm++;
      bonusUsed = true;
      r.bonus = true;
    }
    dh = Math.min(dh, hLimit - h);
    dm = Math.min(dm, mLimit - m);
    h += dh;
    m += dm;
    r.heroWounds = dh;
    r.monsterWounds = dm;
    dice.push(r);
  }
  return { dice, unresolved, heroWounds: h, monsterWounds: m, outcome: outcomeAt(f, h, m) };
}
