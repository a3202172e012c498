import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Action, madeFrozen } from '../src/actions.ts';
import { rulesetIds } from '../src/index.ts';

const SRC = join(import.meta.dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The action kinds actions.ts alone makes, shared and frozen. */
const SHARED_KINDS = [
  'activate',
  'step',
  'jump',
  'placeChest',
  'placePortal',
  'placeTrap',
  'deploy',
  'enterPortal',
  'endActivation',
  'endTurn',
];

describe('the engine keeps its shape', () => {
  const files = sources(SRC);

  it('rule code never names a registered ruleset nor compares ruleset ids (rulesets are modules of hooks)', () => {
    const ids = rulesetIds();
    expect(ids.length).toBeGreaterThan(0);
    const named = new RegExp(`['"\`](${ids.join('|')})['"\`]|rulesetId\\s*[!=]==|\\.rules\\.id\\b`);
    for (const f of files) {
      // The modules themselves, the registry's shim, data (maps naming the rulesets they suit) and
      // the default id in setup are not core rule code.
      if (f.includes(`${join('src', 'rulesets')}`) || f.endsWith('ruleset.ts')) continue;
      if (f.endsWith('setup.ts') || f.includes('/data/')) continue;
      expect(readFileSync(f, 'utf8'), f).not.toMatch(named);
    }
  });

  it('rule code never counts teams to tell rulesets apart (only a coin toss needs exactly two)', () => {
    for (const f of files) {
      if (f.includes('/data/') || f.includes('/dungeon/') || f.endsWith('setup.ts')) continue;
      const text = readFileSync(f, 'utf8').replace(/if \(teams\.length !== 2\) return rankByRolls/, '');
      expect(text, f).not.toMatch(/teams\.length\s*[!=]==\s*[2-9]/);
    }
  });

  it('rule code asks skills through named hooks, never by testing a skill name', () => {
    for (const f of files) {
      if (f.endsWith('skills.ts') || f.includes('data') || f.endsWith('setup.ts')) continue;
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/skills\.(includes|indexOf|some)\(/);
    }
  });

  it('the engine does no I/O and reads no clock', () => {
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect(text, f).not.toMatch(/from 'node:|require\(|Date\.now|Math\.random|console\.|process\./);
    }
  });

  it('the actions listed most often are made only by the shared, frozen constructors of actions.ts', () => {
    // Made once and shared, they come frozen to legalActions, which does not freeze these kinds
    // again (decision-context.ts): an object of one of them made elsewhere would reach callers
    // unfrozen. So no field `type:` of these kinds anywhere in rule code, wherever it stands in
    // a literal; decision-context.test.ts checks at run time that every decision is frozen
    // through, which also catches a copy made by spreading an action.
    const kinds = SHARED_KINDS.join('|');
    const literal = new RegExp(`\\btype:\\s*'(${kinds})'`);
    // decisionOf skips freezing exactly these kinds (actions.ts's madeFrozen).
    for (const type of SHARED_KINDS) expect(madeFrozen({ type } as Action), type).toBe(true);
    for (const type of ['block', 'pass', 'reroll', 'pushTo', 'useSkill'])
      expect(madeFrozen({ type } as Action), type).toBe(false);
    for (const f of files) {
      if (f.endsWith('actions.ts') || f.endsWith('events.ts')) continue;
      // An event may share an action's type name (emit({ type: 'activate', ... })), and a type
      // may name the kinds (Extract<Action, { type: ... }>).
      const text = readFileSync(f, 'utf8')
        .replace(/emit\(ctx, \{ type: '\w+'/g, '')
        .replace(/Extract<Action, \{ type: '\w+'/g, '');
      expect(text, f).not.toMatch(literal);
    }
  });

  it('no source file passes 600 lines', () => {
    for (const f of files) expect(readFileSync(f, 'utf8').split('\n').length, f).toBeLessThan(600);
  });
});

describe('no input can exhaust the stack', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  const all = readdirSync(ROOT).flatMap((pkg) => {
    const src = join(ROOT, pkg, 'src');
    try {
      return sources(src);
    } catch {
      return [];
    }
  });

  it('no list is spread into a call’s arguments (Math.min, Math.max, push): minOf, maxOf, pushAll', () => {
    // A spread passes every item as an argument, and a long list (a huge map, a long record)
    // overflows the stack: the loops in limits.ts do the same work for any length.
    const spread = /(Math\.(min|max)|\.push|\.unshift|fromCharCode|fromCodePoint)\(\s*\.\.\./;
    expect(all.length).toBeGreaterThan(100);
    for (const f of all) expect(readFileSync(f, 'utf8'), f).not.toMatch(spread);
  });
});
