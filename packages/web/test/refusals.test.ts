/**
 * The flow of a turn in words (issue 20's trial): a click on a wall or a chest says what it is, E
 * with nothing to end says what is awaited, the prompt says what the selected player can do, a
 * blitz that ends without its block says why, a foul's target is on the board (declared on any
 * prone opponent, as the engine allows), and push squares are on the board as well as buttons.
 */
import {
  type Action,
  apply,
  type Game,
  getRuleset,
  legalActions,
  play,
  scenario,
  sq,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { boardModel } from '../src/choices.ts';
import { describeDecision, selectedPrompt } from '../src/describe.ts';
import { decisionButtons, groupLabel, menuGroups, picksTarget } from '../src/menu.ts';
import { playerName } from '../src/names.ts';
import { autoEndWords, blockedSquareWords, nothingToEnd, squareRefusal } from '../src/play/refusals.ts';
import { endsByItself } from '../src/play/undo.ts';

const ROOM = `
############
#A........B#
#A...$....B#
#A........B#
#A..####..B#
#A........B#
############
`;

/** Scoring passages (a, b), as Dungeon Bowl 2013 needs, and a chest at (10,2), out of the player's reach. */
const PASSAGES = `
##############
#aAA.......Bb#
#aAA......$Bb#
#aAA.......Bb#
##############
`;

function applied(g: Game, actions: Action[]): Game {
  for (const a of actions) {
    const r = apply(g, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    g = r.game;
  }
  return g;
}

describe('refused clicks and the prompt', () => {
  const g = scenario({
    map: ROOM,
    players: [
      { team: 0, at: [2, 2], ma: 3 },
      { team: 1, at: [9, 1] },
      { team: 1, at: [9, 5], status: 'prone' },
    ],
    seed: 1,
  });
  const d = legalActions(g)!;

  it('a chest is opened from a square next to it; a wall is a wall (not "out of reach")', () => {
    const chest = sq(g, 5, 2);
    expect(g.chests.some((c) => c.sq === chest && !c.open)).toBe(true);
    expect(squareRefusal(g, d, 0, chest)).toBe(blockedSquareWords(g, chest));
    expect(squareRefusal(g, d, 0, chest)).toContain('open it from a square next to it');
    expect(squareRefusal(g, d, 0, sq(g, 5, 4))).toBe('(5,4) is a wall');
    // Floor out of reach is still said so.
    expect(squareRefusal(g, d, 0, sq(g, 8, 5))).toMatch(/^Out of reach/);
  });

  it("a chest's words are its ruleset's; where stepping on a chest opens it, its square is floor", () => {
    const chest = sq(g, 5, 2);
    expect(blockedSquareWords(g, chest)).toBe(`A chest: ${getRuleset(g.rulesetId)!.chestRule}`);
    // Dungeon Bowl 2013's chests open as a player steps on them: out of reach, not "a chest".
    const stepOn = scenario({
      map: PASSAGES,
      ruleset: 'brawl2013',
      players: [{ team: 0, at: [2, 2], ma: 3 }],
    });
    const far = sq(stepOn, 10, 2);
    expect(stepOn.chests.some((c) => c.sq === far && !c.open)).toBe(true);
    expect(blockedSquareWords(stepOn, far)).toBeNull();
    expect(squareRefusal(stepOn, legalActions(stepOn)!, 0, far)).toMatch(/^Out of reach/);
  });

  it('E with nothing to end says what is awaited', () => {
    expect(nothingToEnd(g, d)).toBe(`Nothing to end now: ${describeDecision(g, d)}`);
  });

  it('the prompt with a player selected says what it can do', () => {
    expect(describeDecision(g, d)).toMatch(/^Select a player to act/);
    expect(selectedPrompt(g, d, 0)).toBe(
      `${playerName(g, 0)}: click a square to move, or pick an action (or select another player)`,
    );
  });

  it('a Foul is declared on any prone opponent (the engine offers it, however far): its target is on the board', () => {
    const foul = d.actions.find((a) => a.type === 'activate' && a.action === 'foul' && a.player === 0);
    expect(foul).toEqual({ type: 'activate', player: 0, action: 'foul', target: 2 });
    const m = boardModel(g, d, 0, null);
    const onTarget = m.players.get(2)!;
    expect(onTarget.map((c) => c.actions)).toEqual([[foul]]);
    expect(onTarget[0].label).toContain('moves next to it first');
    // In the menu it is a pick on the board ("Foul…"), never a long button naming the target.
    const group = menuGroups(d, 0).find((x) => x.key === 'foul')!;
    expect(group.actions).toHaveLength(1);
    expect(picksTarget(group)).toBe(true);
    expect(groupLabel(g, d, group)).toBe('Foul…');
    // The pick puts it on the target too.
    const picked = boardModel(g, d, 0, { title: 'Foul', actions: group.actions });
    expect(picked.players.get(2)![0].actions).toEqual([foul]);
  });
});

describe('a blitz that can no longer block', () => {
  it('ends by itself, and the panel says why: no movement left for the block', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1], ma: 3 },
        { team: 1, at: [7, 1] },
      ],
      dice: [6, 6],
    });
    const steps = [2, 3, 4, 5, 6].map((x): Action => ({ type: 'step', to: sq(g, x, 1) }));
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'blitz', target: 1 }, ...steps]);
    const d = legalActions(game);
    expect(endsByItself(d)).toBe(true);
    expect(autoEndWords(game, d)).toBe(
      `${playerName(game, 0)}'s Blitz ends without a block: no movement left for the block`,
    );
    // A Move ending by itself needs no word.
    const moved = play(g, [{ type: 'activate', player: 0, action: 'move' }, ...steps]).game;
    expect(autoEndWords(moved, legalActions(moved))).toBeNull();
  });
});

describe('push squares', () => {
  it('are on the board (clickable there) as well as buttons', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [3, 1] },
      ],
      // One block die: a push.
      dice: [3],
    });
    const pushed = applied(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    const d = legalActions(pushed)!;
    expect(d.kind).toBe('push');
    const m = boardModel(pushed, d, null, null);
    const squares = d.actions.flatMap((a) => (a.type === 'pushTo' ? [a.sq] : []));
    expect(squares.length).toBeGreaterThan(0);
    for (const s of squares) expect(m.squares.get(s)?.[0].actions).toEqual([{ type: 'pushTo', sq: s }]);
    expect(decisionButtons(pushed, d).map((c) => c.actions[0].type)).toEqual(squares.map(() => 'pushTo'));
  });
});
