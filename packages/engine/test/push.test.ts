/**
 * Pushed back ([004] Pushed back, Portals, Touchdown): the three squares away from the blocker,
 * chain pushes, walls, Sidestep, the ball, the follow-up, portals and touchdowns.
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type GameEvent, legalActions, play, scenario, sq } from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

const PUSH = 3;
const POW = 6;

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});
const pushTo = (s: number): Action => ({ type: 'pushTo', sq: s });
const follow = (yes: boolean): Action => ({ type: 'followUp', yes });

function rolls(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [e.value] : []));
}

function pushOptions(g: ReturnType<typeof scenario>): number[] {
  const d = legalActions(g)!;
  return d.actions.flatMap((a) => (a.type === 'pushTo' ? [a.sq] : [])).sort((x, y) => x - y);
}

describe('Push back: which squares', () => {
  it("a straight push offers the three squares away from the blocker, chosen by the blocking player's coach", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(legalActions(game)!.team).toBe(0);
    expect(pushOptions(game)).toEqual([sq(g, 5, 1), sq(g, 5, 2), sq(g, 5, 3)]);
  });

  it('a diagonal push offers the diagonal square and its two neighbours away from the blocker', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 3] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(pushOptions(game)).toEqual([sq(g, 5, 3), sq(g, 4, 4), sq(g, 5, 4)].sort((x, y) => x - y));
  });

  it('occupied squares are not offered while an unoccupied one is available', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    // The only free square is taken without asking; then the follow-up.
    const { game } = play(g, [block(0, 1), follow(false)]);
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(game.players[2].sq).toBe(sq(g, 5, 1));
    expect(game.players[3].sq).toBe(sq(g, 5, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('wall squares are never offered: pushed diagonally along a wall, the one floor square is taken', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 1] },
      ],
      dice: [PUSH],
    });
    // Away from (3,2): (5,0) and (4,0) are walls, so (5,1) without asking; then the follow-up.
    const { game, events } = play(g, [block(0, 1), follow(false)]);
    expect(game.players[1].sq).toBe(sq(g, 5, 1));
    expect(rolls(events, 'pushed into wall')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Chain pushes', () => {
  it('with every square occupied the target is pushed into an occupied square and that player is pushed on, even if prone', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1], status: 'prone' },
        { team: 1, at: [5, 2] },
        { team: 0, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(legalActions(s1.game)!.team).toBe(0);
    expect(pushOptions(s1.game)).toEqual([sq(g, 5, 1), sq(g, 5, 2), sq(g, 5, 3)]);
    // The prone player at (5,1) is pushed away from (4,2): only (6,1) is on the floor.
    const { game } = play(s1.game, [pushTo(sq(g, 5, 1)), follow(true)]);
    expect(game.players[2]).toMatchObject({ sq: sq(g, 6, 1), status: 'prone' });
    expect(game.players[1]).toMatchObject({ sq: sq(g, 5, 1), status: 'standing' });
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it("the blocking player's coach chooses where a chain-pushed opponent goes", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 2] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    const d = legalActions(s1.game)!;
    expect(d.team).toBe(0);
    expect(pushOptions(s1.game)).toEqual([sq(g, 6, 1), sq(g, 6, 2), sq(g, 6, 3)]);
    const { game } = play(s1.game, [pushTo(sq(g, 6, 3)), follow(false)]);
    expect(game.players[3].sq).toBe(sq(g, 6, 3));
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Pushed into a wall', () => {
  const against = (dice: number[], extra: Parameters<typeof scenario>[0]['players'] = []) =>
    scenario({
      map: ROOM,
      players: [{ team: 0, at: [7, 2] }, { team: 1, at: [8, 2] }, ...extra],
      dice,
    });

  it('with no square to go to, the active coach rolls a D6: on 1-3 the player stays where it is, standing', () => {
    const g = against([PUSH, 3]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(rolls(events, 'pushed into wall')).toEqual([3]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 2), status: 'standing' });
    expect(game.players[0].sq).toBe(sq(g, 7, 2));
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('on 4+ the player falls over in its square and makes an armour roll', () => {
    const g = against([PUSH, 4, 6, 3, 2, 2]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 2), status: 'stunned' });
    expect(rolls(events, 'armour')).toEqual([6, 3]);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a POW into the wall always knocks the player down: no D6 for the wall', () => {
    const g = against([POW, 2, 3]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(rolls(events, 'pushed into wall')).toEqual([]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 2), status: 'prone' });
    expect(rolls(events, 'armour')).toEqual([2, 3]);
    expect(diceLeft(game)).toBe(0);
  });

  it('squares taken by players do not count as a wall: a chain push is made instead', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [6, 2] },
        { team: 1, at: [7, 2] },
        { team: 1, at: [8, 1] },
        { team: 1, at: [8, 2] },
        { team: 1, at: [8, 3] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(pushOptions(game)).toEqual([sq(g, 8, 1), sq(g, 8, 2), sq(g, 8, 3)]);
  });

  // Reading (not spelled out in [004]): the last player of a chain push with nowhere to go is
  // the one pushed into the wall; nobody in the chain moves.
  const chainToWall = (dice: number[], chained: 0 | 1) =>
    scenario({
      map: ROOM,
      players: [
        { team: 0, at: [6, 2] },
        { team: 1, at: [7, 2] },
        { team: 1, at: [8, 1] },
        { team: chained, at: [8, 2] },
        { team: 1, at: [8, 3] },
      ],
      dice,
    });

  it('a chain push ending against a wall moves nobody; the last player rolls for the wall (1-3 holds)', () => {
    const g = chainToWall([PUSH, 2], 1);
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 8, 2))]);
    expect(rolls(events, 'pushed into wall')).toEqual([2]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 7, 2), status: 'standing' });
    expect(game.players[3]).toMatchObject({ sq: sq(g, 8, 2), status: 'standing' });
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it("a blocker's team-mate chain-pushed into the wall may fall over (4+) without causing a turnover", () => {
    const g = chainToWall([PUSH, 5, 1, 2], 0);
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 8, 2))]);
    expect(game.players[3]).toMatchObject({ sq: sq(g, 8, 2), status: 'prone' });
    expect(rolls(events, 'armour')).toEqual([1, 2]);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('with a POW the target stuck behind such a chain is knocked down where it stands', () => {
    // The chained player holds against the wall (D6 2); the target's armour roll 1+1 holds.
    const g = chainToWall([POW, 2, 1, 1], 1);
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 8, 2))]);
    expect(rolls(events, 'pushed into wall')).toEqual([2]);
    expect(rolls(events, 'armour')).toEqual([1, 1]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 7, 2), status: 'prone' });
    expect(game.players[3]).toMatchObject({ sq: sq(g, 8, 2), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Sidestep', () => {
  it("the pushed player's own coach chooses any free adjacent square, even one beside the blocker", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['sidestep'] },
        { team: 1, at: [5, 3], status: 'prone' },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(legalActions(s1.game)!.team).toBe(1);
    expect(pushOptions(s1.game)).toEqual(
      [sq(g, 3, 1), sq(g, 4, 1), sq(g, 5, 1), sq(g, 5, 2), sq(g, 3, 3), sq(g, 4, 3)].sort((x, y) => x - y),
    );
    const { game } = play(s1.game, [pushTo(sq(g, 3, 1)), follow(false)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 1));
    expect(diceLeft(game)).toBe(0);
  });

  it('without Sidestep the same push only offers the squares away from the blocker', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 3], status: 'prone' },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(legalActions(game)!.team).toBe(0);
    expect(pushOptions(game)).toEqual([sq(g, 5, 1), sq(g, 5, 2)]);
  });
});

describe('The ball and the follow-up', () => {
  it('a player pushed into the ball square may not pick it up: the ball bounces', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      ball: { at: [5, 2] },
      // Push; the bounce goes D8 5 = east to (6,2)
      dice: [PUSH, 5],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(rolls(events, 'bounce')).toEqual([5]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 2) });
    expect(events.some((e) => e.type === 'test' && e.test === 'pickUp')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a chain-pushed player entering the ball square makes it bounce too', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 2] },
        { team: 1, at: [5, 3] },
      ],
      ball: { at: [6, 2] },
      // Push; chain push of (5,2) into (6,2): the ball bounces D8 3 = north-east to (7,1)
      dice: [PUSH, 3],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), pushTo(sq(g, 6, 2)), follow(false)]);
    expect(game.players[3].sq).toBe(sq(g, 6, 2));
    expect(rolls(events, 'bounce')).toEqual([3]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 7, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('the follow-up is decided before any other dice are rolled', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [POW, 2, 2],
    });
    const s1 = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    // Waiting on the follow-up with the armour dice still unrolled.
    expect(legalActions(s1.game)!.actions).toEqual([follow(true), follow(false)]);
    expect(diceLeft(s1.game)).toBe(2);
    const { game, events } = play(s1.game, [follow(true)]);
    const order = events
      .map((e) => (e.type === 'move' ? 'move' : e.type === 'armour' ? 'armour' : ''))
      .filter(Boolean);
    expect(order).toEqual(['move', 'armour']);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it("a follow-up is free: it uses none of a blitzer's MA and needs no dodge", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 3], ma: 3, st: 5 },
        { team: 1, at: [4, 2] },
        // Marks the blocking square (3,2): leaving it by a step would need a dodge.
        { team: 1, at: [3, 1] },
      ],
      // ST 5 against 3 + 1 assist: two dice, both Push.
      dice: [PUSH, PUSH],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'block', target: 1 },
      pushTo(sq(g, 5, 2)),
      follow(true),
    ]);
    expect(events.some((e) => e.type === 'test')).toBe(false);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    const act = game.stack.find((f) => f.t === 'activation');
    // Two squares stepped plus one for the block; nothing for the follow-up.
    expect(act?.t === 'activation' && act.moved).toBe(3);
    expect(diceLeft(game)).toBe(0);
  });

  it('declining the follow-up leaves the blocker where it stood', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
  });
});

describe('Portals and touchdowns', () => {
  const PORTALS = `
##########
#A...1..B#
#A......B#
#A......B#
#A....2.B#
##########
`;

  it('a player pushed onto a portal is teleported (D6 for the destination)', () => {
    const g = scenario({
      map: PORTALS,
      players: [
        { team: 0, at: [5, 3] },
        { team: 1, at: [5, 2] },
      ],
      dice: [PUSH, 2],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 1)), follow(false)]);
    expect(rolls(events, 'portal')).toEqual([2]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 6, 4), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a player knocked down onto a portal makes its armour roll before it teleports', () => {
    const g = scenario({
      map: PORTALS,
      players: [
        { team: 0, at: [5, 3] },
        { team: 1, at: [5, 2] },
      ],
      dice: [POW, 3, 4, 2],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 1)), follow(false)]);
    const order = events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
    expect(order).toEqual(['block', 'armour', 'armour', 'portal']);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 6, 4), status: 'prone' });
    expect(diceLeft(game)).toBe(0);
  });

  it("a standing ball carrier pushed into an opposing end zone scores, in the other team's turn", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [2, 2] },
      ],
      ball: { carrier: 1 },
      dice: [PUSH],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 1, 2)), follow(false)]);
    expect(events.some((e) => e.type === 'touchdown' && e.team === 1)).toBe(true);
    expect(game.result).toMatchObject({ winner: 1, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier knocked down as it is pushed into the end zone does not score', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [2, 2] },
      ],
      ball: { carrier: 1 },
      // POW, armour 2+2 holds, the ball bounces D8 8 = south-east to (2,3)
      dice: [POW, 2, 2, 8],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 1, 2)), follow(false)]);
    expect(events.some((e) => e.type === 'touchdown')).toBe(false);
    expect(game.result).toBeNull();
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 2, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a blocker holding the ball that follows up into an opposing end zone scores', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [7, 1] },
        { team: 1, at: [8, 2] },
      ],
      ball: { carrier: 0 },
      // Pushed diagonally: (8,3) is the only floor square away; no dice for the follow-up.
      dice: [PUSH],
    });
    const { game, events } = play(g, [block(0, 1), follow(true)]);
    expect(game.players[0].sq).toBe(sq(g, 8, 2));
    expect(events.some((e) => e.type === 'touchdown' && e.team === 0)).toBe(true);
    expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier pushed into its own end zone does not score', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [6, 2] },
        { team: 1, at: [7, 2] },
      ],
      ball: { carrier: 1 },
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), pushTo(sq(g, 8, 2)), follow(false)]);
    expect(game.result).toBeNull();
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
  });
});
