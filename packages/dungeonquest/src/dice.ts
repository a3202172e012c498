/**
 * The dice, shared with the Dungeon Bowl engine and nothing else of it: the generator's state is
 * plain JSON inside an encounter or a game, and scripted dice replay typed or test results.
 */
export type { DiceState } from '@dungeonbowl/engine';
export { DiceError, rollDie, scriptedDice, seededDice } from '@dungeonbowl/engine';
