/**
 * The weights of the search bot's evaluation (search-eval.ts), one row per phase of the game:
 * the same position is worth differently with one turn left (the turn limit's ball rule decides)
 * than with ten (possession and players matter). Each row is a logistic regression of the game's
 * result on the position's features, fitted by `npx tsx bench/fit-eval.ts` on positions from
 * scripted-against-scripted games; the row's last number is the constant term.
 */

/** The features, in order: each is signed for the evaluating team (positive is good for it). */
export const FEATURES = [
  /** Holding the ball (half for a carrier lying down); minus when an opponent holds it. */
  'possession',
  /** The carrier's progress: 1 at the end zone, 0 at 40 squares or more, times possession. */
  'progress',
  /** Standing opposing players next to the carrier (tackle zones on it). */
  'carrierMarked',
  /** Standing team-mates next to the carrier, up to two. */
  'escort',
  /** A loose ball: in [-1, 1], how much nearer our nearest standing player is than theirs. */
  'looseBall',
  /** The ball still hidden: the same for the unopened chests, averaged. */
  'chests',
  /** Players by status (standing 1, prone 0.6, ..., KO 0.15), ours minus theirs. */
  'players',
  /** The ball nearer the end zone we score in than the one we defend: in [-1, 1]. */
  'place',
  /** A standing carrier within a turn's reach of the end zone (its MA and two rushes). */
  'inReach',
  /** Standing opponents within three squares of the carrier (who could blitz it next turn). */
  'threat',
] as const;

export type FeatureName = (typeof FEATURES)[number];

export const FEATURE = Object.fromEntries(FEATURES.map((f, i) => [f, i])) as Record<FeatureName, number>;

/**
 * The phases: the evaluating team's own turns left before the turn limit, at most this many
 * (a game without a limit, or with more turns left, uses the last row).
 */
export const PHASES = [1, 2, 3, 5, 8] as const;

/** One row per phase, then the row for more turns left: the features' weights, then the constant. */
export const WEIGHTS: readonly (readonly number[])[] = [
  [2.738, 1.182, -0.536, -0.512, 0.342, 0, 0.025, 5.848, 0.094, -0.393, 0.505],
  [2.335, 0.735, -0.3, -0.294, 1.32, 0, 0.073, 4.233, 0.474, -0.405, 0.357],
  [2.166, 0.502, -0.306, -0.286, 2.035, 0, 0.07, 3.696, -0.729, -0.344, 0.331],
  [1.745, 0.609, -0.24, -0.058, 1.452, 0, 0.094, 3.108, -0.685, -0.373, 0.337],
  [0.877, 0.661, -0.202, 0.277, 0.848, 0, 0.093, 2.35, -0.149, -0.325, 0.293],
  [0.742, 0.43, -0.098, 0.202, 0.379, 0.374, -0.009, 1.402, 0.611, -0.275, 0.174],
];
