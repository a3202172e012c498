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
  validateDungeon,
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
  /** Team turns each when none is given (null: play to a touchdown; [002]: the clock's stand-in). */
  turnLimit: number | null;
  /** What happens at the turn limit, in the engine's words (the ruleset's `timeUpRule`). */
  timeUpRule: string;
  /** Teams a game may have ([000]: 4 to 16); null: as many as the map has end zones, up to 8. */
  teams: { min: number; max: number } | null;
  /** Players a team brings when the ruleset checks each team ([000]: squads of four), else null. */
  squad: number | null;
}

/** The registered rulesets, in the engine's order (the first is the default). */
export function rulesetChoices(): RulesetChoice[] {
  return rulesetIds().flatMap((id) => {
    const r = getRuleset(id);
    if (!r) return [];
    const { matchMinutes, turnMinutes, turnLimit } = r.defaults;
    return [
      {
        id,
        name: r.name,
        wizards: r.wizards,
        maxExtraTraps: r.maxExtraTraps,
        matchMinutes: matchMinutes ?? null,
        turnMinutes: turnMinutes ?? null,
        turnLimit: turnLimit ?? null,
        timeUpRule: r.timeUpRule,
        teams: r.teamCount ? { ...r.teamCount } : null,
        squad: r.squadSize ?? null,
      },
    ];
  });
}

export function rulesetChoice(id: string): RulesetChoice {
  const none = {
    id,
    name: id,
    wizards: false,
    maxExtraTraps: 0,
    matchMinutes: null,
    turnMinutes: null,
    turnLimit: null,
    timeUpRule: '',
    teams: null,
    squad: null,
  };
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

/** The team counts a new game may have under the ruleset, with a map of `zones` end zones. */
export function teamCounts(rules: RulesetChoice, zones: number): number[] {
  const { min, max } = rules.teams ?? { min: 2, max: Math.max(2, Math.min(zones, 8)) };
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** A map's own `teams:` header ("4-7", "8 to 16"), when it has one. */
export function mapTeamRange(d: Dungeon): { min: number; max: number } | null {
  const v = d.meta.find(([k]) => k === 'teams')?.[1];
  const m = v?.match(/^\s*(\d+)\s*(?:-|–|to)\s*(\d+)\s*$/);
  return m ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

const fits = new Map<string, boolean>();

/**
 * Does the map seat `teams` teams under a ruleset that plays many ([000])? Within its own
 * `teams:` range when it gives one, and valid for that many by the engine's validateDungeon (an
 * end zone letter per team, the start rooms...). Rulesets without a team range list every map.
 */
function seats(b: Listed, ruleset: string, teams: number | undefined): boolean {
  if (teams === undefined || !b.dungeon || !rulesetChoice(ruleset).teams) return true;
  const range = mapTeamRange(b.dungeon);
  if (range && (teams < range.min || teams > range.max)) return false;
  const key = `${b.id}/${ruleset}/${teams}`;
  if (!fits.has(key)) fits.set(key, validateDungeon(b.dungeon.text, ruleset, { teams }).ok);
  return fits.get(key)!;
}

/**
 * The built-in maps that serve the ruleset (a practice map or one naming no ruleset serves any),
 * and, given a team count, seat that many teams.
 */
export function dungeonsFor(ruleset: string, teams?: number): Listed[] {
  return LISTED.filter(
    (b) => b.dungeon && mapProblem(b.dungeon, ruleset) === null && seats(b, ruleset, teams),
  );
}

/** The map asked for when it serves the ruleset (and seats the teams), else the first that does. */
export function builtinFor(ruleset: string, wanted: string, teams?: number): string {
  const list = dungeonsFor(ruleset, teams);
  return list.some((b) => b.id === wanted) ? wanted : (list[0]?.id ?? wanted);
}
