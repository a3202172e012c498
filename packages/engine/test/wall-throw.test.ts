import { describe, expect, it } from 'vitest';
import {
  type Action,
  checkInvariants,
  diceLeft,
  dungeonOf,
  type Game,
  legalActions,
  play,
  type Scenario,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL as ROOM, tests, turnedOver } from './helpers/common.ts';

/** Player 0 (team 0, PA 4) at (5, 3) holds the ball. */
function thrower(
  others: ScenarioPlayer[],
  dice: number[],
  me: Partial<ScenarioPlayer> = {},
  extra: Partial<Scenario> = {},
) {
  return scenario({
    map: ROOM,
    players: [{ team: 0, at: [5, 3], ...me }, ...others],
    ball: { carrier: 0 },
    dice,
    ...extra,
  });
}

function wallThrow(g: Game, x: number, y: number, more: Action[] = []) {
  return play(g, [
    { type: 'activate', player: 0, action: 'pass' },
    { type: 'wallThrow', wall: sq(g, x, y) },
    ...more,
  ]);
}

function targets(g: Game, action: 'pass' | 'move' = 'pass', player = 0): number[] {
  const { game } = play(g, [{ type: 'activate', player, action }]);
  return (legalActions(game)?.actions ?? []).flatMap((a) => (a.type === 'wallThrow' ? [a.wall] : []));
}

describe('Throwing the ball at the wall: the targets', () => {
  const COLUMN = `
##########
#A......B#
#A..#...B#
#A..#...B#
#A..#...B#
#A......B#
##########
`;

  it('wall squares in quick or short range, facing a floor square, with no other wall across the line', () => {
    const g = scenario({ map: COLUMN, players: [{ team: 0, at: [3, 3] }], ball: { carrier: 0 }, dice: [] });
    const t = targets(g);
    expect(t).toContain(sq(g, 4, 3));
    expect(t).toContain(sq(g, 3, 0));
    expect(t).toContain(sq(g, 0, 3));
    // Behind the column.
    expect(t).not.toContain(sq(g, 9, 3));
    // An inside corner has no face towards the thrower.
    expect(t).not.toContain(sq(g, 0, 0));
    // Too far: (9, 0) is long.
    expect(t).not.toContain(sq(g, 9, 0));
    const open = scenario({
      map: COLUMN,
      players: [{ team: 0, at: [3, 3] }],
      ball: { carrier: 0 },
      dice: [],
      rules: { passThroughWalls: true },
    });
    expect(targets(open)).toContain(sq(open, 9, 3));
  });

  it('is only offered to the ball carrier during a Pass action', () => {
    const g = thrower([{ team: 0, at: [4, 4] }], []);
    expect(targets(g, 'move')).toEqual([]);
    expect(targets(g, 'pass', 1)).toEqual([]);
    expect(targets(g, 'pass').length).toBeGreaterThan(0);
  });
});

describe('Throwing the ball at the wall: a successful throw', () => {
  it('ricochets like a billiard ball (snapped to 8 directions) and the first player it reaches must catch it as an inaccurate pass', () => {
    // (5, 3) to (7, 0) is short (-1): accuracy 5. The line hits the bottom face; mirrored (2, 3)
    // snaps to South-East. D6 2: (8, 1), (9, 2), where player 1 catches at -1.
    const g = thrower([{ team: 0, at: [9, 2] }], [5, 2, 4]);
    const { game, events } = wallThrow(g, 7, 0);
    expect(tests(events, 'pass')[0]).toMatchObject({ modifier: -1, ok: true });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('players are reached in order; a failed catch bounces the ball and the flight ends', () => {
    // D6 3: (8, 1) first, where player 1 fails (2); the ball bounces 4 = West to (7, 1).
    // Player 2 at (9, 2) further along never gets to catch it.
    const g = thrower(
      [
        { team: 0, at: [8, 1] },
        { team: 0, at: [9, 2] },
      ],
      [5, 3, 2, 4],
    );
    const { game, events } = wallThrow(g, 7, 0);
    expect(tests(events, 'catch').map((e) => e.player)).toEqual([1]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 7, 1), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('-1 per player marking the catcher', () => {
    const g = thrower(
      [
        { team: 0, at: [9, 2] },
        { team: 1, at: [9, 3] },
      ],
      [5, 2, 5],
    );
    const { events } = wallThrow(g, 7, 0);
    expect(tests(events, 'catch')[0]).toMatchObject({ modifier: -2, ok: true });
  });

  it('if nobody catches it, it scatters once (a D8 bounce) from the last square: a turnover', () => {
    const g = thrower([], [5, 2, 7]);
    const { game, events } = wallThrow(g, 7, 0);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 9, 3), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a further wall mirrors the ball again; a catch in the opposing end zone scores', () => {
    // D6 5: (8, 1), (9, 2), (10, 3), the right wall mirrors South-East into South-West: (9, 4),
    // (8, 5), where player 1 catches.
    const g = thrower([{ team: 0, at: [8, 5] }], [5, 5, 4]);
    const { game, events } = wallThrow(g, 7, 0);
    expect(events.filter((e) => e.type === 'ball' && e.what === 'ricochet')).toHaveLength(2);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
    const scorer = thrower([{ team: 0, at: [10, 3] }], [5, 3, 4]);
    expect(wallThrow(scorer, 7, 0).game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
  });

  it('an opponent in the path must catch it too: an interception by flight is a turnover', () => {
    const g = thrower([{ team: 1, at: [8, 1] }], [5, 1, 4]);
    const { game, events } = wallThrow(g, 7, 0);
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a throw straight at a wall comes straight back', () => {
    // (5, 0) is straight North of the passer (quick); back South: D6 2 = (5, 1), (5, 2).
    const g = thrower([{ team: 0, at: [5, 2] }], [4, 2, 4]);
    const { game } = wallThrow(g, 5, 0);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Throwing the ball at the wall: accuracy', () => {
  it('Wall Thrower gives +1 and the Pass skill re-rolls a failed test', () => {
    const g = thrower([{ team: 0, at: [9, 2] }], [2, 5, 2, 4], { skills: ['wallThrower', 'pass'] });
    const { game, events } = wallThrow(g, 7, 0);
    expect(tests(events, 'pass').map((e) => [e.roll, e.modifier, e.ok])).toEqual([
      [2, 0, false],
      [5, 0, true],
    ]);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed test hits the wall square to the right of the target on D6 1-3', () => {
    // Accuracy 3 - 1 fails. D6 2: right of (7, 0) as the thrower faces it is (8, 0). From (5, 3)
    // that is a 45-degree line onto its bottom face: back South-East, D6 1 to (9, 1).
    const g = thrower([{ team: 0, at: [9, 1] }], [3, 2, 1, 4]);
    const { game } = wallThrow(g, 7, 0);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('and the wall square to the left on D6 4+', () => {
    // D6 4: (6, 0). (1, -3) mirrored is (1, 3): snapped to South: D6 1 to (6, 1).
    const g = thrower([{ team: 0, at: [6, 1] }], [3, 4, 1, 4]);
    const { game } = wallThrow(g, 7, 0);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 1 fumbles: the ball bounces from the passer and it is a turnover', () => {
    const g = thrower([], [1, 5]);
    const { game, events } = wallThrow(g, 7, 0);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 3), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Throwing the ball at the wall: interference', () => {
  it('an opponent under the ruler between the passer and the wall may interfere (-3 after a hit)', () => {
    const g = thrower([{ team: 1, at: [6, 1] }], [5, 6, 4]);
    const { game: asked } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'wallThrow', wall: sq(g, 7, 0) },
    ]);
    expect(legalActions(asked)).toMatchObject({
      team: 1,
      actions: [{ type: 'interfere', player: 1 }, { type: 'noInterference' }],
    });
    const { game, events } = play(asked, [{ type: 'interfere', player: 1 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ modifier: -3, ok: true });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('after a failed test the interference is at -2; a failed attempt lets the ball fly on', () => {
    // accuracy 3 fails; D6 5: the left square (6, 0); the ruler (5, 3) to (6, 0) passes (6, 1)
    // too. Interference 4 - 2 fails; the ball comes back South from (6, 0): D6 1 = (6, 1),
    // where the interferer must now catch it (5 - 1).
    const g = thrower([{ team: 1, at: [6, 1] }], [3, 5, 4, 1, 5]);
    const { game, events } = wallThrow(g, 7, 0, [{ type: 'interfere', player: 1 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ modifier: -2, ok: false });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('a missed wall throw next to a corner', () => {
  it('never leaves the ball inside a wall (the corner square behind the face cannot be hit)', () => {
    const HALL = `
############
#A.........#
#A.........#
#A........B#
#A........B#
#..........#
############
`;
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [5, 4], pa: 4 },
        { team: 1, at: [10, 5] },
      ],
      ball: { carrier: 0 },
      // pass test 2 (fails), miss side 2 (right), distance 5, then bounces
      dice: [2, 2, 5, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'wallThrow', wall: sq(g, 0, 1) },
    ]);
    expect(checkInvariants(game)).toEqual([]);
    expect(game.ball.state === 'carried' || !dungeonOf(game).wall[game.ball.sq]).toBe(true);
  });
});
