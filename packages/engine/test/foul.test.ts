/**
 * Fouls ([004] Foul, Fouls): the declaration, moving then fouling when adjacent, assists on the
 * armour roll, and being sent off on a natural double, with arguing the call.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
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

const foul = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'foul',
  target,
});
const argue = (yes: boolean): Action => ({ type: 'argueCall', yes });

function fouls(g: Game): Action[] {
  return legalActions(g)!.actions.filter((a) => a.type === 'activate' && a.action === 'foul');
}

function rolls(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [e.value] : []));
}

/** Fouler (player 0) at (3,2) beside a prone target (player 1, AV 9) at (4,2). */
function adjacent(dice: number[], extra: ScenarioPlayer[] = [], map = ROOM): Game {
  return scenario({
    map,
    players: [{ team: 0, at: [3, 2] }, { team: 1, at: [4, 2], status: 'prone', av: 9 }, ...extra],
    dice,
  });
}

describe('Declaring a foul', () => {
  it('targets a prone or stunned opponent, never a standing one', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [6, 1], status: 'prone' },
        { team: 1, at: [6, 3], status: 'stunned' },
        { team: 1, at: [6, 4] },
        { team: 0, at: [7, 4], status: 'prone' },
      ],
      dice: [],
    });
    const targets = fouls(g)
      .filter((a) => a.type === 'activate' && a.player === 0)
      .map((a) => (a.type === 'activate' ? a.target : -1));
    expect(targets).toEqual([1, 2]);
  });

  it('may be declared once per team turn, even if no foul is then made', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: [2, 4] },
        { team: 1, at: [6, 1], status: 'prone' },
      ],
      dice: [],
    });
    const { game } = play(g, [foul(0, 2), { type: 'endActivation' }]);
    expect(fouls(game)).toEqual([]);
  });

  it('the fouler may move first and may only foul once adjacent; then its activation ends', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 2] },
        { team: 1, at: [4, 2], status: 'prone', av: 9 },
      ],
      // armour 3+4 = 7 holds, no double
      dice: [3, 4],
    });
    const s1 = play(g, [foul(0, 1), { type: 'step', to: sq(g, 2, 2) }]);
    expect(legalActions(s1.game)!.actions).not.toContainEqual({ type: 'foul' });
    const s2 = play(s1.game, [{ type: 'step', to: sq(g, 3, 2) }]);
    expect(legalActions(s2.game)!.actions).toContainEqual({ type: 'foul' });
    const { game, events } = play(s2.game, [{ type: 'foul' }]);
    expect(rolls(events, 'foul armour')).toEqual([3, 4]);
    expect(game.players[1].status).toBe('prone');
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    // Back to the team turn: the fouler is done.
    expect(legalActions(game)!.actions).toContainEqual({ type: 'endTurn' });
    expect(game.players[0].sq).toBe(sq(g, 3, 2));
    expect(diceLeft(game)).toBe(0);
  });

  it('a stunned opponent may be fouled too', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], status: 'stunned', av: 8 },
      ],
      // armour 3+5 breaks AV 8; injury 4+5 = 9: KO
      dice: [3, 5, 4, 5],
    });
    const { game } = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(game.players[1].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Assists on a foul', () => {
  it('each offensive assist adds 1 to the armour roll', () => {
    // 3+5 = 8, +1 = 9 breaks AV 9; injury 1+2 stunned
    const g = adjacent([3, 5, 1, 2], [{ team: 0, at: [5, 2] }]);
    const { game, events } = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 1, broken: true });
    expect(game.players[1].status).toBe('stunned');
    expect(diceLeft(game)).toBe(0);
  });

  it('each defensive assist takes 1 from the armour roll', () => {
    // 4+5 = 9, -1 = 8 holds against AV 9
    const g = adjacent([4, 5], [{ team: 1, at: [2, 1] }]);
    const { game, events } = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 9, modifier: -1, broken: false });
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('an assister marked by another opposing player does not help', () => {
    // The would-be assister at (5,2) is marked by the standing opponent at (6,2); 4+4 would be a double.
    const g = adjacent(
      [3, 5],
      [
        { team: 0, at: [5, 2] },
        { team: 1, at: [6, 2] },
      ],
    );
    const { game, events } = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 8, modifier: 0, broken: false });
    expect(diceLeft(game)).toBe(0);
  });

  it('two offensive and one defensive assist: +1 in all', () => {
    const g = adjacent(
      [2, 5],
      [
        { team: 0, at: [5, 1] },
        { team: 0, at: [5, 3] },
        { team: 1, at: [2, 3] },
      ],
    );
    const { game, events } = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ roll: 7, modifier: 1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Sent off', () => {
  it('a natural double on the armour roll sends the fouler off, even if the armour holds: a turnover', () => {
    const g = adjacent([2, 2]);
    const s1 = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(legalActions(s1.game)).toMatchObject({ team: 0, actions: [argue(true), argue(false)] });
    const { game, events } = play(s1.game, [argue(false)]);
    expect(game.players[0]).toMatchObject({ status: 'sentOff', sq: -1 });
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(legalActions(game)!.team).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a natural double on the injury roll sends the fouler off after the injury is applied', () => {
    // armour 5+6 breaks; injury 3+3 = 6 stunned
    const g = adjacent([5, 6, 3, 3]);
    const s1 = play(g, [foul(0, 1), { type: 'foul' }]);
    expect(s1.game.players[1].status).toBe('stunned');
    const { game } = play(s1.game, [argue(false)]);
    expect(game.players[0].status).toBe('sentOff');
    expect(diceLeft(game)).toBe(0);
  });

  it('a fouler holding the ball drops it when sent off', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], status: 'prone' },
      ],
      ball: { carrier: 0 },
      // armour 1+1; the ball bounces D8 6 = south-west to (2,3)
      dice: [1, 1, 6],
    });
    const { game } = play(g, [foul(0, 1), { type: 'foul' }, argue(false)]);
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 2, 3) });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Arguing the call', () => {
  it('2-5 "I don\'t care": sent off and a turnover', () => {
    const g = adjacent([3, 3, 4]);
    const { game, events } = play(g, [foul(0, 1), { type: 'foul' }, argue(true)]);
    expect(events.find((e) => e.type === 'argue')).toMatchObject({ roll: 4, result: 'dontCare' });
    expect(game.players[0].status).toBe('sentOff');
    expect(game.teams[0].maySendOffArgue).toBe(true);
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('1 "You\'re outta here": sent off, and the coach may not argue again for the rest of the game', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], status: 'prone', av: 9 },
        { team: 0, at: [5, 2] },
      ],
      // first foul: armour 3+3 (double, holds, +1 assist = 7), argue 1;
      // team 0's next turn: second foul 2+2 (double): sent off with no argument
      dice: [3, 3, 1, 2, 2],
    });
    const s1 = play(g, [foul(0, 1), { type: 'foul' }, argue(true)]);
    expect(s1.events.find((e) => e.type === 'argue')).toMatchObject({ roll: 1, result: 'outtaHere' });
    expect(s1.game.players[0].status).toBe('sentOff');
    expect(s1.game.teams[0].maySendOffArgue).toBe(false);
    const s2 = play(s1.game, [{ type: 'endTurn' }, foul(2, 1), { type: 'foul' }]);
    expect(s2.game.players[2].status).toBe('sentOff');
    expect(s2.events.some((e) => e.type === 'argue')).toBe(false);
    expect(diceLeft(s2.game)).toBe(0);
  });

  it('6 "Well, when you put it like that": not sent off but teleported to a portal (D6), still a turnover', () => {
    const PORTALS = `
##########
#A......B#
#A...1..B#
#A......B#
#A....2.B#
##########
`;
    // armour 4+4 (double, holds), argue 6, portal D6 2 -> portal 2 at (6,4)
    const g = adjacent([4, 4, 6, 2], [], PORTALS);
    const { game, events } = play(g, [foul(0, 1), { type: 'foul' }, argue(true)]);
    expect(events.find((e) => e.type === 'argue')).toMatchObject({ roll: 6, result: 'putItLikeThat' });
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 6, 4) });
    expect(events.some((e) => e.type === 'turnover')).toBe(true);
    expect(legalActions(game)!.team).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});
