/**
 * playBots: what a bot is shown and what the engine accepts from it. Actions are applied as
 * trusted (the listed object itself skips the search for an equal one), so a bot's own object
 * must still be checked by value.
 */
import {
  type Action,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  SHADOW_TEAM,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type Bot, type BotTurn, playBots, randomBot } from '../src/index.ts';

function newGame(seed: number): Game {
  const made = createGame(
    { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 2 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** A random bot whose answer goes through `change` first. */
function changed(change: (a: Action) => Action): Bot {
  const inner = randomBot();
  return { id: 'changed', choose: (turn) => change(inner.choose(turn)) };
}

describe('playBots', () => {
  it("a bot's turn ends with its choice: a turn kept and read later shows nothing of the game", () => {
    let kept: BotTurn | null = null;
    let readLate: unknown = null;
    const keeper: Bot = {
      id: 'keeper',
      choose: (turn) => {
        if (kept) {
          try {
            readLate = kept.view;
          } catch (e) {
            readLate = (e as Error).message;
          }
        }
        kept = turn;
        return turn.decision.actions[0];
      },
    };
    playBots(newGame(2), [keeper, randomBot()], { seed: 2, maxSteps: 400 });
    expect(kept).not.toBeNull();
    expect(readLate).toMatch(/turn is over/);
  });

  it('refuses an action that is not among the legal ones, though actions are applied as trusted', () => {
    const foreign = changed(() => ({ type: 'noSuchAction' }) as unknown as Action);
    expect(() => playBots(newGame(1), [foreign, randomBot()], { seed: 1 })).toThrow(/illegal action/);
    const far = changed((a) => ('sq' in a ? ({ ...a, sq: 9999 } as Action) : a));
    expect(() => playBots(newGame(1), [far, randomBot()], { seed: 1 })).toThrow(/illegal action/);
  });

  it('accepts a copy equal to a legal action and plays the same game as with the listed object', () => {
    const copy = changed((a) => ({ ...a }));
    const a = playBots(newGame(2), [copy, randomBot()], { seed: 3 });
    const b = playBots(newGame(2), [randomBot(), randomBot()], { seed: 3 });
    expect(a.steps).toBe(b.steps);
    expect(JSON.stringify(a.actions)).toBe(JSON.stringify(b.actions));
  });

  it("shows a bot its coach's view (a copy without the ball's chest or the dice), or the game with fullInformation", () => {
    const seen: { view: Game; team: number }[] = [];
    const watcher: Bot = {
      id: 'watcher',
      choose(turn) {
        seen.push({ view: turn.view, team: turn.team });
        // Made once, on first reading; the turn holds nothing else of the game a bot could reach.
        expect(turn.view).toBe(seen[seen.length - 1].view);
        for (const value of Object.values(turn)) expect(value).not.toBe(game);
        expect(JSON.stringify(turn)).not.toContain('seeded');
        return turn.decision.actions[0];
      },
    };
    const game = newGame(4);
    playBots(game, [watcher, watcher], { seed: 4, maxSteps: 60 });
    expect(seen.length).toBeGreaterThan(0);
    for (const { view } of seen) {
      expect(view).not.toBe(game);
      expect(view.dice).toEqual({ kind: 'scripted', rolls: [], pos: 0 });
      for (const c of view.chests) if (!c.open) expect(c.hasBall).toBe(false);
    }
    const full: Game[] = [];
    const trusting: Bot = {
      id: 'full',
      choose(t) {
        full.push(t.view);
        return t.decision.actions[0];
      },
    };
    const g2 = newGame(4);
    playBots(g2, [trusting, trusting], { seed: 4, maxSteps: 60, fullInformation: true });
    expect(full.length).toBeGreaterThan(0);
    for (const v of full) expect(v).toBe(g2);
  });
});
