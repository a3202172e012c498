import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  type Scenario,
  SHADOW_TEAM,
  scenario,
  sq,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type Bot, playBots, randomBot, scriptedBot, seededRng } from '../src/index.ts';

/**
 * x 0..13, y 0..6. Team 0 sets up on A (x 2-3) and scores in team 1's passages b (x 12); team 1
 * sets up on B (x 10-11) and scores in a (x 1). One chest at (8,2); teleporters 1 (5,1), 2 (5,5).
 */
const ARENA = `
##############
#aAA.1....BBb#
#aAA....$.BBb#
##AA......BB##
#aAA......BBb#
#aAA.2....BBb#
##############
`;

function brawl(s: Omit<Scenario, 'map'> & { map?: string }): Game {
  return scenario({ map: ARENA, ...s, ruleset: 'brawl2013' });
}

function choice(bot: Bot, g: Game): Action {
  const d = legalActions(g)!;
  return bot.choose({ view: view(g, d.team), team: d.team, decision: d, rng: seededRng(1) });
}

/** The bot plays every decision of `team` until the other team decides or the game ends. */
function runTeam(g: Game, bot: Bot, team: number, limit = 200): { game: Game; chosen: Action[] } {
  const chosen: Action[] = [];
  for (let i = 0; i < limit && !g.result; i++) {
    const d = legalActions(g);
    if (!d || d.team !== team) break;
    const a = d.actions.length === 1 ? d.actions[0] : choice(bot, g);
    chosen.push(a);
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return { game: g, chosen };
}

const steps = (chosen: Action[]) => chosen.flatMap((a) => (a.type === 'step' ? [a.to] : []));

function roundGame(dungeon: string, seed: number): Game {
  const made = createGame(
    { ruleset: 'brawl2013', dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 16 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

describe('the scripted bot under BRAWL Dungeonbowl 2013', () => {
  it('opens a chest by stepping onto it, picks up the ball found and runs on with it', () => {
    const g = brawl({
      players: [
        { team: 0, at: [5, 3], ma: 5 },
        { team: 1, at: [11, 5] },
      ],
      ballChest: [8, 2],
      // The pick-up: a 6.
      dice: [6],
    });
    const { game, chosen } = runTeam(g, scriptedBot(), 0);
    expect(steps(chosen)).toContain(sq(g, 8, 2));
    expect(chosen.some((a) => a.type === 'openChest')).toBe(false);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    // With the movement left after the chest, the carrier went on towards team 1's passages.
    expect(game.players[0].sq % game.width).toBeGreaterThan(8);
  });

  it('carries the ball into a passage, not onto the set-up squares in front of it', () => {
    const g = brawl({
      players: [
        { team: 0, at: [7, 2], ma: 6 },
        { team: 1, at: [2, 5] },
      ],
      ball: { carrier: 0 },
    });
    const { game, chosen } = runTeam(g, scriptedBot(), 0);
    // Two passage squares (x 12) lie beyond the set-up squares (x 10-11) it runs across.
    expect([sq(g, 12, 1), sq(g, 12, 2)]).toContain(steps(chosen).at(-1));
    expect(game.score).toEqual([1, 0]);
  });

  it('walks round an open pit on the way to the passage', () => {
    const map = ARENA.replace('#aAA....$.BBb#', '#aAA.....uBBb#');
    const g = brawl({
      map,
      players: [
        { team: 0, at: [6, 2], ma: 8 },
        { team: 1, at: [2, 5] },
      ],
      ball: { carrier: 0 },
    });
    const { game, chosen } = runTeam(g, scriptedBot(), 0);
    expect(steps(chosen)).not.toContain(sq(g, 9, 2));
    expect(game.score).toEqual([1, 0]);
  });

  it('pushes an opponent into a pit when the block offers that square', () => {
    const map = ARENA.replace('#aAA....$.BBb#', '#aAA......BBb#').replace('##AA......BB##', '##AA.....uBB##');
    const g = brawl({
      map,
      players: [
        { team: 0, at: [7, 3], st: 4 },
        { team: 1, at: [8, 3], st: 2 },
      ],
      // Two block dice: a push and a push; the bot chooses the square.
      dice: [3, 3],
    });
    let game = g;
    const r0 = apply(game, { type: 'activate', player: 0, action: 'block', target: 1 });
    if (!r0.ok) throw new Error(r0.error.message);
    game = r0.game;
    let d = legalActions(game)!;
    while (d.kind !== 'push') {
      const r = apply(game, choice(scriptedBot(), game));
      if (!r.ok) throw new Error(r.error.message);
      game = r.game;
      d = legalActions(game)!;
    }
    expect(d.actions.some((a) => a.type === 'pushTo' && a.sq === sq(g, 9, 3))).toBe(true);
    expect(choice(scriptedBot(), game)).toEqual({ type: 'pushTo', sq: sq(g, 9, 3) });
  });

  it('climbs out of a pit with the help of two team-mates beside it', () => {
    const map = ARENA.replace('#aAA....$.BBb#', '#aAA......BBb#').replace('##AA......BB##', '##AA.....uBB##');
    const g = brawl({
      map,
      players: [
        { team: 0, at: [9, 3], status: 'prone' },
        { team: 0, at: [8, 3] },
        { team: 0, at: [8, 2] },
        { team: 0, at: [8, 4] },
        { team: 1, at: [2, 5] },
      ],
      // The climb: a 4, +2 for the helpers.
      dice: [4],
    });
    const bot = scriptedBot();
    const first = choice(bot, g);
    expect(first).toEqual({ type: 'activate', player: 0, action: 'move' });
    const declared = apply(g, first);
    if (!declared.ok) throw new Error(declared.error.message);
    const { game, chosen } = runTeam(declared.game, bot, 0, 6);
    const helpers = chosen.filter((a) => a.type === 'choosePlayer');
    expect(helpers).toHaveLength(2);
    expect(chosen).toContainEqual({ type: 'useSkill', skill: 'climbOut', yes: true });
    expect(game.players[0].status).toBe('standing');
    expect(game.players[0].sq).not.toBe(sq(g, 9, 3));
  });

  it('brings a reserve in at the start of its turn, and that player acts first', () => {
    const g = brawl({
      players: [
        { team: 0, at: [4, 3] },
        { team: 0, at: 'reserve' },
        { team: 1, at: [11, 5] },
      ],
      turnsTaken: [1, 1],
      dice: [6, 6, 6, 6, 6, 6],
    });
    const bot = scriptedBot();
    const first = choice(bot, g);
    expect(['enterReserve', 'enterPortal']).toContain(first.type);
    const r = apply(g, first);
    if (!r.ok) throw new Error(r.error.message);
    const d = legalActions(r.game)!;
    expect(d.kind).toBe('teamTurn');
    const next = choice(bot, r.game);
    expect(next).toMatchObject({ type: 'activate', player: 1 });
  });

  it('keeps scoring after a touchdown resets the dungeon', () => {
    let most = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const side = seed % 2;
      const bots = side === 0 ? [scriptedBot(), randomBot()] : [randomBot(), scriptedBot()];
      const { game } = playBots(roundGame('brawl-classic', seed), bots, { seed });
      expect(game.result?.winner).toBe(side);
      most = Math.max(most, game.score[side]);
    }
    expect(most).toBeGreaterThanOrEqual(2);
  });
});
