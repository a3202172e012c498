import { describe, expect, it } from 'vitest';
import { diceLeft, type Game, legalActions, play, type ScenarioPlayer, scenario, sq } from '../src/index.ts';
import { HALL as ROOM, tests, turnedOver } from './helpers/common.ts';

/** Player 0 (team 0) at (4, 3) holds the ball. */
function holding(others: ScenarioPlayer[], dice: number[], giver: Partial<ScenarioPlayer> = {}): Game {
  return scenario({
    map: ROOM,
    players: [{ team: 0, at: [4, 3], ...giver }, ...others],
    ball: { carrier: 0 },
    dice,
  });
}

function handOffTargets(g: Game): number[] {
  const { game } = play(g, [{ type: 'activate', player: 0, action: 'handOff' }]);
  return (legalActions(game)?.actions ?? []).flatMap((a) => (a.type === 'handOff' ? [a.to] : []));
}

describe('Hand-off', () => {
  it('may go only to an adjacent standing team-mate', () => {
    const g = holding(
      [
        { team: 0, at: [5, 3] },
        { team: 0, at: [4, 4], status: 'prone' },
        { team: 1, at: [3, 3] },
        { team: 0, at: [6, 3] },
      ],
      [],
    );
    expect(handOffTargets(g)).toEqual([1]);
  });

  it('needs no test to give (even with PA -); the receiver catches with no modifier for the hand-off', () => {
    const g = holding([{ team: 0, at: [5, 3] }], [3], { pa: null });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(tests(events, 'pass')).toHaveLength(0);
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, roll: 3, modifier: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('the receiver has -1 per player marking it', () => {
    const g = holding(
      [
        { team: 0, at: [5, 3] },
        { team: 1, at: [6, 3] },
      ],
      [3, 8],
    );
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(tests(events, 'catch')[0]).toMatchObject({ modifier: -1, ok: false });
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 4), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed catch bounces the ball and is a turnover', () => {
    const g = holding([{ team: 0, at: [5, 3] }], [2, 7]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 5, 4), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a receiver who has lost its tackle zone cannot catch: the ball bounces off it, a turnover', () => {
    const g = holding([{ team: 0, at: [5, 3] }], [5]);
    g.players[1].lostTackleZone = true;
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(tests(events, 'catch')).toHaveLength(0);
    expect(game.ball.sq).toBe(sq(g, 6, 3));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('is allowed once per team turn and ends the giver activation', () => {
    const g = holding(
      [
        { team: 0, at: [5, 3] },
        { team: 0, at: [6, 3] },
      ],
      [4],
    );
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    const next = legalActions(game);
    expect(next?.team).toBe(0);
    expect(next?.actions.some((a) => a.type === 'activate' && a.action === 'handOff')).toBe(false);
    expect(next?.actions.some((a) => a.type === 'activate' && a.player === 0)).toBe(false);
  });

  it('the giver may move first, and a hand-off caught in the opposing end zone scores', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [8, 3] },
        { team: 0, at: [10, 3] },
      ],
      ball: { carrier: 0 },
      dice: [4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'step', to: sq(g, 9, 3) },
      { type: 'handOff', to: 1 },
    ]);
    expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });
});
