import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  type Scenario,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL as ROOM, tests, turnedOver } from './helpers/common.ts';

const armour = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'armour' }> => e.type === 'armour');

const THROWER: ScenarioPlayer = { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate'] };
const GOBLIN: ScenarioPlayer = { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] };

/** Player 0 throws player 1 (from (3, 3) and (4, 3) unless given). */
function throwing(others: ScenarioPlayer[], dice: number[], extra: Partial<Scenario> = {}): Game {
  return scenario({ map: ROOM, players: [THROWER, GOBLIN, ...others], dice, ...extra });
}

function toss(g: Game, x: number, y: number, more: Action[] = []) {
  return play(g, [
    { type: 'activate', player: 0, action: 'throwTeamMate' },
    { type: 'throwTeamMate', thrown: 1, to: sq(g, x, y) },
    ...more,
  ]);
}

describe('Throw Team-mate: who and where', () => {
  it('an adjacent standing Right Stuff team-mate of ST 3 or less may be thrown to a quick or short square', () => {
    const g = scenario({
      map: ROOM,
      players: [
        THROWER,
        GOBLIN,
        { team: 0, at: [2, 3], st: 4, skills: ['rightStuff'] },
        { team: 0, at: [3, 2], st: 2 },
        { team: 0, at: [3, 4], st: 2, skills: ['rightStuff'], status: 'prone' },
        { team: 1, at: [2, 2], st: 2, skills: ['rightStuff'] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'throwTeamMate' }]);
    const throws = (legalActions(game)?.actions ?? []).flatMap((a) =>
      a.type === 'throwTeamMate' ? [a] : [],
    );
    expect(new Set(throws.map((a) => a.thrown))).toEqual(new Set([1]));
    expect(throws.some((a) => a.to === sq(g, 9, 3))).toBe(true);
    expect(throws.some((a) => a.to === sq(g, 10, 3))).toBe(false);
  });

  it('a thrower below ST 5 (an Ogre after a dislocated shoulder) may not throw a team-mate', () => {
    const g = scenario({ map: ROOM, players: [{ ...THROWER, st: 4 }, GOBLIN], dice: [] });
    const declared = (legalActions(g)?.actions ?? []).some(
      (a) => a.type === 'activate' && a.action === 'throwTeamMate',
    );
    expect(declared).toBe(false);
  });
});

describe('Throw Team-mate: quality and landing', () => {
  it('a superb throw scatters three times from the target; the landing test has no quality modifier', () => {
    // quality 4 (quick): superb. Scatter E, W, S from (6, 3) to (6, 4); landing 3.
    const g = throwing([], [4, 5, 4, 7, 3]);
    const { game, events } = toss(g, 6, 3);
    expect(tests(events, 'landing')[0]).toMatchObject({ player: 1, modifier: 0, ok: true });
    expect(game.players[1]).toMatchObject({ sq: sq(g, 6, 4), status: 'standing', activated: false });
    expect(turnedOver(events)).toBe(false);
    // The thrown player may still be activated; no pass may follow the throw this turn.
    const next = legalActions(game);
    expect(next?.actions.some((a) => a.type === 'activate' && a.player === 1)).toBe(true);
    expect(next?.actions.some((a) => a.type === 'activate' && a.action === 'pass')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a subpar throw lands at -1, and -1 per player marking the landing square', () => {
    // quality 3 fails (3 > 1): subpar. Scatter to (6, 4), marked by player 2: landing 5 - 2.
    const g = throwing([{ team: 1, at: [7, 5] }], [3, 5, 4, 7, 5]);
    const { game, events } = toss(g, 6, 3);
    expect(tests(events, 'landing')[0]).toMatchObject({ modifier: -2, ok: true });
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('a terrible throw (modified 1 or less) deviates D8 + D6 from the thrower and lands at -2', () => {
    // short (-1): roll 2 -> 1. Deviate 5 = East, 3 squares from (3, 3): (6, 3). Landing 5 - 2.
    const g = throwing([], [2, 5, 3, 5]);
    const { game, events } = toss(g, 8, 3);
    expect(tests(events, 'throwTeamMate')[0]).toMatchObject({ roll: 2, modifier: -1, ok: false });
    expect(tests(events, 'landing')[0]).toMatchObject({ modifier: -2, ok: true });
    expect(game.players[1].sq).toBe(sq(g, 6, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it("with landingModifiers 'summary' a superb throw lands at +1 and a terrible one at -1", () => {
    const superb = toss(throwing([], [4, 5, 4, 7, 2], { rules: { landingModifiers: 'summary' } }), 6, 3);
    expect(tests(superb.events, 'landing')[0]).toMatchObject({ modifier: 1, ok: true });
    const terrible = toss(throwing([], [2, 5, 3, 4], { rules: { landingModifiers: 'summary' } }), 8, 3);
    expect(tests(terrible.events, 'landing')[0]).toMatchObject({ modifier: -1, ok: true });
    expect(diceLeft(terrible.game)).toBe(0);
  });

  it('a natural 1 fumbles: the thrown player bounces from the thrower, lands at -1, and it is a turnover', () => {
    const g = throwing([], [1, 2, 4]);
    const { game, events } = toss(g, 6, 3);
    expect(tests(events, 'landing')[0]).toMatchObject({ modifier: -1, ok: true });
    expect(game.players[1]).toMatchObject({ sq: sq(g, 3, 2), status: 'standing' });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("a thrower with PA '-' always fumbles, without a roll", () => {
    const g = scenario({ map: ROOM, players: [{ ...THROWER, pa: null }, GOBLIN], dice: [2, 4] });
    const { game, events } = toss(g, 6, 3);
    expect(tests(events, 'throwTeamMate')).toHaveLength(0);
    expect(game.players[1].sq).toBe(sq(g, 3, 2));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed landing falls over (armour roll) but without the ball is no turnover', () => {
    const g = throwing([], [4, 5, 4, 7, 2, 3, 4]);
    const { game, events } = toss(g, 6, 3);
    expect(game.players[1].status).toBe('prone');
    expect(armour(events)).toHaveLength(1);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Throw Team-mate: crash landings', () => {
  it('scattering into a wall is a crash landing: bounce, then fall over with +1 to the armour roll', () => {
    // target (4, 1); scatter 2 = North into the wall stops the flight there. Bounce 7 = South to
    // (4, 2); armour 3 + 4 + 1.
    const g = throwing([], [4, 2, 7, 3, 4]);
    const { game, events } = toss(g, 4, 1);
    expect(tests(events, 'landing')).toHaveLength(0);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 4, 2), status: 'prone' });
    expect(armour(events)[0]).toMatchObject({ player: 1, roll: 7, modifier: 1 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('landing on a player knocks that player down; the thrown player bounces on and falls over', () => {
    // target (6, 2); scatter S, E, W ends on player 2 at (6, 3): armour 3 + 3; bounce 8 = SE to
    // (7, 4); the thrown player falls: armour 2 + 2.
    const g = throwing([{ team: 1, at: [6, 3] }], [4, 7, 5, 4, 3, 3, 8, 2, 2]);
    const { game, events } = toss(g, 6, 2);
    expect(game.players[2].status).toBe('prone');
    expect(game.players[1]).toMatchObject({ sq: sq(g, 7, 4), status: 'prone' });
    expect(armour(events).map((e) => e.player)).toEqual([2, 1]);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player landed on gets an armour roll even if already prone', () => {
    const g = throwing([{ team: 1, at: [6, 3], status: 'prone' }], [4, 7, 5, 4, 3, 3, 8, 2, 2]);
    const { events } = toss(g, 6, 2);
    expect(armour(events).map((e) => e.player)).toEqual([2, 1]);
  });

  it('a thrown player who had lost its tackle zone crash-lands', () => {
    const g = throwing([], [4, 5, 4, 7, 5, 2, 2]);
    g.players[1].lostTackleZone = true;
    const { game, events } = toss(g, 6, 3);
    expect(tests(events, 'landing')).toHaveLength(0);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 7, 4), status: 'prone' });
    expect(armour(events)[0]).toMatchObject({ modifier: 0 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Throw Team-mate and the ball', () => {
  it('a thrown ball carrier who fails to land is a turnover and the ball bounces', () => {
    // landing 1 fails; armour 2 + 2; the ball bounces 5 = East to (7, 4)
    const g = throwing([], [4, 5, 4, 7, 1, 2, 2, 5], { ball: { carrier: 1 } });
    const { game, events } = toss(g, 6, 3);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 7, 4), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a thrown ball carrier landing safely in the opposing end zone scores', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { ...THROWER, at: [7, 3] },
        { ...GOBLIN, at: [8, 3] },
      ],
      ball: { carrier: 1 },
      dice: [4, 7, 4, 5, 3],
    });
    const { game } = toss(g, 10, 2);
    expect(game.players[1].sq).toBe(sq(g, 10, 3));
    expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a thrown player landing safely on the ball must try to pick it up', () => {
    const g = throwing([], [4, 5, 4, 7, 3, 4], { ball: { at: [6, 4] } });
    const { game, events } = toss(g, 6, 3);
    expect(tests(events, 'pickUp')[0]).toMatchObject({ player: 1, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});
