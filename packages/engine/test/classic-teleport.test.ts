/**
 * Classic Dungeonbowl ([003]): Teleporting, Dug-out teleporters and Injured players (the magic
 * sponge), with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { diceLeft, play, sq } from '../src/index.ts';
import { classicScenario, hasAction, legal, ofType, PADS } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';

describe('Classic: Teleporting', () => {
  it('moving onto a pad rolls a D6 and teleports the player to that pad; a square of movement, then on', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2], ma: 3 },
        { team: 1, at: [12, 5] },
      ],
      // Pad D6 5; the fourth square (the recovery square counted) is a rush: 4.
      dice: [5, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 7, 4) },
      { type: 'step', to: sq(g, 8, 4) },
    ]);
    expect(ofType(events, 'roll')[0]).toMatchObject({ die: 6, value: 5, purpose: 'portal' });
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 5, mishap: false },
    ]);
    expect(tests(events, 'rush')).toHaveLength(1);
    expect(game.players[0].sq).toBe(sq(g, 8, 4));
    expect(diceLeft(game)).toBe(0);
  });

  it('with no movement left the recovery square costs nothing: both rushes remain', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2], ma: 1 },
        { team: 1, at: [12, 5] },
      ],
      dice: [5, 4, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 7, 4) },
      { type: 'step', to: sq(g, 8, 4) },
    ]);
    expect(tests(events, 'rush')).toHaveLength(2);
    expect(game.players[0].sq).toBe(sq(g, 8, 4));
    expect(legal(game).some((a) => a.type === 'step')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a second teleport in the same turn is an injury roll, without an armour roll', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [12, 5] },
      ],
      // Pad 5; then onto pad 6: pad 2; injury 3+5 = 8: KO'd.
      dice: [5, 2, 3, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 7, 4) },
      { type: 'step', to: sq(g, 8, 4) },
      { type: 'step', to: sq(g, 9, 4) },
    ]);
    expect(ofType(events, 'teleport').map((e) => e.to)).toEqual([5, 2]);
    expect(ofType(events, 'armour')).toEqual([]);
    expect(ofType(events, 'injury')).toEqual([
      { type: 'injury', player: 0, roll: 8, modifier: 0, result: 'ko' },
    ]);
    expect(game.players[0].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('a teleport in a new turn is a first teleport again', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [12, 5] },
      ],
      dice: [5, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 7, 4) },
      { type: 'endActivation' },
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 6, 4) },
    ]);
    expect(ofType(events, 'teleport').map((e) => e.to)).toEqual([5, 2]);
    expect(ofType(events, 'injury')).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
  });

  it('arriving on an occupied pad teleports the player there away in a chain reaction', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [6, 4] },
      ],
      // Pad 5 (occupied); the victim rolls 3.
      dice: [5, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 5, mishap: false },
      { type: 'teleport', player: 1, from: 5, to: 3, mishap: false },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 6, 4));
    expect(game.players[1].sq).toBe(sq(g, 9, 2));
    expect(hasAction(game, { type: 'step', to: sq(g, 7, 4) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a chain reaction onto another occupied pad goes on', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [6, 4] },
        { team: 1, at: [9, 2] },
      ],
      dice: [5, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [0, 1, 5],
      [1, 5, 3],
      [2, 3, 4],
    ]);
    expect(game.players[2].sq).toBe(sq(g, 3, 4));
  });

  it('a chain-reaction victim already teleported this turn suffers the injury roll', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [5, 5] },
        { team: 1, at: [12, 5] },
      ],
      // Player 1 onto pad 5 (roll 2: pad 2 at (6,2))... then player 0 onto pad 1 rolls 2:
      // player 1 is teleported again (roll 6) and takes the injury roll 1+2: stunned.
      dice: [2, 2, 6, 1, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 1, action: 'move' },
      { type: 'step', to: sq(g, 6, 4) },
      { type: 'endActivation' },
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.to])).toEqual([
      [1, 2],
      [0, 2],
      [1, 6],
    ]);
    expect(ofType(events, 'injury')).toEqual([
      { type: 'injury', player: 1, roll: 3, modifier: 0, result: 'stunned' },
    ]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 9, 4), status: 'stunned' });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it("rolling the pad's own number is lost in space: to the KO box, no turnover without the ball", () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [2, 4] },
        { team: 1, at: [12, 5] },
      ],
      dice: [1],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: null, mishap: true },
    ]);
    expect(game.players[0]).toMatchObject({ status: 'ko', sq: -1 });
    expect(turnedOver(events)).toBe(false);
    expect(hasAction(game, { type: 'activate', player: 1, action: 'move' })).toBe(true);
  });

  it('a carried ball is not lost in space: it drops and scatters from the pad, a turnover', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [12, 5] },
      ],
      ball: { carrier: 0 },
      // Lost in space (1); the ball bounces D8 5: east, to (4,2).
      dice: [1, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.players[0].status).toBe('ko');
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 4, 2), carrier: -1 });
    expect(ofType(events, 'turnover').map((e) => e.reason)).toEqual(['ball dropped: lost in space']);
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier takes the ball along, and scores on a pad in the opposing end zone', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [5, 5] },
      ],
      ball: { carrier: 0 },
      dice: [3],
    });
    // A pad in an end zone (a map square is either, so the test moves pad 3 into B's column).
    g.portals[2].sq = sq(g, 12, 3);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 12, 3), carrier: 0 });
    expect(ofType(events, 'touchdown')).toEqual([{ type: 'touchdown', player: 0, team: 0 }]);
    expect(game.result).toEqual({ winner: 0, reason: 'touchdown' });
  });

  it('an opposing ball carrier lost in space in a chain reaction drops the ball: no turnover for the mover', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [6, 4] },
      ],
      ball: { carrier: 1 },
      // Pad 5 (occupied): the carrier rolls 5, its own pad: lost; the ball bounces D8 7 (south).
      dice: [5, 5, 7],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.players[1].status).toBe('ko');
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 5), carrier: -1 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('being pushed onto a pad is not moving onto it: no teleport', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [4, 3], st: 4 },
        { team: 1, at: [5, 3] },
      ],
      // Two block dice (ST 4 against 3): Push and Push; the blocker pushes onto (6,4), pad 5.
      dice: [3, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 4) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1].sq).toBe(sq(g, 6, 4));
    expect(ofType(events, 'teleport')).toEqual([]);
  });
});

describe('Classic: Dug-out teleporters', () => {
  const RESERVES = {
    map: PADS,
    players: [
      { team: 0, at: [2, 1] as [number, number] },
      { team: 0, at: 'reserve' as const },
      { team: 0, at: 'reserve' as const },
      { team: 0, at: 'ko' as const },
      { team: 1, at: [12, 5] as [number, number] },
    ],
  };

  it('at the start of a turn one player comes from the reserves to a pad rolled with a D6, and may act', () => {
    const g = classicScenario({ ...RESERVES, dice: [4] });
    const { game, events } = play(g, [{ type: 'enterPortal', player: 1 }]);
    expect(ofType(events, 'roll')).toMatchObject([{ die: 6, value: 4, purpose: 'portal' }]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 3, 4) });
    // One a turn, and not the sponge as well.
    expect(legal(game).some((a) => a.type === 'enterPortal' || a.type === 'sponge')).toBe(false);
    expect(hasAction(game, { type: 'activate', player: 1, action: 'move' })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player arriving on an occupied pad sets off a chain reaction', () => {
    const g = classicScenario({
      ...RESERVES,
      players: [...RESERVES.players, { team: 1, at: [3, 4] }],
      dice: [4, 6],
    });
    const { game, events } = play(g, [{ type: 'enterPortal', player: 1 }]);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [1, null, 4],
      [5, 4, 6],
    ]);
    expect(game.players[5].sq).toBe(sq(g, 9, 4));
  });

  it('only at the start of the turn: not once a player has been activated', () => {
    const g = classicScenario({ ...RESERVES, dice: [] });
    expect(hasAction(g, { type: 'enterPortal', player: 1 })).toBe(true);
    expect(hasAction(g, { type: 'sponge', player: 3 })).toBe(true);
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 2) },
      { type: 'endActivation' },
    ]);
    expect(legal(game).some((a) => a.type === 'enterPortal' || a.type === 'sponge')).toBe(false);
  });

  it('the dug-out teleporter counts as a teleport: moving onto a pad the same turn is an injury roll', () => {
    // Arrives on pad 4 (3,4); then onto pad 5 (6,4) rolls 1: pad 1; injury 1+1: stunned.
    const g = classicScenario({ ...RESERVES, dice: [4, 1, 1, 1] });
    const { game, events } = play(g, [
      { type: 'enterPortal', player: 1 },
      { type: 'activate', player: 1, action: 'move' },
      { type: 'step', to: sq(g, 4, 4) },
      { type: 'step', to: sq(g, 5, 4) },
      { type: 'step', to: sq(g, 6, 4) },
    ]);
    expect(ofType(events, 'injury')).toEqual([
      { type: 'injury', player: 1, roll: 2, modifier: 0, result: 'stunned' },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'stunned', sq: sq(g, 3, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('again at the start of every turn, the first included', () => {
    const g = classicScenario({ ...RESERVES, turnNumber: 1, dice: [4, 5] });
    const { game } = play(g, [
      { type: 'enterPortal', player: 1 },
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'enterPortal', player: 2 },
    ]);
    expect(game.players[2]).toMatchObject({ status: 'standing', sq: sq(g, 6, 4) });
  });
});

describe('Classic: Injured players (the magic sponge)', () => {
  const BOXES = {
    map: PADS,
    players: [
      { team: 0, at: [2, 1] as [number, number] },
      { team: 0, at: 'reserve' as const },
      { team: 0, at: 'ko' as const },
      { team: 0, at: 'ko' as const },
      { team: 1, at: [12, 5] as [number, number] },
    ],
  };

  it('instead of the dug-out teleport, a KO’d player is moved to the reserves', () => {
    const g = classicScenario({ ...BOXES, dice: [] });
    const { game, events } = play(g, [{ type: 'sponge', player: 2 }]);
    expect(ofType(events, 'sponge')).toEqual([{ type: 'sponge', player: 2 }]);
    expect(game.players[2].status).toBe('reserve');
    // Not both, and once a turn.
    expect(legal(game).some((a) => a.type === 'enterPortal' || a.type === 'sponge')).toBe(false);
  });

  it('it has no effect on seriously injured or dead players: they are never offered', () => {
    const g = classicScenario({ ...BOXES, dice: [] });
    g.players[3].status = 'casualty';
    g.players[3].casualty = 'dead';
    expect(legal(g).filter((a) => a.type === 'sponge')).toEqual([{ type: 'sponge', player: 2 }]);
  });
});
