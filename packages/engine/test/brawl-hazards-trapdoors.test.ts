/**
 * BRAWL 2013 ([002]) Traps: the trapdoor (D6 against ST; 2x2 trapdoors trip together; what the
 * round puts below), Castle of Aaauuggghhh (tripped trapdoors stay open), turnovers item 12.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, play, type ScenarioPlayer, sq } from '../src/index.ts';
import { brawlScenario, DROPS, PITS } from './helpers/brawl.ts';
import { hasAction, ofType } from './helpers/classic.ts';

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });

/** The players given, and a team 1 player out of the way (a team with nobody left has lost). */
function onMap(map: string, players: ScenarioPlayer[], dice: number[]): Game {
  return brawlScenario({ map, players: [...players, { team: 1, at: [13, 4] }], dice });
}

/** Player 0 steps from (9, 2) onto the trapdoor at (10, 2) (PITS: a pit below). */
function stepOn(dice: number[], mover: Partial<ScenarioPlayer> = {}, others: ScenarioPlayer[] = []) {
  const g = onMap(PITS, [{ team: 0, at: [9, 2], ...mover }, ...others], dice);
  return play(g, [move(0), { type: 'step', to: sq(g, 10, 2) }]);
}

describe('BRAWL 2013: Trapdoor', () => {
  it('a D6 equal to or higher than the player’s ST keeps it shut: a normal square', () => {
    const { game, events } = stepOn([3]);
    expect(ofType(events, 'trapdoor')).toEqual([
      { type: 'trapdoor', player: 0, sq: sq(game, 10, 2), roll: 3, shut: true },
    ]);
    expect(game.players[0].status).toBe('standing');
    expect(game.openTrapdoors ?? []).toEqual([]);
    // The move goes on.
    expect(hasAction(game, { type: 'step', to: sq(game, 11, 2) })).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a 6 always keeps it shut, whatever the ST', () => {
    const { game } = stepOn([6], { st: 7 });
    expect(game.players[0].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });

  it('under the ST it opens; a 2x2 trapdoor trips together and drops everyone on it into the pit below; a turnover', () => {
    // D6 2 < ST 3; armour 3+3 for the mover, then 3+3 for the team 1 player at (11, 3).
    const { game, events } = stepOn([2, 3, 3, 3, 3], {}, [{ team: 1, at: [11, 3] }]);
    const g = game;
    expect([...(g.openTrapdoors ?? [])].sort((a, b) => a - b)).toEqual([
      sq(g, 10, 2),
      sq(g, 11, 2),
      sq(g, 10, 3),
      sq(g, 11, 3),
    ]);
    expect(g.players[0].status).toBe('prone');
    expect(g.players[1].status).toBe('prone');
    expect(ofType(events, 'armour')).toHaveLength(2);
    expect(ofType(events, 'turnover')[0]?.reason).toBe('fell through a trapdoor');
    expect(diceLeft(g)).toBe(0);
  });

  it('a ball lying on a trapdoor that opens cannot fall in: it bounces off', () => {
    // D6 1 opens it; armour 3+3 for the mover; the ball bounces from (11, 2): D8 5, east.
    const g = onMap(PITS, [{ team: 0, at: [9, 2] }], [1, 3, 3, 5]);
    g.ball = { state: 'ground', sq: sq(g, 11, 2), carrier: -1 };
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 10, 2) }]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 12, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a tripped trapdoor stays open: the next player in falls straight into what is below, with no D6', () => {
    const g = onMap(PITS, [{ team: 0, at: [9, 3] }], [3, 3]);
    g.openTrapdoors = [sq(g, 10, 2), sq(g, 11, 2), sq(g, 10, 3), sq(g, 11, 3)];
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 10, 3) }]);
    expect(ofType(events, 'trapdoor')).toEqual([]);
    expect(ofType(events, 'hazard')[0]?.hazard).toBe('pit');
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('BRAWL 2013: Castle of Aaauuggghhh: trapdoors over the chasm', () => {
  it('a player dropped into the chasm is Badly Hurt, not recorded; once tripped, the squares are the chasm', () => {
    const g = onMap(DROPS, [{ team: 0, at: [10, 2] }], [1]);
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 11, 2) }]);
    const p = game.players[0];
    expect(p.status).toBe('casualty');
    expect(p.casualtyBy).toBe('chasm');
    expect(ofType(events, 'casualty')).toEqual([
      { type: 'casualty', player: 0, roll: 0, result: 'badlyHurt', hazard: 'chasm' },
    ]);
    expect(ofType(events, 'turnover')[0]?.reason).toBe('fell through a trapdoor');
    // Nobody steps into the open hole later.
    expect(game.openTrapdoors).toHaveLength(4);
    const after = play(onMapWithOpen(game.openTrapdoors ?? []), [move(0)]).game;
    expect(hasAction(after, { type: 'step', to: sq(g, 12, 2) })).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });
});

/** DROPS with the trapdoor open, a team 0 player beside it at (13, 2). */
function onMapWithOpen(open: number[]): Game {
  const g = onMap(DROPS, [{ team: 0, at: [13, 2] }], []);
  g.openTrapdoors = open.slice();
  return g;
}
