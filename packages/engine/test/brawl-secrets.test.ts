/**
 * BRAWL 2013 ([002]) and what coaches, spectators and bots receive: after each touchdown the ball
 * is hidden again in one of the chests by a secret roll, and no view, shown event or decision
 * tells which; the clock keeper's actions and a match's result share nothing a caller could use
 * to change the game.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  clockActions,
  createGame,
  type Game,
  type GameEvent,
  legalActions,
  view,
  viewEvents,
} from '../src/index.ts';
import { ACTIONS, OPTIONS, SETUP } from './helpers/brawl-match.ts';

const SEATS = [0, 1, -1];

/** The same game with the ball in the other closed chest (a plain copy: no cached decision). */
function ballMoved(g: Game): Game {
  const other: Game = structuredClone(g);
  const closed = other.chests.filter((c) => !c.open);
  const at = closed.findIndex((c) => c.hasBall);
  closed[at].hasBall = false;
  closed[(at + 1) % closed.length].hasBall = true;
  return other;
}

/** The match step by step: each game after an action, with the events that action gave. */
function steps(): { game: Game; events: GameEvent[]; action: Action }[] {
  const made = createGame(SETUP, OPTIONS);
  if (!made.ok) throw new Error(made.errors[0].message);
  let g = made.game;
  const out: { game: Game; events: GameEvent[]; action: Action }[] = [];
  for (const a of ACTIONS) {
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
    out.push({ game: g, events: r.events, action: a });
  }
  return out;
}

describe('BRAWL 2013: the ball hidden again after a touchdown', () => {
  it('no view, shown event or decision tells which chest holds it, until one is opened', () => {
    const all = steps();
    const reset = all.findIndex((s) => s.events.some((e) => e.type === 'dungeonReset'));
    expect(reset).toBeGreaterThan(0);
    // The reset rolled for the ball's chest, in secret: in the engine's events, never in a coach's.
    expect(all[reset].events.some((e) => e.type === 'roll' && e.secret)).toBe(true);
    for (const seat of SEATS) {
      expect(viewEvents(all[reset].events, seat).some((e) => e.type === 'roll' && e.secret)).toBe(false);
    }
    let compared = 0;
    for (let i = reset; i < all.length && all[i].game.ball.state === 'hidden'; i++) {
      const g = all[i].game;
      const moved = ballMoved(g);
      for (const seat of SEATS) {
        const seen = view(g, seat);
        expect(JSON.stringify(view(moved, seat))).toBe(JSON.stringify(seen));
        expect(seen.chests.some((c) => c.hasBall)).toBe(false);
        expect(seen.dice).toEqual({ kind: 'scripted', rolls: [], pos: 0 });
      }
      expect(JSON.stringify(legalActions(moved))).toBe(JSON.stringify(legalActions(g)));
      compared++;
    }
    // The set-up and the next team's walk to a chest, at least.
    expect(compared).toBeGreaterThan(8);
  });
});

describe('BRAWL 2013: nothing a caller holds changes the game', () => {
  it('the clock keeper’s actions, edited before or after they are applied, change nothing', () => {
    const all = steps();
    // A team turn under way: both clock actions are taken.
    const g = all.find((s) => clockActions(s.game).length === 2)!.game;
    const before = JSON.stringify(g);
    const listed = clockActions(g);
    (listed[0] as { type: string }).type = 'turnTimeExpired';
    listed.length = 0;
    expect(clockActions(g)).toEqual([{ type: 'timeUp' }, { type: 'turnTimeExpired' }]);
    const action = { type: 'turnTimeExpired' };
    const r = apply(g, action as Action);
    expect(r.ok).toBe(true);
    action.type = 'timeUp';
    expect(JSON.stringify(g)).toBe(before);
    if (!r.ok) return;
    // What was applied is the engine's own turn time expired: a turnover, not the time up.
    expect(r.game.result).toBeNull();
    expect(r.events.some((e) => e.type === 'turnover' && e.reason === 'turn time expired')).toBe(true);
  });

  it('a match’s result, in a view or in the game-over event, is a copy: editing it changes nothing', () => {
    const last = steps().at(-1)!;
    const g = last.game;
    expect(g.result?.score).toEqual([1, 1]);
    const before = JSON.stringify(g);
    const over = last.events.find((e) => e.type === 'gameOver') as Extract<GameEvent, { type: 'gameOver' }>;
    over.score!.push(9);
    over.points![0] = 3;
    for (const seat of SEATS) {
      const v = view(g, seat);
      v.result!.score![0] = 7;
      v.result!.points!.push(3);
      v.score[1] = 5;
    }
    expect(JSON.stringify(g)).toBe(before);
  });
});
