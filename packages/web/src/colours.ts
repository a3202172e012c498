/**
 * Colours. Teams take Okabe and Ito's colour-blind-safe palette by seat (vermillion and blue
 * first, the pair told apart by every common kind of colour blindness), never the team file's
 * own colours, which may clash. Seats 9 to 16 (a many-team game) take colours picked from Paul
 * Tol's and ColorBrewer's palettes to stay far apart from every earlier one (a CIELAB distance of
 * 26 or more between any two of the 16) and from the floor, the walls and an unchosen end zone
 * (test/colours.test.ts). Colour is never the only cue: tokens carry numbers and end zones their
 * letters, and a many-team game's tokens their team's number too.
 */
export const TEAM_COLOURS = [
  '#d55e00',
  '#0072b2',
  '#009e73',
  '#cc79a7',
  '#e69f00',
  '#56b4e9',
  '#f0e442',
  '#332288',
  '#ee3377',
  '#b2df8a',
  '#33a02c',
  '#666633',
  '#8c564b',
  '#222255',
  '#882255',
  '#999933',
];

export const teamColour = (team: number) => TEAM_COLOURS[team % TEAM_COLOURS.length];

export const WALL = '#3a3a3a';
export const FLOOR = '#f3efe4';
export const GRID = '#d9d2c0';
export const DOOR = '#8b5a2b';
export const NEUTRAL_ZONE = '#c9c3b3';

/** The relative luminance of a colour (WCAG 2). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => lin(c / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (WCAG 2: 1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Light or dark text, whichever reads better on the colour (4.5:1 or more on every team colour). */
export function ink(hex: string): string {
  return contrast(hex, '#ffffff') >= contrast(hex, '#111111') ? '#ffffff' : '#111111';
}

/**
 * Shading of a reachable square by the dice it needs: none, one, two, three or more. Lightness
 * falls with risk as well as hue changes, so the order reads in grey too; the chance is written.
 */
export const RISK_FILLS = ['#b8e3b0', '#f6e08a', '#f2b06a', '#e0796f'];
export const riskFill = (dice: number) => RISK_FILLS[Math.min(dice, RISK_FILLS.length - 1)];

/**
 * With more than two teams colour is not enough (16 teams, and some colours close for some eyes):
 * each team also carries its side's number, on its chip and in a tab on each of its tokens.
 */
export const teamMark = (team: number) => String(team + 1);
