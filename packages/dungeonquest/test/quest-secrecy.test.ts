/**
 * What a caller holds never changes the game (a view, a decision, an action, the events).
 */
import { describe, expect, it } from 'vitest';
import { HERO_IDS } from '../src/heroes.ts';
import {
  applyQuest,
  type QuestAction,
  type QuestState,
  questDecision,
  questView,
} from '../src/quest/index.ts';
import { newGame } from './quest-fixtures.ts';

/** Changes every number, string, boolean and array it can reach in `x` (frozen parts are left). */
function scribble(x: unknown, depth = 0): void {
  if (!x || typeof x !== 'object' || depth > 12 || Object.isFrozen(x)) return;
  const o = x as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const v = o[k];
    if (typeof v === 'number') o[k] = v + 7;
    else if (typeof v === 'string') o[k] = `${v}!`;
    else if (typeof v === 'boolean') o[k] = !v;
    else if (v && typeof v === 'object') {
      scribble(v, depth + 1);
      if (Array.isArray(v) && !Object.isFrozen(v)) v.push(99);
    }
  }
}

const lcg = (seed: number) => {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
};

describe('what a caller holds', () => {
  it('a view, a decision, the action sent and the events returned can be changed without changing the game', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const pick = lcg(seed * 13);
      const players = HERO_IDS.slice(0, 1 + (seed % 4)).map((hero, i) => ({ name: `P${i}`, hero }));
      let g: QuestState = newGame(players, { seed });
      for (let n = 0; g.phase !== 'over' && n < 400; n++) {
        const before = JSON.stringify(g);
        for (const seat of [-1, 0, players.length - 1]) scribble(questView(g, seat));
        const d = questDecision(g);
        const action = structuredClone(d.actions[pick(d.actions.length)]) as QuestAction;
        scribble(d);
        expect(JSON.stringify(g)).toBe(before);
        const r = applyQuest(g, action);
        if (!r.ok) throw new Error(r.error.message);
        const after = JSON.stringify(r.game);
        scribble(action);
        scribble(r.events);
        expect(JSON.stringify(r.game)).toBe(after);
        expect(JSON.stringify(g)).toBe(before);
        g = r.game;
      }
    }
  });
});
