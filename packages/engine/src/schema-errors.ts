/**
 * TypeBox findings turned into the engine's errors: a stable code, a message a person can act on,
 * and the field's path (`teams[1].players[3].name`). Shared by every schema the engine checks
 * input against (game set-ups in setup-schema.ts, team files in team/schema.ts).
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Errors } from 'typebox/value';
import { quoted } from './text.ts';

export interface FieldError {
  code: string;
  message: string;
  path: string;
}

/** '/players/3/name' → 'players[3].name'. */
export function fieldPath(pointer: string): string {
  let out = '';
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(key) ? `[${key}]` : out ? `.${key}` : key;
  }
  return out;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** The code of a finding at `path`; BAD_FIELD when the caller names none. */
export type CodeFor = (path: string, keyword: string) => string | undefined;

function describe(e: SchemaError, path: string, codeFor: CodeFor): FieldError[] {
  const p = e.params;
  const code = codeFor(path, e.keyword) ?? 'BAD_FIELD';
  const one = (message: string): FieldError[] => [{ code, message, path }];
  switch (e.keyword) {
    case 'required':
      return (p.requiredProperties as string[]).map((k) => ({
        code: 'MISSING_FIELD',
        message: `${k} is missing`,
        path: join(path, k),
      }));
    case 'additionalProperties':
      // The field's name comes from the input: quoted, escaped and cut short.
      return (p.additionalProperties as string[]).map((k) => ({
        code: 'UNKNOWN_FIELD',
        message: `unknown field ${quoted(k)}`,
        path: join(path, quoted(k).slice(1, -1)),
      }));
    case 'type':
      return one(`must be ${TYPE_NAMES[p.type as string] ?? p.type}`);
    case 'minimum':
      return one(`must be at least ${p.limit}`);
    case 'maximum':
      return one(`must be at most ${p.limit}`);
    case 'minLength':
      return one('must not be empty');
    case 'maxLength':
      return one(`must be at most ${p.limit} characters long`);
    case 'minItems':
      return one(`must hold at least ${p.limit} items`);
    case 'maxItems':
      return one(`must hold at most ${p.limit} items`);
    default:
      return one(e.message);
  }
}

const VALIDATORS = new WeakMap<TSchema, ReturnType<typeof Compile>>();

function validator(schema: TSchema): ReturnType<typeof Compile> {
  let v = VALIDATORS.get(schema);
  if (!v) {
    v = Compile(schema);
    VALIDATORS.set(schema, v);
  }
  return v;
}

/** Every finding of `schema` on `value`, each with its code, message and path. */
export function schemaErrors(
  schema: TSchema,
  value: unknown,
  codeFor: CodeFor = () => undefined,
  describeOther?: (e: SchemaError, path: string) => FieldError[] | undefined,
): FieldError[] {
  const out: FieldError[] = [];
  // A compiled check is a hundred times faster than listing the findings, and almost every
  // input passes it (TypeBox interprets the schema where a page forbids compiling code).
  if (validator(schema).Check(value)) return out;
  for (const e of Errors(schema, value) as Iterable<SchemaError>) {
    // 'schema is false' repeats an additionalProperties finding field by field.
    if (e.keyword === 'boolean') continue;
    const path = fieldPath(e.instancePath);
    for (const x of describeOther?.(e, path) ?? describe(e, path, codeFor)) out.push(x);
  }
  return out;
}
