/**
 * Choosing the ruleset on the command line: `--ruleset` on simulate, watch and dungeon
 * generate|validate; an unknown id, or a map made for another ruleset, is one line of error and
 * exit code 1; `dungeon list` names the rulesets a game accepts each map under; a record written
 * by simulate names its rules, and replay refuses a rules revision newer than the engine's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILTIN_DUNGEONS,
  CONSTRUCTION_RULES,
  createGame,
  FIRE_TEAM,
  getBuiltinDungeon,
  getRuleset,
  rulesetIds,
  SHADOW_TEAM,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { cli, expectOneLineError, tempDir } from './helpers.ts';

const known = rulesetIds().join(', ');
const unknownRuleset = new RegExp(`^dungeonbowl: unknown ruleset 'calvinball' \\(known: ${known}\\)$`, 'm');
const brawlRefused =
  /^dungeonbowl: cannot set up the game: dungeon: the dungeon 'The Classic' is made for brawl2013, not dungeonbowl2021$/m;

/** A map file: the training room with another `rulesets` line (none when empty). */
function mapFile(line: string): string {
  const file = join(tempDir(), 'map.txt');
  const text = getBuiltinDungeon('training-room')!.text;
  writeFileSync(file, text.replace('rulesets: practice\n', line ? `${line}\n` : ''));
  return file;
}

describe('simulate --ruleset', () => {
  it('an unknown ruleset is one line listing the known ones', async () => {
    expectOneLineError(await cli('simulate', '--games', '1', '--ruleset', 'calvinball'), unknownRuleset);
  });

  it('a map made for another ruleset is refused, naming both', async () => {
    expectOneLineError(await cli('simulate', '--games', '1', '--dungeon', 'brawl-classic'), brawlRefused);
    const r = await cli('simulate', '--games', '1', '--ruleset', 'dungeonbowl2021', '--dungeon', 'twin-pits');
    expectOneLineError(r, /'The Twin Pits' is made for dungeonbrawl, not dungeonbowl2021$/m);
  });

  it('a map naming the ruleset, practice or no ruleset plays', async () => {
    for (const dungeon of ['great-hall', 'training-room', mapFile('')]) {
      const r = await cli(
        'simulate',
        '--games',
        '1',
        '--turn-limit',
        '1',
        '--ruleset',
        'dungeonbowl2021',
        '--dungeon',
        dungeon,
      );
      expect(r.err, dungeon).toBe('');
      expect(r.code, dungeon).toBe(0);
    }
  });

  it('a record it writes names the ruleset, its rules revision and every rule option', async () => {
    const dir = tempDir();
    const r = await cli('simulate', '--games', '1', '--seed', '4', '--turn-limit', '2', '--records', dir);
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, 'game-seed-4.json'), 'utf8'));
    expect(record.version).toBe(1);
    expect(record.rulesRevision).toBe(2);
    expect(record.setup.ruleset).toBe('dungeonbowl2021');
    expect(record.options.rules).toEqual({ ...getRuleset('dungeonbowl2021')!.defaults, turnLimit: 2 });
    const replayed = await cli('replay', join(dir, 'game-seed-4.json'));
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/^dungeonbowl2021 \(rules revision 2\), seed 4, \d+ actions$/m);
  });
});

describe('replay and the rules revision', () => {
  it('a record of a revision newer than the engine plays is refused, naming the field', async () => {
    const dir = tempDir();
    await cli('simulate', '--games', '1', '--seed', '5', '--turn-limit', '1', '--records', dir);
    const file = join(dir, 'game-seed-5.json');
    const record = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...record, rulesRevision: 99 }));
    const r = await cli('replay', file);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `dungeonbowl: ${file}: not a valid game record:\n  rulesRevision: rules revision 99 of dungeonbowl2021 is newer than this engine plays (revision 2): replay it with a newer engine [NEWER_RULES]\n`,
    );
  });
});

describe('watch --ruleset', () => {
  it('plays under the ruleset named, and says which', async () => {
    const r = await cli('watch', '--turn-limit', '1', '--ruleset', 'dungeonbowl2021');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Bright Blasters vs Grey Lurkers in The Great Hall, dungeonbowl2021, seed 1$/m);
    const plain = await cli('watch', '--turn-limit', '1');
    expect(plain.out).toBe(r.out);
  });

  it('an unknown ruleset is one line listing the known ones, before the map is read', async () => {
    expectOneLineError(
      await cli('watch', '--ruleset', 'calvinball', '--dungeon', 'nowhere.txt'),
      unknownRuleset,
    );
  });

  it('a map made for another ruleset is refused, naming both; a map naming none plays', async () => {
    expectOneLineError(await cli('watch', '--dungeon', 'brawl-classic'), brawlRefused);
    const file = mapFile('rulesets: brawl2013, dungeonbrawl');
    expectOneLineError(
      await cli('watch', '--dungeon', file),
      /the dungeon 'Training Room' is made for brawl2013, dungeonbrawl, not dungeonbowl2021$/m,
    );
    const none = await cli('watch', '--turn-limit', '1', '--dungeon', mapFile(''));
    expect(none.code).toBe(0);
  });
});

describe('dungeon generate|validate --ruleset', () => {
  const constructionIds = CONSTRUCTION_RULES.map((r) => r.id).join(', ');

  it('an unknown ruleset is one line listing the rulesets with construction rules', async () => {
    const want = new RegExp(
      `^dungeonbowl: no construction rules for ruleset 'calvinball' \\(known: ${constructionIds}\\)`,
    );
    expectOneLineError(await cli('dungeon', 'generate', '--seed', '1', '--ruleset', 'calvinball'), want);
    expectOneLineError(await cli('dungeon', 'validate', 'great-hall', '--ruleset', 'calvinball'), want);
  });

  it('a map generated for a ruleset names it, and a game under another refuses it', async () => {
    const file = join(tempDir(), 'brawl.txt');
    const g = await cli('dungeon', 'generate', '--seed', '3', '--ruleset', 'brawl2013', '--out', file);
    expect(g.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^rulesets: brawl2013$/m);
    expect((await cli('dungeon', 'validate', file, '--ruleset', 'brawl2013')).code).toBe(0);
    expectOneLineError(
      await cli('simulate', '--games', '1', '--dungeon', file),
      /is made for brawl2013, not dungeonbowl2021$/m,
    );
  });
});

describe('dungeon list', () => {
  it('the rulesets it shows are those a game accepts the map under (practice and none: any)', async () => {
    const r = await cli('dungeon', 'list', '--json');
    expect(r.code).toBe(0);
    const listed: { id: string; rulesets: string[] }[] = JSON.parse(r.out);
    expect(listed.map((e) => e.id)).toEqual(BUILTIN_DUNGEONS.map((b) => b.id));
    for (const e of listed) {
      for (const id of rulesetIds()) {
        // A ruleset that scores only in passages ([002]) needs a map that has some.
        const passages = /^[^:\n]*[a-p]/m.test(
          getBuiltinDungeon(e.id)!.text.split('\n\n').slice(1).join('\n\n'),
        );
        const anyMap = e.rulesets.length === 0 || e.rulesets.includes('practice');
        const serves = e.rulesets.includes(id) || (anyMap && (passages || !getRuleset(id)!.scoresInPassages));
        const made = createGame(
          { ruleset: id, dungeon: getBuiltinDungeon(e.id)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
          { seed: 1 },
        );
        const refused = !made.ok && made.errors.some((x) => x.code === 'MAP_RULESET');
        expect(refused, `${e.id} under ${id}`).toBe(!serves);
      }
    }
  });
});
