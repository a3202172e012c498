import { describe, expect, it } from 'vitest';
import { cli } from './helpers.ts';

describe('dungeonbowl watch', () => {
  it('prints the board after the pre-game and after every team turn', async () => {
    const r = await cli('watch', '--seed', '2', '--turn-limit', '2');
    expect(r.code).toBe(0);
    const boards = r.out.match(/^ {5}0 {2}1 {2}2/gm) ?? [];
    const turns = r.out.match(/^=== Team turn \d+/gm) ?? [];
    expect(turns.length).toBeGreaterThan(0);
    expect(boards.length).toBe(turns.length + 1);
    expect(r.out).toMatch(/result after \d+ steps: /);
  });

  it('is the same game for the same seed', async () => {
    const a = await cli('watch', '--seed', '7', '--turn-limit', '1', '--dungeon', 'training-room');
    const b = await cli('watch', '--seed', '7', '--turn-limit', '1', '--dungeon', 'training-room');
    expect(a.out).toBe(b.out);
  });
});
