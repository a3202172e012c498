/**
 * Movement skills and traits (rules.md 2.2 and 4): Sprint, Sure Feet, Drunkard, Leap, Pogo Stick,
 * Break Tackle, Prehensile Tail and Two Heads. Scripted dice; armour is two D6.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  sameAction,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL, rolls, turnedOver } from './helpers/common.ts';

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

function tests(events: GameEvent[], kind: string) {
  return events.filter((e) => e.type === 'test' && e.test === kind) as Extract<GameEvent, { type: 'test' }>[];
}

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });

describe('Sprint, Sure Feet and Drunkard', () => {
  it('Sprint: the player may rush three times instead of two', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 3], ma: 2, skills: ['sprint'] }],
      dice: [2, 2, 2],
    });
    const { game, events } = play(g, [
      move(0),
      ...[3, 4, 5, 6, 7].map((x): Action => ({ type: 'step', to: sq(g, x, 3) })),
    ]);
    expect(rolls(events)).toEqual(['rush', 'rush', 'rush']);
    expect(game.players[0].sq).toBe(sq(g, 7, 3));
    expect(actions(game).some((a) => a.type === 'step')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('without Sprint the third rush is never offered', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 3], ma: 2 }], dice: [2, 2] });
    const { game } = play(g, [
      move(0),
      ...[3, 4, 5, 6].map((x): Action => ({ type: 'step', to: sq(g, x, 3) })),
    ]);
    expect(actions(game).some((a) => a.type === 'step')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Sure Feet: a failed rush is re-rolled once per team turn', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 3], ma: 0, skills: ['sureFeet'] }],
      // rush 1, Sure Feet re-roll 2; second rush 1 (no second Sure Feet), armour 3+4
      dice: [1, 2, 1, 3, 4],
    });
    const { game, events } = play(g, [
      move(0),
      { type: 'step', to: sq(g, 3, 3) },
      { type: 'step', to: sq(g, 4, 3) },
    ]);
    const rerolls = events.filter((e) => e.type === 'reroll');
    expect(rerolls).toEqual([{ type: 'reroll', source: 'sureFeet', player: 0 }]);
    expect(game.players[0].sq).toBe(sq(g, 4, 3));
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Drunkard: -1 to rush rolls, so a rush of 2 falls over', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 3], ma: 0, skills: ['drunkard'] }],
      dice: [2, 3, 4],
    });
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 3, 3) }]);
    expect(tests(events, 'rush')[0]).toMatchObject({ roll: 2, modifier: -1, ok: false });
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Drunkard: a rush of 3 still succeeds', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 3], ma: 0, skills: ['drunkard'] }],
      dice: [3],
    });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 3, 3) }]);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Leap and Pogo Stick', () => {
  it('Leap: the player may leap over an empty square into a square beyond it', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 3], skills: ['leap'] }], dice: [3] });
    const started = play(g, [move(0)]).game;
    expect(offers(started, { type: 'jump', to: sq(g, 4, 3) })).toBe(true);
    const { game, events } = play(started, [{ type: 'jump', to: sq(g, 4, 3) }]);
    expect(tests(events, 'jump')[0]).toMatchObject({ roll: 3, modifier: 0, ok: true });
    expect(game.players[0].sq).toBe(sq(g, 4, 3));
    // A leap costs two squares of MA and counts as the activation's one jump.
    const act = game.stack.find((f) => f.t === 'activation');
    expect(act).toMatchObject({ moved: 2, jumped: true });
    expect(actions(game).some((a) => a.type === 'jump')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('without Leap a player may only jump over a prone or stunned player', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3] },
        { team: 1, at: [2, 1] },
      ],
      dice: [],
    });
    const { game } = play(g, [move(0)]);
    expect(actions(game).some((a) => a.type === 'jump')).toBe(false);
  });

  it('Leap: never over a wall', () => {
    const map = `
#######
#A.#.B#
#A.#.B#
#A.#.B#
#######
`;
    const g = scenario({ map, players: [{ team: 0, at: [2, 2], skills: ['leap'] }], dice: [] });
    const { game } = play(g, [move(0)]);
    const jumps = actions(game).filter((a) => a.type === 'jump');
    expect(jumps).toEqual([]);
  });

  it('Leap: over a standing opponent, with the marking modifier one better (-2 becomes -1)', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ag: 3, skills: ['leap'] },
        { team: 1, at: [3, 3] },
        { team: 1, at: [5, 2] },
      ],
      // Without Leap, 4 - 2 = 2 would fail.
      dice: [4],
    });
    const { game, events } = play(g, [move(0), { type: 'jump', to: sq(g, 4, 3) }]);
    expect(tests(events, 'jump')[0]).toMatchObject({ roll: 4, modifier: -1, ok: true });
    expect(game.players[0].sq).toBe(sq(g, 4, 3));
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Leap: a -1 marking modifier stays -1 (never better than -1)', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ag: 3, skills: ['leap'] },
        { team: 1, at: [3, 3] },
      ],
      // 3 - 1 = 2 fails: falls over in the square leapt into; armour 3+4 holds.
      dice: [3, 3, 4],
    });
    const { game, events } = play(g, [move(0), { type: 'jump', to: sq(g, 4, 3) }]);
    expect(tests(events, 'jump')[0]).toMatchObject({ modifier: -1, ok: false });
    expect(game.players[0].sq).toBe(sq(g, 4, 3));
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Pogo Stick: leaps and ignores every marking modifier on the jump', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ag: 3, skills: ['pogoStick'] },
        { team: 1, at: [3, 3] },
        { team: 1, at: [5, 2] },
        { team: 1, at: [5, 4] },
      ],
      dice: [3],
    });
    const { game, events } = play(g, [move(0), { type: 'jump', to: sq(g, 4, 3) }]);
    expect(tests(events, 'jump')[0]).toMatchObject({ roll: 3, modifier: 0, ok: true });
    expect(game.players[0].sq).toBe(sq(g, 4, 3));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Break Tackle, Prehensile Tail and Two Heads', () => {
  /** A player at (3,3) marked by an opponent at (4,3). */
  const marked = (skills: string[], st: number, dice: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, st, skills },
        { team: 1, at: [4, 3] },
      ],
      dice,
    });

  it('Break Tackle: +1 to a failed dodge roll when it makes it succeed, once per activation', () => {
    // Dodge into (3,2), marked by the opponent: 3 - 1 = 2 fails, Break Tackle +1 makes 3.
    // Then a dodge to (3,1): a 2 fails and Break Tackle is spent; armour 3+4.
    const g = marked(['breakTackle'], 3, [3, 2, 3, 4]);
    const first = play(g, [move(0), { type: 'step', to: sq(g, 3, 2) }]);
    expect(first.game.players[0]).toMatchObject({ sq: sq(g, 3, 2), status: 'standing' });
    expect(first.events.filter((e) => e.type === 'skill' && e.skill === 'breakTackle')).toHaveLength(1);
    const { game, events } = play(first.game, [{ type: 'step', to: sq(g, 3, 1) }]);
    expect(events.some((e) => e.type === 'skill' && e.skill === 'breakTackle')).toBe(false);
    expect(game.players[0].sq).toBe(sq(g, 3, 1));
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('Break Tackle: +2 for a player with ST 5 or more', () => {
    // 2 - 1 = 1, +2 = 3: success.
    const g = marked(['breakTackle'], 5, [2]);
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 3, 2) }]);
    expect(events.some((e) => e.type === 'skill' && e.skill === 'breakTackle')).toBe(true);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Break Tackle: a natural 1 still fails, and the skill is not spent on it', () => {
    const g = marked(['breakTackle'], 5, [1, 3, 4]);
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 2, 3) }]);
    expect(events.some((e) => e.type === 'skill' && e.skill === 'breakTackle')).toBe(false);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('Prehensile Tail: -1 to dodge out of its tackle zone', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], skills: ['prehensileTail'] },
      ],
      // Into (2,3), not marked: 3 - 1 (tail) = 2 fails; armour 3+4.
      dice: [3, 3, 4],
    });
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 2, 3) }]);
    expect(tests(events, 'dodge')[0]).toMatchObject({ roll: 3, modifier: -1, ok: false });
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('Prehensile Tail: only one tail counts', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], skills: ['prehensileTail'] },
        { team: 1, at: [4, 4], skills: ['prehensileTail'] },
      ],
      dice: [4],
    });
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 2, 2) }]);
    expect(tests(events, 'dodge')[0]).toMatchObject({ modifier: -1, ok: true });
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Prehensile Tail: -1 to jump out of its tackle zone, on top of the marking modifier', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ag: 3 },
        { team: 1, at: [3, 3], status: 'prone' },
        { team: 1, at: [2, 2], skills: ['prehensileTail'] },
      ],
      // -1 for the marker in the square left, -1 for its tail: 4 - 2 = 2 fails; armour 3+4.
      dice: [4, 3, 4],
    });
    const { game, events } = play(g, [move(0), { type: 'jump', to: sq(g, 4, 3) }]);
    expect(tests(events, 'jump')[0]).toMatchObject({ roll: 4, modifier: -2, ok: false });
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('Two Heads: +1 to dodge tests', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['twoHeads'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [2],
    });
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 2, 3) }]);
    expect(tests(events, 'dodge')[0]).toMatchObject({ roll: 2, modifier: 1, ok: true });
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});
