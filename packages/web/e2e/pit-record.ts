/**
 * A game record for the browser tests that ends with a player down in a pit who may climb out
 * with a team-mate's help ([002] Traps): the random bot plays itself on Bloody Wormholes (its
 * spiked pits; the scripted bot keeps out of pits) until, at the start of some team's choice of
 * player, a player of that team lies in a pit and declaring its Move would ask for helpers. Built
 * with the engine, not stored: it follows the rules as they are now.
 */
import { randomBot, seededRng } from '@dungeonbowl/bots';
import {
  type Action,
  apply,
  createGame,
  dungeonOf,
  FIRE_TEAM,
  type Game,
  type GameRecord,
  getBuiltinDungeon,
  legalActions,
  newRecord,
  SHADOW_TEAM,
  view,
} from '@dungeonbowl/engine';

export interface PitRecord {
  record: GameRecord;
  /** The player in the pit, and its team (to move next). */
  player: number;
  team: number;
}

function inPit(g: Game, sq: number): boolean {
  const f = dungeonOf(g).feature[sq];
  return f === 'pit' || f === 'spikedPit';
}

/** The player in a pit whose Move would ask for helpers now, if any. */
function climber(g: Game): number | null {
  const d = legalActions(g);
  if (d?.kind !== 'teamTurn') return null;
  for (const a of d.actions) {
    if (a.type !== 'activate' || a.action !== 'move' || !inPit(g, g.players[a.player].sq)) continue;
    const r = apply(g, a);
    if (r.ok && legalActions(r.game)?.kind === 'climbHelpers') return a.player;
  }
  return null;
}

export function pitRecord(seed = 1): PitRecord {
  const setup = {
    ruleset: 'brawl2013',
    dungeon: getBuiltinDungeon('brawl-bloody-wormholes')!.text,
    teams: [FIRE_TEAM, SHADOW_TEAM],
  };
  for (let s = seed; s < seed + 40; s++) {
    const made = createGame(setup, { seed: s });
    if (!made.ok) throw new Error('no game');
    let g = made.game;
    const actions: Action[] = [];
    const bots = [randomBot(), randomBot()];
    const rngs = [seededRng(s * 2 + 1), seededRng(s * 2 + 2)];
    for (let i = 0; i < 3000 && !g.result; i++) {
      const p = climber(g);
      if (p !== null) {
        const record = { ...newRecord(setup, { seed: s }), actions };
        return { record, player: p, team: g.players[p].team };
      }
      const d = legalActions(g)!;
      const a = bots[d.team].choose({ view: view(g, d.team), team: d.team, decision: d, rng: rngs[d.team] });
      const r = apply(g, a);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(a);
      g = r.game;
    }
  }
  throw new Error('no player in a pit with a helper in 40 games');
}
