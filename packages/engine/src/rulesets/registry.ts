/** The rulesets by id. Each module registers itself when imported (rulesets/index.ts imports them all). */
import type { Ruleset } from './types.ts';

const REGISTRY = new Map<string, Ruleset>();

/** Adds a ruleset, frozen (a game shares it with every copy), and returns it. */
export function register(r: Ruleset): Ruleset {
  if (REGISTRY.has(r.id)) throw new Error(`ruleset '${r.id}' is registered twice`);
  Object.freeze(r.defaults.passBands);
  Object.freeze(r.defaults);
  Object.freeze(r.features);
  REGISTRY.set(r.id, Object.freeze(r));
  return r;
}

export function getRuleset(id: string): Ruleset | undefined {
  return REGISTRY.get(id);
}

export function rulesetIds(): string[] {
  return [...REGISTRY.keys()];
}
