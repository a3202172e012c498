/**
 * What the chosen ruleset changes on the new-game screen: which built-in maps serve it, whether a
 * College Wizard may be hired, how many trap counters a coach may buy. Every answer comes from
 * the engine (`getRuleset`, `checkMapRuleset`); nothing here knows a ruleset by its id.
 */
import {
  BUILTIN_DUNGEONS,
  checkMapRuleset,
  type Dungeon,
  getRuleset,
  parseDungeon,
  rulesetIds,
  type SetupError,
} from '@dungeonbowl/engine';

export interface RulesetChoice {
  id: string;
  name: string;
  /** May a team hire its College Wizard? */
  wizards: boolean;
  /** Trap counters a coach may buy besides the free ones (0: the ruleset has none to buy). */
  maxExtraTraps: number;
  /** The match and turn clocks' minutes ([002]: 120 and 4), null for a ruleset without clocks. */
  matchMinutes: number | null;
  turnMinutes: number | null;
}

/** The registered rulesets, in the engine's order (the first is the default). */
export function rulesetChoices(): RulesetChoice[] {
  return rulesetIds().flatMap((id) => {
    const r = getRuleset(id);
    if (!r) return [];
    const { matchMinutes, turnMinutes } = r.defaults;
    return [
      {
        id,
        name: r.name,
        wizards: r.wizards,
        maxExtraTraps: r.maxExtraTraps,
        matchMinutes: matchMinutes ?? null,
        turnMinutes: turnMinutes ?? null,
      },
    ];
  });
}

export function rulesetChoice(id: string): RulesetChoice {
  const none = { id, name: id, wizards: false, maxExtraTraps: 0, matchMinutes: null, turnMinutes: null };
  return rulesetChoices().find((r) => r.id === id) ?? none;
}

/** Why a map cannot be played under the ruleset (the engine's own words), or null when it can. */
export function mapProblem(d: Dungeon, ruleset: string): string | null {
  const errors: SetupError[] = [];
  checkMapRuleset(d, ruleset, errors);
  return errors[0]?.message ?? null;
}

export interface Listed {
  id: string;
  name: string;
  dungeon: Dungeon | null;
}

const LISTED: Listed[] = BUILTIN_DUNGEONS.map((b) => {
  const r = parseDungeon(b.text);
  return { id: b.id, name: r.ok ? r.value.name : b.id, dungeon: r.ok ? r.value : null };
});

/** The built-in maps that serve the ruleset (a practice map or one naming no ruleset serves any). */
export function dungeonsFor(ruleset: string): Listed[] {
  return LISTED.filter((b) => b.dungeon && mapProblem(b.dungeon, ruleset) === null);
}

/** The map asked for when it serves the ruleset, else the first that does. */
export function builtinFor(ruleset: string, wanted: string): string {
  const list = dungeonsFor(ruleset);
  return list.some((b) => b.id === wanted) ? wanted : (list[0]?.id ?? wanted);
}
