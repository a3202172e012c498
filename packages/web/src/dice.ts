/**
 * Table-top dice: the engine's dice are a script the coaches type into. When the engine needs a
 * die the script does not hold, it names the die (sides and purpose); the page asks for it,
 * appends it and tries again.
 */
import { createGame, type Game, type GameEvent, type GameOptions, type GameSetup } from '@dungeonbowl/engine';

export interface Die {
  sides: number;
  purpose: string;
}

/** Asks the coaches for a die; null when they cancel. */
export type AskDie = (die: Die) => Promise<number | null>;

/** Appends a typed die to the game's script, keeping its position. */
export function addDie(g: Game, value: number): void {
  if (g.dice.kind !== 'scripted') return;
  g.dice = { kind: 'scripted', rolls: [...g.dice.rolls, value], pos: g.dice.pos };
}

/** Drops dice typed for an action that was then cancelled. */
export function dropUnused(g: Game): void {
  if (g.dice.kind !== 'scripted') return;
  g.dice = { kind: 'scripted', rolls: g.dice.rolls.slice(0, g.dice.pos), pos: g.dice.pos };
}

/** The dice used so far, for a record of a table-top game. */
export function usedDice(g: Game): number[] {
  return g.dice.kind === 'scripted' ? g.dice.rolls.slice(0, g.dice.pos) : [];
}

// createGame reports a missing die only in its message: "... (a D6 for placement roll)".
const NEEDS = /a D(\d+) for (.+)\)\s*$/;

export type Created =
  | { ok: true; game: Game; events: GameEvent[]; dice: number[] }
  | { ok: false; errors: string[] }
  | null;

/** createGame; in table-top mode the pre-game's automatic dice are asked for one by one. */
export async function createWithDice(
  setup: GameSetup,
  options: GameOptions,
  tabletop: boolean,
  ask: AskDie,
): Promise<Created> {
  const dice: number[] = [];
  const { seed: _seed, ...rest } = options;
  for (;;) {
    const made = createGame(setup, tabletop ? { ...rest, dice } : options);
    if (made.ok) return { ok: true, game: made.game, events: made.events, dice };
    const e = made.errors[0];
    const m = e?.code === 'DICE_EXHAUSTED' ? NEEDS.exec(e.message) : null;
    if (!tabletop || !m) return { ok: false, errors: made.errors.map((x) => `${x.path}: ${x.message}`) };
    const v = await ask({ sides: Number(m[1]), purpose: m[2] });
    if (v === null) return null;
    dice.push(v);
  }
}
