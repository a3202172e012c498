/**
 * Perft fixtures (docs/perft.md): positions of every ruleset, each the start of a game or the
 * position after a fixed number of steps of a deterministic chooser with seeded dice.
 */
import {
  type Action,
  actionKey,
  apply,
  clone,
  createGame,
  type DecisionKind,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  getRuleset,
  legalActions,
  maxOf,
  type PerftResult,
  SHADOW_TEAM,
  squadOf,
} from '../../src/index.ts';

/** A game to start from: the ruleset, a built-in dungeon and how many teams. */
export interface FixtureGame {
  ruleset: string;
  dungeon: string;
  teams: number;
  seed: number;
  /** Team turns each team plays (default 40, more than any fixture reaches). */
  turnLimit?: number;
}

/** Fire and Shadow, whole teams or squads of four where the ruleset wants them ([000]), named apart. */
function teams(ruleset: string, n: number) {
  const squads = getRuleset(ruleset)?.teamProblems !== undefined;
  return Array.from({ length: n }, (_, i) => {
    const base = i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM;
    const team = squads ? squadOf(base) : base;
    return { ...team, name: `${base.name} ${i + 1}` };
  });
}

export function startGame(f: FixtureGame): Game {
  const text = getBuiltinDungeon(f.dungeon)?.text;
  if (!text) throw new Error(`no built-in dungeon ${f.dungeon}`);
  const made = createGame(
    { ruleset: f.ruleset, dungeon: text, teams: teams(f.ruleset, f.teams) },
    { seed: f.seed, rules: { turnLimit: f.turnLimit ?? 40 } },
  );
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

/** Actions that lead to a block: random play seldom blocks, and blocks are half the rules. */
const AGGRESSIVE = /^(activate .*action=(block|blitz)|block |blitz )/;

/**
 * The chooser: xorshift32 over the legal actions sorted by `actionKey`, so the order in which
 * the engine lists them never moves a fixture; one time in three it picks among the actions
 * that lead to a block, when there are any.
 */
export function chooser(seed: number): (actions: readonly Action[]) => Action {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
  return (actions) => {
    const keyed = actions.map((a) => ({ a, k: actionKey(a) })).sort((x, y) => (x.k < y.k ? -1 : 1));
    const aggressive = keyed.filter((x) => AGGRESSIVE.test(x.k));
    const from = next() % 3 === 0 && aggressive.length > 0 ? aggressive : keyed;
    return from[next() % from.length].a;
  };
}

/** The game after `steps` choices of the chooser seeded from the game's seed (seeded dice). */
export function playSteps(f: FixtureGame, steps: number): Game {
  return positionsOf(f, [steps])[0];
}

/** Copies of the game after each of `steps` choices, from one playing of it. */
export function positionsOf(f: FixtureGame, steps: readonly number[]): Game[] {
  const g = startGame(f);
  const choose = chooser(f.seed * 7919 + 13);
  const last = maxOf(steps);
  const at = new Map<number, Game>();
  for (let i = 0; i <= last; i++) {
    if (steps.includes(i)) at.set(i, clone(g));
    if (i === last) break;
    if (g.result) throw new Error(`${f.ruleset} on ${f.dungeon}: the game ended at step ${i}`);
    const r = apply(g, choose(legalActions(g)!.actions), { inPlace: true, events: false });
    if (!r.ok) throw new Error(`step ${i}: ${r.error.message}`);
  }
  return steps.map((n) => at.get(n)!);
}

/** A position to count from, and how deep (chosen so that the whole table runs in seconds). */
export interface Fixture {
  name: string;
  game: FixtureGame;
  /** Choices played from the start of the game. */
  steps: number;
  /** The decision there: the test checks it, so a fixture never drifts unnoticed. */
  kind: DecisionKind;
  depth: number;
}

const BOWL: FixtureGame = { ruleset: 'dungeonbowl2021', dungeon: 'great-hall', teams: 2, seed: 1 };
/** Two team turns each: the game ends on the turn limit within a few actions of step 111. */
const BOWL_END: FixtureGame = { ...BOWL, turnLimit: 2 };
const CLASSIC: FixtureGame = { ruleset: 'classic', dungeon: 'great-hall', teams: 2, seed: 1 };
/** BRAWL 2013's quarter final: open pits and spiked pits. */
const STADIUM: FixtureGame = { ruleset: 'brawl2013', dungeon: 'brawl-challenge-stadium', teams: 2, seed: 1 };
/** BRAWL 2013's round 4: trapdoors into the chasm. */
const CASTLE: FixtureGame = { ruleset: 'brawl2013', dungeon: 'brawl-castle', teams: 2, seed: 1 };
/** BRAWL 2013's semi final: the rotating room. */
const HOGWURTS: FixtureGame = { ruleset: 'brawl2013', dungeon: 'brawl-hogwurts', teams: 2, seed: 1 };
const BRAWL4: FixtureGame = { ruleset: 'dungeonbrawl', dungeon: 'brawl-pit', teams: 4, seed: 2 };
const BRAWL16: FixtureGame = { ruleset: 'dungeonbrawl', dungeon: 'twin-pits', teams: 16, seed: 2 };

const f = (game: FixtureGame, name: string, steps: number, kind: DecisionKind, depth: number): Fixture => ({
  name,
  game,
  steps,
  kind,
  depth,
});

export const FIXTURES: readonly Fixture[] = [
  f(BOWL, 'bowl2021 pre-game: placing the first chest', 0, 'placeChest', 1),
  f(BOWL, 'bowl2021 pre-game: the last portal, then the coin tosses', 11, 'placePortal', 2),
  f(BOWL, 'bowl2021 pre-game: the last player to deploy', 24, 'deploy', 1),
  f(BOWL, 'bowl2021 first team turn', 25, 'teamTurn', 2),
  f(BOWL, 'bowl2021 a player mid-move', 30, 'activation', 3),
  f(BOWL, 'bowl2021 a portal to enter', 58, 'teamTurn', 2),
  f(BOWL, 'bowl2021 a block die to choose', 364, 'blockDie', 3),
  f(BOWL, 'bowl2021 a chest to open', 672, 'activation', 2),
  f(BOWL_END, 'bowl2021 the last turn of a two-turn game', 111, 'teamTurn', 4),
  f(CLASSIC, 'classic pre-game: choosing the end zone', 0, 'chooseEndZone', 1),
  f(CLASSIC, 'classic pre-game: placing a trap counter', 13, 'placeTrap', 1),
  f(CLASSIC, 'classic first team turn', 31, 'teamTurn', 2),
  f(CLASSIC, 'classic a player mid-move', 37, 'activation', 3),
  f(CLASSIC, 'classic a portal to enter', 58, 'teamTurn', 2),
  f(CLASSIC, 'classic a trap counter ahead', 514, 'activation', 3),
  f(CLASSIC, 'classic a block die to choose', 621, 'blockDie', 3),
  f(CLASSIC, 'classic a push', 791, 'push', 3),
  f(CLASSIC, 'classic a chest to open', 1101, 'activation', 2),
  f(STADIUM, 'brawl2013 pre-game: choosing the end zone', 0, 'chooseEndZone', 2),
  f(STADIUM, 'brawl2013 pre-game: deploying', 1, 'deploy', 1),
  f(STADIUM, 'brawl2013 first team turn', 13, 'teamTurn', 2),
  f(STADIUM, 'brawl2013 a player mid-move', 24, 'activation', 3),
  f(STADIUM, 'brawl2013 a chest ahead', 997, 'activation', 2),
  f(STADIUM, 'brawl2013 an open pit ahead', 1220, 'activation', 2),
  f(STADIUM, 'brawl2013 a player to climb out of a pit', 1241, 'teamTurn', 2),
  f(CASTLE, 'brawl2013 a trapdoor ahead', 984, 'activation', 2),
  f(HOGWURTS, 'brawl2013 the room turns at the next turn', 42, 'teamTurn', 3),
  f(HOGWURTS, 'brawl2013 a block die to choose', 461, 'blockDie', 3),
  f(BRAWL4, 'dungeonbrawl4 pre-game: the last trap marker', 23, 'placeTrap', 1),
  f(BRAWL4, 'dungeonbrawl4 pre-game: deploying', 24, 'deploy', 1),
  f(BRAWL4, 'dungeonbrawl4 first team turn', 40, 'teamTurn', 2),
  f(BRAWL4, 'dungeonbrawl4 a player mid-move', 47, 'activation', 3),
  f(BRAWL4, 'dungeonbrawl4 a trap ahead', 177, 'activation', 3),
  f(BRAWL4, 'dungeonbrawl4 a block die to choose', 629, 'blockDie', 5),
  f(BRAWL4, "dungeonbrawl4 a third team's player may assist", 1886, 'thirdPartyAssist', 5),
  f(BRAWL4, 'dungeonbrawl4 a teleporter ahead', 2653, 'activation', 3),
  f(BRAWL16, 'dungeonbrawl16 pre-game: the last player to deploy', 127, 'deploy', 2),
  f(BRAWL16, 'dungeonbrawl16 first team turn', 128, 'teamTurn', 1),
  f(BRAWL16, 'dungeonbrawl16 a player mid-move', 134, 'activation', 2),
  f(BRAWL16, 'dungeonbrawl16 a push', 1067, 'push', 3),
  f(BRAWL16, "dungeonbrawl16 a third team's player may assist", 1667, 'thirdPartyAssist', 4),
];

/** Each fixture's position, each game played once for all its fixtures. */
export function fixturePositions(fixtures: readonly Fixture[] = FIXTURES): Game[] {
  const byGame = new Map<FixtureGame, number[]>();
  for (const x of fixtures) byGame.set(x.game, [...(byGame.get(x.game) ?? []), x.steps]);
  const found = new Map<FixtureGame, Game[]>();
  for (const [game, steps] of byGame) found.set(game, positionsOf(game, steps));
  return fixtures.map((x) => found.get(x.game)![byGame.get(x.game)!.indexOf(x.steps)]);
}

/** The counts that are not zero, as perft.test.ts's table writes them (`npm run perft -- --table`). */
export function shownCounts(r: PerftResult): Record<string, number> {
  const out: Record<string, number> = { depth: r.depth, leaves: r.leaves };
  for (const k of ['gameOverLeaves', 'ended', 'diceExhausted', 'diceOutOfRange'] as const) {
    if (r[k] > 0) out[k] = r[k];
  }
  out.applied = r.applied;
  out.digest = r.digest;
  return out;
}
