import { fightOdds, oddsTable } from '@dungeonbowl/dungeonquest';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers.ts';

async function json(...args: string[]) {
  const r = await cli('quest', ...args, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('dungeonbowl quest odds', { timeout: 30_000 }, () => {
  it('prints the exact odds as JSON', async () => {
    const o = await json('odds', '--hero', 'lindel', '--monster', 'demon', '--life', '8');
    const exact = fightOdds({ hero: 'lindel', monster: 'demon', life: 8 });
    expect(o).toMatchObject({
      hero: 'lindel',
      monster: 'demon',
      life: 8,
      wounds: 0,
      route: 'attack',
      win: exact.win,
      loss: exact.loss,
      mutual: exact.mutual,
      expectedWounds: exact.expectedWounds,
    });
    expect(o.win + o.loss + o.mutual + o.escaped).toBeCloseTo(1, 12);
  });

  it('takes starting wounds, escaping first, no ability and other readings', async () => {
    const o = await json(
      'odds',
      '--hero',
      'hugo',
      '--monster',
      'troll',
      '--life',
      '5',
      '--wounds',
      '10',
      '--escape',
      '--no-ability',
      '--rule',
      'sameRoundDeath=die-by-die',
      '--rule',
      'death=exceed',
    );
    const exact = fightOdds({
      hero: 'hugo',
      monster: 'troll',
      life: 5,
      heroWounds: 10,
      escape: true,
      useAbility: false,
      rules: { sameRoundDeath: 'die-by-die', death: 'exceed' },
    });
    expect(o).toMatchObject({
      route: 'escape',
      ability: false,
      wounds: 10,
      win: exact.win,
      escaped: exact.escaped,
    });
    expect(o.rules).toMatchObject({ sameRoundDeath: 'die-by-die', death: 'exceed', hugoReroll: 'per-round' });
  });

  it('prints a readable summary', async () => {
    const r = await cli('quest', 'odds', '--hero', 'Lindel', '--monster', 'demon', '--life', '8');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Lindel \(Str 6, Agi 6, Arm 4, Luck 5; life 15\) against a Demon \(Strength & Luck\), life 8/,
    );
    expect(r.out).toMatch(/win +77\.83%/);
    expect(r.out).toMatch(/loss +17\.74%/);
    expect(r.out).toMatch(/mutual +4\.43% +\(both fall in the same round\)/);
    expect(r.out).toMatch(/expected wounds +10\.57/);
    const e = await cli(
      'quest',
      'odds',
      '--hero',
      'gherinn',
      '--monster',
      'golem',
      '--life',
      '6',
      '--escape',
    );
    expect(e.out).toMatch(/trying to escape first \(Luck test, 2d6 <= 9: 83\.33%\)/);
    expect(e.out).toMatch(/escaped +83\.33%/);
  });

  it('bad ids are a clear error listing the valid ones, exit code 1', async () => {
    const hero = await cli('quest', 'odds', '--hero', 'vorn', '--monster', 'troll', '--life', '3');
    expect(hero.code).toBe(1);
    expect(hero.out).toBe('');
    expect(hero.err).toBe(
      "dungeonbowl: unknown hero 'vorn' (valid: challara, gherinn, hugo, krutzbeck, lindel, tatianna)\n",
    );
    const monster = await cli('quest', 'odds', '--hero', 'hugo', '--monster', 'dragon', '--life', '3');
    expect(monster.code).toBe(1);
    expect(monster.err).toBe(
      "dungeonbowl: unknown monster 'dragon' (valid: skeleton, sorcerer, troll, golem, demon)\n",
    );
    const fight = await cli('quest', 'fight', '--hero', 'hugo', '--monster', 'wyrm');
    expect(fight.code).toBe(1);
    expect(fight.err).toMatch(/unknown monster 'wyrm' \(valid: skeleton, sorcerer, troll, golem, demon\)/);
  });

  it('bad numbers and readings are refused', async () => {
    const wounds = await cli(
      'quest',
      'odds',
      '--hero',
      'hugo',
      '--monster',
      'troll',
      '--life',
      '3',
      '--wounds',
      '16',
    );
    expect(wounds.code).toBe(1);
    expect(wounds.err).toMatch(/Hugo dies at 16 wounds \(life 16\): --wounds must be 0 to 15/);
    const life = await cli('quest', 'odds', '--hero', 'hugo', '--monster', 'troll', '--life', '0');
    expect(life.code).not.toBe(0);
    expect(life.err).toMatch(/at least 1/);
    const missing = await cli('quest', 'odds', '--hero', 'hugo', '--monster', 'troll');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toMatch(/--life/);
    const rule = await cli(
      'quest',
      'odds',
      '--hero',
      'hugo',
      '--monster',
      'troll',
      '--life',
      '3',
      '--rule',
      'death=never',
    );
    expect(rule.code).toBe(1);
    expect(rule.err).toMatch(/rule option death cannot be 'never'; valid: reach, exceed/);
  });
});

describe('dungeonbowl quest table', { timeout: 60_000 }, () => {
  it('has every hero against every monster and life value, attacking and escaping first', async () => {
    const t = await json('table');
    const exact = oddsTable();
    expect(t.rows).toHaveLength(exact.length);
    expect(t.rows).toHaveLength(78);
    expect(t.rows[0]).toMatchObject({ hero: 'challara', monster: 'skeleton', life: 2 });
    for (const [i, row] of t.rows.entries()) {
      expect(row.attack.win).toBe(exact[i].attack.win);
      expect(row.escapeFirst.escaped).toBe(exact[i].escapeFirst.escaped);
    }
  });

  it('prints one block per hero', async () => {
    const r = await cli('quest', 'table', '--wounds', '4');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/from 4 wounds, abilities on/);
    expect(r.out.match(/^monster +life/gm)).toHaveLength(6);
    expect(r.out).toMatch(/^demon +8 +\|/m);
    const bad = await cli('quest', 'table', '--wounds', '12');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/below every hero's life \(Challara has 12\)/);
  });
});

describe('dungeonbowl quest fight', { timeout: 30_000 }, () => {
  it('plays one fight out, printing every round, the same for the same seed', async () => {
    const a = await cli('quest', 'fight', '--hero', 'lindel', '--monster', 'troll', '--seed', '5');
    const b = await cli('quest', 'fight', '--hero', 'lindel', '--monster', 'troll', '--seed', '5');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatch(
      /meets a Troll \(Strength & Agility\): life \d, token troll-\d drawn from the pool's Trolls \(lives 3, 4, 4, 5\); seed 5/,
    );
    expect(a.out).toMatch(/^Lindel attacks\.$/m);
    expect(a.out).toMatch(
      /^Round 1: Strength \(red\) \d+ [<=>] 6: .*; Agility \(green\) \d+ [<=>] 6: .*\.$/m,
    );
    expect(a.out).toMatch(/^ {2}wounds: Lindel \d+\/15, Troll \d\/\d$/m);
    expect(a.out).toMatch(/^(Lindel wins|Lindel falls|Both fall)/m);
  });

  it('as JSON: the outcome and every event, consistent with the rounds', async () => {
    const f = await json(
      'fight',
      '--hero',
      'hugo',
      '--monster',
      'demon',
      '--life',
      '8',
      '--wounds',
      '9',
      '--seed',
      '3',
    );
    expect(f).toMatchObject({
      hero: 'hugo',
      monster: 'demon',
      life: 8,
      token: null,
      seed: 3,
      route: 'attack',
    });
    expect(['won', 'lost', 'mutual']).toContain(f.outcome);
    const rounds = f.events.filter((e: { type: string }) => e.type === 'round');
    expect(rounds).toHaveLength(f.rounds);
    expect(f.events.at(-1)).toMatchObject({ type: 'end', outcome: f.outcome });
    expect(f.odds.win + f.odds.loss + f.odds.mutual).toBeCloseTo(1, 12);
  });

  it("shows Hugo's re-rolls, Tatianna's strike and an escape", async () => {
    let hugo = '';
    for (let seed = 1; seed < 40 && !hugo.includes('re-rolls'); seed++) {
      hugo = (await cli('quest', 'fight', '--hero', 'hugo', '--monster', 'sorcerer', '--seed', String(seed)))
        .out;
    }
    expect(hugo).toMatch(/^ {2}Hugo re-rolls die [12]: \d+ -> \d+$/m);
    const tatianna = await cli('quest', 'fight', '--hero', 'tatianna', '--monster', 'golem', '--life', '6');
    expect(tatianna.out).toMatch(/^Tatianna strikes first: 2d6 \d and \d, /m);
    let escaped = '';
    for (let seed = 1; seed < 40 && !escaped.includes('escapes unharmed'); seed++) {
      escaped = (
        await cli(
          'quest',
          'fight',
          '--hero',
          'gherinn',
          '--monster',
          'golem',
          '--escape',
          '--seed',
          String(seed),
        )
      ).out;
    }
    expect(escaped).toMatch(/^Gherinn tries to escape: Luck test 2d6 \d\+\d = \d+$/m);
    expect(escaped).toMatch(/Gherinn escapes\.$/m);
  });
});
