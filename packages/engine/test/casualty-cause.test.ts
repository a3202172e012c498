/**
 * Who caused a casualty (the casualty event's `by`): the team whose player did it (a block, a
 * foul), and no team for the dungeon's own doing (a trap). The game-over screen counts from it.
 * Block die faces on a D6: 2 Both Down, 6 POW. Armour 6 + 6 breaks any AV; injury 6 + 5 is a
 * casualty; a D16 of 3 is Badly Hurt.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type GameEvent, play, scenario, sq } from '../src/index.ts';
import { HALL } from './helpers/common.ts';

const CASUALTY = [6, 6, 6, 5, 3];

const casualties = (events: GameEvent[]) => events.filter((e) => e.type === 'casualty');

/** Player 0 (team 0) at (3,2) blocks player 1 (team 1) at (4,2), as strong: one die. */
function blockWith(dice: number[]) {
  const g = scenario({
    map: HALL,
    players: [
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
    ],
    dice,
  });
  const block: Action = { type: 'activate', player: 0, action: 'block', target: 1 };
  return { g, block };
}

describe('A casualty names the team whose player caused it', () => {
  it("a block's POW: the defender's casualty is by the attacker's team", () => {
    const { g, block } = blockWith([6, ...CASUALTY]);
    const { game, events } = play(g, [
      block,
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ]);
    expect(casualties(events)).toEqual([
      { type: 'casualty', player: 1, roll: 3, result: 'badlyHurt', by: 0 },
    ]);
    expect(diceLeft(game)).toBe(0);
  });

  it("a block's Both Down: the attacker's casualty is by the defender's team", () => {
    // The attacker goes down first (its casualty), then the defender's armour 1 + 1 holds.
    const { g, block } = blockWith([2, ...CASUALTY, 1, 1]);
    const { game, events } = play(g, [block]);
    expect(casualties(events)).toEqual([
      { type: 'casualty', player: 0, roll: 3, result: 'badlyHurt', by: 1 },
    ]);
    expect(diceLeft(game)).toBe(0);
  });

  it("a foul: the target's casualty is by the fouler's team", () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], status: 'prone', av: 9 },
      ],
      // Armour 6 + 5 (no double: nobody is sent off) breaks AV 9; injury 6 + 4; the D16 3.
      dice: [6, 5, 6, 4, 3],
    });
    const foul: Action = { type: 'activate', player: 0, action: 'foul', target: 1 };
    const { game, events } = play(g, [foul, { type: 'foul' }]);
    expect(casualties(events)).toEqual([
      { type: 'casualty', player: 1, roll: 3, result: 'badlyHurt', by: 0 },
    ]);
    expect(diceLeft(game)).toBe(0);
  });

  it("a trap's casualty is by no team, though another coach placed it", () => {
    // [003]: the face-down counter of team 1 rolls 6, a spiked pit: an injury roll at once.
    const g = scenario({
      ruleset: 'classic',
      map: HALL,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [8, 5] },
      ],
      dice: [6, 6, 5, 3],
    });
    g.traps = [{ sq: sq(g, 4, 3), owner: 1, kind: 'faceDown' }];
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 3) },
    ]);
    expect(casualties(events)).toEqual([{ type: 'casualty', player: 0, roll: 3, result: 'badlyHurt' }]);
    expect(diceLeft(game)).toBe(0);
  });
});
