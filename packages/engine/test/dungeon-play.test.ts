import { describe, expect, it } from 'vitest';
import {
  apply,
  BUILTIN_DUNGEONS,
  checkInvariants,
  createGame,
  FIRE_TEAM,
  generateDungeon,
  legalActions,
  parseDungeon,
  SHADOW_TEAM,
  type TeamSetup,
} from '../src/index.ts';
import { teamsFor } from './helpers/common.ts';

/** A tiny PRNG for choosing actions, apart from the game's dice. */
function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** A full game of random legal actions to its end, every invariant checked after every step. */
function playRandom(
  dungeon: string,
  seed: number,
  teams: TeamSetup[] = [FIRE_TEAM, SHADOW_TEAM],
  ruleset?: string,
) {
  const made = createGame({ dungeon, teams, ruleset }, { seed, rules: { turnLimit: 8 } });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  let g = made.game;
  const pick = chooser(seed * 31 + 7);
  let steps = 0;
  for (; steps < 20000 && !g.result; steps++) {
    const d = legalActions(g)!;
    const r = apply(g, d.actions[pick(d.actions.length)]);
    if (!r.ok) throw new Error(`seed ${seed} step ${steps}: ${r.error.message}`);
    g = r.game;
    const problems = checkInvariants(g);
    if (problems.length > 0) throw new Error(`seed ${seed} step ${steps}: ${problems.join('; ')}`);
  }
  return { game: g, steps };
}

/** The map without its rulesets header, so a game under Dungeon Bowl 2021 accepts it (MAP_RULESET). */
const anyRuleset = (text: string) => text.replace(/^rulesets: .*\n/m, '');

function claims(text: string, ruleset: string): boolean {
  const r = parseDungeon(text);
  return r.ok && r.value.rulesets.includes(ruleset);
}

describe('Games on the library and on generated dungeons', () => {
  it('a full random game plays to its end on every built-in Dungeon Bowl 2021 dungeon', () => {
    const bowl = BUILTIN_DUNGEONS.filter((b) => claims(b.text, 'dungeonbowl2021'));
    for (const b of bowl) {
      const { game, steps } = playRandom(b.text, 3);
      expect(game.result, b.id).not.toBeNull();
      expect(steps, b.id).toBeGreaterThan(20);
    }
  });

  it('a full random game plays to its end on a sample of generated Dungeon Bowl 2021 dungeons', () => {
    for (let seed = 1; seed <= 9; seed++) {
      const r = generateDungeon({ seed, size: (['small', 'medium', 'large'] as const)[seed % 3] });
      if (!r.ok) throw new Error(r.error.message);
      expect(playRandom(r.text, seed).game.result).not.toBeNull();
    }
  });

  it('games still play on the BRAWL and Dungeon Brawl maps stripped of their rulesets header: hazards are floor or wall for now', () => {
    for (const b of BUILTIN_DUNGEONS.filter((x) => !claims(x.text, 'dungeonbowl2021'))) {
      expect(playRandom(anyRuleset(b.text), 5).game.result, b.id).not.toBeNull();
    }
  });

  it('Dungeon Brawl games play on its built-in maps and a generated one, squads of four in the start rooms', () => {
    const maps: [string, number][] = BUILTIN_DUNGEONS.filter((b) => claims(b.text, 'dungeonbrawl')).map(
      (b, i) => [b.text, i === 0 ? 5 : 8],
    );
    const r = generateDungeon({ seed: 4, ruleset: 'dungeonbrawl', teams: 9 });
    if (!r.ok) throw new Error(r.error.message);
    maps.push([r.text, 9]);
    for (const [text, n] of maps) {
      const { game } = playRandom(text, 2, teamsFor('dungeonbrawl', n), 'dungeonbrawl');
      expect(game.result).not.toBeNull();
      expect(game.teams).toHaveLength(n);
    }
  });
});
