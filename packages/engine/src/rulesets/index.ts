/** Every ruleset module, registered on import; the registry's lookups re-exported. */
import './dungeonbowl2021.ts';
import './classic.ts';
import './brawl2013.ts';
import './dungeonbrawl.ts';
// The frame classic's trap counters set off (registered here: it is [003]'s, not core rule code).
import './pit-traps.ts';

export { getRuleset, rulesetIds } from './registry.ts';
export type { Entry, Ruleset, RulesetOptions, SquareFeature } from './types.ts';
