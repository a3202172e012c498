/**
 * Climbing out of a pit ([002] Traps): "Any player in a pit can climb out if he rolls a 6 on a D6
 * during his turn", +1 for each team-mate helping; "they are placed in any square adjacent to the
 * pit". The panel says so in words (who may help, the number needed now), the helpers are ringed
 * on the board and the exit squares shaded, and a player down in a pit is told apart from one
 * merely prone.
 */
import { type Action, dungeonOf, type Game, legalActions, play, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { isPitSquare } from '../src/board/hazards.ts';
import { boardModel } from '../src/choices.ts';
import { describeDecision } from '../src/describe.ts';
import { actionLabel } from '../src/labels.ts';
import { decisionButtons, groupLabel, menuGroups } from '../src/menu.ts';
import { playerName } from '../src/names.ts';

/** An open pit at (6..7, 2..3), a trapdoor over a pit at (10..11, 2..3), a spiked pit at (6..7, 5..6). */
const PITS = `
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

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });

/** Team 0's player 0 down in the pit, team-mates 1 (next to it) and 2 (far off); team 1 away. */
function inPit(dice: number[]): Game {
  return scenario({
    ruleset: 'brawl2013',
    map: PITS,
    players: [
      { team: 0, at: [6, 2], status: 'prone' },
      { team: 0, at: [5, 2] },
      { team: 0, at: [2, 5] },
      { team: 1, at: [13, 4] },
    ],
    dice,
  });
}

describe('climbing out of a pit', () => {
  it('offers the player in the pit its Move, named as the climb', () => {
    const g = inPit([6]);
    const groups = menuGroups(legalActions(g), 0);
    expect(groups.map((m) => m.key)).toEqual(['move']);
    expect(groupLabel(g, legalActions(g), groups[0])).toBe('Move: climb out of the pit');
    expect(groupLabel(g, legalActions(g), menuGroups(legalActions(g), 1)[0])).toBe('Move');
  });

  it('asks for helpers in words, rings them on the board and offers to climb now', () => {
    const g = play(inPit([6]), [move(0)]).game;
    const d = legalActions(g)!;
    expect(d.kind).toBe('climbHelpers');
    expect(describeDecision(g, d)).toMatch(/is in a pit: climb out on 6\+.*help/);
    const ask = d.actions.find((a) => a.type === 'choosePlayer')!;
    expect(actionLabel(g, ask, d)).toBe(`Climb out: ask ${playerName(g, 1)} to help (+1, then 5+)`);
    const now = d.actions.find((a) => a.type === 'useSkill')!;
    expect(actionLabel(g, now, d)).toBe('Climb now: 6+ on a D6 (+1 for each helper)');
    // The helper is a target on the board; both choices are buttons in the panel.
    expect(boardModel(g, d, null, null).players.has(1)).toBe(true);
    const labels = decisionButtons(g, d).map((c) => c.label);
    expect(labels).toContain('Climb now: 6+ on a D6 (+1 for each helper)');

    // A helper named: the number drops, the prompt names it.
    const helped = play(g, [ask]).game;
    const d2 = legalActions(helped);
    // Nobody else may help: the D6 is rolled at once (a 6), and the exits are asked for.
    expect(d2!.kind).toBe('climbSquare');
    expect(describeDecision(helped, d2)).toMatch(/climbs out of the pit: click a highlighted square/);
    const exit = d2!.actions[0];
    expect(exit.type).toBe('moveTo');
    expect(actionLabel(helped, exit, d2)).toMatch(/^Climb out to \(\d+,\d+\)$/);
    // The exits are shaded on the board, none of them in the pit.
    const marks = boardModel(helped, d2, null, null).marks;
    expect(marks.size).toBe(d2!.actions.length);
    for (const s of marks.keys()) expect(isPitSquare(helped, dungeonOf(helped), s)).toBe(false);
  });

  it('says how many helpers are named when there are more to ask', () => {
    const g = scenario({
      ruleset: 'brawl2013',
      map: PITS,
      players: [
        { team: 0, at: [6, 2], status: 'prone' },
        { team: 0, at: [5, 2] },
        { team: 0, at: [8, 2] },
        { team: 1, at: [13, 4] },
      ],
      dice: [4],
    });
    let game = play(g, [move(0)]).game;
    game = play(game, [{ type: 'choosePlayer', player: 1 }]).game;
    const d = legalActions(game)!;
    expect(d.kind).toBe('climbHelpers');
    expect(describeDecision(game, d)).toContain(`climb out on 5+ (${playerName(game, 1)} helping)`);
    const now = d.actions.find((a) => a.type === 'useSkill')!;
    expect(actionLabel(game, now, d)).toBe('Climb now: 5+ on a D6 with 1 helper');
    const other = d.actions.find((a) => a.type === 'choosePlayer')!;
    expect(actionLabel(game, other, d)).toContain('(+1, then 4+)');
  });

  it('tells a player in a pit (or an open trapdoor over one) from a prone player on the floor', () => {
    const g = inPit([6]);
    const d = dungeonOf(g);
    expect(isPitSquare(g, d, sq(g, 6, 2))).toBe(true);
    expect(isPitSquare(g, d, sq(g, 6, 5))).toBe(true);
    expect(isPitSquare(g, d, sq(g, 5, 2))).toBe(false);
    // A shut trapdoor is floor; open, it is the pit below.
    expect(isPitSquare(g, d, sq(g, 10, 2))).toBe(false);
    expect(isPitSquare({ ...g, openTrapdoors: [sq(g, 10, 2)] }, d, sq(g, 10, 2))).toBe(true);
  });
});
