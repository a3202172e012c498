import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  sameAction,
  scenario,
  sq,
} from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

/** A larger room: x 1..10 and y 1..5 are floor; A at x=1, B at x=10. */
const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

function tests(events: GameEvent[], kind: string) {
  return events.filter((e) => e.type === 'test' && e.test === kind) as Extract<GameEvent, { type: 'test' }>[];
}

function rolls(events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
}

const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');

describe('Movement', () => {
  it('a player moves up to its MA, then may rush up to 2 more squares, then may not move', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 3], ma: 2 }], dice: [2, 3] });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 3) },
      { type: 'step', to: sq(g, 4, 3) },
      { type: 'step', to: sq(g, 5, 3) },
      { type: 'step', to: sq(g, 6, 3) },
    ]);
    expect(rolls(events)).toEqual(['rush', 'rush']);
    expect(game.players[0].sq).toBe(sq(g, 6, 3));
    expect(actions(game).some((a) => a.type === 'step')).toBe(false);
    expect(offers(game, { type: 'endActivation' })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player may step only into adjacent empty squares: never a wall, a chest or an occupied square', () => {
    const map = `
#######
#A.$.B#
#A...B#
#A#..B#
#######
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [3, 3] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    const steps = actions(game)
      .flatMap((a) => (a.type === 'step' ? [a.to] : []))
      .sort((a, b) => a - b);
    // (3,1) chest, (2,3) wall, (3,3) team-mate; (1,1), (2,1), (1,2), (3,2), (1,3) free.
    expect(steps).toEqual(
      [sq(g, 1, 1), sq(g, 2, 1), sq(g, 1, 2), sq(g, 3, 2), sq(g, 1, 3)].sort((a, b) => a - b),
    );
  });

  it('a rush is rolled before any other roll: a rush of 1 falls over in the new square and no dodge is rolled', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ma: 0 },
        { team: 1, at: [4, 2] },
      ],
      // rush 1, armour 3+4 (holds)
      dice: [1, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 2) },
    ]);
    expect(rolls(events)).toEqual(['rush', 'armour', 'armour']);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 2, 2));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a rush of 2 or more succeeds, and the dodge is rolled after it', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ma: 0 },
        { team: 1, at: [4, 2] },
      ],
      dice: [2, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 2) },
    ]);
    expect(rolls(events)).toEqual(['rush', 'dodge']);
    expect(game.players[0].status).toBe('standing');
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Standing up', () => {
  it('standing up costs 3 squares of MA', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 3], ma: 6, status: 'prone' }], dice: [2] });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 3) },
      { type: 'step', to: sq(g, 4, 3) },
      { type: 'step', to: sq(g, 5, 3) },
      // The fourth square is a rush.
      { type: 'step', to: sq(g, 6, 3) },
    ]);
    expect(game.players[0].status).toBe('standing');
    expect(rolls(events)).toEqual(['rush']);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player with MA 2 or less stands up on a 4+ using its whole MA, and may then rush', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [2, 3], ma: 2, status: 'prone' }],
      dice: [4, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 3) },
    ]);
    expect(rolls(events)).toEqual(['standUp', 'rush']);
    expect(game.players[0].status).toBe('standing');
    expect(game.players[0].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a player with MA 2 or less stays prone on a 1-3: its activation ends without a turnover', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ma: 2, status: 'prone' },
        { team: 0, at: [5, 3] },
      ],
      dice: [3],
    });
    const { game, events } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].activated).toBe(true);
    expect(turnedOver(events)).toBe(false);
    expect(game.turn.order[game.turn.index]).toBe(0);
    expect(offers(game, { type: 'activate', player: 1, action: 'move' })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Jump Up makes standing up free', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [1, 3], ma: 2, status: 'prone', skills: ['jumpUp'] }],
      dice: [2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'step', to: sq(g, 3, 3) },
      { type: 'step', to: sq(g, 4, 3) },
    ]);
    // No stand-up roll, two free squares, then a rush.
    expect(rolls(events)).toEqual(['rush']);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dodging', () => {
  it('a player leaving a marked square must dodge; a failed dodge falls over and is a turnover', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      // dodge 2 (fails vs 3+), armour 3+4 (holds vs AV 9)
      dice: [2, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 1) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 2, 1));
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('an open player moves without dodging', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [7, 2] },
      ],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 2) },
    ]);
    expect(game.players[0].sq).toBe(sq(g, 4, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a dodge takes -1 for each opposition player marking the destination square', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
        { team: 1, at: [3, 1] },
      ],
      // 4 - 2 = 2 fails against 3+; armour holds.
      dice: [4, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    const [dodge] = tests(events, 'dodge');
    expect(dodge.modifier).toBe(-2);
    expect(dodge.ok).toBe(false);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a dodge into a square where the player is open has no marking modifier', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
        { team: 1, at: [4, 4] },
      ],
      dice: [3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    const [dodge] = tests(events, 'dodge');
    expect(dodge.modifier).toBe(0);
    expect(dodge.ok).toBe(true);
    expect(game.players[0].sq).toBe(sq(g, 2, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 1 always fails a dodge', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 1 },
        { team: 1, at: [4, 3] },
      ],
      dice: [1, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(tests(events, 'dodge')[0].ok).toBe(false);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 6 always succeeds at a dodge', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 6 },
        { team: 1, at: [4, 3] },
        { team: 1, at: [3, 1] },
      ],
      dice: [6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    const [dodge] = tests(events, 'dodge');
    expect(dodge.modifier).toBe(-2);
    expect(dodge.ok).toBe(true);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Dodge re-rolls one failed dodge per team turn; a second failure may take a team re-roll', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 2, skills: ['dodge'] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [1, 4] },
      ],
      rerolls: [1, 0],
      // Both dodges are at -1. First dodge 2 fails, the Dodge re-roll 3 passes; the second
      // dodge 2 fails and the skill is used up.
      dice: [2, 3, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(events.filter((e) => e.type === 'reroll').map((e) => e.type === 'reroll' && e.source)).toEqual([
      'dodge',
    ]);
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(actions(game)).toEqual([{ type: 'reroll', source: 'team' }, { type: 'noReroll' }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('Dodge may not re-roll a dodge out of the tackle zone of a player with Tackle', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['dodge'] },
        { team: 1, at: [4, 3], skills: ['tackle'] },
      ],
      dice: [2, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(events.some((e) => e.type === 'reroll')).toBe(false);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('Stunty ignores the marking modifiers of the destination square', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['stunty'] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [3, 1] },
      ],
      dice: [3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(tests(events, 'dodge')[0].modifier).toBe(0);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Titchy adds +1 to its own dodges', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['titchy'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    const [dodge] = tests(events, 'dodge');
    expect(dodge.modifier).toBe(1);
    expect(dodge.ok).toBe(true);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('a Titchy opponent does not count as marking a player dodging into its tackle zone', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
        { team: 1, at: [3, 1], skills: ['titchy'] },
      ],
      dice: [4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(tests(events, 'dodge')[0].modifier).toBe(-1);
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('a Titchy player leaving its tackle zone still forces a dodge', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], skills: ['titchy'] },
      ],
      dice: [3],
    });
    const { events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(tests(events, 'dodge')).toHaveLength(1);
  });
});

describe('Jumping', () => {
  const jumpTargets = (g: Game) =>
    actions(g)
      .flatMap((a) => (a.type === 'jump' ? [a.to] : []))
      .sort((a, b) => a - b);

  it('a player may jump over an adjacent prone or stunned player into one of the 3 squares beyond', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(jumpTargets(game)).toEqual([sq(g, 5, 2), sq(g, 5, 3), sq(g, 5, 4)].sort((a, b) => a - b));
  });

  it('a diagonal jump also has the 3 squares beyond the jumped player', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 4], status: 'stunned' },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(jumpTargets(game)).toEqual([sq(g, 5, 4), sq(g, 5, 5), sq(g, 4, 5)].sort((a, b) => a - b));
  });

  it('a player may not jump over a standing player or an empty square', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(jumpTargets(game)).toEqual([]);
  });

  it('a jump uses 2 squares of MA', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ma: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      // jump 3, then the fourth square is a rush.
      dice: [3, 2],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
      { type: 'step', to: sq(g, 6, 3) },
      { type: 'step', to: sq(g, 7, 3) },
    ]);
    expect(rolls(events)).toEqual(['jump', 'rush']);
    expect(game.players[0].sq).toBe(sq(g, 7, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a jump with no MA left needs two rushes, both rolled before the jump', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ma: 0 },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [2, 2, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(rolls(events)).toEqual(['rush', 'rush', 'jump']);
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    expect(actions(game).some((a) => a.type === 'step')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player may jump only once per activation', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3] },
        { team: 1, at: [3, 3], status: 'prone' },
        { team: 1, at: [5, 3], status: 'prone' },
      ],
      dice: [4],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 4, 3) },
    ]);
    expect(jumpTargets(game)).toEqual([]);
  });

  it('a jump needs no dodge and takes -1 per marker in the origin or the destination, whichever is more', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
        // marks the origin only
        { team: 1, at: [2, 3] },
        // two mark the destination (5,3)
        { team: 1, at: [6, 2] },
        { team: 1, at: [6, 4] },
      ],
      dice: [5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(tests(events, 'dodge')).toHaveLength(0);
    const [jump] = tests(events, 'jump');
    expect(jump.modifier).toBe(-2);
    expect(jump.ok).toBe(true);
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed jump falls over in the square jumped into', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
        { team: 1, at: [2, 3] },
      ],
      dice: [3, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a jump failed on a natural 1 falls over back in the square it was jumped from', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [1, 3, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'jump', to: sq(g, 5, 3) },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[0].sq).toBe(sq(g, 3, 3));
    expect(game.occ[sq(g, 5, 3)]).toBe(-1);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Picking up the ball', () => {
  it('a player moving into the ball square must try to pick it up, after its dodge', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      ball: { at: [2, 3] },
      dice: [3, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'pickUp']);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    // The player may go on moving with the ball.
    expect(offers(game, { type: 'step', to: sq(g, 1, 3) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a pick-up takes -1 for each opposition player marking the player', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 1, at: [3, 2] },
        { team: 1, at: [3, 4] },
      ],
      ball: { at: [2, 3] },
      // 5 - 2 = 3: picked up.
      dice: [5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(tests(events, 'pickUp')[0].modifier).toBe(-2);
    expect(game.ball.carrier).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed pick-up bounces the ball and is a turnover even if a team-mate catches it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [1, 3], ag: 3 },
        { team: 0, at: [3, 3], ag: 3 },
      ],
      ball: { at: [2, 3] },
      // pick-up 2 fails; bounce D8 5 = east onto the team-mate; catch 6.
      dice: [2, 5, 6],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 1 });
    expect(turnedOver(events)).toBe(true);
    expect(game.turn.order[game.turn.index]).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Sure Hands re-rolls a failed pick-up', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [1, 3], ag: 3, skills: ['sureHands'] }],
      ball: { at: [2, 3] },
      dice: [2, 3],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(events.some((e) => e.type === 'reroll' && e.source === 'sureHands')).toBe(true);
    expect(game.ball.carrier).toBe(0);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player who falls over in the ball square does not pick it up: the ball bounces', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [1, 3], ma: 0 }],
      ball: { at: [2, 3] },
      // rush 1, armour 3+4, bounce D8 5 = east.
      dice: [1, 3, 4, 5],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(tests(events, 'pickUp')).toHaveLength(0);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 3) });
    expect(diceLeft(game)).toBe(0);
  });
});
