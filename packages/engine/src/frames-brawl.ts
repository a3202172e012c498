/**
 * The frames of BRAWL Dungeonbowl 2013's rules ([002]): a match set up again after a touchdown,
 * a hazard entered, a climb out of a pit. Kept apart from frames.ts, which holds the core's.
 */
import type { Entry } from './rulesets/types.ts';

/**
 * After a touchdown in a match that goes on ([002]): the dungeon is reset and both teams set up
 * again, then the team that did not score takes the first turn (rules/drive.ts).
 */
export interface DriveFrame {
  t: 'drive';
  scorer: number;
  phase: 'reset' | 'deploy' | 'start';
  /** The teams in the order they deploy. */
  order: number[];
  deployIndex: number;
  deployed: number;
}

/** [002] A player who entered a pit, spiked pit, trapdoor, lava or chasm square (rulesets/brawl-hazards.ts). */
export interface HazardFrame {
  t: 'hazard';
  player: number;
  sq: number;
  how: Entry;
}

/**
 * [002] Climbing out of a pit (rulesets/brawl-pits.ts): the climber's coach names the helping
 * team-mates one by one ('helpers'), the D6 is rolled ('roll'), then a square next to the pit
 * ('square').
 */
export interface ClimbFrame {
  t: 'climb';
  player: number;
  phase: 'helpers' | 'roll' | 'square';
  helpers: number[];
}
