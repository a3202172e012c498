/**
 * The readings of the cases the variant leaves open (docs/dungeonquest.md, "Readings"), each an
 * option. The defaults are the project's readings; every alternative is implemented and tested.
 */

export interface QuestRules {
  /**
   * Both sides reaching their life in one round. `simultaneous` (default): both dice are applied,
   * then deaths are checked; if both fell the fight is "mutual" (the hero is dead, the monster
   * too). `die-by-die`: the dice are resolved in the monster's attribute order and the fight stops
   * as soon as one side falls (a single tied die can still fell both).
   */
  sameRoundDeath: 'simultaneous' | 'die-by-die';
  /** Hugo's re-roll: once every roll, i.e. every round (default), or once a fight. */
  hugoReroll: 'per-round' | 'per-combat';
  /** Whether Hugo may also re-roll one die of a failed escape Luck test (default: no). */
  hugoRerollEscape: boolean;
  /** Krutzbeck's extra wound: once a round in which the monster is wounded (default), or for every wounding die. */
  krutzbeck: 'per-round' | 'per-die';
  /**
   * When Challara's "8 or more wounds" is checked: at the start of the round (default), or before
   * each die, counting wounds taken earlier in the same round.
   */
  challaraCheck: 'round-start' | 'per-die';
  /** Whether Tatianna still strikes when combat begins after a failed escape (default: no, she did not choose to attack). */
  tatiannaAfterFailedEscape: boolean;
  /** A side dies when its wounds reach its life (default) or exceed it. */
  death: 'reach' | 'exceed';
}

export const DEFAULT_RULES: Readonly<QuestRules> = {
  sameRoundDeath: 'simultaneous',
  hugoReroll: 'per-round',
  hugoRerollEscape: false,
  krutzbeck: 'per-round',
  challaraCheck: 'round-start',
  tatiannaAfterFailedEscape: false,
  death: 'reach',
};

/** The values each option takes, the default first. */
export const RULE_CHOICES: { [K in keyof QuestRules]: readonly QuestRules[K][] } = {
  sameRoundDeath: ['simultaneous', 'die-by-die'],
  hugoReroll: ['per-round', 'per-combat'],
  hugoRerollEscape: [false, true],
  krutzbeck: ['per-round', 'per-die'],
  challaraCheck: ['round-start', 'per-die'],
  tatiannaAfterFailedEscape: [false, true],
  death: ['reach', 'exceed'],
};

export const RULE_KEYS = Object.keys(RULE_CHOICES) as (keyof QuestRules)[];

/** The full rules from a partial set, checking every key and value. */
export function questRules(partial: Partial<QuestRules> = {}): QuestRules {
  const rules: QuestRules = { ...DEFAULT_RULES };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    if (!(RULE_KEYS as string[]).includes(key)) {
      throw new Error(`unknown rule option '${key}' (valid: ${RULE_KEYS.join(', ')})`);
    }
    const choices = RULE_CHOICES[key as keyof QuestRules] as readonly unknown[];
    if (!choices.includes(value)) {
      throw new Error(`rule option ${key} is ${JSON.stringify(value)}; valid: ${choices.join(', ')}`);
    }
    (rules as unknown as Record<string, unknown>)[key] = value;
  }
  return rules;
}

/** Parses `key=value` (as typed on a command line) into a partial rule set. */
export function parseRuleSetting(text: string): Partial<QuestRules> {
  const eq = text.indexOf('=');
  if (eq < 0) throw new Error(`a rule option is key=value, not '${text}' (keys: ${RULE_KEYS.join(', ')})`);
  const key = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  if (!(RULE_KEYS as string[]).includes(key)) {
    throw new Error(`unknown rule option '${key}' (valid: ${RULE_KEYS.join(', ')})`);
  }
  const choices = RULE_CHOICES[key as keyof QuestRules] as readonly unknown[];
  const value = choices.find((c) => String(c) === raw);
  if (value === undefined)
    throw new Error(`rule option ${key} cannot be '${raw}'; valid: ${choices.join(', ')}`);
  return { [key]: value } as Partial<QuestRules>;
}

/** The options that differ from the defaults, as `key=value` strings. */
export function ruleDifferences(rules: QuestRules): string[] {
  return RULE_KEYS.filter((k) => rules[k] !== DEFAULT_RULES[k]).map((k) => `${k}=${rules[k]}`);
}
