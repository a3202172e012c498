/**
 * The five monster types with the two attributes each one tests, and the pool of monster tokens
 * whose hidden faces give life values. The 2010 token values were never found; the default pool
 * uses the four Revised-edition monster cards of each type (docs/dungeonquest.md). Another pool
 * can be supplied as data and is checked by `parseTokenPool`.
 */
import type { Attribute } from './heroes.ts';

export type MonsterType = 'skeleton' | 'sorcerer' | 'troll' | 'golem' | 'demon';

export interface Monster {
  id: MonsterType;
  name: string;
  /** The attributes tested, in the order the dice are rolled and, die by die, resolved. */
  attributes: [Attribute, Attribute];
}

export const MONSTERS: Record<MonsterType, Monster> = {
  skeleton: { id: 'skeleton', name: 'Skeleton', attributes: ['agility', 'armor'] },
  sorcerer: { id: 'sorcerer', name: 'Sorcerer', attributes: ['agility', 'luck'] },
  troll: { id: 'troll', name: 'Troll', attributes: ['strength', 'agility'] },
  golem: { id: 'golem', name: 'Golem', attributes: ['strength', 'armor'] },
  demon: { id: 'demon', name: 'Demon', attributes: ['strength', 'luck'] },
};

export const MONSTER_TYPES = Object.keys(MONSTERS) as MonsterType[];

/**
 * The largest life a monster token may have. The game's largest is 8 (a Demon); a house pool gets
 * room up to 20, a hero's largest life. The odds grow with the square of the lives, so an unbounded
 * value (the command line once took 6000) would exhaust the memory.
 */
export const MAX_MONSTER_LIFE = 20;

/** The most tokens a pool may hold: the game has 20, four of each type. */
export const MAX_POOL_TOKENS = 100;

export function isMonsterType(id: string): id is MonsterType {
  return Object.hasOwn(MONSTERS, id);
}

export function getMonster(id: string): Monster {
  if (!isMonsterType(id)) throw new Error(`unknown monster '${id}' (valid: ${MONSTER_TYPES.join(', ')})`);
  return MONSTERS[id];
}

/** One monster token: its type is on the back for the board, its life on the hidden face. */
export interface MonsterToken {
  id: string;
  type: MonsterType;
  life: number;
}

const DEFAULT_LIVES: Record<MonsterType, number[]> = {
  skeleton: [2, 2, 3, 3],
  sorcerer: [2, 2, 3, 3],
  troll: [3, 4, 4, 5],
  golem: [4, 5, 5, 6],
  demon: [5, 6, 6, 8],
};

/** The 20 tokens of the default pool, four of each type. */
export const DEFAULT_TOKEN_POOL: readonly MonsterToken[] = MONSTER_TYPES.flatMap((type) =>
  DEFAULT_LIVES[type].map((life, i) => ({ id: `${type}-${i + 1}`, type, life })),
);

/** The distinct life values of a type in a pool, ascending. */
export function lifeValues(type: MonsterType, pool: readonly MonsterToken[] = DEFAULT_TOKEN_POOL): number[] {
  return [...new Set(pool.filter((t) => t.type === type).map((t) => t.life))].sort((a, b) => a - b);
}

/**
 * Checks a pool given as data: an array of `{ type, life, id? }` (ids are made up when missing and
 * must be unique). Returns the tokens, or every problem found.
 */
export function parseTokenPool(
  data: unknown,
): { ok: true; pool: MonsterToken[] } | { ok: false; errors: string[] } {
  if (!Array.isArray(data))
    return { ok: false, errors: ['a token pool is an array of { type, life } objects'] };
  if (data.length > MAX_POOL_TOKENS)
    return {
      ok: false,
      errors: [`a token pool holds at most ${MAX_POOL_TOKENS} tokens, not ${data.length}`],
    };
  const errors: string[] = [];
  const pool: MonsterToken[] = [];
  const counts = new Map<string, number>();
  const ids = new Set<string>();
  data.forEach((item, i) => {
    const at = `token ${i + 1}`;
    if (typeof item !== 'object' || item === null) {
      errors.push(`${at}: not an object`);
      return;
    }
    const { type, life, id } = item as Record<string, unknown>;
    if (typeof type !== 'string' || !isMonsterType(type)) {
      errors.push(`${at}: unknown monster type ${JSON.stringify(type)} (valid: ${MONSTER_TYPES.join(', ')})`);
      return;
    }
    if (typeof life !== 'number' || !Number.isInteger(life) || life < 1 || life > MAX_MONSTER_LIFE) {
      errors.push(
        `${at}: life must be a whole number from 1 to ${MAX_MONSTER_LIFE}, not ${JSON.stringify(life)}`,
      );
      return;
    }
    const n = (counts.get(type) ?? 0) + 1;
    counts.set(type, n);
    const tokenId = id === undefined ? `${type}-${n}` : id;
    if (typeof tokenId !== 'string' || tokenId === '') {
      errors.push(`${at}: id must be a non-empty string`);
      return;
    }
    if (ids.has(tokenId)) {
      errors.push(`${at}: id '${tokenId}' is used twice`);
      return;
    }
    ids.add(tokenId);
    pool.push({ id: tokenId, type, life });
  });
  if (errors.length === 0 && pool.length === 0) errors.push('the token pool is empty');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, pool };
}
