/** Team colours (src/colours.ts): 2 to 16 teams each get one of their own, readable on the board. */
import { describe, expect, it } from 'vitest';
import { contrast, FLOOR, ink, NEUTRAL_ZONE, TEAM_COLOURS, teamColour, WALL } from '../src/colours.ts';

/** CIELAB (D65) of a colour, for a distance that follows how far apart colours look. */
function lab(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => lin(c / 255));
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (v: number) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));

describe('team colours', () => {
  it('4 to 16 teams: every team a colour of its own, far from every other team and from the board', () => {
    for (let n = 4; n <= 16; n++) {
      const cols = Array.from({ length: n }, (_, t) => teamColour(t));
      expect(new Set(cols).size).toBe(n);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) expect(distance(cols[i], cols[j])).toBeGreaterThanOrEqual(25);
        for (const board of [FLOOR, WALL, NEUTRAL_ZONE])
          expect(distance(cols[i], board)).toBeGreaterThanOrEqual(25);
      }
    }
    expect(TEAM_COLOURS).toHaveLength(16);
  });

  it("a token's number reads on every team colour (4.5:1 or more)", () => {
    for (const c of TEAM_COLOURS) expect(contrast(c, ink(c))).toBeGreaterThanOrEqual(4.5);
  });
});
