import { describe, expect, it } from 'vitest';
import { diceLeft, play, scenario, sq } from '../src/index.ts';
import { actions, HALL, offers, ROOM, rolls, tests, turnedOver } from './helpers/movement.ts';

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
