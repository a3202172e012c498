/**
 * Dice. The generator's state lives inside the game (plain JSON), so a saved game or a replay
 * continues with exactly the same rolls. Scripted dice replay a list of results: the tests use
 * them, and so do coaches at a real table who type in the dice they threw.
 */

export type DiceState =
  | { kind: 'seeded'; s: [number, number, number, number] }
  | { kind: 'scripted'; rolls: number[]; pos: number };

/** Why a die is rolled again, so that a table-top client can say so. */
export type RollAgain =
  /** The portal die named a portal this dungeon does not have (`value`); `portals`: those it has. */
  | { why: 'noPortal'; value: number; portals: number[] }
  /** A roll-off tied on `value`: the tied teams roll again. */
  | { why: 'tie'; value: number }
  /** A failed roll re-rolled: `source` is 'team' (a team re-roll) or the skill's id. */
  | { why: 'reroll'; source: string };

/**
 * What a die is for beyond its purpose, as far as the code rolling it knows cheaply: a table-top
 * client words its request from it ("Dwarf Runner #3 dodges to (13,2): 4+ needed"). None of it
 * changes what the die does.
 */
export interface DieAbout {
  /** The player the roll is for (a test's, an armour's, a block's attacker). */
  player?: number;
  /** The team the roll is for (a roll-off's die). */
  team?: number;
  /** Nobody may see it (which chest holds the ball): never ask for it in front of the coaches. */
  secret?: true;
  /** The least the dice must show to succeed (their total, for several dice: 2D6 armour). */
  needs?: number;
  /** Dice rolled together (2 for armour, a block's dice) and the ones of them already rolled. */
  count?: number;
  rolled?: number[];
  /** The square the roll is about: where a dodge or rush goes, where a test is taken. */
  sq?: number;
  /** The other player in it: a block's defender. */
  against?: number;
  /** A block: the team whose coach picks the face. */
  chooser?: number;
  /** A coin toss (a D2): the team each face wins for, face 1 first. */
  wins?: number[];
  again?: RollAgain;
}

/** A die the engine needs and was not given (table-top play asks the coaches for it). */
export interface DieRequest extends DieAbout {
  sides: number;
  purpose: string;
}

/** Thrown when scripted dice run out or hold a value the die cannot show; `apply` turns it into an error. */
export class DiceError extends Error {
  /** Filled in by the code that rolled the die (core.ts `roll`). */
  about: DieAbout = {};
  constructor(
    message: string,
    readonly code: 'DICE_EXHAUSTED' | 'DICE_OUT_OF_RANGE',
    /** The die asked for and what for: a table-top client asks the coach for this roll. */
    readonly sides = 0,
    readonly purpose = '',
  ) {
    super(message);
  }
}

/** The request for the die a DiceError names. */
export function dieRequest(e: DiceError): DieRequest {
  return { sides: e.sides, purpose: e.purpose, ...e.about };
}

/** Seeds sfc32 from one integer with splitmix32, so nearby seeds give unrelated streams. */
export function seededDice(seed: number): DiceState {
  let x = seed >>> 0;
  const next = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: DiceState = { kind: 'seeded', s: [next(), next(), next(), next()] };
  // Warm up so the first few outputs do not echo the seed.
  for (let i = 0; i < 12; i++) nextUint32(state.s);
  return state;
}

export function scriptedDice(rolls: number[]): DiceState {
  return { kind: 'scripted', rolls: [...rolls], pos: 0 };
}

function nextUint32(s: [number, number, number, number]): number {
  // sfc32: small, fast, and good enough for dice.
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Rolls one die with `sides` faces (1..sides). */
export function rollDie(dice: DiceState, sides: number, purpose: string): number {
  if (dice.kind === 'scripted') {
    if (dice.pos >= dice.rolls.length) {
      throw new DiceError(
        `the dice script ran out at roll ${dice.pos + 1} (a D${sides} for ${purpose})`,
        'DICE_EXHAUSTED',
        sides,
        purpose,
      );
    }
    const v = dice.rolls[dice.pos];
    if (!Number.isInteger(v) || v < 1 || v > sides) {
      throw new DiceError(
        `scripted roll ${dice.pos + 1} is ${v}, but a D${sides} for ${purpose} shows 1 to ${sides}`,
        'DICE_OUT_OF_RANGE',
        sides,
        purpose,
      );
    }
    dice.pos++;
    return v;
  }
  // Rejection sampling keeps every face equally likely.
  const limit = 0x100000000 - (0x100000000 % sides);
  let r = nextUint32(dice.s);
  while (r >= limit) r = nextUint32(dice.s);
  return (r % sides) + 1;
}

/** How many scripted rolls are left unused (0 for seeded dice). */
export function unusedRolls(dice: DiceState): number {
  return dice.kind === 'scripted' ? dice.rolls.length - dice.pos : 0;
}
