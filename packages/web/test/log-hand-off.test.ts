/**
 * A hand-off in the log: the line names the player who hands the ball off (the ball event's
 * player), and the catch that follows names the receiver (issue 20: it read as if the giver took it).
 */
import { play, scenario } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { logLines } from '../src/log.ts';
import { playerName } from '../src/names.ts';

const ROOM = `
############
#A........B#
#A........B#
#A........B#
############
`;

describe('the log of a hand-off', () => {
  it('says who gives the ball and who catches it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2] },
        { team: 0, at: [5, 2] },
      ],
      ball: { carrier: 0 },
      dice: [4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    const text = logLines(game, events).map((l) => l.text);
    expect(text).toContain(`${playerName(game, 0)} hands the ball off at (5,2)`);
    expect(text.some((t) => t.startsWith(`${playerName(game, 1)} catches the ball`))).toBe(true);
  });
});
