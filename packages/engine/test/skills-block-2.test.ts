/**
 * More of skills-block.test.ts (helpers shared in helpers/skills-block.ts): Grab, Fend, Strip Ball, Brawler, Guard and Defensive, Foul Appearance, Projectile Vomit.
 */
import { describe, expect, it } from 'vitest';
import { settle } from '../src/core.ts';
import { rulesOf } from '../src/game.ts';
import {
  type Action,
  diceLeft,
  dungeonOf,
  type Game,
  type GameEvent,
  legalActions,
  play,
  scenario,
  sq,
} from '../src/index.ts';
import { vomitFrame } from '../src/rules/projectile-vomit.ts';
import {
  actionsOf,
  activationOver,
  BD,
  blitz,
  block,
  blockDice,
  follow,
  hit,
  PD,
  POW,
  PUSH,
  pushChoices,
  pushTo,
  ROOM,
  rolls,
  skillUsed,
  use,
} from './helpers/skills-block.ts';

describe('Grab', () => {
  it('Grab: on a Block action the target may be pushed into any free adjacent square (no Sidestep)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['grab'] },
        { team: 1, at: [4, 2], skills: ['sidestep'] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(legalActions(s1.game)!.team).toBe(0);
    expect(pushChoices(s1.game).sort((a, b) => a - b)).toEqual(
      [sq(g, 3, 1), sq(g, 4, 1), sq(g, 5, 1), sq(g, 5, 2), sq(g, 3, 3), sq(g, 4, 3), sq(g, 5, 3)].sort(
        (a, b) => a - b,
      ),
    );
    const { game } = play(s1.game, [pushTo(sq(g, 3, 1)), follow(true)]);
    expect(game.players[1].sq).toBe(sq(g, 3, 1));
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('with the usual squares taken, a free square beside the target or the chain push may be chosen', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['grab'] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 2] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(pushChoices(s1.game)).toEqual(
      expect.arrayContaining([sq(g, 4, 1), sq(g, 4, 3), sq(g, 5, 1), sq(g, 5, 2), sq(g, 5, 3)]),
    );
  });

  it("the usual push into the wall stays a choice, named by the target's own square", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [7, 2], skills: ['grab'] },
        { team: 1, at: [8, 2] },
      ],
      // Push; the wall D6 4 falls over; armour 1+2 holds
      dice: [PUSH, 4, 1, 2],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(pushChoices(s1.game)).toContain(sq(g, 8, 2));
    expect(pushChoices(s1.game)).toContain(sq(g, 8, 1));
    const { game } = play(s1.game, [pushTo(sq(g, 8, 2))]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 2), status: 'prone' });
    expect(diceLeft(game)).toBe(0);
  });

  it('in a Blitz only the usual squares are offered, but the target still cannot Sidestep', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['grab'] },
        { team: 1, at: [4, 2], skills: ['sidestep'] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [blitz(0, 1), hit(1)]);
    expect(legalActions(s1.game)!.team).toBe(0);
    expect(pushChoices(s1.game)).toEqual([sq(g, 5, 1), sq(g, 5, 2), sq(g, 5, 3)]);
  });
});

describe('Fend', () => {
  it('Fend: the player who pushed it back may not follow up', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['fend'] },
      ],
      dice: [PUSH],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    expect(skillUsed(events, 'fend')).toHaveLength(1);
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Fend also stops a Frenzy follow-up, and so the second block', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2], skills: ['fend'] },
      ],
      dice: [PUSH],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    expect(blockDice(events)).toHaveLength(1);
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
  });

  it('Fend does not work for a chain-pushed player: the follow-up is still offered', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 2], skills: ['fend'] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), pushTo(sq(g, 6, 2))]);
    expect(actionsOf(game)).toEqual([follow(true), follow(false)]);
  });
});

describe('Strip Ball', () => {
  it('Strip Ball: a Push Back makes the ball carrier drop the ball in the square it was pushed to', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['stripBall'] },
        { team: 1, at: [4, 2] },
      ],
      ball: { carrier: 1 },
      // Push; the bounce D8 5 = east, from (5,2) to (6,2)
      dice: [PUSH, 5],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(skillUsed(events, 'stripBall')).toHaveLength(1);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 6, 2) });
    expect(game.players[1]).toMatchObject({ sq: sq(g, 5, 2), status: 'standing' });
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Strip Ball does not work against Sure Hands', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['stripBall'] },
        { team: 1, at: [4, 2], skills: ['sureHands'] },
      ],
      ball: { carrier: 1 },
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('without Strip Ball a pushed carrier keeps the ball', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      ball: { carrier: 1 },
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
  });

  it('a carrier refusing the push with Stand Firm keeps the ball (it was not pushed back)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['stripBall'] },
        { team: 1, at: [4, 2], skills: ['standFirm'] },
      ],
      ball: { carrier: 1 },
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), use('standFirm', true)]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Brawler', () => {
  it('Brawler: on a Block action one Both Down die may be re-rolled', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['brawler'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD, PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(legalActions(s1.game)).toMatchObject({
      team: 0,
      actions: [use('brawler', true), { type: 'noReroll' }],
    });
    const { game, events } = play(s1.game, [use('brawler', true), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(blockDice(events).map((e) => e.faces)).toEqual([['push']]);
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('only the Both Down die is re-rolled; the other die stays', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 4, skills: ['brawler'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH, BD, POW],
    });
    const { events } = play(g, [block(0, 1), use('brawler', true)]);
    expect(blockDice(events).map((e) => e.faces)).toEqual([
      ['push', 'bothDown'],
      ['push', 'pow'],
    ]);
  });

  it('not in a Blitz: Both Down stands', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['brawler'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD, 1, 2, 1, 2],
    });
    const { game } = play(g, [blitz(0, 1), hit(1)]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a re-rolled die is never re-rolled again: no team re-roll after Brawler', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['brawler'] },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [2, 0],
      dice: [BD, PD, 1, 2],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(actionsOf(s1.game)).toEqual([
      { type: 'reroll', source: 'team' },
      use('brawler', true),
      { type: 'noReroll' },
    ]);
    const { game } = play(s1.game, [use('brawler', true)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.teams[0].rerolls).toBe(2);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Guard and Defensive', () => {
  /** Blocker (0) at (3,2), target (1) at (4,2); team-mate (2) at (4,1) marked by opponent (3) at (5,1). */
  function guarded(mateSkills: string[], markerSkills: string[], active = 0): Game {
    return scenario({
      map: ROOM,
      active,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 0, at: [4, 1], skills: mateSkills },
        { team: 1, at: [5, 1], skills: markerSkills },
      ],
      dice: [PUSH, PUSH],
    });
  }

  it('Guard: a team-mate assists even while marked by another opponent', () => {
    const { events } = play(guarded(['guard'], []), [block(0, 1)]);
    expect(blockDice(events)[0].faces).toHaveLength(2);
  });

  it('without Guard the marked team-mate gives no assist', () => {
    const g = guarded([], []);
    g.dice = { kind: 'scripted', rolls: [PUSH], pos: 0 };
    const { events } = play(g, [block(0, 1)]);
    expect(blockDice(events)[0].faces).toHaveLength(1);
  });

  it("Defensive: in the opposing team's turn, opponents it marks cannot use Guard", () => {
    const g = guarded(['guard'], ['defensive']);
    g.dice = { kind: 'scripted', rolls: [PUSH], pos: 0 };
    const { events } = play(g, [block(0, 1)]);
    expect(blockDice(events)[0].faces).toHaveLength(1);
  });

  it("Defensive does nothing in its own team's turn: the Guard player still gives a defensive assist", () => {
    // Team 1 blocks: attacker (1) at (4,2) on target (0) at (3,2); team 0's Guard player (2) at
    // (3,1) marks the attacker and is marked by the Defensive player (3) at (2,1).
    const g = scenario({
      map: ROOM,
      active: 1,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 0, at: [3, 1], skills: ['guard'] },
        { team: 1, at: [2, 1], skills: ['defensive'] },
      ],
      dice: [PUSH, PUSH],
    });
    const { events } = play(g, [block(1, 0)]);
    expect(blockDice(events)[0]).toMatchObject({ chooser: 0 });
    expect(blockDice(events)[0].faces).toHaveLength(2);
  });
});

describe('Foul Appearance', () => {
  const fa = (dice: number[], rerolls = 0, attackerSkills: string[] = []) =>
    scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: attackerSkills },
        { team: 1, at: [4, 2], skills: ['foulAppearance'] },
      ],
      rerolls: [rerolls, 0],
      dice,
    });

  it('Foul Appearance: the blocker first rolls a D6, and on a 1 the block is lost (no turnover)', () => {
    const { game, events } = play(fa([1]), [block(0, 1)]);
    expect(rolls(events, 'foulAppearance')).toEqual([1]);
    expect(blockDice(events)).toHaveLength(0);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('on 2+ the block goes on', () => {
    const g = fa([2, PUSH]);
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(blockDice(events)).toHaveLength(1);
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a team re-roll may be used on the 1', () => {
    const s1 = play(fa([1, 5, PUSH], 1), [block(0, 1)]);
    expect(actionsOf(s1.game)).toEqual([{ type: 'reroll', source: 'team' }, { type: 'noReroll' }]);
    const { game, events } = play(s1.game, [{ type: 'reroll', source: 'team' }]);
    expect(blockDice(events)).toHaveLength(1);
    expect(game.teams[0].rerolls).toBe(0);
  });

  it('a blitzer that loses its block may still move on, but not block', () => {
    const g = fa([1]);
    const { game } = play(g, [blitz(0, 1), hit(1)]);
    const types = actionsOf(game).map((a) => a.type);
    expect(types).toContain('step');
    expect(types).not.toContain('block');
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('it works against a player that has lost its tackle zone', () => {
    const g = fa([1]);
    g.players[1].lostTackleZone = true;
    const { events } = play(g, [block(0, 1)]);
    expect(blockDice(events)).toHaveLength(0);
  });

  it('a Stab (a special action instead of a block) rolls the D6 too', () => {
    const { game, events } = play(fa([1], 0, ['stab']), [block(0, 1), { type: 'stab', target: 1 }]);
    expect(rolls(events, 'foulAppearance')).toEqual([1]);
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Projectile Vomit', () => {
  /** Vomiter (0, AV 9) at (3,2), target (1, AV 9) at (4,2). */
  function vomitScenario(
    dice: number[],
    o: { carrier?: boolean; rerolls?: number; targetSkills?: string[] } = {},
  ) {
    return scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['projectileVomit', 'mightyBlow'] },
        { team: 1, at: [4, 2], skills: o.targetSkills ?? [] },
      ],
      ...(o.carrier ? { ball: { carrier: 0 } } : {}),
      rerolls: [o.rerolls ?? 0, 0],
      dice,
    });
  }

  /** Starts the special action as activation.ts would (rules/projectile-vomit.ts vomitFrame). */
  function vomit(g: Game): { game: Game; events: GameEvent[] } {
    g.stack.push(vomitFrame(0, 1, false));
    const ctx = { g, d: dungeonOf(g), rules: rulesOf(g), events: [] as GameEvent[] };
    settle(ctx);
    return { game: g, events: ctx.events };
  }

  it('on 2+ it hits the target; broken armour: Placed Prone and an injury roll that cannot be modified', () => {
    // D6 2 hits; armour 5+4 = 9 breaks AV 9; injury 4+3 = 7 stunned (Mighty Blow would make it KO)
    const { game, events } = vomit(vomitScenario([2, 5, 4, 4, 3]));
    expect(events.find((e) => e.type === 'knockedDown')).toMatchObject({ player: 1, how: 'placedProne' });
    expect(events.find((e) => e.type === 'injury')).toMatchObject({
      roll: 7,
      modifier: 0,
      result: 'stunned',
    });
    expect(game.players[1].status).toBe('stunned');
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('an armour roll that holds has no effect, and it cannot be modified (no Mighty Blow)', () => {
    const { game, events } = vomit(vomitScenario([6, 4, 4]));
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 0, broken: false });
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('on a 1 it hits the vomiting player itself: no turnover without the ball', () => {
    const { game, events } = vomit(vomitScenario([1, 5, 5, 1, 2]));
    expect(game.players[0].status).toBe('stunned');
    expect(game.players[1].status).toBe('standing');
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a vomiting player who hits itself while holding the ball drops it: a turnover', () => {
    // D6 1; armour 10 breaks; injury 3 stunned; bounce D8 4 west, to (2,2)
    const { game, events } = vomit(vomitScenario([1, 5, 5, 1, 2, 4], { carrier: true }));
    expect(events.find((e) => e.type === 'turnover')).toMatchObject({ team: 0 });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(game, 2, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a team re-roll may be used on the 1', () => {
    const s1 = vomit(vomitScenario([1, 4, 5, 4, 1, 1], { rerolls: 1 }));
    expect(actionsOf(s1.game)).toEqual([{ type: 'reroll', source: 'team' }, { type: 'noReroll' }]);
    const { game } = play(s1.game, [{ type: 'reroll', source: 'team' }]);
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Foul Appearance on the target is rolled first: on a 1 nothing happens', () => {
    const { game, events } = vomit(vomitScenario([1], { targetSkills: ['foulAppearance'] }));
    expect(rolls(events, 'projectileVomit')).toEqual([]);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  // Runs once activation-options.ts offers the special action (the lead wires it in).
  it('is offered instead of the block on a Block action, and ends the activation', () => {
    const g = vomitScenario([2, 5, 4, 1, 2]);
    const s1 = play(g, [block(0, 1)]);
    expect(actionsOf(s1.game)).toContainEqual({ type: 'projectileVomit', target: 1 });
    const { game } = play(s1.game, [{ type: 'projectileVomit', target: 1 } as Action]);
    expect(game.players[1].status).toBe('stunned');
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("in a Blitz it takes the block's square of MA (a rush past the MA) and ends the movement", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], ma: 1, skills: ['projectileVomit'] },
        { team: 1, at: [4, 2] },
      ],
      // rush 3 for the special action; D6 4 hits; armour 1+2 holds
      dice: [3, 4, 1, 2],
    });
    const { game, events } = play(g, [
      blitz(0, 1),
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'projectileVomit', target: 1 } as Action,
    ]);
    expect(rolls(events, 'rush')).toEqual([3]);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});
