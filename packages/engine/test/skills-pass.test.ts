import { describe, expect, it } from 'vitest';
import { diceLeft, legalActions, play, type ScenarioPlayer, scenario, sq } from '../src/index.ts';
import {
  activationOver,
  handOff,
  legal,
  pass,
  passing,
  ROOM,
  skillUsed,
  tests,
  turnedOver,
} from './helpers/skills-pass.ts';

describe('Safe Pass', () => {
  it('Safe Pass: a fumble keeps the ball: no bounce, no turnover, and the activation ends', () => {
    const g = passing([{ team: 0, at: [5, 3] }], [1], { skills: ['safePass'] });
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'pass')[0]).toMatchObject({ roll: 1, ok: false });
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    expect(events.some((e) => e.type === 'ball' && e.what === 'dropped')).toBe(false);
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('without Safe Pass the same fumble bounces the ball and is a turnover', () => {
    const g = passing([{ team: 0, at: [5, 3] }], [1, 5]);
    const { game, events } = pass(g, 5, 3);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 4, 3) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Safe Pass also keeps the ball when a throw at the wall is fumbled', () => {
    const g = passing([], [1], { skills: ['safePass'], at: [3, 2] });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'wallThrow', wall: sq(g, 3, 0) },
    ]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Nerves of Steel', () => {
  // Two opponents behind the passer mark it; neither is under the ruler.
  const markers: ScenarioPlayer[] = [
    { team: 1, at: [2, 2] },
    { team: 1, at: [2, 4] },
  ];

  it('Nerves of Steel: the passer ignores the players marking it', () => {
    const g = passing([{ team: 0, at: [5, 3] }, ...markers], [4, 3], { skills: ['nervesOfSteel'] });
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'pass')[0]).toMatchObject({ roll: 4, modifier: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('without it the same roll is inaccurate: -1 per marking player', () => {
    const g = passing([{ team: 0, at: [5, 3] }, ...markers], [4, 5, 4, 5, 3]);
    const { events } = pass(g, 5, 3);
    expect(tests(events, 'pass')[0]).toMatchObject({ roll: 4, modifier: -2, ok: false });
  });

  it('Nerves of Steel: a catcher ignores the players marking it', () => {
    const g = passing(
      [
        { team: 0, at: [5, 3], skills: ['nervesOfSteel'] },
        { team: 1, at: [6, 2] },
        { team: 1, at: [6, 4] },
      ],
      [4, 3],
    );
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Nerves of Steel: an interferer ignores the players marking it, on the interception too', () => {
    // Short pass 5 - 1: accurate. Interferer AG 2, marked by player 3: 5 - 3 = 2 succeeds (it would
    // be 1 and fail if the marker counted). Interception 3 - 1 = 2 succeeds: a turnover.
    const g = passing(
      [
        { team: 0, at: [7, 3] },
        { team: 1, at: [5, 3], ag: 2, skills: ['nervesOfSteel'] },
        { team: 0, at: [5, 2] },
      ],
      [5, 5, 3],
    );
    const { game, events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ player: 2, modifier: -3, ok: true });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 2, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(2);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Disturbing Presence', () => {
  // A wall (4, 1)-(4, 2) stands between the passer at (3, 2) and the Disturbing Presence player.
  const WALLED = `
############
#A..#.....B#
#A..#.....B#
#A........B#
#A........B#
#A........B#
############
`;

  it('Disturbing Presence: -1 to the pass and to the catch for each opponent with it within 3 squares, even prone, through walls', () => {
    // The prone opponent at (5, 1) is 2 squares from the passer and 3 from the catcher at (3, 4).
    // A second one at (7, 5) is 4 squares from both: it does not count.
    // Pass 5 - 1 = 4: accurate for PA 4; catch 4 - 1 = 3 for AG 3.
    const g = scenario({
      map: WALLED,
      players: [
        { team: 0, at: [3, 2] },
        { team: 0, at: [3, 4] },
        { team: 1, at: [5, 1], status: 'prone', skills: ['disturbingPresence'] },
        { team: 1, at: [7, 5], skills: ['disturbingPresence'] },
      ],
      ball: { carrier: 0 },
      dice: [5, 4],
    });
    const { game, events } = pass(g, 3, 4);
    expect(tests(events, 'pass')[0]).toMatchObject({ roll: 5, modifier: -1, ok: true });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Disturbing Presence: -1 to an opponent interfering with the pass; never against its own team', () => {
    // Passing team player 3 has it, 3 squares from the interferer at (5, 3) and 1 from the catcher.
    const g = passing(
      [
        { team: 0, at: [7, 3] },
        { team: 1, at: [5, 3], ag: 2 },
        { team: 0, at: [8, 4], skills: ['disturbingPresence'] },
      ],
      [5, 5, 3],
    );
    const { game, events } = pass(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ roll: 5, modifier: -4, ok: false });
    expect(tests(events, 'catch')[0]).toMatchObject({ player: 1, modifier: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Disturbing Presence: -1 to a Throw Team-mate quality test', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate'] },
        { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] },
        { team: 1, at: [6, 5], status: 'prone', skills: ['disturbingPresence'] },
      ],
      // quality 4 - 1 = 3: subpar. Scatter E, W, S from (5, 3) to (5, 4); landing 4 - 1.
      dice: [4, 5, 4, 7, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, 5, 3) },
    ]);
    expect(tests(events, 'throwTeamMate')[0]).toMatchObject({ roll: 4, modifier: -1, ok: false });
    expect(tests(events, 'landing')[0]).toMatchObject({ modifier: -1, ok: true });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Accurate and Strong Arm', () => {
  it('Accurate: +1 to a quick or short pass', () => {
    // Short pass: 4 - 1 + 1 = 4 is accurate for PA 4.
    const g = passing([{ team: 0, at: [7, 3] }], [4, 3], { skills: ['accurate'] });
    const { game, events } = pass(g, 7, 3);
    expect(tests(events, 'pass')[0]).toMatchObject({ roll: 4, modifier: 0, ok: true });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Strong Arm: +1 to the Throw Team-mate quality test (a short throw of 4 is superb)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate', 'strongArm'] },
        { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] },
      ],
      // quality 4 - 1 + 1: superb. Scatter E, W, S from (8, 3) to (8, 4); landing 3 at no modifier.
      dice: [4, 5, 4, 7, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, 8, 3) },
    ]);
    expect(tests(events, 'throwTeamMate')[0]).toMatchObject({ roll: 4, modifier: 0, ok: true });
    expect(tests(events, 'landing')[0]).toMatchObject({ modifier: 0, ok: true });
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 4), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });

  it('Strong Arm: +1 to a Kick Team-mate too, which follows the Throw Team-mate rules', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 5, skills: ['kickTeamMate', 'strongArm'] },
        { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] },
      ],
      dice: [4, 5, 4, 7, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'kickTeamMate' },
      { type: 'kickTeamMate', kicked: 1, to: sq(g, 8, 3) },
    ]);
    expect(tests(events, 'kickTeamMate')[0]).toMatchObject({ roll: 4, modifier: 0, ok: true });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Running Pass', () => {
  it('Running Pass: after a quick pass the passer may move on with the MA it has left', () => {
    const g = passing([{ team: 0, at: [6, 3] }], [4, 3], { skills: ['runningPass'] });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'step', to: sq(g, 4, 3) },
      { type: 'pass', to: sq(g, 6, 3) },
    ]);
    expect(game.ball.carrier).toBe(1);
    expect(skillUsed(events, 'runningPass')).toHaveLength(1);
    expect(legal(game)).toContainEqual({ type: 'step', to: sq(g, 4, 2) });
    // It may not pass again; it moves on and then ends its activation.
    expect(legal(game).some((a) => a.type === 'pass')).toBe(false);
    const after = play(game, [{ type: 'step', to: sq(g, 4, 2) }, { type: 'endActivation' }]);
    expect(after.game.players[0].sq).toBe(sq(g, 4, 2));
    expect(activationOver(after.game)).toBe(true);
    expect(diceLeft(after.game)).toBe(0);
  });

  it('not after a short pass: the activation ends as usual', () => {
    const g = passing([{ team: 0, at: [7, 3] }], [5, 3], { skills: ['runningPass'] });
    const { game } = pass(g, 7, 3);
    expect(game.ball.carrier).toBe(1);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('not once the whole MA is used', () => {
    const g = passing([{ team: 0, at: [6, 3] }], [4, 3], { skills: ['runningPass'], ma: 1 });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'step', to: sq(g, 4, 3) },
      { type: 'pass', to: sq(g, 6, 3) },
    ]);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('not after a pass that ends in a turnover', () => {
    // Accurate, but the catch fails (2) and the ball bounces East to an empty square.
    const g = passing([{ team: 0, at: [5, 3] }], [4, 2, 5], { skills: ['runningPass'] });
    const { game, events } = pass(g, 5, 3);
    expect(turnedOver(events)).toBe(true);
    expect(legalActions(game)?.team).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('No Hands and Catch', () => {
  it('No Hands: a pass to the player is never caught (no roll): it bounces off, a turnover', () => {
    const g = passing([{ team: 0, at: [5, 3], skills: ['noHands'] }], [4, 5]);
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'catch')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 3) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('No Hands: a hand-off to the player bounces off it', () => {
    const g = passing([{ team: 0, at: [4, 3], skills: ['noHands'] }], [5]);
    const { game, events } = handOff(g, 1);
    expect(tests(events, 'catch')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 3) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('No Hands: the player may not interfere with a pass', () => {
    const g = passing(
      [
        { team: 0, at: [7, 3] },
        { team: 1, at: [5, 3], skills: ['noHands'] },
      ],
      [5, 3],
    );
    const { game, events } = pass(g, 7, 3);
    expect(tests(events, 'interference')).toHaveLength(0);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('No Hands: a thrown player landing on the ball cannot pick it up: it bounces, a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate'] },
        { team: 0, at: [4, 3], st: 2, skills: ['rightStuff', 'noHands'] },
      ],
      ball: { at: [6, 4] },
      // superb; scatter E, W, S from (6, 3) to (6, 4) onto the ball; landing 3; the ball bounces E.
      dice: [4, 5, 4, 7, 3, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, 6, 3) },
    ]);
    expect(tests(events, 'pickUp')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 7, 4) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('No Hands: a player stepping onto the ball cannot pick it up: it bounces, a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [{ team: 0, at: [5, 4], skills: ['noHands'] }],
      ball: { at: [6, 4] },
      // no pick-up roll: the ball bounces East (D8 5)
      dice: [5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 6, 4) },
    ]);
    expect(tests(events, 'pickUp')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 7, 4) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Catch: a failed catch is re-rolled', () => {
    const g = passing([{ team: 0, at: [5, 3], skills: ['catch'] }], [4, 2, 5]);
    const { game, events } = pass(g, 5, 3);
    expect(tests(events, 'catch').map((t) => t.ok)).toEqual([false, true]);
    expect(events).toContainEqual({ type: 'reroll', source: 'catch', player: 1 });
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});
