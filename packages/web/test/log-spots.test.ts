/**
 * What a log entry names, for the board to show while a coach points at it (log-spots.ts): the
 * squares a move went through, the ball's and the portals' squares, the players in it.
 */
import { type Action, apply, type Game, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type LogLine, logLine, logLines } from '../src/log.ts';
import { groupLog } from '../src/log-groups.ts';
import { entrySpots } from '../src/log-spots.ts';
import { focusFor, spotsNow } from '../src/panel/log-focus.ts';

const TWO_PADS = `
##########
#A......B#
#A.1..2.B#
#A......B#
##########
`;

function played(g: Game, actions: Action[]) {
  const lines: LogLine[] = [];
  for (const a of actions) {
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
    lines.push(...logLines(g, r.events));
  }
  return { game: g, entries: groupLog(g, lines) };
}

describe('the squares and players a log entry names', () => {
  it('an activation: every square of the move, the portals it went through, its player', () => {
    const g = scenario({
      map: TWO_PADS,
      players: [
        { team: 0, at: [1, 1], ma: 4 },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 1) },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'endActivation' },
    ]);
    const spots = entrySpots(game, entries[0]);
    expect(new Set(spots.squares)).toEqual(new Set([sq(g, 1, 1), sq(g, 2, 1), sq(g, 3, 2), sq(g, 6, 2)]));
    expect(spots.players).toEqual([0]);
  });

  it('a line of its own: the square it names', () => {
    const g = scenario({ map: TWO_PADS, players: [{ team: 0, at: [1, 1] }] });
    const line = logLine(g, { type: 'placed', what: 'chest', sq: sq(g, 4, 3), team: 0 });
    const [entry] = groupLog(g, [line]);
    expect(entrySpots(g, entry)).toEqual({ squares: [sq(g, 4, 3)], players: [] });
  });

  it("one coach's outline is never the next one's, and it goes with its entry", () => {
    const g = scenario({ map: TWO_PADS, players: [{ team: 0, at: [1, 1] }] });
    // A face-down trap counter's placing: its owner's line only; a tap holds its outline.
    const line = logLine(g, { type: 'placed', what: 'trap', sq: sq(g, 4, 3), team: 0 });
    const entries = groupLog(g, [line]);
    const spots = spotsNow(g, entries, entries[0].at)!;
    expect(spots.squares).toEqual([sq(g, 4, 3)]);
    expect(focusFor({ viewer: 0, spots }, 0)).toBe(spots);
    // The screen passed to the other coach: nothing outlined for it.
    expect(focusFor({ viewer: 0, spots }, 1)).toBeNull();
    // An undo took the entry back: nothing left to outline.
    expect(spotsNow(g, [], entries[0].at)).toBeNull();
  });
});
