import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type GameEvent, play, type Scenario, scenario, sq } from '../src/index.ts';
import { HALL as ROOM, tests } from './helpers/common.ts';

const rolls = (events: GameEvent[], purpose: string) =>
  events.filter((e): e is Extract<GameEvent, { type: 'roll' }> => e.type === 'roll' && e.purpose === purpose);

/** Player 0 steps from `from` onto the ball at `ball` and fails the pick-up (the first die). */
function failedPickUp(s: Omit<Scenario, 'ball'>, from: [number, number], ball: [number, number]) {
  const players = [{ team: 0, at: from }, ...s.players];
  const g = scenario({ ...s, players, ball: { at: ball } });
  const actions: Action[] = [
    { type: 'activate', player: 0, action: 'move' },
    { type: 'step', to: sq(g, ball[0], ball[1]) },
  ];
  return { g, ...play(g, actions) };
}

describe('Bouncing and catching', () => {
  it('a failed pick-up bounces the ball one square on the D8 template; it rests on an empty square', () => {
    // pick-up 2 fails (AG 3+), bounce D8 5 = East
    const { g, game } = failedPickUp({ map: ROOM, players: [], dice: [2, 5] }, [4, 3], [5, 3]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 3), carrier: -1 });
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a standing player with a tackle zone must catch a bouncing ball: -1 for the bounce, -1 per marker', () => {
    // pick-up 2 fails, bounce 5 = East onto player 1, who is marked by player 2: catch 5 - 2 = 3
    const { g, game, events } = failedPickUp(
      {
        map: ROOM,
        players: [
          { team: 0, at: [6, 3] },
          { team: 1, at: [7, 3] },
        ],
        dice: [2, 5, 5],
      },
      [4, 3],
      [5, 3],
    );
    const [c] = tests(events, 'catch');
    expect(c).toMatchObject({ player: 1, roll: 5, modifier: -2, ok: true });
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 6, 3), carrier: 1 });
    // The failed pick-up is still a turnover, although a team-mate caught the ball.
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed catch bounces the ball again', () => {
    // pick-up 2 fails, bounce East, catch 2 fails (2 - 1 < 3), bounce 7 = South
    const { g, game } = failedPickUp(
      { map: ROOM, players: [{ team: 0, at: [6, 3] }], dice: [2, 5, 2, 7] },
      [4, 3],
      [5, 3],
    );
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 4), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone player cannot catch: the ball bounces off and never rests in an occupied square', () => {
    // bounce East onto the prone player, then 2 = North
    const { g, game, events } = failedPickUp(
      { map: ROOM, players: [{ team: 0, at: [6, 3], status: 'prone' }], dice: [2, 5, 2] },
      [4, 3],
      [5, 3],
    );
    expect(tests(events, 'catch')).toHaveLength(0);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a standing player who has lost its tackle zone (Bone Head) cannot catch', () => {
    const g0 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 3] },
        { team: 0, at: [6, 3] },
      ],
      ball: { at: [5, 3] },
      dice: [2, 5, 8],
    });
    g0.players[1].lostTackleZone = true;
    const { game, events } = play(g0, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g0, 5, 3) },
    ]);
    expect(tests(events, 'catch')).toHaveLength(0);
    expect(game.ball.sq).toBe(sq(g0, 7, 4));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Wall ricochets (rules.md 1.5, ASSUMPTION: one square on the throw-in arcs)', () => {
  it.each([
    [1, [6, 2]],
    [3, [5, 2]],
    [5, [4, 2]],
  ] as const)(
    'a ball bouncing North into a wall ricochets on D6 %i to %j (left, straight, right of the normal)',
    (d6, to) => {
      // The player steps from (4, 2) to the ball at (5, 1): pick-up 2 fails, bounce 2 = North.
      const { g, game, events } = failedPickUp({ map: ROOM, players: [], dice: [2, 2, d6] }, [4, 2], [5, 1]);
      expect(rolls(events, 'ricochet')).toHaveLength(1);
      expect(game.ball).toEqual({ state: 'ground', sq: sq(g, to[0], to[1]), carrier: -1 });
      expect(diceLeft(game)).toBe(0);
    },
  );

  it('a diagonal bounce along a straight wall uses the normal of the face crossed', () => {
    // bounce 1 = North-West from (5, 1) into the top wall; the normal is South; D6 3 = straight
    const { g, game } = failedPickUp({ map: ROOM, players: [], dice: [2, 1, 3] }, [4, 2], [5, 1]);
    expect(game.ball.sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a bounce into an inside corner ricochets about the diagonal normal out of the corner', () => {
    const corner = `
##########
#........#
#........#
#A......B#
##########
`;
    // ball in the corner (1, 1); bounce 1 = North-West; normal South-East; D6 1 = 45 deg left = East
    const { g, game } = failedPickUp({ map: corner, players: [], dice: [2, 1, 1] }, [2, 2], [1, 1]);
    expect(game.ball.sq).toBe(sq(g, 2, 1));
    expect(diceLeft(game)).toBe(0);
  });

  it('an unopened chest stops the ball like a wall', () => {
    const chestRoom = `
############
#A........B#
#A........B#
#A....$...B#
#A........B#
#A........B#
############
`;
    // bounce 5 = East into the chest at (6, 3); normal West; D6 2 = left of West = South-West
    const { g, game } = failedPickUp({ map: chestRoom, players: [], dice: [2, 5, 2] }, [4, 3], [5, 3]);
    expect(game.ball.sq).toBe(sq(g, 4, 4));
    expect(diceLeft(game)).toBe(0);
  });

  it('the ricochet distance is an option (ricochetDistance)', () => {
    const { g, game } = failedPickUp(
      { map: ROOM, players: [], dice: [2, 2, 3], rules: { ricochetDistance: 2 } },
      [4, 2],
      [5, 1],
    );
    expect(game.ball.sq).toBe(sq(g, 5, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a ricochet onto a player can be caught (at -1)', () => {
    const { g, game, events } = failedPickUp(
      { map: ROOM, players: [{ team: 0, at: [5, 2] }], dice: [2, 2, 4, 4] },
      [4, 2],
      [5, 1],
    );
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 5, 2), carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });
});

// Portals 1 at (5, 1) and 2 at (5, 4).
const PORTALS = `
############
#A...1....B#
#A........B#
#A........B#
#A...2....B#
#A........B#
############
`;

describe('A ball landing on a portal ([004] Portals)', () => {
  it('teleports on a D6 and a standing player on the destination portal may catch it (as a scattered ball)', () => {
    // pick-up 2 fails at (5, 2), bounce 2 = North onto portal 1, D6 2 -> portal 2, catch 4 - 1
    const { g, game, events } = failedPickUp(
      { map: PORTALS, players: [{ team: 0, at: [5, 4] }], dice: [2, 2, 2, 4] },
      [4, 2],
      [5, 2],
    );
    expect(events.some((e) => e.type === 'ball' && e.what === 'teleport')).toBe(true);
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(game.players[1].sq).toBe(sq(g, 5, 4));
    expect(diceLeft(game)).toBe(0);
  });

  it('otherwise it scatters one square from the destination portal, with no chain reaction', () => {
    // D6 2 -> portal 2, where a prone player lies: it is not moved; the ball bounces 8 = SE
    const { g, game, events } = failedPickUp(
      { map: PORTALS, players: [{ team: 1, at: [5, 4], status: 'prone' }], dice: [2, 2, 2, 8] },
      [4, 2],
      [5, 2],
    );
    expect(events.some((e) => e.type === 'teleport')).toBe(false);
    expect(game.players[1].sq).toBe(sq(g, 5, 4));
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 5), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('rolling its own portal is no mishap: it scatters from that portal; missing numbers are re-rolled', () => {
    // D6 5 names no portal (re-rolled), then 1 = the same portal; bounce 5 = East
    const { g, game } = failedPickUp({ map: PORTALS, players: [], dice: [2, 2, 5, 1, 5] }, [4, 2], [5, 2]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 1), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a standing player on a portal catches a ball landing there before any teleport', () => {
    const { game, events } = failedPickUp(
      { map: PORTALS, players: [{ team: 0, at: [5, 1] }], dice: [2, 2, 6] },
      [4, 2],
      [5, 2],
    );
    expect(rolls(events, 'ball teleport')).toHaveLength(0);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});
