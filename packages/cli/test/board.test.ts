import { scenario } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../src/board.ts';
import { formatEvent } from '../src/log.ts';

const MAP = `
########
#A.$..B#
#A..1.B#
########
`;

describe('the board as text', () => {
  it('shows walls, end zones, chests, portals, players by team letter and number, and the ball', () => {
    const g = scenario({
      map: MAP,
      players: [
        { team: 0, at: [2, 1], number: 7 },
        { team: 1, at: [5, 2], number: 12, status: 'prone' },
        { team: 1, at: 'reserve' },
      ],
      ball: { at: [2, 2] },
    });
    const lines = renderBoard(g).split('\n');
    expect(lines[0]).toBe('     0  1  2  3  4  5  6  7');
    expect(lines[1]).toBe('  0########################');
    expect(lines[2]).toBe('  1### a A07 $  .  .  b ###');
    expect(lines[3]).toBe('  2### a  o  .  1 b12 b ###');
    expect(lines).toContain(
      'A  Team 0 (end zone A, 0 re-rolls): on the pitch 1, reserves 0, KO 0, casualties 0',
    );
    expect(lines).toContain(
      'B  Team 1 (end zone B, 0 re-rolls): on the pitch 1, reserves 1, KO 0, casualties 0',
    );
    expect(lines).toContain('ball: on the ground at (2,2) (o)');
  });

  it('names the ball carrier', () => {
    const g = scenario({ map: MAP, players: [{ team: 0, at: [4, 1], number: 3 }], ball: { carrier: 0 } });
    expect(renderBoard(g)).toContain('ball: carried by A03 at (4,1)');
  });

  it('does not change the game', () => {
    const g = scenario({ map: MAP, players: [{ team: 0, at: [4, 1] }] });
    const before = JSON.stringify(g);
    renderBoard(g);
    expect(JSON.stringify(g)).toBe(before);
  });
});

describe('the log', () => {
  it('prints one readable line per event, with players as tags and squares as (x,y)', () => {
    const g = scenario({ map: MAP, players: [{ team: 0, at: [2, 1], number: 7 }] });
    expect(formatEvent(g, { type: 'roll', die: 6, value: 4, purpose: 'dodge', player: 0 })).toBe(
      '  D6 = 4  (dodge, A07)',
    );
    expect(formatEvent(g, { type: 'move', player: 0, from: 10, to: 11, kind: 'step' })).toBe(
      'A07 moves (2,1) -> (3,1)',
    );
    expect(formatEvent(g, { type: 'turnover', team: 0, reason: 'fell over' })).toBe(
      'TURNOVER for Team 0: fell over',
    );
    expect(formatEvent(g, { type: 'touchdown', player: 0, team: 0 })).toBe(
      'TOUCHDOWN! A07 scores for Team 0',
    );
  });

  it('says what a trap counter did (classic pit traps)', () => {
    const g = scenario({ map: MAP, players: [{ team: 0, at: [2, 1], number: 7 }] });
    const trap = { type: 'trap', player: 0, sq: 11, owner: 1 } as const;
    expect(formatEvent(g, { ...trap, kind: 'pit', flipped: true })).toBe(
      'A07 sets off a trap counter at (3,1): a pit',
    );
    expect(formatEvent(g, { ...trap, kind: 'fake', flipped: true })).toBe(
      'A07 sets off a trap counter at (3,1): a fake, removed',
    );
    expect(formatEvent(g, { ...trap, kind: 'spikedPit', flipped: false })).toBe(
      'A07 falls into the trap at (3,1): a spiked pit',
    );
  });
});
