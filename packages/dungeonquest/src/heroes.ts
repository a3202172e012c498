/**
 * The six heroes of the base game (FFG 2010/2014 sheets; see docs/dungeonquest.md) with the four
 * abilities the Alternate Combat Dice Variant gives them. Gherinn and Lindel have none in it.
 */

export type Attribute = 'strength' | 'agility' | 'armor' | 'luck';
export const ATTRIBUTES: readonly Attribute[] = ['strength', 'agility', 'armor', 'luck'];
export const ATTRIBUTE_NAMES: Record<Attribute, string> = {
  strength: 'Strength',
  agility: 'Agility',
  armor: 'Armor',
  luck: 'Luck',
};
/** The colour of each attribute's d12 in the variant. */
export const DIE_COLOURS: Record<Attribute, string> = {
  strength: 'red',
  agility: 'green',
  armor: 'blue',
  luck: 'yellow',
};

/**
 * The variant abilities. `reroll`: Hugo re-rolls one die after rolling and keeps the new result.
 * `extra-wound`: Krutzbeck adds one wound whenever the monster takes at least one. `strike`:
 * Tatianna, choosing to attack, rolls 2d6 and deals the difference before combat. `familiar`:
 * Challara's drawback, with 8 or more wounds a tied die wounds only her.
 */
export type Ability = 'reroll' | 'extra-wound' | 'strike' | 'familiar';

export type HeroId = 'challara' | 'gherinn' | 'hugo' | 'krutzbeck' | 'lindel' | 'tatianna';

export interface Hero {
  id: string;
  name: string;
  /** Short name for logs. */
  short: string;
  life: number;
  strength: number;
  agility: number;
  armor: number;
  luck: number;
  ability: Ability | null;
  abilityText: string;
}

export const HEROES: Record<HeroId, Hero> = {
  challara: {
    id: 'challara',
    name: 'Challara & Brightblaze',
    short: 'Challara',
    life: 12,
    strength: 5,
    agility: 7,
    armor: 5,
    luck: 7,
    ability: 'familiar',
    abilityText:
      'With 8 or more wounds, a die equal to her attribute wounds only her: no damage to the monster for that die.',
  },
  gherinn: {
    id: 'gherinn',
    name: 'Brother Gherinn',
    short: 'Gherinn',
    life: 13,
    strength: 3,
    agility: 5,
    armor: 4,
    luck: 9,
    ability: null,
    abilityText: 'No ability in this variant.',
  },
  hugo: {
    id: 'hugo',
    name: 'Hugo the Glorious',
    short: 'Hugo',
    life: 16,
    strength: 7,
    agility: 5,
    armor: 9,
    luck: 4,
    ability: 'reroll',
    abilityText: 'After rolling the dice, may re-roll one die and must accept the second result.',
  },
  krutzbeck: {
    id: 'krutzbeck',
    name: 'Krutzbeck',
    short: 'Krutzbeck',
    life: 20,
    strength: 9,
    agility: 4,
    armor: 5,
    luck: 4,
    ability: 'extra-wound',
    abilityText: 'Whenever at least one wound is inflicted on the monster, may inflict one additional wound.',
  },
  lindel: {
    id: 'lindel',
    name: 'Lindel',
    short: 'Lindel',
    life: 15,
    strength: 6,
    agility: 6,
    armor: 4,
    luck: 5,
    ability: null,
    abilityText: 'No ability in this variant.',
  },
  tatianna: {
    id: 'tatianna',
    name: 'Tatianna',
    short: 'Tatianna',
    life: 14,
    strength: 4,
    agility: 9,
    armor: 4,
    luck: 6,
    ability: 'strike',
    abilityText:
      'Choosing to attack, may roll 2d6 and deal the difference in wounds to the monster (doubles: none) before combat.',
  },
};

export const HERO_IDS = Object.keys(HEROES) as HeroId[];

/**
 * The largest life a hero may have: Krutzbeck's 20 is the game's largest, and an item or a house
 * hero gets a margin. The odds grow with the square of the lives, so life must be bounded.
 */
export const MAX_HERO_LIFE = 30;

export function isHeroId(id: string): id is HeroId {
  return Object.hasOwn(HEROES, id);
}

/** The hero of an id, or a clear error listing the valid ids. */
export function getHero(id: string): Hero {
  if (!isHeroId(id)) throw new Error(`unknown hero '${id}' (valid: ${HERO_IDS.join(', ')})`);
  return HEROES[id];
}

/** An attribute as the dice see it: clamped to 1..12 (an item or curse may push it out). */
export function attributeValue(hero: Hero, a: Attribute): number {
  return Math.min(12, Math.max(1, Math.trunc(hero[a])));
}
