/**
 * The command line against hostile or careless input (issue 15): bounded quest inputs, errors
 * that never show a stack, text from files that cannot drive the terminal nor break the SVG,
 * byte-order marks, files that are not overwritten by accident, and errors on stderr only.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRE_TEAM, getBuiltinDungeon, parseDungeon } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { internalError } from '../src/program.ts';
import { renderDungeonSvg } from '../src/svg.ts';
import { cli, cliWith, expectOneLineError, tempDir } from './helpers.ts';

const ESC = '\u001b';
/** Retitles an xterm, then clears the screen: what a shared file must not be able to do. */
const HOSTILE = `${ESC}]0;pwned\u0007Evil <script>alert(1)</script> & Co ${ESC}[2J`;

/** The great hall with another name: a map every command can play. */
function mapNamed(name: string): string {
  const text = getBuiltinDungeon('great-hall')!.text;
  return text.replace(/^name: .*$/m, `name: ${name}`);
}

/** A map with end zone B turned into floor: it parses, but no game of two teams fits it. */
function oneZone(text: string): string {
  const blank = text.indexOf('\n\n');
  return text.slice(0, blank) + text.slice(blank).replace(/B/g, '.');
}

/**
 * A small check that an SVG is well-formed XML: tags nest and close, attributes are quoted, text
 * holds no raw `<` or `&` and no control characters (there is no XML parser among the packages).
 */
function expectWellFormed(svg: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters
  expect(svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
  const entity = /^(?:[^<&]|&(?:amp|lt|gt|quot|#39|#\d+);)*$/;
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const open: string[] = [];
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt < 0 ? svg.length : lt);
    expect(text).toMatch(entity);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    expect(m, `a malformed tag at ${svg.slice(lt, lt + 40)}`).not.toBeNull();
    const [whole, closing, name, attrs, selfClosing] = m!;
    for (const [, value] of attrs.matchAll(/="([^"]*)"/g)) expect(value).toMatch(entity);
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name);
    i = lt + whole.length;
  }
  expect(open).toEqual([]);
}

describe('quest inputs are bounded and errors are one line', () => {
  it('quest odds --life 6000 is refused in one line, as is any life past 20', async () => {
    // It once printed "Maximum call stack size exceeded"; --life 1000 took 11 s and 825 MB.
    for (const life of ['6000', '1000', '21']) {
      const r = await cli('quest', 'odds', '--hero', 'lindel', '--monster', 'demon', '--life', life);
      expectOneLineError(r, new RegExp(`^dungeonbowl: --life ${life}: a monster's life is 1 to 20`));
    }
    const fight = await cli('quest', 'fight', '--hero', 'hugo', '--monster', 'troll', '--life', '6000');
    expectOneLineError(fight, /a monster's life is 1 to 20/);
    const ok = await cli('quest', 'odds', '--hero', 'krutzbeck', '--monster', 'demon', '--life', '20');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/win +\d/);
  });

  it('an unexpected exception is one line saying it is an internal error, no stack', async () => {
    const r = await cliWith(
      {
        out: () => {
          throw new RangeError('Maximum call stack size exceeded');
        },
      },
      'dungeon',
      'list',
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'dungeonbowl: internal error (a bug in dungeonbowl; DUNGEONBOWL_DEBUG=1 shows where): RangeError: Maximum call stack size exceeded\n',
    );
  });

  it('DUNGEONBOWL_DEBUG=1 adds the stack', () => {
    const e = new TypeError('x is undefined');
    expect(internalError(e, undefined)).not.toMatch(/\n./);
    expect(internalError(e, '1')).toMatch(/^dungeonbowl: internal error: TypeError: x is undefined\n\s+at /);
    expect(internalError('thrown text', undefined)).toMatch(/internal error .*: Error: thrown text\n$/);
  });

  it('a usage error is one line, its suggestion included', async () => {
    const r = await cli('dungeon', 'list', '--jsn');
    expectOneLineError(
      r,
      /^error: unknown option '--jsn' \(Did you mean --json\?\) \(add --help for usage\)\n$/,
    );
  });
});

describe('text from files cannot drive the terminal', () => {
  it('a map whose name or header holds control characters is refused, the error escaped', async () => {
    const dir = tempDir();
    const file = join(dir, 'evil.txt');
    writeFileSync(file, mapNamed(HOSTILE).replace(/^description: .*$/m, `description: ${ESC}[31mred`));
    for (const args of [
      ['dungeon', 'show', file],
      ['dungeon', 'validate', file],
      ['watch', '--dungeon', file],
    ]) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).not.toContain(ESC);
      expect(r.err).toContain('control character (U+001B)');
    }
  });

  it('dungeon render escapes markup in a map name into the SVG', async () => {
    const dir = tempDir();
    const file = join(dir, 'markup.txt');
    writeFileSync(file, mapNamed('Evil <script>alert(1)</script> & Co'));
    const svg = join(dir, 'evil.svg');
    const render = await cli('dungeon', 'render', file, '--svg', svg);
    expect(render.code).toBe(0);
    const picture = readFileSync(svg, 'utf8');
    expect(picture).not.toContain('<script>');
    expect(picture).toContain('Evil &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expectWellFormed(picture);
  });

  it('the SVG escapes every piece of text, control characters included', () => {
    const r = parseDungeon(getBuiltinDungeon('great-hall')!.text);
    if (!r.ok) throw new Error('great-hall does not parse');
    const svg = renderDungeonSvg({ ...r.value, name: `${HOSTILE}\u0000"'\u009b` });
    for (const c of ['\u0000', ESC, '\u0007', '\u009b']) expect(svg).not.toContain(c);
    expect(svg).toContain('&quot;&#39;');
    expectWellFormed(svg);
  });

  it('a parse error quotes the file escaped', async () => {
    const dir = tempDir();
    const broken = join(dir, 'broken.txt');
    writeFileSync(broken, `#####\n#A${ESC}B#\n#####\n`);
    const r = await cli('dungeon', 'show', broken);
    expect(r.code).toBe(1);
    expect(r.err).not.toContain(ESC);
    expect(r.err).toMatch(/^dungeonbowl: .* is not a valid dungeon map:\n {2}\S/);
  });

  it('team names and player names from a team file are printed escaped, each on its line', async () => {
    const dir = tempDir();
    const file = join(dir, 'evil.json');
    const team = {
      ...FIRE_TEAM,
      name: `Fire\n${HOSTILE}`,
      players: FIRE_TEAM.players.map((p, i) => (i === 0 ? { ...p, name: `${ESC}[2JBob` } : p)),
    };
    writeFileSync(file, JSON.stringify(team));
    for (const args of [
      ['team', 'validate', file, '--budget', '2000000'],
      ['team', 'validate', file, '--json'],
      ['simulate', '--games', '1', '--turn-limit', '1', '--teams', `${file},${file}`],
    ]) {
      const r = await cli(...args);
      expect(r.out + r.err).not.toContain(ESC);
      // A name never breaks a line: "Fire" and what follows it stay together.
      expect(r.out + r.err).not.toMatch(/Fire\n/);
    }
  });

  it('a record with hostile team names replays escaped', async () => {
    const dir = tempDir();
    const records = join(dir, 'records');
    const made = await cli('simulate', '--games', '1', '--turn-limit', '1', '--records', records);
    expect(made.code).toBe(0);
    const file = join(records, 'game-seed-1.json');
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.setup.teams[0].name = `Fire\n${HOSTILE}`;
    writeFileSync(file, JSON.stringify(record));
    for (const json of [false, true]) {
      const r = await cli('replay', file, ...(json ? ['--json'] : []));
      expect(r.out + r.err).not.toContain(ESC);
      expect(r.out + r.err).not.toMatch(/Fire\n/);
    }
  });
});

describe('a byte-order mark is accepted', () => {
  const BOM = '\ufeff';

  it('in a team file, a game record and a map', async () => {
    const dir = tempDir();
    const team = join(dir, 'team.json');
    writeFileSync(team, BOM + JSON.stringify(FIRE_TEAM));
    const validated = await cli('team', 'validate', team, '--budget', '2000000');
    expect(validated.err).toBe('');
    expect(validated.code).toBe(0);
    const sim = await cli('simulate', '--games', '1', '--turn-limit', '1', '--teams', `${team},${team}`);
    expect(sim.err).toBe('');
    expect(sim.code).toBe(0);

    const records = join(dir, 'records');
    expect((await cli('simulate', '--games', '1', '--turn-limit', '1', '--records', records)).code).toBe(0);
    const record = join(records, 'game-seed-1.json');
    writeFileSync(record, BOM + readFileSync(record, 'utf8'));
    const replayed = await cli('replay', record);
    expect(replayed.err).toBe('');
    expect(replayed.code).toBe(0);

    const map = join(dir, 'map.txt');
    writeFileSync(map, BOM + getBuiltinDungeon('great-hall')!.text);
    for (const args of [
      ['dungeon', 'show', map],
      ['dungeon', 'validate', map],
    ]) {
      const r = await cli(...args);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
    }
  });
});

describe('no file is overwritten by accident', () => {
  it('dungeon render never writes the picture over its own map, even with --force', async () => {
    const dir = tempDir();
    const map = join(dir, 'map.txt');
    const text = getBuiltinDungeon('great-hall')!.text;
    writeFileSync(map, text);
    for (const out of [map, join(dir, '.', 'map.txt')]) {
      for (const force of [[], ['--force']]) {
        const r = await cli('dungeon', 'render', map, '--svg', out, ...force);
        expectOneLineError(r, /is the input file .*: not overwriting it/);
      }
    }
    expect(readFileSync(map, 'utf8')).toBe(text);
  });

  it('render, generate and team new refuse an existing file unless --force', async () => {
    const dir = tempDir();
    const file = join(dir, 'existing');
    const commands = [
      ['dungeon', 'render', 'great-hall', '--svg', file],
      ['dungeon', 'generate', '--seed', '3', '--out', file],
      ['team', 'new', '--roster', 'human', '--out', file],
    ];
    for (const args of commands) {
      writeFileSync(file, 'keep me');
      const r = await cli(...args);
      expectOneLineError(r, /existing already exists: add --force to overwrite it/);
      expect(readFileSync(file, 'utf8')).toBe('keep me');
      const forced = await cli(...args, '--force');
      expect(forced.err).toBe('');
      expect(forced.code).toBe(0);
      expect(readFileSync(file, 'utf8')).not.toBe('keep me');
    }
  });

  it('simulate --records refuses to replace records before any game, unless --force', async () => {
    const dir = tempDir();
    const records = join(dir, 'records');
    const args = ['simulate', '--games', '2', '--seed', '5', '--turn-limit', '1', '--records', records];
    expect((await cli(...args)).code).toBe(0);
    const second = join(records, 'game-seed-6.json');
    writeFileSync(second, 'keep me');
    const r = await cli(...args);
    expectOneLineError(r, /game-seed-5\.json already exists: add --force to overwrite it/);
    expect(readFileSync(second, 'utf8')).toBe('keep me');
    expect((await cli(...args, '--force')).code).toBe(0);
    expect(readFileSync(second, 'utf8')).not.toBe('keep me');
    // The check reads the directory once: it does not try every seed of a huge run.
    const huge = await cli(...args, '--games', '10000000');
    expectOneLineError(huge, /already exists: add --force/);
  });

  it('simulate --records never writes a record over one of its team files', async () => {
    const dir = tempDir();
    const team = join(dir, 'game-seed-1.json');
    writeFileSync(team, JSON.stringify(FIRE_TEAM));
    const r = await cli(
      'simulate',
      '--games',
      '1',
      '--turn-limit',
      '1',
      '--teams',
      `${team},${team}`,
      '--records',
      dir,
      '--force',
    );
    expectOneLineError(r, /is the input file .*: not overwriting it/);
    expect(JSON.parse(readFileSync(team, 'utf8')).name).toBe(FIRE_TEAM.name);
  });
});

describe('errors go to stderr and nothing else does', () => {
  it('watch with a map the game cannot be played on prints nothing on stdout', async () => {
    const dir = tempDir();
    const file = join(dir, 'one-zone.txt');
    writeFileSync(file, oneZone(mapNamed('One zone')));
    const r = await cli('watch', '--dungeon', file);
    // One problem is one line; several would follow the heading, one a line.
    expectOneLineError(
      r,
      /^dungeonbowl: cannot set up the game: dungeon: the dungeon has 1 end zones for 2 teams$/m,
    );
  });

  it('a valid map is OK on stdout, an invalid one has its problems on stderr only', async () => {
    const ok = await cli('dungeon', 'validate', 'great-hall');
    expect(ok.code).toBe(0);
    expect(ok.err).toBe('');
    expect(ok.out).toMatch(/valid for/);
    const dir = tempDir();
    const file = join(dir, 'bad.txt');
    writeFileSync(file, oneZone(mapNamed('Bad')));
    const bad = await cli('dungeon', 'validate', file);
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err).toMatch(/problem/);
    expect(existsSync(file)).toBe(true);
  });
});

describe('the docs say what the command does', () => {
  const doc = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8');

  it('docs/cli.md has a quest section with every option of its --help', async () => {
    expect(doc).toMatch(/^## `dungeonbowl quest`/m);
    for (const sub of ['odds', 'table', 'fight']) {
      const help = await cli('quest', sub, '--help');
      expect(help.code).toBe(0);
      const options = [...help.out.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
      expect(options.length).toBeGreaterThan(2);
      for (const o of options) if (o !== '--help') expect(doc, `quest ${sub} ${o}`).toContain(o);
    }
  });

  it('npm start is the browser client, and --jobs is this process and child processes in --help as in the docs', async () => {
    expect(doc).not.toMatch(/npm start\s+# = dungeonbowl watch/);
    const help = await cli('simulate', '--help');
    expect(help.out).toMatch(
      /--jobs <j>\s+jobs playing games at once: this process and j-1 child\s+processes/,
    );
    expect(doc).toContain(
      '`--jobs J` plays the games in J jobs at once: the main process and J-1 child processes',
    );
  });
});
