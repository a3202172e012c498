/**
 * More of movement.test.ts (helpers shared in helpers/movement.ts): Jumping, Picking up the ball.
 */
import { describe, expect, it } from 'vitest';
import { diceLeft, type Game, play, scenario, sq } from '../src/index.ts';
import { actions, HALL, offers, rolls, tests, turnedOver } from './helpers/movement.ts';

describe('Jumping', () => {
  const jumpTargets = (g: Game) =>
    actions(g)
      .flatMap((a) => (a.type === 'jump' ? [a.to] : []))
      .sort((a, b) => a - b);

  it('a player may jump over an adjacent prone or stunned player into one of the 3 squares beyond', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(jumpTargets(game)).toEqual([sq(g, 5, 2), sq(g, 5, 3), sq(g, 5, 4)].sort((a, b) => a - b));
  });

  it('a diagonal jump also has the 3 squares beyond the jumped player', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 4], status: 'stunned' },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(jumpTargets(game)).toEqual([sq(g, 5, 4), sq(g, 5, 5), sq(g, 4, 5)].sort((a, b) => a - b));
  });

  it('a player may not jump over a standing player or an empty square', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(jumpTargets(game)).toEqual([]);
  });

  it('a jump uses 2 squares of MA', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ma: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      // jump 3, then the fourth square is a rush.
      dice: [3, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
      { type: 'step', to: sq(g, 6, 3) },
      { type: 'step', to: sq(g, 7, 3) },
    ]);
    expect(rolls(events)).toEqual(['jump', 'rush']);
    expect(game.players[0].sq).toBe(sq(g, 7, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a jump with no MA left needs two rushes, both rolled before the jump', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ma: 0 },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [2, 2, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(rolls(events)).toEqual(['rush', 'rush', 'jump']);
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    expect(actions(game).some((a) => a.type === 'step')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player may jump only once per activation', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3] },
        { team: 1, at: [3, 3], status: 'prone' },
        { team: 1, at: [5, 3], status: 'prone' },
      ],
      dice: [4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 4, 3) },
    ]);
    expect(jumpTargets(game)).toEqual([]);
  });

  it('a jump needs no dodge and takes -1 per marker in the origin or the destination, whichever is more', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
        // marks the origin only
        { team: 1, at: [2, 3] },
        // two mark the destination (5,3)
        { team: 1, at: [6, 2] },
        { team: 1, at: [6, 4] },
      ],
      dice: [5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(tests(events, 'dodge')).toHaveLength(0);
    const [jump] = tests(events, 'jump');
    expect(jump.modifier).toBe(-2);
    expect(jump.ok).toBe(true);
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed jump falls over in the square jumped into', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
        { team: 1, at: [2, 3] },
      ],
      dice: [3, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a jump failed on a natural 1 falls over back in the square it was jumped from', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [1, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 3, 3));
    expect(game.occ[sq(g, 5, 3)]).toBe(-1);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Picking up the ball', () => {
  it('a player moving into the ball square must try to pick it up, after its dodge', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      ball: { at: [2, 3] },
      dice: [3, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'pickUp']);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    // The player may go on moving with the ball.
    expect(offers(game, { type: 'step', to: sq(g, 1, 3) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a pick-up takes -1 for each opposition player marking the player', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 1, at: [3, 2] },
        { team: 1, at: [3, 4] },
      ],
      ball: { at: [2, 3] },
      // 5 - 2 = 3: picked up.
      dice: [5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(tests(events, 'pickUp')[0].modifier).toBe(-2);
    expect(game.ball.carrier).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed pick-up bounces the ball and is a turnover even if a team-mate catches it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 0, at: [3, 3], ag: 3 },
      ],
      ball: { at: [2, 3] },
      // pick-up 2 fails; bounce D8 5 = east onto the team-mate; catch 6.
      dice: [2, 5, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(turnedOver(events)).toBe(true);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Sure Hands re-rolls a failed pick-up', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [1, 3], ag: 3, skills: ['sureHands'] }],
      ball: { at: [2, 3] },
      dice: [2, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(events.some((e) => e.type === 'reroll' && e.source === 'sureHands')).toBe(true);
    expect(game.ball.carrier).toBe(0);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player who falls over in the ball square does not pick it up: the ball bounces', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [1, 3], ma: 0 }],
      ball: { at: [2, 3] },
      // rush 1, armour 3+4, bounce D8 5 = east.
      dice: [1, 3, 4, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(tests(events, 'pickUp')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 3) });
    expect(diceLeft(game)).toBe(0);
  });
});
