/**
 * Classic Dungeonbowl ([003] Pit traps or bottomless pits), every sentence, with scripted dice.
 * The pre-game placement of the counters is in pregame.test.ts; the readings chosen where [003]
 * is silent are in docs/rules-status.md (Classic Dungeonbowl, Pit traps).
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
  type Scenario,
  scenario,
  sq,
  view,
} from '../src/index.ts';
import { HALL, rolls, tests, turnedOver } from './helpers/common.ts';

type Kind = 'faceDown' | 'pit' | 'spikedPit';
type Trap = { at: [number, number]; owner: number; kind?: Kind };

/** A scenario played under Classic Dungeonbowl, with trap counters on the floor. */
function classic(s: Scenario, traps: Trap[]): Game {
  const g = scenario(s);
  g.rulesetId = 'classic';
  g.traps = traps.map((t) => ({ sq: sq(g, t.at[0], t.at[1]), owner: t.owner, kind: t.kind ?? 'faceDown' }));
  return g;
}

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });
const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});
const step = (g: Game, x: number, y: number): Action => ({ type: 'step', to: sq(g, x, y) });
const jump = (g: Game, x: number, y: number): Action => ({ type: 'jump', to: sq(g, x, y) });
const pushTo = (g: Game, x: number, y: number): Action => ({ type: 'pushTo', sq: sq(g, x, y) });
const follow = (yes: boolean): Action => ({ type: 'followUp', yes });

function trapEvents(events: GameEvent[]) {
  return events.filter((e): e is Extract<GameEvent, { type: 'trap' }> => e.type === 'trap');
}

function kindAt(g: Game, x: number, y: number): Kind | null {
  return g.traps.find((t) => t.sq === sq(g, x, y))?.kind ?? null;
}

/** Player 0 (team 0) beside a face-down counter of team 1 at (4,3); player 1 far away. */
function besideCounter(dice: number[], extra: Partial<Scenario> = {}): Game {
  return classic(
    {
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [8, 5] },
        { team: 0, at: [2, 1] },
      ],
      dice,
      ...extra,
    },
    [{ at: [4, 3], owner: 1 }],
  );
}

describe('When a player moves/is pushed into a counter, roll a d6. 1-3 = fake, 4-5 = pit trap, 6 = spiked pit', () => {
  const outcomes: [number, 'fake' | 'pit' | 'spikedPit'][] = [
    [1, 'fake'],
    [2, 'fake'],
    [3, 'fake'],
    [4, 'pit'],
    [5, 'pit'],
    [6, 'spikedPit'],
  ];
  for (const [die, kind] of outcomes) {
    it(`a player moving onto a face-down counter rolls ${die}: ${kind}`, () => {
      // Then an armour roll of 2 (a pit) or an injury roll of 2 (a spiked pit).
      const g = besideCounter(kind === 'fake' ? [die] : [die, 1, 1]);
      const { game, events } = play(g, [move(0), step(g, 4, 3)]);
      expect(rolls(events)[0]).toBe('trap');
      expect(trapEvents(events)).toEqual([
        { type: 'trap', player: 0, sq: sq(g, 4, 3), owner: 1, kind, flipped: true },
      ]);
      expect(kindAt(game, 4, 3)).toBe(kind === 'fake' ? null : kind);
      expect(game.players[0].status).toBe(
        kind === 'fake' ? 'standing' : kind === 'pit' ? 'prone' : 'stunned',
      );
      expect(diceLeft(game)).toBe(0);
    });
  }

  it('a fake is removed and the player goes on with its move', () => {
    const g = besideCounter([2]);
    const { game } = play(g, [move(0), step(g, 4, 3), step(g, 5, 3)]);
    expect(game.traps).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
  });

  it('a player pushed into a face-down counter rolls for it', () => {
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [4, 3] },
        ],
        dice: [3, 4, 1, 1],
      },
      [{ at: [5, 3], owner: 0 }],
    );
    const { game, events } = play(g, [block(0, 1), pushTo(g, 5, 3), follow(false)]);
    expect(trapEvents(events).map((e) => [e.player, e.kind])).toEqual([[1, 'pit']]);
    expect(game.players[1].status).toBe('prone');
    expect(turnedOver(events)).toBe(false);
  });

  it('a player following up into a revealed pit falls into it (every way into the square counts)', () => {
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [4, 3] },
        ],
        dice: [3, 1, 1],
      },
      [{ at: [4, 3], owner: 1, kind: 'pit' }],
    );
    const { game, events } = play(g, [block(0, 1), pushTo(g, 5, 3), follow(true)]);
    expect(trapEvents(events).map((e) => [e.player, e.kind, e.flipped])).toEqual([[0, 'pit', false]]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
  });

  it('a player shadowing into a revealed pit falls into it', () => {
    // The mover climbs out of the pit (dodge 4); shadowing 5 + 7 - 6; the pit's armour 1 + 1.
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [4, 3], ma: 7, skills: ['shadowing'] },
        ],
        dice: [4, 5, 1, 1],
      },
      [{ at: [3, 3], owner: 1, kind: 'pit' }],
    );
    const shadow: Action = { type: 'useSkill', skill: 'shadowing', yes: true, player: 1 };
    const { game, events } = play(g, [move(0), step(g, 2, 3), shadow]);
    expect(trapEvents(events).map((e) => [e.player, e.kind])).toEqual([[1, 'pit']]);
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 3, 3) });
    expect(turnedOver(events)).toBe(false);
  });

  it('a thrown player landing on a counter rolls for it', () => {
    // Quality 4: superb; scatter E, W, S from (6,3) to (6,4); landing 3; the counter 4: a pit,
    // armour 1 + 1. No ball: no turnover.
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate'] },
          { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] },
        ],
        dice: [4, 5, 4, 7, 3, 4, 1, 1],
      },
      [{ at: [6, 4], owner: 1 }],
    );
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, 6, 3) },
    ]);
    expect(trapEvents(events).map((e) => [e.player, e.kind])).toEqual([[1, 'pit']]);
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 6, 4) });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player who fails a dodge into a counter falls into it and rolls for it', () => {
    // Dodge 1 fails; armour 2 for the fall; the counter 5: a pit, with its own armour roll 2.
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [3, 2] },
        ],
        dice: [1, 1, 1, 5, 1, 1],
      },
      [{ at: [4, 3], owner: 1 }],
    );
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(rolls(events)).toEqual(['dodge', 'armour', 'armour', 'trap', 'armour', 'armour']);
    expect(kindAt(game, 4, 3)).toBe('pit');
    expect(turnedOver(events)).toBe(true);
  });
});

describe('Two coaches’ counters on one square (reading: each placed not knowing of the other)', () => {
  const shared = (dice: number[]) =>
    classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 0, at: [2, 1] },
        ],
        dice,
      },
      [
        { at: [4, 3], owner: 1 },
        { at: [4, 3], owner: 0 },
      ],
    );

  it('are rolled for one after another: a fake, then the next counter', () => {
    // The first counter 2: a fake, removed; the second 5: a pit, armour 1 + 1.
    const g = shared([2, 5, 1, 1]);
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(trapEvents(events).map((e) => [e.owner, e.kind])).toEqual([
      [1, 'fake'],
      [0, 'pit'],
    ]);
    expect(game.traps).toEqual([{ sq: sq(g, 4, 3), owner: 0, kind: 'pit' }]);
    expect(game.players[0].status).toBe('prone');
  });

  it('a pit or spiked pit takes the other counter on its square with it', () => {
    // The first counter 6: a spiked pit; injury 1 + 1.
    const g = shared([6, 1, 1]);
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(trapEvents(events).map((e) => [e.owner, e.kind])).toEqual([[1, 'spikedPit']]);
    expect(game.traps).toEqual([{ sq: sq(g, 4, 3), owner: 1, kind: 'spikedPit' }]);
  });

  it('two fakes: both removed, and the player goes on', () => {
    const g = shared([1, 3]);
    const { game } = play(g, [move(0), step(g, 4, 3), step(g, 5, 3)]);
    expect(game.traps).toEqual([]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 5, 3) });
  });
});

describe('If a pit trap, place the player prone immediately with an unmodified av/inj roll but no turnover unless he was knocked down into the trap or is holding the ball', () => {
  it('placed prone with an unmodified armour roll (and injury if broken); no turnover: the team plays on', () => {
    // Counter 4: a pit; armour 6 + 6 breaks AV 9; injury 2 + 2: stunned.
    const g = besideCounter([4, 6, 6, 2, 2]);
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    const armour = events.find((e) => e.type === 'armour');
    expect(armour).toMatchObject({ player: 0, roll: 12, modifier: 0, broken: true });
    expect(events.find((e) => e.type === 'knockedDown')).toMatchObject({ player: 0, how: 'placedProne' });
    expect(game.players[0].status).toBe('stunned');
    expect(turnedOver(events)).toBe(false);
    // The mover's activation is over; team-mates may still act.
    expect(legalActions(game)!.actions).toContainEqual(move(2));
  });

  it('a player holding the ball drops it (it bounces from the square): a turnover', () => {
    // Counter 4: a pit; armour 2; the ball bounces D8 5 = East.
    const g = besideCounter([4, 1, 1, 5], { ball: { carrier: 0 } });
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(turnedOver(events)).toBe(true);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 3) });
  });

  it('a player knocked down into the trap: the pit acts too, its armour roll unmodified (Mighty Blow counts only for the block)', () => {
    // POW, pushed into the counter: the block's armour 4 + 4 +1 Mighty Blow breaks AV 9, injury
    // 1 + 1 stunned; then the counter 4, a pit, with its own armour roll 4 + 4, unmodified: holds.
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3], skills: ['mightyBlow'] },
          { team: 1, at: [4, 3] },
        ],
        dice: [6, 4, 4, 1, 1, 4, 4, 4],
      },
      [{ at: [5, 3], owner: 0 }],
    );
    const { game, events } = play(g, [block(0, 1), pushTo(g, 5, 3), follow(false)]);
    const armour = events.filter((e) => e.type === 'armour');
    expect(armour).toMatchObject([
      { player: 1, roll: 8, modifier: 1, broken: true },
      { player: 1, roll: 8, modifier: 0, broken: false },
    ]);
    expect(game.players[1].status).toBe('stunned');
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a revealed pit entered by its own coach’s player with no ball: no turnover', () => {
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 0, at: [2, 1] },
        ],
        dice: [1, 1],
      },
      [{ at: [4, 3], owner: 0, kind: 'pit' }],
    );
    const { events } = play(g, [move(0), step(g, 4, 3)]);
    expect(turnedOver(events)).toBe(false);
  });
});

describe('If a spiked pit the player makes an injury roll and does cause a turnover if on his turn', () => {
  it('on his turn: placed prone, an injury roll with no armour roll, a turnover', () => {
    // Counter 6: a spiked pit; injury 4 + 4: KO.
    const g = besideCounter([6, 4, 4]);
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ player: 0, roll: 8, result: 'ko' });
    expect(game.players[0].status).toBe('ko');
    expect(turnedOver(events)).toBe(true);
  });

  it('pushed in on the other team’s turn: the injury roll, no turnover', () => {
    // Push, the counter 6, injury 1 + 1: stunned.
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [4, 3] },
        ],
        dice: [3, 6, 1, 1],
      },
      [{ at: [5, 3], owner: 0 }],
    );
    const { game, events } = play(g, [block(0, 1), pushTo(g, 5, 3), follow(false)]);
    expect(game.players[1].status).toBe('stunned');
    expect(turnedOver(events)).toBe(false);
  });
});

describe('Traps stay on the field after being flipped', () => {
  it('a pit revealed earlier acts again on whoever enters it, without a roll', () => {
    const g = besideCounter([4, 1, 1]);
    const first = play(g, [move(0), step(g, 4, 3)]);
    expect(kindAt(first.game, 4, 3)).toBe('pit');
    // Everyone sees a revealed counter.
    expect(view(first.game, 0).traps).toEqual(view(first.game, 1).traps);
    const later = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [8, 5] },
        ],
        dice: [1, 1],
      },
      [{ at: [4, 3], owner: 1, kind: 'pit' }],
    );
    const { game, events } = play(later, [move(0), step(later, 4, 3)]);
    expect(rolls(events)).toEqual(['armour', 'armour']);
    expect(trapEvents(events)).toEqual([
      { type: 'trap', player: 0, sq: sq(g, 4, 3), owner: 1, kind: 'pit', flipped: false },
    ]);
    expect(game.players[0].status).toBe('prone');
    expect(kindAt(game, 4, 3)).toBe('pit');
  });

  it('a spiked pit stays a spiked pit', () => {
    const g = classic({ map: HALL, players: [{ team: 0, at: [3, 3] }], dice: [1, 1] }, [
      { at: [4, 3], owner: 1, kind: 'spikedPit' },
    ]);
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(rolls(events)).toEqual(['injury', 'injury']);
    expect(kindAt(game, 4, 3)).toBe('spikedPit');
  });
});

describe('Players down in pit traps or spike traps cannot be fouled', () => {
  const fouls = (g: Game) =>
    legalActions(g)!.actions.flatMap((a) => (a.type === 'activate' && a.action === 'foul' ? [a.target] : []));

  it('no foul may be declared against a player down in a pit or a spiked pit; one down elsewhere may be', () => {
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [4, 3], status: 'prone' },
          { team: 1, at: [4, 4], status: 'stunned' },
          { team: 1, at: [3, 4], status: 'prone' },
        ],
      },
      [
        { at: [4, 3], owner: 0, kind: 'pit' },
        { at: [4, 4], owner: 1, kind: 'spikedPit' },
      ],
    );
    expect(new Set(fouls(g))).toEqual(new Set([3]));
  });
});

describe('Players without the Leap skill can attempt to leap over pit traps or unflipped trap counters, however they get a -1 to their leap roll for every tackle zone they are leaping into and/or out of', () => {
  /** Jumper at (3,3); the square beyond at (5,3); an opponent marking each end of the leap. */
  function leap(traps: Trap[], skills: string[] = [], dice: number[] = [6]): Game {
    return classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3], skills },
          { team: 1, at: [2, 4] },
          { team: 1, at: [6, 4] },
        ],
        dice,
      },
      traps,
    );
  }
  const jumpsOf = (g: Game) =>
    legalActions(g)!
      .actions.flatMap((a) => (a.type === 'jump' ? [a.to] : []))
      .sort((a, b) => a - b);

  it('a pit may be leapt, at -1 per marker on the square left plus -1 per marker on the square entered', () => {
    const g = leap([{ at: [4, 3], owner: 1, kind: 'pit' }]);
    const moving = play(g, [move(0)]).game;
    expect(jumpsOf(moving)).toEqual([sq(g, 5, 2), sq(g, 5, 3), sq(g, 5, 4)]);
    const { game, events } = play(moving, [jump(g, 5, 3)]);
    expect(tests(events, 'jump')[0]).toMatchObject({ modifier: -2, ok: true });
    expect(game.players[0].sq).toBe(sq(g, 5, 3));
    // Leapt over, not entered: the pit did nothing.
    expect(trapEvents(events)).toEqual([]);
  });

  it('an unflipped counter of the jumper’s own coach may be leapt, and stays face down', () => {
    const g = leap([{ at: [4, 3], owner: 0 }]);
    const { game, events } = play(g, [move(0), jump(g, 5, 3)]);
    expect(tests(events, 'jump')[0].modifier).toBe(-2);
    expect(kindAt(game, 4, 3)).toBe('faceDown');
  });

  it('another coach’s face-down counter is secret: no leap over it is offered (it would tell where it is)', () => {
    const g = leap([{ at: [4, 3], owner: 1 }]);
    expect(jumpsOf(play(g, [move(0)]).game)).toEqual([]);
  });

  it('a player with Leap leaps as the core rules say (the worse square only, Leap reducing it)', () => {
    const g = leap([{ at: [4, 3], owner: 1, kind: 'pit' }], ['leap']);
    const { events } = play(g, [move(0), jump(g, 5, 3)]);
    expect(tests(events, 'jump')[0].modifier).toBe(-1);
  });

  it('a jump over a player down in a pit keeps the core jump modifier (the better one)', () => {
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [3, 3] },
          { team: 1, at: [2, 4] },
          { team: 1, at: [6, 4] },
          { team: 1, at: [4, 3], status: 'prone' },
        ],
        dice: [6],
      },
      [{ at: [4, 3], owner: 1, kind: 'pit' }],
    );
    const { events } = play(g, [move(0), jump(g, 5, 3)]);
    expect(tests(events, 'jump')[0].modifier).toBe(-1);
  });

  it('a leap landing on a counter sets it off', () => {
    // Jump 6; the counter at (5,3) rolls 2: a fake.
    const g = leap(
      [
        { at: [4, 3], owner: 1, kind: 'pit' },
        { at: [5, 3], owner: 1 },
      ],
      [],
      [6, 2],
    );
    const { game, events } = play(g, [move(0), jump(g, 5, 3)]);
    expect(trapEvents(events).map((e) => [e.sq, e.kind])).toEqual([[sq(g, 5, 3), 'fake']]);
    expect(game.players[0].status).toBe('standing');
  });
});

describe('Pit traps and the ball (readings: [003] is silent)', () => {
  it('a player stepping onto a fake counter where the ball lies picks it up as in any square', () => {
    // Counter 2: a fake; pick-up 4.
    const g = besideCounter([2, 4], { ball: { at: [4, 3] } });
    const { game, events } = play(g, [move(0), step(g, 4, 3)]);
    expect(rolls(events)).toEqual(['trap', 'pickUp']);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
  });

  it('a ball carrier stepping onto a fake counter in the end zone scores', () => {
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [9, 3] },
          { team: 1, at: [3, 5] },
        ],
        dice: [1],
        ball: { carrier: 0 },
      },
      [{ at: [10, 3], owner: 1 }],
    );
    const { game, events } = play(g, [move(0), step(g, 10, 3)]);
    expect(events.some((e) => e.type === 'touchdown')).toBe(true);
    expect(game.result?.winner).toBe(0);
  });

  it('a ball bouncing onto a trap square does nothing to the counter', () => {
    // Counter 4: a pit; armour 2; the ball bounces D8 5 = East onto another face-down counter.
    const g = classic(
      { map: HALL, players: [{ team: 0, at: [3, 3] }], dice: [4, 1, 1, 5], ball: { carrier: 0 } },
      [
        { at: [4, 3], owner: 1 },
        { at: [5, 3], owner: 1 },
      ],
    );
    const { game } = play(g, [move(0), step(g, 4, 3)]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 3) });
    expect(kindAt(game, 5, 3)).toBe('faceDown');
  });
});

describe('A player down in a pit (reading: it stands up in the square as usual)', () => {
  it('stands up in the pit for 3 squares of movement, with no trap roll, and may climb out', () => {
    const g = classic({ map: HALL, players: [{ team: 0, at: [4, 3], status: 'prone' }], dice: [] }, [
      { at: [4, 3], owner: 1, kind: 'pit' },
    ]);
    const { game, events } = play(g, [move(0), step(g, 5, 3)]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 5, 3) });
    expect(trapEvents(events)).toEqual([]);
  });
});

describe('A failed leap out of a pit (reading: a fall back into the square left enters it again)', () => {
  it('a leap from a pit failing on a natural 1 falls back into the pit, which acts again', () => {
    // Jump 1 fails: falls in the square left (armour 2), and the pit there: armour 2 again.
    const g = classic(
      {
        map: HALL,
        players: [
          { team: 0, at: [4, 3] },
          { team: 1, at: [5, 3], status: 'prone' },
        ],
        dice: [1, 1, 1, 1, 1],
      },
      [{ at: [4, 3], owner: 1, kind: 'pit' }],
    );
    const { game, events } = play(g, [move(0), jump(g, 6, 3)]);
    expect(rolls(events)).toEqual(['jump', 'armour', 'armour', 'armour', 'armour']);
    expect(trapEvents(events).map((e) => [e.sq, e.kind])).toEqual([[sq(g, 4, 3), 'pit']]);
    expect(game.players[0]).toMatchObject({ status: 'prone', sq: sq(g, 4, 3) });
  });
});
