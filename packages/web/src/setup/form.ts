/** The new-game form's fields turned into the engine's set-up and options (no DOM). */
import type { GameOptions, GameSetup, TeamSetup } from '@dungeonbowl/engine';
import type { RulesetChoice } from './rulesets.ts';
import { type SideState, sideTeam } from './side.ts';

/** The form's fields that make the game. */
export interface Form {
  rules: RulesetChoice;
  dungeon: { text: string | null; errors: string[] };
  sides: SideState[];
  seed: number | null;
  turnLimit: string;
  tabletop: boolean;
}

/** The set-up and options the form describes (the ruleset's id in the set-up), or what is wrong. */
export function gameSetup(
  f: Form,
  seed: number,
): { ok: true; setup: GameSetup; options: GameOptions } | { ok: false; errors: string[] } {
  const problems: string[] = [...f.dungeon.errors.map((e) => `dungeon ${e}`)];
  if (f.seed !== null && !Number.isInteger(f.seed)) problems.push('the seed is a whole number');
  const teams = f.sides.map((side, i): TeamSetup | null => {
    const t = sideTeam(side, seed, i, f.rules);
    for (const e of t.errors) problems.push(`side ${i + 1}: ${e}`);
    if (!t.team) return null;
    const extra = f.rules.maxExtraTraps > 0 && side.extraTraps > 0 ? { extraTraps: side.extraTraps } : {};
    return { ...t.team, ...extra };
  });
  const limit = f.turnLimit.trim() === '' ? null : Number(f.turnLimit);
  if (limit !== null && !(Number.isInteger(limit) && limit > 0))
    problems.push('the turn limit is a whole number of turns per team');
  if (problems.length > 0 || !f.dungeon.text) return { ok: false, errors: problems };
  const setup: GameSetup = { ruleset: f.rules.id, dungeon: f.dungeon.text, teams: teams.map((t) => t!) };
  const rules = limit ? { rules: { turnLimit: limit } } : {};
  return { ok: true, setup, options: f.tabletop ? { ...rules } : { seed, ...rules } };
}
