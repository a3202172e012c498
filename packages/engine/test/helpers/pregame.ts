/** A game's pre-game, for the tests of what is said while placing (rule-text.ts, the web's legend). */
import {
  apply,
  createGame,
  type Decision,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
} from '../../src/index.ts';

/**
 * A two-team game of `ruleset` on the Pillared Halls (no fixed chests or portals), seed 2, played
 * on with the first choice offered to its first decision of `kind` (or its very first decision).
 */
export function pregame(ruleset: string, kind?: string): { g: Game; d: Decision } {
  const made = createGame(
    { ruleset, dungeon: getBuiltinDungeon('pillared-halls')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed: 2 },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  let g = made.game;
  for (let i = 0; i < 40; i++) {
    const d = legalActions(g);
    if (!d) break;
    if (!kind || d.kind === kind) return { g, d };
    const r = apply(g, d.actions[0]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  throw new Error(`no ${kind} decision`);
}
