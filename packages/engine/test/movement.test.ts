import { describe, expect, it } from 'vitest';
import { diceLeft, play, scenario, sq } from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

describe('Dodging', () => {
  it('a player leaving a marked square must dodge; a failed dodge falls over and is a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      // dodge 2 (fails vs 3+), armour 3+4 (holds vs AV 9)
      dice: [2, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 1) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 2, 1));
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('an open player moves without dodging', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [7, 2] },
      ],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 2) },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });
});
