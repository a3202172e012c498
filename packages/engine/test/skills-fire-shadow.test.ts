/**
 * The last three skills of the College of Fire and Shadow rosters (rules.md 3.2 and 4): Dump-off
 * (Dark Elf Runner), Trickster (Gnome Illusionist) and Kick Team-mate (Ogre Runt Punter).
 * Scripted dice; block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW;
 * D8 directions: 1 NW, 2 N, 3 NE, 4 W, 5 E, 6 SW, 7 S, 8 SE.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  createGame,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';
import { HALL, tests, turnedOver } from './helpers/common.ts';

const PUSH = 3;

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function declares(g: Game, pi: number, kind: string): boolean {
  return actions(g).some((a) => a.type === 'activate' && a.player === pi && a.action === kind);
}

const activationOver = (g: Game) => actions(g).some((a) => a.type === 'endTurn');
const blockDice = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'blockDice' }> => e.type === 'blockDice');
const rolled = (events: GameEvent[], purpose: string) =>
  events.some((e) => e.type === 'roll' && e.purpose === purpose);
/** Index of the first event matching, to check what happened first. */
const at = (events: GameEvent[], pred: (e: GameEvent) => boolean) => events.findIndex(pred);

const use = (skill: string, yes: boolean): Action => ({ type: 'useSkill', skill, yes });
const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});

describe('Dump-off', () => {
  /** P0 blocks P1 (Dump-off, holding the ball); P2 is P1's team-mate three squares away. */
  const dumpScene = (dice: number[]) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3], pa: 3, skills: ['dumpOff'] },
        { team: 1, at: [7, 3] },
      ],
      ball: { carrier: 1 },
      dice,
    });

  it('a ball carrier nominated as a block target may first make a Quick pass; then the block goes on', () => {
    // pass 4 - 1 (marked) = 3: accurate; catch 3; block: Push
    const g = dumpScene([4, 3, PUSH]);
    const asked = play(g, [block(0, 1)]);
    expect(legalActions(asked.game)).toMatchObject({
      team: 1,
      actions: [use('dumpOff', true), use('dumpOff', false)],
    });
    expect(asked.events.some((e) => e.type === 'roll')).toBe(false);
    const { game, events } = play(asked.game, [
      use('dumpOff', true),
      { type: 'pass', to: sq(g, 7, 3) },
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(tests(events, 'pass')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(at(events, (e) => e.type === 'test' && e.test === 'catch')).toBeLessThan(
      at(events, (e) => e.type === 'blockDice'),
    );
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 2 });
    expect(game.players[1].sq).toBe(sq(g, 6, 3));
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    // Not the active team's Pass action: it may still pass this turn.
    expect(game.turn.used.pass).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('the pass is a Quick pass: only band I squares may be its target, and no wall throw', () => {
    const g = dumpScene([]);
    const { game } = play(g, [block(0, 1), use('dumpOff', true)]);
    const to = actions(game).map((a) => (a.type === 'pass' ? a.to : -1));
    expect(actions(game).every((a) => a.type === 'pass')).toBe(true);
    expect(to).toContain(sq(g, 8, 3));
    expect(to).toContain(sq(g, 7, 1));
    expect(to).not.toContain(sq(g, 9, 3));
    expect(to).not.toContain(sq(g, 5, 3));
  });

  it('a fumbled Dump-off bounces the ball and is no turnover: the blitzer goes on moving', () => {
    // pass 1: fumble, bounce N to (5, 2); block of the blitz: Push
    const g = dumpScene([1, 2, PUSH]);
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'block', target: 1 },
      use('dumpOff', true),
      { type: 'pass', to: sq(g, 7, 3) },
      { type: 'pushTo', sq: sq(g, 6, 4) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 2) });
    expect(game.players[1].sq).toBe(sq(g, 6, 4));
    expect(turnedOver(events)).toBe(false);
    expect(actions(game).some((a) => a.type === 'step')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('the Dump-off may be interfered with; an interception by the blocking team is no turnover', () => {
    // P3 (team 0) stands under the ruler to P2 at (8, 3). Pass 4: accurate. Interference:
    // AG 3 - 3 (accurate) - 1 (P2 marks it): natural 6. Catch 6 - 1 - 1. Block: Push.
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3], pa: 3, skills: ['dumpOff'] },
        { team: 1, at: [8, 3] },
        { team: 0, at: [7, 3] },
      ],
      ball: { carrier: 1 },
      dice: [4, 6, 6, PUSH],
    });
    const { game, events } = play(g, [
      block(0, 1),
      use('dumpOff', true),
      { type: 'pass', to: sq(g, 8, 3) },
      { type: 'interfere', player: 3 },
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(tests(events, 'interference')[0]).toMatchObject({ player: 3, modifier: -4, ok: true });
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 3 });
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('the dumping coach gets no team re-roll for the pass: it is not its team turn', () => {
    // pass 3 - 1 = 2: inaccurate, no re-roll offered; scatter E, W, E from (7, 3) onto P2 at
    // (8, 3), caught at -1 with a 4. Block: Push.
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3], pa: 3, skills: ['dumpOff'] },
        { team: 1, at: [8, 3] },
      ],
      ball: { carrier: 1 },
      dice: [3, 5, 4, 5, 4, PUSH],
      rerolls: [0, 2],
    });
    const { game, events } = play(g, [
      block(0, 1),
      use('dumpOff', true),
      { type: 'pass', to: sq(g, 7, 3) },
      { type: 'pushTo', sq: sq(g, 6, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(tests(events, 'pass')[0]).toMatchObject({ ok: false });
    expect(game.teams[1].rerolls).toBe(2);
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 2 });
    expect(diceLeft(game)).toBe(0);
  });

  it('declining Dump-off: no pass, the block dice are rolled at once', () => {
    const g = dumpScene([PUSH]);
    const { game, events } = play(g, [block(0, 1), use('dumpOff', false)]);
    expect(blockDice(events)).toHaveLength(1);
    expect(actions(game).every((a) => a.type === 'pushTo')).toBe(true);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a Stab counts as a block: Dump-off comes before its armour roll', () => {
    // pass 4, catch 3, Stab armour 1 + 2: not broken
    const g = dumpScene([4, 3, 1, 2]);
    g.players[0].skills = ['stab'];
    const { game, events } = play(g, [
      block(0, 1),
      { type: 'stab', target: 1 },
      use('dumpOff', true),
      { type: 'pass', to: sq(g, 7, 3) },
    ]);
    expect(at(events, (e) => e.type === 'test' && e.test === 'catch')).toBeLessThan(
      at(events, (e) => e.type === 'armour'),
    );
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 2 });
    expect(blockDice(events)).toHaveLength(0);
    expect(diceLeft(game)).toBe(0);
  });

  it('a target without the ball, or with My Ball, is not asked', () => {
    const noBall = dumpScene([PUSH]);
    noBall.ball = { state: 'ground', sq: sq(noBall, 9, 5), carrier: -1 };
    const first = play(noBall, [block(0, 1)]);
    expect(blockDice(first.events)).toHaveLength(1);
    expect(diceLeft(first.game)).toBe(0);
    const mine = dumpScene([PUSH]);
    mine.players[1].skills = ['dumpOff', 'myBall'];
    const second = play(mine, [block(0, 1)]);
    expect(blockDice(second.events)).toHaveLength(1);
    expect(diceLeft(second.game)).toBe(0);
  });

  it('a Frenzy second block is a new block: its target is asked again', () => {
    const g = dumpScene([PUSH, PUSH]);
    g.players[0].skills = ['frenzy'];
    const { game } = play(g, [block(0, 1), use('dumpOff', false), { type: 'pushTo', sq: sq(g, 6, 2) }]);
    expect(legalActions(game)).toMatchObject({
      team: 1,
      actions: [use('dumpOff', true), use('dumpOff', false)],
    });
    const after = play(game, [use('dumpOff', false), { type: 'pushTo', sq: sq(g, 7, 1) }]);
    expect(after.game.players[1].sq).toBe(sq(g, 7, 1));
    expect(diceLeft(after.game)).toBe(0);
  });

  it('a Dump-off caught in the opposing end zone scores, though it is the other team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [3, 3], pa: 3, skills: ['dumpOff'] },
        { team: 1, at: [1, 3] },
      ],
      ball: { carrier: 1 },
      dice: [4, 3],
    });
    const { game } = play(g, [block(0, 1), use('dumpOff', true), { type: 'pass', to: sq(g, 1, 3) }]);
    expect(game.result).toMatchObject({ winner: 1, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Trickster', () => {
  /** P0 blocks P1 (Trickster, ST 2); P2 and P3 assist P0 against P1's square only. */
  const trickScene = (dice: number[], skills: string[] = ['trickster']) =>
    scenario({
      map: HALL,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3], st: 2, skills },
        { team: 0, at: [6, 2] },
        { team: 0, at: [6, 4] },
      ],
      ball: { at: [9, 5] },
      dice,
    });

  it('the target may move next to the attacker before the dice; assists count from its new square', () => {
    // At (3, 3) neither assist reaches: ST 3 against 2, two dice (Push, Push).
    const g = trickScene([PUSH, PUSH]);
    const asked = play(g, [block(0, 1)]);
    expect(legalActions(asked.game)).toMatchObject({
      team: 1,
      actions: [use('trickster', true), use('trickster', false)],
    });
    const where = play(asked.game, [use('trickster', true)]);
    const squares = actions(where.game).map((a) => (a.type === 'moveTo' ? a.sq : -1));
    expect(new Set(squares)).toEqual(
      new Set(
        [
          [3, 2],
          [4, 2],
          [5, 2],
          [3, 3],
          [3, 4],
          [4, 4],
          [5, 4],
        ].map(([x, y]) => sq(g, x, y)),
      ),
    );
    const { game, events } = play(where.game, [
      { type: 'moveTo', sq: sq(g, 3, 3) },
      { type: 'pushTo', sq: sq(g, 2, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(blockDice(events)[0].faces).toHaveLength(2);
    expect(game.players[1].sq).toBe(sq(g, 2, 3));
    expect(game.occ[sq(g, 5, 3)]).toBe(-1);
    expect(diceLeft(game)).toBe(0);
  });

  it('declining Trickster: the block is rolled where the target stands, with both assists', () => {
    // ST 5 against 2: three dice.
    const g = trickScene([PUSH, PUSH, PUSH]);
    const { game, events } = play(g, [
      block(0, 1),
      use('trickster', false),
      { type: 'followUp', yes: false },
    ]);
    expect(blockDice(events)[0].faces).toHaveLength(3);
    expect(game.players[1].sq).toBe(sq(g, 6, 3));
    expect(diceLeft(game)).toBe(0);
  });

  it('walls, chests, portals and occupied squares are never offered', () => {
    const map = `
############
#A.$.1....B#
#A........B#
#A........B#
#A.....2..B#
#A........B#
############
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [4, 1] },
        { team: 1, at: [4, 2], skills: ['trickster'] },
        { team: 0, at: [3, 2] },
      ],
      ball: { at: [9, 5] },
      dice: [],
    });
    const { game } = play(g, [block(0, 1), use('trickster', true)]);
    expect(actions(game)).toEqual([{ type: 'moveTo', sq: sq(g, 5, 2) }]);
  });

  it('a Stab counts as a block: the target may move first', () => {
    // Stab armour 1 + 2: not broken
    const g = trickScene([1, 2]);
    g.players[0].skills = ['stab'];
    const { game, events } = play(g, [
      block(0, 1),
      { type: 'stab', target: 1 },
      use('trickster', true),
      { type: 'moveTo', sq: sq(g, 4, 4) },
    ]);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 4, 4), status: 'standing' });
    expect(events.some((e) => e.type === 'armour' && e.player === 1)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('with Dump-off as well, Dump-off is asked first, then Trickster', () => {
    const g = trickScene([PUSH, PUSH, PUSH], ['dumpOff', 'trickster']);
    g.ball = { state: 'carried', sq: g.players[1].sq, carrier: 1 };
    const first = play(g, [block(0, 1)]);
    expect(actions(first.game)[0]).toEqual(use('dumpOff', true));
    const second = play(first.game, [use('dumpOff', false)]);
    expect(actions(second.game)[0]).toEqual(use('trickster', true));
    const { game } = play(second.game, [use('trickster', false), { type: 'followUp', yes: false }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('placed on a loose ball, the target does not pick it up: the ball bounces', () => {
    // bounce N from (3, 3) to (3, 2); two block dice Push, Push
    const g = trickScene([2, PUSH, PUSH]);
    g.ball = { state: 'ground', sq: sq(g, 3, 3), carrier: -1 };
    const { game } = play(g, [
      block(0, 1),
      use('trickster', true),
      { type: 'moveTo', sq: sq(g, 3, 3) },
      { type: 'pushTo', sq: sq(g, 2, 4) },
      { type: 'followUp', yes: false },
    ]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 3, 2) });
    expect(game.players[1].sq).toBe(sq(g, 2, 4));
    expect(diceLeft(game)).toBe(0);
  });

  it('a carrier placed in the opposing end zone scores only after the block is fully resolved', () => {
    // P1 (team 1, target end zone A) moves to (1, 3). Push into the wall: D6 2, it holds.
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3] },
        { team: 1, at: [3, 3], skills: ['trickster'] },
      ],
      ball: { carrier: 1 },
      dice: [PUSH, 2],
    });
    const { game, events } = play(g, [
      block(0, 1),
      use('trickster', true),
      { type: 'moveTo', sq: sq(g, 1, 3) },
    ]);
    expect(at(events, (e) => e.type === 'blockDice')).toBeLessThan(at(events, (e) => e.type === 'touchdown'));
    expect(game.result).toMatchObject({ winner: 1, reason: 'touchdown' });
    expect(diceLeft(game)).toBe(0);
  });

  it('a carrier placed in the end zone and knocked down there does not score', () => {
    // POW: knocked down against the wall, armour 1 + 1 holds; the ball bounces E to (2, 3), onto
    // the attacker, who catches it (4 - 1).
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 3] },
        { team: 1, at: [3, 3], skills: ['trickster'] },
      ],
      ball: { carrier: 1 },
      dice: [6, 1, 1, 5, 4],
    });
    const { game } = play(g, [block(0, 1), use('trickster', true), { type: 'moveTo', sq: sq(g, 1, 3) }]);
    expect(game.result).toBe(null);
    expect(game.players[1]).toMatchObject({ sq: sq(g, 1, 3), status: 'prone' });
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Kick Team-mate', () => {
  const KICKER: ScenarioPlayer = { team: 0, at: [3, 3], st: 5, pa: 4, skills: ['kickTeamMate'] };
  const GNOME: ScenarioPlayer = { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] };
  const kickScene = (dice: number[], more: ScenarioPlayer[] = [], kicker: Partial<ScenarioPlayer> = {}) =>
    scenario({ map: HALL, players: [{ ...KICKER, ...kicker }, GNOME, ...more], dice });
  const kick = (g: Game, x: number, y: number): Action[] => [
    { type: 'activate', player: 0, action: 'kickTeamMate' },
    { type: 'kickTeamMate', kicked: 1, to: sq(g, x, y) },
  ];

  it('is declared besides the team Pass: a pass declared first leaves the kick available', () => {
    const g = kickScene([], [{ team: 0, at: [3, 5] }]);
    expect(declares(g, 0, 'kickTeamMate')).toBe(true);
    expect(declares(g, 2, 'kickTeamMate')).toBe(false);
    const { game } = play(g, [{ type: 'activate', player: 2, action: 'pass' }, { type: 'endActivation' }]);
    expect(game.turn.used.pass).toBe(true);
    expect(declares(game, 0, 'kickTeamMate')).toBe(true);
  });

  it('kicks an adjacent standing Right Stuff team-mate of ST 3 or less to a quick or short square', () => {
    const g = kickScene(
      [],
      [
        { team: 0, at: [2, 3], st: 4, skills: ['rightStuff'] },
        { team: 0, at: [3, 2], st: 2 },
        { team: 0, at: [3, 4], st: 2, skills: ['rightStuff'], status: 'prone' },
      ],
    );
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'kickTeamMate' }]);
    const kicks = actions(game).flatMap((a) => (a.type === 'kickTeamMate' ? [a] : []));
    expect(new Set(kicks.map((a) => a.kicked))).toEqual(new Set([1]));
    expect(kicks.some((a) => a.to === sq(g, 9, 3))).toBe(true);
    expect(kicks.some((a) => a.to === sq(g, 10, 3))).toBe(false);
    expect(actions(game).some((a) => a.type === 'throwTeamMate')).toBe(false);
  });

  it('follows the throw rules: a superb kick scatters three times and lands; no turnover, the Pass still free', () => {
    // PA test 4 (quick): superb. Scatter E, W, S from (6, 3) to (6, 4); landing 3.
    const g = kickScene(
      [4, 5, 4, 7, 3],
      [
        { team: 0, at: [3, 5] },
        { ...KICKER, at: [8, 1] },
      ],
    );
    const { game, events } = play(g, kick(g, 6, 3));
    expect(tests(events, 'kickTeamMate')[0]).toMatchObject({ player: 0, modifier: 0, ok: true });
    expect(game.players[1]).toMatchObject({ sq: sq(g, 6, 4), status: 'standing' });
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(game.turn.used.kickTeamMate).toBe(true);
    // Once per team turn: the second kicker may not kick; the team's Pass is still there.
    expect(declares(game, 3, 'kickTeamMate')).toBe(false);
    expect(declares(game, 2, 'pass')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a fumbled kick removes the kicked player with an injury roll where Stunned counts as KO; no bounce; turnover', () => {
    // PA test 1: fumble. Injury 3 + 3 = 6: Stunned, counted as KO.
    const g = kickScene([1, 3, 3]);
    const { game, events } = play(g, kick(g, 6, 3));
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ player: 1, roll: 6, result: 'ko' });
    expect(game.players[1]).toMatchObject({ status: 'ko', sq: -1 });
    expect(game.occ[sq(g, 4, 3)]).toBe(-1);
    expect(rolled(events, 'bounce')).toBe(false);
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it("the kicker's Mighty Blow does not modify the fumbled kick's injury roll", () => {
    // Injury 4 + 5 = 9: KO (Mighty Blow would have made it 10, a casualty).
    const g = kickScene([1, 4, 5], [], { skills: ['kickTeamMate', 'mightyBlow'] });
    const { game, events } = play(g, kick(g, 6, 3));
    expect(events.find((e) => e.type === 'injury')).toMatchObject({ roll: 9, modifier: 0, result: 'ko' });
    expect(game.players[1].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('a kicked player landing on the ball carrier comes down before the dropped ball bounces', () => {
    // Superb; scatter E, N, S from (5, 3) onto P2 at (6, 3): knocked down, armour 1 + 1. The kicked
    // player bounces E to (7, 3) and falls: armour 1 + 1. Then the ball bounces E onto it (prone,
    // no catch) and on S to (7, 4).
    const g = scenario({
      map: HALL,
      players: [KICKER, GNOME, { team: 1, at: [6, 3] }],
      ball: { carrier: 2 },
      dice: [4, 5, 2, 7, 1, 1, 5, 1, 1, 5, 7],
    });
    const { game, events } = play(g, kick(g, 5, 3));
    expect(game.players[1]).toMatchObject({ sq: sq(g, 7, 3), status: 'prone' });
    expect(game.players[2]).toMatchObject({ sq: sq(g, 6, 3), status: 'prone' });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 7, 4) });
    expect(at(events, (e) => e.type === 'armour' && e.player === 1)).toBeLessThan(
      at(events, (e) => e.type === 'ball' && e.what === 'bounce'),
    );
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a fumbled kick of the ball carrier: the ball bounces from the square it was kicked from', () => {
    // Fumble; injury 5 + 5 = 10: casualty, D16 3 badly hurt; the ball bounces S to (4, 4).
    const g = scenario({ map: HALL, players: [KICKER, GNOME], ball: { carrier: 1 }, dice: [1, 5, 5, 3, 7] });
    const { game, events } = play(g, kick(g, 6, 3));
    expect(game.players[1]).toMatchObject({ status: 'casualty', casualty: 'badlyHurt' });
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 4, 4) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('the rosters', () => {
  it('the Dark Elf Runner, the Gnome Illusionist and the Ogre Runt Punter may now be chosen', () => {
    const made = createGame({
      dungeon: HALL.replace(/^\n/, ''),
      teams: [
        {
          name: 'Shadows',
          roster: 'college-of-shadow',
          rerolls: 0,
          players: [
            { number: 1, position: 'dark-elf-runner' },
            { number: 2, position: 'gnome-illusionist' },
          ],
        },
        {
          name: 'Fire',
          roster: 'college-of-fire',
          rerolls: 0,
          players: [{ number: 1, position: 'ogre-runt-punter' }],
        },
      ],
    });
    expect(made.ok ? [] : made.errors).toEqual([]);
  });
});
