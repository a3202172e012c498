/**
 * The game-over screen's counts (game-stats.ts): a casualty is caused by the team its event names
 * (the engine's `by`: a block's attacker); one with no team (a fall, a hazard, a trap) is suffered,
 * caused by nobody, whatever came before it; every chest opened is listed with what came out.
 */
import { apply, type Game, type GameEvent, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { gameStats } from '../src/game-stats.ts';
import { type LogLine, logLine, logLines } from '../src/log.ts';
import { playerName } from '../src/names.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

describe('the casualties and chests of a game', () => {
  it('counts a block casualty for the blocker, a fall and a hazard for nobody, and the chests', () => {
    let g: Game = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], st: 4 },
        { team: 1, at: [4, 2], av: 8 },
        { team: 0, at: [2, 4] },
      ],
      // Block dice Push, POW; armour 6+5 breaks AV 8; injury 6+6: a casualty, then its roll.
      dice: [3, 6, 6, 5, 6, 6, 1, 1, 1],
    });
    const lines: LogLine[] = [logLine(g, { type: 'turnStart', team: 0, number: 1 })];
    for (const a of [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'chooseBlockDie', index: 1 },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
    ] as const) {
      const r = apply(g, a);
      if (!r.ok) throw new Error(r.error.message);
      g = r.game;
      lines.push(...logLines(g, r.events));
    }
    expect(lines.some((l) => l.event?.type === 'casualty')).toBe(true);
    const more: GameEvent[] = [
      // Team 0's own player falls in its own turn, after a test (a dodge): nobody caused it.
      { type: 'activate', player: 2, action: 'move' },
      { type: 'test', test: 'dodge', player: 2, roll: 1, target: 3, modifier: 0, ok: false },
      { type: 'casualty', player: 2, roll: 3, result: 'badlyHurt' },
      { type: 'chest', player: 2, sq: sq(g, 2, 3), hadBall: false },
      // In team 1's turn, a team 0 player falls into the lava: the dungeon's, not team 1's.
      { type: 'turnStart', team: 1, number: 2 },
      { type: 'casualty', player: 0, roll: 0, result: 'badlyHurt', hazard: 'lava' },
      { type: 'chest', player: 1, sq: sq(g, 7, 3), hadBall: true },
      // Team 1's player 1 blitzes team 0's player 0, then falls into a trap in the same activation:
      // the trap's (no `by`), not the defender's team's, though it comes after the block's dice.
      { type: 'activate', player: 1, action: 'blitz', target: 0 },
      { type: 'blockDice', attacker: 1, defender: 0, faces: ['push'], chooser: 1 },
      { type: 'casualty', player: 1, roll: 3, result: 'badlyHurt' },
    ];
    for (const e of more) lines.push(logLine(g, e));
    const stats = gameStats(g, lines);
    expect(stats.caused).toEqual([1, 0]);
    expect(stats.suffered).toEqual([2, 2]);
    expect(stats.chests).toEqual([
      { team: 0, player: playerName(g, 2), at: '(2,3)', ball: false },
      { team: 1, player: playerName(g, 1), at: '(7,3)', ball: true },
    ]);
  });
});
