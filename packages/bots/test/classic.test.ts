import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  scenario,
  sq,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type Bot, playBots, randomBot, scriptedBot, searchBot, seededRng } from '../src/index.ts';
import { knownTraps, trapPlacement } from '../src/scripted-traps.ts';

function classicGame(dungeon: string, seed: number, turnLimit: number | null = 16): Game {
  const made = createGame(
    { ruleset: 'classic', dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** The bot's choice at the game's current decision, from its coach's view (or the whole game). */
function choice(bot: Bot, g: Game, full = false): Action {
  const d = legalActions(g)!;
  const seen = full ? g : view(g, d.team);
  return bot.choose({ view: seen, team: d.team, decision: d, rng: seededRng(1) });
}

/** Lets the bot play every decision of `team` until the other team decides or the game ends. */
function runTeam(g: Game, bot: Bot, team: number, limit = 200): { game: Game; chosen: Action[] } {
  const chosen: Action[] = [];
  for (let i = 0; i < limit && !g.result; i++) {
    const d = legalActions(g);
    if (!d || d.team !== team) break;
    const a = choice(bot, g);
    chosen.push(a);
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return { game: g, chosen };
}

const steps = (chosen: Action[]) => chosen.flatMap((a) => (a.type === 'step' ? [a.to] : []));

describe('the scripted bot under Classic Dungeonbowl', () => {
  it('beats the random bot in at least 36 of 40 games on two classic dungeons', () => {
    let wins = 0;
    for (const dungeon of ['great-hall', 'the-crypt']) {
      for (let seed = 1; seed <= 20; seed++) {
        const side = seed % 2;
        const bots = side === 0 ? [scriptedBot(), randomBot()] : [randomBot(), scriptedBot()];
        const { game } = playBots(classicGame(dungeon, seed), bots, { seed });
        if (game.result?.winner === side) wins++;
      }
    }
    expect(wins).toBeGreaterThanOrEqual(36);
  });

  it('plays the same from its view as from the whole game: it never reads the others’ counters', () => {
    for (const seed of [3, 4]) {
      const a = playBots(classicGame('the-crypt', seed), [scriptedBot(), scriptedBot()], { seed });
      const b = playBots(classicGame('the-crypt', seed), [scriptedBot(), scriptedBot()], {
        seed,
        fullInformation: true,
      });
      expect(b.actions).toEqual(a.actions);
      expect(a.game.traps.length).toBeGreaterThan(0);
    }
  });

  it('places each coach’s counters in the pre-game, apart, outside a doorway every walk goes through', () => {
    // One door (9, 2) joins the rooms: every walk from either end zone passes it.
    const map = `
######################
#AA......#.........BB#
#AA................BB#
#AA......#...$.....BB#
######################`;
    const g = scenario({
      map,
      ruleset: 'classic',
      players: [
        { team: 0, at: [1, 1] },
        { team: 1, at: [20, 1] },
      ],
    });
    const floor: Action[] = [];
    for (let s = 0; s < g.occ.length; s++) {
      if (g.occ[s] < 0 && !g.chests.some((c) => c.sq === s)) floor.push({ type: 'placeTrap', sq: s });
    }
    const first = trapPlacement(g, 0, floor);
    expect(first.type).toBe('placeTrap');
    const at = first.type === 'placeTrap' ? first.sq : -1;
    expect(at).not.toBe(sq(g, 9, 2));
    // On the opponents' way: between their end zone and the chest, or on from the chest to ours.
    expect(at % 22).toBeGreaterThan(2);
    // The next counter goes elsewhere: at least four squares from the first.
    g.traps.push({ sq: at, owner: 0, kind: 'faceDown' });
    const second = trapPlacement(
      g,
      0,
      floor.filter((a) => a.type === 'placeTrap' && a.sq !== at),
    );
    const s2 = second.type === 'placeTrap' ? second.sq : -1;
    expect(
      Math.max(Math.abs((s2 % 22) - (at % 22)), Math.abs(Math.floor(s2 / 22) - Math.floor(at / 22))),
    ).toBeGreaterThanOrEqual(4);
    expect(s2).not.toBe(sq(g, 9, 2));
  });

  it('every coach places its counters in a real pre-game, where the engine allows', () => {
    const { game } = playBots(classicGame('great-hall', 7, 2), [scriptedBot(), scriptedBot()], { seed: 7 });
    const placed = game.traps.length;
    expect(placed).toBeGreaterThan(0);
    expect(knownTraps(view(game, 0), 0).every((s) => game.traps.some((t) => t.sq === s))).toBe(true);
  });
});

const HALL = `
##############
#A..........B#
#A..........B#
#A..........B#
#A..........B#
#A..........B#
##############
`;

describe('scripted bot decisions under Classic', () => {
  it('runs the carrier round a revealed pit and round its own counter, not onto them', () => {
    const g = scenario({
      map: HALL,
      ruleset: 'classic',
      players: [
        { team: 0, at: [7, 3], ma: 6 },
        { team: 1, at: [2, 1] },
      ],
      ball: { carrier: 0 },
    });
    // A pit straight ahead, one of our counters beside it.
    g.traps.push({ sq: sq(g, 8, 3), owner: 1, kind: 'pit' }, { sq: sq(g, 8, 2), owner: 0, kind: 'faceDown' });
    const { game, chosen } = runTeam(g, scriptedBot(), 0);
    expect(steps(chosen)).not.toContain(sq(g, 8, 3));
    expect(steps(chosen)).not.toContain(sq(g, 8, 2));
    expect(game.result?.winner).toBe(0);
  });

  it('leaps a pit with the ball when pits cut every way to the end zone, and scores', () => {
    const g = scenario({
      map: HALL,
      ruleset: 'classic',
      players: [
        { team: 0, at: [8, 3], ma: 6, ag: 3 },
        { team: 1, at: [2, 1] },
      ],
      ball: { carrier: 0 },
      // The leap's roll.
      dice: [6],
    });
    for (let y = 1; y <= 5; y++) g.traps.push({ sq: sq(g, 10, y), owner: 1, kind: 'pit' });
    const { game, chosen } = runTeam(g, scriptedBot(), 0);
    expect(chosen.some((a) => a.type === 'jump')).toBe(true);
    expect(steps(chosen).some((t) => g.traps.some((x) => x.sq === t))).toBe(false);
    expect(game.result?.winner).toBe(0);
  });

  it('goes into a pit for a loose ball lying there (it bounces out) rather than leave it for ever', () => {
    const g = scenario({
      map: HALL,
      ruleset: 'classic',
      players: [
        { team: 0, at: [5, 3] },
        { team: 0, at: [5, 1] },
        { team: 1, at: [12, 5] },
      ],
      ball: { at: [7, 3] },
      seed: 3,
    });
    g.traps.push({ sq: sq(g, 7, 3), owner: 1, kind: 'pit' });
    const { chosen } = runTeam(g, scriptedBot(), 0);
    expect(steps(chosen)).toContain(sq(g, 7, 3));
  });

  it('opens a chest from beside it with a square of movement kept, then picks up the ball found', () => {
    const g = scenario({
      map: HALL.replace(
        '#A..........B#\n#A..........B#\n#A..........B#\n',
        '#A..........B#\n#A..........B#\n#A.....$....B#\n',
      ),
      ruleset: 'classic',
      players: [
        { team: 0, at: [3, 3], ma: 5 },
        { team: 1, at: [12, 5] },
      ],
      ballChest: [7, 3],
      // The pick-up.
      dice: [6, 6, 6, 6],
    });
    const { game, chosen } = runTeam(g, scriptedBot(), 0);
    const open = chosen.findIndex((a) => a.type === 'openChest');
    expect(open).toBeGreaterThan(0);
    expect(chosen[open]).toEqual({ type: 'openChest', sq: sq(g, 7, 3) });
    expect(chosen.slice(open + 1)).toContainEqual({ type: 'step', to: sq(g, 7, 3) });
    expect(game.ball.state).toBe('carried');
    expect(game.ball.carrier).toBe(0);
  });

  it('brings a player in by the dug-out teleporter rather than use the sponge, which would be instead', () => {
    const g = scenario({
      map: `
##############
#A...1...2...#
#A...3...4..B#
#A...5...6..B#
##############`,
      ruleset: 'classic',
      players: [
        { team: 0, at: [2, 1] },
        { team: 0, at: 'reserve' },
        { team: 0, at: 'ko' },
        { team: 1, at: [11, 3] },
      ],
      turnNumber: 3,
      seed: 1,
    });
    const d = legalActions(g)!;
    expect(d.actions.some((a) => a.type === 'sponge')).toBe(true);
    expect(choice(scriptedBot(), g)).toEqual({ type: 'enterPortal', player: 1 });
  });
});

describe('the search bot under Classic', () => {
  it('plays a classic game with legal actions only, from its view', () => {
    const bots = [searchBot({ playouts: 6, settle: 0, verify: 0 }), scriptedBot()];
    const r = playBots(classicGame('the-crypt', 2, 2), bots, { seed: 2 });
    expect(r.game.result).not.toBeNull();
  });
});
