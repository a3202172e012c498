import { describe, expect, it } from 'vitest';
import {
  type Action,
  type ActionKind,
  diceLeft,
  type Game,
  legalActions,
  play,
  sameAction,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL, turnedOver } from './helpers/common.ts';

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

/** Does the team turn offer any declaration of this kind to player `pi`? */
function mayDeclare(g: Game, pi: number, kind: ActionKind): boolean {
  return actions(g).some((a) => a.type === 'activate' && a.player === pi && a.action === kind);
}

describe('Activating players', () => {
  it('each player may be activated only once per team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [2, 4] },
        { team: 1, at: [8, 3] },
      ],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'endActivation' },
    ]);
    expect(game.players[0].activated).toBe(true);
    expect(actions(game).some((a) => a.type === 'activate' && a.player === 0)).toBe(false);
    expect(mayDeclare(game, 1, 'move')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a stunned player cannot be activated; a prone one can', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], status: 'stunned' },
        { team: 0, at: [2, 4], status: 'prone' },
        { team: 1, at: [8, 3] },
      ],
      dice: [],
    });
    expect(actions(g).some((a) => a.type === 'activate' && a.player === 0)).toBe(false);
    expect(mayDeclare(g, 1, 'move')).toBe(true);
  });

  it('ending an activation hands the choice back to the team turn without a turnover', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 3] },
      ],
      dice: [],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'endActivation' },
    ]);
    expect(turnedOver(events)).toBe(false);
    expect(game.turn.order[game.turn.index]).toBe(0);
    expect(offers(game, { type: 'endTurn' })).toBe(true);
  });

  it('only a standing player may declare a block, and only against an adjacent standing opponent', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 0, at: [5, 2], status: 'prone' },
        { team: 1, at: [4, 3] },
        { team: 1, at: [4, 2], status: 'prone' },
        { team: 1, at: [8, 3] },
      ],
      dice: [],
    });
    const blocks = actions(g).filter((a) => a.type === 'activate' && a.action === 'block');
    expect(blocks).toEqual([{ type: 'activate', player: 0, action: 'block', target: 2 }]);
  });
});

describe('Once-per-turn actions', () => {
  const players = [
    { team: 0, at: [3, 3] as [number, number] },
    { team: 0, at: [3, 5] as [number, number], skills: ['throwTeamMate'], st: 5 },
    { team: 1, at: [8, 3] as [number, number] },
    { team: 1, at: [8, 5] as [number, number], status: 'prone' as const },
  ];

  const cases: { kind: ActionKind; declare: Action }[] = [
    { kind: 'blitz', declare: { type: 'activate', player: 0, action: 'blitz', target: 2 } },
    { kind: 'pass', declare: { type: 'activate', player: 0, action: 'pass' } },
    { kind: 'handOff', declare: { type: 'activate', player: 0, action: 'handOff' } },
    { kind: 'foul', declare: { type: 'activate', player: 0, action: 'foul', target: 3 } },
    { kind: 'throwTeamMate', declare: { type: 'activate', player: 1, action: 'throwTeamMate' } },
  ];

  for (const { kind, declare } of cases) {
    it(`declaring a ${kind} uses the team's ${kind} for the turn even if it is never made`, () => {
      const g = scenario({ map: HALL, players, dice: [] });
      expect(mayDeclare(g, 0, kind) || mayDeclare(g, 1, kind)).toBe(true);
      const { game } = play(g, [declare, { type: 'endActivation' }]);
      const other = declare.type === 'activate' && declare.player === 0 ? 1 : 0;
      expect(mayDeclare(game, other, kind)).toBe(false);
      expect(mayDeclare(game, other, 'move')).toBe(true);
    });
  }

  it('a team that declared a pass may not throw a team-mate in the same team turn', () => {
    const g = scenario({ map: HALL, players, dice: [] });
    expect(mayDeclare(g, 1, 'throwTeamMate')).toBe(true);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'pass' }, { type: 'endActivation' }]);
    expect(mayDeclare(game, 1, 'throwTeamMate')).toBe(false);
  });

  it('a team that declared a throw team-mate may not pass in the same team turn', () => {
    const g = scenario({ map: HALL, players, dice: [] });
    const { game } = play(g, [
      { type: 'activate', player: 1, action: 'throwTeamMate' },
      { type: 'endActivation' },
    ]);
    expect(mayDeclare(game, 0, 'pass')).toBe(false);
  });

  it('only a player with Throw Team-mate may declare a throw team-mate', () => {
    const g = scenario({ map: HALL, players, dice: [] });
    expect(mayDeclare(g, 0, 'throwTeamMate')).toBe(false);
  });

  it('blocks are not limited: several players may block in one team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 0, at: [3, 5] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [4, 5] },
      ],
      // Block 1 die: push (3); then the second block.
      dice: [3, 3],
    });
    // One die (ST 3 v 3): a push; no follow-up.
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 2 },
      { type: 'pushTo', sq: sq(g, 5, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(mayDeclare(game, 1, 'block')).toBe(true);
    const next = play(game, [
      { type: 'activate', player: 1, action: 'block', target: 3 },
      { type: 'pushTo', sq: sq(g, 5, 5) },
    ]).game;
    expect(next.players[3].sq).toBe(sq(g, 5, 5));
    expect(diceLeft(next)).toBe(0);
  });
});

describe('Blitz and foul targets', () => {
  it('a blitz nominates its target at declaration, and only that player may be blocked', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [4, 4] },
      ],
      dice: [],
    });
    // Every standing opponent may be nominated; a blitz without a target is not an action.
    expect(offers(g, { type: 'activate', player: 0, action: 'blitz', target: 1 })).toBe(true);
    expect(offers(g, { type: 'activate', player: 0, action: 'blitz', target: 2 })).toBe(true);
    expect(offers(g, { type: 'activate', player: 0, action: 'blitz' })).toBe(false);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'blitz', target: 2 }]);
    const blocks = actions(game).filter((a) => a.type === 'block');
    expect(blocks).toEqual([{ type: 'block', target: 2 }]);
  });

  it('a blitz’s block costs 1 square of MA: with none left it needs a rush first', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ma: 1 },
        { team: 1, at: [5, 3] },
      ],
      // rush 2, then one block die: 3 = push.
      dice: [2, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 4, 3) },
      { type: 'block', target: 1 },
    ]);
    const purposes = events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
    expect(purposes).toEqual(['rush', 'block']);
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone player may blitz: it stands up and moves to its target', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], status: 'prone' },
        { team: 1, at: [4, 3] },
      ],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 3) },
    ]);
    expect(game.players[0].status).toBe('standing');
    expect(offers(game, { type: 'block', target: 1 })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a foul nominates a prone or stunned opponent at declaration and is made next to it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3] },
        { team: 1, at: [4, 3], status: 'prone' },
        { team: 1, at: [4, 5], status: 'stunned' },
        { team: 1, at: [8, 1] },
      ],
      dice: [],
    });
    const fouls = actions(g).filter((a) => a.type === 'activate' && a.action === 'foul');
    expect(fouls).toEqual([
      { type: 'activate', player: 0, action: 'foul', target: 1 },
      { type: 'activate', player: 0, action: 'foul', target: 2 },
    ]);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'foul', target: 1 }]);
    expect(offers(game, { type: 'foul' })).toBe(false);
    const next = play(game, [{ type: 'step', to: sq(g, 3, 4) }]).game;
    // (3,4) is next to both prone players; only the nominated one may be fouled.
    expect(actions(next).filter((a) => a.type === 'foul')).toEqual([{ type: 'foul' }]);
    expect(next.stack.some((f) => f.t === 'activation' && f.target === 1)).toBe(true);
  });
});

describe('Bone Head', () => {
  it('on a 1 after declaring, the activation ends and the player loses its tackle zone, with no turnover', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 0, at: [3, 5] },
        { team: 1, at: [8, 3] },
      ],
      dice: [1],
    });
    const { game, events } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(game.players[0].activated).toBe(true);
    expect(game.players[0].sq).toBe(sq(g, 3, 3));
    expect(turnedOver(events)).toBe(false);
    expect(mayDeclare(game, 1, 'move')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('on a 2+ the player acts normally', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 3) },
    ]);
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(game.players[0].sq).toBe(sq(g, 4, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed Bone Head roll still uses the once-per-turn action declared', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 0, at: [3, 5] },
        { team: 1, at: [8, 3] },
      ],
      dice: [1],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'blitz', target: 2 }]);
    expect(mayDeclare(game, 1, 'blitz')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a Bone Head player that declared a block and rolls a 1 makes no block', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [1],
    });
    const { game, events } = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(events.some((e) => e.type === 'blockDice')).toBe(false);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 4, 3) });
    expect(offers(game, { type: 'endTurn' })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone Bone Head player rolls before standing up and stays prone on a 1', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'], status: 'prone' },
        { team: 1, at: [8, 3] },
      ],
      dice: [1],
    });
    const { game, events } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(game.players[0].status).toBe('prone');
    expect(events.some((e) => e.type === 'standUp')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('until its next activation a Bone-Headed player marks nobody: opponents leave it without dodging', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'endTurn' },
      { type: 'activate', player: 1, action: 'move' },
      { type: 'step', to: sq(g, 5, 3) },
    ]);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(game.players[1].sq).toBe(sq(g, 5, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('until its next activation a Bone-Headed player cannot assist a block', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 0, at: [5, 5] },
        { team: 1, at: [4, 4] },
      ],
      // Bone Head 1; in team 1's turn, its block on player 1 rolls one die (ST 3 v 3).
      dice: [1, 3],
    });
    const { events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'endTurn' },
      { type: 'activate', player: 2, action: 'block', target: 1 },
    ]);
    const dice = events.find((e) => e.type === 'blockDice');
    expect(dice && dice.type === 'blockDice' && dice.faces.length).toBe(1);
  });

  it('until its next activation a Bone-Headed player cannot catch: the ball bounces off it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 0, at: [1, 3] },
      ],
      ball: { at: [2, 3] },
      // Bone Head 1; pick-up 1 fails; bounce 5 (east) onto player 0; bounce 5 again to (4,3).
      dice: [1, 1, 5, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'activate', player: 1, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(events.some((e) => e.type === 'test' && e.test === 'catch')).toBe(false);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 4, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('the tackle zone comes back when the player is next activated', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['boneHead'] },
        { team: 1, at: [8, 3] },
      ],
      dice: [1, 2],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'activate', player: 0, action: 'move' },
    ]);
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});
