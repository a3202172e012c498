import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL as ROOM, tests, turnedOver } from './helpers/common.ts';

/** Player 0 (team 0, PA 4 unless given) at (3, 3) holds the ball; the others follow. */
function passing(others: ScenarioPlayer[], dice: number[], passer: Partial<ScenarioPlayer> = {}, extra = {}) {
  return scenario({
    map: ROOM,
    players: [{ team: 0, at: [3, 3], ...passer }, ...others],
    ball: { carrier: 0 },
    dice,
    ...extra,
  });
}

function pass(g: Game, x: number, y: number, more: Action[] = []) {
  return play(g, [
    { type: 'activate', player: 0, action: 'pass' },
    { type: 'pass', to: sq(g, x, y) },
    ...more,
  ]);
}

function passTargets(g: Game): number[] {
  const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
  return (legalActions(game)?.actions ?? []).flatMap((a) => (a.type === 'pass' ? [a.to] : []));
}

describe('Pass targets', () => {
  it('only quick (band I) and short (band II) squares may be targeted', () => {
    const g = passing([], []);
    const targets = passTargets(g);
    expect(targets).toContain(sq(g, 6, 3));
    expect(targets).toContain(sq(g, 9, 3));
    expect(targets).toContain(sq(g, 9, 5));
    // (10, 3) is 7 squares away: long, too far underground.
    expect(targets).not.toContain(sq(g, 10, 3));
    expect(targets).not.toContain(sq(g, 3, 3));
  });

  it('no pass may cross a wall square unless the option passThroughWalls allows it', () => {
    const walled = `
############
#A........B#
#A........B#
#A...#....B#
#A........B#
#A........B#
############
`;
    const g = scenario({ map: walled, players: [{ team: 0, at: [3, 3] }], ball: { carrier: 0 }, dice: [] });
    const targets = passTargets(g);
    expect(targets).not.toContain(sq(g, 7, 3));
    expect(targets).not.toContain(sq(g, 5, 3));
    expect(targets).toContain(sq(g, 7, 1));
    const open = scenario({
      map: walled,
      players: [{ team: 0, at: [3, 3] }],
      ball: { carrier: 0 },
      dice: [],
      rules: { passThroughWalls: true },
    });
    expect(passTargets(open)).toContain(sq(open, 7, 3));
  });
});

describe('The accuracy test', () => {
  it('an accurate pass (roll >= PA) lands on the target, where the receiver catches with no pass modifier', () => {
    const g = passing([{ team: 0, at: [5, 3] }], [4, 3]);
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'pass')[0]).toMatchObject({ modifier: 0, ok: true });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    // Caught by the active team: no turnover, and the passer's activation is over.
    expect(turnedOver(events)).toBe(false);
    expect(legalActions(game)?.team).toBe(0);
    expect(game.players[0].activated).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a short pass has -1 and each marking player -1; a natural 6 is always accurate', () => {
    // PA 6: 6 - 1 (short) - 1 (marked) = 4 would fail, but a natural 6 succeeds.
    const g = passing(
      [
        { team: 0, at: [8, 3] },
        { team: 1, at: [2, 3] },
      ],
      [6, 4],
      { pa: 6 },
    );
    const { game, events } = pass(g, 8, 3);
    expect(tests(events, 'pass')[0]).toMatchObject({ roll: 6, modifier: -2, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('an inaccurate pass scatters three times from the target; nobody catches it on the way', () => {
    // roll 3 fails (3 > 1): scatter East, East, North from (5, 3) over player 1 at (6, 3) to (7, 2),
    // where player 2 catches at -1.
    const g = passing(
      [
        { team: 0, at: [6, 3] },
        { team: 0, at: [7, 2] },
      ],
      [3, 5, 5, 2, 4],
    );
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'catch')).toHaveLength(1);
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 2, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(2);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a pass landing on an empty square bounces, and a ball on the ground is a turnover', () => {
    // inaccurate: scatter East, East, North to (7, 2), empty: it bounces 7 = South to (7, 3)
    const g = passing([], [3, 5, 5, 2, 7]);
    const { game, events } = pass(g, 5, 3);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 7, 3), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a wildly inaccurate pass (modified 1 or less) deviates D8 + D6 squares from the passer', () => {
    // short (-1) and marked (-1): roll 2 -> 0. Deviate 5 = East, 2 squares: (5, 3), caught at -1 - 0.
    const g = passing(
      [
        { team: 0, at: [5, 3] },
        { team: 1, at: [2, 2] },
      ],
      [2, 5, 2, 4],
    );
    const { game, events } = pass(g, 8, 3);
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a scatter that hits a wall ricochets (D6 throw-in arcs) and goes on scattering from there', () => {
    // roll 3: inaccurate. Scatter 2 = North from (5, 1) into the wall: ricochet 3 = straight back
    // South to (5, 2); then East, East to (7, 2); empty, so it bounces 7 = South to (7, 3).
    const g = passing([], [3, 2, 3, 5, 5, 7]);
    const { game } = pass(g, 5, 1);
    expect(game.ball.sq).toBe(sq(g, 7, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a deviation that hits a wall ricochets one square and stops there (rules.md 1.5 ASSUMPTION)', () => {
    // Passer at (3, 2), short pass: roll 2 -> 1, wild. Deviate 2 = North, 3 squares: (3, 1), then
    // the wall: ricochet 1 = left of South = South-East to (4, 2). Empty: bounce 5 = East.
    const g = passing([], [2, 2, 3, 1, 5], { at: [3, 2] });
    const { game } = pass(g, 8, 2);
    expect(game.ball.sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 1 is a fumble: the ball bounces from the passer and it is a turnover even if a team-mate catches it', () => {
    const g = passing([{ team: 0, at: [4, 3] }], [1, 5, 4]);
    const { game, events } = pass(g, 6, 3);
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("a player with PA '-' always fumbles, without a roll", () => {
    const g = passing([], [5], { pa: null });
    const { game, events } = pass(g, 6, 3);
    expect(tests(events, 'pass')).toHaveLength(0);
    expect(game.ball.sq).toBe(sq(g, 4, 3));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('the Pass skill re-rolls a failed accuracy test', () => {
    const g = passing([{ team: 0, at: [5, 3] }], [2, 4, 3], { skills: ['pass'] });
    const { game, events } = pass(g, 5, 3);
    expect(events.some((e) => e.type === 'reroll' && e.source === 'pass')).toBe(true);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a team re-roll is offered for a failed accuracy test', () => {
    const g = passing([{ team: 0, at: [5, 3] }], [2, 4, 3], {}, { rerolls: [1, 0] });
    const { game } = pass(g, 5, 3, [{ type: 'reroll', source: 'team' }]);
    expect(game.ball.carrier).toBe(1);
    expect(game.teams[0].rerolls).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a pass caught in the opposing end zone scores', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [5, 3] },
        { team: 0, at: [10, 3] },
      ],
      ball: { carrier: 0 },
      dice: [5, 3],
    });
    const { game } = pass(g, 10, 3);
    expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Passing interference', () => {
  // Passer (3, 3), receiver (7, 3); opponent 2 stands under the ruler at (5, 3).
  const line: ScenarioPlayer[] = [
    { team: 0, at: [7, 3] },
    { team: 1, at: [5, 3] },
  ];

  it('only standing opposing players with a tackle zone under the ruler, strictly between, may interfere', () => {
    const g = passing(
      [...line, { team: 1, at: [5, 5] }, { team: 1, at: [6, 4], status: 'prone' }, { team: 1, at: [8, 3] }],
      [5],
    );
    const { game } = pass(g, 7, 3);
    expect(legalActions(game)).toMatchObject({
      team: 1,
      actions: [{ type: 'interfere', player: 2 }, { type: 'noInterference' }],
    });
  });

  it('the opposing coach may decline: the pass lands', () => {
    const g = passing(line, [5, 3]);
    const { game, events } = pass(g, 7, 3, [{ type: 'noInterference' }]);
    expect(tests(events, 'interference')).toHaveLength(0);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  // A short pass (-1): an accuracy roll of 5 is accurate for PA 4.
  it('an accurate pass is interfered with at -3; a deflection is turned into an interception at -1: turnover', () => {
    const g = passing(line, [5, 6, 4]);
    const { game, events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ player: 2, modifier: -3, ok: true });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 2, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(2);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("interfering with a Stunty player's pass is easier: +1", () => {
    const g = passing(line, [5, 5, 4], { skills: ['stunty'] });
    const { events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ player: 2, modifier: -2, ok: true });
  });

  it('a failed interference lets the pass land', () => {
    const g = passing(line, [5, 5, 3]);
    const { game, events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ ok: false });
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed interception scatters from the interferer; a team-mate catching it after that is no turnover', () => {
    // accuracy 5, deflect 6, intercept 2 fails; scatter E, E, E from (5, 3) over the receiver to
    // (8, 3); empty, so it bounces 4 = West onto the receiver, who catches at -1.
    const g = passing(line, [5, 6, 2, 5, 5, 5, 4, 4]);
    const { game, events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('an inaccurate pass is interfered with at -2, and -1 per player marking the interferer', () => {
    // accuracy 3: scatter E, W, E from (7, 3) to (8, 3). Player 3 marks the interferer.
    const g = passing([...line, { team: 0, at: [5, 2] }], [3, 5, 4, 5, 2, 5]);
    const { game, events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ modifier: -3, ok: false });
    // (8, 3) is empty: the ball bounces East to (9, 3) and the pass is a turnover.
    expect(game.ball.sq).toBe(sq(g, 9, 3));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a wildly inaccurate pass is interfered with at -1', () => {
    // short -1: roll 2 -> 1, wild. Deviate East 5 squares to (8, 3); interference 2 - 1 fails.
    const g = passing(line, [2, 5, 5, 2, 5]);
    const { game, events } = pass(g, 8, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ modifier: -1, ok: false });
    expect(game.ball.sq).toBe(sq(g, 9, 3));
    expect(diceLeft(game)).toBe(0);
  });
});
