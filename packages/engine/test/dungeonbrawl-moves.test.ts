/**
 * Dungeon Brawl ([000]) Movement, the turnover and Blitz rules of its Gameplay Flow and Blocking,
 * on the HALLS map: the pillar (a wall square) at (10,4), chests at (8,2) and (12,6).
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
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

  it("a trap the coach knows of (a revealed pit, its own marker) stops a diagonal step; another coach's face-down marker changes nothing", () => {
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
    const secret = withTrap(1, 'faceDown');
    expect(hasAction(secret, step(secret, 6, 4))).toBe(true);
    expect(hasAction(secret, step(secret, 6, 6))).toBe(true);
    expect(diceLeft(secret)).toBe(0);
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
