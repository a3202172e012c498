/**
 * Armour and injuries ([004] Armour and injuries, Casualty roll, Player status): armour 2D6
 * against AV, the injury table (normal, Stunty, Thick Skull), the D16 casualty table with the
 * lasting-injury D6, a dropped ball, and stunned players rolling over.
 * Each case knocks the target down with a POW (block die 6) and scripts the dice after it.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type GameEvent,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
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

/** A POW on a target with these traits; `after` are the dice rolled after the block die. */
function pow(target: Partial<ScenarioPlayer>, after: number[], carrier = false) {
  const g = scenario({
    ...(carrier ? { ball: { carrier: 1 } } : {}),
    map: ROOM,
    players: [
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2], ...target },
    ],
    dice: [POW, ...after],
  });
  const r = play(g, [block(0, 1), { type: 'pushTo', sq: sq(g, 5, 2) }, { type: 'followUp', yes: false }]);
  return { ...r, target: r.game.players[1] };
}

function injury(events: GameEvent[]) {
  return events.find((e) => e.type === 'injury');
}

describe('Armour roll', () => {
  it('a 2D6 total below AV holds: the player is only prone, with no injury roll', () => {
    const { game, events, target } = pow({ av: 9 }, [4, 4]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, av: 9, broken: false });
    expect(injury(events)).toBeUndefined();
    expect(target.status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a 2D6 total equal to AV breaks the armour and an injury roll follows', () => {
    const { game, events, target } = pow({ av: 9 }, [4, 5, 1, 2]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 9, broken: true });
    expect(injury(events)).toMatchObject({ roll: 3, result: 'stunned' });
    expect(target.status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Injury table', () => {
  const cases: [string, number[], string, string][] = [
    ['2 is stunned', [1, 1], 'stunned', 'stunned'],
    ['7 is stunned', [3, 4], 'stunned', 'stunned'],
    ["8 is KO'd", [4, 4], 'ko', 'ko'],
    ["9 is KO'd", [4, 5], 'ko', 'ko'],
  ];
  it.each(cases)('%s', (_name, dice, result, status) => {
    const { game, events, target } = pow({ av: 7 }, [6, 6, ...dice]);
    expect(injury(events)).toMatchObject({ result });
    expect(target.status).toBe(status);
    if (status === 'ko') expect(game.occ[sq(game, 5, 2)]).toBe(-1);
    else expect(target.sq).toBe(sq(game, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('10+ is a casualty: the player leaves the dungeon and a D16 casualty roll is made', () => {
    const { game, events, target } = pow({ av: 7 }, [6, 6, 5, 5, 3]);
    expect(injury(events)).toMatchObject({ roll: 10, result: 'casualty' });
    expect(events.find((e) => e.type === 'roll' && e.purpose === 'casualty')).toMatchObject({
      die: 16,
      value: 3,
    });
    expect(target).toMatchObject({ status: 'casualty', sq: -1, casualty: 'badlyHurt' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Casualty table (D16)', () => {
  const cases: [number, string][] = [
    [1, 'badlyHurt'],
    [6, 'badlyHurt'],
    [7, 'seriouslyHurt'],
    [9, 'seriouslyHurt'],
    [10, 'seriousInjury'],
    [12, 'seriousInjury'],
    [15, 'dead'],
    [16, 'dead'],
  ];
  it.each(cases)('%i is %s', (d16, result) => {
    const { game, target } = pow({ av: 7 }, [6, 6, 6, 6, d16]);
    expect(target.casualty).toBe(result);
    expect(diceLeft(game)).toBe(0);
  });

  const lasting: [number, number, string][] = [
    [13, 1, 'headInjury'],
    [14, 2, 'headInjury'],
    [13, 3, 'smashedKnee'],
    [13, 4, 'brokenArm'],
    [14, 5, 'neckInjury'],
    [13, 6, 'dislocatedShoulder'],
  ];
  it.each(lasting)('%i is a lasting injury: D6 %i gives %s', (d16, d6, result) => {
    const { game, events, target } = pow({ av: 7 }, [6, 6, 6, 6, d16, d6]);
    expect(events.find((e) => e.type === 'roll' && e.purpose === 'lasting injury')).toMatchObject({
      value: d6,
    });
    expect(target.casualty).toBe(result);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Stunty and Thick Skull injury tables', () => {
  const cases: [string, string[], number[], string][] = [
    ['Stunty: 6 is stunned', ['stunty'], [3, 3], 'stunned'],
    ["Stunty: 7 is KO'd", ['stunty'], [3, 4], 'ko'],
    ["Stunty: 8 is KO'd", ['stunty'], [4, 4], 'ko'],
    ['Thick Skull: 8 is stunned', ['thickSkull'], [4, 4], 'stunned'],
    ["Thick Skull: 9 is still KO'd", ['thickSkull'], [4, 5], 'ko'],
    ['Stunty with Thick Skull: 7 is stunned', ['stunty', 'thickSkull'], [3, 4], 'stunned'],
    ["Stunty with Thick Skull: 8 is KO'd", ['stunty', 'thickSkull'], [4, 4], 'ko'],
  ];
  it.each(cases)('%s', (_name, skills, dice, result) => {
    const { game, events, target } = pow({ av: 7, skills }, [6, 6, ...dice]);
    expect(injury(events)).toMatchObject({ result });
    expect(target.status).toBe(result);
    expect(diceLeft(game)).toBe(0);
  });

  it('Stunty: 9 is Badly Hurt with no casualty roll', () => {
    const { game, events, target } = pow({ av: 7, skills: ['stunty'] }, [6, 6, 4, 5]);
    expect(injury(events)).toMatchObject({ result: 'badlyHurt' });
    expect(events.some((e) => e.type === 'roll' && e.purpose === 'casualty')).toBe(false);
    expect(target).toMatchObject({ status: 'casualty', casualty: 'badlyHurt' });
    expect(diceLeft(game)).toBe(0);
  });

  it('Stunty: 10+ is a casualty with a D16 roll', () => {
    const { game, target } = pow({ av: 7, skills: ['stunty'] }, [6, 6, 5, 5, 8]);
    expect(target).toMatchObject({ status: 'casualty', casualty: 'seriouslyHurt' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('The ball and knocked-down players', () => {
  it('a ball carrier knocked down drops the ball, which bounces from its square', () => {
    // Armour holds; the ball bounces D8 2 = north from (5,2) to (5,1).
    const { game, target } = pow({ av: 9 }, [1, 2, 2], true);
    expect(target.status).toBe('prone');
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(game, 5, 1) });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Stunned players', () => {
  it('roll over at the end of the next team turn: the opponent stunned in my turn misses its own turn', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], av: 7 },
        { team: 1, at: [7, 4] },
      ],
      dice: [POW, 6, 6, 1, 2],
    });
    const s1 = play(g, [block(0, 1), { type: 'pushTo', sq: sq(g, 5, 2) }, { type: 'followUp', yes: false }]);
    expect(s1.game.players[1].status).toBe('stunned');
    const s2 = play(s1.game, [{ type: 'endTurn' }]);
    // Team 1's turn: the stunned player may not be activated and is still stunned.
    const d = legalActions(s2.game)!;
    expect(d.team).toBe(1);
    expect(d.actions.some((a) => a.type === 'activate' && a.player === 1)).toBe(false);
    expect(s2.game.players[1].status).toBe('stunned');
    const s3 = play(s2.game, [{ type: 'endTurn' }]);
    expect(s3.game.players[1].status).toBe('prone');
    expect(diceLeft(s3.game)).toBe(0);
  });

  it('a player stunned in its own team turn (even with a turnover) is prone again after the next team turn', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], av: 7 },
        { team: 1, at: [4, 2] },
      ],
      // Player Down; armour 6+6; injury 1+2 stunned
      dice: [1, 6, 6, 1, 2],
    });
    const s1 = play(g, [block(0, 1)]);
    // The turnover ended team 0's turn: still stunned, now in team 1's turn.
    expect(legalActions(s1.game)!.team).toBe(1);
    expect(s1.game.players[0].status).toBe('stunned');
    const s2 = play(s1.game, [{ type: 'endTurn' }]);
    expect(s2.game.players[0].status).toBe('prone');
    expect(legalActions(s2.game)!.actions).toContainEqual({ type: 'activate', player: 0, action: 'move' });
    expect(diceLeft(s2.game)).toBe(0);
  });
});
