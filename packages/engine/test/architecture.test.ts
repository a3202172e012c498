import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the engine keeps its shape', () => {
  const files = sources(SRC);

  it('rule code never compares ruleset names (rulesets are parameters and hooks)', () => {
    for (const f of files) {
      // Data (maps naming the rulesets they suit) and the default id in setup are not rule code.
      if (f.endsWith('ruleset.ts') || f.endsWith('setup.ts') || f.includes('/data/')) continue;
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/dungeonbowl2021|rulesetId\s*===|\.id\s*===\s*'dungeon/);
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
