/**
 * Skills and traits that act around an activation (rules.md 4): Loner, Really Stupid,
 * Unchannelled Fury, Animal Savagery, Bloodlust, Take Root, Timmm-ber!, Hypnotic Gaze, Hit and
 * Run, Pick-me-up, and the no-op Swarming and Secret Weapon. Scripted dice; armour and injury
 * are two D6 each; block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type ActionKind,
  createGame,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  sameAction,
  scenario,
  sq,
} from '../src/index.ts';

/** x 1..10 and y 1..5 are floor; A at x=1, B at x=10. */
const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

const PUSH = 3;

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

function rolls(events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
}

const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');
const declare = (player: number, action: ActionKind, target?: number): Action =>
  target === undefined ? { type: 'activate', player, action } : { type: 'activate', player, action, target };
/** Back at the team-turn decision: the activation is over. */
const atTeamTurn = (g: Game) => offers(g, { type: 'endTurn' });
const steps = (g: Game) => actions(g).filter((a) => a.type === 'step');

describe('Loner', () => {
  const dodger = (dice: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3, skills: ['loner:4'] },
        { team: 1, at: [4, 3] },
      ],
      rerolls: [1, 0],
      dice,
    });

  it('Loner: below X on the D6 spends the team re-roll and the original result stands', () => {
    // Dodge 2 fails; team re-roll taken; Loner 3 (< 4): the fall stands; armour 3+4.
    const g = dodger([2, 3, 3, 4]);
    const { game, events } = play(g, [
      declare(0, 'move'),
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'loner', 'armour', 'armour']);
    expect(game.teams[0].rerolls).toBe(0);
    expect(game.players[0].status).toBe('prone');
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Loner: X or more lets the team re-roll be used', () => {
    const g = dodger([2, 4, 5]);
    const { game, events } = play(g, [
      declare(0, 'move'),
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(rolls(events)).toEqual(['dodge', 'loner', 'dodge']);
    expect(game.teams[0].rerolls).toBe(0);
    expect(game.players[0]).toMatchObject({ sq: sq(g, 2, 3), status: 'standing' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Really Stupid and Unchannelled Fury', () => {
  it('Really Stupid: 1-3 ends the activation and the player loses its tackle zone (no turnover)', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], skills: ['reallyStupid'] }],
      dice: [3],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(atTeamTurn(game)).toBe(true);
    expect(game.players[0].activated).toBe(true);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Really Stupid: +2 with a standing team-mate next to it who is not Really Stupid', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['reallyStupid'] },
        { team: 0, at: [3, 4] },
      ],
      dice: [2],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(events.find((e) => e.type === 'test')).toMatchObject({
      test: 'reallyStupid',
      modifier: 2,
      ok: true,
    });
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Really Stupid: a Really Stupid team-mate does not help', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['reallyStupid'] },
        { team: 0, at: [3, 4], skills: ['reallyStupid'] },
      ],
      dice: [2],
    });
    const { game } = play(g, [declare(0, 'move')]);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(atTeamTurn(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Unchannelled Fury: 1-3 ends the activation, and the tackle zone is kept', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], skills: ['unchannelledFury'] }],
      dice: [3],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(atTeamTurn(game)).toBe(true);
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Unchannelled Fury: +2 when a Blitz is declared, so a 2 goes on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['unchannelledFury'] },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game } = play(g, [declare(0, 'blitz', 1)]);
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Animal Savagery', () => {
  it('Animal Savagery: 1-3 knocks down the adjacent team-mate (no turnover) and the player goes on', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 4] },
      ],
      // savagery 3; the team-mate's armour 3+4 holds
      dice: [3, 3, 4],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(game.players[1].status).toBe('prone');
    expect(turnedOver(events)).toBe(false);
    expect(game.players[0].lostTackleZone).toBe(false);
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: with several team-mates adjacent the coach picks the one knocked down', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 4] },
        { team: 0, at: [2, 2] },
      ],
      dice: [1, 2, 2],
    });
    const asked = play(g, [declare(0, 'move')]).game;
    expect(actions(asked)).toEqual([
      { type: 'choosePlayer', player: 1 },
      { type: 'choosePlayer', player: 2 },
    ]);
    const { game } = play(asked, [{ type: 'choosePlayer', player: 2 }]);
    expect(game.players[2].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: with no team-mate adjacent the activation ends and the tackle zone is lost', () => {
    const g = scenario({
      map: HALL,
      players: [{ team: 0, at: [3, 3], skills: ['animalSavagery'] }],
      dice: [2],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(atTeamTurn(game)).toBe(true);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: knocking down a team-mate holding the ball is a turnover', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 2] },
      ],
      ball: { carrier: 1 },
      // savagery 3; armour 3+4; the ball bounces up (D8 2) to (3,1)
      dice: [3, 3, 4, 2],
    });
    const { game, events } = play(g, [declare(0, 'move')]);
    expect(turnedOver(events)).toBe(true);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Animal Savagery: +2 for a declared Blitz, so a 2 does not lash out', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], skills: ['animalSavagery'] },
        { team: 0, at: [3, 4] },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game } = play(g, [declare(0, 'blitz', 2)]);
    expect(game.players[1].status).toBe('standing');
    expect(steps(game).length).toBeGreaterThan(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Bloodlust', () => {
  const vampire = { team: 0, skills: ['bloodlust:3'] };

  it('Bloodlust: below X the player may change its action to a Move, then bites the Thrall next to it', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
        { team: 1, at: [4, 3] },
      ],
      // Bloodlust 1 (+1 for the Blitz: 2 < 3); the bite's injury 3+3: stunned
      dice: [1, 3, 3],
    });
    const asked = play(g, [declare(0, 'blitz', 2)]).game;
    expect(actions(asked)).toEqual([
      { type: 'useSkill', skill: 'bloodlust', yes: true },
      { type: 'useSkill', skill: 'bloodlust', yes: false },
    ]);
    const moving = play(asked, [{ type: 'useSkill', skill: 'bloodlust', yes: true }]).game;
    expect(actions(moving).some((a) => a.type === 'block')).toBe(false);
    const { game, events } = play(moving, [{ type: 'endActivation' }]);
    expect(rolls(events)).toEqual(['injury', 'injury']);
    expect(game.players[1].status).toBe('stunned');
    expect(turnedOver(events)).toBe(false);
    expect(game.turn.used.blitz).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: X or more (with +1 for a Blitz) and the player acts as normal, with no bite', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game, events } = play(g, [declare(0, 'blitz', 2), { type: 'endActivation' }]);
    expect(rolls(events)).toEqual(['bloodlust']);
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: with no Thrall to bite, a turnover; the tackle zone is lost and the ball dropped', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        // A team-mate that is no Thrall cannot be bitten.
        { team: 0, at: [3, 4] },
      ],
      ball: { carrier: 0 },
      // Bloodlust 1; the ball bounces up (D8 2) to (3,2)
      dice: [1, 2],
    });
    const { game, events } = play(g, [declare(0, 'move'), { type: 'endActivation' }]);
    expect(turnedOver(events)).toBe(true);
    expect(game.players[0].lostTackleZone).toBe(true);
    expect(game.players[1].status).toBe('standing');
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 2) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: no touchdown until the player has bitten; it scores once it has', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [9, 3] },
        { team: 0, at: [9, 2], position: 'thrall' },
      ],
      ball: { carrier: 0 },
      // Bloodlust 1; injury 2+2: stunned
      dice: [1, 2, 2],
    });
    const inZone = play(g, [declare(0, 'move'), { type: 'step', to: sq(g, 10, 3) }]).game;
    expect(inZone.result).toBeNull();
    const { game } = play(inZone, [{ type: 'endActivation' }]);
    expect(game.result).toMatchObject({ winner: 0, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: a casualty from the bite counts as Badly Hurt (no casualty roll)', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
      ],
      dice: [1, 6, 6],
    });
    const { game } = play(g, [declare(0, 'move'), { type: 'endActivation' }]);
    expect(game.players[1]).toMatchObject({ status: 'casualty', casualty: 'badlyHurt', sq: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('Bloodlust: with several Thralls next to it the coach picks the one bitten', () => {
    const g = scenario({
      map: HALL,
      players: [
        { ...vampire, at: [3, 3] },
        { team: 0, at: [3, 2], position: 'thrall' },
        { team: 0, at: [2, 3], position: 'thrall', status: 'prone' },
      ],
      dice: [1, 2, 3],
    });
    const asked = play(g, [declare(0, 'move'), { type: 'endActivation' }]).game;
    expect(actions(asked)).toEqual([
      { type: 'choosePlayer', player: 1 },
      { type: 'choosePlayer', player: 2 },
    ]);
    const { game } = play(asked, [{ type: 'choosePlayer', player: 2 }]);
    expect(game.players[2].status).toBe('stunned');
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});

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
