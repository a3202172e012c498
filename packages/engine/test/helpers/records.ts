/** Shared by the record tests and the fuzz suites: real records, and checks of error lists. */
import { expect } from 'vitest';
import {
  apply,
  createGame,
  FIRE_TEAM,
  type GameRecord,
  type GameSetup,
  getBuiltinDungeon,
  isCleanName,
  legalActions,
  newRecord,
  SHADOW_TEAM,
} from '../../src/index.ts';

export const TRAINING_SETUP: GameSetup = {
  dungeon: getBuiltinDungeon('training-room')!.text,
  teams: [FIRE_TEAM, SHADOW_TEAM],
};

/** Plays uniformly random legal actions (a tiny LCG keeps it deterministic) and records them. */
export function randomRecord(seed: number, turnLimit: number, setup = TRAINING_SETUP): GameRecord {
  const record = newRecord(setup, { seed, rules: { turnLimit } });
  const made = createGame(record.setup, record.options);
  if (!made.ok) throw new Error(made.errors[0].message);
  let g = made.game;
  let s = seed;
  for (let i = 0; i < 20000 && !g.result; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const choices = legalActions(g)!.actions;
    const a = choices[(s >>> 8) % choices.length];
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    record.actions.push(a);
    g = r.game;
  }
  if (g.result) record.result = g.result;
  return record;
}

/** At least one error, each with a stable code, a printable message and a path. */
export function expectWellFormed(errors: { code: string; message: string; path: string }[]): void {
  expect(errors.length).toBeGreaterThan(0);
  for (const e of errors) {
    expect(e.code).toMatch(/^[A-Z][A-Z_]+$/);
    expect(typeof e.message).toBe('string');
    expect(e.message.length).toBeGreaterThan(0);
    expect(isCleanName(e.message)).toBe(true);
    expect(typeof e.path).toBe('string');
  }
}
