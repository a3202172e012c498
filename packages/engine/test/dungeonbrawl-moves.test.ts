/**
 * Dungeon Brawl ([000]) Movement, the turnover and Blitz rules of its Gameplay Flow and Blocking,
 * on the HALLS map: the pillar (a wall square) at (10,4), chests at (8,2) and (12,6).
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, reachable, type ScenarioPlayer, sq } from '../src/index.ts';
import { hasAction, legal } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

/** Team 0's player 0 at `at`, others as given, four teams on HALLS. */
function mover(at: [number, number], others: ScenarioPlayer[] = [], dice: number[] = [], me = {}): Game {
  return dbScenario({ map: HALLS, players: [{ team: 0, at, ...me }, ...others], dice });
}

const moveOf = (g: Game, player = 0) => play(g, [{ type: 'activate', player, action: 'move' }]).game;
const step = (g: Game, x: number, y: number): Action => ({ type: 'step', to: sq(g, x, y) });
const jump = (g: Game, x: number, y: number): Action => ({ type: 'jump', to: sq(g, x, y) });

describe('Dungeon Brawl: Diagonal movement allowed, but not around corners, traps, or obstacles', () => {
  it('a diagonal step past the corner of a wall is refused; the orthogonal way round is open', () => {
    // (9,4) to (10,5) and to (10,3) would cut the pillar's corner at (10,4).
    const g = moveOf(mover([9, 4]));
    expect(hasAction(g, step(g, 10, 5))).toBe(false);
    expect(hasAction(g, step(g, 10, 3))).toBe(false);
    expect(hasAction(g, step(g, 9, 5))).toBe(true);
    expect(hasAction(g, step(g, 8, 5))).toBe(true);
    // Round it in two orthogonal steps.
    const { game } = play(g, [step(g, 9, 5), step(g, 10, 5)]);
    expect(game.players[0].sq).toBe(sq(g, 10, 5));
    expect(diceLeft(game)).toBe(0);
  });

  it("the engine's reach (for bots and the browser) goes round the corner too: two steps to (10,5), not one", () => {
    const g = mover([9, 4]);
    const reach = reachable(g, 0);
    expect(reach.find((r) => r.sq === sq(g, 10, 5))?.path).toEqual([sq(g, 9, 5), sq(g, 10, 5)]);
    expect(reach.find((r) => r.sq === sq(g, 10, 3))?.path).toHaveLength(2);
  });

  it('diagonal steps in the open are allowed, between two players too (players are no obstacle)', () => {
    // (5,5) to (6,6) passes the corners (6,5) and (5,6), both with a player down in them.
    const g = moveOf(
      mover(
        [5, 5],
        [
          { team: 1, at: [6, 5], status: 'prone' },
          { team: 2, at: [5, 6], status: 'prone' },
        ],
      ),
    );
    expect(hasAction(g, step(g, 6, 6))).toBe(true);
    expect(hasAction(g, step(g, 4, 4))).toBe(true);
    expect(hasAction(g, step(g, 6, 4))).toBe(true);
    expect(hasAction(g, step(g, 4, 6))).toBe(true);
    expect(diceLeft(g)).toBe(0);
  });

  it('an unopened chest is an obstacle: no diagonal step past it; once open it is not', () => {
    // Chest at (8,2): (7,2) to (8,1) or (8,3) cuts its corner.
    const g = moveOf(mover([7, 2]));
    expect(hasAction(g, step(g, 8, 1))).toBe(false);
    expect(hasAction(g, step(g, 8, 3))).toBe(false);
    expect(hasAction(g, step(g, 6, 1))).toBe(true);
    const opened = mover([7, 2]);
    opened.chests.find((c) => c.sq === sq(opened, 8, 2))!.open = true;
    const o = moveOf(opened);
    expect(hasAction(o, step(o, 8, 1))).toBe(true);
    expect(hasAction(o, step(o, 8, 3))).toBe(true);
    expect(diceLeft(o)).toBe(0);
  });

  it("a trap stops a diagonal step: a revealed pit, or a face-down marker (its square is in everyone's sight), whoever's", () => {
    const withTrap = (owner: number, kind: 'faceDown' | 'pit' | 'spikedPit') => {
      const g = mover([5, 5]);
      g.traps = [{ sq: sq(g, 6, 5), owner, kind }];
      return moveOf(g);
    };
    // (5,5) to (6,4) or (6,6) passes the corner of (6,5).
    for (const [owner, kind] of [
      [0, 'faceDown'],
      [1, 'pit'],
      [2, 'spikedPit'],
    ] as const) {
      const g = withTrap(owner, kind);
      expect(hasAction(g, step(g, 6, 4))).toBe(false);
      expect(hasAction(g, step(g, 6, 6))).toBe(false);
    }
    const others = withTrap(1, 'faceDown');
    expect(hasAction(others, step(others, 6, 4))).toBe(false);
    expect(hasAction(others, step(others, 5, 4))).toBe(true);
    expect(diceLeft(others)).toBe(0);
  });

  it('each leg of a jump is a move: no jump landing diagonally past a corner', () => {
    // From (11,5) over the prone player at (10,5): on to (9,5) or (9,6), not (9,4) (the pillar's corner).
    const g = moveOf(mover([11, 5], [{ team: 1, at: [10, 5], status: 'prone' }]));
    const jumps = legal(g).filter((a) => a.type === 'jump');
    expect(jumps).toEqual(expect.arrayContaining([jump(g, 9, 5), jump(g, 9, 6)]));
    expect(hasAction(g, jump(g, 9, 4))).toBe(false);
    expect(diceLeft(g)).toBe(0);
  });

  it('no follow-up diagonally past a corner after a block (the blocker moving of its own will)', () => {
    // Blocker at (9,4), target diagonally at (10,5) (the block is allowed; the follow-up would cut the pillar's corner).
    // Block die 3: Push; the target goes to (11,6) (straight away; the other squares offered too).
    const g = mover([9, 4], [{ team: 1, at: [10, 5] }], [3]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 11, 6) },
    ]);
    expect(hasAction(game, { type: 'followUp', yes: true })).toBe(false);
    expect(game.players[0].sq).toBe(sq(g, 9, 4));
    expect(game.players[1].sq).toBe(sq(g, 11, 6));
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a push is not the pushed player’s movement: it may go diagonally past a corner', () => {
    // Blocker at (8,3) pushes the target at (9,4) south-east: (10,5) past the pillar is offered.
    const g = mover([8, 3], [{ team: 1, at: [9, 4] }], [3]);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(hasAction(game, { type: 'pushTo', sq: sq(g, 10, 5) })).toBe(true);
    expect(hasAction(game, { type: 'pushTo', sq: sq(g, 9, 5) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: "Go For It!" costs 2 extra MA; failure causes fall and armor roll (no team re-rolls)', () => {
  it('two squares past the MA, each a Go For It roll; a third is not offered', () => {
    // MA 2: two free squares, then rushes of 2 and 6.
    const g = mover([3, 3], [], [2, 6], { ma: 2 });
    const { game, events } = play(moveOf(g), [step(g, 4, 3), step(g, 5, 3), step(g, 6, 3), step(g, 7, 3)]);
    expect(tests(events, 'rush').map((e) => e.ok)).toEqual([true, true]);
    expect(game.players[0].sq).toBe(sq(g, 7, 3));
    expect(legal(game).some((a) => a.type === 'step' || a.type === 'jump')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed Go For It falls over in the square with an armour roll, and no team re-roll is offered even with re-rolls left', () => {
    // MA 0: rush 1 fails; armour 3+4 holds (AV 9). The team has 2 re-rolls.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 3], ma: 0 },
        { team: 0, at: [3, 5] },
      ],
      rerolls: [2, 0, 0, 0],
      dice: [1, 3, 4],
    });
    const { game, events } = play(moveOf(g), [step(g, 4, 3)]);
    expect(tests(events, 'rush')[0]).toMatchObject({ ok: false });
    expect(events.filter((e) => e.type === 'roll').map((e) => e.type === 'roll' && e.purpose)).toEqual([
      'rush',
      'armour',
      'armour',
    ]);
    expect(game.players[0]).toMatchObject({ sq: sq(g, 4, 3), status: 'prone' });
    expect(legal(game).some((a) => a.type === 'reroll')).toBe(false);
    expect(game.teams[0].rerolls).toBe(2);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed dodge may still take a team re-roll (only Go For It is excluded)', () => {
    // Dodge away from the marker at (4,3): 1 fails; the team re-roll is offered.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [2, 0, 0, 0],
      dice: [1],
    });
    const { game } = play(moveOf(g), [step(g, 2, 3)]);
    expect(legal(game)).toEqual([{ type: 'reroll', source: 'team' }, { type: 'noReroll' }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a skill re-roll still works: Sure Feet re-rolls the failed Go For It (BB2020)', () => {
    // Rush 1, Sure Feet re-roll 2: the player goes on standing.
    const g = mover([3, 3], [], [1, 2], { ma: 0, skills: ['sureFeet'] });
    const { game, events } = play(moveOf(g), [step(g, 4, 3)]);
    expect(events.filter((e) => e.type === 'reroll')).toEqual([
      { type: 'reroll', source: 'sureFeet', player: 0 },
    ]);
    expect(game.players[0]).toMatchObject({ sq: sq(g, 4, 3), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });
});

const activeTeam = (g: Game) => g.turn.order[g.turn.index];
const mayActivate = (g: Game, player: number) =>
  legal(g).some((a) => a.type === 'activate' && a.player === player);

describe("Dungeon Brawl: Turnover events end only that player's action, not the entire team's turn", () => {
  it('after a failed dodge the coach may still activate its other players; the team turn ends only with End Turn', () => {
    // Dodge 1 fails (no re-rolls); armour 3+4 holds.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
        { team: 0, at: [3, 6] },
      ],
      dice: [1, 3, 4],
    });
    const { game, events } = play(moveOf(g), [step(g, 2, 3)]);
    expect(turnedOver(events)).toBe(true);
    expect(game.players[0].status).toBe('prone');
    expect(activeTeam(game)).toBe(0);
    expect(mayActivate(game, 2)).toBe(true);
    expect(mayActivate(game, 0)).toBe(false);
    const on = play(game, [
      { type: 'activate', player: 2, action: 'move' },
      step(g, 4, 6),
      { type: 'endActivation' },
    ]);
    expect(activeTeam(on.game)).toBe(0);
    expect(on.game.players[2].sq).toBe(sq(g, 4, 6));
    const ended = play(on.game, [{ type: 'endTurn' }]);
    expect(activeTeam(ended.game)).toBe(1);
    expect(diceLeft(ended.game)).toBe(0);
  });

  it('a fumbled pass ends only the passer’s action', () => {
    // Pass (quick, to (5,3)): 1 fumbles; the ball bounces from the passer, D8 2 = north, to (3,2).
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 3] },
        { team: 0, at: [5, 3] },
      ],
      ball: { carrier: 0 },
      dice: [1, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'pass', to: sq(g, 5, 3) },
    ]);
    expect(tests(events, 'pass')[0]).toMatchObject({ ok: false, roll: 1 });
    expect(turnedOver(events)).toBe(true);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 2) });
    expect(activeTeam(game)).toBe(0);
    expect(mayActivate(game, 1)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed pick-up ends only that player’s action; a team-mate may go for the ball', () => {
    // Pick-up 1 fails; the ball bounces D8 5 = east to (6,3). Team-mate at (7,4) steps onto it: pick-up 6.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [4, 3] },
        { team: 0, at: [7, 4] },
      ],
      ball: { at: [5, 3] },
      dice: [1, 5, 6],
    });
    const { game, events } = play(moveOf(g), [step(g, 5, 3)]);
    expect(tests(events, 'pickUp')[0]).toMatchObject({ ok: false });
    expect(turnedOver(events)).toBe(true);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 3) });
    const next = play(game, [{ type: 'activate', player: 1, action: 'move' }, step(g, 6, 3)]);
    expect(next.game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(activeTeam(next.game)).toBe(0);
    expect(diceLeft(next.game)).toBe(0);
  });

  it('a blitzer knocked down ends only its own action', () => {
    // Block die 1: Attacker Down; armour 3+4 holds.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [5, 3] },
        { team: 0, at: [3, 6] },
      ],
      dice: [1, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      step(g, 4, 3),
      { type: 'block', target: 1 },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(activeTeam(game)).toBe(0);
    expect(mayActivate(game, 2)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Blitzing allowed with all players; no limit per turn', () => {
  it('every player may declare a Blitz, after a team-mate has blitzed this turn too', () => {
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 3] },
        { team: 0, at: [3, 5] },
        { team: 0, at: [3, 7] },
        { team: 1, at: [6, 5] },
      ],
      used: ['blitz'],
      dice: [],
    });
    for (const player of [0, 1, 2]) {
      expect(hasAction(g, { type: 'activate', player, action: 'blitz', target: 3 })).toBe(true);
    }
    expect(diceLeft(g)).toBe(0);
  });

  it('two players blitz the same target in one team turn', () => {
    // First blitz: block die 3 (Push) to (7,5), no follow-up. Second blitz, from (7,4): block die
    // 6 (POW), push to (7,6), armour 3+4.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 5] },
        { team: 0, at: [7, 2] },
        { team: 1, at: [6, 5] },
      ],
      dice: [3, 6, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 2 },
      step(g, 4, 5),
      step(g, 5, 5),
      { type: 'block', target: 2 },
      { type: 'pushTo', sq: sq(g, 7, 5) },
      { type: 'followUp', yes: false },
      { type: 'endActivation' },
      { type: 'activate', player: 1, action: 'blitz', target: 2 },
      step(g, 7, 3),
      step(g, 7, 4),
      { type: 'block', target: 2 },
      { type: 'pushTo', sq: sq(g, 7, 6) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[2]).toMatchObject({ sq: sq(g, 7, 6), status: 'prone' });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});
