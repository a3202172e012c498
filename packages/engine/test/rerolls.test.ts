import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, legalActions, play, scenario, sq } from '../src/index.ts';
import { HALL, rolls } from './helpers/common.ts';

const OFFER: Action[] = [{ type: 'reroll', source: 'team' }, { type: 'noReroll' }];

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

/** Player 0 (AG 3) dodges away from player 1 into an open square. */
function dodger(dice: number[], rerolls: number[], rules = {}) {
  return scenario({
    map: HALL,
    players: [
      { team: 0, at: [3, 3], ag: 3 },
      { team: 1, at: [4, 3] },
      { team: 1, at: [8, 1] },
    ],
    rerolls,
    dice,
    rules,
  });
}

describe('Team re-rolls', () => {
  it('a failed test in the team’s own turn may be re-rolled with a team re-roll, which is used up', () => {
    const g = dodger([2, 4], [2, 0]);
    const first = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(legalActions(first.game)).toMatchObject({ team: 0, actions: OFFER });
    const { game, events } = play(first.game, [{ type: 'reroll', source: 'team' }]);
    expect(game.teams[0].rerolls).toBe(1);
    expect(events.some((e) => e.type === 'reroll' && e.source === 'team')).toBe(true);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 2, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('the coach may refuse the team re-roll and keep the failure', () => {
    const g = dodger([2, 3, 4], [2, 0]);
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'noReroll' },
    ]);
    expect(game.teams[0].rerolls).toBe(2);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a re-rolled result is never re-rolled again', () => {
    // dodge 2, team re-roll 2 (fails), armour 3+4: no second offer although a re-roll is left.
    const g = dodger([2, 2, 3, 4], [2, 0]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'dodge', 'armour', 'armour']);
    expect(game.players[0].status).toBe('prone');
    expect(game.teams[0].rerolls).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a test re-rolled by a skill may not then take a team re-roll', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['dodge'] },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [2, 0],
      dice: [2, 2, 3, 4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.teams[0].rerolls).toBe(2);
    expect(diceLeft(game)).toBe(0);
  });

  it('armour, injury and casualty rolls are never offered a team re-roll', () => {
    // dodge 2, refuse; armour 5+5 breaks AV 9; injury 6+6 casualty; D16 1.
    const g = dodger([2, 5, 5, 6, 6, 1], [3, 0]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'noReroll' },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'armour', 'armour', 'injury', 'injury', 'casualty']);
    expect(game.players[0].status).toBe('casualty');
    expect(game.teams[0].rerolls).toBe(3);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('the ball’s bounce is never offered a team re-roll', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [1, 3], ag: 3 }],
      ball: { at: [2, 3] },
      rerolls: [3, 0],
      // pick-up 2, refuse; bounce D8 5.
      dice: [2, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'noReroll' },
    ]);
    expect(rolls(events)).toEqual(['pickUp', 'bounce']);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 3) });
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('by default a team may use more than one team re-roll in a team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [2, 0],
      // Two dodges, each failed on a 1 and re-rolled to a 4.
      dice: [1, 4, 1, 4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'reroll', source: 'team' },
      { type: 'step', to: sq(g, 3, 1) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(game.teams[0].rerolls).toBe(0);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 3, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('with multipleTeamRerolls off, only one team re-roll may be used in a team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [2, 0],
      rules: { multipleTeamRerolls: false },
      // dodge 1, re-roll 4; second dodge 1: no offer; armour 3+4.
      dice: [1, 4, 1, 3, 4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'reroll', source: 'team' },
      { type: 'step', to: sq(g, 3, 1) },
    ]);
    expect(game.teams[0].rerolls).toBe(1);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('with multipleTeamRerolls off, the team may re-roll again in its next team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [2, 0],
      rules: { multipleTeamRerolls: false },
      dice: [1, 4, 1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'reroll', source: 'team' },
      { type: 'endActivation' },
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 1) },
    ]);
    expect(actions(game)).toEqual(OFFER);
  });

  it('a team re-roll cannot be used in the opposing team’s turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 1, at: [3, 3], ag: 3 },
      ],
      ball: { at: [2, 3] },
      rerolls: [0, 3],
      // pick-up 1 fails; bounce 5 onto player 1; catch 2 fails (no offer); bounce 5 to (4,3).
      dice: [1, 5, 2, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(rolls(events)).toEqual(['pickUp', 'bounce', 'catch', 'bounce']);
    expect(game.teams[1].rerolls).toBe(3);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 4, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('skill re-rolls work in either team’s turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 1, at: [3, 3], ag: 3, skills: ['catch'] },
      ],
      ball: { at: [2, 3] },
      // pick-up 1 fails; bounce 5 onto player 1; catch 2 fails, Catch re-roll 5.
      dice: [1, 5, 2, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(events.some((e) => e.type === 'reroll' && e.source === 'catch')).toBe(true);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });
});
