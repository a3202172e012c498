/**
 * Determinisation: a bot sees only its coach's view, where the chest holding the ball and the
 * dice generator are removed. To play a view out with the engine, the search bot fills both in
 * by guessing: the ball goes into one of the unopened chests at random, and the copy gets seeded
 * dice. Both guesses come from the bot's own rng, so a search repeats exactly per seed, and the
 * real game's secrets are never read (the bot never holds the real game).
 */
import { clone, type Game, seededDice } from '@dungeonbowl/engine';
import type { Rng } from './rng.ts';

/** Unopened chests (by index in `g.chests`) that may still hold the ball, as this view shows it. */
export function possibleBallChests(g: Game): number[] {
  if (g.ball.state !== 'hidden' || g.turn.index < 0) return [];
  const out: number[] = [];
  for (let i = 0; i < g.chests.length; i++) if (!g.chests[i].open) out.push(i);
  return out;
}

/** A 32-bit seed drawn from the bot's rng. */
export function drawSeed(rng: Rng): number {
  return Math.floor(rng.next() * 0x100000000) >>> 0;
}

/** One guess at the hidden information: which unopened chest holds the ball, and a dice seed. */
export interface World {
  /** Index into `possibleBallChests` (-1 when the ball is not hidden in a chest). */
  chest: number;
  seed: number;
}

/** Draws a guess for this view from the bot's rng: every unopened chest equally likely. */
export function drawWorld(viewed: Game, rng: Rng): World {
  const n = possibleBallChests(viewed).length;
  return { chest: n > 0 ? rng.below(n) : -1, seed: drawSeed(rng) };
}

/**
 * A full-information game consistent with the view: a copy (the view is left untouched) with
 * the ball hidden in a random unopened chest, when the ball is still hidden, and seeded dice.
 * Chests already opened keep what the view shows. In the pre-game only the dice are filled in:
 * the engine hides the ball itself, by a secret roll, once every chest is placed.
 */
export function determinize(viewed: Game, rng: Rng): Game {
  return determinizeWith(viewed, drawWorld(viewed, rng));
}

/** The view filled in with one given guess (the search replays the same guesses per candidate). */
export function determinizeWith(viewed: Game, w: World): Game {
  const g = clone(viewed);
  const candidates = possibleBallChests(g);
  if (w.chest >= 0 && w.chest < candidates.length && !g.chests.some((c) => c.hasBall && !c.open)) {
    const pick = candidates[w.chest];
    for (const i of candidates) g.chests[i].hasBall = i === pick;
  }
  g.dice = seededDice(w.seed);
  return g;
}
