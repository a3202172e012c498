/**
 * The frames of Dungeon Brawl's rules ([000]). Kept apart from frames.ts, which holds the core's.
 */

/**
 * [000] Assisting from third-party players (rulesets/dungeonbrawl-assists.ts): before a block's
 * strengths are counted, the coach of each eligible player of a team neither blocking nor blocked
 * chooses whom it assists, one player at a time, in turn order from the active team.
 */
export interface ThirdPartyAssistFrame {
  t: 'thirdPartyAssist';
  attacker: number;
  defender: number;
  /** The players whose coaches have answered. */
  asked: number[];
  /** The players assisting the attacker, and those assisting the defender. */
  forAttacker: number[];
  forDefender: number[];
}
