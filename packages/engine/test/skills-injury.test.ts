/**
 * Skills and traits that change armour, injury and casualty rolls (BB2020 wording, rules.md 4 and
 * 2.3): Regeneration, Decay, Dirty Player, Sneaky Git, Iron Hard Skin, and Plague Ridden (no
 * effect in a single exhibition game). Knock-downs come from a POW (block die 6); fouls from a
 * Foul action.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type GameEvent,
  legalActions,
  play,
  type ScenarioPlayer,
  SKILLS,
  scenario,
  sq,
} from '../src/index.ts';
import { unimplementedSkills } from '../src/skills.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A.1....B#
#A......B#
##########
`;

const POW = 6;

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});

/** A POW by a blocker with `attacker` skills on a target with `target` traits; then `after` dice. */
function pow(target: Partial<ScenarioPlayer>, after: number[], attacker: string[] = []) {
  const g = scenario({
    map: ROOM,
    players: [
      { team: 0, at: [3, 2], skills: attacker },
      { team: 1, at: [4, 2], ...target },
    ],
    dice: [POW, ...after],
  });
  const r = play(g, [block(0, 1), { type: 'pushTo', sq: sq(g, 5, 2) }, { type: 'followUp', yes: false }]);
  return { ...r, target: r.game.players[1] };
}

function skillEvents(events: GameEvent[], skill: string) {
  return events.filter((e) => e.type === 'skill' && e.skill === skill);
}

describe('Regeneration', () => {
  it('Regeneration: after the casualty roll, on a D6 4+ the casualty is discarded and the player goes to the reserves', () => {
    // armour 12 breaks AV 7; injury 10 casualty; D16 3 (Badly Hurt); regeneration 4
    const { game, events, target } = pow({ av: 7, skills: ['regeneration'] }, [6, 6, 5, 5, 3, 4]);
    expect(events.find((e) => e.type === 'casualty')).toMatchObject({ roll: 3, result: 'badlyHurt' });
    expect(skillEvents(events, 'regeneration')).toHaveLength(1);
    expect(target.status).toBe('reserve');
    expect(target.casualty).toBeUndefined();
    expect(target.sq).toBe(-1);
    expect(diceLeft(game)).toBe(0);
  });

  it('on 1-3 the player stays a casualty', () => {
    const { game, target } = pow({ av: 7, skills: ['regeneration'] }, [6, 6, 5, 5, 15, 3]);
    expect(target).toMatchObject({ status: 'casualty', casualty: 'dead' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a regenerated player may come back in through a portal in its next team turn', () => {
    const { game } = pow({ av: 7, skills: ['regeneration'] }, [6, 6, 5, 5, 3, 6]);
    const next = play(game, [{ type: 'endTurn' }]).game;
    expect(legalActions(next)!.actions).toContainEqual({ type: 'enterPortal', player: 1 });
  });

  it("a Stunty player's Badly Hurt (no casualty roll) is a casualty too: it may regenerate", () => {
    const { game, target } = pow({ av: 7, skills: ['stunty', 'regeneration'] }, [6, 6, 4, 5, 5]);
    expect(target.status).toBe('reserve');
    expect(diceLeft(game)).toBe(0);
  });

  it("a KO'd player does not roll for Regeneration", () => {
    const { game, target } = pow({ av: 7, skills: ['regeneration'] }, [6, 6, 4, 4]);
    expect(target.status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Decay', () => {
  it('Decay: +1 to casualty rolls against this player (6 becomes 7, Seriously Hurt)', () => {
    const { game, target } = pow({ av: 7, skills: ['decay'] }, [6, 6, 5, 5, 6]);
    expect(target.casualty).toBe('seriouslyHurt');
    expect(diceLeft(game)).toBe(0);
  });

  it('without Decay the same 6 is Badly Hurt', () => {
    const { target } = pow({ av: 7 }, [6, 6, 5, 5, 6]);
    expect(target.casualty).toBe('badlyHurt');
  });

  it('16 + 1 is still Dead', () => {
    const { game, target } = pow({ av: 7, skills: ['decay'] }, [6, 6, 5, 5, 16]);
    expect(target.casualty).toBe('dead');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dirty Player', () => {
  /** Fouler (0) at (3,2) beside a prone AV 9 target (1) at (4,2). */
  function foul(
    dice: number[],
    foulerSkills: string[],
    target: Partial<ScenarioPlayer> = {},
    extra: ScenarioPlayer[] = [],
  ) {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: foulerSkills },
        { team: 1, at: [4, 2], status: 'prone', av: 9, ...target },
        ...extra,
      ],
      dice,
    });
    return play(g, [{ type: 'activate', player: 0, action: 'foul', target: 1 }, { type: 'foul' }]);
  }

  it('Dirty Player: +1 to the armour roll of its fouls when that breaks the armour', () => {
    // armour 3+5 = 8, +1 = 9 breaks AV 9; injury 1+2 = 3 stunned
    const { game, events } = foul([3, 5, 1, 2], ['dirtyPlayer']);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 1, broken: true });
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ modifier: 0, result: 'stunned' });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  it('otherwise +1 to the injury roll (7 + 1 = 8: KO)', () => {
    const { game, events } = foul([5, 6, 3, 4], ['dirtyPlayer']);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 11, modifier: 0, broken: true });
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ roll: 7, modifier: 1, result: 'ko' });
    expect(game.players[1].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('Dirty Player (+2) (the Deathroller): armour 7 + 2 = 9 breaks AV 9', () => {
    // armour 3+4 = 7, +2 = 9 breaks; injury 1+2 = 3 stunned
    const { game, events } = foul([3, 4, 1, 2], ['dirtyPlayer:2']);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 7, modifier: 2, broken: true });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  it('without Dirty Player the 8 holds', () => {
    const { game } = foul([3, 5], []);
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Sneaky Git', () => {
  function sneaky(dice: number[]) {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['sneakyGit'] },
        { team: 1, at: [4, 2], status: 'prone', av: 9 },
      ],
      dice,
    });
    return play(g, [{ type: 'activate', player: 0, action: 'foul', target: 1 }, { type: 'foul' }]);
  }

  it('Sneaky Git: not sent off for a double on the armour roll, and it may move on after the foul', () => {
    const { game, events } = sneaky([4, 4]);
    expect(events.some((e) => e.type === 'sentOff')).toBe(false);
    const types = legalActions(game)!.actions.map((a) => a.type);
    expect(types).toContain('step');
    expect(types).not.toContain('foul');
    expect(diceLeft(game)).toBe(0);
  });

  it('a double on the injury roll still sends it off', () => {
    const { game } = sneaky([5, 6, 2, 2]);
    expect(legalActions(game)!.actions).toContainEqual({ type: 'argueCall', yes: true });
  });
});

describe('Iron Hard Skin', () => {
  it('Iron Hard Skin: Claws does not work against it', () => {
    const { game, target } = pow({ av: 10, skills: ['ironHardSkin'] }, [4, 4], ['claws']);
    expect(target.status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('Mighty Blow cannot modify the armour roll against it, but still adds to the injury roll', () => {
    // armour 8 + 1 would break AV 9; it holds
    const held = pow({ av: 9, skills: ['ironHardSkin'] }, [4, 4], ['mightyBlow']);
    expect(held.target.status).toBe('prone');
    expect(diceLeft(held.game)).toBe(0);
    // armour 10 breaks on its own; injury 7 + 1 = 8 KO'd
    const broken = pow({ av: 9, skills: ['ironHardSkin'] }, [5, 5, 3, 4], ['mightyBlow']);
    expect(broken.target.status).toBe('ko');
    expect(diceLeft(broken.game)).toBe(0);
  });

  it("a foul's offensive assists and Dirty Player do not modify the armour roll against it", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['dirtyPlayer'] },
        { team: 1, at: [4, 2], status: 'prone', av: 9, skills: ['ironHardSkin'] },
        { team: 0, at: [5, 2] },
      ],
      dice: [3, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'foul', target: 1 },
      { type: 'foul' },
    ]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 0, broken: false });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Plague Ridden', () => {
  it('Plague Ridden has no effect in a single game: positions with it may be chosen', () => {
    expect(unimplementedSkills(['plagueRidden'])).toEqual([]);
    expect(SKILLS.plagueRidden.noEffect).toMatch(/Rotter/);
  });

  it('a Dead result caused by a Plague Ridden player needs no extra roll', () => {
    const { game, target } = pow({ av: 7 }, [6, 6, 5, 5, 16], ['plagueRidden']);
    expect(target).toMatchObject({ status: 'casualty', casualty: 'dead' });
    expect(diceLeft(game)).toBe(0);
  });
});
