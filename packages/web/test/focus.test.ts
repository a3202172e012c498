/**
 * The board's viewport following the coach (board/focus.ts): the least scroll that brings an area
 * in sight, nothing when it is in sight already, the area centred when larger than the space.
 */
import { describe, expect, it } from 'vitest';
import { focusScroll } from '../src/board/focus.ts';

// A dungeon 30 squares wide of 10 px squares, seen through a box 100 x 100 px from (0, 0).
const W = 30;
const CELL = 10;
const span = (scroll: number, all = 300) => ({ origin: 0, size: 100, scroll, max: all - 100 });
const sq = (x: number, y: number) => y * W + x;

describe('focusScroll', () => {
  it('leaves the view alone when the area is in sight', () => {
    expect(focusScroll([sq(2, 2), sq(5, 5)], W, CELL, span(0), span(0))).toBeNull();
  });

  it('scrolls the least that brings an area off to the right in sight, with a square of margin', () => {
    // Squares 20 and 22 (200-230 px) with a margin: 190-240, so the view's right edge goes to 240.
    expect(focusScroll([sq(20, 1), sq(22, 2)], W, CELL, span(0), span(0))).toEqual({ left: 140, top: 0 });
  });

  it('centres an area larger than the space, within the scroll range', () => {
    // 110-300 px with the margin: the view's middle goes to 205.
    const to = focusScroll([sq(12, 0), sq(14, 0), sq(16, 0), sq(28, 0)], W, CELL, span(0), span(0));
    expect(to).toEqual({ left: 155, top: 0 });
  });

  it('does not move when the move would show no more of the area', () => {
    // Square 25 is in sight; centring the area would show none of its squares.
    expect(focusScroll([sq(0, 0), sq(25, 0)], W, CELL, span(200), span(0))).toBeNull();
  });

  it('does nothing for no squares', () => {
    expect(focusScroll([], W, CELL, span(0), span(0))).toBeNull();
  });
});
