import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const files = readdirSync(SRC)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(SRC, f));

describe('the DungeonQuest package keeps its shape', () => {
  it('does no I/O and reads no clock or global randomness', () => {
    for (const f of files) {
      expect(readFileSync(f, 'utf8'), f).not.toMatch(
        /from 'node:|require\(|Date\.now|Math\.random|console\.|process\./,
      );
    }
  });

  it('shares only the dice with the engine, in one module', () => {
    for (const f of files) {
      const text = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const engine = /from '(@dungeonbowl\/engine|[./]*engine\/[^']*)'/g;
      if (!f.endsWith('dice.ts')) {
        expect(text.match(engine), f).toBeNull();
        continue;
      }
      const imports = [...text.matchAll(/(?:import|export) (?:type )?\{([^}]*)\} from '([^']*)'/g)];
      const names = imports.flatMap((m) => m[1].split(',').map((n) => n.trim()));
      expect(names.sort()).toEqual(['DiceError', 'DiceState', 'rollDie', 'scriptedDice', 'seededDice']);
    }
  });

  it('no source file passes 600 lines', () => {
    for (const f of files) expect(readFileSync(f, 'utf8').split('\n').length, f).toBeLessThan(600);
  });
});
