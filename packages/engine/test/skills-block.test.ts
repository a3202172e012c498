/**
 * Skills and traits that change blocks, pushes and the special actions made instead of a block
 * (BB2020 wording, rules.md 4): Stand Firm, Horns, Claws, Juggernaut, Grab, Fend, Strip Ball,
 * Brawler, Guard, Defensive, Foul Appearance, Projectile Vomit, and Take Root against pushes.
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { diceLeft, legalActions, play, scenario, sq } from '../src/index.ts';
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

describe('Stand Firm', () => {
  it('Stand Firm: the player may refuse to be pushed back, and then nobody follows up', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['standFirm'] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(legalActions(s1.game)).toMatchObject({
      team: 1,
      actions: [use('standFirm', true), use('standFirm', false)],
    });
    const { game } = play(s1.game, [use('standFirm', true)]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 4, 2), status: 'standing' });
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player that stands firm against a POW is knocked down where it stands', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['standFirm'] },
      ],
      dice: [POW, 2, 2],
    });
    const { game } = play(g, [block(0, 1), use('standFirm', true)]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 4, 2), status: 'prone' });
    expect(diceLeft(game)).toBe(0);
  });

  it('its coach may also accept the push, which then goes on as usual', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['standFirm'] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [block(0, 1), use('standFirm', false), pushTo(sq(g, 5, 2)), follow(true)]);
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('against a wall it is used without asking: the player stays and no D6 is rolled for the wall', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [7, 2] },
        { team: 1, at: [8, 2], skills: ['standFirm'] },
      ],
      dice: [PUSH],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(rolls(events, 'pushed into wall')).toEqual([]);
    expect(skillUsed(events, 'standFirm')).toHaveLength(1);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 8, 2), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a chain-pushed player may refuse too: the chain stops and nobody moves', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 2], skills: ['standFirm'] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    expect(legalActions(s1.game)!.team).toBe(1);
    const { game, events } = play(s1.game, [use('standFirm', true)]);
    expect(game.players[1].sq).toBe(sq(g, 4, 2));
    expect(game.players[3].sq).toBe(sq(g, 5, 2));
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(events.some((e) => e.type === 'move')).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("Stand Firm does not stop Frenzy's second block", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['frenzy'] },
        { team: 1, at: [4, 2], skills: ['standFirm'] },
      ],
      dice: [PUSH, PUSH],
    });
    const { game, events } = play(g, [block(0, 1), use('standFirm', true), use('standFirm', true)]);
    expect(blockDice(events)).toHaveLength(2);
    expect(game.players[1].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone player being chain-pushed cannot use it (no tackle zone)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [5, 1] },
        { team: 1, at: [5, 2], skills: ['standFirm'], status: 'prone' },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [block(0, 1), pushTo(sq(g, 5, 2))]);
    expect(pushChoices(s1.game)).toEqual([sq(g, 6, 1), sq(g, 6, 2), sq(g, 6, 3)]);
  });
});

describe('Take Root against pushes', () => {
  it('a Rooted player cannot be pushed back, and a Rooted blocker cannot follow up', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH],
    });
    g.players[1].rooted = true;
    const { game, events } = play(g, [block(0, 1)]);
    expect(skillUsed(events, 'takeRoot')).toHaveLength(1);
    expect(game.players[1].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);

    const g2 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH],
    });
    g2.players[0].rooted = true;
    const r2 = play(g2, [block(0, 1), pushTo(sq(g2, 5, 2))]);
    expect(r2.game.players[0].sq).toBe(sq(g2, 3, 2));
    expect(activationOver(r2.game)).toBe(true);
  });
});

describe('Horns', () => {
  it('Horns: +1 ST when blocking in a Blitz (ST 4 against 3: two dice, the blitzer chooses)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['horns'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH, POW],
    });
    const { game, events } = play(g, [blitz(0, 1), hit(1)]);
    expect(blockDice(events)[0]).toMatchObject({ faces: ['push', 'pow'], chooser: 0 });
    expect(legalActions(game)!.team).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Horns does nothing on a Block action: one die', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['horns'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH],
    });
    const { events } = play(g, [block(0, 1)]);
    expect(blockDice(events)[0].faces).toEqual(['push']);
  });

  it('Horns counts before Dauntless: ST 3 + 1 matches a ST 4 target, so no Dauntless roll', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['horns', 'dauntless'] },
        { team: 1, at: [4, 2], st: 4 },
      ],
      dice: [PUSH],
    });
    const { game, events } = play(g, [blitz(0, 1), hit(1)]);
    expect(rolls(events, 'dauntless')).toEqual([]);
    expect(blockDice(events)[0].faces).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Claws', () => {
  it('Claws: a natural 8 breaks AV 10 when its block knocks the target down', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['claws'] },
        { team: 1, at: [4, 2], av: 10 },
      ],
      dice: [POW, 4, 4, 1, 2],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, broken: true });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  it('without Claws the same 8 holds', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], av: 10 },
      ],
      dice: [POW, 4, 4],
    });
    const { game } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('with Mighty Blow too, Claws breaks the armour and Mighty Blow goes on the injury roll', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['claws', 'mightyBlow'] },
        { team: 1, at: [4, 2], av: 10 },
      ],
      // armour 8 (Claws); injury 7 + 1 = 8: KO'd
      dice: [POW, 5, 3, 3, 4],
    });
    const { game, events } = play(g, [block(0, 1), pushTo(sq(g, 5, 2)), follow(false)]);
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ roll: 7, modifier: 1, result: 'ko' });
    expect(game.players[1].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('Claws does not work for a player knocked down by the target (Player Down)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], av: 10 },
        { team: 1, at: [4, 2], skills: ['claws'] },
      ],
      dice: [PD, 4, 4],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Juggernaut', () => {
  it('Juggernaut: in a Blitz, Both Down may become a Push Back (no one goes down, no turnover)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['juggernaut'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD],
    });
    const s1 = play(g, [blitz(0, 1), hit(1)]);
    expect(legalActions(s1.game)).toMatchObject({
      team: 0,
      actions: [use('juggernaut', true), use('juggernaut', false)],
    });
    const { game, events } = play(s1.game, [use('juggernaut', true), pushTo(sq(g, 5, 2)), follow(true)]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 5, 2), status: 'standing' });
    expect(game.players[0]).toMatchObject({ sq: sq(g, 4, 2), status: 'standing' });
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('declining keeps the Both Down', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['juggernaut'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD, 1, 2, 1, 2],
    });
    const { game, events } = play(g, [blitz(0, 1), hit(1), use('juggernaut', false)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('on a Block action Both Down stays Both Down (no choice)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['juggernaut'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD, 1, 2, 1, 2],
    });
    const { game } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('the target of its Blitz cannot use Stand Firm or Fend', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['juggernaut'] },
        { team: 1, at: [4, 2], skills: ['standFirm', 'fend'] },
      ],
      dice: [PUSH],
    });
    const s1 = play(g, [blitz(0, 1), hit(1)]);
    expect(pushChoices(s1.game)).toEqual([sq(g, 5, 1), sq(g, 5, 2), sq(g, 5, 3)]);
    const s2 = play(s1.game, [pushTo(sq(g, 5, 2))]);
    expect(actionsOf(s2.game)).toEqual([follow(true), follow(false)]);
    const { game } = play(s2.game, [follow(true)]);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
  });

  it('the target of its Blitz cannot use Wrestle: Both Down knocks it down (the blitzer has Block)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['juggernaut', 'block'] },
        { team: 1, at: [4, 2], skills: ['wrestle'] },
      ],
      dice: [BD, 1, 2],
    });
    const { game, events } = play(g, [blitz(0, 1), hit(1), use('juggernaut', false)]);
    expect(skillUsed(events, 'wrestle')).toHaveLength(0);
    expect(events.find((e) => e.type === 'knockedDown')).toMatchObject({ player: 1, how: 'knockedDown' });
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});
