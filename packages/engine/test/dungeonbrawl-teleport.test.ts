/**
 * Dungeon Brawl ([000]) Teleporters (its Setup and FAQ too; rules.md 5.3 and 6.2's "[000]
 * teleporter timing"), with scripted dice. One describe per rule paragraph.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
import { legal, ofType } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';
import { dbScenario, TEN } from './helpers/dungeonbrawl.ts';

/** Teleporters 1 (6,2) and 2 (6,3) side by side, for blocks that end beside a teleporter. */
const NEAR = `
############
#A.........#
#A....1....#
#A....2....#
#A........@#
############
`;

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });
const endTurn: Action = { type: 'endTurn' };
const far: ScenarioPlayer = { team: 1, at: [17, 7] };

/** Player 0 (team 0) at (6,1), a step from teleporter 1 (7,1); `more` players after it. */
function beforePad1(
  dice: number[],
  more: ScenarioPlayer[] = [far],
  o: { ball?: boolean; ma?: number } = {},
): Game {
  return dbScenario({
    map: TEN,
    players: [{ team: 0, at: [6, 1], ma: o.ma ?? 6 }, ...more],
    ...(o.ball ? { ball: { carrier: 0 } } : {}),
    dice,
  });
}

const stepOnPad1 = (g: Game, extra: Action[] = []) =>
  play(g, [move(0), { type: 'step', to: sq(g, 7, 1) }, ...extra]);

describe('Dungeon Brawl: Teleporters (10, numbered 0-9, destination on a D10)', () => {
  it('the D10 names the teleporter; its "10" reads 0, so teleporter 0 is reached', () => {
    const g = beforePad1([10]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 0, mishap: false },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 3, 1));
    expect(diceLeft(game)).toBe(0);
  });

  it('every other face is the teleporter of its own number, never re-rolled', () => {
    const g = beforePad1([9]);
    const { game } = stepOnPad1(g);
    expect(game.players[0].sq).toBe(sq(g, 11, 5));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Teleporters: stepping on a teleporter', () => {
  it('roll D10: the player appears on the teleporter with that number and may go on with the MA left (the warp costs no square)', () => {
    // MA 3: the step onto teleporter 1, the warp to 5 (7,3), then two more steps, none a rush.
    const g = beforePad1([5], [far], { ma: 3 });
    const { game, events } = stepOnPad1(g, [
      { type: 'step', to: sq(g, 7, 4) },
      { type: 'step', to: sq(g, 7, 5) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 5, mishap: false },
    ]);
    expect(tests(events, 'rush')).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 7, 5));
    expect(diceLeft(game)).toBe(0);
  });

  it('rolling the number of its own teleporter: lost in space, removed from the game; no second roll and no turnover', () => {
    const g = beforePad1([1], [{ team: 0, at: [2, 6] }, far]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: null, mishap: true },
    ]);
    expect(game.players[0]).toMatchObject({ status: 'lost', sq: -1 });
    expect(game.occ[sq(g, 7, 1)]).toBe(-1);
    expect(turnedOver(events)).toBe(false);
    // The coach goes on with the team's other player.
    const next = play(game, [move(1)]);
    expect(next.game.players[1].activated).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Teleporters: with the ball', () => {
  it('player and ball roll separately; both on the same teleporter: possession is kept', () => {
    const g = beforePad1([5, 5], [far], { ball: true });
    const { game, events } = stepOnPad1(g);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 7, 3), carrier: 0 });
    expect(ofType(events, 'roll').map((e) => e.purpose)).toEqual(['portal', 'ball teleport']);
    expect(diceLeft(game)).toBe(0);
  });

  it('otherwise the ball scatters 1 square from its own destination teleporter; no turnover, the player goes on', () => {
    // The player: 5 (7,3); the ball: 9 (11,5), D8 7: south, (11,6).
    const g = beforePad1([5, 9, 7], [far], { ball: true });
    const { game, events } = stepOnPad1(g, [{ type: 'step', to: sq(g, 7, 4) }]);
    expect(game.players[0].sq).toBe(sq(g, 7, 4));
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 11, 6), carrier: -1 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('the scattering ball is a bounce: a standing player where it comes down may catch it', () => {
    // The ball: 9 (11,5), D8 5: east, onto player 2 at (12,5), who catches it (6).
    const g = beforePad1([5, 9, 5, 6], [far, { team: 2, at: [12, 5] }], { ball: true });
    const { game, events } = stepOnPad1(g);
    expect(tests(events, 'catch')).toHaveLength(1);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 12, 5), carrier: 2 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a carrier lost in space: the ball still rolls its own teleporter and scatters from it', () => {
    // The player rolls 1: lost; the ball 9 (11,5), D8 4: west, (10,5).
    const g = beforePad1([1, 9, 4], [far], { ball: true });
    const { game } = stepOnPad1(g);
    expect(game.players[0].status).toBe('lost');
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 10, 5), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a loose ball coming down on a teleporter goes to the one a D10 names ("10": 0) and scatters from it', () => {
    // A failed pick-up (1) at (8,2); bounce D8 1: north-west onto teleporter 1 (7,1); D10 10:
    // teleporter 0 (3,1); D8 5: east, (4,1).
    const g = dbScenario({
      map: TEN,
      players: [{ team: 0, at: [9, 2] }, far],
      ball: { at: [8, 2] },
      dice: [1, 1, 10, 5],
    });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 8, 2) }]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 4, 1), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

/** Team 0's turn ends: team 1's starts (the order is 0, 1, 2, 3). */
const nextCoach = (g: Game) => play(g, [endTurn]);

describe('Dungeon Brawl: Teleporters: unwilling entry', () => {
  it('a player pushed into a teleporter by a block warps at once, and stays on its destination teleporter', () => {
    // Block die 3: a push; east onto teleporter 1 (7,1); D10 6: (11,3). No follow-up.
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [5, 1] },
        { team: 2, at: [6, 1] },
      ],
      dice: [3, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 7, 1) },
      { type: 'followUp', yes: false },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 1, from: 1, to: 6, mishap: false },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 11, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier pushed in warps with its ball rolling separately (the same teleporter: kept)', () => {
    // Block die 3: a push onto teleporter 1; D10 6 for the player, 6 for the ball: (11,3).
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [5, 1] },
        { team: 2, at: [6, 1] },
      ],
      ball: { carrier: 1 },
      dice: [3, 6, 6],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 7, 1) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 11, 3), carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a carrier knocked down into a teleporter: the armour roll, the ball bounces from the teleporter, the player warps down', () => {
    // Block die 6: POW onto teleporter 1 (7,1); armour 1+1; D10 6: (11,3), prone; bounce D8 5: (8,1).
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [5, 1] },
        { team: 2, at: [6, 1] },
      ],
      ball: { carrier: 1 },
      dice: [6, 1, 1, 6, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 7, 1) },
      { type: 'followUp', yes: false },
    ]);
    expect(ofType(events, 'roll').map((e) => e.purpose)).toEqual([
      'block',
      'armour',
      'armour',
      'portal',
      'bounce',
    ]);
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 11, 3) });
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 8, 1), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a chain push into a teleporter warps the player pushed on', () => {
    // Block die 3: the target (5,1) pushed into (6,1), where player 2 is pushed on onto
    // teleporter 1 (7,1) (all three squares taken, a chain push); D10 9: (11,5).
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [4, 1] },
        { team: 1, at: [5, 1] },
        { team: 2, at: [6, 1] },
        { team: 3, at: [6, 2] },
      ],
      dice: [3, 9],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 1) },
      { type: 'pushTo', sq: sq(g, 7, 1) },
      { type: 'followUp', yes: false },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 2, from: 1, to: 9, mishap: false },
    ]);
    expect(game.players[1].sq).toBe(sq(g, 6, 1));
    expect(game.players[2].sq).toBe(sq(g, 11, 5));
    expect(diceLeft(game)).toBe(0);
  });

  it("at the next coach's turn, first, every opponent on a teleporter warps, lowest teleporter first; its own players stay", () => {
    // Team 1 starts: team 3 on teleporter 2, team 2 on 6, team 0 on 8 warp in that order (D10 3,
    // 7, 10: to teleporters 3, 7 and 0); team 1's own player on teleporter 4 does not.
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [3, 5] },
        { team: 1, at: [3, 3] },
        { team: 2, at: [11, 3] },
        { team: 3, at: [11, 1] },
      ],
      dice: [3, 7, 10],
    });
    const { game, events } = nextCoach(g);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [3, 2, 3],
      [2, 6, 7],
      [0, 8, 0],
    ]);
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(game.players.map((p) => p.sq)).toEqual([sq(g, 3, 1), sq(g, 3, 3), sq(g, 15, 3), sq(g, 15, 1)]);
    // The warps come before the coach's first declaration.
    expect(ofType(events, 'turnStart').map((e) => e.team)).toEqual([1]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player who stopped on a teleporter of its own will warps too when another coach starts, standing or down', () => {
    // Player 0 steps onto teleporter 1 (D10 5: (7,3)) and stops. Player 1 of team 0 lies prone on
    // teleporter 8. Team 1's turn: teleporter 5 first (D10 2), then 8 (D10 4).
    const g = beforePad1([5, 2, 4], [{ team: 0, at: [3, 5], status: 'prone' }, far]);
    const { game } = stepOnPad1(g, [{ type: 'endActivation' }, endTurn]);
    expect(game.players[0].sq).toBe(sq(g, 11, 1));
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 3, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it("a warped player stays where it arrives until the next coach's turn, and warps again then", () => {
    // Team 1: team 2's player on teleporter 6 warps (D10 4); team 2's own turn: it stays; team
    // 3's turn: it warps again (D10 8).
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [17, 7] },
        { team: 2, at: [11, 3] },
      ],
      dice: [4, 8],
    });
    const one = nextCoach(g);
    expect(one.game.players[1].sq).toBe(sq(g, 3, 3));
    const two = nextCoach(one.game);
    expect(two.game.players[1].sq).toBe(sq(g, 3, 3));
    expect(ofType(two.events, 'teleport')).toEqual([]);
    const three = nextCoach(two.game);
    expect(three.game.players[1].sq).toBe(sq(g, 3, 5));
    expect(diceLeft(three.game)).toBe(0);
  });
});

describe('Dungeon Brawl: Teleporters: warp push', () => {
  it('a player warping onto an occupied teleporter: the one already there must warp again', () => {
    // Player 0: D10 6, onto player 1 on teleporter 6; player 1: D10 3, (15,1).
    const g = beforePad1([6, 3], [{ team: 2, at: [11, 3] }, far]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [0, 1, 6],
      [1, 6, 3],
    ]);
    expect(game.players[0].sq).toBe(sq(g, 11, 3));
    expect(game.players[1].sq).toBe(sq(g, 15, 1));
    expect(diceLeft(game)).toBe(0);
  });

  it('the player pushed off may be lost in space: it rolls the number of the teleporter it was on', () => {
    const g = beforePad1([6, 6], [{ team: 2, at: [11, 3] }, far]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport').at(-1)).toEqual({
      type: 'teleport',
      player: 1,
      from: 6,
      to: null,
      mishap: true,
    });
    expect(game.players[1].status).toBe('lost');
    expect(game.occ[sq(g, 11, 3)]).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a warp push chains on: each player pushed off warps from its own teleporter, to a lost in space', () => {
    // Player 0: 6, onto player 1; player 1: 2, onto player 2; player 2: 2 again, lost in space.
    const g = beforePad1([6, 2, 2], [{ team: 2, at: [11, 3] }, { team: 3, at: [11, 1] }, far]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [0, 1, 6],
      [1, 6, 2],
      [2, 2, null],
    ]);
    expect(game.players.slice(0, 3).map((p) => p.sq)).toEqual([sq(g, 11, 3), sq(g, 11, 1), -1]);
    expect(diceLeft(game)).toBe(0);
  });

  it("at a coach's turn start, a player warp-pushed off its teleporter has warped: it does not warp again", () => {
    // Team 1 starts: team 2 on teleporter 2 warps first (D10 6) onto team 3 on 6, who warps on
    // (D10 9) and is done.
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [17, 7] },
        { team: 2, at: [11, 1] },
        { team: 3, at: [11, 3] },
      ],
      dice: [6, 9],
    });
    const { game, events } = nextCoach(g);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [1, 2, 6],
      [2, 6, 9],
    ]);
    expect(game.players[2].sq).toBe(sq(g, 11, 5));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Teleporters: teleporting twice in a turn', () => {
  it('is allowed, with no penalty (no armour or injury roll)', () => {
    // Teleporter 1: D10 4 (3,3); two steps onto teleporter 8 (3,5): D10 2 (11,1).
    const g = beforePad1([4, 2]);
    const { game, events } = stepOnPad1(g, [
      { type: 'step', to: sq(g, 3, 4) },
      { type: 'step', to: sq(g, 3, 5) },
    ]);
    expect(ofType(events, 'teleport').map((e) => e.to)).toEqual([4, 2]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 11, 1), teleportsThisTurn: 2 });
    expect(ofType(events, 'roll').map((e) => e.purpose)).toEqual(['portal', 'portal']);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Teleporters: "Can you block through a teleporter? No" (FAQ)', () => {
  it('a player on a teleporter may block only a player next to it on the board, never one beside another teleporter', () => {
    // Player 0 on teleporter 1 (7,1); player 1 beside teleporter 5 (8,3); player 2 next to it (8,1).
    const g = dbScenario({
      map: TEN,
      players: [
        { team: 0, at: [7, 1] },
        { team: 1, at: [8, 3] },
        { team: 2, at: [8, 1] },
      ],
    });
    const blocks = legal(g).flatMap((a) => (a.type === 'activate' && a.action === 'block' ? [a.target] : []));
    expect(blocks).toEqual([2]);
  });

  it('a Frenzy target pushed into a teleporter is not blocked again, even landing next to the blocker', () => {
    // Block die 3: onto teleporter 1 (6,2); the blocker follows up to (5,2); D10 2: (6,3), beside it.
    const g = dbScenario({
      map: NEAR,
      players: [
        { team: 0, at: [4, 2], skills: ['frenzy'] },
        { team: 1, at: [5, 2] },
      ],
      dice: [3, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 2) },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 5, 2));
    expect(game.players[1].sq).toBe(sq(g, 6, 3));
    expect(ofType(events, 'blockDice')).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a blocker following up onto a teleporter warps (its own move), and its block goes no further', () => {
    // The target on teleporter 1 (6,2) is pushed to (7,3); the Frenzy blocker follows up onto the
    // teleporter: D10 2, (6,3), next to the target: no second block.
    const g = dbScenario({
      map: NEAR,
      players: [
        { team: 0, at: [5, 2], skills: ['frenzy'] },
        { team: 1, at: [6, 2] },
      ],
      dice: [3, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 7, 3) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 2, mishap: false },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 6, 3));
    expect(ofType(events, 'blockDice')).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it("a Blitz whose move goes through a teleporter may block at the destination (a legal path: the player's own step)", () => {
    // Teleporter 1: D10 6 (11,3), next to the target at (12,3); block die 3: pushed to (13,3).
    const g = beforePad1([6, 3], [{ team: 1, at: [12, 3] }]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 7, 1) },
      { type: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 13, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(ofType(events, 'blockDice')).toHaveLength(1);
    expect(game.players[1].sq).toBe(sq(g, 13, 3));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Teleporters: passes over a teleporter ([000] is silent)', () => {
  it('a pass whose path crosses a teleporter lands as usual: nothing happens, no D10', () => {
    // Player 0 at (5,3) passes to player 1 at (9,3) over teleporter 5 (7,3): pass 6, catch 6.
    const g = dbScenario({
      map: TEN,
      players: [{ team: 0, at: [5, 3] }, { team: 0, at: [9, 3] }, far],
      ball: { carrier: 0 },
      dice: [6, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'pass', to: sq(g, 9, 3) },
    ]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 9, 3), carrier: 1 });
    expect(ofType(events, 'teleport')).toEqual([]);
    expect(ofType(events, 'roll').map((e) => e.die)).toEqual([6, 6]);
    expect(diceLeft(game)).toBe(0);
  });
});
