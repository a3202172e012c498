/**
 * The copy a view starts from (view.ts) copies players field by field, for speed: it must copy
 * every field, share no list with the game, and give the same view as a copy by `clone` (the
 * dice aside: a view's copy never holds the generator).
 */
import { describe, expect, it } from 'vitest';
import { apply, clone, createGame, type Game, legalActions, type Player, rulesetIds } from '../src/index.ts';
import { copyPlayer, GAME_FIELDS, PLAYER_FIELDS, viewCopy } from '../src/view.ts';
import { mapFor, teamsFor } from './helpers/common.ts';

/** A player with every field set (optional ones too), each to a value of its own. */
function fullPlayer(): Player {
  const p: Record<string, unknown> = {};
  let i = 0;
  for (const k of Object.keys(PLAYER_FIELDS)) p[k] = `v${i++}`;
  p.skills = ['block', 'dodge'];
  p.usedThisTurn = ['pro'];
  return p as unknown as Player;
}

/** A game after `n` steps of random-looking play (always the last legal action). */
function played(ruleset: string, n: number): Game {
  const made = createGame({ ruleset, dungeon: mapFor(ruleset), teams: teamsFor(ruleset) }, { seed: 3 });
  if (!made.ok) throw new Error(made.errors[0].message);
  const g = made.game;
  for (let i = 0; i < n && legalActions(g); i++) {
    const actions = legalActions(g)!.actions;
    const r = apply(g, actions[(i * 7) % actions.length], { inPlace: true });
    if (!r.ok) throw new Error(r.error.message);
  }
  return g;
}

describe('the copy of a game a view starts from', () => {
  it('copies every field of a player, and its lists as new lists', () => {
    const p = fullPlayer();
    const c = copyPlayer(p);
    expect(c).toEqual(p);
    expect(Object.keys(c).sort()).toEqual(Object.keys(PLAYER_FIELDS).sort());
    expect(c.skills).not.toBe(p.skills);
    expect(c.usedThisTurn).not.toBe(p.usedThisTurn);
  });

  it.each(rulesetIds())('%s: is what clone gives, and shares nothing the game changes', (ruleset) => {
    for (const n of [0, 40, 150]) {
      const g = played(ruleset, n);
      const v = viewCopy(g);
      // The same as a copy by clone, but for the dice: a view never holds the generator.
      const c = { ...clone(g), dice: { kind: 'scripted', rolls: [], pos: 0 } };
      expect(JSON.parse(JSON.stringify(v))).toEqual(JSON.parse(JSON.stringify(c)));
      expect(Object.keys(GAME_FIELDS)).toEqual(expect.arrayContaining(Object.keys(g)));
      for (const [k, how] of Object.entries(GAME_FIELDS)) {
        const value = (g as unknown as Record<string, unknown>)[k];
        if (how === 'copy' && value && typeof value === 'object' && !Object.isFrozen(value))
          expect((v as unknown as Record<string, unknown>)[k], k).not.toBe(value);
      }
      g.players.forEach((p, i) => {
        expect(v.players[i]).not.toBe(p);
        expect(v.players[i].skills).not.toBe(p.skills);
        expect(v.players[i].usedThisTurn).not.toBe(p.usedThisTurn);
      });
    }
  });
});
