/**
 * Records played before rulesets became modules (fixtures/replay-2021, made by the engine of
 * 2026-11-25 with the scripted and random bots) replay to the same final state: moving Dungeon
 * Bowl 2021's rules into their module changed nothing a game can see.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '../src/index.ts';
import { finalState } from './fixtures/replay-2021/final-state.ts';

const DIR = join(import.meta.dirname, 'fixtures', 'replay-2021');
const RECORDS = readdirSync(DIR).filter((n) => n.endsWith('.json') && !n.endsWith('.final.json'));

describe('Dungeon Bowl 2021 records made before rulesets became modules', () => {
  it('there are records to replay', () => {
    expect(RECORDS.length).toBeGreaterThanOrEqual(4);
  });
  for (const name of RECORDS) {
    it(`${name} replays to the same final state`, () => {
      const parsed = parseRecord(JSON.parse(readFileSync(join(DIR, name), 'utf8')));
      if (!parsed.ok) throw new Error(parsed.errors[0].message);
      const replayed = replayRecord(parsed.record);
      if (!replayed.ok) throw new Error(`${name} does not replay`);
      const want = JSON.parse(readFileSync(join(DIR, name.replace(/\.json$/, '.final.json')), 'utf8'));
      expect(JSON.parse(JSON.stringify(finalState(replayed.game)))).toEqual(want);
    });
  }
});
