/**
 * A map is parsed once while games use it (issue 22): every game on the same text shares one
 * frozen parse, and a map that does not parse is refused each time with the same problems.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  dungeonOf,
  FIRE_TEAM,
  getBuiltinDungeon,
  parseDungeon,
  SHADOW_TEAM,
} from '../src/index.ts';

const teams = [FIRE_TEAM, SHADOW_TEAM];

describe('games share the parse of their map', () => {
  it('two games on the same text, even as another string, have one frozen dungeon', () => {
    const text = getBuiltinDungeon('great-hall')!.text;
    const a = createGame({ dungeon: text, teams }, { seed: 1 });
    // The same characters, built afresh: a server reads each game's map from its own message.
    const b = createGame({ dungeon: text.split('').join(''), teams }, { seed: 2 });
    if (!a.ok || !b.ok) throw new Error('no game');
    expect(dungeonOf(a.game)).toBe(dungeonOf(b.game));
    expect(Object.isFrozen(dungeonOf(a.game).tiles[0].squares)).toBe(true);
  });

  it('a map that does not parse is refused each time with its problems at their lines', () => {
    const bad = `${getBuiltinDungeon('great-hall')!.text}\n#?#\n`;
    const parsed = parseDungeon(bad);
    expect(parsed.ok).toBe(false);
    const want = parsed.ok
      ? []
      : parsed.errors.map((e) => `${e.code} map:${e.line}:${e.column} ${e.message}`);
    for (let i = 0; i < 2; i++) {
      const r = createGame({ dungeon: bad, teams }, { seed: 1 });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors.map((e) => `${e.code} ${e.path} ${e.message}`)).toEqual(want);
    }
  });
});
