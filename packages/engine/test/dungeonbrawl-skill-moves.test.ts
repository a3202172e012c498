/**
 * Dungeon Brawl ([000]) Movement limits on the moves skills make ("Diagonal movement allowed, but
 * not around corners, traps, or obstacles"; a player in a pit stays there until it escapes), and
 * Always Hungry under the injury ladder ("Dead: counted as two injuries"). On the HALLS map: the
 * pillar (a wall square) at (10,4) has corners; (10,5) to (9,4) or (11,4) cuts one of them.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
import { hasAction, legal, ofType } from './helpers/classic.ts';
import { turnedOver } from './helpers/common.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

const PUSH = 3;

function halls(players: ScenarioPlayer[], dice: number[], ball?: { carrier: number }): Game {
  return dbScenario({ map: HALLS, players, dice, ...(ball ? { ball } : {}) });
}

/** A revealed pit (its owner's marker turned over) under `at`. */
function pitAt(g: Game, x: number, y: number): Game {
  g.traps.push({ sq: sq(g, x, y), owner: 3, kind: 'pit' });
  return g;
}

const use = (skill: string, yes: boolean, player?: number): Action =>
  player === undefined ? { type: 'useSkill', skill, yes } : { type: 'useSkill', skill, yes, player };
const movesTo = (g: Game, type: 'moveTo' | 'step') =>
  legal(g)
    .flatMap((a) =>
      a.type === 'moveTo' && type === 'moveTo' ? [a.sq] : a.type === 'step' && type === 'step' ? [a.to] : [],
    )
    .sort((a, b) => a - b);
const squares = (g: Game, xys: [number, number][]) => xys.map(([x, y]) => sq(g, x, y)).sort((a, b) => a - b);

describe('Dungeon Brawl: the moves skills make are movement too (not around corners; not out of an unescaped pit)', () => {
  it('Hit and Run: the free square is not diagonally past a corner, and not out of a pit', () => {
    // The blocker at (10,5) pushes the target at (10,6) to (10,7), no follow-up. Squares with no
    // opponent next to them: (9,5), (11,5), and (9,4), (11,4) past the pillar's corner.
    const g = halls(
      [
        { team: 0, at: [10, 5], skills: ['hitAndRun'] },
        { team: 1, at: [10, 6] },
      ],
      [PUSH],
    );
    const block = (game: Game): Action[] => [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(game, 10, 7) },
    ];
    const after = play(g, [...block(g), { type: 'followUp', yes: false }]).game;
    expect(movesTo(after, 'moveTo')).toEqual(
      squares(g, [
        [9, 5],
        [11, 5],
      ]),
    );
    const { game } = play(after, [{ type: 'moveTo', sq: sq(g, 9, 5) }]);
    expect(game.players[0].sq).toBe(sq(g, 9, 5));
    expect(diceLeft(game)).toBe(0);
    // The same blocker standing in a pit it has not escaped blocks from it, but may not run.
    const held = pitAt(
      halls(
        [
          { team: 0, at: [10, 5], skills: ['hitAndRun'] },
          { team: 1, at: [10, 6] },
        ],
        [PUSH],
      ),
      10,
      5,
    );
    const pit = play(held, block(held)).game;
    expect(pit.players[1].sq).toBe(sq(g, 10, 7));
    expect(hasAction(pit, { type: 'followUp', yes: true })).toBe(false);
    expect(movesTo(pit, 'moveTo')).toEqual([]);
    expect(diceLeft(pit)).toBe(0);
  });

  it('On the Ball: its steps go round corners, and a player in an unescaped pit cannot use it', () => {
    // Team 0's passer at (3,3) passes to (4,3); team 1's On the Ball player stands at (10,5).
    const scene = (dice: number[]) =>
      halls(
        [
          { team: 0, at: [3, 3] },
          { team: 0, at: [4, 3] },
          { team: 1, at: [10, 5], skills: ['onTheBall'] },
        ],
        dice,
        { carrier: 0 },
      );
    const pass = (g: Game): Action[] => [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'pass', to: sq(g, 4, 3) },
    ];
    const g = scene([]);
    const moving = play(g, [...pass(g), use('onTheBall', true, 2)]).game;
    const steps = movesTo(moving, 'step');
    expect(steps).toContain(sq(g, 9, 5));
    expect(steps).toContain(sq(g, 11, 5));
    expect(steps).not.toContain(sq(g, 9, 4));
    expect(steps).not.toContain(sq(g, 11, 4));
    expect(diceLeft(moving)).toBe(0);
    // In a pit it has not escaped: nobody is asked; the pass goes on (accuracy 4, catch 4).
    const held = pitAt(scene([4, 4]), 10, 5);
    const { game, events } = play(held, pass(held));
    expect(ofType(events, 'skill').some((e) => e.skill === 'onTheBall')).toBe(false);
    expect(game.players[2].sq).toBe(sq(g, 10, 5));
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Shadowing: the shadower does not follow diagonally past a corner, nor out of an unescaped pit', () => {
    // Team 0's mover at (10,3) steps away to (10,2); the shadower at (9,4) (corner (10,4)) and
    // one at (11,3) in a pit both mark (10,3): neither may follow, so nobody is asked (dodge 4).
    const g = pitAt(
      halls(
        [
          { team: 0, at: [10, 3] },
          { team: 1, at: [9, 4], skills: ['shadowing'] },
          { team: 2, at: [11, 3], skills: ['shadowing'] },
        ],
        [4],
      ),
      11,
      3,
    );
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 10, 2) },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 10, 2));
    expect(legal(game).some((a) => a.type === 'useSkill' && a.skill === 'shadowing')).toBe(false);
    expect(hasAction(game, { type: 'step', to: sq(g, 10, 1) })).toBe(true);
    expect(game.players[1].sq).toBe(sq(g, 9, 4));
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Shadowing: out in the open (and orthogonally past the pillar) the shadower is still asked', () => {
    // The shadower at (9,3) marks (10,3) orthogonally: it may follow (dodge 4, shadowing 6).
    const g = halls(
      [
        { team: 0, at: [10, 3] },
        { team: 1, at: [9, 3], skills: ['shadowing'] },
      ],
      [4, 6],
    );
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 11, 2) },
      use('shadowing', true, 1),
    ]);
    expect(game.players[1].sq).toBe(sq(g, 10, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('Trickster: a target in a pit it has not escaped cannot be placed elsewhere; the block goes on', () => {
    // Team 0 blocks the Trickster at (6,5), in a pit; one die (equal ST): Push to (7,5).
    const g = pitAt(
      halls(
        [
          { team: 0, at: [5, 5] },
          { team: 1, at: [6, 5], skills: ['trickster'] },
        ],
        [PUSH],
      ),
      6,
      5,
    );
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(legal(game).some((a) => a.type === 'useSkill' && a.skill === 'trickster')).toBe(false);
    expect(hasAction(game, { type: 'pushTo', sq: sq(g, 7, 5) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
    // Out of the pit the coach is asked as usual.
    const free = halls(
      [
        { team: 0, at: [5, 5] },
        { team: 1, at: [6, 5], skills: ['trickster'] },
      ],
      [],
    );
    const asked = play(free, [{ type: 'activate', player: 0, action: 'block', target: 1 }]).game;
    expect(hasAction(asked, use('trickster', true))).toBe(true);
  });
});

describe('Dungeon Brawl: Always Hungry under the injury ladder ("Dead: counted as two injuries")', () => {
  function hungry(dice: number[], injuries = 0): Game {
    const g = halls(
      [
        { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate', 'alwaysHungry'] },
        { team: 0, at: [4, 3], st: 3, skills: ['rightStuff'] },
      ],
      dice,
    );
    if (injuries > 0) g.players[1].injuries = injuries;
    return g;
  }
  const toss = (g: Game) =>
    play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, 6, 3) },
    ]);

  it('an eaten team-mate not yet injured takes a Dead result: crippled (ST halved), removed, to come back', () => {
    // Hunger 1, escape 1: eaten.
    const { game, events } = toss(hungry([1, 1]));
    expect(ofType(events, 'casualty')[0]).toMatchObject({ player: 1, result: 'dead' });
    const p = game.players[1];
    expect(p).toMatchObject({ status: 'ko', sq: -1, injuries: 2, st: 1 });
    expect(game.occ[sq(game, 4, 3)]).toBe(-1);
    expect(diceLeft(game)).toBe(0);
  });

  it('an eaten team-mate already hurt is its third injury: dead, removed for good', () => {
    const { game } = toss(hungry([1, 1], 1));
    expect(game.players[1]).toMatchObject({ status: 'casualty', casualty: 'dead', injuries: 3, sq: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});
