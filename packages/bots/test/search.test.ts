import {
  type Action,
  apply,
  createGame,
  diceLeft,
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
import {
  type Bot,
  determinize,
  playBots,
  randomBot,
  scriptedBot,
  searchBot,
  seededRng,
} from '../src/index.ts';
import { evaluate } from '../src/search-eval.ts';
import { candidates } from '../src/search-moves.ts';
import { playout, type Settings } from '../src/search-playout.ts';
import { newNode, pairedGain } from '../src/search-tree.ts';

function newGame(seed: number): Game {
  const made = createGame(
    { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 4 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** Wraps a bot to check every answer against the legal actions it was offered. */
function checked(bot: Bot, illegal: Action[]): Bot {
  return {
    id: bot.id,
    choose(turn) {
      const a = bot.choose(turn);
      if (!turn.decision.actions.some((x) => JSON.stringify(x) === JSON.stringify(a))) illegal.push(a);
      return a;
    },
  };
}

/** A corridor: team 0 scores in B (right), team 1 in A (left). */
const CORRIDOR = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

/** Two chests in one room: (3,2) and (8,2). */
const TWO_CHESTS = `
############
#A........B#
#A.$....$.B#
#A........B#
############
`;

/** Plays team 0's decisions with `bot` (on its coach's view) until its team turn ends. */
function playTurn(g: Game, bot: Bot, seed: number): { game: Game; decisions: number } {
  const rng = seededRng(seed);
  const turn = g.turn.number;
  let decisions = 0;
  while (!g.result && g.turn.number === turn) {
    const decision = legalActions(g)!;
    const action =
      decision.actions.length === 1
        ? decision.actions[0]
        : bot.choose({ view: view(g, decision.team), team: decision.team, decision, rng });
    decisions++;
    const r = apply(g, action);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return { game: g, decisions };
}

describe('the search bot', () => {
  it('only ever chooses one of the legal actions it is offered, through a whole game', () => {
    const illegal: Action[] = [];
    const r = playBots(newGame(11), [checked(searchBot({ playouts: 6 }), illegal), randomBot()], { seed: 4 });
    expect(r.game.result).not.toBeNull();
    expect(illegal).toEqual([]);
  }, 60_000);

  it('with a fixed seed and playout budget it plays the same game twice', () => {
    const run = () =>
      playBots(newGame(12), [randomBot({ endTurnWeight: 0.2 }), searchBot({ playouts: 10 })], {
        seed: 8,
        maxSteps: 250,
      }).actions;
    expect(run()).toEqual(run());
  }, 60_000);

  it.each(['scripted', 'random', 'stop'] as const)(
    'a carrier one step from the opposing end zone scores, with a small budget (%s rollouts)',
    (rollout) => {
      const g = scenario({
        map: CORRIDOR,
        players: [
          { team: 0, at: [3, 2] },
          { team: 0, at: [7, 2] },
          { team: 1, at: [2, 1] },
          { team: 1, at: [4, 3] },
        ],
        ball: { carrier: 1 },
        dice: [],
      });
      const { game, decisions } = playTurn(g, searchBot({ playouts: 40, rollout }), 1);
      expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
      expect(decisions).toBe(2);
      expect(diceLeft(game)).toBe(0);
    },
  );

  it.each(['scripted', 'stop'] as const)(
    'a player next to a loose ball picks it up and carries it into the end zone (%s rollouts)',
    (rollout) => {
      // Picking the ball up needs a roll (a 4 here); two steps more score.
      const g = scenario({
        map: CORRIDOR,
        players: [
          { team: 0, at: [5, 2], ag: 3 },
          { team: 1, at: [1, 1] },
        ],
        ball: { at: [6, 2] },
        dice: [4],
      });
      const { game } = playTurn(g, searchBot({ playouts: 60, rollout }), 2);
      expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
      expect(diceLeft(game)).toBe(0);
    },
  );

  it('with too few playouts to overrule its policy, it plays exactly as the scripted bot', () => {
    const game = (bots: Bot[]) => playBots(newGame(13), bots, { seed: 2, maxSteps: 600 }).actions;
    const alone = game([scriptedBot(), scriptedBot()]);
    const searching = game([searchBot({ playouts: 4 }), scriptedBot()]);
    expect(searching).toEqual(alone);
  }, 60_000);

  it('stops once its choice has settled, and spends the whole budget with settle=0', () => {
    const g = newGame(14);
    const bots = [scriptedBot(), scriptedBot()];
    playBots(g, bots, { seed: 1, maxSteps: 60 });
    // On to the next choice of a player to activate: many candidates, the policy's among them.
    for (let i = 0; i < 200; i++) {
      const d = legalActions(g)!;
      if (d.kind === 'teamTurn' && d.actions.length > 3) break;
      const r = apply(
        g,
        bots[d.team].choose({ view: view(g, d.team), team: d.team, decision: d, rng: seededRng(i) }),
        { inPlace: true },
      );
      if (!r.ok) throw new Error(r.error.message);
    }
    const decision = legalActions(g)!;
    expect(decision.actions.length).toBeGreaterThan(3);
    const think = (settle: number) => {
      const bot = searchBot({ playouts: 1200, settle, maxCandidates: 1000 });
      bot.choose({ view: view(g, decision.team), team: decision.team, decision, rng: seededRng(1) });
      return bot.lastStats!.playouts;
    };
    const settled = think(200);
    expect(settled).toBeGreaterThanOrEqual(200);
    expect(settled).toBeLessThan(1200);
    expect(think(0)).toBe(1200);
    // With more candidates than its cap, the choice of a player to act is left to the policy.
    const turn = { view: view(g, decision.team), team: decision.team, decision, rng: seededRng(1) };
    const n = candidates(turn.view, decision).length;
    const capped = searchBot({ playouts: 1200, maxCandidates: n - 1 });
    expect(capped.choose(turn)).toEqual(scriptedBot().choose(turn));
    expect(capped.lastStats).toBeNull();
  }, 60_000);

  it('overrules its policy only when the challenger wins again on fresh worlds', () => {
    const g = newGame(3);
    const bots = [scriptedBot(), scriptedBot()];
    // Walks a scripted game until a search of one of its decisions finds a challenger.
    for (let i = 0; i < 400 && !g.result; i++) {
      const d = legalActions(g)!;
      const turn = () => ({ view: view(g, d.team), team: d.team, decision: d, rng: seededRng(i) });
      const checking = searchBot({ playouts: 240, verify: 64 });
      const played = checking.choose(turn());
      const v = checking.lastStats?.verification;
      if (v) {
        expect(v.worlds).toBe(64);
        const policy = checking.lastStats!.root.find((r) => r.policy)!.key;
        expect(checking.lastStats!.chosen).toBe(v.confirmed ? v.challenger : policy);
        if (v.confirmed) expect(v.gain).toBeGreaterThanOrEqual(0.01);
        // Without the check, the same search plays the challenger it found.
        const unchecked = searchBot({ playouts: 240, verify: 0 });
        unchecked.choose(turn());
        expect(unchecked.lastStats!.chosen).toBe(v.challenger);
        expect(unchecked.lastStats!.verification).toBeNull();
        return;
      }
      const r = apply(g, d.actions.length === 1 ? played : bots[d.team].choose(turn()), { inPlace: true });
      if (!r.ok) throw new Error(r.error.message);
    }
    throw new Error('no decision of the game had a challenger to check');
  }, 120_000);

  it('near a turn limit its playouts run to the end of the game; earlier, one team turn past its own', () => {
    const settings = (endgame: number): Settings => ({
      playouts: 1,
      ms: Number.POSITIVE_INFINITY,
      rollout: scriptedBot(),
      policy: scriptedBot(),
      horizon: 1,
      endgame,
      c: 0.25,
      prior: 0,
      margin: 2,
      minGain: 0.02,
      searchRoutine: false,
      maxSteps: 5000,
      settle: 0,
      verify: 0,
      maxCandidates: 24,
    });
    // A playout from the first decision of team 0's team turn after `turns` team turns.
    const playFrom = (turns: number, endgame: number) => {
      const g = newGame(21);
      const bots = [scriptedBot(), scriptedBot()];
      for (let i = 0; i < 2000 && g.teams[0].turnsTaken + g.teams[1].turnsTaken < turns; i++) {
        const d = legalActions(g)!;
        const a = bots[d.team].choose({
          view: view(g, d.team),
          team: d.team,
          decision: d,
          rng: seededRng(i),
        });
        const r = apply(g, a, { inPlace: true });
        if (!r.ok) throw new Error(r.error.message);
      }
      expect(g.result).toBeNull();
      const d = legalActions(g)!;
      const start = g.turn.number;
      const [first] = candidates(g, d);
      const { value } = playout(g, newNode(), first, d.team, settings(endgame), seededRng(5));
      return { g, start, value };
    };
    // The turn limit is 4 for each team: 8 team turns in all, 4 left after 4.
    const late = playFrom(4, 2);
    expect(late.g.result).not.toBeNull();
    expect([0, 0.5, 1]).toContain(late.value);
    // Without the endgame rule, or further from the end, the playout stops one turn after its own.
    for (const [turns, endgame] of [
      [4, 0],
      [2, 2],
    ]) {
      const early = playFrom(turns, endgame);
      if (early.g.result) continue; // a touchdown ended it first
      expect(early.g.turn.number).toBe(early.start + 2);
    }
  }, 60_000);

  it('a gain over the policy counts when it is large enough and clear of the noise', () => {
    const base = [0.3, 0.6, 0.2, 0.5, 0.4, 0.7, 0.3, 0.5, 0.6, 0.4];
    const plus = (d: number) => base.map((x) => x + d);
    expect(pairedGain(plus(0.05), base, 2, 0.02)).toBe(true);
    // Too small a gain, however steady; too few worlds; a gain lost in the noise.
    expect(pairedGain(plus(0.01), base, 2, 0.02)).toBe(false);
    expect(pairedGain(plus(0.1).slice(0, 4), base, 2, 0.02)).toBe(false);
    const noisy = base.slice(0, 6).map((x, i) => x + [0.5, -0.4, 0.45, -0.35, 0.3, -0.3][i]);
    expect(pairedGain(noisy, base, 2, 0.02)).toBe(false);
    // Paired: the worlds' own ups and downs do not count, only the differences.
    expect(pairedGain(plus(0.05), [...base].reverse(), 2, 0.02)).toBe(false);
  });

  it('thinks for about the time it is given', () => {
    const g = newGame(14);
    playBots(g, [scriptedBot(), scriptedBot()], { seed: 1, maxSteps: 120 });
    const decision = legalActions(g)!;
    const bot = searchBot({ ms: 40, rollout: 'stop' });
    const a = bot.choose({ view: view(g, decision.team), team: decision.team, decision, rng: seededRng(1) });
    expect(decision.actions).toContainEqual(a);
    expect(bot.lastStats!.playouts).toBeGreaterThan(1);
    expect(bot.lastStats!.ms).toBeLessThan(1000);
  });

  it('never reads the hidden ball: games that differ only in its chest get the same choices', () => {
    const make = (ballChest: [number, number], seed: number) =>
      scenario({
        map: TWO_CHESTS,
        players: [
          { team: 0, at: [5, 2] },
          { team: 0, at: [2, 1] },
          { team: 1, at: [9, 1] },
        ],
        ballChest,
        seed,
      });
    const a = make([3, 2], 1);
    const b = make([8, 2], 99);
    const decision = legalActions(a)!;
    const va = view(a, 0);
    const vb = view(b, 0);
    expect(va).toEqual(vb);
    const before = JSON.stringify(va);
    const botA = searchBot({ playouts: 30 });
    const botB = searchBot({ playouts: 30 });
    const choiceA = botA.choose({ view: va, team: 0, decision, rng: seededRng(3) });
    const choiceB = botB.choose({ view: vb, team: 0, decision, rng: seededRng(3) });
    expect(choiceB).toEqual(choiceA);
    expect(botB.lastStats!.root).toEqual(botA.lastStats!.root);
    // The search plays on copies: the view it was given is left as it was.
    expect(JSON.stringify(va)).toBe(before);
  });
});

describe('determinisation', () => {
  it('hides the ball in each unopened chest in turn, whatever the real game holds', () => {
    const g = scenario({
      map: TWO_CHESTS,
      players: [
        { team: 0, at: [5, 2] },
        { team: 1, at: [9, 1] },
      ],
      ballChest: [3, 2],
      seed: 5,
    });
    const v = view(g, 0);
    expect(v.chests.every((c) => !c.hasBall)).toBe(true);
    const rng = seededRng(7);
    const seen = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const d = determinize(v, rng);
      const holding = d.chests.filter((c) => c.hasBall);
      expect(holding).toHaveLength(1);
      expect(d.dice.kind).toBe('seeded');
      seen.set(holding[0].sq, (seen.get(holding[0].sq) ?? 0) + 1);
    }
    expect(seen.get(sq(g, 3, 2))).toBeGreaterThan(60);
    expect(seen.get(sq(g, 8, 2))).toBeGreaterThan(60);
  });

  it('leaves an opened chest as the view shows it and puts the ball in the one left', () => {
    const g = scenario({
      map: TWO_CHESTS,
      players: [
        { team: 0, at: [5, 2] },
        { team: 1, at: [9, 1] },
      ],
      ballChest: [8, 2],
      seed: 5,
    });
    g.chests[0].open = true;
    const d = determinize(view(g, 0), seededRng(1));
    expect(d.chests[0]).toMatchObject({ open: true, hasBall: false });
    expect(d.chests[1]).toMatchObject({ open: false, hasBall: true });
  });
});

describe('the evaluation', () => {
  it('a finished game is decisive: 1 for the winner, 0 for the loser, 0.5 for a draw', () => {
    const g = scenario({
      map: CORRIDOR,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [5, 2] },
      ],
    });
    const mid = evaluate(g, 0);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1);
    g.result = { winner: 0, reason: 'touchdown' };
    expect([evaluate(g, 0), evaluate(g, 1)]).toEqual([1, 0]);
    g.result = { winner: null, reason: 'turnLimit' };
    expect(evaluate(g, 0)).toBe(0.5);
  });

  it('a carrier nearer the opposing end zone is worth more', () => {
    const at = (x: number) =>
      scenario({
        map: CORRIDOR,
        players: [
          { team: 0, at: [x, 2] },
          { team: 1, at: [1, 1] },
        ],
        ball: { carrier: 0 },
      });
    expect(evaluate(at(6), 0)).toBeGreaterThan(evaluate(at(3), 0));
    expect(evaluate(at(3), 1)).toBeLessThan(0.5);
  });

  it('near a turn limit, the end zone the ball is nearer counts for more than who holds it', () => {
    // The turn limit gives the game to the team whose target end zone the ball is nearest
    // (rules/time-limit.ts): team 1 holds the ball beside B, the end zone team 0 scores in.
    const map = `
####################
#A................B#
#A................B#
#A................B#
####################
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [17, 2] },
      ],
      ball: { carrier: 1 },
      rules: { turnLimit: 16 },
    });
    const early = evaluate(g, 0);
    g.teams[0].turnsTaken = 15;
    g.teams[1].turnsTaken = 15;
    const last = evaluate(g, 0);
    expect(last).toBeGreaterThan(0.5);
    expect(last).toBeGreaterThan(early);
    expect(evaluate(g, 1)).toBeLessThan(0.5);
  });
});
