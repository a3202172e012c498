import { describe, expect, it } from 'vitest';
import {
  band,
  D8_DIRECTIONS,
  RANGE,
  reflect,
  ricochetDirection,
  segmentCrossesSquare,
  snapDirection,
  underRuler,
} from '../src/geometry.ts';

describe('The range ruler (rules.md 1.1)', () => {
  it('quick passes reach 3 squares except the (3,3), (2,3) and (3,2) corners, which are short', () => {
    expect(band(1, 0)).toBe('Q');
    expect(band(3, 0)).toBe('Q');
    expect(band(3, 1)).toBe('Q');
    expect(band(2, 2)).toBe('Q');
    expect(band(3, 3)).toBe('S');
    expect(band(2, 3)).toBe('S');
    expect(band(3, 2)).toBe('S');
  });

  it('short passes reach 6 squares in a straight line; 7 is long', () => {
    expect(band(6, 0)).toBe('S');
    expect(band(0, 6)).toBe('S');
    expect(band(7, 0)).toBe('L');
    expect(band(5, 4)).toBe('S');
    expect(band(5, 5)).toBe('L');
    expect(band(4, 6)).toBe('L');
  });

  it('the thrower square, long bombs and out-of-range squares', () => {
    expect(band(0, 0)).toBe('T');
    expect(band(11, 0)).toBe('B');
    expect(band(13, 3)).toBeNull();
    expect(band(14, 0)).toBeNull();
  });

  it('is symmetric and works with negative offsets', () => {
    for (let dy = 0; dy < 14; dy++) {
      for (let dx = 0; dx < 14; dx++) {
        expect(RANGE[dy][dx]).toBe(RANGE[dx][dy]);
        expect(band(-dx, dy)).toBe(band(dx, -dy));
      }
    }
  });
});

describe('Is a square under the ruler? (rules.md 1.3)', () => {
  it('squares on or beside a straight line are under it; two rows off is not', () => {
    expect(underRuler(0, 0, 4, 0, 2, 0)).toBe(true);
    expect(underRuler(0, 0, 4, 0, 2, 1)).toBe(true);
    expect(underRuler(0, 0, 4, 0, 2, -1)).toBe(true);
    expect(underRuler(0, 0, 4, 0, 2, 2)).toBe(false);
  });

  it('only squares strictly between the passer and the landing square count', () => {
    expect(underRuler(0, 0, 4, 0, 0, 0)).toBe(false);
    expect(underRuler(0, 0, 4, 0, 4, 0)).toBe(false);
    expect(underRuler(0, 0, 4, 0, 5, 0)).toBe(false);
    expect(underRuler(0, 0, 4, 0, -1, 0)).toBe(false);
  });

  it('on a diagonal the ruler covers a band about 1.74 squares wide', () => {
    expect(underRuler(0, 0, 3, 3, 1, 1)).toBe(true);
    expect(underRuler(0, 0, 3, 3, 2, 1)).toBe(true);
    expect(underRuler(0, 0, 3, 3, 3, 1)).toBe(true);
    expect(underRuler(0, 0, 3, 3, 3, 0)).toBe(false);
  });
});

describe('The D8 random direction template (rules.md 1.4)', () => {
  it('numbers 1-2-3 along the top row, 4 and 5 in the middle, 6-7-8 along the bottom', () => {
    expect(D8_DIRECTIONS).toEqual([
      [-1, -1],
      [0, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [0, 1],
      [1, 1],
    ]);
  });
});

describe('Throw-in arcs for ricochets (rules.md 1.5)', () => {
  it('facing North: 1-2 go North-West, 3-4 North, 5-6 North-East', () => {
    const north = (d6: number) => ricochetDirection(0, -1, d6);
    expect([north(1), north(2)]).toEqual([
      [-1, -1],
      [-1, -1],
    ]);
    expect([north(3), north(4)]).toEqual([
      [0, -1],
      [0, -1],
    ]);
    expect([north(5), north(6)]).toEqual([
      [1, -1],
      [1, -1],
    ]);
  });

  it('facing East (off a left-hand wall): 1-2 North-East, 3-4 East, 5-6 South-East', () => {
    expect(ricochetDirection(1, 0, 1)).toEqual([1, -1]);
    expect(ricochetDirection(1, 0, 4)).toEqual([1, 0]);
    expect(ricochetDirection(1, 0, 6)).toEqual([1, 1]);
  });

  it('facing South: the left of the facing direction is East', () => {
    expect(ricochetDirection(0, 1, 2)).toEqual([1, 1]);
    expect(ricochetDirection(0, 1, 5)).toEqual([-1, 1]);
  });
});

describe('Lines and walls', () => {
  it('a line grazing only the corner of a square does not cross it', () => {
    expect(segmentCrossesSquare(0, 0, 2, 2, 1, 0)).toBe(false);
    expect(segmentCrossesSquare(0, 0, 2, 2, 1, 1)).toBe(true);
    expect(segmentCrossesSquare(0, 0, 4, 1, 2, 0)).toBe(true);
    expect(segmentCrossesSquare(0, 0, 4, 1, 2, 1)).toBe(true);
    expect(segmentCrossesSquare(0, 0, 4, 1, 1, 1)).toBe(false);
  });

  it('a direction mirrors in a wall face and snaps to the nearest of the eight directions', () => {
    expect(reflect(3, -1, 0, 1)).toEqual([3, 1]);
    expect(reflect(3, -1, -1, 0)).toEqual([-3, -1]);
    expect(reflect(2, 2, -1, -1)).toEqual([-2, -2]);
    expect(snapDirection(3, 1)).toEqual([1, 0]);
    expect(snapDirection(2, 1)).toEqual([1, 1]);
    expect(snapDirection(-1, -3)).toEqual([0, -1]);
    expect(snapDirection(-5, 4)).toEqual([-1, 1]);
  });
});
