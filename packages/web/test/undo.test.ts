/**
 * Undo in local play (play/undo.ts): a coach takes back their own actions that rolled no die and
 * revealed nothing, back to the last die; never a bot's. Banners (play/banners.ts) name a
 * turnover's die. Scripted dice throughout.
 */
import { type Action, type GameSetup, legalActions, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../src/bots.ts';
import { BOT_PAUSE_MS } from '../src/play/banners.ts';
import { BOT_DELAY, GameController } from '../src/play/controller.ts';
import { endsByItself, UndoStack } from '../src/play/undo.ts';
import { recordSeats } from '../src/records.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

/** The same room with a walled-in square at (1,1). */
const WALLED = `
##########
#A#.....B#
###.....B#
#A......B#
##########
`;

const setup: GameSetup = { dungeon: ROOM, teams: [] };

function controller(dice: number[], seats: SeatKind[] = ['person', 'person']) {
  const g = scenario({
    map: ROOM,
    players: [
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 0, at: [2, 1] },
    ],
    dice,
  });
  const ctl = new GameController({
    setup,
    options: {},
    game: g,
    actions: [],
    log: [],
    seats,
    tabletop: false,
  });
  ctl.paused = true;
  return { g, ctl };
}

const activate = (player: number): Action => ({ type: 'activate', player, action: 'move' });
const step = (to: number): Action => ({ type: 'step', to });

describe('undo', () => {
  it('a step without dice is taken back: the player is where it was, the record and the log as before', async () => {
    const { g, ctl } = controller([]);
    expect(await ctl.act(activate(2))).toBe(true);
    const log = ctl.log.length;
    expect(await ctl.act({ type: 'step', to: sq(g, 2, 2) })).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 2, 2));
    expect(ctl.canUndo()).toBe(true);
    expect(ctl.undo()).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 2, 1));
    expect(ctl.actions).toEqual([activate(2)]);
    expect(ctl.log.length).toBe(log);
    expect(ctl.record().actions).toEqual([activate(2)]);
  });

  it('a declaration is taken back: no player is active and the player may be activated again', async () => {
    const { g, ctl } = controller([]);
    const first = legalActions(g)!;
    expect(await ctl.act(activate(2))).toBe(true);
    expect(ctl.undo()).toBe(true);
    expect(ctl.actions).toEqual([]);
    expect(ctl.log).toEqual([]);
    expect(legalActions(ctl.game)).toEqual(first);
    expect(ctl.canUndo()).toBe(false);
  });

  it('a dodge is not undoable, nor anything before it: the die was rolled', async () => {
    // Player 0 leaves the opponent's tackle zone: a dodge, 6 passes.
    const { g, ctl } = controller([6]);
    expect(await ctl.act(activate(0))).toBe(true);
    expect(await ctl.act({ type: 'step', to: sq(g, 2, 2) })).toBe(true);
    expect(ctl.game.players[0].sq).toBe(sq(g, 2, 2));
    expect(ctl.canUndo()).toBe(false);
    expect(ctl.undo()).toBe(false);
    // A quiet step after the die may be taken back, but only to the die.
    expect(await ctl.act({ type: 'step', to: sq(g, 2, 3) })).toBe(true);
    expect(ctl.undo()).toBe(true);
    expect(ctl.undo()).toBe(false);
    expect(ctl.game.players[0].sq).toBe(sq(g, 2, 2));
  });

  it('one undo takes back one confirmed click: the whole path and its declaration', async () => {
    const { g, ctl } = controller([]);
    const path = [activate(2), ...[sq(g, 2, 2), sq(g, 2, 3), sq(g, 1, 3)].map((to) => step(to))];
    expect(await ctl.actSeq(path, 0)).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 1, 3));
    expect(ctl.undo()).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 2, 1));
    expect(ctl.actions).toEqual([]);
    expect(ctl.log).toEqual([]);
    expect(ctl.canUndo()).toBe(false);
    expect(ctl.undoWhyNot()).toBe('nothing done yet to take back');
  });

  it('a confirmed path with a die on it is taken back to the die, not before', async () => {
    // (3,1) is marked by the opponent at (4,2): leaving it is a dodge, the 6 passes.
    const { g, ctl } = controller([6]);
    const squares = [sq(g, 3, 1), sq(g, 2, 2), sq(g, 1, 3), sq(g, 1, 2)];
    expect(await ctl.actSeq([activate(2), ...squares.map((to) => step(to))], 0)).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 1, 2));
    expect(ctl.undo()).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 2, 2));
    expect(ctl.actions).toHaveLength(3);
    expect(ctl.canUndo()).toBe(false);
    expect(ctl.undoWhyNot()).toMatch(/^a die was rolled/);
  });

  it('clicks are taken back one at a time, newest first', async () => {
    const { g, ctl } = controller([]);
    expect(await ctl.actSeq([activate(2), step(sq(g, 2, 2))], 0)).toBe(true);
    expect(await ctl.actSeq([step(sq(g, 2, 3)), step(sq(g, 1, 3))], 0)).toBe(true);
    expect(ctl.undo()).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 2, 2));
    expect(ctl.undo()).toBe(true);
    expect(ctl.game.players[2].sq).toBe(sq(g, 2, 1));
    expect(ctl.undo()).toBe(false);
  });

  it("says why nothing can be taken back: another side's action since (a bot's), or a die", () => {
    const { ctl } = controller([]);
    const stack = new UndoStack();
    const mark = { game: ctl.game, actions: 0, log: 0, group: 1 };
    expect(stack.whyNot(0)).toBeNull();
    stack.applied(mark, 0, true, ctl.game, [{ type: 'placed', what: 'chest', team: 0, sq: 1 }]);
    expect(stack.whyNot(0)).toBeNull();
    expect(stack.whyNot(1)).toEqual({ by: 'side', team: 0 });
    stack.applied(mark, 1, false, ctl.game, []);
    expect(stack.canUndo(0)).toBe(false);
    expect(stack.whyNot(0)).toEqual({ by: 'side', team: 1 });
  });

  it('an activation that ended by itself is taken back with the declaration before it', async () => {
    // Player 0 stands walled in: its Move has nothing to do but end, which the screen does itself.
    const g = scenario({
      map: WALLED,
      players: [
        { team: 0, at: [1, 1] },
        { team: 1, at: [6, 2] },
      ],
      dice: [],
    });
    const ctl = new GameController({
      setup,
      options: {},
      game: g,
      actions: [],
      log: [],
      seats: ['person', 'person'],
      tabletop: false,
    });
    ctl.paused = true;
    const first = legalActions(g)!;
    expect(await ctl.act(activate(0))).toBe(true);
    const d = legalActions(ctl.game);
    expect(endsByItself(d)).toBe(true);
    expect(await ctl.act(d!.actions[0])).toBe(true);
    // Undo goes back before the declaration: not to the activation that would only end again.
    expect(ctl.undo()).toBe(true);
    expect(ctl.actions).toEqual([]);
    expect(legalActions(ctl.game)).toEqual(first);
    expect(ctl.canUndo()).toBe(false);
  });

  it('an activation that ended by itself after a die is not undoable', () => {
    const { ctl } = controller([]);
    const stack = new UndoStack();
    const mark = { game: ctl.game, actions: 0, log: 0 };
    stack.applied(mark, 0, true, ctl.game, [], true);
    expect(stack.canUndo(0)).toBe(false);
  });

  it("a bot's action is not undoable, and a coach's is not once a bot has acted after it", async () => {
    const { ctl } = controller([], ['scripted', 'person']);
    // The bots are paused: the action is applied for the bot's seat as the bot would.
    expect(await ctl.act(activate(2))).toBe(true);
    expect(ctl.canUndo()).toBe(false);
    expect(ctl.undo()).toBe(false);
    expect(ctl.actions).toHaveLength(1);
    const stack = new UndoStack();
    const mark = { game: ctl.game, actions: 0, log: 0 };
    stack.applied(mark, 0, true, ctl.game, [{ type: 'activate', player: 2, action: 'move' }]);
    expect(stack.canUndo(0)).toBe(true);
    stack.applied(mark, 1, false, ctl.game, [{ type: 'activate', player: 1, action: 'move' }]);
    expect(stack.canUndo(0)).toBe(false);
    expect(stack.canUndo(1)).toBe(false);
  });

  it("another coach's quiet action clears the first coach's undo", () => {
    const { ctl } = controller([]);
    const stack = new UndoStack();
    const mark = { game: ctl.game, actions: 0, log: 0 };
    stack.applied(mark, 0, true, ctl.game, []);
    stack.applied(mark, 1, true, ctl.game, []);
    expect(stack.canUndo(0)).toBe(false);
    expect(stack.canUndo(1)).toBe(true);
  });
});

describe('banners', () => {
  it('a failed dodge: a turnover banner showing the die and the roll it needed', async () => {
    // Dodge 2 fails (AG 3+, no re-rolls), armour 3+4 holds.
    const { g, ctl } = controller([2, 3, 4]);
    await ctl.act(activate(0));
    await ctl.act({ type: 'step', to: sq(g, 2, 2) });
    const b = ctl.banners.showing().find((x) => x.kind === 'turnover');
    expect(b).toMatchObject({ team: 0, cause: { kind: 'die', test: 'dodge', roll: 2, needed: 3 } });
    expect(ctl.canUndo()).toBe(false);
  });

  it("a coach's next action clears the banners: they were seen, and would cover the board", async () => {
    const { g, ctl } = controller([2, 3, 4]);
    await ctl.act(activate(0));
    await ctl.act({ type: 'step', to: sq(g, 2, 2) });
    expect(ctl.banners.showing().length).toBeGreaterThan(0);
    // The other coach (hotseat) acts in its turn.
    const next = ctl.decision()!.actions[0];
    await ctl.act(next);
    expect(ctl.banners.showing().filter((b) => b.kind === 'turnover')).toEqual([]);
  });

  it('the bots wait a moment after a banner (at their pace otherwise; never at instant)', async () => {
    const { g, ctl } = controller([2, 3, 4], ['person', 'scripted']);
    expect(ctl.botWait()).toBe(BOT_DELAY);
    await ctl.act(activate(0));
    await ctl.act({ type: 'step', to: sq(g, 2, 2) });
    expect(ctl.botWait()).toBeGreaterThan(BOT_PAUSE_MS - 200);
    expect(ctl.botWait(performance.now() + BOT_PAUSE_MS)).toBe(BOT_DELAY);
    ctl.setBotDelay(0);
    expect(ctl.botWait()).toBe(0);
  });
});

describe('seats in the record', () => {
  it('the record keeps who played each team; continuing reads them back', async () => {
    const { ctl } = controller([], ['person', 'search']);
    const rec = ctl.record();
    expect(rec.seats).toEqual(['person', 'search']);
    expect(recordSeats(rec, 2)).toEqual(['person', 'search']);
    // A record without seats, or naming a bot this page lacks: a person sits there.
    expect(recordSeats({ ...rec, seats: undefined }, 2)).toEqual(['person', 'person']);
    expect(recordSeats({ ...rec, seats: ['wizard-bot', 'random'] }, 2)).toEqual(['person', 'random']);
  });
});
