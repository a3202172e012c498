/**
 * BRAWL 2013 ([002]) Throwing underground: Throwing restrictions, Passes lost in the teleporter,
 * Get this ball outta here, Bouncing balls off walls, and turnover item 2, with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  dungeonOf,
  type Game,
  getBuiltinDungeon,
  play,
  type ScenarioPlayer,
  sq,
} from '../src/index.ts';
import { ARENA, brawlScenario, DROPS, PADS } from './helpers/brawl.ts';
import { hasAction, legal, ofType } from './helpers/classic.ts';
import { turnedOver } from './helpers/common.ts';

const passAction: Action = { type: 'activate', player: 0, action: 'pass' };
const far: ScenarioPlayer = { team: 1, at: [10, 5] };

/** Team 0's carrier at (3,2) (PA 4+, AG 3+); `more` players after it. */
function passer(dice: number[], more: ScenarioPlayer[]): Game {
  return brawlScenario({
    map: PADS,
    players: [{ team: 0, at: [3, 2] }, ...more],
    ball: { carrier: 0 },
    dice,
  });
}

describe('BRAWL 2013: Throwing restrictions', () => {
  const hashut = getBuiltinDungeon('brawl-hashut')!.text;
  const longPass = (map: string) => {
    const g = brawlScenario({
      map,
      players: [
        { team: 0, at: [3, 1] },
        { team: 0, at: [10, 1] },
        { team: 1, at: [28, 1] },
      ],
      ball: { carrier: 0 },
    });
    const { game } = play(g, [passAction]);
    return {
      quick: hasAction(game, { type: 'pass', to: sq(g, 5, 1) }),
      long: hasAction(game, { type: 'pass', to: sq(g, 10, 1) }),
    };
  };

  it('quick and short passes only underground', () => {
    expect(longPass(hashut.replace('long-passes: yes\n', ''))).toEqual({ quick: true, long: false });
  });

  it('long passes where the dungeon allows them (Dukes of Hashut: long-passes: yes)', () => {
    expect(hashut).toMatch(/^long-passes: yes$/m);
    expect(longPass(hashut)).toEqual({ quick: true, long: true });
    for (const id of ['brawl-classic', 'brawl-catacombs', 'brawl-castle', 'brawl-temple-of-doom']) {
      expect(getBuiltinDungeon(id)!.text).not.toMatch(/long-passes/);
    }
  });

  it('the ball cannot be thrown through a wall', () => {
    // (9,1) is a wall: from (8,3)... the carrier at (7,1) cannot reach (11,1) past it.
    const g = brawlScenario({
      map: PADS,
      players: [{ team: 0, at: [7, 1] }, far],
      ball: { carrier: 0 },
    });
    const { game } = play(g, [passAction]);
    expect(hasAction(game, { type: 'pass', to: sq(g, 10, 1) })).toBe(false);
    expect(hasAction(game, { type: 'pass', to: sq(g, 8, 1) })).toBe(true);
  });
});

describe('BRAWL 2013: Passes lost in the teleporter', () => {
  // A quick pass from (3,2) to the team-mate at (6,2): teleporter 1 (5,2) lies under the ruler.
  const catcher: ScenarioPlayer = { team: 0, at: [6, 2] };
  const throwTo62 = (g: Game) => play(g, [passAction, { type: 'pass', to: sq(g, 6, 2) }]);

  it('a pass whose ruler passes over a teleporter rolls a D6; 2-6 it flies on', () => {
    // Accurate 4; the teleporter D6 2; the catch 3.
    const g = passer([4, 2, 3], [catcher, far]);
    const { game, events } = throwTo62(g);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('on a 1 the ball disappears into the teleporter and appears elsewhere (D6 pad, scatter): a turnover', () => {
    // Accurate 4; D6 1: taken; the pad D6 2 (5,5); D8 5: it comes down on (6,5).
    const g = passer([4, 1, 2, 5], [catcher, far]);
    const { game, events } = throwTo62(g);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 5) });
    expect(ofType(events, 'turnover').map((e) => e.reason)).toEqual(['pass not caught']);
    expect(diceLeft(game)).toBe(0);
  });

  it('no turnover if a team-mate catches it where it comes out', () => {
    // As above; the team-mate at (6,5) catches the scattered ball (-1): 4.
    const g = passer([4, 1, 2, 5, 4], [catcher, { team: 0, at: [6, 5] }, far]);
    const { game, events } = throwTo62(g);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 2 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('the teleporter of origin rolled: the ball loses momentum and scatters from that teleporter', () => {
    // Taken by teleporter 1; the pad D6 1; D8 2: north, (5,1).
    const g = passer([4, 1, 1, 2], [catcher, far]);
    const { game } = throwTo62(g);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('only teleporters strictly between the thrower and where the ball comes down count', () => {
    // (3,2) to (4,3): quick, teleporter 5 (4,4) and 1 (5,2) are not between; accurate 4, catch 3.
    const g = passer([4, 3], [{ team: 0, at: [4, 3] }, far]);
    const { game } = play(g, [passAction, { type: 'pass', to: sq(g, 4, 3) }]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Get this ball outta here', () => {
  it('a pass into an empty teleporter square teleports the ball; caught by a team-mate at the other end, no turnover', () => {
    // At teleporter 1 (5,2): accurate 4 (no teleporter D6: it is where the ball comes down); the
    // pad D6 3 (8,2); D8 5: (9,2), the team-mate catches (-1): 4.
    const g = passer([4, 3, 5, 4], [{ team: 0, at: [9, 2] }, far]);
    const { game, events } = play(g, [passAction, { type: 'pass', to: sq(g, 5, 2) }]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a hand-off into an adjacent teleporter square; not caught at the other end, a turnover (item 2)', () => {
    // Carrier at (4,2) next to teleporter 1: the pad D6 3 (8,2); D8 5: (9,2), nobody there.
    const g = brawlScenario({
      map: PADS,
      players: [{ team: 0, at: [4, 2] }, far],
      ball: { carrier: 0 },
      dice: [3, 5],
    });
    const { game: declared } = play(g, [{ type: 'activate', player: 0, action: 'handOff' }]);
    expect(legal(declared)).toContainEqual({ type: 'pass', to: sq(g, 5, 2) });
    expect(legal(declared).filter((a) => a.type === 'pass')).toHaveLength(1);
    const { game, events } = play(declared, [{ type: 'pass', to: sq(g, 5, 2) }]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 9, 2) });
    expect(ofType(events, 'turnover').map((e) => e.reason)).toEqual(['hand-off not caught']);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Bouncing balls off walls', () => {
  // The carrier at (4,3) throws at the wall square (7,0) (short): the ball comes off its south
  // face heading south-east over (8,1), (9,2), (10,3), (11,4).
  function bounce(dice: number[], more: ScenarioPlayer[]): Game {
    return brawlScenario({
      map: PADS,
      players: [{ team: 0, at: [4, 3] }, ...more],
      ball: { carrier: 0 },
      dice,
    });
  }
  const throwAt70 = (g: Game) => play(g, [passAction, { type: 'wallThrow', wall: sq(g, 7, 0) }]);

  it('the ball travels 2D6 squares; every player it passes over may catch it, nearest the wall first, as an inaccurate pass', () => {
    // Accurate 5 (short: -1); 2D6 1+3: four squares. The opponent at (9,2) misses (1); the
    // team-mate at (11,4), where it ends, catches (-1): 4. No turnover.
    const g = bounce(
      [5, 1, 3, 1, 4],
      [
        { team: 1, at: [9, 2] },
        { team: 0, at: [11, 4] },
      ],
    );
    const { game, events } = throwAt70(g);
    expect(ofType(events, 'roll').filter((e) => e.purpose === 'wall throw distance')).toHaveLength(2);
    expect(ofType(events, 'test').map((e) => [e.test, e.player, e.modifier])).toEqual([
      ['pass', 0, -1],
      ['catch', 1, -1],
      ['catch', 2, -1],
    ]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 2 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('if nobody catches it, it scatters once from where it ends up: a turnover unless the moving team holds it', () => {
    // Four squares to (11,4); both miss (1, 1); one scatter, D8 7: south, (11,5).
    const g = bounce(
      [5, 1, 3, 1, 1, 7],
      [
        { team: 1, at: [9, 2] },
        { team: 0, at: [11, 4] },
      ],
    );
    const { game, events } = throwAt70(g);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 11, 5) });
    expect(ofType(events, 'turnover').map((e) => e.reason)).toEqual(['wall throw not caught']);
    expect(diceLeft(game)).toBe(0);
  });

  it('caught by an opponent: a turnover', () => {
    const g = bounce(
      [5, 1, 3, 4],
      [
        { team: 1, at: [9, 2] },
        { team: 0, at: [11, 4] },
      ],
    );
    const { game, events } = throwAt70(g);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Bouncing balls off walls, not off the black space', () => {
  it('a lava or chasm square is no wall to throw the ball at', () => {
    const g = brawlScenario({
      map: DROPS,
      players: [
        { team: 0, at: [6, 4] },
        { team: 1, at: [12, 1] },
      ],
      ball: { carrier: 0 },
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
    const walls = legal(game).flatMap((a) => (a.type === 'wallThrow' ? [a.wall] : []));
    const d = dungeonOf(game);
    expect(walls.length).toBeGreaterThan(0);
    expect(walls.filter((w) => d.feature[w] === 'lava' || d.feature[w] === 'chasm')).toEqual([]);
  });
});

describe('BRAWL 2013: Mage-netic Fields stop a pass too', () => {
  it('no pass is aimed at a scoring passage: the ball could not land there', () => {
    const g = brawlScenario({
      map: ARENA,
      players: [
        { team: 0, at: [10, 3] },
        { team: 1, at: [6, 1] },
      ],
      ball: { carrier: 0 },
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }]);
    const targets = legal(game).flatMap((a) => (a.type === 'pass' ? [a.to] : []));
    const d = dungeonOf(game);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((s) => d.passage[s])).toEqual([]);
  });
});
