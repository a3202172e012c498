/**
 * BRAWL 2013 ([002]) FINALS - The Temple of Doom: "A massive 4x4 stone ball ... starts at the
 * north end of the corridor. At the start of each player turn move the ball 2D6 squares along the
 * centre north/south corridor. If the ball touched the end of the corridor it instantly changes
 * direction and begins moving the other way. If a player is touched by the stone ball, they are
 * removed from play (Badly Hurt)."
 */
import { describe, expect, it } from 'vitest';
import {
  diceLeft,
  dungeonOf,
  type Game,
  play,
  type ScenarioPlayer,
  sq,
  stoneBallSquares,
  view,
} from '../src/index.ts';
import { scenario } from '../src/testing.ts';
import { brawlScenario, TEMPLE } from './helpers/brawl.ts';
import { legal, ofType } from './helpers/classic.ts';

const endTurn = { type: 'endTurn' as const };
const move = (player: number) => ({ type: 'activate' as const, player, action: 'move' as const });

function steps(g: Game, player: number): number[] {
  const { game } = play(g, [move(player)]);
  return legal(game).flatMap((a) => (a.type === 'step' ? [a.to] : []));
}

/** Team 0 ends its turn; team 1's starts with the stone ball's 2D6. Each team keeps a reserve. */
function temple(dice: number[], players: ScenarioPlayer[], extra = {}): Game {
  return brawlScenario({
    map: TEMPLE,
    players: [...players, { team: 0, at: 'reserve' }, { team: 1, at: 'reserve' }],
    dice,
    ...extra,
  });
}

describe('BRAWL 2013 The Temple of Doom: the stone ball starts at the north end of the corridor', () => {
  it('it fills the corridor 4 wide and 4 long there: nobody may enter those squares', () => {
    const g = temple(
      [],
      [
        { team: 0, at: [4, 3] },
        { team: 0, at: [4, 5] },
        { team: 1, at: [11, 5] },
      ],
    );
    for (const y of [2, 3, 4]) expect(steps(g, 0)).not.toContain(sq(g, 5, y));
    expect(steps(g, 1)).not.toContain(sq(g, 5, 4));
    expect(steps(g, 1)).toContain(sq(g, 5, 5));
  });
});

describe('BRAWL 2013 The Temple of Doom: at the start of each player turn move the ball 2D6 squares', () => {
  const far: ScenarioPlayer[] = [
    { team: 0, at: [2, 5] },
    { team: 1, at: [11, 5] },
  ];

  it('it rolls 2D6 squares south from the north end', () => {
    const { game, events } = play(temple([3, 2], far), [endTurn]);
    expect(ofType(events, 'roll').map((e) => [e.purpose, e.value])).toEqual([
      ['stone ball', 3],
      ['stone ball', 2],
    ]);
    expect(ofType(events, 'stoneBall')).toEqual([
      { type: 'stoneBall', from: sq(game, 5, 1), to: sq(game, 5, 6), moved: 5 },
    ]);
    expect(game.stoneBall).toEqual({ at: 5, dir: 1 });
    // Team 1 moves on: the rows it left are free, the ones it fills are not.
    expect(steps(game, 1)).not.toContain(sq(game, 8, 6));
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('touching the end of the corridor it turns back at once and rolls the rest the other way', () => {
    // 10 squares: 6 to the south end (rows 7-10), then 4 back north (rows 3-6).
    const { game, events } = play(temple([6, 4], far), [endTurn]);
    expect(ofType(events, 'stoneBall')[0].to).toBe(sq(game, 5, 3));
    expect(game.stoneBall).toEqual({ at: 2, dir: -1 });
  });

  it('a roll that brings it exactly to the end sends it back the next turn', () => {
    const { game } = play(temple([3, 3, 1, 1], far), [endTurn, endTurn]);
    expect(game.stoneBall).toEqual({ at: 4, dir: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013 The Temple of Doom: the stone ball is a wall to a push', () => {
  it('a player blocked against it stays put, and the wall push rolls its armour', () => {
    const g = temple(
      // Block die 3 (Push); armour 2 + 2 (not broken).
      [3, 2, 2],
      [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
    );
    const { game, events } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 4, 3), status: 'standing' });
    expect(ofType(events, 'skill')).toContainEqual(expect.objectContaining({ player: 1, skill: 'wall' }));
    expect(ofType(events, 'armour')).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013 The Temple of Doom: a player touched by the stone ball is removed (Badly Hurt)', () => {
  it('a player it rolls onto goes to the casualty box Badly Hurt; one beside its path or beyond its reach does not', () => {
    const g = temple(
      [3, 2],
      [
        { team: 0, at: [4, 7] },
        { team: 0, at: [7, 10] },
        { team: 1, at: [6, 7], status: 'prone' },
        { team: 1, at: [11, 5] },
      ],
    );
    const { game, events } = play(g, [endTurn]);
    // Badly Hurt by the dungeon: no casualty roll, and marked as not recorded ([002] Casualties).
    expect(game.players[2]).toMatchObject({
      status: 'casualty',
      casualty: 'badlyHurt',
      casualtyBy: 'stoneBall',
      sq: -1,
    });
    expect(game.occ[sq(g, 6, 7)]).toBe(-1);
    expect(ofType(events, 'casualty')).toEqual([
      { type: 'casualty', player: 2, roll: 0, result: 'badlyHurt', hazard: 'stoneBall' },
    ]);
    // A client sees the roll first, then what it flattened.
    const kinds = events.map((e) => e.type);
    expect(kinds.indexOf('stoneBall')).toBeLessThan(kinds.indexOf('casualty'));
    expect(game.players[0].status).toBe('standing');
    expect(game.players[1].status).toBe('standing');
    // Being hurt by the dungeon is no turnover ([002] turnovers, item 1).
    expect(ofType(events, 'turnover')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier of the team whose turn starts drops the ball: a turnover; the ball comes out behind the stone ball', () => {
    const g = temple(
      // 2D6 = 5 (rows 6-9); the ball bounces north (D8 2) from (6,5); team 0's turn: 2D6 = 2.
      [2, 3, 2, 1, 1],
      [
        { team: 0, at: [2, 5] },
        { team: 1, at: [6, 6] },
      ],
      { ball: { carrier: 1 } },
    );
    const { game, events } = play(g, [endTurn]);
    expect(game.players[1].status).toBe('casualty');
    expect(ofType(events, 'turnover')).toEqual([
      { type: 'turnover', team: 1, reason: 'flattened by the stone ball' },
    ]);
    expect(ofType(events, 'ball')[0]).toEqual({ type: 'ball', what: 'dropped', sq: sq(g, 6, 5) });
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 4), carrier: -1 });
    expect(game.turn.order[game.turn.index]).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('an opposing ball carrier flattened is no turnover for the team whose turn starts', () => {
    const g = temple(
      [2, 3, 2],
      [
        { team: 0, at: [6, 6] },
        { team: 1, at: [11, 5] },
      ],
      { ball: { carrier: 0 } },
    );
    const { game, events } = play(g, [endTurn]);
    expect(ofType(events, 'turnover')).toEqual([]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 4), carrier: -1 });
    expect(game.turn.order[game.turn.index]).toBe(1);
  });
});

describe('BRAWL 2013 The Temple of Doom: the football in its path', () => {
  it('the football it rolls over comes out behind it and bounces, never into the stone ball', () => {
    // 8 squares: 6 to the south end, 2 back north (rows 5-8), over the football at (7,8). It comes
    // out in row 9, the row the stone ball left last; the bounce north (D8 2) would go back into
    // the stone ball, so it scatters again: south (D8 7) to (7,10).
    const g = temple(
      [4, 4, 2, 7],
      [
        { team: 0, at: [2, 5] },
        { team: 1, at: [11, 5] },
      ],
      { ball: { at: [7, 8] } },
    );
    const { game, events } = play(g, [endTurn]);
    expect(game.stoneBall).toEqual({ at: 4, dir: -1 });
    expect(ofType(events, 'ball')[0]).toEqual({ type: 'ball', what: 'dropped', sq: sq(g, 7, 9) });
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 7, 10), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013 The Temple of Doom: the dungeon reset after a touchdown', () => {
  it('the stone ball is back at the north end of its corridor', () => {
    const g = temple(
      [1],
      [
        { team: 0, at: [12, 9] },
        { team: 1, at: [2, 5] },
      ],
      { ball: { carrier: 0 } },
    );
    g.stoneBall = { at: 3, dir: -1 };
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 12, 10) }]);
    expect(game.score).toEqual([1, 0]);
    expect(game.stoneBall).toBeUndefined();
  });
});

describe('BRAWL 2013 The Temple of Doom: nothing about the stone ball is hidden', () => {
  it('both coaches see where it is and which way it rolls', () => {
    const { game } = play(
      temple(
        [3, 2],
        [
          { team: 0, at: [2, 5] },
          { team: 1, at: [11, 5] },
        ],
      ),
      [endTurn],
    );
    expect(view(game, 0).stoneBall).toEqual({ at: 5, dir: 1 });
    expect(view(game, 1).stoneBall).toEqual({ at: 5, dir: 1 });
    // A client may draw its 16 squares: rows 6 to 9 of the corridor (x 5 to 8).
    const squares = stoneBallSquares(game, dungeonOf(game));
    expect(squares).toHaveLength(16);
    expect(squares[0]).toBe(sq(game, 5, 6));
    expect(squares[15]).toBe(sq(game, 8, 9));
  });
});

describe('BRAWL 2013 The Temple of Doom: only the BRAWL rules roll the stone ball', () => {
  it('under Dungeon Bowl 2021 the corridor is floor: nothing rolls, anyone may walk in', () => {
    const g = scenario({
      map: TEMPLE,
      players: [
        { team: 0, at: [4, 2] },
        { team: 1, at: [11, 5] },
      ],
      dice: [],
    });
    expect(steps(g, 0)).toContain(sq(g, 5, 2));
    const { events } = play(g, [endTurn]);
    expect(ofType(events, 'roll')).toEqual([]);
  });
});
