/** Every ruleset module, registered on import; the registry's lookups re-exported. */
import './dungeonbowl2021.ts';
import './classic.ts';

export { getRuleset, rulesetIds } from './registry.ts';
export type { Entry, Ruleset, RulesetOptions, SquareFeature } from './types.ts';
