/**
 * Table-top dice: the engine's dice are a script the coaches type into. When the engine needs a
 * die the script does not hold, it names the die (sides, purpose and what it knows of it: the
 * player, the least roll that passes, a secret); the page asks for it, appends it and tries
 * again. A secret die (which chest holds the ball) is never asked for in front of the coaches:
 * the page rolls it (`secretDie`), or one coach types it behind a look-away screen.
 */
import {
  createGame,
  type DieRequest,
  type Game,
  type GameEvent,
  type GameOptions,
  type GameSetup,
} from '@dungeonbowl/engine';

/** The engine's request, and before the game exists (the pre-game) the name of the die's team. */
export interface Die extends DieRequest {
  teamName?: string;
  /** Before the game exists: every team's name, by index (a coin toss names both). */
  teamNames?: string[];
}

/**
 * Asks the coaches for a die; null when they cancel. `g`: the game as it was before the action
 * that needs the die (to name players), when there is one.
 */
export type AskDie = (die: Die, g?: Game) => Promise<number | null>;

/** Who throws a secret die: the page (the default), or one coach while the others look away. */
export type SecretRolls = 'program' | 'coach';

/** A fair die rolled by the page (crypto.getRandomValues, rejection sampling), for a secret roll. */
export function secretDie(sides: number): number {
  const limit = 0x100000000 - (0x100000000 % sides);
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0] >= limit);
  return (buf[0] % sides) + 1;
}

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
    const die = e?.code === 'DICE_EXHAUSTED' ? e.die : undefined;
    if (!tabletop || !die) return { ok: false, errors: made.errors.map((x) => `${x.path}: ${x.message}`) };
    const team = die.team === undefined ? undefined : setup.teams[die.team];
    const named = die.wins ? { ...die, teamNames: setup.teams.map((t) => t.name) } : die;
    const v = await ask(team?.name ? { ...named, teamName: team.name } : named);
    if (v === null) return null;
    dice.push(v);
  }
}
