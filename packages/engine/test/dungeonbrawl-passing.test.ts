/**
 * Dungeon Brawl ([000]) Passing: the Normal Pass and the Bounce Pass (rules/wall-throw.ts), in an
 * open room. Team 0's player 0 holds the ball; its team-mates take part, so nobody interferes.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
import { hasAction, legal } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';
import { dbScenario } from './helpers/dungeonbrawl.ts';

/** x 0..21, y 0..10: floor x 1..20, y 1..9; end zones A (x 1, y 1..2) and B (x 20, y 8..9). */
const ROOM = `
######################
#A...................#
#A...................#
#....................#
#....................#
#....................#
#....................#
#....................#
#...................B#
#.........@.........B#
######################
`;

function thrower(at: [number, number], others: ScenarioPlayer[], dice: number[], me = {}): Game {
  return dbScenario({
    map: ROOM,
    players: [{ team: 0, at, pa: 2, ...me }, ...others],
    ball: { carrier: 0 },
    dice,
  });
}

const passAction = (g: Game) => play(g, [{ type: 'activate', player: 0, action: 'pass' }]).game;
const wall = (g: Game, x: number, y: number): Action => ({ type: 'wallThrow', wall: sq(g, x, y) });
const rollsFor = (events: ReturnType<typeof play>['events'], purpose: string) =>
  events.filter((e) => e.type === 'roll' && e.purpose === purpose);

describe('Dungeon Brawl: Normal Pass: As in Blood Bowl', () => {
  it('every range band is offered: quick, short, long and bomb', () => {
    const g = passAction(thrower([3, 9], [], []));
    // From (3,9): (4,8) quick, (3,5) short, (3,1) long, (12,3) bomb.
    for (const [x, y] of [
      [4, 8],
      [3, 5],
      [3, 1],
      [12, 3],
    ]) {
      expect(hasAction(g, { type: 'pass', to: sq(g, x, y) })).toBe(true);
    }
    expect(diceLeft(g)).toBe(0);
  });

  it('a long pass is thrown at -2 and caught', () => {
    // Pass 6 - 2 against PA 2+: accurate; catch 5.
    const g = thrower([3, 9], [{ team: 0, at: [3, 1] }], [6, 5]);
    const { game, events } = play(passAction(g), [{ type: 'pass', to: sq(g, 3, 1) }]);
    expect(tests(events, 'pass')[0]).toMatchObject({ ok: true, modifier: -2 });
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Bounce Pass', () => {
  it('can be any pass type: wall squares in every band are offered', () => {
    // From (3,9) the top wall: (5,0) is long, (8,0) bomb; from (3,3), (4,0) is quick; from (3,5), (5,0) short.
    const far = passAction(thrower([3, 9], [], []));
    expect(hasAction(far, wall(far, 5, 0))).toBe(true);
    expect(hasAction(far, wall(far, 8, 0))).toBe(true);
    const near = passAction(thrower([3, 3], [], []));
    expect(hasAction(near, wall(near, 4, 0))).toBe(true);
    const mid = passAction(thrower([3, 5], [], []));
    expect(hasAction(mid, wall(mid, 5, 0))).toBe(true);
    expect(diceLeft(mid)).toBe(0);
  });

  // Each throw: accuracy 6 (PA 2+, any band), the distance dice all 1s, then the ball lands on an
  // empty square and scatters once: D8 7 = south.
  const bands = [
    { band: 'quick', at: [3, 3], target: [4, 0], dice: 1, lands: [4, 1] },
    { band: 'short', at: [3, 5], target: [5, 0], dice: 2, lands: [5, 2] },
    { band: 'long', at: [3, 9], target: [5, 0], dice: 3, lands: [5, 3] },
    // (5,-9) mirrored is (5,9), nearer the diagonal than the normal: off south-east, (9,1), (10,2), ...
    { band: 'bomb', at: [3, 9], target: [8, 0], dice: 4, lands: [12, 4] },
  ] as const;
  for (const b of bands) {
    it(`distance: 1D6 squares per range unit (a ${b.band} pass: ${b.dice}D6), then scatter on landing`, () => {
      const g = thrower([b.at[0], b.at[1]], [], [6, ...Array(b.dice).fill(1), 7]);
      const { game, events } = play(passAction(g), [wall(g, b.target[0], b.target[1])]);
      expect(rollsFor(events, 'wall throw distance')).toHaveLength(b.dice);
      expect(events).toContainEqual({ type: 'ball', what: 'land', sq: sq(g, b.lands[0], b.lands[1]) });
      expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, b.lands[0], b.lands[1] + 1) });
      expect(diceLeft(game)).toBe(0);
    });
  }

  it('reflects like a billiard ball: thrown at 45 degrees it comes off at 45 degrees', () => {
    // (3,5) to (8,0) is long, exactly diagonal: off the bottom face of (8,0) south-east. 3D6 = 3:
    // (9,1), (10,2), (11,3); it scatters D8 7 south.
    const g = thrower([3, 5], [], [6, 1, 1, 1, 7]);
    const { game, events } = play(passAction(g), [wall(g, 8, 0)]);
    expect(events).toContainEqual({ type: 'ball', what: 'land', sq: sq(g, 11, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('the ball flies over players on its way; a player where it lands may catch it (-1: not an accurate pass)', () => {
    // Long: 3D6 = 1+2+3, straight back down from (5,0) to (5,6). The team-mate at (5,3) is flown over.
    const g = thrower(
      [3, 9],
      [
        { team: 0, at: [5, 3] },
        { team: 0, at: [5, 6] },
      ],
      [6, 1, 2, 3, 4],
    );
    const { game, events } = play(passAction(g), [wall(g, 5, 0)]);
    expect(tests(events, 'catch')).toEqual([expect.objectContaining({ player: 2, modifier: -1, ok: true })]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 2 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed catch where it lands bounces the ball; only the passer’s action ends', () => {
    // Long, 3D6 = 3 to (5,3): catch 1 fails, the ball bounces D8 7 south to (5,4).
    const g = thrower(
      [3, 9],
      [
        { team: 0, at: [5, 3] },
        { team: 0, at: [10, 9] },
      ],
      [6, 1, 1, 1, 1, 7],
    );
    const { game, events } = play(passAction(g), [wall(g, 5, 0)]);
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, ok: false });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 4) });
    expect(turnedOver(events)).toBe(true);
    expect(legal(game).some((a) => a.type === 'activate' && a.player === 2)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('fumble rules apply: a natural 1 fumbles, the ball bounces from the thrower', () => {
    // Accuracy 1: fumbled; the ball bounces D8 5 east to (4,9). No distance is rolled.
    const g = thrower([3, 9], [{ team: 0, at: [10, 9] }], [1, 5]);
    const { game, events } = play(passAction(g), [wall(g, 5, 0)]);
    expect(tests(events, 'pass')[0]).toMatchObject({ ok: false, roll: 1 });
    expect(rollsFor(events, 'wall throw distance')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 4, 9) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});
