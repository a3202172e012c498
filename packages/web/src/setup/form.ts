/** The new-game form's fields turned into the engine's set-up and options (no DOM). */
import type { GameOptions, GameSetup, TeamSetup } from '@dungeonbowl/engine';
import type { RulesetChoice } from './rulesets.ts';
import { namedApart, type SideState, sideTeam } from './side.ts';

/** The form's fields that make the game. */
export interface Form {
  rules: RulesetChoice;
  dungeon: { text: string | null; errors: string[] };
  sides: SideState[];
  seed: number | null;
  turnLimit: string;
  tabletop: boolean;
  /** The game clocks, where the ruleset has them: on or off, and their minutes ('' for the ruleset's). */
  clocks: boolean;
  matchMinutes: string;
  turnMinutes: string;
}

type Minutes = { matchMinutes: number | null; turnMinutes: number | null };

/** The clocks' options for the engine (kept in the record), or what is wrong with them. */
function clockRules(f: Form, problems: string[]): Partial<Minutes> {
  if (f.rules.matchMinutes === null) return {};
  if (!f.clocks) return { matchMinutes: null, turnMinutes: null };
  const read = (text: string, fallback: number | null, what: string) => {
    if (text.trim() === '') return fallback;
    const n = Number(text);
    if (Number.isInteger(n) && n > 0) return n;
    problems.push(`the ${what} clock is a whole number of minutes`);
    return fallback;
  };
  return {
    matchMinutes: read(f.matchMinutes, f.rules.matchMinutes, 'match'),
    turnMinutes: read(f.turnMinutes, f.rules.turnMinutes, 'turn'),
  };
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
  const clocks = clockRules(f, problems);
  if (problems.length > 0 || !f.dungeon.text) return { ok: false, errors: problems };
  const setup: GameSetup = {
    ruleset: f.rules.id,
    dungeon: f.dungeon.text,
    teams: namedApart(teams.map((t) => t!)),
  };
  // The page keeps a match's clock ([002]): with it running and no turn limit asked for, the
  // clock alone ends the match (the ruleset's turn limit stands in only when nobody keeps time).
  const clockKept = clocks.matchMinutes !== undefined && clocks.matchMinutes !== null;
  const chosen = { ...(limit ? { turnLimit: limit } : clockKept ? { turnLimit: null } : {}), ...clocks };
  const rules = Object.keys(chosen).length > 0 ? { rules: chosen } : {};
  return { ok: true, setup, options: f.tabletop ? { ...rules } : { seed, ...rules } };
}
