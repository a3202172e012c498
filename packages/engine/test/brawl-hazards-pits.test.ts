/**
 * BRAWL 2013 ([002]) Traps: the open pit and the spiked pit, climbing out, Pit fights, and
 * Casualties (a casualty of the dungeon is Badly Hurt and not recorded). Turnovers item 12.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  legalActions,
  play,
  reachable,
  type ScenarioPlayer,
  sq,
} from '../src/index.ts';
import { brawlScenario, PITS } from './helpers/brawl.ts';
import { hasAction, ofType } from './helpers/classic.ts';
import { turnedOver } from './helpers/common.ts';

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });

/** The players given, and a team 1 player out of the way (a team with nobody left has lost). */
function pits(players: ScenarioPlayer[], dice: number[], extra: object = {}): Game {
  return brawlScenario({ map: PITS, players: [...players, { team: 1, at: [13, 4] }], dice, ...extra });
}

/** Team 0's player 0 at (4, 2) blocks team 1's player 1 at (5, 2): a push (die 3) towards the pit. */
function blockIntoPit(dice: number[], to: [number, number], defender: Partial<ScenarioPlayer> = {}) {
  const g = pits(
    [
      { team: 0, at: [4, 2] },
      { team: 1, at: [5, 2], ...defender },
    ],
    [3, ...dice],
  );
  return play(g, [
    { type: 'activate', player: 0, action: 'block', target: 1 },
    { type: 'pushTo', sq: sq(g, to[0], to[1]) },
    { type: 'followUp', yes: false },
  ]);
}

describe('BRAWL 2013: Open pit', () => {
  it('a player pushed into a pit is knocked prone with an armour roll', () => {
    const { game, events } = blockIntoPit([3, 3], [6, 2]);
    const p = game.players[1];
    expect(p.sq).toBe(sq(game, 6, 2));
    expect(p.status).toBe('prone');
    expect(ofType(events, 'armour')).toHaveLength(1);
    expect(ofType(events, 'hazard')).toEqual([
      { type: 'hazard', player: 1, sq: sq(game, 6, 2), hazard: 'pit' },
    ]);
    // The other team's player falling in is no turnover of the moving team.
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player of the moving team falling into a pit in its turn is a turnover (item 12)', () => {
    const g = pits([{ team: 0, at: [5, 2] }], [3, 3]);
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 6, 2) }]);
    expect(game.players[0].status).toBe('prone');
    expect(ofType(events, 'turnover')[0]?.reason).toBe('fell into a pit');
    expect(diceLeft(game)).toBe(0);
  });

  it('a ball carrier falling in drops the ball, and a bounce into the pit is rolled again', () => {
    // Armour 3+3; the bounce D8 5 (east, into the pit at (7, 2)) is rolled again: 4 (west, (5, 2)).
    const g = pits([{ team: 0, at: [5, 2] }], [3, 3, 5, 4], { ball: { carrier: 0 } });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 6, 2) }]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 5, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('several players may be trapped in the same pit, one a square', () => {
    const g = pits(
      [
        { team: 0, at: [6, 3], status: 'prone' },
        { team: 0, at: [5, 2] },
      ],
      [3, 3],
    );
    const { game } = play(g, [move(1), { type: 'step', to: sq(g, 6, 2) }]);
    expect(game.players.slice(0, 2).map((p) => [p.sq, p.status])).toEqual([
      [sq(g, 6, 3), 'prone'],
      [sq(g, 6, 2), 'prone'],
    ]);
  });

  it('players trapped in pits have no tackle zone: leaving their side needs no dodge', () => {
    const g = pits(
      [
        { team: 0, at: [5, 1] },
        { team: 1, at: [6, 2], status: 'prone' },
      ],
      [],
    );
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 4, 1) }]);
    expect(ofType(events, 'test')).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 4, 1));
  });
});

describe('BRAWL 2013: Spiked pit', () => {
  it('a player entering a spiked pit is knocked prone with an injury roll, no armour roll', () => {
    // Injury 3+4: stunned, there in the pit.
    const g = pits([{ team: 0, at: [5, 4] }], [3, 4]);
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 6, 5) }]);
    expect(ofType(events, 'armour')).toEqual([]);
    expect(ofType(events, 'injury')).toHaveLength(1);
    expect(game.players[0].sq).toBe(sq(g, 6, 5));
    expect(game.players[0].status).toBe('stunned');
    expect(ofType(events, 'turnover')[0]?.reason).toBe('fell into a spiked pit');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Casualties of the dungeon', () => {
  it('a casualty from a spiked pit is Badly Hurt, with no casualty roll, marked as the pit’s', () => {
    const g = pits([{ team: 0, at: [5, 4] }], [5, 6]);
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 6, 5) }]);
    const p = game.players[0];
    expect(p.status).toBe('casualty');
    expect(p.casualty).toBe('badlyHurt');
    expect(p.casualtyBy).toBe('spikedPit');
    expect(ofType(events, 'casualty')).toEqual([
      { type: 'casualty', player: 0, roll: 0, result: 'badlyHurt', hazard: 'spikedPit' },
    ]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a casualty from an open pit’s armour roll is Badly Hurt too', () => {
    const g = pits([{ team: 0, at: [5, 2] }], [5, 5, 6, 6]);
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 6, 2) }]);
    expect(game.players[0].casualty).toBe('badlyHurt');
    expect(game.players[0].casualtyBy).toBe('pit');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Climbing out of a pit', () => {
  const inPit: ScenarioPlayer = { team: 0, at: [6, 2], status: 'prone' };

  it('a 6 climbs out: placed Standing on a square next to the pit of the coach’s choice; the activation ends', () => {
    const g = pits([inPit, { team: 1, at: [12, 6] }], [6]);
    const { game, events } = play(g, [move(0)]);
    const d = legalActions(game)!;
    expect(d.kind).toBe('climbSquare');
    // Next to the pit, never in it.
    expect(d.actions).toContainEqual({ type: 'moveTo', sq: sq(g, 5, 1) });
    expect(d.actions).toContainEqual({ type: 'moveTo', sq: sq(g, 8, 4) });
    expect(d.actions).not.toContainEqual({ type: 'moveTo', sq: sq(g, 7, 2) });
    const out = play(game, [{ type: 'moveTo', sq: sq(g, 8, 4) }]).game;
    expect(out.players[0].sq).toBe(sq(g, 8, 4));
    expect(out.players[0].status).toBe('standing');
    expect(legalActions(out)!.kind).toBe('teamTurn');
    expect(ofType(events, 'climb')[0]).toMatchObject({ roll: 6, helpers: [], ok: true });
    expect(diceLeft(out)).toBe(0);
  });

  it('a player in a pit reaches no square by moving: its activation is the climb (odds.ts reachable)', () => {
    const g = pits([inPit, { team: 0, at: [3, 4], status: 'prone' }], []);
    expect(reachable(g, 0)).toEqual([]);
    // A prone player out of a pit stands up and moves as usual.
    expect(reachable(g, 1).length).toBeGreaterThan(0);
  });

  it('below 6 with no help it stays in the pit, prone; its activation is over', () => {
    const g = pits([inPit], [5]);
    const { game } = play(g, [move(0)]);
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(game.players[0].status).toBe('prone');
    expect(legalActions(game)!.kind).toBe('teamTurn');
    expect(diceLeft(game)).toBe(0);
  });

  it('each team-mate in or next to the pit, not in an enemy tackle zone, adds +1 and spends its movement', () => {
    const g = pits(
      [
        inPit,
        { team: 0, at: [5, 2] },
        { team: 0, at: [7, 3], status: 'prone' },
        // Marked by player 4: cannot help.
        { team: 0, at: [8, 2] },
        { team: 1, at: [9, 2] },
      ],
      [4],
    );
    let { game } = play(g, [move(0)]);
    const d = legalActions(game)!;
    expect(d.kind).toBe('climbHelpers');
    expect(d.actions).toEqual([
      { type: 'choosePlayer', player: 1 },
      { type: 'choosePlayer', player: 2 },
      { type: 'useSkill', skill: 'climbOut', yes: true },
    ]);
    game = play(game, [
      { type: 'choosePlayer', player: 1 },
      { type: 'choosePlayer', player: 2 },
      { type: 'moveTo', sq: sq(g, 7, 1) },
    ]).game;
    expect(game.players[0].sq).toBe(sq(g, 7, 1));
    // The helpers have spent their movement: they may not be declared this turn.
    const declared = legalActions(game)!.actions.flatMap((a) => (a.type === 'activate' ? [a.player] : []));
    expect(declared).not.toContain(1);
    expect(declared).not.toContain(2);
    expect(declared).toContain(3);
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural 1 fails whatever the help', () => {
    const helpers: ScenarioPlayer[] = [5, 6, 7, 8].map((x) => ({ team: 0, at: [x, 1] }));
    const g = pits([inPit, ...helpers, { team: 0, at: [5, 3] }], [1]);
    let { game } = play(g, [move(0)]);
    // With every helper named there is nobody left to ask for: the D6 is rolled.
    for (const h of [1, 2, 3, 4, 5]) game = play(game, [{ type: 'choosePlayer', player: h }]).game;
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a Treeman tests Take Root first: rooted, it cannot climb out', () => {
    const g = pits([{ ...inPit, skills: ['takeRoot'] }], [1]);
    const { game, events } = play(g, [move(0)]);
    expect(ofType(events, 'climb')).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('Really Stupid passes its roll (4+ alone), then climbs', () => {
    const g = pits([{ ...inPit, skills: ['reallyStupid'] }], [4, 6]);
    const { game, events } = play(g, [move(0)]);
    expect(ofType(events, 'climb')[0]).toMatchObject({ roll: 6, ok: true });
    expect(legalActions(game)!.kind).toBe('climbSquare');
    expect(diceLeft(game)).toBe(0);
  });

  it('Bone Head tests first: a failure ends the activation before any climb', () => {
    const g = pits([{ ...inPit, skills: ['boneHead'] }], [1]);
    const { game, events } = play(g, [move(0)]);
    expect(ofType(events, 'climb')).toEqual([]);
    expect(game.players[0].sq).toBe(sq(g, 6, 2));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Pit fights', () => {
  it('a player in a pit may only try to climb out: no block, blitz, pass or foul, so pit players never attack each other', () => {
    const g = pits(
      [
        { team: 0, at: [6, 2], status: 'prone' },
        { team: 0, at: [4, 4] },
        { team: 1, at: [7, 2], status: 'prone' },
        { team: 1, at: [9, 4] },
      ],
      [],
    );
    const mine = legalActions(g)!.actions.filter((a) => a.type === 'activate' && a.player === 0);
    expect(mine).toEqual([move(0)]);
    // A player outside the pit may still foul one in it ([002] does not forbid it).
    expect(hasAction(g, { type: 'activate', player: 1, action: 'foul', target: 2 })).toBe(true);
  });
});
