/**
 * Dungeon Brawl ([000]) Teleporters (its Setup and FAQ too; rules.md 5.3 and 6.2's "[000]
 * teleporter timing"), with scripted dice. One describe per rule paragraph.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
import { ofType } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';
import { dbScenario } from './helpers/dungeonbrawl.ts';

/**
 * x 0..19, y 0..8. Teleporters 0 (3,1), 1 (7,1), 2 (11,1), 3 (15,1), 4 (3,3), 5 (7,3),
 * 6 (11,3), 7 (15,3), 8 (3,5), 9 (11,5); end zones A (x 1, y 1..3) and B (x 18, y 5..7).
 */
const TEN = `
####################
#A.0...1...2...3...#
#A.................#
#A.4...5...6...7...#
#..................#
#..8.......9......B#
#.................B#
#.........@.......B#
####################
`;

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
