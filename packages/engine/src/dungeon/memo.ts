/**
 * What depends only on a dungeon, computed once per parsed map. The games' dungeons are parsed
 * once and shared, frozen through (game.ts dungeonOf): the pre-game and the turn starts ask the
 * same questions of them again and again (which tiles may hold a chest, where the start rooms
 * are, how far each square is from the entrance). A dungeon that is not frozen may still change,
 * so its answers are computed afresh each time.
 */
import type { Dungeon } from './map.ts';

/** `compute(d)`, kept per frozen dungeon (weakly: a map no game uses any more is let go). */
export function perDungeon<T>(compute: (d: Dungeon) => T): (d: Dungeon) => T {
  const memo = new WeakMap<Dungeon, T>();
  return (d) => {
    if (!Object.isFrozen(d)) return compute(d);
    let v = memo.get(d);
    if (v === undefined) {
      v = compute(d);
      memo.set(d, v);
    }
    return v;
  };
}

/** `compute(d, key)` for a key such as a start room's side, kept per frozen dungeon and key. */
export function perDungeonAnd<K, T>(compute: (d: Dungeon, key: K) => T): (d: Dungeon, key: K) => T {
  const memo = new WeakMap<Dungeon, Map<K, T>>();
  return (d, key) => {
    if (!Object.isFrozen(d)) return compute(d, key);
    let byKey = memo.get(d);
    if (!byKey) {
      byKey = new Map();
      memo.set(d, byKey);
    }
    let v = byKey.get(key);
    if (v === undefined) {
      v = compute(d, key);
      byKey.set(key, v);
    }
    return v;
  };
}
