/**
 * BRAWL 2013 ([002]) the black space of Castle of Aaauuggghhh (the chasm) and Dukes of Hashut
 * (lava): pushed in, Badly Hurt; leap lines; Right Stuff landing in a wall or over the black
 * space; Casualties from exploding chests.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  legalActions,
  play,
  type ScenarioPlayer,
  sq,
} from '../src/index.ts';
import { ARENA, brawlScenario, DROPS } from './helpers/brawl.ts';
import { hasAction, ofType } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });

/** The players given, and a team 1 player out of the way (a team with nobody left has lost). */
function drops(players: ScenarioPlayer[], dice: number[], extra: object = {}): Game {
  return brawlScenario({ map: DROPS, players: [...players, { team: 1, at: [13, 4] }], dice, ...extra });
}

/** Team 0's player 0 at (8, 3) pushes team 1's player 1 at (8, 4) (block die 3) towards the lava. */
function blockTowardsLava(dice: number[], extra: object = {}): Game {
  const g = drops(
    [
      { team: 0, at: [8, 3] },
      { team: 1, at: [8, 4] },
    ],
    [3, ...dice],
    extra,
  );
  return play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]).game;
}

describe('BRAWL 2013: pushed into the black space', () => {
  it('a lava square counts as a free square for the push, beside the floor', () => {
    const game = blockTowardsLava([]);
    const d = legalActions(game)!;
    expect(d.kind).toBe('push');
    expect(d.actions).toEqual([
      { type: 'pushTo', sq: sq(game, 7, 5) },
      { type: 'pushTo', sq: sq(game, 8, 5) },
      { type: 'pushTo', sq: sq(game, 9, 5) },
    ]);
  });

  it('pushed into the lava, the player is removed from play, Badly Hurt and not recorded', () => {
    const g = blockTowardsLava([]);
    const { game, events } = play(g, [
      { type: 'pushTo', sq: sq(g, 8, 5) },
      { type: 'followUp', yes: false },
    ]);
    const p = game.players[1];
    expect(p.status).toBe('casualty');
    expect(p.sq).toBe(-1);
    expect(p.casualty).toBe('badlyHurt');
    expect(p.casualtyBy).toBe('lava');
    expect(ofType(events, 'casualty')).toEqual([
      { type: 'casualty', player: 1, roll: 0, result: 'badlyHurt', hazard: 'lava' },
    ]);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier pushed in drops the ball, which may not land in the lava: the bounce is rolled again', () => {
    // The bounce from (8, 5): D8 4 (west, lava) is rolled again: 2 (north, (8, 4)).
    const g = blockTowardsLava([4, 2], { ball: { carrier: 1 } });
    const { game } = play(g, [
      { type: 'pushTo', sq: sq(g, 8, 5) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 8, 4), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('nobody steps into lava or the chasm', () => {
    const g = drops([{ team: 0, at: [6, 4] }], []);
    const game = play(g, [move(0)]).game;
    expect(hasAction(game, { type: 'step', to: sq(g, 7, 5) })).toBe(false);
    expect(hasAction(game, { type: 'step', to: sq(g, 7, 3) })).toBe(false);
    expect(hasAction(game, { type: 'step', to: sq(g, 6, 3) })).toBe(true);
  });
});

describe('BRAWL 2013: leap lines', () => {
  it('a Leap player on a leap line may leap over the chasm onto the platform, at the round’s modifier', () => {
    const g = drops([{ team: 0, at: [6, 2], skills: ['leap'] }], [4]);
    let game = play(g, [move(0)]).game;
    expect(hasAction(game, { type: 'jump', to: sq(g, 8, 2) })).toBe(true);
    const r = play(game, [{ type: 'jump', to: sq(g, 8, 2) }]);
    game = r.game;
    expect(tests(r.events, 'jump')[0]).toMatchObject({ roll: 4, modifier: -1, ok: true });
    expect(game.players[0].sq).toBe(sq(g, 8, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('only with Leap, and only from a leap line', () => {
    const plain = play(drops([{ team: 0, at: [6, 2] }], []), [move(0)]).game;
    expect(hasAction(plain, { type: 'jump', to: sq(plain, 8, 2) })).toBe(false);
    const back = play(drops([{ team: 0, at: [8, 2], skills: ['leap'] }], []), [move(0)]).game;
    expect(hasAction(back, { type: 'jump', to: sq(back, 6, 2) })).toBe(false);
  });

  it('a failed Leap falls into the chasm: Badly Hurt, and a turnover', () => {
    const g = drops([{ team: 0, at: [6, 2], skills: ['leap'] }], [3]);
    const { game, events } = play(g, [move(0), { type: 'jump', to: sq(g, 8, 2) }]);
    expect(game.players[0].status).toBe('casualty');
    expect(game.players[0].casualtyBy).toBe('chasm');
    expect(ofType(events, 'turnover')[0]?.reason).toBe('failed jump');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Right Stuff', () => {
  const THROWER: ScenarioPlayer = { team: 0, at: [4, 2], st: 5, skills: ['throwTeamMate'] };
  const GOBLIN: ScenarioPlayer = { team: 0, at: [5, 2], st: 2, skills: ['rightStuff'] };

  function toss(dice: number[], x: number, y: number) {
    const g = drops([THROWER, GOBLIN], dice);
    return play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, x, y) },
    ]);
  }

  it('a thrown player appearing over the chasm is rescued by wizards: the Badly Hurt box', () => {
    // Quality 6; scatters from (8, 2): west (7, 2), north (7, 1), south (7, 2): the chasm.
    const { game, events } = toss([6, 4, 2, 7], 8, 2);
    expect(game.players[1].status).toBe('casualty');
    expect(game.players[1].casualtyBy).toBe('chasm');
    expect(tests(events, 'landing')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a scatter ending in a wall: moved back towards the thrower to the first valid square, prone, an injury roll', () => {
    // Scatters from (8, 1): north (the wall), north (still the wall's row), east (9, 0): a wall.
    const { game, events } = toss([6, 2, 2, 5, 3, 4], 8, 1);
    expect(game.players[1].sq).toBe(sq(game, 8, 1));
    expect(game.players[1].status).toBe('stunned');
    expect(ofType(events, 'armour')).toEqual([]);
    expect(ofType(events, 'injury')).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('the scatter passes over walls and the black space: only where it ends counts', () => {
    // Scatters from (9, 3): west (8, 3), east (9, 3), west (8, 3); the landing 4.
    const { game } = toss([6, 4, 5, 4, 4], 9, 3);
    expect(game.players[1].sq).toBe(sq(game, 8, 3));
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Casualties from exploding chests', () => {
  it('a casualty of a chest blast is Badly Hurt, with no casualty roll, and not recorded', () => {
    // The chest at (8, 2) is empty (the ball is in (7, 4)): armour 6+6, injury 6+6.
    const g = brawlScenario({
      map: ARENA,
      players: [
        { team: 0, at: [7, 2] },
        { team: 1, at: [4, 5] },
      ],
      ballChest: [7, 4],
      dice: [6, 6, 6, 6],
    });
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 8, 2) }]);
    expect(game.players[0].casualty).toBe('badlyHurt');
    expect(game.players[0].casualtyBy).toBe('chest');
    expect(ofType(events, 'casualty')).toEqual([
      { type: 'casualty', player: 0, roll: 0, result: 'badlyHurt', hazard: 'chest' },
    ]);
    expect(diceLeft(game)).toBe(0);
  });
});
