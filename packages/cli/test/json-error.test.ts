import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, parseJson } from '../src/json-error.ts';

describe('JSON errors', () => {
  it('finds the first bad character', () => {
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('[1, 2')).toBe(5);
    expect(jsonErrorOffset('{"a": tru}')).toBe(9);
    expect(jsonErrorOffset('{} x')).toBe(3);
    expect(jsonErrorOffset('"tab\there"')).toBe(4);
  });

  it('gives the line and column', () => {
    const r = parseJson('{\n  "a": [1,\n  2,]\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^invalid JSON at line 3, column 5: unexpected "\]"/);
    expect(parseJson('')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/line 1, column 1: unexpected end/),
    });
    expect(parseJson('{"a": [1, {"b": null}]}')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
  });
});
