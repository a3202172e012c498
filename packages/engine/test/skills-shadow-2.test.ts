/**
 * More of skills-shadow.test.ts (helpers shared in helpers/skills-shadow.ts): Shadowing, Jump Up: blocking from prone.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, legalActions, play, scenario, sq } from '../src/index.ts';
import {
  actions,
  activationOver,
  declares,
  HALL,
  noShadow,
  PORTALS,
  PUSH,
  shadow,
  THREE,
  turnedOver,
} from './helpers/skills-shadow.ts';

describe('Shadowing', () => {
  /** Mover (team 0, MA 6) at (3,3); the shadower (team 1) at (4,3) marks it. */
  const shadowScene = (dice: number[], shadowerMa = 7, moverMa = 6, rerolls?: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ma: moverMa, ag: 3 },
        { team: 1, at: [4, 3], ma: shadowerMa, skills: ['shadowing'] },
      ],
      dice,
      rerolls,
    });
  const stepAway = (g: Game): Action[] => [
    { type: 'activate', player: 0, action: 'move' },
    { type: 'step', to: sq(g, 2, 3) },
  ];

  it('an opponent stepping out of its tackle zone lets its coach choose to shadow', () => {
    const g = shadowScene([4]);
    const { game } = play(g, stepAway(g));
    expect(legalActions(game)).toMatchObject({ team: 1, actions: [shadow(1), noShadow] });
    expect(diceLeft(game)).toBe(0);
  });

  it('D6 + own MA - the mover MA reaching 6 moves the shadower into the vacated square', () => {
    // dodge 4; shadowing 5 + 7 - 6 = 6
    const g = shadowScene([4, 5]);
    const { game, events } = play(g, [...stepAway(g), shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(game.players[0].sq).toBe(sq(g, 2, 3));
    expect(events.find((e) => e.type === 'test' && e.test === 'shadowing')).toMatchObject({
      roll: 5,
      modifier: 1,
      ok: true,
    });
    // The free move took no dodge; the mover carries on with its activation, marked again.
    expect(actions(game).some((a) => a.type === 'step')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a total of 5 or less fails and the shadower stays; no team re-roll helps it', () => {
    // dodge 4; shadowing 5 + 6 - 6 = 5
    const g = shadowScene([4, 5], 6, 6, [0, 3]);
    const { game } = play(g, [...stepAway(g), shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 4, 3));
    expect(game.teams[1].rerolls).toBe(3);
    expect(actions(game).some((a) => a.type === 'step')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 1 always fails, however much faster the shadower is', () => {
    const g = shadowScene([4, 1], 9, 3);
    const { game } = play(g, [...stepAway(g), shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 4, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 6 always succeeds, however much slower the shadower is', () => {
    // 6 + 3 - 9 = 0, still a success
    const g = shadowScene([4, 6], 3, 9);
    const { game } = play(g, [...stepAway(g), shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('the coach may decline: no roll, nobody moves', () => {
    const g = shadowScene([4]);
    const { game } = play(g, [...stepAway(g), noShadow]);
    expect(game.players[1].sq).toBe(sq(g, 4, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('only one of several shadowers may try; its coach picks which', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 2 },
        { team: 1, at: [4, 3], skills: ['shadowing'] },
        { team: 1, at: [4, 4], skills: ['shadowing'] },
      ],
      // dodge 6; one shadowing roll 6
      dice: [6, 6],
    });
    const { game: asked } = play(g, stepAway(g));
    expect(legalActions(asked)).toMatchObject({ team: 1, actions: [shadow(1), shadow(2), noShadow] });
    const { game } = play(asked, [shadow(2)]);
    expect(game.players[2].sq).toBe(sq(g, 3, 3));
    expect(game.players[1].sq).toBe(sq(g, 4, 3));
    expect(legalActions(game)?.team).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('among three teams, the next coach in turn order is asked when the first declines', () => {
    const g = scenario({
      map: THREE,
      players: [
        { team: 0, at: [3, 3], ag: 2 },
        { team: 2, at: [4, 3], skills: ['shadowing'] },
        { team: 1, at: [4, 4], skills: ['shadowing'] },
      ],
      dice: [6, 6],
    });
    const { game: first } = play(g, stepAway(g));
    expect(legalActions(first)).toMatchObject({ team: 1, actions: [shadow(2), noShadow] });
    const { game: second } = play(first, [noShadow]);
    expect(legalActions(second)).toMatchObject({ team: 2, actions: [shadow(1), noShadow] });
    const { game } = play(second, [shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a step that stays next to the shadower still leaves a square in its tackle zone', () => {
    const g = shadowScene([4]);
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(legalActions(game)?.actions).toContainEqual(shadow(1));
    expect(diceLeft(game)).toBe(0);
  });

  it('a step out of a square no Shadowing player marks asks nothing', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [8, 3], skills: ['shadowing'] },
      ],
      dice: [4],
    });
    const { game } = play(g, stepAway(g));
    expect(legalActions(game)?.team).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone Shadowing player cannot shadow', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3], status: 'prone', skills: ['shadowing'] },
      ],
      dice: [],
    });
    const { game } = play(g, stepAway(g));
    expect(legalActions(game)?.team).toBe(0);
  });

  it('it is resolved after the mover step is complete: after the dodge and the pick-up', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], ma: 6, skills: ['shadowing'] },
      ],
      ball: { at: [2, 3] },
      // dodge 4, pick-up 4, shadowing 6
      dice: [4, 4, 6],
    });
    const { game, events } = play(g, [...stepAway(g), shadow(1)]);
    const tests = events.flatMap((e) => (e.type === 'test' ? [e.test] : []));
    expect(tests).toEqual(['dodge', 'pickUp', 'shadowing']);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a mover that falls over after leaving the square can still be shadowed', () => {
    const g = shadowScene([1, 1, 1, 6]);
    const { game: asked, events } = play(g, stepAway(g));
    expect(turnedOver(events)).toBe(true);
    expect(legalActions(asked)?.actions).toContainEqual(shadow(1));
    const { game } = play(asked, [shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a shadower that lands on a portal is teleported', () => {
    const g = scenario({
      map: PORTALS,
      players: [
        { team: 0, at: [4, 3], ag: 3 },
        { team: 1, at: [5, 3], ma: 6, skills: ['shadowing'] },
      ],
      // dodge 4, shadowing 6, portal D6 2
      dice: [4, 6, 2],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 3) },
      shadow(1),
    ]);
    expect(game.players[1].sq).toBe(sq(g, 8, 1));
    expect(game.occ[sq(g, 4, 3)]).toBe(-1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a shadower that moves onto the loose ball may not pick it up: the ball bounces', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], ma: 6, skills: ['shadowing'] },
      ],
      // An unusual position: the ball lies loose under the mover.
      ball: { at: [3, 3] },
      // dodge 4, shadowing 6, bounce D8 2 (up)
      dice: [4, 6, 2],
    });
    const { game } = play(g, [...stepAway(g), shadow(1)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 3));
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a Shadowing ball carrier following into an opposing end zone scores', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 1, at: [2, 3], ma: 6, skills: ['shadowing'] },
      ],
      ball: { carrier: 1 },
      // dodge 4, shadowing 6
      dice: [4, 6],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 1, 2) },
      shadow(1),
    ]);
    expect(game.result).toMatchObject({ winner: 1, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Jump Up: blocking from prone', () => {
  const jumpScene = (dice: number[], ag = 4, skills = ['jumpUp'], rerolls?: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], status: 'prone', ag, skills },
        { team: 1, at: [4, 3] },
      ],
      dice,
      rerolls,
    });

  it('a prone player with Jump Up may declare a Block action; one without may not', () => {
    expect(declares(jumpScene([]), 0, 'block')).toBe(true);
    expect(declares(jumpScene([], 4, []), 0, 'block')).toBe(false);
  });

  it('it stands up with an AG test at +1 and then blocks', () => {
    // AG 4+: 3 + 1 = 4 passes; block die Push
    const g = jumpScene([3, PUSH]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 5, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(events.find((e) => e.type === 'test')).toMatchObject({ test: 'jumpUp', modifier: 1, ok: true });
    expect(game.players[0].status).toBe('standing');
    expect(game.players[1].sq).toBe(sq(g, 5, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed test leaves it prone and ends the activation, without a turnover', () => {
    // AG 4+: 2 + 1 = 3 fails
    const g = jumpScene([2]);
    const { game, events } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].activated).toBe(true);
    expect(events.some((e) => e.type === 'blockDice')).toBe(false);
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 1 fails even when the +1 would reach the target', () => {
    const g = jumpScene([1], 2);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a team re-roll may be used on the Jump Up test', () => {
    // 2 + 1 fails; re-roll 5 passes; block die Push
    const g = jumpScene([2, 5, PUSH], 4, ['jumpUp'], [1, 0]);
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'reroll', source: 'team' },
      { type: 'pushTo', sq: sq(g, 5, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[0].status).toBe('standing');
    expect(game.teams[0].rerolls).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone Jump Up player with Stab stands up and then chooses the block or the Stab', () => {
    const g = jumpScene([4, 2, 2], 4, ['jumpUp', 'stab']);
    const { game: choosing } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(actions(choosing)).toEqual([
      { type: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
    const { game } = play(choosing, [{ type: 'stab', target: 1 }]);
    expect(game.players[1].status).toBe('standing');
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});
