/**
 * Bringing a player on at the start of a BRAWL 2013 team turn ([002] Reserves): from the team's
 * second turn a reserve may be selected in the dugout; its menu offers the entrance squares (shown
 * on the board, a click enters there) and the random teleporter; the panel says one player may
 * come on. With no reserves, the KO rush is offered the same way.
 */
import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { boardModel } from '../src/choices.ts';
import { actionLabel } from '../src/labels.ts';
import { menuGroups } from '../src/menu.ts';
import { selectable } from '../src/play/selection.ts';

function step(g: Game, a: Action): Game {
  const r = apply(g, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.game;
}

/** The Castle, seed 3, the pre-game played with the first legal action, then two turns ended by time. */
function thirdTurn(): Game {
  const setup = {
    ruleset: 'brawl2013',
    dungeon: getBuiltinDungeon('brawl-castle')!.text,
    teams: [FIRE_TEAM, SHADOW_TEAM],
  };
  const made = createGame(setup, { seed: 3 });
  if (!made.ok) throw new Error('no game');
  let g = made.game;
  while (g.turn.index < 0) g = step(g, legalActions(g)!.actions[0]);
  g = step(g, { type: 'turnTimeExpired' });
  return step(g, { type: 'turnTimeExpired' });
}

describe('a reserve coming on', () => {
  it('is selectable in the dugout, with the entrances on the board and the teleporter in the menu', () => {
    const g = thirdTurn();
    const d = legalActions(g)!;
    const entries = d.actions.filter((a) => a.type === 'enterReserve');
    expect(entries.length).toBeGreaterThan(0);
    const reserve = entries[0].type === 'enterReserve' ? entries[0].player : -1;
    expect(g.players[reserve].status).toBe('reserve');
    expect(selectable(d).has(reserve)).toBe(true);

    const groups = menuGroups(d, reserve);
    const enter = groups.find((m) => m.key === 'enterReserve')!;
    expect(enter.actions.every((a) => a.type === 'enterReserve' && a.player === reserve)).toBe(true);
    expect(groups.some((m) => m.key === 'enterPortal')).toBe(true);

    // Each entrance square is on the board, and a click there enters the reserve at it.
    const model = boardModel(g, d, reserve, null);
    for (const a of enter.actions) {
      if (a.type !== 'enterReserve') continue;
      const here = model.squares.get(a.sq)!;
      expect(here.map((c) => c.actions)).toContainEqual([a]);
      expect(actionLabel(g, a, d)).toMatch(/: enter at \(\d+,\d+\)$/);
    }
    const a = enter.actions[0];
    const after = step(g, a);
    expect(after.players[reserve].sq).toBe(a.type === 'enterReserve' ? a.sq : -1);
  });

  it('names the KO rush and places it on the player', () => {
    const g = thirdTurn();
    const a: Action = { type: 'koRush', player: 3 };
    expect(actionLabel(g, a, null)).toMatch(/rush in from the KO box \(a 6/);
    const d = { ...legalActions(g)!, actions: [a] };
    expect(selectable(d).has(3)).toBe(true);
    expect(menuGroups(d, 3).map((m) => m.key)).toEqual(['koRush']);
  });
});
