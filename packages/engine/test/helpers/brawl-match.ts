/**
 * A whole BRAWL 2013 match ([002]) on a small map, with the dice typed in as at a real table: two
 * touchdowns, a dungeon reset after each, then the clock keeper's time up. Shared by the record
 * and the secrets tests.
 */
import { type Action, FIRE_TEAM, SHADOW_TEAM } from '../../src/index.ts';

/** Chests at (4,1) and (5,1); passages a (x 1) and b (x 11); set-up squares A and B. */
export const MAP = `name: Tiny match
rulesets: brawl2013

#############
#aA.$$.....b#
#aA........b#
#A..1...2..B#
#A.........B#
#############
`;

/**
 * The ball's chest (secret D2: the first), the coin toss for sides, the first turn's roll-off
 * (6-1: team 0), a pick-up; after the first touchdown the ball in the second chest, a pick-up;
 * after the second, the first chest again.
 */
export const DICE = [1, 1, 6, 1, 6, 2, 6, 1];

/**
 * Team 0's runner (player 3) finds the ball in the first chest and scores in b on its second
 * turn; after the reset team 1's gutter runner (player 13) moves first, finds it in the second
 * chest and scores in a; during the next set-up the clock keeper says time is up.
 */
export const ACTIONS: Action[] = [
  { type: 'chooseEndZone', zone: 'A' },
  { type: 'deploy', player: 13, sq: 50 },
  { type: 'deploy', player: 3, sq: 15 },
  { type: 'activate', player: 3, action: 'move' },
  { type: 'step', to: 16 },
  { type: 'step', to: 17 },
  { type: 'step', to: 31 },
  { type: 'step', to: 19 },
  { type: 'step', to: 20 },
  { type: 'step', to: 21 },
  { type: 'endActivation' },
  { type: 'endTurn' },
  { type: 'endTurn' },
  { type: 'activate', player: 3, action: 'move' },
  { type: 'step', to: 22 },
  { type: 'step', to: 23 },
  { type: 'step', to: 24 },
  { type: 'deploy', player: 3, sq: 40 },
  { type: 'deploy', player: 13, sq: 50 },
  { type: 'activate', player: 13, action: 'move' },
  { type: 'step', to: 36 },
  { type: 'step', to: 35 },
  { type: 'step', to: 34 },
  { type: 'step', to: 33 },
  { type: 'step', to: 19 },
  { type: 'step', to: 18 },
  { type: 'step', to: 30 },
  { type: 'step', to: 16 },
  { type: 'step', to: 15 },
  { type: 'endActivation' },
  { type: 'endTurn' },
  { type: 'endTurn' },
  { type: 'activate', player: 13, action: 'move' },
  { type: 'step', to: 14 },
  { type: 'timeUp' },
];

export const SETUP = { ruleset: 'brawl2013', dungeon: MAP, teams: [FIRE_TEAM, SHADOW_TEAM] };
export const OPTIONS = { dice: DICE, rules: { deployCount: 1 } };
