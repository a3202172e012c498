/**
 * BRAWL 2013 ([002]) SEMI FINAL - Hogwurts: "At the start of each player turn Roll 1D6. On a 1
 * nothing happens, on a 2-5 rotate the centre room 90 degrees to the left, on a 6 rotate the room
 * 180 degrees! ... your preferred exit out of the room inconveniently disappears for a turn."
 */
import { describe, expect, it } from 'vitest';
import { BRAWL_HOGWURTS } from '../src/data/dungeons/brawl2013.ts';
import {
  diceLeft,
  dungeonOf,
  type Game,
  play,
  roomWallsNow,
  type ScenarioPlayer,
  sq,
  validateDungeon,
  view,
} from '../src/index.ts';
import { scenario } from '../src/testing.ts';
import { brawlScenario, inRoom, ROOM } from './helpers/brawl.ts';
import { legal, ofType } from './helpers/classic.ts';

const endTurn = { type: 'endTurn' as const };
const move = (player: number) => ({ type: 'activate' as const, player, action: 'move' as const });
const at = (g: Game, [x, y]: [number, number]) => sq(g, x, y);

/** The squares a player may step to once it declares a Move. */
function steps(g: Game, player: number): number[] {
  const { game } = play(g, [move(player)]);
  return legal(game).flatMap((a) => (a.type === 'step' ? [a.to] : []));
}

/** Team 0 ends its turn in the room; team 1's turn starts with the room's D6. */
function room(dice: number[], players?: ScenarioPlayer[], extra = {}): Game {
  return brawlScenario({
    map: ROOM,
    players: players ?? [
      { team: 0, at: inRoom(2, 1) },
      { team: 1, at: inRoom(3, 3), status: 'prone' },
      { team: 1, at: [12, 5] },
    ],
    dice,
    ...extra,
  });
}

describe('BRAWL 2013 Hogwurts: at the start of each player turn roll 1D6', () => {
  it('on a 1 nothing happens', () => {
    const g = room([1]);
    const { game, events } = play(g, [endTurn]);
    expect(ofType(events, 'roll').map((e) => [e.purpose, e.value])).toEqual([['rotating room', 1]]);
    expect(ofType(events, 'roomTurned')).toEqual([]);
    expect(game.players.map((p) => p.sq)).toEqual(g.players.map((p) => p.sq));
    expect(game.roomTurns ?? 0).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('on a 2-5 the centre room turns 90 degrees to the left, everyone in it with it', () => {
    for (const r of [2, 3, 4, 5]) {
      const g = room([r]);
      const { game, events } = play(g, [endTurn]);
      expect(ofType(events, 'roomTurned')).toEqual([{ type: 'roomTurned', quarterTurns: 1, turns: 1 }]);
      // Anticlockwise: (i, j) goes to (j, 5 - i); north goes west.
      expect(game.players[0].sq).toBe(at(g, inRoom(1, 3)));
      expect(game.players[1].sq).toBe(at(g, inRoom(3, 2)));
      // A player keeps its status; one outside the room stays where it was.
      expect(game.players[1].status).toBe('prone');
      expect(game.players[2].sq).toBe(sq(g, 12, 5));
      expect(game.occ[at(g, inRoom(1, 3))]).toBe(0);
      expect(game.occ[at(g, inRoom(2, 1))]).toBe(-1);
      expect(game.roomTurns).toBe(1);
      expect(diceLeft(game)).toBe(0);
    }
  });

  it('on a 6 the room turns 180 degrees: two players swap places without meeting', () => {
    const g = room(
      [6],
      [
        { team: 0, at: inRoom(2, 2) },
        { team: 1, at: inRoom(3, 3) },
      ],
    );
    const { game, events } = play(g, [endTurn]);
    expect(ofType(events, 'roomTurned')).toEqual([{ type: 'roomTurned', quarterTurns: 2, turns: 2 }]);
    expect(game.players[0].sq).toBe(at(g, inRoom(3, 3)));
    expect(game.players[1].sq).toBe(at(g, inRoom(2, 2)));
    expect(game.occ[at(g, inRoom(3, 3))]).toBe(0);
    expect(game.occ[at(g, inRoom(2, 2))]).toBe(1);
  });

  it('the turns add up: two half turns bring the room back as drawn', () => {
    const { game } = play(room([6, 6]), [endTurn, endTurn]);
    expect(game.roomTurns).toBe(0);
    const quarter = play(room([3, 4]), [endTurn, endTurn]).game;
    expect(quarter.roomTurns).toBe(2);
  });

  it("the room turns before the team turn's first declaration", () => {
    const { game, events } = play(room([3]), [endTurn]);
    const kinds = events.map((e) => e.type);
    expect(kinds.slice(kinds.indexOf('turnStart'))).toEqual(['turnStart', 'roll', 'roomTurned']);
    expect(game.turn.order[game.turn.index]).toBe(1);
  });
});

describe('BRAWL 2013 Hogwurts: everything in the room turns with it', () => {
  it('the ball on the floor, a chest and a teleporter turn with the room', () => {
    const g = room([3], undefined, { ball: { at: inRoom(1, 1) } });
    const { game } = play(g, [endTurn]);
    expect(game.ball).toEqual({ state: 'ground', sq: at(g, inRoom(1, 4)), carrier: -1 });
    // The chest drawn at room (1, 2) and teleporter 1 at room (4, 3).
    expect(game.chests.map((c) => c.sq)).toEqual([at(g, inRoom(2, 4))]);
    expect(game.portals).toEqual([{ number: 1, sq: at(g, inRoom(3, 1)) }]);
  });

  it('a ball carrier keeps the ball', () => {
    const g = room([3], undefined, { ball: { carrier: 0 } });
    const { game } = play(g, [endTurn]);
    expect(game.ball).toEqual({ state: 'carried', sq: at(g, inRoom(1, 3)), carrier: 0 });
  });
});

describe('BRAWL 2013 Hogwurts: your preferred exit disappears', () => {
  /** Team 1 at the north door (5,2) and at the west door (3,6); its turn starts with the D6. */
  const atTheDoors = (dice: number[]) =>
    room(dice, [
      { team: 0, at: [12, 8] },
      { team: 1, at: [5, 2] },
      { team: 1, at: [3, 6] },
    ]);

  it("as drawn the north doorway meets the north door and the west door meets the room's wall", () => {
    const { game } = play(atTheDoors([1]), [endTurn]);
    expect(steps(game, 1)).toContain(at(game, inRoom(1, 0)));
    expect(steps(game, 2)).not.toContain(at(game, inRoom(0, 3)));
    expect(steps(game, 2)).not.toContain(at(game, inRoom(0, 2)));
  });

  it('after a quarter turn the north door meets the wall and the doorway leads out west', () => {
    const { game } = play(atTheDoors([2]), [endTurn]);
    for (const i of [0, 1, 2]) expect(steps(game, 1)).not.toContain(at(game, inRoom(i, 0)));
    expect(steps(game, 2)).toContain(at(game, inRoom(0, 3)));
  });

  it('after a half turn the south doorway meets the north door', () => {
    const { game } = play(atTheDoors([6]), [endTurn]);
    expect(steps(game, 1)).toContain(at(game, inRoom(1, 0)));
    expect(steps(game, 2)).not.toContain(at(game, inRoom(0, 3)));
  });

  it("Hogwurts as drawn: the room's doorways meet the north and south corridors, after a quarter turn the west and east ones", () => {
    const players: ScenarioPlayer[] = [
      { team: 0, at: [30, 1] },
      { team: 1, at: [14, 5] },
      { team: 1, at: [11, 12] },
      { team: 1, at: [22, 8] },
    ];
    const drawn = play(brawlScenario({ map: BRAWL_HOGWURTS, players, dice: [1] }), [endTurn]).game;
    expect(steps(drawn, 1)).toContain(sq(drawn, 14, 6));
    expect(steps(drawn, 2)).not.toContain(sq(drawn, 12, 12));
    expect(steps(drawn, 3)).not.toContain(sq(drawn, 21, 8));
    const turned = play(brawlScenario({ map: BRAWL_HOGWURTS, players, dice: [4] }), [endTurn]).game;
    expect(steps(turned, 1)).not.toContain(sq(turned, 14, 6));
    expect(steps(turned, 2)).toContain(sq(turned, 12, 12));
    expect(steps(turned, 3)).toContain(sq(turned, 21, 8));
  });
});

describe("BRAWL 2013 Hogwurts: the room's walls are walls wherever it has turned them", () => {
  /** Team 1's thrower in the room with the ball; the west door (3,6) outside the room's wall. */
  const thrower = (dice: number[]) =>
    room(
      dice,
      [
        { team: 0, at: [12, 8] },
        { team: 1, at: inRoom(2, 3) },
      ],
      { ball: { carrier: 1 } },
    );
  const passTargets = (g: Game) => {
    const { game } = play(g, [{ type: 'activate', player: 1, action: 'pass' }]);
    return legal(game).flatMap((a) => (a.type === 'pass' ? [a.to] : []));
  };

  it("no pass across the room's wall; once the turn puts a doorway there, the line is clear", () => {
    // As drawn the west door faces the room's wall; the thrower (2,3) keeps its place on a 1.
    const drawn = play(thrower([1]), [endTurn]).game;
    expect(passTargets(drawn)).not.toContain(sq(drawn, 3, 6));
    // After a half turn the thrower is at room (3,2), still behind the wall (the south doorway is
    // now north); after a quarter turn it is at room (3,3) with the north doorway now west.
    const turned = play(thrower([3]), [endTurn]).game;
    expect(turned.players[1].sq).toBe(at(turned, inRoom(3, 3)));
    expect(passTargets(turned)).toContain(sq(turned, 3, 6));
  });
});

describe('BRAWL 2013 Hogwurts: the dungeon reset after a touchdown', () => {
  it('the room is back as drawn, its chest and teleporter too', () => {
    const g = room(
      [1],
      [
        { team: 0, at: [12, 2] },
        { team: 1, at: [2, 8] },
      ],
      { ball: { carrier: 0 } },
    );
    g.roomTurns = 1;
    g.chests[0].sq = at(g, inRoom(2, 4));
    g.portals[0].sq = at(g, inRoom(3, 1));
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 12, 1) }]);
    expect(game.score).toEqual([1, 0]);
    expect(game.roomTurns).toBeUndefined();
    expect(game.chests.map((c) => c.sq)).toEqual([at(g, inRoom(1, 2))]);
    expect(game.portals).toEqual([{ number: 1, sq: at(g, inRoom(4, 3)) }]);
  });
});

describe('BRAWL 2013 Hogwurts: nothing about the room is hidden', () => {
  it('both coaches see how far the room has turned', () => {
    const { game } = play(room([3]), [endTurn]);
    expect(view(game, 0).roomTurns).toBe(1);
    expect(view(game, 1).roomTurns).toBe(1);
  });

  it("a client may draw the room's walls where they stand now", () => {
    const g = room([3]);
    const walls = (game: Game) => roomWallsNow(game, dungeonOf(game));
    // The ring less its two doorways (20 - 4); as drawn, the north doorway is open.
    expect(walls(g)).toHaveLength(16);
    expect(walls(g)).not.toContain(at(g, inRoom(1, 0)));
    expect(walls(g)).toContain(at(g, inRoom(0, 3)));
    const { game } = play(g, [endTurn]);
    expect(walls(game)).toContain(at(g, inRoom(1, 0)));
    expect(walls(game)).not.toContain(at(g, inRoom(0, 3)));
  });
});

describe('BRAWL 2013 Hogwurts: only the BRAWL rules turn the room', () => {
  it("under Dungeon Bowl 2021 the same map's room never turns, and no die is rolled", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: inRoom(2, 1) },
        { team: 1, at: [12, 5] },
      ],
      dice: [],
    });
    const { game, events } = play(g, [endTurn]);
    expect(ofType(events, 'roll')).toEqual([]);
    expect(game.players[0].sq).toBe(at(g, inRoom(2, 1)));
  });
});

describe('Map: a rotating room is a square of its floor (r) and its walls (R)', () => {
  const codes = (text: string) =>
    validateDungeon(`rulesets: brawl2013\n\n${text.trimStart()}`, 'brawl2013').problems.map((p) => p.code);

  it('chests and teleporters may stand on its floor; one on its ring breaks the square', () => {
    expect(codes(ROOM)).not.toContain('ROTATING_ROOM');
    const onTheRing = ROOM.replace('#..#RrrRRR#..#', '#..#Rrr$RR#..#');
    expect(codes(onTheRing)).toContain('ROTATING_ROOM');
  });
});
