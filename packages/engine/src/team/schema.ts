/**
 * The team file (docs/team-file.md): a team as JSON, and its JSON Schema built with TypeBox. The
 * schema checks the shape only; the team-building rules (rosters, limits, budget, skills) are
 * validateTeam's, which also turns the schema's findings into errors with field paths.
 */
import { type Static, Type } from 'typebox';
import { LIMITS } from '../limits.ts';
import { type SchemaError, schemaErrors } from '../schema-errors.ts';
import { printableLine, UNSAFE_CLASS } from '../text.ts';

export { quoted } from '../text.ts';

export const TEAM_FORMAT = 'dungeonbowl-team';
export const TEAM_VERSION = 1;

/**
 * Skills a player may gain in a team file. BB2020 players gain at most six; the limit keeps a
 * hostile file's lists short enough to check skill against skill.
 */
export const MAX_GAINED_SKILLS = LIMITS.gainedSkills;

/**
 * A name is one line of text a terminal or a page shows as it is: no control characters (NUL,
 * newlines, escapes), nor the bidirectional overrides that make text read otherwise. The same
 * characters as isCleanName (text.ts), for editors that read the schema.
 */
const NAME_PATTERN = `^[^${UNSAFE_CLASS}]*$`;

const Name = (description: string) =>
  Type.String({ minLength: 1, maxLength: LIMITS.nameChars, pattern: NAME_PATTERN, description });

export type JsonText = { ok: true; value: unknown } | { ok: false; code: string; message: string };

/** The UTF-8 length of a text, counted only as far as it matters against `limit`. */
function overBytes(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const c = text.charCodeAt(i);
    // A surrogate pair is 4 bytes in UTF-8: 2 for each half.
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
  }
  return bytes > limit;
}

/**
 * Reads a JSON text (a team file, a game record): over LIMITS.jsonBytes bytes it is refused
 * unread, and a leading byte-order mark, which editors on Windows write, is skipped. Never throws.
 */
export function readJsonText(text: string, what: string): JsonText {
  if (overBytes(text, LIMITS.jsonBytes))
    return { ok: false, code: 'TOO_LARGE', message: `${what} is over ${LIMITS.jsonBytes} bytes` };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (e) {
    const why = printableLine(
      String((e as Error)?.message)
        .split('\n')[0]
        .slice(0, 200),
    );
    return { ok: false, code: 'NOT_JSON', message: `${what} is not valid JSON: ${why}` };
  }
}

const Colour = Type.String({
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'a colour as #rrggbb',
  examples: ['#d55e00'],
});

const TeamPlayer = Type.Object(
  {
    name: Name("the player's name: one line, at most 60 characters"),
    number: Type.Integer({ minimum: 1, maximum: 99, description: 'shirt number, unique in the team' }),
    position: Type.String({ minLength: 1, description: "a position id of the team's roster" }),
    skills: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        maxItems: MAX_GAINED_SKILLS,
        description:
          "skills gained beyond the position's own (skill ids such as 'dodge'), from its primary or secondary categories",
      }),
    ),
  },
  { additionalProperties: false },
);

export const TEAM_FILE_SCHEMA = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'the address of this schema, for editors' })),
    format: Type.Literal(TEAM_FORMAT),
    version: Type.Literal(TEAM_VERSION),
    name: Name("the team's name: one line, at most 60 characters"),
    roster: Type.String({
      minLength: 1,
      description: "a roster id, such as 'college-of-fire' (dungeonbowl team rosters lists them)",
    }),
    colours: Type.Object(
      { primary: Colour, secondary: Colour },
      { additionalProperties: false, description: 'kit colours' },
    ),
    rerolls: Type.Integer({ minimum: 0, description: 'team re-rolls bought (at most 8)' }),
    wizard: Type.Boolean({ description: 'whether the team hired its College Wizard' }),
    players: Type.Array(TeamPlayer, { maxItems: LIMITS.playersPerTeam, description: '11 to 16 players' }),
  },
  {
    additionalProperties: false,
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'team-file.schema.json',
    title: 'Dungeon Bowl team file',
    description: 'A Dungeon Bowl team: its roster, re-rolls, wizard and players (docs/team-file.md)',
  },
);

export type TeamFile = Static<typeof TEAM_FILE_SCHEMA>;
export type TeamFilePlayer = TeamFile['players'][number];

export interface TeamError {
  /** Stable: what kind of problem (UNKNOWN_POSITION, OVER_BUDGET, ...). */
  code: string;
  message: string;
  /** The field: `players[3].position`, `rerolls`; '' for the team as a whole. */
  path: string;
}

/** The findings the shared translation words differently for a team file. */
function describeTeam(e: SchemaError, path: string): TeamError[] | undefined {
  const p = e.params;
  const one = (message: string): TeamError[] => [{ code: 'BAD_FIELD', message, path }];
  switch (e.keyword) {
    case 'const':
      if (path === 'format') return one(`must be '${TEAM_FORMAT}' (this is not a team file)`);
      if (path === 'version') return one(`version must be ${TEAM_VERSION} (the version this program reads)`);
      return one(`must be ${JSON.stringify(p.allowedValue)}`);
    case 'maxLength':
      return [{ code: 'BAD_NAME', message: `must be at most ${p.limit} characters long`, path }];
    case 'maxItems':
      return one(`must have at most ${p.limit} items`);
    case 'pattern':
      if (p.pattern === NAME_PATTERN)
        return [{ code: 'BAD_NAME', message: 'must be one line of text, without control characters', path }];
      return one('must be a colour written #rrggbb, such as #d55e00');
    default:
      return undefined;
  }
}

/** The shape problems of a would-be team file, each with its field path. */
export function shapeErrors(json: unknown): TeamError[] {
  return schemaErrors(TEAM_FILE_SCHEMA, json, () => undefined, describeTeam);
}
