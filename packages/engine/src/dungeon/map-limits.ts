/**
 * The map parser's limits and the checks of text shown to people (docs/limits.md): a map beyond
 * LIMITS.mapSide or LIMITS.mapChars is refused before it is parsed further, and no header value
 * may hold a control character.
 */
import { LIMITS } from '../limits.ts';
import { isCleanName } from '../text.ts';

export type Report = (code: string, message: string, line: number, column: number) => void;

/** A grid character for a message: itself in quotes, or its code point when it would not print. */
export function charName(ch: string): string {
  const c = ch.charCodeAt(0);
  const hidden = c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) || !isCleanName(ch);
  return hidden ? `U+${c.toString(16).toUpperCase().padStart(4, '0')}` : `'${ch}'`;
}

/**
 * Header values are shown to people (the name above the board, in the SVG, in a terminal), so
 * none may hold a control character, and the name is at most LIMITS.nameChars long.
 */
export function checkHeaderValue(key: string, value: string, line: number, err: Report): void {
  const column = key.length + 3;
  if (!isCleanName(value)) {
    let at = 0;
    while (isCleanName(value[at])) at++;
    const code = key === 'name' ? 'BAD_NAME' : 'BAD_HEADER';
    err(code, `the ${key} holds a control character (${charName(value[at])})`, line, column + at);
  } else if (key === 'name' && value.length > LIMITS.nameChars) {
    err('BAD_NAME', `the name is ${value.length} characters long; at most ${LIMITS.nameChars}`, line, column);
  }
}

/** Line and column (from 1) of a character of the text. */
export function positionOf(text: string, offset: number): [number, number] {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return [line, offset - start + 1];
}

/**
 * LIMITS.mapChars and LIMITS.mapSide: a larger map is refused before it is parsed further, so no
 * map can exhaust the memory or the time of whoever reads it.
 */
export function checkSize(rows: string[], gridStart: number, err: Report): boolean {
  const side = LIMITS.mapSide;
  if (rows.length > side) {
    err(
      'MAP_TOO_LARGE',
      `the grid is ${rows.length} rows high; a map is at most ${side}`,
      gridStart + side + 1,
      1,
    );
    return false;
  }
  const y = rows.findIndex((row) => row.length > side);
  if (y >= 0) {
    const message = `the row is ${rows[y].length} squares wide; a map is at most ${side}`;
    err('MAP_TOO_LARGE', message, gridStart + y + 1, side + 1);
    return false;
  }
  return true;
}
