import { describe, expect, it } from 'vitest';
import {
  blockFaceResult,
  blockOdds,
  foulOdds,
  markedSquares,
  reachable,
  scenario,
  sq,
} from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

describe('odds helpers for bots', () => {
  it('marked squares: each standing opponent with a tackle zone marks the eight squares around it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [5, 2] },
        { team: 1, at: [6, 2] },
        { team: 1, at: [3, 1], status: 'prone' },
      ],
    });
    const m = markedSquares(g, 0);
    expect(m[sq(g, 4, 2)]).toBe(1);
    expect(m[sq(g, 5, 1)]).toBe(2);
    expect(m[sq(g, 7, 3)]).toBe(1);
    // A prone player marks nobody; team-mates never mark.
    expect(m[sq(g, 2, 2)]).toBe(0);
    expect(markedSquares(g, 1)[sq(g, 3, 2)]).toBe(1);
  });

  it('a block die face: Both Down floors only the side without Block; a Stumble is a push against Dodge', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2], skills: ['block'] },
        { team: 1, at: [5, 2], skills: ['dodge'] },
      ],
    });
    expect(blockFaceResult(g, 0, 1, 'bothDown')).toEqual({ attackerDown: false, defenderDown: true });
    expect(blockFaceResult(g, 0, 1, 'stumble')).toEqual({ attackerDown: false, defenderDown: false });
    expect(blockFaceResult(g, 0, 1, 'pow')).toEqual({ attackerDown: false, defenderDown: true });
    expect(blockFaceResult(g, 0, 1, 'playerDown')).toEqual({ attackerDown: true, defenderDown: false });
    expect(blockFaceResult(g, 1, 0, 'bothDown')).toEqual({ attackerDown: true, defenderDown: false });
    expect(blockFaceResult(g, 1, 0, 'stumble')).toEqual({ attackerDown: false, defenderDown: true });
  });

  it('reachable gives the path of each square without the start, and stops on portals', () => {
    const map = `
##########
#A...1..B#
#A......B#
#A......B#
##########
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [3, 1], ma: 3 },
        { team: 1, at: [8, 3] },
      ],
    });
    const r = reachable(g, 0);
    const portal = r.find((x) => x.sq === sq(g, 5, 1))!;
    expect(portal.portal).toBe(true);
    expect(portal.path).toEqual([sq(g, 4, 1), sq(g, 5, 1)]);
    // Nothing is searched beyond the portal: (6,1) is reached round it, in three squares.
    expect(r.find((x) => x.sq === sq(g, 6, 1))!.path).toHaveLength(3);
    // Calls leave nothing behind: the same answer twice.
    expect(reachable(g, 0)).toEqual(r);
  });

  it('foul odds: the armour roll with assists, and a sending-off on any double', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2] },
        { team: 1, at: [5, 2], status: 'prone', av: 8 },
        { team: 0, at: [6, 2] },
      ],
    });
    const o = foulOdds(g, 0, 1);
    expect(o.modifier).toBe(1);
    // 2D6 + 1 >= 8: 21 of 36; a double on the armour roll (6 of 36), or on the injury roll (one in
    // six) after any of the 18 other breaks.
    expect(o.armourBreaks).toBeCloseTo(21 / 36);
    expect(o.sentOff).toBeCloseTo(6 / 36 + 18 / 36 / 6);
  });

  it('block and foul odds from another square: as if the player stood there, the game unchanged', () => {
    // The attacker (team 0) at `at`; the defender at (5,2) with a team-mate of the attacker at
    // (6,3) beside it; an opponent at (4,3) who assists the defender against a block from (4,2);
    // a prone opponent at (7,1) to foul.
    const setUp = (at: [number, number]) =>
      scenario({
        map: ROOM,
        players: [
          { team: 0, at },
          { team: 1, at: [5, 2] },
          { team: 0, at: [6, 3] },
          { team: 1, at: [4, 3] },
          { team: 1, at: [7, 1], status: 'prone' },
        ],
      });
    const g = setUp([2, 2]);
    const before = JSON.stringify(g);
    const block = blockOdds(g, 0, 1, sq(g, 4, 2));
    const foul = foulOdds(g, 0, 4, sq(g, 6, 1));
    expect(JSON.stringify(g)).toBe(before);
    // The same odds as with the player standing there.
    expect(block).toEqual(blockOdds(setUp([4, 2]), 0, 1));
    expect(block).toMatchObject({ offensiveAssists: 1, defensiveAssists: 1 });
    expect(foul).toEqual(foulOdds(setUp([6, 1]), 0, 4));
    // Another player's square is no place to ask from.
    expect(() => blockOdds(g, 0, 1, sq(g, 6, 3))).toThrow(/not a free square/);
  });
});
