/**
 * Skills and traits that act around an activation (rules.md 4): Loner, Really Stupid,
 * Unchannelled Fury, Animal Savagery, Bloodlust, Take Root, Timmm-ber!, Hypnotic Gaze, Hit and
 * Run, Pick-me-up, and the no-op Swarming and Secret Weapon. Scripted dice; armour and injury
 * are two D6 each; block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { diceLeft, play, scenario, sq } from '../src/index.ts';
import { actions, atTeamTurn, declare, HALL, rolls, steps, turnedOver } from './helpers/skills-activation.ts';

describe('Loner', () => {
  const dodger = (dice: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['loner:4'] },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [1, 0],
      dice,
    });

  it('Loner: below X on the D6 spends the team re-roll and the original result stands', () => {
    // Dodge 2 fails; team re-roll taken; Loner 3 (< 4): the fall stands; armour 3+4.
    const g = dodger([2, 3, 3, 4]);
    const { game, events } = play(g, [
      declare(0, 'move'),
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'loner', 'armour', 'armour']);
    expect(game.teams[0].rerolls).toBe(0);
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Loner: X or more lets the team re-roll be used', () => {
    const g = dodger([2, 4, 5]);
    const { game, events } = play(g, [
      declare(0, 'move'),
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'loner', 'dodge']);
    expect(game.teams[0].rerolls).toBe(0);
    expect(game.players[0]).toMatchObject({ sq: sq(g, 2, 3), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Really Stupid and Unchannelled Fury', () => {
  it('Really Stupid: 1-3 ends the activation and the player loses its tackle zone (no turnover)', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], skills: ['reallyStupid'] }],
      dice: [3],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(atTeamTurn(game)).toBe(true);
    expect(game.players[0].activated).toBe(true);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Really Stupid: +2 with a standing team-mate next to it who is not Really Stupid', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['reallyStupid'] },
        { team: 0, at: [3, 4] },
      ],
      dice: [2],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(events.find((e) => e.type === 'test')).toMatchObject({
      test: 'reallyStupid',
      modifier: 2,
      ok: true,
    });
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Really Stupid: a Really Stupid team-mate does not help', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['reallyStupid'] },
        { team: 0, at: [3, 4], skills: ['reallyStupid'] },
      ],
      dice: [2],
    });
    const { game } = play(g, [declare(0, 'move')]);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(atTeamTurn(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Unchannelled Fury: 1-3 ends the activation, and the tackle zone is kept', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], skills: ['unchannelledFury'] }],
      dice: [3],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(atTeamTurn(game)).toBe(true);
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Unchannelled Fury: +2 when a Blitz is declared, so a 2 goes on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['unchannelledFury'] },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game } = play(g, [declare(0, 'blitz', 1)]);
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Animal Savagery', () => {
  it('Animal Savagery: 1-3 knocks down the adjacent team-mate (no turnover) and the player goes on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 4] },
      ],
      // savagery 3; the team-mate's armour 3+4 holds
      dice: [3, 3, 4],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(game.players[1].status).toBe('prone');
    expect(turnedOver(events)).toBe(false);
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: with several team-mates adjacent the coach picks the one knocked down', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 4] },
        { team: 0, at: [2, 2] },
      ],
      dice: [1, 2, 2],
    });
    const asked = play(g, [declare(0, 'move')]).game;
    expect(actions(asked)).toEqual([
      { type: 'choosePlayer', player: 1 },
      { type: 'choosePlayer', player: 2 },
    ]);
    const { game } = play(asked, [{ type: 'choosePlayer', player: 2 }]);
    expect(game.players[2].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: with no team-mate adjacent the activation ends and the tackle zone is lost', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], skills: ['animalSavagery'] }],
      dice: [2],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(atTeamTurn(game)).toBe(true);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: knocking down a team-mate holding the ball is a turnover', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 2] },
      ],
      ball: { carrier: 1 },
      // savagery 3; armour 3+4; the ball bounces up (D8 2) to (3,1)
      dice: [3, 3, 4, 2],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(turnedOver(events)).toBe(true);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: +2 for a declared Blitz, so a 2 does not lash out', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 4] },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game } = play(g, [declare(0, 'blitz', 2)]);
    expect(game.players[1].status).toBe('standing');
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Bloodlust', () => {
  const vampire = { team: 0, skills: ['bloodlust:3'] };

  it('Bloodlust: below X the player may change its action to a Move, then bites the Thrall next to it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
        { team: 1, at: [4, 3] },
      ],
      // Bloodlust 1 (+1 for the Blitz: 2 < 3); the bite's injury 3+3: stunned
      dice: [1, 3, 3],
    });
    const asked = play(g, [declare(0, 'blitz', 2)]).game;
    expect(actions(asked)).toEqual([
      { type: 'useSkill', skill: 'bloodlust', yes: true },
      { type: 'useSkill', skill: 'bloodlust', yes: false },
    ]);
    const moving = play(asked, [{ type: 'useSkill', skill: 'bloodlust', yes: true }]).game;
    expect(actions(moving).some((a) => a.type === 'block')).toBe(false);
    const { game, events } = play(moving, [{ type: 'endActivation' }]);
    expect(rolls(events)).toEqual(['injury', 'injury']);
    expect(game.players[1].status).toBe('stunned');
    expect(turnedOver(events)).toBe(false);
    expect(game.turn.used.blitz).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: X or more (with +1 for a Blitz) and the player acts as normal, with no bite', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game, events } = play(g, [declare(0, 'blitz', 2), { type: 'endActivation' }]);
    expect(rolls(events)).toEqual(['bloodlust']);
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: with no Thrall to bite, a turnover; the tackle zone is lost and the ball dropped', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        // A team-mate that is no Thrall cannot be bitten.
        { team: 0, at: [3, 4] },
      ],
      ball: { carrier: 0 },
      // Bloodlust 1; the ball bounces up (D8 2) to (3,2)
      dice: [1, 2],
    });
    const { game, events } = play(g, [declare(0, 'move'), { type: 'endActivation' }]);
    expect(turnedOver(events)).toBe(true);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(game.players[1].status).toBe('standing');
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: no touchdown until the player has bitten; it scores once it has', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [9, 3] },
        { team: 0, at: [9, 2], position: 'thrall' },
      ],
      ball: { carrier: 0 },
      // Bloodlust 1; injury 2+2: stunned
      dice: [1, 2, 2],
    });
    const inZone = play(g, [declare(0, 'move'), { type: 'step', to: sq(g, 10, 3) }]).game;
    expect(inZone.result).toBeNull();
    const { game } = play(inZone, [{ type: 'endActivation' }]);
    expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: a casualty from the bite counts as Badly Hurt (no casualty roll)', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
      ],
      dice: [1, 6, 6],
    });
    const { game } = play(g, [declare(0, 'move'), { type: 'endActivation' }]);
    expect(game.players[1]).toMatchObject({ status: 'casualty', casualty: 'badlyHurt', sq: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: with several Thralls next to it the coach picks the one bitten', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
        { team: 0, at: [2, 3], position: 'thrall', status: 'prone' },
      ],
      dice: [1, 2, 3],
    });
    const asked = play(g, [declare(0, 'move'), { type: 'endActivation' }]).game;
    expect(actions(asked)).toEqual([
      { type: 'choosePlayer', player: 1 },
      { type: 'choosePlayer', player: 2 },
    ]);
    const { game } = play(asked, [{ type: 'choosePlayer', player: 2 }]);
    expect(game.players[2].status).toBe('stunned');
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});
