/**
 * The log of a BRAWL 2013 game ([002]): each event of the hazards and the rounds reads as a plain
 * sentence (never the event's JSON), the dungeon's own moves in a colour of their own.
 */
import { type GameEvent, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { logLine } from '../src/log.ts';
import { playerName, teamName } from '../src/names.ts';

const MAP = `
trapdoor: pit

##################
#aAA..........BBb#
#aAA..uu..tt..BBb#
##AA..uu..tt..BB##
#aAA..........BBb#
#aAA..^^......BBb#
##AA..^^......BB##
##################
`;

const g = scenario({
  ruleset: 'brawl2013',
  map: MAP,
  players: [
    { team: 0, at: [6, 2], status: 'prone' },
    { team: 0, at: [5, 2] },
    { team: 1, at: [13, 4] },
  ],
});
const p0 = playerName(g, 0);
const text = (e: GameEvent) => logLine(g, e).text;

describe('the log of the hazards and rounds', () => {
  it('words every new event as a sentence', () => {
    const at = sq(g, 10, 2);
    const lines: [GameEvent, string | RegExp][] = [
      [
        { type: 'trapdoor', player: 0, sq: at, roll: 5, shut: true },
        `The trapdoor at (10,2) under ${p0}: 5, it holds shut`,
      ],
      [
        { type: 'trapdoor', player: 0, sq: at, roll: 2, shut: false, opened: [at, at + 1] },
        `The trapdoor at (10,2) under ${p0}: 2, it OPENS (2 squares fall open together)`,
      ],
      [{ type: 'hazard', player: 0, sq: sq(g, 6, 2), hazard: 'pit' }, `${p0} falls into the pit at (6,2)`],
      [
        { type: 'hazard', player: 0, sq: sq(g, 6, 5), hazard: 'spikedPit' },
        `${p0} falls into the spiked pit at (6,5)`,
      ],
      [{ type: 'hazard', player: 0, sq: at, hazard: 'trapdoor' }, `${p0} steps onto the trapdoor at (10,2)`],
      [{ type: 'hazard', player: 0, sq: at, hazard: 'lava' }, `${p0} falls into the lava at (10,2)`],
      [
        { type: 'climb', player: 0, roll: 4, helpers: [1], ok: false },
        `${p0} tries to climb out of the pit: 4 +1 (${playerName(g, 1)} helping), stays in the pit`,
      ],
      [
        { type: 'climb', player: 0, roll: 6, helpers: [], ok: true },
        `${p0} tries to climb out of the pit: 6, climbs out`,
      ],
      [
        { type: 'casualty', player: 0, roll: 0, result: 'badlyHurt', hazard: 'chasm' },
        `${p0} casualty: badly hurt, hurt by the chasm (not recorded)`,
      ],
      [
        { type: 'roomTurned', quarterTurns: 1, turns: 1 },
        /^The rotating room turns a quarter turn to the left/,
      ],
      [{ type: 'roomTurned', quarterTurns: 2, turns: 3 }, /^The rotating room turns half a turn/],
      [
        { type: 'stoneBall', from: sq(g, 6, 1), to: sq(g, 6, 4), moved: 3 },
        'The stone ball rolls 3 squares: it now stands south of where it was, at (6,4) (its north-west corner)',
      ],
      [
        { type: 'stoneBall', from: sq(g, 6, 2), to: sq(g, 6, 1), moved: 7 },
        /^The stone ball rolls 7 squares, turning back at the end of its corridor: it now stands north/,
      ],
      [
        { type: 'koRush', player: 0, roll: 6, back: true },
        `${p0} tries to rush in from the KO box: 6, comes back through a teleporter`,
      ],
      [
        { type: 'dungeonReset', score: [1, 0], first: 1 },
        `The dungeon is set up again (score 1–0); ${teamName(g, 1)} takes the next turn`,
      ],
      [{ type: 'clock', what: 'timeUp' }, "TIME'S UP: the match clock has run out"],
      [{ type: 'clock', what: 'turnTimeExpired', team: 0 }, /turn clock has run out/],
    ];
    for (const [e, want] of lines) {
      const t = text(e);
      expect(t).not.toContain('{');
      if (typeof want === 'string') expect(t).toBe(want);
      else expect(t).toMatch(want);
    }
  });

  it('gives the dungeon moving a kind of its own, and the player falling in its team', () => {
    expect(logLine(g, { type: 'roomTurned', quarterTurns: 1, turns: 1 }).kind).toBe('dungeon');
    expect(logLine(g, { type: 'stoneBall', from: 0, to: 0, moved: 0 }).kind).toBe('dungeon');
    const fall = logLine(g, { type: 'hazard', player: 2, sq: 0, hazard: 'pit' });
    expect(fall.kind).toBe('dungeon');
    expect(fall.team).toBe(1);
  });
});
