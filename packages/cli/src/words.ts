/** Words for the engine's codes: shared with the browser client, from the engine package. */
export { BALL_VERB, count, DOWN_VERB, MOVE_VERB, possessive, words } from '@dungeonbowl/engine';
