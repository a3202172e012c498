/**
 * The browser client's board model and menus: every choice is made of legal actions, movement
 * paths come from the engine's reachable(), and the odds shown are the engine's.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Action,
  apply,
  type Decision,
  legalActions,
  play,
  reachable,
  sameAction,
  scenario,
  sq,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { boardModel, NO_BLOCK_WORDS, pathDiceMarks } from '../src/choices.ts';
import { riskFill } from '../src/colours.ts';
import { describeDecision } from '../src/describe.ts';
import { actionKey, actionLabel } from '../src/labels.ts';
import { decisionButtons, menuGroups } from '../src/menu.ts';
import { playerName, squareName, teamName } from '../src/names.ts';
import { choicesAt, confirmsTwice, playerSpot } from '../src/play/clicks.ts';
import {
  endRefusal,
  opponentRefusal,
  ownPlayerRefusal,
  squareRefusal,
  switchRefusal,
  waitReason,
} from '../src/play/refusals.ts';

const ROOM = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

/** Applies a path the way the page does: each action must be legal when its turn comes. */
function applyAll(g: ReturnType<typeof scenario>, actions: Action[]) {
  for (const a of actions) {
    const d = legalActions(g)!;
    expect(d.actions.some((x) => sameAction(x, a))).toBe(true);
    const r = apply(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return g;
}

describe('the board model', () => {
  it('a selected player in the team turn offers a path to every square reachable() lists', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], ma: 4 },
        { team: 1, at: [8, 3] },
      ],
      seed: 1,
    });
    const m = boardModel(g, legalActions(g), 0, null);
    const reach = reachable(g, 0, 0);
    expect(reach.length).toBeGreaterThan(0);
    for (const r of reach) expect(m.squares.has(r.sq)).toBe(true);
    const far = m.squares.get(sq(g, 7, 3))!;
    expect(far[0].actions[0]).toEqual({ type: 'activate', player: 0, action: 'move' });
    const moved = applyAll(g, far[0].actions);
    expect(moved.players[0].sq).toBe(sq(g, 7, 3));
  });

  it('a square that needs a dodge is labelled with its chance', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      seed: 1,
    });
    const m = boardModel(g, legalActions(g), 0, null);
    const r = reachable(g, 0, 0).find((x) => x.sq === sq(g, 2, 3))!;
    expect(r.dodges).toBe(1);
    expect(m.marks.get(sq(g, 2, 3))?.label).toBe(`${Math.round(r.chance * 100)}%`);
  });

  it('an adjacent opponent carries a Block choice with the block odds', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 4 },
        { team: 1, at: [4, 3] },
      ],
      seed: 1,
    });
    const m = boardModel(g, legalActions(g), 0, null);
    const block = m.players.get(1)!;
    expect(block[0].actions).toEqual([{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    expect(block[0].label).toMatch(/2 dice, you pick; \d+% they go down, \d+% you do/);
    expect(block[0].tag).toBe('2 dice, you pick');
    expect(block[0].aim).toEqual({ from: sq(g, 3, 3), to: sq(g, 4, 3) });
  });

  it('a prone player selected shows its reachable squares, the stand-up counted (3 MA)', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 3], ma: 6, status: 'prone' },
        { team: 1, at: [10, 5] },
      ],
      seed: 1,
    });
    const m = boardModel(g, legalActions(g), 0, null);
    // Standing uses 3 of 6 MA: 3 squares free, 2 more with rushes, none beyond.
    expect(m.marks.get(sq(g, 5, 3))?.label).toBeUndefined();
    expect(m.marks.get(sq(g, 6, 3))?.label).toBe('83%');
    expect(m.squares.has(sq(g, 8, 3))).toBe(false);
    const far = m.squares.get(sq(g, 7, 3))![0];
    expect(far.path).toMatchObject({ player: 0, moved: 0 });
    expect(far.path!.squares).toHaveLength(5);
    const moved = applyAll(g, far.actions.slice(0, 4));
    expect(moved.players[0]).toMatchObject({ status: 'standing', sq: far.path!.squares[2] });
  });

  it('during a Move activation the menu ends the activation and the board keeps the steps', () => {
    const g0 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [8, 3] },
      ],
      seed: 1,
    });
    const { game } = play(g0, [{ type: 'activate', player: 0, action: 'move' }]);
    const d = legalActions(game);
    expect(menuGroups(d, null).map((x) => x.key)).toContain('endActivation');
    const m = boardModel(game, d, 0, null);
    expect(m.squares.get(sq(game, 4, 3))![0].actions).toEqual([{ type: 'step', to: sq(game, 4, 3) }]);
  });

  it('a Pass activation offers its targets through the menu, each with band and odds', () => {
    const g0 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3] },
        { team: 0, at: [6, 3] },
      ],
      ball: { carrier: 0 },
      seed: 1,
    });
    const { game } = play(g0, [{ type: 'activate', player: 0, action: 'pass' }]);
    const d = legalActions(game);
    const pass = menuGroups(d, null).find((x) => x.key === 'pass')!;
    expect(pass.actions.length).toBeGreaterThan(1);
    const m = boardModel(game, d, 0, { title: 'Pass', actions: pass.actions });
    expect(m.marks.get(sq(game, 6, 3))?.label).toMatch(/^Q \d+%$/);
    expect(m.squares.get(sq(game, 6, 3))![0].actions).toEqual([{ type: 'pass', to: sq(game, 6, 3) }]);
  });

  it('a failed dodge offers the team re-roll as buttons', () => {
    const g0 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
      dice: [1],
      rerolls: [1, 0],
    });
    const { game } = play(g0, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g0, 2, 3) },
    ]);
    const keys = decisionButtons(game, legalActions(game)).map((c) => c.key);
    expect(keys).toEqual(['reroll-team', 'noReroll']);
  });
});

describe('a blitz and a portal on the path', () => {
  /** A Blitz declared by player 0 (MA 3) on player 1, and its activation's model. */
  function blitzModel(targetX: number) {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1], ma: 3 },
        { team: 1, at: [targetX, 1] },
      ],
      seed: 1,
    });
    const after = play(g, [{ type: 'activate', player: 0, action: 'blitz', target: 1 }]).game;
    return { g: after, m: boardModel(after, legalActions(after), 0, null) };
  }

  it('squares a blitzer reaches with no movement left for the block are hatched and say so (engine blitzBlockCost)', () => {
    const { g, m } = blitzModel(9);
    // 3 squares of MA and 2 rushes: 5 squares away nothing is left for the block.
    const last = m.marks.get(sq(g, 6, 1))!;
    expect(last.noBlock).toBe(true);
    expect(m.squares.get(sq(g, 6, 1))![0].label).toContain(NO_BLOCK_WORDS);
    // 4 squares away one rush is left: the block can be made.
    expect(m.marks.get(sq(g, 5, 1))!.noBlock).toBeUndefined();
    expect(m.squares.get(sq(g, 5, 1))![0].label).not.toContain(NO_BLOCK_WORDS);
  });

  it('next to the target after the MA is used, the preview says the block needs a rush', () => {
    const { g, m } = blitzModel(6);
    expect(m.squares.get(sq(g, 5, 1))![0].label).toContain('the block then needs a rush (2+)');
    expect(m.squares.get(sq(g, 4, 1))![0].label).not.toContain('rush (2+)');
  });

  it('a Move is no blitz: nothing is hatched', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1], ma: 3 },
        { team: 1, at: [9, 5] },
      ],
      seed: 1,
    });
    const m = boardModel(g, legalActions(g), 0, null);
    expect([...m.marks.values()].some((x) => x.noBlock)).toBe(false);
  });

  it("a path ending on a portal counts the portal's D6: shaded as a die, 'teleports: D6' in the preview", () => {
    const map = ROOM.replace(
      '#A........B#\n#A........B#\n#A........B#\n#A........B#\n#A........B#',
      '#A........B#\n#A..1.....B#\n#A........B#\n#A.....2..B#\n#A........B#',
    );
    const g = scenario({
      map,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [9, 5] },
      ],
      seed: 1,
    });
    const portal = sq(g, 4, 2);
    expect(g.portals.some((p) => p.sq === portal)).toBe(true);
    const r = reachable(g, 0, 0).find((x) => x.sq === portal)!;
    expect(r.portal).toBe(true);
    const m = boardModel(g, legalActions(g), 0, null);
    expect(m.marks.get(portal)).toMatchObject({ fill: riskFill(1), label: 'D6' });
    const choice = m.squares.get(portal)![0];
    expect(choice.label).toContain('teleports: D6');
    expect(pathDiceMarks(g, choice.path!).map((d) => d.short)).toEqual(['D6']);
    expect(pathDiceMarks(g, choice.path!)[0].words).toMatch(/^teleports: D6/);
    // A square with no die next to it stays unlabelled.
    expect(m.marks.get(sq(g, 3, 3))?.label).toBeUndefined();
  });
});

describe('labels', () => {
  it('action keys list the fields in alphabetical order', () => {
    expect(actionKey({ type: 'activate', player: 3, action: 'blitz', target: 7 })).toBe('activate-blitz-3-7');
    expect(actionKey({ type: 'followUp', yes: true })).toBe('followUp-true');
  });

  it('every action of a decision has a readable label', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3] },
        { team: 1, at: [4, 3] },
      ],
      seed: 1,
    });
    const d = legalActions(g)!;
    for (const a of d.actions) expect(actionLabel(g, a, d)).not.toMatch(/^\{/);
  });
});

describe("the client reads the decision, not the engine's stack", () => {
  it('no source file reads game.stack or a frame', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
      );
    const all = files(join(import.meta.dirname, '../src')).filter((f) => /\.tsx?$/.test(f));
    expect(all.length).toBeGreaterThan(20);
    for (const f of all) expect(readFileSync(f, 'utf8'), f).not.toMatch(/\.stack\b|topFrame|\bFrame\b/);
  });

  it('the block dice heading names the team that picks; the foul names its target', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 3 },
        { team: 1, at: [4, 3], st: 4 },
        { team: 1, at: [2, 3], status: 'prone' },
      ],
      dice: [1, 6],
    });
    const blocked = applyAll(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    const d = legalActions(blocked)!;
    expect(d.kind).toBe('blockDie');
    expect(describeDecision(blocked, d)).toBe(`Choose a block die (${teamName(blocked, 1)} picks)`);
    const fouling = applyAll(g, [{ type: 'activate', player: 0, action: 'foul', target: 2 }]);
    const f = legalActions(fouling)!;
    const foul = buttonsAndMenu(fouling, f).find((a) => a.type === 'foul');
    expect(actionLabel(fouling, foul!, f)).toBe(`Foul ${playerName(fouling, 2)}`);
    expect(f.activation).toEqual({ player: 0, action: 'foul', target: 2 });
  });
});

function buttonsAndMenu(g: ReturnType<typeof scenario>, d: ReturnType<typeof legalActions>): Action[] {
  return [
    ...menuGroups(d, null).flatMap((m) => m.actions),
    ...decisionButtons(g, d).flatMap((c) => c.actions),
  ];
}

describe('previews and refused clicks', () => {
  it("a path's dice are marked on the squares they are rolled for (engine pathDice)", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], ma: 2, ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      seed: 1,
    });
    const m = boardModel(g, legalActions(g), 0, null);
    // Out of the marked square (3,3) west, then two squares on: the third is a rush.
    const c = m.squares.get(sq(g, 1, 3))!;
    expect(c[0].path?.squares).toHaveLength(2);
    const marks = pathDiceMarks(g, c[0].path!);
    expect(marks.map((x) => x.short)).toEqual(['D3+']);
    // Three squares away with MA 2: the last step is a rush, rolled on the square it enters.
    const far = m.squares.get(sq(g, 6, 5))![0];
    const words = pathDiceMarks(g, far.path!).map((x) => x.words);
    expect(words).toContain(`rush 2+ to ${squareName(g, sq(g, 6, 5))}`);
  });

  it('the click layer: two clicks in the turn, one elsewhere; choices under a player come from its square', () => {
    expect(confirmsTwice({ kind: 'teamTurn' } as Decision)).toBe(true);
    expect(confirmsTwice({ kind: 'activation' } as Decision)).toBe(true);
    expect(confirmsTwice({ kind: 'deploy' } as Decision)).toBe(false);
    const g0 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3] },
        { team: 0, at: [6, 3] },
      ],
      ball: { carrier: 0 },
      seed: 1,
    });
    const { game } = play(g0, [{ type: 'activate', player: 0, action: 'pass' }]);
    const d = legalActions(game);
    const pass = menuGroups(d, null).find((x) => x.key === 'pass')!;
    const m = boardModel(game, d, 0, { title: 'Pass', actions: pass.actions });
    const at = choicesAt(m, game, playerSpot(1));
    expect(at[0].actions).toEqual([{ type: 'pass', to: sq(game, 6, 3) }]);
    expect(at[0].label).toMatch(new RegExp(`^Pass to ${playerName(game, 1)} at \\(6,3\\): Q`));
    expect(at[0].aim).toEqual({ from: sq(game, 3, 3), to: sq(game, 6, 3) });
  });

  it('a refused click says why: out of reach, already acted, not adjacent, a bot deciding', () => {
    const g0 = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1], ma: 3 },
        { team: 0, at: [1, 5] },
        { team: 1, at: [8, 3] },
      ],
      seed: 1,
    });
    const d0 = legalActions(g0)!;
    expect(squareRefusal(g0, d0, 0, sq(g0, 9, 5))).toBe(
      `Out of reach: ${playerName(g0, 0)} has 3 squares of movement left`,
    );
    // Nothing selected: a click on a bare square just clears the selection.
    expect(squareRefusal(g0, d0, null, sq(g0, 9, 5))).toBeNull();
    expect(opponentRefusal(g0, d0, 0, 2)).toMatch(/is not next to/);
    expect(opponentRefusal(g0, d0, null, 2)).toMatch(/^Select one of your players first/);
    const { game } = play(g0, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g0, 2, 1) },
    ]);
    const d = legalActions(game)!;
    expect(squareRefusal(game, d, 0, sq(game, 9, 5))).toBe(
      `Out of reach: ${playerName(game, 0)} has 2 squares of movement left`,
    );
    // Player 1 may be switched to: the engine offers the end of player 0's activation.
    expect(switchRefusal(game, d, 1)).toBeNull();
    expect(endRefusal(game, d)).toBeNull();
    const ended = play(game, [{ type: 'endActivation' }]).game;
    expect(ownPlayerRefusal(ended, 0)).toBe(`${playerName(ended, 0)} has already acted this turn`);
    expect(waitReason(g0, d0, { busy: false, bot: true, passing: false })).toBe(
      `Wait: the bot is deciding for ${teamName(g0, 0)}`,
    );
  });

  it("a prone player's movement left counts its stand-up as the engine does (free with Jump Up)", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1], ma: 6, status: 'prone' },
        { team: 0, at: [1, 5], ma: 6, status: 'prone', skills: ['jumpUp'] },
        { team: 1, at: [10, 3] },
      ],
      seed: 1,
    });
    const d = legalActions(g)!;
    expect(squareRefusal(g, d, 0, sq(g, 10, 1))).toBe(
      `Out of reach: ${playerName(g, 0)} has 3 squares of movement left`,
    );
    expect(squareRefusal(g, d, 1, sq(g, 10, 5))).toBe(
      `Out of reach: ${playerName(g, 1)} has 6 squares of movement left`,
    );
  });

  it('a block die to choose: the activation cannot end, and the panel says what is awaited', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 3 },
        { team: 1, at: [4, 3], st: 4 },
        { team: 0, at: [1, 5] },
      ],
      dice: [1, 6],
    });
    const blocked = applyAll(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]);
    const d = legalActions(blocked)!;
    expect(switchRefusal(blocked, d, 2)).toMatch(/cannot end its activation now: Choose a block die/);
  });
});
