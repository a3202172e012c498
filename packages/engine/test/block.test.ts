/**
 * Blocking ([004] Block, Blitz, Blocking, Block dice): who may block, strength and assists, the
 * number of dice and who picks, every face, the team re-roll, and a block among three teams.
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
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

const PD = 1;
const BD = 2;
const PUSH = 3;
const STUMBLE = 5;
const POW = 6;

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});

function rolls(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [e.value] : []));
}

function blockDice(events: GameEvent[]) {
  return events.filter((e) => e.type === 'blockDice');
}

function turnovers(events: GameEvent[]) {
  return events.filter((e) => e.type === 'turnover');
}

function decisionTypes(g: Game): string[] {
  return [...new Set(legalActions(g)?.actions.map((a) => a.type))];
}

describe('Block action: who may block whom', () => {
  it('a standing player may block an adjacent standing opponent, but not a prone or distant one', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 1, at: [4, 3], status: 'prone' },
        { team: 1, at: [6, 2] },
      ],
      dice: [],
    });
    const blocks = legalActions(g)!.actions.filter(
      (a) => a.type === 'activate' && a.player === 0 && a.action === 'block',
    );
    expect(blocks).toEqual([block(0, 1)]);
  });

  it('a prone player may not block (it cannot stand up and block)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], status: 'prone' },
        { team: 1, at: [4, 2] },
      ],
      dice: [],
    });
    const acts = legalActions(g)!.actions.filter((a) => a.type === 'activate' && a.player === 0);
    expect(acts.some((a) => a.type === 'activate' && a.action === 'block')).toBe(false);
    expect(acts.some((a) => a.type === 'activate' && a.action === 'move')).toBe(true);
  });

  it('a block ends the activation: the blocker may not move before or after', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    // Back at the team-turn decision, with the blocker activated.
    expect(decisionTypes(game)).toContain('endTurn');
    expect(game.players[0].activated).toBe(true);
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Blitz: the block costs one square of MA', () => {
  it('a blitzer that has used its whole MA must rush to block, then may keep rushing', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], ma: 2 },
        { team: 1, at: [5, 2] },
      ],
      // rush for the block 2 (ok), block die Push
      dice: [2, PUSH],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'step', to: sq(g, 4, 2) },
      { type: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 2) },
      { type: 'followUp', yes: true },
    ]);
    expect(rolls(events, 'rush')).toEqual([2]);
    expect(game.players[1].sq).toBe(sq(g, 6, 2));
    expect(game.players[0].sq).toBe(sq(g, 5, 2));
    // MA 2 + 2 rushes: the block took the first rush, one rush is left to move on (follow-up is free).
    const steps = legalActions(game)!.actions.filter((a) => a.type === 'step');
    expect(steps.length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('within its MA the blitz block needs no rush', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ma: 2 },
        { team: 1, at: [5, 2] },
      ],
      dice: [PUSH],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 4, 2) },
      { type: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(rolls(events, 'rush')).toEqual([]);
    expect(game.players[1].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed rush for the block makes the blitzer fall over before any block dice: a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ma: 1 },
        { team: 1, at: [5, 2] },
      ],
      // rush 1 fails, armour 3+4 holds
      dice: [1, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 4, 2) },
      { type: 'block', target: 1 },
    ]);
    expect(blockDice(events)).toEqual([]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(turnovers(events)).toHaveLength(1);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone player may blitz: standing up costs 3 squares, then the block its square of MA', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], status: 'prone', ma: 3 },
        { team: 1, at: [4, 2] },
      ],
      // stands up (3 of MA 3); the block needs a rush: 2; Push
      dice: [2, PUSH],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(rolls(events, 'rush')).toEqual([2]);
    expect(game.players[0].status).toBe('standing');
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('only one blitz may be declared each team turn', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [2, 4] },
        { team: 1, at: [6, 2] },
      ],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 2 },
      { type: 'endActivation' },
    ]);
    const blitzes = legalActions(game)!.actions.filter((a) => a.type === 'activate' && a.action === 'blitz');
    expect(blitzes).toEqual([]);
  });
});

describe('Strength and the number of block dice', () => {
  const cases: [string, number, number, number, number][] = [
    ['equal ST rolls one die', 3, 3, 1, 0],
    ['a stronger attacker rolls two dice and chooses', 4, 3, 2, 0],
    ['a stronger target: two dice, its coach chooses', 3, 4, 2, 1],
    ['exactly double ST is still two dice', 6, 3, 2, 0],
    ['more than double ST rolls three dice', 7, 3, 3, 0],
    ['a target more than twice as strong: three dice, its coach chooses', 2, 5, 3, 1],
  ];
  it.each(cases)('%s', (_name, sa, sd, dice, chooser) => {
    // Distinct faces so the choice is a real decision.
    const faces = [PUSH, POW, PD].slice(0, dice);
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: sa },
        { team: 1, at: [4, 2], st: sd },
      ],
      dice: faces,
    });
    const { game, events } = play(g, [block(0, 1)]);
    const bd = blockDice(events);
    expect(bd).toHaveLength(1);
    expect(bd[0].type === 'blockDice' && bd[0].faces.length).toBe(dice);
    if (dice > 1) {
      const d = legalActions(game)!;
      expect(d.team).toBe(chooser);
      expect(d.actions.every((a) => a.type === 'chooseBlockDie')).toBe(true);
      expect(d.actions).toHaveLength(dice);
    }
    expect(diceLeft(game)).toBe(0);
  });

  it("the stronger target's coach picks Player Down: the attacker is knocked down and it is a turnover", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 3 },
        { team: 1, at: [4, 2], st: 4 },
      ],
      // two block dice: Push, Player Down; armour 2+2 holds
      dice: [PUSH, PD, 2, 2],
    });
    const { game, events } = play(g, [block(0, 1), { type: 'chooseBlockDie', index: 1 }]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(turnovers(events)).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('identical faces need no choice', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 4 },
        { team: 1, at: [4, 2] },
      ],
      dice: [POW, POW, 2, 2],
    });
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Block dice faces', () => {
  const two = (dice: number[]) =>
    scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice,
    });

  it('Player Down: the attacker is knocked down (armour roll) and it is a turnover', () => {
    const g = two([PD, 5, 3]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(rolls(events, 'armour')).toEqual([5, 3]);
    expect(turnovers(events)).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Both Down: both players are knocked down, each with an armour roll, and it is a turnover', () => {
    const g = two([BD, 1, 2, 3, 4]);
    const { game, events } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
    expect(events.filter((e) => e.type === 'armour')).toHaveLength(2);
    expect(turnovers(events)).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Both Down against a blocker with Block: only the target goes down, no turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block'] },
        { team: 1, at: [4, 2] },
      ],
      dice: [BD, 1, 2],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('standing');
    expect(game.players[1].status).toBe('prone');
    expect(turnovers(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Both Down against a target with Block: only the blocker goes down, a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['block'] },
      ],
      dice: [BD, 1, 2],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(turnovers(events)).toHaveLength(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Both Down when both have Block: nothing happens', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['block'] },
        { team: 1, at: [4, 2], skills: ['block'] },
      ],
      dice: [BD],
    });
    const { game, events } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('standing');
    expect(game.players[1].status).toBe('standing');
    expect(turnovers(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Push: the target is pushed back one square and stays standing', () => {
    const g = two([PUSH]);
    const { game, events } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 3) },
      { type: 'followUp', yes: true },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 5, 3) });
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Stumble against a target without Dodge is a POW', () => {
    const g = two([STUMBLE, 2, 3]);
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 5, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Stumble against a target with Dodge is a Push', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], skills: ['dodge'] },
      ],
      dice: [STUMBLE],
    });
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: true },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 5, 2) });
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it("Tackle cancels the target's Dodge: Stumble stays a POW", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], skills: ['tackle'] },
        { team: 1, at: [4, 2], skills: ['dodge'] },
      ],
      dice: [STUMBLE, 4, 4],
    });
    const { game } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 5, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('POW: the target is pushed back and then knocked down in its new square, with an armour roll', () => {
    const g = two([POW, 6, 5, 3, 3]);
    const { game, events } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 1) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1]).toMatchObject({ status: 'stunned', sq: sq(g, 5, 1) });
    expect(rolls(events, 'armour')).toEqual([6, 5]);
    expect(rolls(events, 'injury')).toEqual([3, 3]);
    expect(turnovers(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Team re-roll of the block dice', () => {
  it("is offered once to the attacker's coach and re-rolls every die", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 4 },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [2, 0],
      // first roll: Player Down, Both Down; re-roll: Push, POW; armour 2+2
      dice: [PD, BD, PUSH, POW, 2, 2],
    });
    const step1 = play(g, [block(0, 1)]);
    expect(legalActions(step1.game)).toMatchObject({
      team: 0,
      actions: [{ type: 'reroll', source: 'team' }, { type: 'noReroll' }],
    });
    const step2 = play(step1.game, [{ type: 'reroll', source: 'team' }]);
    expect(step2.game.teams[0].rerolls).toBe(1);
    expect(blockDice(step2.events)[0]).toMatchObject({ faces: ['push', 'pow'] });
    // No second offer: straight to choosing a die.
    expect(decisionTypes(step2.game)).toEqual(['chooseBlockDie']);
    const { game } = play(step2.game, [
      { type: 'chooseBlockDie', index: 1 },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it("is offered to the attacker's coach even when the target's coach picks the die", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], st: 4 },
      ],
      rerolls: [1, 1],
      dice: [PD, PUSH, PUSH, PUSH],
    });
    const s1 = play(g, [block(0, 1)]);
    expect(legalActions(s1.game)!.team).toBe(0);
    const { game } = play(s1.game, [
      { type: 'reroll', source: 'team' },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.teams[1].rerolls).toBe(1);
    expect(game.players[1].sq).toBe(sq(g, 5, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('declining keeps the dice as rolled', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [1, 0],
      dice: [PUSH],
    });
    const { game } = play(g, [
      block(0, 1),
      { type: 'noReroll' },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.teams[0].rerolls).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});
