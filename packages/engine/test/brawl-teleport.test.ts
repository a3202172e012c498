/**
 * BRAWL 2013 ([002]) Teleporting a player, Teleporting the scattering ball, Player with the ball
 * enters a teleporter, Losing the ball entering a teleporter, Following up a block into a
 * teleporter, Movement cost, and turnover items 10 and 11, with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
import { brawlScenario, PADS } from './helpers/brawl.ts';
import { ofType } from './helpers/classic.ts';
import { tests, turnedOver } from './helpers/common.ts';

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });
const far: ScenarioPlayer = { team: 1, at: [10, 4] };

/** Player 0 of team 0 at (4,2), one step from teleporter 1 (5,2); `more` players after it. */
function beforePad1(
  dice: number[],
  o: { more?: ScenarioPlayer[]; carrier?: boolean; skills?: string[]; ma?: number } = {},
): Game {
  return brawlScenario({
    map: PADS,
    players: [{ team: 0, at: [4, 2], skills: o.skills ?? [], ma: o.ma ?? 6 }, ...(o.more ?? [far])],
    ...(o.carrier ? { ball: { carrier: 0 } } : {}),
    dice,
  });
}

const stepOnPad1 = (g: Game) => play(g, [move(0), { type: 'step', to: sq(g, 5, 2) }]);

describe('BRAWL 2013: Teleporting a player', () => {
  it('a D6 names the pad; the player is scattered one square off it (D8) and never stays on it', () => {
    // Pad D6 3 (8,2); scatter D8 5: east, (9,2).
    const g = beforePad1([3, 5]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 3, mishap: false },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(game.occ[sq(g, 8, 2)]).toBe(-1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Movement cost: teleporting costs no movement beyond the square of the teleporter', () => {
    // MA 2: the step onto the pad, then one more step; the third step is a rush (2+: 6).
    const g = beforePad1([3, 5, 6], { ma: 2 });
    const { game, events } = play(g, [
      move(0),
      { type: 'step', to: sq(g, 5, 2) },
      { type: 'step', to: sq(g, 10, 2) },
    ]);
    expect(tests(events, 'rush')).toHaveLength(0);
    const more = play(game, [{ type: 'step', to: sq(g, 11, 2) }]);
    expect(tests(more.events, 'rush')).toHaveLength(1);
    expect(diceLeft(more.game)).toBe(0);
  });

  it('the scatter is re-rolled when it points at a wall', () => {
    // Pad 3 (8,2); D8 3: north-east is the wall (9,1); again 5: (9,2).
    const g = beforePad1([3, 3, 5]);
    const { game } = stepOnPad1(g);
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('an occupied square: the player there is pushed on along the scatter, a chain of pushes, nobody knocked down', () => {
    const g = beforePad1([3, 5], {
      more: [
        { team: 1, at: [9, 2] },
        { team: 0, at: [10, 2] },
      ],
    });
    const { game, events } = stepOnPad1(g);
    expect(game.players.map((p) => p.sq)).toEqual([sq(g, 9, 2), sq(g, 10, 2), sq(g, 11, 2)]);
    expect(game.players.every((p) => p.status === 'standing')).toBe(true);
    expect(ofType(events, 'armour')).toEqual([]);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a Stand Firm player in the square is no valid square: the scatter is re-rolled', () => {
    // D8 5 onto the Stand Firm player at (9,2): again, 8: south-east, (9,3).
    const g = beforePad1([3, 5, 8], { more: [{ team: 1, at: [9, 2], skills: ['standFirm'] }] });
    const { game } = stepOnPad1(g);
    expect(game.players[0].sq).toBe(sq(g, 9, 3));
    expect(game.players[1].sq).toBe(sq(g, 9, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a push that would go into a wall is no valid square either: the scatter is re-rolled', () => {
    // D8 2: north, (8,1), whose player could only go into the wall (8,0); again, 5: (9,2).
    const g = beforePad1([3, 2, 5], { more: [{ team: 1, at: [8, 1] }] });
    const { game } = stepOnPad1(g);
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(game.players[1].sq).toBe(sq(g, 8, 1));
    expect(diceLeft(game)).toBe(0);
  });

  it('a scatter onto another teleporter teleports the player again, as often as it happens', () => {
    // Pad 3 (8,2); D8 7: south onto pad 4 (8,3); D6 2: pad 2 (5,5); D8 5: (6,5).
    const g = beforePad1([3, 7, 2, 5]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport').map((e) => [e.from, e.to])).toEqual([
      [1, 3],
      [4, 2],
    ]);
    expect(game.players[0].sq).toBe(sq(g, 6, 5));
    expect(ofType(events, 'injury')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player pushed by the arrival onto a teleporter teleports in turn', () => {
    // From (9,2) onto pad 3: D6 1, pad 1 (5,2); D8 8: south-east, (6,3), whose player is pushed
    // onto pad 6 (7,4): D6 2, pad 2 (5,5); D8 5: (6,5).
    const g = brawlScenario({
      map: PADS,
      players: [
        { team: 0, at: [9, 2] },
        { team: 1, at: [6, 3] },
      ],
      dice: [1, 8, 2, 5],
    });
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 8, 2) }]);
    expect(ofType(events, 'teleport').map((e) => [e.player, e.from, e.to])).toEqual([
      [0, 3, 1],
      [1, 6, 2],
    ]);
    expect(game.players[0].sq).toBe(sq(g, 6, 3));
    expect(game.players[1]).toMatchObject({ sq: sq(g, 6, 5), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });

  it("a ball carrier scattered into the opponents' passage has entered it: a touchdown; anyone else re-rolls", () => {
    // Teleporter 3 moved next to team 1's passage, at (11,2).
    const map = PADS.replace('#aAA.1..3.BBb#', '#aAA.1....B3b#');
    const carrier = brawlScenario({
      map,
      players: [{ team: 0, at: [4, 2] }, far],
      ball: { carrier: 0 },
      dice: [3, 5],
    });
    const scored = stepOnPad1(carrier);
    expect(ofType(scored.events, 'touchdown')).toEqual([{ type: 'touchdown', player: 0, team: 0 }]);
    expect(diceLeft(scored.game)).toBe(0);
    // Without the ball the passage is a wall (Mage-netic Fields): D8 5 again, then 4: (10,2).
    const plain = brawlScenario({ map, players: [{ team: 0, at: [4, 2] }, far], dice: [3, 5, 4] });
    const { game } = stepOnPad1(plain);
    expect(game.players[0].sq).toBe(sq(plain, 10, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('Lost in the warp: the pad of origin rolled sends the player to the KO box, a turnover (item 10)', () => {
    const g = beforePad1([1]);
    const { game, events } = stepOnPad1(g);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: null, mishap: true },
    ]);
    expect(game.players[0].status).toBe('ko');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Player with the ball enters a teleporter', () => {
  it('after the scatter, a D6 4+ keeps the ball', () => {
    const g = beforePad1([3, 5, 4], { carrier: true });
    const { game, events } = stepOnPad1(g);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0, sq: sq(g, 9, 2) });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('on 1-3 the ball teleports on its own (D6 pad, then a scatter), Sure Hands or not; a turnover (item 11)', () => {
    // Keep roll 3: lost. The ball: D6 2, pad 2 (5,5); D8 5: it comes down on (6,5).
    const g = beforePad1([3, 5, 3, 2, 5], { carrier: true, skills: ['sureHands'] });
    const { game, events } = stepOnPad1(g);
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 5) });
    expect(ofType(events, 'turnover').map((e) => e.reason)).toEqual(['lost the ball in the teleporter']);
    expect(ofType(events, 'reroll')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a carrier lost in the warp: the ball teleports on its own', () => {
    // Pad 1 rolled: KO box; the ball: D6 2 (5,5), D8 5: (6,5).
    const g = beforePad1([1, 2, 5], { carrier: true });
    const { game, events } = stepOnPad1(g);
    expect(game.players[0].status).toBe('ko');
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 5) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Losing the ball entering a teleporter', () => {
  /** Team 0's blocker at (3,2); team 1's carrier at (4,2), pushed east onto teleporter 1. */
  function blockCarrier(dice: number[], skills: string[] = []): Game {
    return brawlScenario({
      map: PADS,
      players: [
        { team: 0, at: [3, 2], skills },
        { team: 1, at: [4, 2] },
      ],
      ball: { carrier: 1 },
      dice,
    });
  }
  const blockOntoPad = (g: Game) =>
    play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);

  it('a carrier knocked over into a teleporter scatters as a player; the ball teleports on its own', () => {
    // POW; armour 1+1; the player: pad 3, D8 5 (9,2); the ball: pad 2, D8 5 (6,5).
    const g = blockCarrier([6, 1, 1, 3, 5, 2, 5]);
    const { game, events } = blockOntoPad(g);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 9, 2), status: 'prone' });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 5) });
    expect(ofType(events, 'ball').map((e) => e.what)).toContain('teleport');
    expect(diceLeft(game)).toBe(0);
  });

  it('a carrier pushed into a teleporter by a Strip Ball player: the same', () => {
    // Push; the player: pad 3, D8 5 (9,2), standing; the ball: pad 2, D8 5 (6,5).
    const g = blockCarrier([3, 3, 5, 2, 5], ['stripBall']);
    const { game } = blockOntoPad(g);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 9, 2), status: 'standing' });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 5) });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Teleporting the scattering ball', () => {
  /** Player 0 steps onto the ball at (6,3) and fails the pick-up (1); the bounce goes on from there. */
  function failedPickUp(dice: number[]): { game: Game; g: Game; events: ReturnType<typeof play>['events'] } {
    const g = brawlScenario({
      map: PADS,
      players: [{ team: 0, at: [7, 3] }, far],
      ball: { at: [6, 3] },
      dice: [1, ...dice],
    });
    return { g, ...play(g, [move(0), { type: 'step', to: sq(g, 6, 3) }]) };
  }

  it('a bouncing ball entering a teleporter teleports: a D6 for the pad, then it scatters from it', () => {
    // Bounce D8 1: north-west onto pad 1 (5,2); D6 2: pad 2 (5,5); D8 5: (6,5).
    const { g, game, events } = failedPickUp([1, 2, 5]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 5) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('the teleporter it entered rolled: the ball simply re-appears there and scatters', () => {
    // Onto pad 1; D6 1: back at pad 1; D8 2: north, (5,1).
    const { g, game } = failedPickUp([1, 1, 2]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 1) });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Scattering into walls', () => {
  it('the ball never scatters into a wall or a passage (Mage-netic Fields): the scatter is re-rolled', () => {
    // Failed pick-up at (11,2); D8 5: the passage (12,2), again; 3: the passage (12,1), again; 4: (10,2).
    const g = brawlScenario({
      map: PADS,
      players: [{ team: 0, at: [10, 3] }, far],
      ball: { at: [11, 2] },
      dice: [1, 5, 3, 4],
    });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 11, 2) }]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 10, 2) });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Following up a block into a teleporter', () => {
  it('the follower entering a teleporter square teleports', () => {
    // (A player left on pad 1 by the scenario.) Push to (6,2); follow up onto pad 1: pad 3, D8 5.
    const g = brawlScenario({
      map: PADS,
      players: [
        { team: 0, at: [4, 2] },
        { team: 1, at: [5, 2] },
      ],
      dice: [3, 3, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 2) },
      { type: 'followUp', yes: true },
    ]);
    expect(ofType(events, 'teleport')).toEqual([
      { type: 'teleport', player: 0, from: 1, to: 3, mishap: false },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 9, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a Frenzy target teleported away by the first push gets no second block, even landing next to the blocker', () => {
    // Push onto pad 1; the blocker follows to (4,2); the target: pad 5 (4,4), D8 2: north, (4,3).
    const g = brawlScenario({
      map: PADS,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [3, 5, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 5, 2) },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(game.players[1].sq).toBe(sq(g, 4, 3));
    expect(ofType(events, 'blockDice')).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });
});
