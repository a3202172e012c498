/** Helpers many rule tests share: the plain 10 by 5 room and event filters. */
import {
  BUILTIN_DUNGEONS,
  FIRE_TEAM,
  type GameEvent,
  getBuiltinDungeon,
  getRuleset,
  SHADOW_TEAM,
  squadOf,
  type TeamFile,
} from '../../src/index.ts';

/** x 0..11, y 0..6: floor x 2..9 and y 1..5, end zones A (x 1, team 0's) and B (x 10, team 1's). */
export const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

/** The tests of one kind ('dodge', 'pass', ...) among the events. */
export function tests(events: GameEvent[], kind: string) {
  return events.filter(
    (e): e is Extract<GameEvent, { type: 'test' }> => e.type === 'test' && e.test === kind,
  );
}

/** What each die was rolled for, in order. */
export function rolls(events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
}

export const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');

/** A built-in dungeon made for the ruleset (the Great Hall for those it serves). */
export function mapFor(ruleset: string): string {
  const serves = (text: string) =>
    (text.match(/^rulesets: (.*)$/m)?.[1] ?? '')
      .split(',')
      .map((id) => id.trim())
      .includes(ruleset);
  const great = getBuiltinDungeon('great-hall')!.text;
  if (serves(great)) return great;
  return (BUILTIN_DUNGEONS.find((d) => serves(d.text)) ?? getBuiltinDungeon('great-hall')!).text;
}

/**
 * Teams for a game under the ruleset: the Fire and Shadow teams, or as many four-player squads of
 * them as Dungeon Brawl's least number of teams ([000]), each named apart.
 */
export function teamsFor(ruleset: string, count?: number): TeamFile[] {
  const rs = getRuleset(ruleset);
  const n = count ?? rs?.teamCount?.min ?? 2;
  const squads = rs?.teamProblems !== undefined;
  return Array.from({ length: n }, (_, i) => {
    const base = i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM;
    const team = squads ? squadOf(base) : base;
    return n === 2 && !squads ? team : { ...team, name: `${base.name} ${i + 1}` };
  });
}

/** A tiny PRNG for choosing actions, separate from the game's dice. */
export function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}
