import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, legalActions, play, scenario, sq } from '../src/index.ts';

/** One room, a chest in the middle at (4,2). */
const ROOM = `
##########
#A......B#
#A..$...B#
#A......B#
##########
`;

/** Two chests: (3,2) and (8,2). */
const TWO = `
############
#A........B#
#A.$....$.B#
#A........B#
############
`;

const activeTeamOf = (g: Game) => g.turn.order[g.turn.index];
const legal = (g: Game): Action[] => legalActions(g)?.actions ?? [];
const hasAction = (g: Game, a: Action) => legal(g).some((x) => JSON.stringify(x) === JSON.stringify(a));

describe('Chests: who may open one', () => {
  it('a player who ends a Move next to an unopened chest, unmarked, may open it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [7, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(hasAction(game, { type: 'openChest', sq: sq(g, 4, 2) })).toBe(true);
  });

  it('a diagonal neighbour may open it too', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [7, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 1) },
    ]);
    expect(hasAction(game, { type: 'openChest', sq: sq(g, 4, 2) })).toBe(true);
  });

  it('not during a Blitz', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [7, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(legal(game).some((a) => a.type === 'openChest')).toBe(false);
  });

  it('not while marked by an opposition player', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 1] },
        { team: 1, at: [2, 2] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(legal(game).some((a) => a.type === 'openChest')).toBe(false);
  });

  it('a prone opponent does not mark: the chest may be opened', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 1] },
        { team: 1, at: [2, 2], status: 'prone' },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(hasAction(game, { type: 'openChest', sq: sq(g, 4, 2) })).toBe(true);
  });
});

describe('Chests: the ball', () => {
  it('the opener takes the ball and its activation ends; no turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [1, 1] },
        { team: 1, at: [7, 1] },
      ],
      ballChest: [4, 2],
      dice: [],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 3, 2), carrier: 0 });
    expect(events).toContainEqual({ type: 'chest', player: 0, sq: sq(g, 4, 2), hadBall: true });
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    // Back at the team turn: player 0 may not act again, player 1 may.
    expect(activeTeamOf(game)).toBe(0);
    expect(legal(game).some((a) => a.type === 'activate' && a.player === 0)).toBe(false);
    expect(legal(game).some((a) => a.type === 'activate' && a.player === 1)).toBe(true);
    expect(game.chests[0].open).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("with chestBallEnds 'teamTurn' finding the ball ends the team turn", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 0, at: [1, 1] },
        { team: 1, at: [7, 1] },
      ],
      ballChest: [4, 2],
      rules: { chestBallEnds: 'teamTurn' },
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    expect(game.ball.carrier).toBe(0);
    expect(activeTeamOf(game)).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('other chests may still be opened after the ball is found: they explode', () => {
    const g = scenario({
      map: TWO,
      players: [
        { team: 0, at: [2, 1] },
        { team: 0, at: [7, 1] },
        { team: 1, at: [10, 3] },
      ],
      ballChest: [3, 2],
      // armour of player 1: 1 + 1, holds
      dice: [1, 1],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'openChest', sq: sq(g, 3, 2) },
      { type: 'activate', player: 1, action: 'move' },
      { type: 'openChest', sq: sq(g, 8, 2) },
    ]);
    expect(game.ball.carrier).toBe(0);
    expect(events).toContainEqual({ type: 'chest', player: 1, sq: sq(g, 8, 2), hadBall: false });
    expect(game.players[1].status).toBe('prone');
    expect(game.chests.every((c) => c.open)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Chests: an empty chest explodes', () => {
  it('the opener and every player next to the chest are knocked down with armour rolls; a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] }, // the opener, moving to (3,2)
        { team: 0, at: [4, 1] }, // a team-mate next to the chest
        { team: 1, at: [5, 1], status: 'prone' }, // already down: an armour roll, stays prone
        { team: 1, at: [5, 3], av: 8 }, // an opponent next to the chest: armour broken, stunned
        { team: 1, at: [7, 2] }, // not adjacent: untouched
      ],
      // No ballChest: the chest is empty. Armour in order: opener 1+2, team-mate 2+2, prone
      // opponent 3+3, opponent 4+4 (breaks AV 8), its injury 1+2 (stunned).
      dice: [1, 2, 2, 2, 3, 3, 4, 4, 1, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    expect(events).toContainEqual({ type: 'chest', player: 0, sq: sq(g, 4, 2), hadBall: false });
    const armour = events.filter((e) => e.type === 'armour').map((e) => (e as { player: number }).player);
    expect(armour).toEqual([0, 1, 2, 3]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone', 'prone', 'stunned', 'standing']);
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(activeTeamOf(game)).toBe(1);
    expect(game.chests[0].open).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('an opener carrying the ball drops it: it bounces from the opener', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [7, 1] },
      ],
      ball: { carrier: 0 },
      // armour 1+1; bounce D8 4 (west) to (2,2)
      dice: [1, 1, 4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 2, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Chests on the board', () => {
  it('an unopened chest is impassable; an opened one is gone', () => {
    const g = scenario({
      map: TWO,
      players: [
        { team: 0, at: [2, 1] },
        { team: 0, at: [2, 2] },
        { team: 1, at: [10, 3] },
      ],
      ballChest: [3, 2],
      dice: [],
    });
    const before = play(g, [{ type: 'activate', player: 1, action: 'move' }]).game;
    expect(hasAction(before, { type: 'step', to: sq(g, 3, 2) })).toBe(false);
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'openChest', sq: sq(g, 3, 2) },
      { type: 'activate', player: 1, action: 'move' },
    ]);
    expect(hasAction(game, { type: 'step', to: sq(g, 3, 2) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player cannot be pushed into a chest', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [3, 2] },
      ],
      // block die 3: push
      dice: [3],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    const pushes = legal(game).filter((a) => a.type === 'pushTo');
    expect(pushes).toEqual([
      { type: 'pushTo', sq: sq(g, 4, 1) },
      { type: 'pushTo', sq: sq(g, 4, 3) },
    ]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a chest stops a bouncing ball like a wall: it ricochets', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [7, 1] },
      ],
      ball: { at: [3, 2] },
      // pick-up 1 fails; bounce D8 5 (east) into the chest; ricochet D6 3 (straight back west)
      dice: [1, 5, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(events).toContainEqual({ type: 'ball', what: 'ricochet', sq: sq(g, 2, 2) });
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 2, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a chest does not block a pass over it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 0, at: [6, 2] },
        { team: 1, at: [7, 1] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
    expect(hasAction(game, { type: 'pass', to: sq(g, 6, 2) })).toBe(true);
    expect(hasAction(game, { type: 'pass', to: sq(g, 5, 2) })).toBe(true);
    // The chest's own square is no target: the ball could not land in it.
    expect(hasAction(game, { type: 'pass', to: sq(g, 4, 2) })).toBe(false);
  });
});
