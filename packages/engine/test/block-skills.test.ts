/**
 * Skills that change a block (BB2020 skill wording, as [004] names them): Frenzy, Dauntless,
 * Wrestle and Mighty Blow. Block, Dodge and Tackle are in block.test.ts, Sidestep in
 * push.test.ts, Thick Skull and Stunty in injury.test.ts.
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
const POW = 6;

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});
const pushTo = (s: number): Action => ({ type: 'pushTo', sq: s });
/** The coach of `player` chooses to use Wrestle (it is asked on every Both Down). */
const wrestle = (player: number): Action => ({ type: 'useSkill', skill: 'wrestle', yes: true, player });

function rolls(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [e.value] : []));
}

function facesRolled(events: GameEvent[]): string[][] {
  return events.flatMap((e) => (e.type === 'blockDice' ? [e.faces] : []));
}

describe('Frenzy', () => {
  it('must follow up (no choice) and must block a target still standing and adjacent a second time', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH, PUSH],
    });
    const s1 = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    // No follow-up question: the frenzied blocker has already followed and is pushing again.
    expect(s1.game.players[0].sq).toBe(sq(g, 4, 2));
    expect(legalActions(s1.game)!.actions.every((a) => a.type === 'pushTo')).toBe(true);
    const { game, events } = play(s1.game, [pushTo(sq(g, 6, 2))]);
    expect(facesRolled([...s1.events, ...events])).toEqual([['push'], ['push']]);
    expect(game.players[1].sq).toBe(sq(g, 6, 2));
    expect(game.players[0].sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('blocks only once when the first block knocks the target down', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [POW, 2, 2],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    expect(facesRolled(events)).toHaveLength(1);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  // BB2020: the second block follows a push-back the frenzied player followed up.
  it('does not block again a target that held against the wall (it was not pushed back)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [7, 2], skills: ['frenzy'] },
        { team: 1, at: [8, 2] },
      ],
      // Push: wall D6 2 holds
      dice: [PUSH, 2],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(facesRolled(events)).toHaveLength(1);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 2), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });

  it('does not block again after a Both Down that both players ignore with Block', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy', 'block'] },
        { team: 1, at: [4, 2], skills: ['block'] },
      ],
      dice: [BD],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(facesRolled(events)).toHaveLength(1);
    expect(game.players[0].status).toBe('standing');
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('in a blitz the second block costs another square of MA, rushing once the MA is used', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], ma: 1, skills: ['frenzy'] },
        { team: 1, at: [4, 2] },
      ],
      // first block: rush 3, Push; second block: rush 4, Push
      dice: [3, PUSH, 4, PUSH],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'block', target: 1 },
      pushTo(sq(g, 5, 2)),
      pushTo(sq(g, 6, 2)),
    ]);
    expect(rolls(events, 'rush')).toEqual([3, 4]);
    expect(facesRolled(events)).toHaveLength(2);
    // MA 1 + 2 rushes all used: only ending the activation is left.
    expect(legalActions(game)!.actions).toEqual([{ type: 'endActivation' }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('in a blitz with no square of movement left there is no second block', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 2], ma: 1, skills: ['frenzy'] },
        { team: 1, at: [4, 2] },
      ],
      // step (2,2) within MA; rush to (3,2) 2; block needs the second rush 5; Push
      dice: [2, 5, PUSH],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 2, 2) },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'block', target: 1 },
      pushTo(sq(g, 5, 2)),
    ]);
    expect(facesRolled(events)).toHaveLength(1);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dauntless', () => {
  const vsStronger = (dice: number[], extra: Parameters<typeof scenario>[0]['players'] = []) =>
    scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 3, skills: ['dauntless'] },
        { team: 1, at: [4, 2], st: 5 },
        ...extra,
      ],
      dice,
    });

  it("against a stronger target, a D6 + ST beating the target's ST raises the blocker's ST to match: one die", () => {
    const g = vsStronger([3, PUSH]);
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), { type: 'followUp', yes: false }]);
    expect(rolls(events, 'dauntless')).toEqual([3]);
    expect(facesRolled(events)).toEqual([['push']]);
    expect(diceLeft(game)).toBe(0);
  });

  it("a total that only equals the target's ST fails: two dice, the target's coach chooses", () => {
    const g = vsStronger([2, PUSH, POW]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(facesRolled(events)).toEqual([['push', 'pow']]);
    expect(legalActions(game)!.team).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('assists are added after Dauntless matches the strength', () => {
    const g = vsStronger([6, PUSH, POW], [{ team: 0, at: [4, 1] }]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(facesRolled(events)).toEqual([['push', 'pow']]);
    expect(legalActions(game)!.team).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('is not rolled against a target that is not stronger', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 3, skills: ['dauntless'] },
        { team: 1, at: [4, 2], st: 3 },
      ],
      dice: [PUSH],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), { type: 'followUp', yes: false }]);
    expect(rolls(events, 'dauntless')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Wrestle', () => {
  it('a blocker with Wrestle turns Both Down into both players placed prone: no armour rolls, no turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['wrestle'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD],
    });
    const { game, events } = play(g, [block(0, 1), wrestle(0)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a target with Wrestle drags a blocker that has Block down with it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block'] },
        { team: 1, at: [4, 2], skills: ['wrestle'] },
      ],
      dice: [BD],
    });
    const { game, events } = play(g, [block(0, 1), wrestle(1)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a wrestling blocker holding the ball is placed prone with it: the ball bounces and it is a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['wrestle'] },
        { team: 1, at: [4, 2] },
      ],
      ball: { carrier: 0 },
      // Both Down; the ball bounces D8 7 = south to (3,3)
      dice: [BD, 7],
    });
    const { game, events } = play(g, [block(0, 1), wrestle(0)]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 3) });
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Mighty Blow', () => {
  it('adds 1 to the armour roll of a target the blocker knocks down, when that breaks the armour', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['mightyBlow'] },
        { team: 1, at: [4, 2], av: 9 },
      ],
      // POW; armour 4+4 = 8 (+1 = 9 breaks); injury 4+3 = 7 unmodified: stunned
      dice: [POW, 4, 4, 4, 3],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), { type: 'followUp', yes: false }]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 1, broken: true });
    expect(events.find((e) => e.type === 'injury')).toMatchObject({
      roll: 7,
      modifier: 0,
      result: 'stunned',
    });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  it('adds 1 to the injury roll instead when the armour breaks without it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['mightyBlow'] },
        { team: 1, at: [4, 2], av: 9 },
      ],
      // POW; armour 5+5 breaks; injury 4+3 = 7, +1 = 8: KO
      dice: [POW, 5, 5, 4, 3],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), { type: 'followUp', yes: false }]);
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ roll: 7, modifier: 1, result: 'ko' });
    expect(game.players[1].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('counts for a POW into a wall, which knocks the target down', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [7, 2], skills: ['mightyBlow'] },
        { team: 1, at: [8, 2], av: 9 },
      ],
      // POW: no wall D6; armour 4+4 +1 breaks; injury 1+2
      dice: [POW, 4, 4, 1, 2],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 1, broken: true });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  // Reading: after a Push, a 4+ against the wall makes the player fall over; it is not knocked
  // down by the block, so Mighty Blow does not apply.
  it('does not count when a pushed player falls over against the wall on a 4+', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [7, 2], skills: ['mightyBlow'] },
        { team: 1, at: [8, 2], av: 9 },
      ],
      dice: [PUSH, 4, 4, 4],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 0, broken: false });
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it("does not help the target's coach when the blocker is knocked down by Player Down", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], av: 9 },
        { team: 1, at: [4, 2], skills: ['mightyBlow'] },
      ],
      dice: [1, 4, 4],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 0, broken: false });
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});
