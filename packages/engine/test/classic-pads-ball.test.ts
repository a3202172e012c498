/**
 * Classic teleport pads leave a loose ball where it lies ([003] says nothing of the ball and a
 * pad), so a player can arrive on a pad where the ball is: it does not pick it up, the ball
 * bounces, as for a player pushed into the ball's square.
 */
import { describe, expect, it } from 'vitest';
import { play, sq } from '../src/index.ts';
import { classicScenario, PADS } from './helpers/classic.ts';
import { rolls } from './helpers/common.ts';

describe('Classic: a player teleported onto a pad where the ball lies', () => {
  it('does not pick it up: the ball bounces from the pad', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [5, 5] },
      ],
      ball: { at: [9, 2] },
      // Pad roll 3: to the pad at (9,2), where the ball lies; the bounce D8 5 goes East.
      dice: [3, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(rolls(events)).toEqual(['portal', 'bounce']);
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 10, 2) });
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
  });
});
