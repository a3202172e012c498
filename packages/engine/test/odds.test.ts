import { describe, expect, it } from 'vitest';
import {
  blitzBlockCost,
  blockOdds,
  catchOdds,
  diceLeft,
  legalActions,
  movementLeft,
  passOdds,
  pathDice,
  pickUpOdds,
  play,
  reachable,
  scenario,
  sq,
  testChance,
} from '../src/index.ts';

const ROOM = `
############
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

describe('odds helpers', () => {
  it('a D6 test: 3+ succeeds 4 times in 6; natural 1 and 6 bound any modifier', () => {
    expect(testChance(3, 0)).toBeCloseTo(4 / 6);
    expect(testChance(3, -5)).toBeCloseTo(1 / 6);
    expect(testChance(3, +5)).toBeCloseTo(5 / 6);
    expect(testChance(2, 0, false)).toBeCloseTo(5 / 6);
  });

  it('an open player reaches MA squares for certain and two more with rushes', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], ma: 3 },
        { team: 1, at: [10, 4] },
      ],
    });
    const r = reachable(g, 0);
    const far = r.find((x) => x.sq === sq(g, 5, 2))!;
    expect(far.rushes).toBe(0);
    expect(far.chance).toBe(1);
    const rush2 = r.find((x) => x.sq === sq(g, 7, 2))!;
    expect(rush2.rushes).toBe(2);
    expect(rush2.chance).toBeCloseTo((5 / 6) ** 2);
    expect(r.some((x) => x.sq === sq(g, 8, 2))).toBe(false);
  });

  it('a prone player stands up first: 3 squares of MA, none with Jump Up, a 4+ with MA 2', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 1], ma: 6, status: 'prone' },
        { team: 0, at: [2, 2], ma: 6, status: 'prone', skills: ['jumpUp'] },
        { team: 0, at: [2, 3], ma: 2, status: 'prone' },
        { team: 1, at: [10, 4] },
      ],
    });
    const at = (r: ReturnType<typeof reachable>, x: number, y: number) => r.find((q) => q.sq === sq(g, x, y));
    const prone = reachable(g, 0);
    expect(at(prone, 5, 1)).toMatchObject({ rushes: 0, chance: 1 });
    expect(at(prone, 6, 1)).toMatchObject({ rushes: 1 });
    expect(at(prone, 8, 1)).toBeUndefined();
    const jumpUp = reachable(g, 1);
    expect(at(jumpUp, 8, 2)).toMatchObject({ rushes: 0, chance: 1 });
    // MA 2: the whole MA goes on standing up (4+, half the time); only rushes are left.
    const slow = reachable(g, 2);
    expect(at(slow, 3, 3)).toMatchObject({ rushes: 1 });
    expect(at(slow, 3, 3)!.chance).toBeCloseTo(0.5 * (5 / 6));
    expect(at(slow, 5, 3)).toBeUndefined();
  });

  it("a prone player's reach is what its activation allows: standing costs 3 MA, then the steps", () => {
    // MA 6, prone at (2,1): stands up (3 MA, no die), walks 3 squares, then 2 rushes (2+ each).
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 1], ma: 6, status: 'prone' },
        { team: 1, at: [10, 4] },
      ],
      dice: [6, 6],
    });
    const far = reachable(g, 0).find((r) => r.sq === sq(g, 7, 1))!;
    expect(far).toMatchObject({ rushes: 2, dodges: 0 });
    expect(far.path).toEqual([3, 4, 5, 6, 7].map((x) => sq(g, x, 1)));
    const dice = pathDice(g, 0, 0, far.path);
    expect(dice.standUp).toBeNull();
    expect(dice.steps.map((s) => s.rush)).toEqual([false, false, false, true, true]);
    const steps = far.path.map((to) => ({ type: 'step' as const, to }));
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }, ...steps]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 7, 1) });
    // Both rush dice used; the path's end is as far as the engine lets it go.
    expect(diceLeft(game)).toBe(0);
    expect(legalActions(game)?.actions.some((a) => a.type === 'step')).toBe(false);
  });

  it('a prone player with MA 2 stands on 4+ using its whole MA: its path shows the roll and rushes', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 3], ma: 2, status: 'prone' },
        { team: 1, at: [10, 4] },
      ],
      dice: [4, 2],
    });
    const r = reachable(g, 0).find((x) => x.sq === sq(g, 3, 3))!;
    expect(r.chance).toBeCloseTo(0.5 * (5 / 6));
    expect(pathDice(g, 0, 0, r.path)).toEqual({
      standUp: 4,
      steps: [{ sq: sq(g, 3, 3), rush: true, dodge: null, pickUp: null }],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 3) },
    ]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 3, 3) });
  });

  it('movement left: MA less the squares moved; a prone player pays its stand-up first', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 1], ma: 6 },
        { team: 0, at: [2, 2], ma: 6, status: 'prone' },
        { team: 0, at: [2, 3], ma: 6, status: 'prone', skills: ['jumpUp'] },
        { team: 0, at: [2, 4], ma: 2, status: 'prone' },
        { team: 1, at: [10, 4] },
      ],
    });
    expect(movementLeft(g, 0)).toBe(6);
    expect(movementLeft(g, 0, 4)).toBe(2);
    // [004] Standing up: 3 squares of MA; free with Jump Up; the whole MA with MA 2 or less.
    expect(movementLeft(g, 1)).toBe(3);
    expect(movementLeft(g, 2)).toBe(6);
    expect(movementLeft(g, 3)).toBe(0);
  });

  it("a blitz's block costs a square of movement: the MA's, then a rush, then none is left", () => {
    // MA 3, two rushes: the Blitz walks 3 squares and rushes on towards its target.
    const blitz = (targetX: number, path: number[], dice: number[]) => {
      const g = scenario({
        map: ROOM,
        players: [
          { team: 0, at: [1, 1], ma: 3 },
          { team: 1, at: [targetX, 1] },
        ],
        dice,
      });
      const declare = { type: 'activate', player: 0, action: 'blitz', target: 1 } as const;
      const steps = path.map((x) => ({ type: 'step', to: sq(g, x, 1) }) as const);
      return { g, after: play(g, [declare, ...steps]).game };
    };
    const { g } = blitz(7, [], []);
    expect(blitzBlockCost(g, 0, 0, 2)).toBe('square');
    expect(blitzBlockCost(g, 0, 0, 3)).toBe('rush');
    expect(blitzBlockCost(g, 0, 3, 1)).toBe('rush');
    expect(blitzBlockCost(g, 0, 0, 5)).toBe('none');
    // Next to the target after one rush: the block is offered, and costs the second rush.
    const one = blitz(6, [2, 3, 4, 5], [6]).after;
    expect(blitzBlockCost(one, 0, 4)).toBe('rush');
    expect(legalActions(one)!.actions).toContainEqual({ type: 'block', target: 1 });
    // Next to it after both rushes: nothing left for the block, which the engine no longer offers.
    const two = blitz(7, [2, 3, 4, 5, 6], [6, 6]).after;
    expect(two.players[0].sq).toBe(sq(two, 6, 1));
    expect(blitzBlockCost(two, 0, 5)).toBe('none');
    expect(legalActions(two)!.actions).toEqual([{ type: 'endActivation' }]);
    // A prone blitzer stands up first ([004]: 3 squares): a block right away takes a rush.
    const prone = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1], ma: 3, status: 'prone' },
        { team: 1, at: [2, 1] },
      ],
    });
    expect(blitzBlockCost(prone, 0, 0)).toBe('rush');
  });

  it('the dice on a path: a dodge out of a marked square at -1 per marker entered, a pick-up', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2], ag: 3 },
        { team: 1, at: [5, 2] },
        { team: 1, at: [6, 4] },
        { team: 1, at: [6, 3] },
      ],
      ball: { at: [5, 4] },
    });
    // (4,2) is marked: the step to (4,3) dodges into a square marked by (5,2): 4+.
    // (4,3) is marked too: the step to (5,4) dodges into two markers (5+) and picks up at -2 (5+).
    const dice = pathDice(g, 0, 0, [sq(g, 4, 3), sq(g, 5, 4)]);
    expect(dice.steps).toEqual([
      { sq: sq(g, 4, 3), rush: false, dodge: 4, pickUp: null },
      { sq: sq(g, 5, 4), rush: false, dodge: 5, pickUp: 5 },
    ]);
  });

  it('leaving a marked square needs a dodge, at -1 per marker in the destination; Dodge re-rolls it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2], ag: 3 },
        { team: 1, at: [5, 2] },
        { team: 0, at: [2, 4], ag: 3, skills: ['dodge'] },
        { team: 1, at: [3, 4] },
      ],
    });
    const away = reachable(g, 0).find((x) => x.sq === sq(g, 3, 1))!;
    expect(away.dodges).toBe(1);
    expect(away.chance).toBeCloseTo(4 / 6);
    const withDodge = reachable(g, 2).find((x) => x.sq === sq(g, 1, 3))!;
    expect(withDodge.chance).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 6));
  });

  it('block odds: two dice for the stronger side, the defender chooses when stronger', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2], st: 3 },
        { team: 1, at: [5, 2], st: 4 },
        { team: 0, at: [5, 3], st: 3 },
      ],
    });
    const o = blockOdds(g, 0, 1);
    expect(o.offensiveAssists).toBe(1);
    expect(o.attackerSt).toBe(4);
    expect(o.dice).toBe(1);
    expect(o.defenderDown).toBeCloseTo(2 / 6);
    const weak = blockOdds(
      scenario({
        map: ROOM,
        players: [
          { team: 0, at: [4, 2], st: 2 },
          { team: 1, at: [5, 2], st: 3 },
        ],
      }),
      0,
      1,
    );
    expect(weak.dice).toBe(2);
    expect(weak.attackerChooses).toBe(false);
    expect(weak.defenderDown).toBeCloseTo((2 / 6) ** 2);
  });

  it('pass, pick-up and catch odds follow the modifiers', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], pa: 3 },
        { team: 0, at: [6, 2], ag: 3 },
        { team: 1, at: [7, 2] },
      ],
      ball: { carrier: 0 },
    });
    const short = passOdds(g, 0, sq(g, 6, 2));
    expect(short.band).toBe('S');
    expect(short.modifier).toBe(-1);
    expect(short.accurate).toBeCloseTo(3 / 6);
    expect(passOdds(g, 0, sq(g, 4, 2)).accurate).toBeCloseTo(4 / 6);
    expect(catchOdds(g, 1, 0)).toBeCloseTo(3 / 6);
    expect(pickUpOdds(g, 1, sq(g, 6, 3))).toBeCloseTo(3 / 6);
  });
});
