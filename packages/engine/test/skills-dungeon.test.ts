import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL as ROOM, tests, turnedOver } from './helpers/common.ts';

/** Six portals: 1 (3,2), 2 (6,2), 3 (9,2), 4 (3,4), 5 (6,4), 6 (9,4). */
const PORTALS = `
##############
#A..........B#
#A.1..2..3..B#
#A..........B#
#A.4..5..6..B#
#A..........B#
##############
`;

const legal = (g: Game): Action[] => legalActions(g)?.actions ?? [];
const activationOver = (g: Game) => legal(g).some((a) => a.type === 'endTurn');
const use = (skill: string, yes: boolean): Action => ({ type: 'useSkill', skill, yes });

describe('Portal Passer', () => {
  /** Player 0 at (2, 2) holds the ball; a team-mate waits at (8, 4), by portal 5 at (6, 4). */
  function portalPasser(dice: number[], skills = ['portalPasser'], more: ScenarioPlayer[] = []): Game {
    return scenario({
      map: PORTALS,
      players: [{ team: 0, at: [2, 2], skills }, { team: 0, at: [8, 4] }, { team: 1, at: [12, 5] }, ...more],
      ball: { carrier: 0 },
      dice,
    });
  }
  const intoPortal = (g: Game, more: Action[] = []) =>
    play(g, [{ type: 'activate', player: 0, action: 'move' }, { type: 'step', to: sq(g, 3, 2) }, ...more]);

  it('Portal Passer: once the destination portal is known, a Move may become a Pass action', () => {
    const g = portalPasser([5, 4, 3]);
    const arrived = intoPortal(g);
    expect(arrived.game.players[0].sq).toBe(sq(g, 6, 4));
    expect(legalActions(arrived.game)).toMatchObject({
      team: 0,
      actions: [use('portalPasser', true), use('portalPasser', false)],
    });
    const { game, events } = play(arrived.game, [
      use('portalPasser', true),
      { type: 'pass', to: sq(g, 8, 4) },
    ]);
    expect(tests(events, 'pass')[0]).toMatchObject({ player: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(turnedOver(events)).toBe(false);
    // The team's Pass is used: nobody else may declare one this turn.
    expect(legal(game).some((a) => a.type === 'activate' && a.action === 'pass')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('declining keeps the Move: no pass, but the player moves on', () => {
    const g = portalPasser([5]);
    const { game } = intoPortal(g, [use('portalPasser', false)]);
    expect(legal(game).some((a) => a.type === 'pass')).toBe(false);
    expect(legal(game)).toContainEqual({ type: 'step', to: sq(g, 7, 4) });
    expect(diceLeft(game)).toBe(0);
  });

  it('not offered once the team has used its Pass this turn', () => {
    const g = portalPasser([5], ['portalPasser'], [{ team: 0, at: [5, 1] }]);
    const { game } = play(g, [
      { type: 'activate', player: 3, action: 'pass' },
      { type: 'endActivation' },
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 6, 4));
    expect(legal(game).some((a) => a.type === 'useSkill')).toBe(false);
    expect(legal(game)).toContainEqual({ type: 'endActivation' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a player without it is never asked: the Move stays a Move', () => {
    const g = portalPasser([5], []);
    const { game } = intoPortal(g);
    expect(legal(game).some((a) => a.type === 'useSkill' || a.type === 'pass')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Give and Go', () => {
  /** Player 0 at (4, 3) holds the ball; team-mate 1 at (5, 3). */
  function giving(dice: number[], giver: Partial<ScenarioPlayer> = {}): Game {
    return scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 3], skills: ['giveAndGo'], ...giver },
        { team: 0, at: [5, 3] },
      ],
      ball: { carrier: 0 },
      dice,
    });
  }

  it('Give and Go: after a hand-off the giver may keep moving with the MA it has left', () => {
    const g = giving([3]);
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(game.ball.carrier).toBe(1);
    expect(legal(game)).toContainEqual({ type: 'step', to: sq(g, 3, 3) });
    expect(legal(game).some((a) => a.type === 'handOff')).toBe(false);
    const after = play(game, [{ type: 'step', to: sq(g, 3, 3) }, { type: 'endActivation' }]);
    expect(after.game.players[0].sq).toBe(sq(g, 3, 3));
    expect(activationOver(after.game)).toBe(true);
    expect(diceLeft(after.game)).toBe(0);
  });

  it('without it the activation ends with the hand-off', () => {
    const g = giving([3], { skills: [] });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('not once the whole MA is used', () => {
    const g = giving([3], { at: [3, 3], ma: 1 });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'step', to: sq(g, 4, 3) },
      { type: 'handOff', to: 1 },
    ]);
    expect(game.ball.carrier).toBe(1);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('not after a dropped hand-off (a turnover)', () => {
    const g = giving([2, 5]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    expect(turnedOver(events)).toBe(true);
    expect(legalActions(game)?.team).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});
