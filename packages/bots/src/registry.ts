/**
 * Bots by id, for the command line (`--bots scripted,random`, `bot-server --bot ID`). A bot is
 * listed here once its factory is exported from the package index: the scripted and search bots
 * are looked up by name there, so this file does not break while they are being written.
 */
import type { Bot, BotFactory } from './bot.ts';
import * as exported from './index.ts';
import { randomBot } from './random.ts';

export interface BotInfo {
  id: string;
  description: string;
  make: BotFactory;
}

/** Bots that may or may not be exported yet: [id, export name, description]. */
const OPTIONAL: [string, string, string][] = [
  ['scripted', 'scriptedBot', 'plays sensibly: chests, the ball, the end zone, safe blocks'],
  ['search', 'searchBot', 'looks ahead by playing candidate actions out with the engine'],
];

/** Every bot available now, in a fixed order. */
export function botRegistry(): BotInfo[] {
  const list: BotInfo[] = [
    {
      id: 'random',
      description: 'uniform over the legal actions',
      make: (o) => randomBot(o as Parameters<typeof randomBot>[0]),
    },
  ];
  // Read at call time: the index imports this module, so its exports are complete only later.
  const found = exported as unknown as Record<string, unknown>;
  for (const [id, name, description] of OPTIONAL) {
    const make = found[name];
    if (typeof make === 'function') list.push({ id, description, make: make as BotFactory });
  }
  return list;
}

export function botIds(): string[] {
  return botRegistry().map((b) => b.id);
}

/**
 * Reads a bot spec as the command line writes it: an id, optionally followed by options as
 * `:key=value` (`random:endTurnWeight=0.1`, `search:ms=200`). Values that read as JSON (numbers,
 * true, false) are taken as such, anything else as a string.
 */
export function parseBotSpec(spec: string): { id: string; options: Record<string, unknown> } {
  const [id, ...pairs] = spec.split(':');
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`bot option '${pair}' of '${spec}' is not key=value`);
    const raw = pair.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {}
    // A key named __proto__ stays a key (refused as unknown), never the object's prototype.
    Object.defineProperty(options, pair.slice(0, eq), { value, enumerable: true, writable: true });
  }
  return { id, options };
}

/**
 * What an option given on the command line must be: a number from `min` to `max`, or one of a
 * list. The upper bounds keep a typo from asking for a search that never ends.
 */
type OptionCheck = { min: number; max: number; integer?: boolean } | { oneOf: unknown[] };

const WEIGHT = { min: 0, max: 1e6 };
const COUNT = (min: number, max: number) => ({ min, max, integer: true });
const OPTIONS: Record<string, Record<string, OptionCheck>> = {
  random: { endTurnWeight: WEIGHT },
  scripted: {},
  search: {
    playouts: COUNT(1, 1_000_000),
    // Milliseconds a decision: at most ten minutes.
    ms: { min: 0, max: 600_000 },
    settle: COUNT(0, 10_000),
    rollout: { oneOf: ['scripted', 'random', 'stop'] },
    horizon: COUNT(0, 1000),
    endgame: COUNT(0, 1000),
    exploration: WEIGHT,
    prior: WEIGHT,
    margin: WEIGHT,
    minGain: WEIGHT,
    searchRoutine: { oneOf: [true, false] },
    maxSteps: COUNT(1, 1_000_000),
    verify: COUNT(0, 100_000),
    maxCandidates: COUNT(1, 10_000),
  },
};

/** Checks a bot's options by name and value; throws an error naming the bad one. */
export function checkBotOptions(id: string, options: Record<string, unknown>): void {
  const known = Object.hasOwn(OPTIONS, id) ? OPTIONS[id] : undefined;
  if (!known) return;
  for (const [key, value] of Object.entries(options)) {
    // Own entries only: 'constructor' or 'toString' are in every object and are no option.
    const check = Object.hasOwn(known, key) ? known[key] : undefined;
    const list = Object.keys(known);
    if (!check) {
      throw new Error(
        `bot '${id}' has no option '${key}' (${list.length > 0 ? `options: ${list.join(', ')}` : 'it takes none'})`,
      );
    }
    if ('oneOf' in check) {
      if (!check.oneOf.includes(value))
        throw new Error(
          `bot '${id}' option ${key}=${String(value)}: must be one of ${check.oneOf.join(', ')}`,
        );
    } else if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < check.min ||
      value > check.max ||
      (check.integer && !Number.isInteger(value))
    ) {
      throw new Error(
        `bot '${id}' option ${key}=${String(value)}: must be a${check.integer ? ' whole' : ''} number from ${check.min} to ${check.max}`,
      );
    }
  }
}

/**
 * Makes a bot from its id, or from a spec with options (`parseBotSpec`); an unknown id or a bad
 * option throws an error naming it.
 */
export function makeBot(spec: string, options?: Record<string, unknown>): Bot {
  const parsed = parseBotSpec(spec);
  const info = botRegistry().find((b) => b.id === parsed.id);
  if (!info) throw new Error(`unknown bot '${parsed.id}' (known: ${botIds().join(', ')})`);
  checkBotOptions(parsed.id, parsed.options);
  return info.make({ ...parsed.options, ...options });
}
