/**
 * Dice. The generator's state lives inside the game (plain JSON), so a saved game or a replay
 * continues with exactly the same rolls. Scripted dice replay a list of results: the tests use
 * them, and so do coaches at a real table who type in the dice they threw.
 */

export type DiceState =
  | { kind: 'seeded'; s: [number, number, number, number] }
  | { kind: 'scripted'; rolls: number[]; pos: number };

/** Thrown when scripted dice run out or hold a value the die cannot show; `apply` turns it into an error. */
export class DiceError extends Error {
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
