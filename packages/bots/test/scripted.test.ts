import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  play,
  SHADOW_TEAM,
  scenario,
  sq,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type Bot, playBots, randomBot, scriptedBot, seededRng } from '../src/index.ts';

function newGame(dungeon: string, seed: number, turnLimit: number | null = 16): Game {
  const made = createGame(
    { dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** The bot's choice at the game's current decision, from its coach's view. */
function choice(bot: Bot, g: Game): Action {
  const d = legalActions(g)!;
  return bot.choose({ view: view(g, d.team), team: d.team, decision: d, rng: seededRng(1) });
}

/** Lets the bot play every decision of `team` until the other team decides or the game ends. */
function runTeam(g: Game, bot: Bot, team: number, limit = 200): Game {
  for (let i = 0; i < limit && !g.result; i++) {
    const d = legalActions(g);
    if (!d || d.team !== team) break;
    const r = apply(g, choice(bot, g));
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return g;
}

/** The bot's choices until the activation under way ends (at most 12). */
function finishActivation(bot: Bot, g: Game): Action[] {
  const chosen: Action[] = [];
  for (let i = 0; i < 12 && legalActions(g)?.activation; i++) {
    const a = choice(bot, g);
    chosen.push(a);
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return chosen;
}

const HALL = `
##############
#A..........B#
#A..........B#
#A..........B#
#A..........B#
#A..........B#
##############
`;

describe('the scripted bot', () => {
  it('plays a game on a small map to a touchdown', () => {
    const r = playBots(newGame('training-room', 2, null), [scriptedBot(), scriptedBot()], { seed: 2 });
    expect(r.game.result?.reason).toBe('touchdown');
    expect(r.capped).toBe(false);
  });

  it('only ever returns one of the actions it is offered', () => {
    const bots = [scriptedBot(), randomBot()];
    const strict: Bot[] = bots.map((b) => ({
      id: b.id,
      choose(turn) {
        const a = b.choose(turn);
        if (b.id === 'scripted' && !turn.decision.actions.includes(a)) {
          throw new Error(`not an offered action: ${JSON.stringify(a)}`);
        }
        return a;
      },
    }));
    for (const seed of [1, 2]) {
      const r = playBots(newGame('the-crypt', seed), seed === 1 ? strict : [strict[1], strict[0]], { seed });
      expect(r.game.result).not.toBeNull();
    }
  });

  it('never reads hidden information: which chest holds the ball, or the dice', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = readdirSync(dir).filter((f) => f.startsWith('scripted'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/hasBall/);
      expect(text, f).not.toMatch(/dice\.s\b/);
      expect(text, f).not.toMatch(/\.dice\b/);
    }
  });

  it("no bot reads the engine's stack: a decision says what it is (its kind and context)", () => {
    const dir = join(import.meta.dirname, '../src');
    for (const f of readdirSync(dir)) {
      expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/\.stack\b|Frame\b/);
    }
  });

  it('the same seed gives the same game', () => {
    const a = playBots(newGame('great-hall', 5), [randomBot(), scriptedBot()], { seed: 5 });
    const b = playBots(newGame('great-hall', 5), [randomBot(), scriptedBot()], { seed: 5 });
    expect(a.actions).toEqual(b.actions);
    expect(a.game.result).toEqual(b.game.result);
  });

  it('beats the random bot in at least 18 of 20 games on the Crypt', () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const side = seed % 2;
      const bots = side === 0 ? [scriptedBot(), randomBot()] : [randomBot(), scriptedBot()];
      const { game } = playBots(newGame('the-crypt', seed), bots, { seed, fullInformation: true });
      if (game.result?.winner === side) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });
});

describe('scripted bot decisions', () => {
  it('runs the carrier round a tackle zone into the end zone, with no dice', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [7, 3], ma: 6 },
        { team: 1, at: [10, 3] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    const end = runTeam(g, scriptedBot(), 0);
    expect(end.result).toEqual({ winner: 0, reason: 'touchdown' });
  });

  it('moves team-mates first and opens the chest last, with an unmarked player beside it', () => {
    const map = `
##########
#A.....$B#
#A......B#
#A......B#
##########
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [4, 2], ma: 6 },
        { team: 0, at: [2, 3], ma: 6 },
        { team: 1, at: [8, 3] },
      ],
      ballChest: [7, 1],
      dice: [],
    });
    const bot = scriptedBot();
    const order: string[] = [];
    let cur = g;
    for (let i = 0; i < 40 && !cur.result; i++) {
      const d = legalActions(cur)!;
      if (d.team !== 0) break;
      const a = choice(bot, cur);
      if (a.type === 'activate' || a.type === 'openChest')
        order.push(`${a.type}:${'player' in a ? a.player : ''}`);
      const r = apply(cur, a);
      if (!r.ok) throw new Error(r.error.message);
      cur = r.game;
      if (a.type === 'openChest') break;
    }
    expect(order[order.length - 1]).toBe('openChest:');
    // The other player moved before the chest was opened, and the opener found the ball.
    expect(order.filter((x) => x.startsWith('activate')).length).toBe(2);
    expect(cur.ball.state).toBe('carried');
  });

  it('takes a team re-roll for the carrier’s failed dodge, not for a meaningless rush', () => {
    const players = [
      { team: 0, at: [4, 3] as [number, number], ag: 3 },
      { team: 1, at: [5, 3] as [number, number] },
    ];
    const dodging = scenario({ map: HALL, players, ball: { carrier: 0 }, rerolls: [2, 0], dice: [1] });
    const { game: a } = play(dodging, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(dodging, 3, 2) },
    ]);
    expect(choice(scriptedBot(), a)).toEqual({ type: 'reroll', source: 'team' });

    const rushing = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 1], ma: 1 }, ...players.slice(1)],
      rerolls: [1, 0],
      dice: [1],
    });
    const { game: b } = play(rushing, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(rushing, 3, 1) },
      { type: 'step', to: sq(rushing, 4, 1) },
    ]);
    expect(choice(scriptedBot(), b)).toEqual({ type: 'noReroll' });
  });

  it('keeps the block die that knocks the target down and not the one that floors the blocker', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3], st: 4 },
        { team: 1, at: [5, 3], st: 3 },
      ],
      dice: [1, 6],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    const d = legalActions(game)!;
    expect(d.actions.map((a) => a.type)).toContain('chooseBlockDie');
    expect(choice(scriptedBot(), game)).toEqual({ type: 'chooseBlockDie', index: 1 });
  });

  it('blocks with two dice but not with one against an ordinary player', () => {
    const block = (st: number) => {
      const g = scenario({
        map: HALL,
        players: [
          { team: 0, at: [4, 3], st },
          { team: 1, at: [5, 3], st: 3 },
          { team: 0, at: [1, 1] },
        ],
        seed: 3,
      });
      return choice(scriptedBot(), g);
    };
    expect(block(4)).toEqual({ type: 'activate', player: 0, action: 'block', target: 1 });
    expect(block(3)).not.toEqual({ type: 'activate', player: 0, action: 'block', target: 1 });
  });

  it('blitzes the opposing ball carrier', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], st: 4, ma: 6 },
        { team: 1, at: [7, 3], st: 3 },
      ],
      ball: { carrier: 1 },
      seed: 4,
    });
    expect(choice(scriptedBot(), g)).toEqual({ type: 'activate', player: 0, action: 'blitz', target: 1 });
  });

  it('brings a player in through a portal and uses the magic sponge', () => {
    const map = `
############
#A...1....B#
#A........B#
#A....2...B#
############
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [3, 2] },
        { team: 0, at: 'reserve' },
        { team: 0, at: 'ko' },
        { team: 1, at: [9, 2] },
      ],
      seed: 2,
    });
    const bot = scriptedBot();
    const first = choice(bot, g);
    expect(first).toEqual({ type: 'sponge', player: 2 });
    const next = apply(g, first);
    if (!next.ok) throw new Error(next.error.message);
    expect(choice(bot, next.game).type).toBe('enterPortal');
  });

  it('fouls an opponent lying in the way of a carrier that cannot get past', () => {
    const map = `
##########
#A......B#
#A..1...B#
##########
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [3, 1] },
        { team: 1, at: [4, 1], status: 'prone', av: 8 },
        { team: 0, at: [3, 2] },
      ],
      ball: { carrier: 0 },
      seed: 5,
    });
    expect(choice(scriptedBot(), g)).toEqual({ type: 'activate', player: 2, action: 'foul', target: 1 });
  });

  it('makes the block it declared when it could stab instead', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3], skills: ['stab'] },
        { team: 1, at: [5, 3] },
      ],
      seed: 6,
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(legalActions(game)!.actions.map((a) => a.type)).toContain('stab');
    expect(choice(scriptedBot(), game)).toEqual({ type: 'block', target: 1 });
  });

  it('carries on a blitz it did not declare itself: moves beside the nominated target and blocks it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], st: 4, ma: 6 },
        { team: 1, at: [6, 3], st: 2 },
        { team: 1, at: [6, 1], st: 2 },
      ],
      seed: 4,
    });
    // Declared by someone else (a search, a coach handing over): the bot has no plan of its own.
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'blitz', target: 2 }]);
    const bot = scriptedBot();
    const chosen = finishActivation(bot, game);
    expect(chosen).toContainEqual({ type: 'block', target: 2 });
  });

  it('drops its own plan when the player is declared for another blitz than it meant', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], st: 4, ma: 6 },
        { team: 1, at: [7, 3], st: 3 },
        { team: 1, at: [6, 1], st: 2 },
      ],
      ball: { carrier: 1 },
      seed: 4,
    });
    const bot = scriptedBot();
    // The bot means to blitz the carrier; the declaration made is a blitz on the other player.
    expect(choice(bot, g)).toEqual({ type: 'activate', player: 0, action: 'blitz', target: 1 });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'blitz', target: 2 }]);
    const chosen = finishActivation(bot, game);
    expect(chosen).toContainEqual({ type: 'block', target: 2 });
    expect(chosen).not.toContainEqual({ type: 'block', target: 1 });
  });

  it('a fork keeps the plans made so far, and goes its own way after', () => {
    const bot = scriptedBot();
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], st: 4, ma: 6 },
        { team: 1, at: [7, 3], st: 3 },
      ],
      ball: { carrier: 1 },
      seed: 4,
    });
    const first = choice(bot, g);
    expect(first).toEqual({ type: 'activate', player: 0, action: 'blitz', target: 1 });
    const next = apply(g, first);
    if (!next.ok) throw new Error(next.error.message);
    const fork = bot.fork!();
    // Both go the same way from here: the fork has the plan the original made.
    expect(choice(fork, next.game)).toEqual(choice(bot, next.game));
  });

  it('answers only with an offered action when a plan kept from earlier no longer fits', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3], st: 4 },
        { team: 1, at: [5, 3], st: 3 },
        { team: 0, at: [1, 1] },
      ],
      seed: 3,
    });
    const bot = scriptedBot();
    const d = legalActions(g)!;
    const ask = (actions: Action[]) =>
      bot.choose({ view: view(g, 0), team: 0, decision: { ...d, actions }, rng: seededRng(1) });
    const planned = ask(d.actions);
    expect(planned).toEqual({ type: 'activate', player: 0, action: 'block', target: 1 });
    // The same board and as many blocks offered, but not that one (as when a fork of the bot
    // plays on after another choice): the bot thinks again rather than repeat its kept plan. The
    // list is made up (player 2 stands nowhere near the target): only what is offered counts.
    const others = d.actions.map(
      (a): Action => (a.type === 'activate' && a.action === 'block' ? { ...a, player: 2 } : a),
    );
    const again = ask(others);
    expect(others).toContainEqual(again);
    expect(again).not.toEqual(planned);
  });
});
