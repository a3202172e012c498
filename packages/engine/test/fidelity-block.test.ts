/**
 * The coaches' choices on Both Down and Stumble (BB2020, rules.md 4; [004] Block dice): Wrestle
 * is asked of the coach of each player who has it, the blocker's first, whatever other skills
 * either player has; then Block. Block and Dodge are asked where declining them can bring
 * something (docs/rules-status.md, Readings), and used without asking elsewhere.
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type GameEvent, legalActions, play, scenario, sq } from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

const BD = 2;
const PUSH = 3;
const STUMBLE = 5;
/** D8 (BB2020 template): 4 is west. */
const WEST = 4;

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});
const use = (skill: string, player: number, yes: boolean): Action => ({
  type: 'useSkill',
  skill,
  yes,
  player,
});
const pushTo = (s: number): Action => ({ type: 'pushTo', sq: s });

const armourRolls = (events: GameEvent[]) => events.filter((e) => e.type === 'armour');
const turnovers = (events: GameEvent[]) => events.filter((e) => e.type === 'turnover');
const wrestled = (events: GameEvent[]) => events.filter((e) => e.type === 'skill' && e.skill === 'wrestle');

describe('Wrestle: on a Both Down, a player with Wrestle may place both players prone', () => {
  it('the blocker’s coach is asked; using it places both prone with no armour roll and no turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['wrestle'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD],
    });
    const asked = play(g, [block(0, 1)]).game;
    expect(legalActions(asked)).toMatchObject({
      team: 0,
      actions: [use('wrestle', 0, true), use('wrestle', 0, false)],
    });
    const { game, events } = play(asked, [use('wrestle', 0, true)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone']);
    expect(armourRolls(events)).toHaveLength(0);
    expect(turnovers(events)).toHaveLength(0);
    expect(wrestled(events)).toMatchObject([{ player: 0 }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a blocker with Block and Wrestle may wrestle', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block', 'wrestle'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD],
    });
    const { game, events } = play(g, [block(0, 1), use('wrestle', 0, true)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone']);
    expect(armourRolls(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a blocker with Block and Wrestle may decline Wrestle and use Block: only the target goes down', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block', 'wrestle'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD, 1, 2],
    });
    const { game, events } = play(g, [block(0, 1), use('wrestle', 0, false)]);
    expect(game.players.map((p) => p.status)).toEqual(['standing', 'prone']);
    expect(armourRolls(events)).toMatchObject([{ player: 1 }]);
    expect(turnovers(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a target with Wrestle is asked by its own coach, even against a blocker without Block', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['wrestle'] },
      ],
      dice: [BD],
    });
    const asked = play(g, [block(0, 1)]).game;
    expect(legalActions(asked)).toMatchObject({
      team: 1,
      actions: [use('wrestle', 1, true), use('wrestle', 1, false)],
    });
    const { game, events } = play(asked, [use('wrestle', 1, true)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone']);
    expect(armourRolls(events)).toHaveLength(0);
    expect(turnovers(events)).toHaveLength(0);
    expect(wrestled(events)).toMatchObject([{ player: 1 }]);
  });

  it('a target declining Wrestle: both are knocked down with armour rolls, and it is a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['wrestle'] },
      ],
      dice: [BD, 1, 2, 1, 2],
    });
    const { game, events } = play(g, [block(0, 1), use('wrestle', 1, false)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone']);
    expect(armourRolls(events)).toHaveLength(2);
    expect(turnovers(events)).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a target with Block and Wrestle may wrestle a blocker with Block down with it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block'] },
        { team: 1, at: [4, 2], skills: ['block', 'wrestle'] },
      ],
      dice: [BD],
    });
    const { game, events } = play(g, [block(0, 1), use('wrestle', 1, true)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone']);
    expect(armourRolls(events)).toHaveLength(0);
  });

  it('when both have Wrestle the blocker’s coach is asked first, then the target’s', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['wrestle', 'block'] },
        { team: 1, at: [4, 2], skills: ['wrestle', 'block'] },
      ],
      dice: [BD],
    });
    const first = play(g, [block(0, 1)]).game;
    expect(legalActions(first)?.team).toBe(0);
    const second = play(first, [use('wrestle', 0, false)]).game;
    expect(legalActions(second)).toMatchObject({
      team: 1,
      actions: [use('wrestle', 1, true), use('wrestle', 1, false)],
    });
    // Both decline: both use Block, nobody goes down.
    const { game, events } = play(second, [use('wrestle', 1, false)]);
    expect(game.players.map((p) => p.status)).toEqual(['standing', 'standing']);
    expect(wrestled(events)).toHaveLength(0);
  });

  it('a wrestling target holding the ball drops it: it bounces, and there is no turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['wrestle'] },
      ],
      ball: { carrier: 1 },
      // Both Down; the ball bounces D8 7 = south to (4,3)
      dice: [BD, 7],
    });
    const { game, events } = play(g, [block(0, 1), use('wrestle', 1, true)]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 4, 3) });
    expect(turnovers(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Block and Dodge are used without asking where declining can bring nothing', () => {
  it('Block on a Both Down is not asked of a player who has no ball', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block'] },
        { team: 1, at: [4, 2], skills: ['block'] },
      ],
      dice: [BD],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(game.players.map((p) => p.status)).toEqual(['standing', 'standing']);
    expect(legalActions(game)?.actions.some((a) => a.type === 'useSkill')).toBe(false);
  });

  it('Block is not asked of a ball carrier with no team-mate in an opposing end zone near it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [2, 2], skills: ['block'] },
        { team: 1, at: [3, 3] },
      ],
      ball: { carrier: 1 },
      dice: [BD, 1, 2],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(game.players[1].status).toBe('standing');
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
  });

  it('Dodge on a Stumble is not asked of a target without the ball when the blocker has no Frenzy', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['dodge'] },
      ],
      dice: [STUMBLE],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(legalActions(game)?.actions.every((a) => a.type === 'pushTo')).toBe(true);
  });
});

describe('Block and Dodge are asked where declining can bring something', () => {
  // Team 1 scores in end zone A (x = 1): a team-mate standing there could catch a bounce.
  it('a ball carrier with Block next to a team-mate in an opposing end zone may decline Block: the bounce is caught for a touchdown', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [2, 2], skills: ['block'] },
        { team: 1, at: [1, 2] },
      ],
      ball: { carrier: 1 },
      // Both Down; blocker's armour 1+1, target's armour 1+1; bounce west to (1,2); catch 6.
      dice: [BD, 1, 1, 1, 1, WEST, 6],
    });
    const asked = play(g, [block(0, 1)]).game;
    expect(legalActions(asked)).toMatchObject({
      team: 1,
      actions: [use('block', 1, true), use('block', 1, false)],
    });
    const { game } = play(asked, [use('block', 1, false)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'prone', 'standing']);
    expect(game.result).toMatchObject({ winner: 1, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('the same ball carrier using Block stays standing with the ball', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [2, 2], skills: ['block'] },
        { team: 1, at: [1, 2] },
      ],
      ball: { carrier: 1 },
      dice: [BD, 1, 1],
    });
    const { game } = play(g, [block(0, 1), use('block', 1, true)]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'standing', 'standing']);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('against a Frenzy blocker the target may decline Dodge on a Stumble: a POW!, and no second block', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2], skills: ['dodge'] },
      ],
      dice: [STUMBLE, 1, 2],
    });
    const asked = play(g, [block(0, 1)]).game;
    expect(legalActions(asked)).toMatchObject({
      team: 1,
      actions: [use('dodge', 1, true), use('dodge', 1, false)],
    });
    const { game, events } = play(asked, [use('dodge', 1, false), pushTo(sq(g, 5, 2))]);
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 5, 2) });
    expect(events.filter((e) => e.type === 'blockDice')).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('against a Frenzy blocker a target using Dodge is pushed back standing and blocked again', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2], skills: ['dodge'] },
      ],
      dice: [STUMBLE, PUSH],
    });
    const { game, events } = play(g, [block(0, 1), use('dodge', 1, true), pushTo(sq(g, 5, 2))]);
    expect(game.players[1].status).toBe('standing');
    // The first block's dice and Frenzy's second block.
    expect(events.filter((e) => e.type === 'blockDice')).toHaveLength(2);
    expect(diceLeft(game)).toBe(0);
  });
});
