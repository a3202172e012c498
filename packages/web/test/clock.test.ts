/**
 * The game clocks ([002]: 120 minutes a game, 4 minutes a turn), on an injected time so no test
 * waits: they run only when the game wants them to and the coaches have not paused them, a new
 * turn gets its whole time again, and the match clock runs out before the turn clock is asked.
 */
import { describe, expect, it } from 'vitest';
import { clockText, GameClock } from '../src/play/clock.ts';

function fake() {
  let t = 1000;
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

const MIN = 60_000;

describe('GameClock', () => {
  it('stands still until the game wants it running, then counts both clocks down', () => {
    const time = fake();
    const c = new GameClock({ matchMinutes: 120, turnMinutes: 4 }, time.now);
    time.pass(5 * MIN);
    expect(c.matchLeft()).toBe(120 * MIN);
    c.sync(true);
    expect(c.running).toBe(true);
    time.pass(MIN);
    expect(c.matchLeft()).toBe(119 * MIN);
    expect(c.turnLeft()).toBe(3 * MIN);
    c.sync(false);
    time.pass(10 * MIN);
    expect(c.matchLeft()).toBe(119 * MIN);
  });

  it('stops while paused, whatever the game wants, and goes on from where it was', () => {
    const time = fake();
    const c = new GameClock({ matchMinutes: 10, turnMinutes: 2 }, time.now);
    c.sync(true);
    time.pass(30_000);
    c.setPaused(true, true);
    expect(c.running).toBe(false);
    time.pass(10 * MIN);
    c.sync(true);
    expect(c.running).toBe(false);
    expect(c.turnLeft()).toBe(90_000);
    c.setPaused(false, true);
    time.pass(30_000);
    expect(c.turnLeft()).toBe(60_000);
    expect(c.matchLeft()).toBe(9 * MIN);
  });

  it('gives each new team turn the whole turn time, the match time running on', () => {
    const time = fake();
    const c = new GameClock({ matchMinutes: 120, turnMinutes: 4 }, time.now);
    c.sync(true);
    time.pass(3 * MIN);
    c.newTurn();
    expect(c.turnLeft()).toBe(4 * MIN);
    expect(c.matchLeft()).toBe(117 * MIN);
  });

  it('says which clock ran out: the turn, or the match first when both have', () => {
    const time = fake();
    const c = new GameClock({ matchMinutes: 5, turnMinutes: 4 }, time.now);
    c.sync(true);
    time.pass(4 * MIN - 1);
    expect(c.expired()).toBeNull();
    time.pass(1);
    expect(c.expired()).toBe('turn');
    expect(c.turnLeft()).toBe(0);
    time.pass(2 * MIN);
    expect(c.expired()).toBe('match');
  });
});

describe('clockText', () => {
  it('shows hours only when there are some, and rounds seconds up', () => {
    expect(clockText(120 * MIN)).toBe('2:00:00');
    expect(clockText(4 * MIN)).toBe('4:00');
    expect(clockText(61_500)).toBe('1:02');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(-5)).toBe('0:00');
  });
});
