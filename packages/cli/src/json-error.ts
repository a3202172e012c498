/**
 * Where a JSON text goes wrong. JSON.parse's messages do not always give a position (Node 20
 * says "Unexpected token '}', ... is not valid JSON"), so a small scanner finds the first bad
 * character, and the error names its line and column.
 */
import { LIMITS } from '@dungeonbowl/engine';

/**
 * Parses JSON, or explains the first syntax error with its line and column. A byte-order mark
 * first (as some Windows editors write) is skipped: JSON.parse alone refuses it.
 */
export function parseJson(raw: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.length > LIMITS.jsonBytes)
    return { ok: false, message: `the file is larger than ${LIMITS.jsonBytes / (1024 * 1024)} MB` };
  // Valid JSON nested thousands deep would overflow the stack of whatever walks it next.
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    const { line, column } = lineColumn(text, deep);
    return {
      ok: false,
      message: `invalid JSON at line ${line}, column ${column}: nested more than ${MAX_DEPTH} deep`,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const at = jsonErrorOffset(text);
    const { line, column } = lineColumn(text, at);
    const what =
      at < 0
        ? `nested more than ${MAX_DEPTH} deep`
        : at >= text.length
          ? 'unexpected end of the text'
          : `unexpected ${JSON.stringify(text[at])}`;
    return {
      ok: false,
      message: `invalid JSON at line ${line}, column ${column}: ${what} (${(e as Error).message.split('\n')[0]})`,
    };
  }
}

/** Where the text's arrays and objects first nest more than MAX_DEPTH deep, or -1. */
function tooDeepAt(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

class Bad {
  constructor(readonly at: number) {}
}

/** Deeper than this the scanner stops (it recurses, and no file we read nests more than a few levels). */
const MAX_DEPTH = 1000;

/**
 * The offset of the first character that makes the text invalid JSON (its length if it ends
 * early), or -1 when the text nests more than MAX_DEPTH deep before that.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  let depth = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (): never => {
    throw new Bad(i);
  };
  const expect = (s: string) => {
    for (const ch of s) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    expect('"');
    while (text[i] !== '"') {
      if (i >= text.length || text.charCodeAt(i) < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          i++;
          for (let k = 0; k < 4; k++, i++) if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail();
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) fail();
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') return container('}', true);
    if (ch === '[') return container(']', false);
    if (ch === '"') return string();
    if (ch === 't') return expect('true');
    if (ch === 'f') return expect('false');
    if (ch === 'n') return expect('null');
    if (ch === '-' || (ch >= '0' && ch <= '9')) return number();
    fail();
  };
  const container = (close: string, keyed: boolean) => {
    if (++depth > MAX_DEPTH) throw new Bad(-1);
    i++;
    ws();
    if (text[i] === close) {
      i++;
      depth--;
      return;
    }
    for (;;) {
      if (keyed) {
        ws();
        string();
        ws();
        expect(':');
      }
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      expect(close);
      depth--;
      return;
    }
  };
  try {
    value();
    ws();
    return Math.min(i, text.length);
  } catch (e) {
    if (e instanceof Bad) return Math.min(e.at, text.length);
    throw e;
  }
}
