/**
 * Random legal teams (for bots and simulations): for every roster that can be chosen, over many
 * seeds and budgets, randomTeam's team passes validateTeam.
 */
import { describe, expect, it } from 'vitest';
import { ROSTERS, randomTeam, rosterStatus, validateTeam } from '../src/index.ts';

const CHOOSABLE = ROSTERS.filter((r) => rosterStatus(r).choosable);

describe('randomTeam', () => {
  it('every College and standard roster can be chosen now, given its choosable positions', () => {
    // A roster is choosable when 11 players of its choosable positions fit in the budget.
    expect(CHOOSABLE.length).toBeGreaterThan(0);
    for (const r of ROSTERS) {
      const s = rosterStatus(r);
      expect(s.choosable, r.id).toBe(s.cheapestTeam <= 1_000_000);
    }
  });

  for (const roster of CHOOSABLE) {
    it(`a random ${roster.name} is legal for every seed, at 1,000,000 gp and at the tightest budget`, () => {
      const tight = rosterStatus(roster).cheapestTeam;
      for (let seed = 1; seed <= 60; seed++) {
        for (const budget of [1_000_000, 1_500_000, Math.max(tight, 1)]) {
          const r = randomTeam(roster.id, seed, { budget });
          if (!r.ok) throw new Error(`${roster.id} seed ${seed}: ${JSON.stringify(r.errors)}`);
          const v = validateTeam(r.team, { budget });
          if (!v.ok)
            throw new Error(`${roster.id} seed ${seed} budget ${budget}: ${JSON.stringify(v.errors)}`);
          expect(v.value).toBeLessThanOrEqual(budget);
          expect(r.team.players.length).toBeGreaterThanOrEqual(11);
        }
      }
    });
  }

  it('the same roster and seed give the same team; another seed, another team', () => {
    const a = randomTeam('college-of-fire', 7);
    expect(randomTeam('college-of-fire', 7)).toEqual(a);
    const others = [8, 9, 10].map((s) => JSON.stringify(randomTeam('college-of-fire', s)));
    expect(others.some((o) => o !== JSON.stringify(a))).toBe(true);
  });

  it('unverified positions appear only when allowed', () => {
    const unverified = new Set(
      ROSTERS.find((r) => r.id === 'college-of-heavens')!
        .positions.filter((p) => p.unverified)
        .map((p) => p.id),
    );
    const used = (allowUnverified: boolean) =>
      Array.from({ length: 30 }, (_, seed) =>
        randomTeam('college-of-heavens', seed, { allowUnverified }),
      ).flatMap((r) => (r.ok ? r.team.players.filter((p) => unverified.has(p.position)) : [])).length;
    expect(used(false)).toBe(0);
    expect(used(true)).toBeGreaterThan(0);
    const r = randomTeam('college-of-heavens', 3, { allowUnverified: true });
    expect(r.ok && validateTeam(r.team, { allowUnverified: true }).ok).toBe(true);
  });

  it('an unknown roster, or a budget too small for eleven players, gives no team', () => {
    expect(randomTeam('college-of-nothing', 1)).toMatchObject({
      ok: false,
      errors: [{ code: 'UNKNOWN_ROSTER' }],
    });
    expect(randomTeam('dwarf', 1, { budget: 500_000 })).toMatchObject({
      ok: false,
      errors: [{ code: 'NO_LEGAL_TEAM', path: 'roster' }],
    });
  });

  it('the team is named as asked, or after its roster', () => {
    const named = randomTeam('human', 2, { name: 'Reikland Reavers' });
    expect(named.ok && named.team.name).toBe('Reikland Reavers');
    const plain = randomTeam('human', 2);
    expect(plain.ok && plain.team.name).toBe('Human Team');
  });
});
