/**
 * Classic Dungeonbowl ([003]): Pushing into walls, Regeneration, Opening treasure chests and
 * Throwing restrictions, with scripted dice.
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, play, sq } from '../src/index.ts';
import { classicScenario, hasAction, legal, ofType } from './helpers/classic.ts';
import { HALL, rolls, tests, turnedOver } from './helpers/common.ts';

const PUSH = 3;
const POW = 6;
const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});

describe('Classic: Pushing into walls', () => {
  // The defender at (3,1) has the wall on all three squares away from a blocker at (3,2).
  const WALL = {
    map: HALL,
    players: [
      { team: 0, at: [3, 2] as [number, number], skills: ['mightyBlow'] },
      { team: 1, at: [3, 1] as [number, number] },
    ],
  };

  it('a player pushed into a wall stays in its square; its opponent rolls unmodified armour, then injury', () => {
    // Push; armour 5+5 = 10 against AV 9 (Mighty Blow not added); injury 4+4: KO'd.
    const g = classicScenario({ ...WALL, dice: [PUSH, 5, 5, 4, 4] });
    const { game, events } = play(g, [block(0, 1)]);
    expect(ofType(events, 'armour')).toEqual([
      { type: 'armour', player: 1, roll: 10, modifier: 0, av: 9, broken: true },
    ]);
    expect(ofType(events, 'injury')).toMatchObject([{ player: 1, roll: 8, modifier: 0, result: 'ko' }]);
    expect(game.players[1].status).toBe('ko');
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('armour that holds leaves it standing in its square', () => {
    const g = classicScenario({ ...WALL, dice: [PUSH, 1, 2] });
    const { game, events } = play(g, [block(0, 1)]);
    expect(ofType(events, 'armour')).toMatchObject([{ player: 1, roll: 3, broken: false }]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 3, 1) });
    expect(turnedOver(events)).toBe(false);
  });

  it('knocked down into a wall it simply goes down in its square, with the usual armour roll', () => {
    // POW: one armour roll, with Mighty Blow as usual: 4+4 +1 = 9 breaks AV 9; injury 1+1.
    const g = classicScenario({ ...WALL, dice: [POW, 4, 4, 1, 1] });
    const { game, events } = play(g, [block(0, 1)]);
    expect(ofType(events, 'armour')).toEqual([
      { type: 'armour', player: 1, roll: 8, modifier: 1, av: 9, broken: true },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'stunned', sq: sq(g, 3, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a chain push that ends against a wall: the last player stays and rolls armour', () => {
    const g = classicScenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [3, 2] },
        { team: 1, at: [2, 1] },
        { team: 1, at: [3, 1] },
        { team: 1, at: [4, 1] },
      ],
      dice: [PUSH, 2, 2],
    });
    const { game, events } = play(g, [block(0, 1), { type: 'pushTo', sq: sq(g, 3, 1) }]);
    expect(ofType(events, 'armour')).toMatchObject([{ player: 3, roll: 4, broken: false }]);
    expect(game.players[1].sq).toBe(sq(g, 3, 2));
    expect(game.players[3].sq).toBe(sq(g, 3, 1));
  });
});

describe('Classic: Regeneration', () => {
  const REGEN = {
    map: HALL,
    players: [
      { team: 0, at: [4, 3] as [number, number] },
      { team: 1, at: [5, 3] as [number, number], skills: ['regeneration'] },
    ],
  };

  it('a successful regeneration roll puts the player in the KO box, not the reserves', () => {
    // POW; armour 6+6; injury 6+6: casualty; D16 1 (Badly Hurt); regeneration 4.
    const g = classicScenario({ ...REGEN, dice: [POW, 6, 6, 6, 6, 1, 4] });
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'ko', sq: -1 });
    expect(game.players[1].casualty).toBeUndefined();
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed one leaves it a casualty', () => {
    const g = classicScenario({ ...REGEN, dice: [POW, 6, 6, 6, 6, 1, 3] });
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1].status).toBe('casualty');
  });
});

/** One room, a chest in the middle at (4,2). */
const ROOM = `
##########
#A......B#
#A..$...B#
#A......B#
##########
`;

describe('Classic: Opening treasure chests', () => {
  it('a player cannot move onto a square with a chest', () => {
    const g = classicScenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [8, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(hasAction(game, { type: 'step', to: sq(g, 4, 2) })).toBe(false);
    expect(hasAction(game, { type: 'openChest', sq: sq(g, 4, 2) })).toBe(true);
  });

  it('opening an adjacent chest costs a square of movement; the ball replaces it and the opener may pick it up', () => {
    const g = classicScenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], ma: 2 },
        { team: 1, at: [8, 1] },
      ],
      ballChest: [4, 2],
      // Step, open (the second square), then the step onto the ball is a rush (4) and a pick-up (6).
      dice: [4, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'openChest', sq: sq(g, 4, 2) },
      { type: 'step', to: sq(g, 4, 2) },
    ]);
    expect(ofType(events, 'chest')).toEqual([{ type: 'chest', player: 0, sq: sq(g, 4, 2), hadBall: true }]);
    expect(tests(events, 'rush')).toHaveLength(1);
    expect(tests(events, 'pickUp')).toHaveLength(1);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 4, 2), carrier: 0 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('the revealed ball lies in the chest square for anyone to pick up', () => {
    const g = classicScenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ma: 1 },
        { team: 0, at: [5, 3] },
        { team: 1, at: [8, 1] },
      ],
      ballChest: [4, 2],
      dice: [6],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'openChest', sq: sq(g, 4, 2) },
      { type: 'endActivation' },
      { type: 'activate', player: 1, action: 'move' },
      { type: 'step', to: sq(g, 4, 2) },
    ]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 4, 2), carrier: 1 });
  });

  it('with no movement left a player cannot open a chest', () => {
    const g = classicScenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], ma: 1 },
        { team: 1, at: [8, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(legal(game).some((a) => a.type === 'openChest')).toBe(false);
  });

  it('opening is a free action that can be combined with a Blitz, even when marked: the block still follows', () => {
    const g = classicScenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 1] },
        { team: 1, at: [2, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 4, 2), carrier: -1 });
    expect(legal(game).some((a) => a.type === 'block')).toBe(true);
  });

  it('a trapped chest explodes: the opener and every player next to it go down with armour rolls, a turnover', () => {
    const g = classicScenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 0, at: [5, 1] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [5, 3], status: 'prone' },
        { team: 1, at: [2, 2] },
      ],
      ballChest: [8, 3],
      // Armour for the opener, then the others next to the chest in square order.
      dice: [1, 1, 1, 2, 1, 3, 1, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    expect(ofType(events, 'chest')).toEqual([{ type: 'chest', player: 0, sq: sq(g, 4, 2), hadBall: false }]);
    expect(ofType(events, 'armour').map((e) => e.player)).toEqual([0, 1, 2, 3]);
    expect(ofType(events, 'armour').every((e) => e.modifier === 0)).toBe(true);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone', 'prone', 'prone', 'standing']);
    expect(game.chests[0].open).toBe(true);
    expect(hasAction(game, { type: 'step', to: sq(g, 4, 2) })).toBe(false);
    expect(ofType(events, 'turnover')).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });
});

/** A 24-square hall; a wall pillar at (8,3). */
const GALLERY = `
############################
#A........................B#
#A........................B#
#A.......#................B#
#A........................B#
#A........................B#
############################
`;

describe('Classic: Throwing restrictions', () => {
  const passer = (skills: string[] = []) =>
    classicScenario({
      map: GALLERY,
      players: [
        { team: 0, at: [4, 1], skills },
        { team: 1, at: [25, 5] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
  const targets = (skills: string[] = []) => {
    const g = passer(skills);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
    return { g, to: legal(game).flatMap((a) => (a.type === 'pass' ? [a.to] : [])) };
  };

  it('only quick and short passes: the ceiling is too low for longer ones', () => {
    const { g, to } = targets();
    expect(to).toContain(sq(g, 10, 1));
    expect(to).not.toContain(sq(g, 11, 1));
  });

  it('players with Strong Arm can attempt long passes, but no long bomb', () => {
    const { g, to } = targets(['strongArm']);
    expect(to).toContain(sq(g, 14, 1));
    expect(to).not.toContain(sq(g, 15, 1));
  });

  it('a Strong Arm long pass is thrown at the long-pass modifier', () => {
    const g = classicScenario({
      map: GALLERY,
      players: [
        { team: 0, at: [4, 1], skills: ['strongArm'] },
        { team: 0, at: [14, 1] },
        { team: 1, at: [25, 5] },
      ],
      ball: { carrier: 0 },
      // Accuracy 6, catch 6.
      dice: [6, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'pass', to: sq(g, 14, 1) },
    ]);
    expect(tests(events, 'pass').map((t) => t.modifier)).toEqual([-2]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 14, 1), carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('the ball cannot be thrown through a wall', () => {
    const g = classicScenario({
      map: GALLERY,
      players: [
        { team: 0, at: [6, 3] },
        { team: 1, at: [25, 5] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
    expect(hasAction(game, { type: 'pass', to: sq(g, 10, 3) })).toBe(false);
    expect(hasAction(game, { type: 'pass', to: sq(g, 10, 2) })).toBe(true);
  });

  it('the ball cannot scatter into a wall: the scatter is rolled again', () => {
    // A failed pick-up (1) in the corner (2,1): bounce D8 1 (north-west, a wall), again 2
    // (north, a wall), again 8 (south-east): (3,2).
    const g = classicScenario({
      map: GALLERY,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [25, 5] },
      ],
      ball: { at: [2, 1] },
      dice: [1, 1, 2, 8],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 1) },
    ]);
    expect(rolls(events).filter((p) => p === 'scatter again')).toHaveLength(2);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 3, 2), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  // [003] has no bounce pass off a wall (a Dungeon Bowl 2021 rule): the engine still offers it
  // under classic, and the fix needs a ruleset hook outside this helper's files (see the report).
  it('no pass is thrown at a wall to bounce off it', () => {
    const g = passer();
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
    expect(legal(game).some((a) => a.type === 'wallThrow')).toBe(false);
  });
});
