/**
 * The shape of what `createGame` accepts, as TypeBox schemas, and the first gate every set-up
 * passes: the caller's objects are read once into plain JSON data (so no getter, proxy or later
 * change of the caller's objects can reach the game), then checked field by field against the
 * schemas, unknown fields refused. The rules that need the rosters (positions, skills, re-roll
 * limits) are setup.ts's.
 */
import { Type } from 'typebox';
import { LIMITS, pushAll } from './limits.ts';
import { schemaErrors } from './schema-errors.ts';
import type { SetupError } from './setup.ts';
import { isCleanName } from './text.ts';

const Name = Type.String({ minLength: 1, maxLength: LIMITS.nameChars });
const Id = Type.String({ minLength: 1, maxLength: LIMITS.nameChars });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

const PLAYER = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 99 }),
    name: Type.Optional(Name),
    position: Id,
    skills: Type.Optional(Type.Array(Id, { maxItems: LIMITS.gainedSkills })),
  },
  { additionalProperties: false },
);

const TEAM = Type.Object(
  {
    $schema: Type.Optional(Type.String({ maxLength: 200 })),
    format: Type.Optional(Type.String({ maxLength: LIMITS.nameChars })),
    version: Type.Optional(Type.Integer()),
    name: Type.Optional(Name),
    roster: Id,
    colour: Type.Optional(Colour),
    colours: Type.Optional(
      Type.Object({ primary: Colour, secondary: Colour }, { additionalProperties: false }),
    ),
    rerolls: Type.Integer({ minimum: 0, maximum: 99 }),
    wizard: Type.Optional(Type.Boolean()),
    extraTraps: Type.Optional(Type.Integer({ minimum: 0, maximum: 8, multipleOf: 2 })),
    players: Type.Array(PLAYER, { minItems: 1, maxItems: LIMITS.playersPerTeam }),
  },
  { additionalProperties: false },
);

export const SETUP_SCHEMA = Type.Object(
  {
    ruleset: Type.Optional(Id),
    dungeon: Type.String({ maxLength: LIMITS.mapChars }),
    teams: Type.Array(TEAM, { minItems: 2, maxItems: LIMITS.teams }),
  },
  { additionalProperties: false },
);

export const OPTIONS_SCHEMA = Type.Object(
  {
    seed: Type.Optional(Type.Integer({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })),
    dice: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 1000 }), { maxItems: LIMITS.scriptedDice }),
    ),
    // Each rule option's value is checked by setup.ts against its own range.
    rules: Type.Optional(Type.Object({})),
  },
  { additionalProperties: false },
);

/** The codes the older field checks gave, kept stable for clients that read them. */
function setupCode(path: string, keyword: string): string | undefined {
  if (path === 'teams') return keyword === 'maxItems' ? 'TOO_MANY_TEAMS' : 'TOO_FEW_TEAMS';
  if (path === 'dungeon') return keyword === 'maxLength' ? 'MAP_TOO_LARGE' : 'NO_DUNGEON';
  if (path === 'ruleset') return 'UNKNOWN_RULESET';
  if (/^teams\[\d+\]\.players$/.test(path)) return keyword === 'maxItems' ? 'TOO_MANY_PLAYERS' : 'NO_PLAYERS';
  if (/\.number$/.test(path)) return 'BAD_NUMBER';
  if (/\.rerolls$/.test(path)) return 'BAD_REROLLS';
  if (/\.wizard$/.test(path)) return 'BAD_WIZARD';
  if (/\.extraTraps$/.test(path)) return 'BAD_EXTRA_TRAPS';
  if (/\.name$/.test(path)) return 'BAD_NAME';
  if (/\.colours?(\.|$)/.test(path)) return 'BAD_COLOUR';
  return undefined;
}

function optionsCode(path: string): string | undefined {
  if (path === 'seed') return 'BAD_SEED';
  if (path.startsWith('dice')) return 'BAD_DICE';
  if (path === 'rules') return 'BAD_OPTION';
  return undefined;
}

const MAX_DEPTH = 6;

type Plain = null | boolean | number | string | Plain[] | { [k: string]: Plain };

class NotPlain extends Error {
  constructor(
    readonly path: string,
    what: string,
  ) {
    super(what);
  }
}

/**
 * A copy of `v` as plain JSON data, each field read once. Refuses what JSON cannot hold (symbols,
 * functions, bigints, NaN, class instances) and nesting deeper than any set-up has.
 */
function plainCopy(v: unknown, path: string, depth: number): Plain {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new NotPlain(path, 'must be a finite number');
    return v;
  }
  if (typeof v !== 'object') throw new NotPlain(path, `must be plain data, not a ${typeof v}`);
  if (depth >= MAX_DEPTH) throw new NotPlain(path, 'is nested too deeply');
  if (Array.isArray(v)) {
    const n = v.length;
    if (n > LIMITS.scriptedDice) throw new NotPlain(path, `holds more than ${LIMITS.scriptedDice} items`);
    const out: Plain[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = plainCopy(v[i], `${path}[${i}]`, depth + 1);
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) throw new NotPlain(path, 'must be a plain object');
  const out: { [k: string]: Plain } = {};
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    // An absent optional field may be written as undefined by a JavaScript caller.
    if (x === undefined) continue;
    const value = plainCopy(x, path ? `${path}.${k}` : k, depth + 1);
    // A key named __proto__ (JSON.parse makes one) stays a field, to be refused as unknown,
    // rather than becoming the copy's prototype.
    if (k === '__proto__') Object.defineProperty(out, k, { value, enumerable: true, writable: true });
    else out[k] = value;
  }
  return out;
}

/** The set-up and options as plain data, or the first field that is not. */
export function readPlain(
  setup: unknown,
  options: unknown,
): { ok: true; setup: Plain; options: Plain } | { ok: false; errors: SetupError[] } {
  try {
    if (!setup || typeof setup !== 'object' || Array.isArray(setup)) {
      throw new NotPlain('', 'the setup must be an object');
    }
    const o = options === undefined ? {} : options;
    if (!o || typeof o !== 'object' || Array.isArray(o)) throw new NotPlain('options', 'must be an object');
    return { ok: true, setup: plainCopy(setup, '', 0), options: plainCopy(o, 'options', 0) };
  } catch (e) {
    // A getter or a proxy that throws is refused like any other field that is not data.
    const path = e instanceof NotPlain ? e.path : '';
    const what = e instanceof NotPlain ? e.message : 'could not be read as plain data';
    const message = path ? `${path} ${what}` : what;
    return { ok: false, errors: [{ code: 'BAD_SETUP', message, path }] };
  }
}

/** Every shape problem of a plain set-up and its options; empty when both may be built. */
export function shapeProblems(setup: Plain, options: Plain): SetupError[] {
  const out: SetupError[] = schemaErrors(SETUP_SCHEMA, setup, setupCode);
  for (const e of schemaErrors(OPTIONS_SCHEMA, options, optionsCode)) {
    out.push({ ...e, path: e.path ? `options.${e.path}` : 'options' });
  }
  const o = options as { seed?: unknown; dice?: unknown };
  if (o && o.seed !== undefined && o.dice !== undefined) {
    out.push({
      code: 'SEED_AND_DICE',
      message: 'give seeded dice (seed) or scripted dice (dice), not both',
      path: 'options',
    });
  }
  if (out.length === 0) pushAll(out, nameProblems(setup as NamedSetup));
  return out;
}

/** Names with control characters (a NUL, a newline, a terminal escape) are refused. */
type NamedSetup = { teams: { name?: string; players: { name?: string }[] }[] };

function nameProblems(setup: NamedSetup): SetupError[] {
  const out: SetupError[] = [];
  const bad = (path: string) =>
    out.push({ code: 'BAD_NAME', message: `${path} must not hold control characters`, path });
  setup.teams.forEach((t, ti) => {
    if (t.name !== undefined && !isCleanName(t.name)) bad(`teams[${ti}].name`);
    t.players.forEach((p, pi) => {
      if (p.name !== undefined && !isCleanName(p.name)) bad(`teams[${ti}].players[${pi}].name`);
    });
  });
  return out;
}
