/**
 * Skills of the College of Shadow roster (rules.md 3.2 and 4): My Ball (Woodland Fox), Stab and
 * Shadowing (Assassin), and Jump Up's block from prone (Gnomes, Witch Elf). Scripted dice; block
 * die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { createGame, diceLeft, play, scenario, sq } from '../src/index.ts';
import {
  actions,
  activationOver,
  declares,
  HALL,
  PD,
  PUSH,
  rolls,
  turnedOver,
} from './helpers/skills-shadow.ts';

describe('My Ball', () => {
  it('a player with My Ball may not declare a Pass or a Hand-off action; a team-mate may', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['myBall'] },
        { team: 0, at: [3, 5] },
        { team: 1, at: [8, 3] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    expect(declares(g, 0, 'pass')).toBe(false);
    expect(declares(g, 0, 'handOff')).toBe(false);
    expect(declares(g, 0, 'move')).toBe(true);
    expect(declares(g, 1, 'pass')).toBe(true);
    expect(declares(g, 1, 'handOff')).toBe(true);
  });

  it('a My Ball carrier moving next to a team-mate is offered no hand-off or throw', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['myBall'] },
        { team: 0, at: [5, 3] },
        { team: 1, at: [8, 3] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 3) },
    ]);
    const types = new Set(actions(game).map((a) => a.type));
    expect(types.has('handOff')).toBe(false);
    expect(types.has('pass')).toBe(false);
    expect(types.has('wallThrow')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a My Ball carrier still loses the ball when it falls over', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['myBall'] },
        { team: 1, at: [4, 3] },
      ],
      ball: { carrier: 0 },
      // dodge 1 (fails), armour 1+1, bounce D8 2 (up)
      dice: [1, 1, 1, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.ball.state).toBe('ground');
    expect(game.ball.sq).toBe(sq(g, 2, 2));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('College of Shadow teams may now field the Woodland Fox and the Assassin', () => {
    const made = createGame({
      dungeon: HALL.replace(/^\n/, ''),
      teams: [
        {
          name: 'Shadows',
          roster: 'college-of-shadow',
          rerolls: 0,
          players: [
            { number: 1, position: 'woodland-fox' },
            { number: 2, position: 'assassin' },
          ],
        },
        {
          name: 'Others',
          roster: 'college-of-shadow',
          rerolls: 0,
          players: [{ number: 1, position: 'clanrat' }],
        },
      ],
    });
    expect(made.ok ? [] : made.errors).toEqual([]);
  });
});

describe('Stab', () => {
  const stabScene = (dice: number[], extra: Partial<{ av: number; mighty: boolean; ball: boolean }> = {}) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: extra.mighty ? ['stab', 'mightyBlow'] : ['stab'] },
        { team: 1, at: [4, 3], av: extra.av ?? 9 },
        // A team-mate marking the target, who would give an assist to a block.
        { team: 0, at: [5, 3] },
      ],
      ball: extra.ball ? { carrier: 1 } : undefined,
      dice,
    });

  it('a player with Stab declaring a Block action chooses between the block and the Stab', () => {
    const g = stabScene([]);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(actions(game)).toEqual([
      { type: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
  });

  it('a player without Stab still blocks straight after declaring', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(actions(game).every((a) => a.type === 'pushTo')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a Stab that breaks armour leaves the target down with an injury roll, and no block dice', () => {
    // armour 5+4 = 9 against AV 9: broken; injury 3+4 = 7: stunned
    const g = stabScene([5, 4, 3, 4]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
    expect(events.some((e) => e.type === 'blockDice')).toBe(false);
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[1].sq).toBe(sq(g, 4, 3));
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('neither assists nor Mighty Blow modify the Stab armour roll', () => {
    // armour 4+4 = 8 against AV 9: not broken (Mighty Blow +1 would have broken it)
    const g = stabScene([4, 4], { mighty: true });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
    const armour = events.find((e) => e.type === 'armour');
    expect(armour).toMatchObject({ roll: 8, modifier: 0, broken: false });
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('neither does Mighty Blow modify the injury roll after a Stab', () => {
    // armour 6+3 broken; injury 4+3 = 7: stunned (Mighty Blow would have made it 8, KO)
    const g = stabScene([6, 3, 4, 3], { mighty: true });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
    expect(events.find((e) => e.type === 'injury')).toMatchObject({
      roll: 7,
      modifier: 0,
      result: 'stunned',
    });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  it('a Stab that fails to break armour does nothing and is no turnover', () => {
    const g = stabScene([1, 2]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
    expect(game.players[1].status).toBe('standing');
    expect(game.players[0].status).toBe('standing');
    expect(turnedOver(events)).toBe(false);
    expect(declares(game, 2, 'move')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a stabbed ball carrier drops the ball; that is no turnover for the stabber', () => {
    // armour 6+6 broken; injury 2+2 stunned; the ball bounces D8 7 (down)
    const g = stabScene([6, 6, 2, 2, 7], { ball: true });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'stab', target: 1 },
    ]);
    expect(game.ball.state).toBe('ground');
    expect(game.ball.sq).toBe(sq(g, 4, 4));
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('choosing the block instead of the Stab makes a normal block', () => {
    // The assist counts for a block: two dice, both Player Down; the attacker is knocked down
    // (armour 1+1), a turnover.
    const g = stabScene([PD, PD, 1, 1]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'block', target: 1 },
    ]);
    expect(events.some((e) => e.type === 'blockDice')).toBe(true);
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a Stab may replace the block of a Blitz, and it ends the blitzer movement', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], skills: ['stab'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [2, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 3) },
    ]);
    const offered = actions(game);
    expect(offered).toContainEqual({ type: 'block', target: 1 });
    expect(offered).toContainEqual({ type: 'stab', target: 1 });
    const after = play(game, [{ type: 'stab', target: 1 }]);
    expect(rolls([...events, ...after.events], 'armour')).toEqual([2, 2]);
    expect(activationOver(after.game)).toBe(true);
    expect(after.game.players[0].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(after.game)).toBe(0);
  });

  it('a Stab in a Blitz costs the block square of MA: with none left it needs a rush', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ma: 1, skills: ['stab'] },
        { team: 1, at: [4, 3] },
      ],
      // rush 1 (fails): the blitzer falls over (armour 1+1) before stabbing, a turnover
      dice: [1, 1, 1],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 3) },
      { type: 'stab', target: 1 },
    ]);
    expect(rolls(events, 'rush')).toEqual([1]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});
