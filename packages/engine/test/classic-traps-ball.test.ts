/**
 * Classic pit traps and the ball: a ball carrier pushed onto a counter in the end zone it scores in
 * meets the trap before the touchdown is counted ([003] counts "a standing player who is holding
 * the ball"; a pit leaves it prone); a ball lying in a pit is not picked up by a player falling in.
 */
import { describe, expect, it } from 'vitest';
import { type Action, type Game, play, scenario, sq } from '../src/index.ts';
import { HALL, rolls } from './helpers/common.ts';

/** Team 0's blocker at (3,3) beside team 1's ball carrier at (2,3); team 0's counter at (1,3), in end zone A. */
function carrierBesideCounter(dice: number[]): Game {
  const g = scenario({
    ruleset: 'classic',
    map: HALL,
    players: [
      { team: 0, at: [3, 3] },
      { team: 1, at: [2, 3] },
    ],
    ball: { carrier: 1 },
    dice,
  });
  g.traps = [{ sq: sq(g, 1, 3), owner: 0, kind: 'faceDown' }];
  return g;
}

const pushedIn = (g: Game): Action[] => [
  { type: 'activate', player: 0, action: 'block', target: 1 },
  { type: 'pushTo', sq: sq(g, 1, 3) },
  { type: 'followUp', yes: false },
];

describe('Classic: a pit in the end zone stops a pushed ball carrier from scoring', () => {
  it('pushed standing onto a counter that is a pit: placed prone, the ball bounces, no touchdown', () => {
    // Block die 3 (Push); counter 4 (a pit); armour 1+1 holds; the ball bounces D8 5 (East).
    const g = carrierBesideCounter([3, 4, 1, 1, 5]);
    const { game, events } = play(g, pushedIn(g));
    expect(rolls(events)).toEqual(['block', 'trap', 'armour', 'armour', 'bounce']);
    expect(events.some((e) => e.type === 'touchdown')).toBe(false);
    expect(game.result).toBe(null);
    expect(game.players[1].status).toBe('prone');
    expect(game.ball.state).toBe('ground');
  });

  it('pushed standing onto a counter that is a fake: it scores', () => {
    // Block die 3 (Push); counter 2 (a fake).
    const g = carrierBesideCounter([3, 2]);
    const { game, events } = play(g, pushedIn(g));
    expect(events.filter((e) => e.type === 'touchdown')).toEqual([{ type: 'touchdown', player: 1, team: 1 }]);
    expect(game.result).toEqual({ winner: 1, reason: 'touchdown' });
  });
});

describe('Classic: a ball lying in a revealed pit', () => {
  it('a player stepping in falls into the pit without picking it up: the ball bounces', () => {
    const g = scenario({
      ruleset: 'classic',
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [8, 5] },
      ],
      ball: { at: [4, 3] },
      // Armour 1+1 holds; the ball bounces D8 5 (East).
      dice: [1, 1, 5],
    });
    g.traps = [{ sq: sq(g, 4, 3), owner: 1, kind: 'pit' }];
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 3) },
    ]);
    expect(rolls(events)).toEqual(['armour', 'armour', 'bounce']);
    expect(game.players[0].status).toBe('prone');
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 3) });
  });
});
