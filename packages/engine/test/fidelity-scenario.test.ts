/**
 * scenario() can start a test anywhere a game can be: the turns each team has taken, the
 * once-per-turn actions already used this team turn, and the order teams take turns in.
 */
import { describe, expect, it } from 'vitest';
import { type Action, type Game, legalActions, play, scenario } from '../src/index.ts';

const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#C........C#
############
`;

const END: Action = { type: 'endTurn' };
const activeOf = (g: Game) => g.turn.order[g.turn.index];
const declared = (g: Game, action: string) =>
  (legalActions(g)?.actions ?? []).some((a) => a.type === 'activate' && a.action === action);

describe('scenario: turns taken', () => {
  it('sets each team’s turns taken, and the turn number follows from them', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 2] }], turnsTaken: [4, 3], active: 1 });
    expect(g.teams.map((t) => t.turnsTaken)).toEqual([4, 3]);
    expect(g.turn.number).toBe(8);
  });

  it('the turn limit counts them: the game ends when the last team’s last turn ends', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2] },
      ],
      rules: { turnLimit: 4 },
      turnsTaken: [4, 3],
      active: 1,
      ball: { at: [5, 3] },
    });
    const { game } = play(g, [END]);
    expect(game.result).not.toBeNull();
  });

  it('a turn number given with them wins', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 2] }], turnsTaken: [1, 0], turnNumber: 2 });
    expect(g.turn.number).toBe(2);
  });
});

describe('scenario: once-per-turn actions already used', () => {
  it('a used Blitz, Foul or Pass is not offered again this team turn', () => {
    const players = [
      { team: 0, at: [2, 2] as [number, number] },
      { team: 1, at: [8, 2] as [number, number] },
      { team: 1, at: [8, 4] as [number, number], status: 'prone' as const },
    ];
    const fresh = scenario({ map: HALL, players });
    expect(['blitz', 'foul', 'pass'].map((a) => declared(fresh, a))).toEqual([true, true, true]);
    const g = scenario({ map: HALL, players, used: ['blitz', 'foul', 'pass'] });
    expect(['blitz', 'foul', 'pass', 'move'].map((a) => declared(g, a))).toEqual([false, false, false, true]);
    expect(g.turn.used).toMatchObject({ blitz: true, foul: true, pass: true, handOff: false });
  });

  it('the allowances return in the team’s next turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2] },
      ],
      used: ['blitz'],
    });
    const { game } = play(g, [END, END]);
    expect(activeOf(game)).toBe(0);
    expect(declared(game, 'blitz')).toBe(true);
  });
});

describe('scenario: the turn order (which team moved first)', () => {
  it('sets the order and finds the active team in it', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 2] }], order: [1, 0], active: 0 });
    expect(g.turn.order).toEqual([1, 0]);
    expect(g.turn.index).toBe(1);
    expect(activeOf(g)).toBe(0);
  });

  it('the next team turn follows the order given, not the team numbers', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2] },
        { team: 2, at: [5, 5] },
      ],
      order: [0, 2, 1],
      active: 0,
    });
    const { game } = play(g, [END]);
    expect(activeOf(game)).toBe(2);
  });

  it('refuses an order that does not name every team once, or leaves out the active team', () => {
    const players = [{ team: 0, at: [2, 2] as [number, number] }];
    expect(() => scenario({ map: HALL, players, order: [0, 0] })).toThrow(
      /bad scenario: order \[0,0\] must name each of the 2 teams once/,
    );
    expect(() => scenario({ map: HALL, players, order: [0, 1], active: 3 })).toThrow(/active team 3/);
  });

  it('refuses an unknown allowance and a negative turn count', () => {
    const players = [{ team: 0, at: [2, 2] as [number, number] }];
    expect(() => scenario({ map: HALL, players, used: ['nap' as 'blitz'] })).toThrow(
      /bad scenario: used "nap" is no once-per-turn allowance/,
    );
    expect(() => scenario({ map: HALL, players, turnsTaken: [-1] })).toThrow(/bad scenario: turnsTaken/);
  });
});
