/**
 * The College Wizards' spells (Dungeon Bowl 2021, rules.md 3.1 "College wizard spells"). Each
 * college roster names its spell (rosters-college.ts); a team that hired its wizard may cast it
 * once per game. Data only: the rules are in rules/spells/.
 */

export type SpellId =
  | 'fireball'
  | 'shadowedStep'
  | 'transmutation'
  | 'blindingLight'
  | 'lifeDrain'
  | 'graspingVines'
  | 'bestialFury'
  | 'chainLightning';

/**
 * When the caster's coach is asked. With more than two teams, "the opponent's team turn" is any
 * other team's turn, and "either team's turn" is every team's.
 */
export type SpellMoment =
  /** At the start of the caster's own team turn. */
  | 'ownTurnStart'
  /** At the start of any other team's turn. */
  | 'opponentTurnStart'
  /** At the end of every team turn, the caster's own included. */
  | 'anyTurnEnd'
  /** Straight after one of the caster's players declares its action. */
  | 'ownActivation';

export interface SpellData {
  id: SpellId;
  name: string;
  /** The wizard's colour of magic. */
  wizard: string;
  when: SpellMoment;
  /** The effect, paraphrased from rules.md 3.1. */
  text: string;
}

export const SPELLS: SpellData[] = [
  {
    id: 'fireball',
    name: 'Fireball',
    wizard: 'Bright',
    when: 'anyTurnEnd',
    text: 'Pick a square: each Standing player in it or next to it is hit on a D6 4+, Knocked Down with +1 to the armour or the injury roll.',
  },
  {
    id: 'shadowedStep',
    name: 'Shadowed Step',
    wizard: 'Grey',
    when: 'ownTurnStart',
    text: 'Move one of your players not holding the ball to an empty square within 5 squares.',
  },
  {
    id: 'transmutation',
    name: 'Transmutation',
    wizard: 'Gold',
    when: 'ownTurnStart',
    text: "Pick an opposing player and roll 2D6: if the result is no more than its AV, it is KO'd.",
  },
  {
    id: 'blindingLight',
    name: 'Blinding Light',
    wizard: 'Light',
    when: 'opponentTurnStart',
    text: 'Until the start of their next turn, the opponents may not Pass or Hand-off and give no assists.',
  },
  {
    id: 'lifeDrain',
    name: 'Life Drain',
    wizard: 'Amethyst',
    when: 'ownTurnStart',
    text: 'Pick an opposing player marked by one of yours: an injury roll against it (no armour roll).',
  },
  {
    id: 'graspingVines',
    name: 'Grasping Vines',
    wizard: 'Jade',
    when: 'opponentTurnStart',
    text: 'One opposing player may not be activated this turn and has no tackle zone until its next activation.',
  },
  {
    id: 'bestialFury',
    name: 'Bestial Fury',
    wizard: 'Amber',
    when: 'ownActivation',
    text: "This player's blocks this turn roll three block dice and you choose (strength is not compared).",
  },
  {
    id: 'chainLightning',
    name: 'Chain Lightning',
    wizard: 'Celestial',
    when: 'ownTurnStart',
    text: 'An armour roll against one opposing player; on a D6 3+ it jumps to another player within 2 squares, and so on.',
  },
];

export const SPELL_IDS: SpellId[] = SPELLS.map((s) => s.id);

export function spellInfo(id: SpellId): SpellData {
  return SPELLS.find((s) => s.id === id)!;
}
