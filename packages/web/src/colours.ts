/**
 * Colours. Teams take Okabe and Ito's colour-blind-safe palette by seat (vermillion and blue
 * first, the pair told apart by every common kind of colour blindness), never the team file's
 * own colours, which may clash. Colour is never the only cue: tokens carry numbers and end zones
 * their letters.
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
  '#88ccee',
  '#44aa99',
  '#117733',
  '#999933',
  '#ddcc77',
  '#cc6677',
  '#882255',
  '#aa4499',
];

export const teamColour = (team: number) => TEAM_COLOURS[team % TEAM_COLOURS.length];

export const WALL = '#3a3a3a';
export const FLOOR = '#f3efe4';
export const GRID = '#d9d2c0';
export const DOOR = '#8b5a2b';
export const NEUTRAL_ZONE = '#c9c3b3';

/** Light text on dark colours, dark text on light ones. */
export function ink(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum < 140 ? '#ffffff' : '#111111';
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
