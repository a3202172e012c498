/**
 * More of skills-activation.test.ts (helpers shared in helpers/skills-activation.ts): Take Root and Timmm-ber!, Hypnotic Gaze, Hit and Run, Pick-me-up, skills with no effect in a dungeon.
 */
import { describe, expect, it } from 'vitest';
import { createGame, diceLeft, play, scenario, sq } from '../src/index.ts';
import {
  actions,
  atTeamTurn,
  declare,
  HALL,
  offers,
  PUSH,
  rolls,
  steps,
  turnedOver,
} from './helpers/skills-activation.ts';

describe('Take Root and Timmm-ber!', () => {
  it('Take Root: on a 1 the player is Rooted and may not move', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [3, 3], skills: ['takeRoot'] }], dice: [1] });
    const { game } = play(g, [declare(0, 'move')]);
    expect(game.players[0].rooted).toBe(true);
    expect(actions(game)).toEqual([{ type: 'endActivation' }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('Take Root: a Rooted player rolls no more and may still block', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['takeRoot'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [PUSH],
    });
    g.players[0].rooted = true;
    const { game, events } = play(g, [declare(0, 'block', 1), { type: 'pushTo', sq: sq(g, 5, 3) }]);
    expect(rolls(events)).toEqual(['block']);
    expect(game.players[1].sq).toBe(sq(g, 5, 3));
    // Rooted: no follow-up (block.ts).
    expect(game.players[0].sq).toBe(sq(g, 3, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('Take Root: a Rooted player knocked down is rooted no more', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], status: 'prone', ma: 4, skills: ['takeRoot'] }],
      dice: [2],
    });
    g.players[0].rooted = true;
    const { game } = play(g, [declare(0, 'move')]);
    expect(game.players[0]).toMatchObject({ status: 'standing', rooted: false });
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });

  const treeman = (mates: [number, number][], opponents: [number, number][], dice: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], status: 'prone', ma: 2, skills: ['timmmber'] },
        ...mates.map((at) => ({ team: 0, at })),
        ...opponents.map((at) => ({ team: 1, at })),
      ],
      dice,
    });

  it('Timmm-ber!: +1 to stand up for each adjacent open, standing team-mate', () => {
    const g = treeman(
      [
        [3, 2],
        [2, 3],
      ],
      [],
      [2],
    );
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(events.find((e) => e.type === 'test')).toMatchObject({ test: 'standUp', modifier: 2, ok: true });
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Timmm-ber!: a marked team-mate does not help', () => {
    const g = treeman(
      [
        [3, 2],
        [2, 3],
      ],
      [[1, 3]],
      [2],
    );
    const { game } = play(g, [declare(0, 'move')]);
    expect(game.players[0].status).toBe('prone');
    expect(atTeamTurn(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Timmm-ber!: a natural 1 still fails', () => {
    const g = treeman(
      [
        [3, 2],
        [2, 3],
        [4, 4],
      ],
      [],
      [1],
    );
    const { game } = play(g, [declare(0, 'move')]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Hypnotic Gaze', () => {
  it('Hypnotic Gaze: a success takes the target’s tackle zone until its next activation', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['hypnoticGaze'] },
        { team: 1, at: [4, 3] },
        { team: 1, at: [2, 2] },
      ],
      // AG test: -1 for the other opponent marking the gazer: 4 - 1 = 3
      dice: [4],
    });
    const { game, events } = play(g, [declare(0, 'hypnoticGaze'), { type: 'hypnoticGaze', target: 1 }]);
    expect(events.find((e) => e.type === 'test')).toMatchObject({
      test: 'hypnoticGaze',
      modifier: -1,
      ok: true,
    });
    expect(game.players[1].lostTackleZone).toBe(true);
    expect(atTeamTurn(game)).toBe(true);
    // Its tackle zone comes back when it is next activated.
    const next = play(game, [{ type: 'endTurn' }, declare(1, 'move')]).game;
    expect(next.players[1].lostTackleZone).toBe(false);
    expect(diceLeft(next)).toBe(0);
  });

  it('Hypnotic Gaze: the player may move first; a failure ends the activation without a turnover', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3], ag: 3, skills: ['hypnoticGaze'] },
        { team: 1, at: [4, 3] },
      ],
      dice: [2],
    });
    const moved = play(g, [declare(0, 'hypnoticGaze'), { type: 'step', to: sq(g, 3, 3) }]).game;
    expect(offers(moved, { type: 'hypnoticGaze', target: 1 })).toBe(true);
    const { game, events } = play(moved, [{ type: 'hypnoticGaze', target: 1 }]);
    expect(game.players[1].lostTackleZone).toBe(false);
    expect(turnedOver(events)).toBe(false);
    expect(atTeamTurn(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('only a player with Hypnotic Gaze may declare it, and never at a prone opponent', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['hypnoticGaze'] },
        { team: 0, at: [6, 3] },
        { team: 1, at: [4, 3], status: 'prone' },
      ],
      dice: [],
    });
    expect(offers(g, declare(1, 'hypnoticGaze'))).toBe(false);
    const { game } = play(g, [declare(0, 'hypnoticGaze')]);
    expect(actions(game).some((a) => a.type === 'hypnoticGaze')).toBe(false);
  });
});

describe('Hit and Run', () => {
  const blocker = () =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3], skills: ['hitAndRun'] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });

  it('Hit and Run: after a block the player may move one free square no opponent is next to', () => {
    const g = blocker();
    const after = play(g, [
      declare(0, 'block', 1),
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]).game;
    const free = actions(after)
      .flatMap((a) => (a.type === 'moveTo' ? [a.sq] : []))
      .sort((a, b) => a - b);
    expect(free).toEqual(
      [sq(g, 3, 2), sq(g, 4, 2), sq(g, 3, 3), sq(g, 3, 4), sq(g, 4, 4)].sort((a, b) => a - b),
    );
    expect(offers(after, { type: 'endActivation' })).toBe(true);
    const { game, events } = play(after, [{ type: 'moveTo', sq: sq(g, 3, 3) }]);
    expect(game.players[0].sq).toBe(sq(g, 3, 3));
    expect(rolls(events)).toEqual([]);
    expect(atTeamTurn(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Hit and Run: in a Blitz, any other choice gives up the free move', () => {
    const g = blocker();
    const after = play(g, [
      declare(0, 'blitz', 1),
      { type: 'block', target: 1 },
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]).game;
    expect(offers(after, { type: 'moveTo', sq: sq(g, 3, 3) })).toBe(true);
    const { game } = play(after, [{ type: 'step', to: sq(g, 4, 2) }]);
    expect(actions(game).some((a) => a.type === 'moveTo')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('without Hit and Run the Block action ends with the block', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3] },
      ],
      dice: [PUSH],
    });
    const { game } = play(g, [
      declare(0, 'block', 1),
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(atTeamTurn(game)).toBe(true);
  });
});

describe('Pick-me-up', () => {
  it('Pick-me-up: at the end of the opposing team turn, prone team-mates within 3 squares stand on 5+', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [5, 3], skills: ['pickMeUp'] },
        { team: 1, at: [7, 3], status: 'prone' },
        { team: 1, at: [8, 4], status: 'prone' },
        // Four squares away: no roll.
        { team: 1, at: [9, 3], status: 'prone' },
        // Stunned: no roll (it rolls over to prone as the turn ends).
        { team: 1, at: [6, 4], status: 'stunned' },
      ],
      dice: [5, 4],
    });
    const { game, events } = play(g, [{ type: 'endTurn' }]);
    expect(rolls(events)).toEqual(['pickMeUp', 'pickMeUp']);
    expect(game.players.slice(2).map((p) => p.status)).toEqual(['standing', 'prone', 'prone', 'prone']);
    expect(diceLeft(game)).toBe(0);
  });

  it('Pick-me-up: no rolls at the end of its own team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [5, 3], skills: ['pickMeUp'] },
        { team: 0, at: [6, 3], status: 'prone' },
        { team: 1, at: [2, 1] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'endTurn' }]);
    expect(game.players[1].status).toBe('prone');
  });
});

describe('skills with no effect in a dungeon', () => {
  it('Swarming and Secret Weapon: positions with them can be chosen (no kick-off set-up; one drive)', () => {
    const made = createGame({
      dungeon: HALL.replace(/^\n/, ''),
      teams: [0, 1].map((i) => ({
        name: `Team ${i}`,
        roster: 'college-of-shadow',
        rerolls: 0,
        players: [{ number: 1, position: 'clanrat', skills: ['swarming', 'secretWeapon'] }],
      })),
    });
    expect(made.ok).toBe(true);
  });
});
