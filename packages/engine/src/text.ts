/**
 * Text from outside (map headers, team files, records, a bot's stderr) shown to a person. A
 * shared file must not be able to clear a terminal, retitle it or hide text, nor put control
 * characters into an SVG or HTML page; these functions make such text harmless on output.
 */
import { LIMITS } from './limits.ts';

// C0 controls but tab and newline, DEL, C1 controls, the marks, overrides and isolates that can
// make text read differently from what it is, the line and paragraph separators, the two
// noncharacters XML forbids (U+FFFE, U+FFFF) and lone surrogates (the u flag leaves pairs whole).
const KINDS =
  '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufffe\\uffff\\u{d800}-\\u{dfff}';
/** The characters no name may hold, as a character class body (the team file schema uses it too). */
export const UNSAFE_CLASS = KINDS;
const UNSAFE = new RegExp(`(?![\\t\\n])[${KINDS}]`, 'gu');
const UNSAFE_LINE = new RegExp(`[${KINDS}]`, 'gu');

/** Text safe to print: control characters (but tab and newline) shown as `\u{..}`-style escapes. */
export function printable(s: string): string {
  return s.replace(UNSAFE, escapeChar);
}

/** One line safe to print: every control character, newlines too, shown escaped. */
export function printableLine(s: string): string {
  return s.replace(UNSAFE_LINE, escapeChar);
}

function escapeChar(c: string): string {
  return `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;
}

/**
 * What is wrong with a name (a team's, a player's, a dungeon's), or '' when nothing is: one line
 * of 1 to LIMITS.nameChars characters, no control characters.
 */
export function nameProblem(name: string): string {
  if (name.trim() === '') return 'is empty';
  if (name.length > LIMITS.nameChars) return `is ${name.length} characters long, over ${LIMITS.nameChars}`;
  return isCleanName(name) ? '' : 'holds control characters';
}

/** Whether a name may be used as it is: no control characters at all (NUL and newlines included). */
export function isCleanName(s: string): boolean {
  UNSAFE_LINE.lastIndex = 0;
  return !UNSAFE_LINE.test(s);
}

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for an SVG or HTML document: markup characters escaped and control characters (which XML
 * 1.0 forbids outright) replaced by U+FFFD.
 */
export function escapeXml(s: string): string {
  return s.replace(UNSAFE_LINE, '\ufffd').replace(/[&<>"']/g, (c) => XML[c]);
}

/**
 * A value from a file for a message: control characters escaped, and cut short when it is long.
 * Total: an object whose toString throws or is no function is named by its kind, never converted.
 */
export function quoted(v: unknown): string {
  const s =
    typeof v === 'string'
      ? v
      : typeof v === 'symbol'
        ? (v.description ?? 'a symbol')
        : v !== null && typeof v === 'object'
          ? Array.isArray(v)
            ? 'a list'
            : 'an object'
          : String(v);
  // Cut by code points, so a surrogate pair is never split.
  const points = Array.from(s.length > 200 ? s.slice(0, 200) : s);
  return `'${printableLine(points.length > 40 ? `${points.slice(0, 40).join('')}…` : s)}'`;
}
