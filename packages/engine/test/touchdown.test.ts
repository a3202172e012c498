import { describe, expect, it } from 'vitest';
import { apply, diceLeft, type Game, legalActions, play, scenario, sq } from '../src/index.ts';
import { HALL } from './helpers/common.ts';

function expectGameOver(game: Game, winner: number | null, reason: string) {
  expect(game.result).toMatchObject({ winner, reason });
  expect(legalActions(game)).toBeNull();
  const r = apply(game, { type: 'endTurn' });
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe('GAME_OVER');
}

describe('Touchdowns', () => {
  it('a standing player with the ball stepping into an opposing end zone scores, and the game ends', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [9, 3] },
        { team: 1, at: [3, 3] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 3) },
    ]);
    expect(events.some((e) => e.type === 'touchdown' && e.team === 0)).toBe(true);
    expectGameOver(game, 0, 'touchdown');
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier who dodges successfully into an opposing end zone scores', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [9, 3], ag: 3 },
        { team: 1, at: [8, 3] },
      ],
      ball: { carrier: 0 },
      dice: [3],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 3) },
    ]);
    expectGameOver(game, 0, 'touchdown');
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier who jumps into an opposing end zone scores', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [8, 3], ag: 3 },
        { team: 1, at: [9, 3], status: 'prone' },
      ],
      ball: { carrier: 0 },
      dice: [3],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 10, 3) },
    ]);
    expectGameOver(game, 0, 'touchdown');
  });

  it('a ball carrier who falls over entering the end zone after a failed dodge does not score', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [9, 3], ag: 3 },
        { team: 1, at: [8, 3] },
      ],
      ball: { carrier: 0 },
      // dodge 2 fails; armour 3+4; the ball bounces 4 (west) to (9,3).
      dice: [2, 3, 4, 4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 3) },
    ]);
    expect(game.result).toBeNull();
    expect(game.players[0]).toMatchObject({ status: 'prone', sq: sq(g, 10, 3) });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 9, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier who falls over rushing into the end zone does not score', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [9, 3], ma: 0 }],
      ball: { carrier: 0 },
      // rush 1; armour 3+4; bounce 4 (west).
      dice: [1, 3, 4, 4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 3) },
    ]);
    expect(game.result).toBeNull();
    expect(diceLeft(game)).toBe(0);
  });

  it('picking up the ball in an opposing end zone scores', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [9, 3], ag: 3 }],
      ball: { at: [10, 3] },
      dice: [3],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 3) },
    ]);
    expectGameOver(game, 0, 'touchdown');
    expect(diceLeft(game)).toBe(0);
  });

  it('catching the ball in an opposing end zone scores, even in the other team’s turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        // Team 1 scores in A.
        { team: 1, at: [1, 3], ag: 3 },
      ],
      ball: { at: [2, 3] },
      // pick-up 1 fails; bounce 4 (west) onto player 1; catch 6.
      dice: [1, 4, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(events.some((e) => e.type === 'touchdown' && e.team === 1)).toBe(true);
    expectGameOver(game, 1, 'touchdown');
    expect(diceLeft(game)).toBe(0);
  });

  it('carrying the ball into the team’s own end zone does not score', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 3] }],
      ball: { carrier: 0 },
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 1, 3) },
    ]);
    expect(game.result).toBeNull();
  });

  it('entering an opposing end zone without the ball does not score', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [9, 3] }],
      ball: { at: [5, 5] },
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 3) },
    ]);
    expect(game.result).toBeNull();
  });
});

describe('The time limit (turnLimit)', () => {
  it('the game goes on until every team has played its turns, then the ball closer to an opposing end zone wins', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [8, 3] },
        { team: 1, at: [3, 3] },
      ],
      ball: { carrier: 0 },
      rules: { turnLimit: 1 },
      dice: [],
    });
    const first = play(g, [{ type: 'endTurn' }]).game;
    expect(first.result).toBeNull();
    const { game, events } = play(first, [{ type: 'endTurn' }]);
    expect(events.some((e) => e.type === 'gameOver')).toBe(true);
    expectGameOver(game, 0, 'turnLimit');
  });

  it('the distance is walking distance around walls', () => {
    const map = `
##########
#A.....#B#
#A.....#.#
#A.....#.#
#........#
##########
`;
    // The ball at (6,1) is 2 squares from B as the crow flies but 6 on foot; 5 from A.
    const g = scenario({
      map,
      players: [
        { team: 0, at: [6, 1] },
        { team: 1, at: [2, 4] },
      ],
      ball: { carrier: 0 },
      rules: { turnLimit: 1 },
      dice: [],
    });
    const { game } = play(g, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expectGameOver(game, 1, 'turnLimit');
  });

  it('a ball that was never found is a draw', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [8, 3] },
        { team: 1, at: [3, 3] },
      ],
      rules: { turnLimit: 1 },
      dice: [],
    });
    const { game } = play(g, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expectGameOver(game, null, 'turnLimit');
  });

  it('a ball as far from both opposing end zones is a draw', () => {
    const map = `
#########
#A.....B#
#########
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [6, 1] },
      ],
      ball: { at: [4, 1] },
      rules: { turnLimit: 1 },
      dice: [],
    });
    const { game } = play(g, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expectGameOver(game, null, 'turnLimit');
  });
});
