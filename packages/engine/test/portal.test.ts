import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  scenario,
  sq,
} from '../src/index.ts';

/** Six portals: 1 (3,2), 2 (6,2), 3 (9,2), 4 (3,4), 5 (6,4), 6 (9,4). */
const HALL = `
##############
#A..........B#
#A.1..2..3..B#
#A..........B#
#A.4..5..6..B#
#A..........B#
##############
`;

const activeTeamOf = (g: Game) => g.turn.order[g.turn.index];
const legal = (g: Game): Action[] => legalActions(g)?.actions ?? [];
const ofType = <T extends GameEvent['type']>(events: GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

describe('Portals: stepping on one', () => {
  it('rolls a D6 and teleports the player to that portal; it costs a square of MA, then it may go on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], ma: 3 },
        { team: 1, at: [12, 5] },
      ],
      // portal D6 5; then the third square is a rush (2+): 4
      dice: [5, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 7, 4) },
      { type: 'step', to: sq(g, 8, 4) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 5, mishap: false },
    ]);
    // Square 1 the step, square 2 the teleport, square 3 the step to (7,4): the fourth is a rush.
    expect(ofType(events, 'test').map((e) => e.test)).toEqual(['rush']);
    expect(game.players[0].sq).toBe(sq(g, 8, 4));
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier takes the ball with it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [12, 5] },
      ],
      ball: { carrier: 0 },
      dice: [6],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 9, 4), carrier: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it("rolling its own portal's number is a magical mishap: removed from the game, not a turnover", () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [1, 5] },
        { team: 1, at: [12, 5] },
      ],
      ball: { carrier: 0 },
      // portal D6 1 (its own number); the ball bounces 1 square: D8 2 (north) to (3,1)
      dice: [1, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: null, mishap: true },
    ]);
    expect(game.players[0].status).toBe('lost');
    expect(game.players[0].sq).toBe(-1);
    expect(game.occ[sq(g, 3, 2)]).toBe(-1);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 3, 1), carrier: -1 });
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(activeTeamOf(game)).toBe(0);
    expect(legal(game)).toContainEqual({ type: 'activate', player: 1, action: 'move' });
    expect(diceLeft(game)).toBe(0);
  });

  it('arriving on an occupied portal sets off a chain reaction: the occupant teleports on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [6, 2] },
      ],
      // player 0: D6 2, onto player 1; player 1 teleports from portal 2: D6 6
      dice: [2, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 2, mishap: false },
      { type: 'teleport', player: 1, from: 2, to: 6, mishap: false },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(game.players[1].sq).toBe(sq(g, 9, 4));
    expect(game.occ[sq(g, 6, 2)]).toBe(0);
    expect(game.occ[sq(g, 9, 4)]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('the chain goes on while portals are occupied, and a mishap can end it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [6, 2] },
        { team: 1, at: [9, 2] },
      ],
      // 0: to 2; 1 (from 2): to 3; 2 (from 3): rolls 3, a mishap
      dice: [2, 3, 3],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.players.map((p) => p.sq)).toEqual([sq(g, 6, 2), sq(g, 9, 2), -1]);
    expect(game.players[2].status).toBe('lost');
    expect(game.occ[sq(g, 9, 2)]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player teleported a second time in one team turn suffers an injury roll, with no armour roll', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [12, 5] },
      ],
      // to portal 2; later from portal 2 to portal 3; injury 4+5 = 9: KO
      dice: [2, 3, 4, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 7, 2) },
      { type: 'step', to: sq(g, 6, 2) },
    ]);
    expect(ofType(events, 'teleport').map((e) => e.to)).toEqual([2, 3]);
    expect(ofType(events, 'armour')).toEqual([]);
    expect(ofType(events, 'injury')).toEqual([
      { type: 'injury', player: 0, roll: 9, modifier: 0, result: 'ko' },
    ]);
    expect(game.players[0].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('a chain reaction counts as a teleport for the player moved on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [5, 2] },
        { team: 1, at: [12, 5] },
      ],
      // Player 1 steps on portal 2: D6 4. Player 0 steps on portal 1: D6 4, onto player 1, who
      // teleports on (its second teleport this turn): D6 6, then its injury roll 1+2: stunned.
      dice: [4, 4, 6, 1, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 1, action: 'move' },
      { type: 'step', to: sq(g, 6, 2) },
      { type: 'endActivation' },
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'injury').map((e) => [e.player, e.result])).toEqual([[1, 'stunned']]);
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[1].sq).toBe(sq(g, 9, 4));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Portals: pushed onto one', () => {
  it('a player pushed onto a portal and knocked down makes its armour roll before it teleports', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 2] },
        { team: 1, at: [5, 2] },
      ],
      // block die 6: POW; armour 1+1 holds; then the portal D6 4
      dice: [6, 1, 1, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 2) },
      { type: 'followUp', yes: false },
    ]);
    const kinds = events.filter((e) => e.type === 'armour' || e.type === 'teleport').map((e) => e.type);
    expect(kinds).toEqual(['armour', 'teleport']);
    expect(game.players[1].sq).toBe(sq(g, 3, 4));
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a player pushed onto a portal and left standing teleports too', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 2] },
        { team: 1, at: [5, 2] },
      ],
      // block die 3: push; portal D6 5
      dice: [3, 5],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1].sq).toBe(sq(g, 6, 4));
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Portals: entering from the dugout', () => {
  const players = [
    { team: 0, at: 'reserve' as const },
    { team: 0, at: 'reserve' as const },
    { team: 0, at: [2, 3] as [number, number] },
    { team: 1, at: [12, 5] as [number, number] },
  ];

  it('a coach teleports one reserve in once per team turn; it cannot move further this turn', () => {
    const g = scenario({ map: HALL, players, turnNumber: 2, dice: [3] });
    expect(legal(g)).toContainEqual({ type: 'enterPortal', player: 0 });
    const { game, events } = play(g, [{ type: 'enterPortal', player: 0 }]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: null, to: 3, mishap: false },
    ]);
    expect(game.players[0].status).toBe('standing');
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(legal(game).some((a) => a.type === 'enterPortal')).toBe(false);
    expect(legal(game).some((a) => a.type === 'activate' && a.player === 0)).toBe(false);
    expect(legal(game)).toContainEqual({ type: 'activate', player: 2, action: 'move' });
    expect(diceLeft(game)).toBe(0);
  });

  it("not on the first team's first team turn", () => {
    const g = scenario({ map: HALL, players, turnNumber: 1, dice: [] });
    expect(legal(g).some((a) => a.type === 'enterPortal')).toBe(false);
  });

  it('the second team may on its first team turn', () => {
    const second = players.map((p) => ({ ...p, team: 1 - p.team }));
    const g = scenario({ map: HALL, players: second, active: 1, turnNumber: 2, dice: [] });
    expect(legal(g)).toContainEqual({ type: 'enterPortal', player: 0 });
  });

  it('no mishap is possible from the dugout; an occupied portal sets off a chain reaction', () => {
    const g = scenario({
      map: HALL,
      players: [...players, { team: 1, at: [3, 2] }],
      turnNumber: 2,
      // the reserve: D6 1, onto player 4; player 4 from portal 1: D6 2
      dice: [1, 2],
    });
    const { game } = play(g, [{ type: 'enterPortal', player: 0 }]);
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(game.players[4].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Portals: Portal Navigator', () => {
  it('re-rolls a destination D6 that would be a mishap', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], skills: ['portalNavigator'] },
        { team: 1, at: [12, 5] },
      ],
      dice: [1, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'skill')).toEqual([
      { type: 'skill', player: 0, skill: 'portalNavigator', detail: 'avoids a mishap' },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 3, 4));
    expect(diceLeft(game)).toBe(0);
  });

  it('keeps any other destination', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], skills: ['portalNavigator'] },
        { team: 1, at: [6, 2] },
      ],
      // 2 is an occupied portal (a chain reaction) but no mishap: the skill is not used
      dice: [2, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(ofType(events, 'skill')).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('never re-rolls a re-roll: a second mishap stands', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], skills: ['portalNavigator'] },
        { team: 1, at: [12, 5] },
      ],
      dice: [1, 1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(game.players[0].status).toBe('lost');
    expect(diceLeft(game)).toBe(0);
  });
});
