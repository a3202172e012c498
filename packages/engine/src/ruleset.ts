/**
 * Rulesets are modules in rulesets/ (one file per ruleset, registered by id; rulesets/types.ts
 * lists the hooks). This file keeps the old import path.
 */

export type { Entry, Ruleset, RulesetOptions, SquareFeature } from './rulesets/index.ts';
export { getRuleset, rulesetIds } from './rulesets/index.ts';
