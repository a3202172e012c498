/**
 * Dungeon Brawl ([000]) Chests: "To open: Move adjacent, spend 1 MA. If no ball: Chest explodes.
 * All adjacent players suffer a 'Mighty Blow' (Block result with +1 to armor and injury rolls).
 * If ball is inside: Ball appears where chest was. Player may pick it up if they have MA left to
 * enter the square." FAQ: a player with 0 MA may still open a chest next to it.
 */
import { describe, expect, it } from 'vitest';
import type { ActivationFrame } from '../src/frames.ts';
import { diceLeft, type Game, play, sq } from '../src/index.ts';
import { hasAction, ofType } from './helpers/classic.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

const move = (player: number) => ({ type: 'activate' as const, player, action: 'move' as const });

/** Team 0's player beside the chest at (8,2), team 1's too, team 2's out of reach. */
function besideChest(o: { ball?: boolean; ma?: number; dice?: number[] } = {}): Game {
  return dbScenario({
    map: HALLS,
    players: [
      { team: 0, at: [7, 3], ma: o.ma },
      { team: 1, at: [9, 1] },
      { team: 2, at: [12, 5] },
      { team: 3, at: [17, 7] },
    ],
    ballChest: o.ball ? [8, 2] : [12, 6],
    dice: o.dice ?? [],
  });
}

const activation = (g: Game) => g.stack.find((f): f is ActivationFrame => f.t === 'activation');

describe('Dungeon Brawl: Chests: to open, move adjacent and spend 1 MA', () => {
  it('a player next to a chest may open it during its Move, for a square of movement', () => {
    const g = besideChest({ ball: true });
    const { game } = play(g, [move(0)]);
    expect(hasAction(game, { type: 'openChest', sq: sq(g, 8, 2) })).toBe(true);
    const opened = play(game, [{ type: 'openChest', sq: sq(g, 8, 2) }]).game;
    expect(activation(opened)?.moved).toBe(1);
  });

  it('a player that is not next to it may not', () => {
    const g = besideChest();
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 6, 4) }]);
    expect(hasAction(game, { type: 'openChest', sq: sq(g, 8, 2) })).toBe(false);
  });

  it('FAQ: a player with 0 MA left may still open an adjacent chest, for nothing (never a rush)', () => {
    const g = besideChest({ ball: true, ma: 1 });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 7, 2) }]);
    expect(activation(game)?.moved).toBe(1);
    const opened = play(game, [{ type: 'openChest', sq: sq(g, 8, 2) }]).game;
    expect(activation(opened)?.moved).toBe(1);
    expect(opened.chests.find((c) => c.sq === sq(g, 8, 2))?.open).toBe(true);
  });
});

describe('Dungeon Brawl: Chests: if ball is inside, it appears where the chest was', () => {
  it('the ball lies in the chest square; the opener may enter it and pick it up (a pick-up test)', () => {
    // A pick-up at 3+, -1 for team 1's player marking the square: a 4.
    const g = besideChest({ ball: true, dice: [4] });
    const opened = play(g, [move(0), { type: 'openChest', sq: sq(g, 8, 2) }]);
    expect(opened.game.ball).toEqual({ state: 'ground', sq: sq(g, 8, 2), carrier: -1 });
    expect(ofType(opened.events, 'knockedDown')).toEqual([]);
    const { game, events } = play(opened.game, [{ type: 'step', to: sq(g, 8, 2) }]);
    expect(events.some((e) => e.type === 'test' && e.test === 'pickUp' && e.ok)).toBe(true);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 8, 2), carrier: 0 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Chests: if no ball, the chest explodes with a Mighty Blow on every adjacent player', () => {
  it('every player next to the chest is knocked down, +1 armour and +1 injury; the opener going down ends only its action', () => {
    // Team 1's player (9,1) first: armour 4+4+1 = 9 against AV 9 breaks, injury 3+3+1 = 7 stunned.
    // Then the opener: armour 1+1+1 = 3 holds.
    const g = besideChest({ dice: [4, 4, 3, 3, 1, 1] });
    const { game, events } = play(g, [move(0), { type: 'openChest', sq: sq(g, 8, 2) }]);
    expect(ofType(events, 'knockedDown').map((e) => e.player)).toEqual([1, 0]);
    expect(ofType(events, 'armour').map((e) => [e.player, e.modifier, e.broken])).toEqual([
      [1, 1, true],
      [0, 1, false],
    ]);
    expect(ofType(events, 'injury').map((e) => [e.player, e.roll, e.modifier])).toEqual([[1, 6, 1]]);
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[0].status).toBe('prone');
    expect(game.players[2].status).toBe('standing');
    // The coach goes on with its other players: the team turn has not ended.
    expect(game.turn.order[game.turn.index]).toBe(0);
    expect(hasAction(game, { type: 'endTurn' })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});
