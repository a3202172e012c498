/**
 * BRAWL 2013 ([002]) Reserves, Chests, Walls and Fouls, with scripted dice.
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, legalActions, play, sq } from '../src/index.ts';
import { ARENA, brawlScenario } from './helpers/brawl.ts';
import { hasAction, legal, ofType } from './helpers/classic.ts';
import { turnedOver } from './helpers/common.ts';

const PUSH = 3;
const POW = 6;
const activate = (player: number, action: 'move' | 'block' | 'blitz' | 'foul', target?: number): Action =>
  target === undefined ? { type: 'activate', player, action } : { type: 'activate', player, action, target };

describe('BRAWL 2013: Reserves', () => {
  const RESERVES = {
    map: ARENA,
    players: [
      { team: 0, at: [6, 3] as [number, number] },
      { team: 0, at: 'reserve' as const },
      { team: 1, at: [9, 5] as [number, number] },
    ],
    turnsTaken: [1, 1],
  };

  it('from the second turn, one reserve enters on an entrance square of its side, then acts at once', () => {
    const g = brawlScenario(RESERVES);
    const entries = legal(g).filter((a) => a.type === 'enterReserve');
    // The A squares, x 2 and 3 on five rows: where team 0 set up.
    expect(entries.map((a) => (a.type === 'enterReserve' ? a.sq % g.width : -1)).sort()).toEqual([
      2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
    ]);
    expect(hasAction(g, { type: 'enterPortal', player: 1 })).toBe(true);
    const { game } = play(g, [{ type: 'enterReserve', player: 1, sq: sq(g, 3, 2) }]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 3, 2) });
    const d = legalActions(game)!;
    expect(d.context).toEqual({ turn: game.turn.number, entering: 1 });
    expect(
      new Set(d.actions.map((a) => (a.type === 'activate' ? `${a.player}:${a.action}` : a.type))),
    ).toEqual(
      // A Foul too, had anybody been down to foul.
      new Set(['1:move', '1:blitz', '1:pass']),
    );
  });

  it('not on a team turn before its second, and not once a player has acted', () => {
    expect(
      legal(brawlScenario({ ...RESERVES, turnsTaken: [0, 1] })).some((a) => a.type === 'enterReserve'),
    ).toBe(false);
    const g = brawlScenario(RESERVES);
    const { game } = play(g, [activate(0, 'move')]);
    const after = play(game, [{ type: 'endActivation' }]).game;
    expect(legal(after).some((a) => a.type === 'enterReserve' || a.type === 'enterPortal')).toBe(false);
  });

  it('or it enters through a random teleporter: a D6 for the pad, and the scatter off it', () => {
    // Pad 2 at (5,5); the D8 5 scatters it east, to (6,5).
    const g = brawlScenario({ ...RESERVES, dice: [2, 5] });
    const { game, events } = play(g, [{ type: 'enterPortal', player: 1 }]);
    expect(ofType(events, 'teleport')).toMatchObject([{ player: 1, from: null, to: 2 }]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 6, 5) });
    expect(legalActions(game)?.context).toMatchObject({ entering: 1 });
  });

  const KO = {
    map: ARENA,
    players: [
      { team: 0, at: [6, 3] as [number, number] },
      { team: 0, at: 'ko' as const },
      { team: 0, at: 'ko' as const },
      { team: 1, at: [9, 5] as [number, number] },
    ],
    turnsTaken: [1, 1],
  };

  it('KO rush: with nobody in reserve, each KO d player may try once; on 1-5 it stays, and another may try', () => {
    const g = brawlScenario({ ...KO, dice: [5] });
    expect(legal(g).filter((a) => a.type === 'koRush')).toEqual([
      { type: 'koRush', player: 1 },
      { type: 'koRush', player: 2 },
    ]);
    const { game, events } = play(g, [{ type: 'koRush', player: 1 }]);
    expect(ofType(events, 'koRush')).toEqual([{ type: 'koRush', player: 1, roll: 5, back: false }]);
    expect(game.players[1].status).toBe('ko');
    expect(legal(game).filter((a) => a.type === 'koRush')).toEqual([{ type: 'koRush', player: 2 }]);
  });

  it('KO rush: a 6 brings it in through a random teleporter, to act at once; only one enters a turn', () => {
    // Pad 1 at (5,2); the D8 5 scatters it east, to (6,2).
    const g = brawlScenario({ ...KO, dice: [6, 1, 5] });
    const { game } = play(g, [{ type: 'koRush', player: 2 }]);
    expect(game.players[2]).toMatchObject({ status: 'standing', sq: sq(g, 6, 2) });
    expect(legalActions(game)?.context).toMatchObject({ entering: 2 });
    expect(legal(game).some((a) => a.type === 'koRush')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('not on the first turn of a set-up after a touchdown: both teams "start again"', () => {
    const atDriveStart = (turns: number) => {
      const g = brawlScenario({ ...RESERVES, turnsTaken: [3, 3] });
      g.teams[0].turnsAtDriveStart = turns;
      return g;
    };
    expect(legal(atDriveStart(3)).some((a) => a.type === 'enterReserve' || a.type === 'enterPortal')).toBe(
      false,
    );
    expect(legal(atDriveStart(2)).some((a) => a.type === 'enterReserve')).toBe(true);
  });

  it('a Secret Weapon Knocked out is sent off as it reaches the dugout', () => {
    // POW against the wall (as by Mighty Blow): armour 5+5 breaks AV 9, so the +1 goes to the
    // injury: 4+4+1, KO'd; then sent off.
    const g = brawlScenario({
      map: ARENA,
      players: [
        { team: 0, at: [6, 2] },
        { team: 1, at: [6, 1], skills: ['secretWeapon'] },
        { team: 1, at: [9, 5] },
      ],
      dice: [6, 5, 5, 4, 4],
    });
    const { game, events } = play(g, [activate(0, 'block', 1)]);
    expect(game.players[1].status).toBe('sentOff');
    expect(ofType(events, 'sentOff')).toEqual([{ type: 'sentOff', player: 1 }]);
  });

  it('a Secret Weapon in the KO box may not rush back: it was returned to the dugout', () => {
    const g = brawlScenario({
      ...KO,
      players: [KO.players[0], { team: 0, at: 'ko' as const, skills: ['secretWeapon'] }, KO.players[3]],
    });
    expect(legal(g).some((a) => a.type === 'koRush')).toBe(false);
  });
});

describe('BRAWL 2013: Chests', () => {
  const CHEST = {
    map: ARENA,
    players: [
      { team: 0, at: [7, 2] as [number, number] },
      { team: 1, at: [9, 3] as [number, number] },
      { team: 0, at: [9, 1] as [number, number] },
    ],
  };

  it('a chest opens when a player enters its square: the ball, which it must pick up', () => {
    // Pick-up 4+ (AG 3, the opponent at (9,3) marks (8,2): -1): a 5.
    const g = brawlScenario({ ...CHEST, ballChest: [8, 2], dice: [5] });
    expect(hasAction(play(g, [activate(0, 'move')]).game, { type: 'step', to: sq(g, 8, 2) })).toBe(true);
    const { game, events } = play(g, [activate(0, 'move'), { type: 'step', to: sq(g, 8, 2) }]);
    expect(ofType(events, 'chest')).toMatchObject([{ player: 0, sq: sq(g, 8, 2), hadBall: true }]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 8, 2), carrier: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it('failing that pick-up is a turnover, and the ball bounces', () => {
    const g = brawlScenario({ ...CHEST, ballChest: [8, 2], dice: [2, 4] });
    const { game, events } = play(g, [activate(0, 'move'), { type: 'step', to: sq(g, 8, 2) }]);
    expect(turnedOver(events)).toBe(true);
    expect(game.ball.state).toBe('ground');
    // The bounce: D8 4, west, into the square the player came from.
    expect(game.ball.sq).toBe(sq(g, 7, 2));
  });

  it('an exploding chest knocks the opener prone with an armour roll (a turnover), and each adjacent player over on a 4+', () => {
    // Ball elsewhere: the chest explodes. Opener armour 1+1; (9,1) rolls 4: over, armour 1+2;
    // (9,3) rolls 3: stays up.
    const g = brawlScenario({ ...CHEST, ballChest: [7, 4], dice: [1, 1, 4, 1, 2, 3] });
    const { game, events } = play(g, [activate(0, 'move'), { type: 'step', to: sq(g, 8, 2) }]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'standing', 'prone']);
    expect(ofType(events, 'armour').map((e) => e.player)).toEqual([0, 2]);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('pushed onto the ball s chest, a player does not pick it up: the ball bounces', () => {
    // Team 0 at (8,4) pushes team 1's (8,3) north onto the chest at (8,2).
    const g = brawlScenario({
      map: ARENA,
      players: [
        { team: 0, at: [8, 4] as [number, number] },
        { team: 1, at: [8, 3] as [number, number] },
      ],
      ballChest: [8, 2],
      // Push; the push square (8,2) is chosen from three; no follow-up; the ball bounces: D8 1,
      // north-west, to (7,1).
      dice: [PUSH, 1],
    });
    const pushed = play(g, [activate(0, 'block', 1), { type: 'pushTo', sq: sq(g, 8, 2) }]).game;
    // "A player pushing an opposing player on to a chest must decide to follow up before the
    // chest is opened": asked now, the chest still shut.
    expect(legalActions(pushed)?.kind).toBe('followUp');
    expect(pushed.chests.find((c) => c.sq === sq(g, 8, 2))?.open).toBe(false);
    const { game, events } = play(pushed, [{ type: 'followUp', yes: false }]);
    expect(ofType(events, 'chest')).toMatchObject([{ player: 1, hadBall: true }]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 7, 1), carrier: -1 });
    expect(game.players[1].sq).toBe(sq(g, 8, 2));
  });

  it('the D6 method: each chest rolls as it opens, a 6 the ball', () => {
    const g = brawlScenario({ ...CHEST, rules: { chestMethod: 'd6' }, dice: [6, 5] });
    const { game } = play(g, [activate(0, 'move'), { type: 'step', to: sq(g, 8, 2) }]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 8, 2), carrier: 0 });
  });

  it('the D6 method: the last chest always holds the ball', () => {
    const g = brawlScenario({ ...CHEST, rules: { chestMethod: 'd6' }, dice: [5] });
    g.chests[1].open = true;
    const { game } = play(g, [activate(0, 'move'), { type: 'step', to: sq(g, 8, 2) }]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 8, 2), carrier: 0 });
  });
});

describe('BRAWL 2013: Walls', () => {
  // The defender at (5,1) has the wall on the three squares away from a blocker at (5,2).
  const WALL = (skills: string[] = []) => ({
    map: ARENA,
    players: [
      { team: 0, at: [5, 2] as [number, number], skills },
      { team: 1, at: [5, 1] as [number, number] },
    ],
  });

  it('a Push straight into a wall: an armour roll; not broken, it stays standing', () => {
    const g = brawlScenario({ ...WALL(), dice: [PUSH, 3, 4] });
    const { game, events } = play(g, [activate(0, 'block', 1)]);
    expect(ofType(events, 'armour')).toMatchObject([{ player: 1, roll: 7, broken: false }]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 5, 1) });
    expect(turnedOver(events)).toBe(false);
  });

  it('broken, the injury roll follows', () => {
    const g = brawlScenario({ ...WALL(), dice: [PUSH, 5, 5, 4, 5] });
    const { game } = play(g, [activate(0, 'block', 1)]);
    expect(game.players[1].status).toBe('ko');
  });

  it('Defender Down into a wall: as if the blocker had Mighty Blow', () => {
    // POW: armour 4+4 = 8 +1 breaks AV 9; injury 3+4 = 7: stunned.
    const g = brawlScenario({ ...WALL(), dice: [POW, 4, 4, 3, 4] });
    const { game, events } = play(g, [activate(0, 'block', 1)]);
    expect(ofType(events, 'armour')).toMatchObject([{ player: 1, roll: 8, modifier: 1, broken: true }]);
    expect(game.players[1].status).toBe('stunned');
  });

  it('a blocker with Mighty Blow adds it to both the armour and the injury rolls', () => {
    const g = brawlScenario({ ...WALL(['mightyBlow']), dice: [POW, 4, 4, 4, 4] });
    const { game, events } = play(g, [activate(0, 'block', 1)]);
    expect(ofType(events, 'armour')).toMatchObject([{ roll: 8, modifier: 1, broken: true }]);
    expect(ofType(events, 'injury')).toMatchObject([{ roll: 8, modifier: 1, result: 'ko' }]);
    expect(game.players[1].status).toBe('ko');
  });
});

describe('BRAWL 2013: Corners', () => {
  it('a player may assist around a corner, even diagonally between two wall squares', () => {
    // The assister at (2,2) touches the target at (3,3) only across the corner of walls at (3,2)
    // and (2,3): under [004] no assist; [002]: "assist ... around corners". Two dice: Push, POW.
    const CORNER = `
#######
#aAbB.#
#..#..#
#.#...#
#.....#
#######
`;
    const g = brawlScenario({
      map: CORNER,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [3, 3] },
        { team: 0, at: [2, 2] },
      ],
      dice: [PUSH, POW],
    });
    const { events } = play(g, [activate(0, 'block', 1)]);
    expect(ofType(events, 'blockDice')[0]).toMatchObject({ faces: ['push', 'pow'] });
  });
});

describe('BRAWL 2013: Fouls', () => {
  const FOUL = {
    map: ARENA,
    players: [
      { team: 0, at: [5, 2] as [number, number] },
      { team: 1, at: [6, 2] as [number, number], status: 'prone' as const },
    ],
  };

  it('a double on the armour roll sends nobody off', () => {
    const g = brawlScenario({ ...FOUL, dice: [3, 3] });
    const { game, events } = play(g, [activate(0, 'foul', 1), { type: 'foul' }]);
    expect(ofType(events, 'sentOff')).toEqual([]);
    expect(game.players[0].status).toBe('standing');
  });

  it('a double on the injury roll sends the fouler off', () => {
    // Armour 5+6 breaks AV 9; injury 2+2: stunned, and a double. Arguing the call is BB2020's.
    const g = brawlScenario({ ...FOUL, dice: [5, 6, 2, 2] });
    const { events } = play(g, [activate(0, 'foul', 1), { type: 'foul' }, { type: 'argueCall', yes: false }]);
    expect(ofType(events, 'sentOff')).toEqual([{ type: 'sentOff', player: 0 }]);
  });
});

describe('BRAWL 2013: a loose ball on a chest square', () => {
  it('a player stepping onto it opens the chest first: blown over, it leaves the ball to bounce', () => {
    // The ball lies on the empty chest at (8,2). The step opens the chest: the blast knocks the
    // player down (armour 1+1), then the ball bounces from under it: D8 5, east, to (9,2).
    const g = brawlScenario({
      map: ARENA,
      players: [
        { team: 0, at: [7, 2] },
        { team: 1, at: [11, 5] },
      ],
      ball: { at: [8, 2] },
      dice: [1, 1, 5],
    });
    const { game, events } = play(g, [activate(0, 'move'), { type: 'step', to: sq(g, 8, 2) }]);
    expect(ofType(events, 'chest')).toMatchObject([{ player: 0, hadBall: false }]);
    expect(game.players[0].status).toBe('prone');
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 9, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Reserves and a loose ball', () => {
  it('no reserve is placed on an entrance square where the ball lies', () => {
    const g = brawlScenario({
      map: ARENA,
      players: [
        { team: 0, at: [6, 3] },
        { team: 0, at: 'reserve' },
        { team: 1, at: [9, 5] },
      ],
      ball: { at: [3, 2] },
      turnsTaken: [1, 1],
    });
    const squares = legal(g).flatMap((a) => (a.type === 'enterReserve' ? [a.sq] : []));
    expect(squares).toHaveLength(9);
    expect(squares).not.toContain(sq(g, 3, 2));
  });
});
