/**
 * A side of the new game as the form holds it: its team (a built-in team, a random team of a
 * roster, or a team file checked by validateTeam), who plays it, its College Wizard and extra
 * trap counters; and the team it plays under the chosen ruleset (no DOM: the tests read it).
 */
import { BUILTIN_TEAMS, randomTeam, squadOf, type TeamFile, validateTeam } from '@dungeonbowl/engine';
import { SEAT_KINDS, type SeatKind } from '../bots.ts';
import type { RulesetChoice } from './rulesets.ts';

/** A random team's College Wizard: hired, not hired, or on a coin toss when the budget allows. */
export type WizardChoice = 'any' | 'yes' | 'no';

export interface SideState {
  /** 'builtin:fire', 'random:college-of-fire' or 'file'. */
  source: string;
  seat: SeatKind;
  file: { team: TeamFile | null; errors: string[] };
  wizard: WizardChoice;
  /** Trap counters bought besides the free ones (rulesets that sell them). */
  extraTraps: number;
}

export const defaultSide = (i: number): SideState => ({
  source: `builtin:${BUILTIN_TEAMS[i % BUILTIN_TEAMS.length].id}`,
  seat: i === 0 ? 'person' : (SEAT_KINDS.find((k) => k.id !== 'person')?.id ?? 'person'),
  file: { team: null, errors: ['drop or pick a team file'] },
  wizard: 'any',
  extraTraps: 0,
});

/** The wizard asked of randomTeam: never where the ruleset has no wizards. */
function wizardWanted(s: SideState, rules: RulesetChoice): boolean | undefined {
  if (!rules.wizards || s.wizard === 'no') return false;
  return s.wizard === 'yes' ? true : undefined;
}

export interface SideTeam {
  team: TeamFile | null;
  errors: string[];
}

/**
 * The team a side plays, or the errors that keep it from playing. Under a ruleset of squads
 * ([000]: four players, at most one Big Guy or Star Player) the team's squad plays: the engine's
 * `squadOf` picks it (its first players, in the team's order).
 */
export function sideTeam(s: SideState, seed: number, index: number, rules: RulesetChoice): SideTeam {
  const t = chosenTeam(s, seed, index, rules);
  if (t.team?.wizard && !rules.wizards)
    return { team: null, errors: [`wizard: ${rules.name} has no College Wizards, and this team hires one`] };
  if (t.team && rules.squad !== null) return { team: squadOf(t.team, rules.squad), errors: t.errors };
  return t;
}

/**
 * Teams told apart by name: a name already taken by an earlier side gets its side's number
 * ("Fire Team (side 3)"), so six sides of two built-in teams still read apart in the panel and log.
 */
export function namedApart<T extends { name: string }>(teams: T[]): T[] {
  const seen = new Set<string>();
  return teams.map((t, i) => {
    const name = seen.has(t.name) ? `${t.name} (side ${i + 1})` : t.name;
    seen.add(name);
    return name === t.name ? t : { ...t, name };
  });
}

function chosenTeam(s: SideState, seed: number, index: number, rules: RulesetChoice): SideTeam {
  if (s.source === 'file') return s.file;
  if (s.source.startsWith('builtin:')) {
    const b = BUILTIN_TEAMS.find((t) => `builtin:${t.id}` === s.source);
    return b ? { team: b.team, errors: [] } : { team: null, errors: ['unknown team'] };
  }
  const r = randomTeam(s.source.slice('random:'.length), seed * 31 + index, {
    wizard: wizardWanted(s, rules),
  });
  return r.ok ? { team: r.team, errors: [] } : { team: null, errors: r.errors.map((e) => e.message) };
}

export function readTeam(text: string): SideState['file'] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { team: null, errors: [`not JSON: ${(e as Error).message}`] };
  }
  const r = validateTeam(json);
  if (r.ok) return { team: r.team, errors: [] };
  return { team: null, errors: r.errors.map((e) => `${e.path || 'team'}: ${e.message}`) };
}
