/** Words for the engine's codes: shared with the command line, from the engine package. */
export { BALL_VERB, cap, count, DOWN_VERB, MOVE_VERB, possessive, words } from '@dungeonbowl/engine';

export const pct = (p: number) => `${Math.round(p * 100)}%`;
