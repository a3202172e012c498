/**
 * Dungeon Brawl ([000]) on the command line, as a new user meets it: team files of four (a squad
 * plays as it is, the ruleset checks it; a whole team is cut to its squad, and the summary and
 * the watch header say who plays), `team validate|new --ruleset`, and the summary's wording.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRE_TEAM, type GameEvent, getBuiltinDungeon, scenario, type TeamFile } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { HALLS } from '../../engine/test/helpers/dungeonbrawl.ts';
import { boardKey, renderBoard } from '../src/board.ts';
import { eventPrinter, formatEvent } from '../src/log.ts';
import { cli, expectOneLineError, tempDir } from './helpers.ts';

/** A team file of the Fire team's roster with these players (first ones of FIRE_TEAM, or given). */
function teamFile(dir: string, name: string, players: TeamFile['players']): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ ...FIRE_TEAM, name, players }));
  return file;
}

const ogre = (name: string, number: number) => ({ name, number, position: 'ogre' });
const notBig = FIRE_TEAM.players.filter((p) => p.position !== 'ogre' && p.position !== 'ogre-runt-punter');

describe('Dungeon Brawl: team files of four', () => {
  const dir = tempDir();
  const four = teamFile(dir, 'Four', notBig.slice(0, 4));
  const fourB = teamFile(dir, 'FourB', notBig.slice(4, 8));

  it('a squad of four plays as it is: simulate takes four team files of four', async () => {
    const r = await cli(
      ...['simulate', '--ruleset', 'dungeonbrawl', '--teams', [four, fourB, four, fourB].join(',')],
      ...['--games', '1', '--turn-limit', '1', '--json'],
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.sides.map((x: { team: string }) => x.team)).toEqual(['Four', 'FourB', 'Four (2)', 'FourB (2)']);
    // Nobody was cut: no squad lines.
    expect(s.squads).toBeUndefined();
  });

  it('five players are refused by the ruleset, in its own words', async () => {
    const five = teamFile(dir, 'Five', notBig.slice(0, 5));
    const r = await cli('simulate', '--ruleset', 'dungeonbrawl', '--teams', `${five},${four}`);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${five}: not a legal team:\n`);
    expect(r.err).toContain('  players: a Dungeon Brawl team has 4 players, not 5 [SQUAD_SIZE]\n');
  });

  it('a second Big Guy is refused, naming the player', async () => {
    const bigs = teamFile(dir, 'Bigs', [ogre('Grok', 20), ...notBig.slice(0, 2), ogre('Brug', 21)]);
    const r = await cli('team', 'validate', '--ruleset', 'dungeonbrawl', bigs);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      '  players[3].position: Brug is a second Big Guy or Star Player (Grok is the first): a Dungeon Brawl team may have one [SQUAD_BIG_GUYS]',
    );
  });

  it('three players are too few even for a squad', async () => {
    const three = teamFile(dir, 'Three', notBig.slice(0, 3));
    const r = await cli('team', 'validate', '--ruleset', 'dungeonbrawl', three);
    expect(r.code).toBe(1);
    expect(r.err).toContain('  players: 3 players: a team needs at least 4 [TOO_FEW_PLAYERS]');
  });

  it('team validate without --ruleset refuses four players, and says which ruleset plays squads', async () => {
    const r = await cli('team', 'validate', four);
    expect(r.code).toBe(1);
    expect(r.err).toContain('  players: 4 players: a team needs at least 11 [TOO_FEW_PLAYERS]\n');
    expect(r.err).toContain('  (Dungeon Brawl plays squads of 4: add --ruleset dungeonbrawl)\n');
  });

  it('team validate --ruleset dungeonbrawl passes a squad, and says which four of a whole team play', async () => {
    const ok = await cli('team', 'validate', '--ruleset', 'dungeonbrawl', four);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/: a legal team for Dungeon Brawl\n\nFour \(College of Fire\)/);
    // The first four, one Big Guy at most; a name that is not its position's gets the position.
    const named = FIRE_TEAM.players.map((p, i) => (i === 1 ? { ...p, name: 'Grimsson' } : p));
    const whole = teamFile(dir, 'Whole', named);
    const r = await cli('team', 'validate', '--ruleset', 'dungeonbrawl', whole);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Whole: plays its squad of 4: #1 Ogre Blocker #1, #2 Grimsson \(Dwarf Blitzer\), #3 Dwarf Blitzer #3, #4 Dwarf Runner #4$/m,
    );
    const json = await cli('team', 'validate', '--ruleset', 'dungeonbrawl', '--json', four);
    expect(JSON.parse(json.out).ok).toBe(true);
  });

  it('team new --ruleset dungeonbrawl writes a squad of four that team validate passes', async () => {
    const out = join(dir, 'new.json');
    const r = await cli('team', 'new', '--roster', 'human', '--ruleset', 'dungeonbrawl', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}4 players,/m);
    expect((await cli('team', 'validate', '--ruleset', 'dungeonbrawl', out)).code).toBe(0);
  });

  it('an unknown --ruleset for team validate is one line of error', async () => {
    expectOneLineError(
      await cli('team', 'validate', '--ruleset', 'nope', four),
      /^dungeonbowl: unknown ruleset 'nope' \(known: .*dungeonbrawl.*\)$/m,
    );
  });
});

describe('Dungeon Brawl: the summary', () => {
  it('says which four of each whole team play, and has no reserves line', async () => {
    const r = await cli('simulate', '--ruleset', 'dungeonbrawl', '--games', '1', '--turn-limit', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}Bright Blasters: plays its squad of 4: #\d+ .*$/m);
    expect(r.out).toMatch(/^ {2}Grey Lurkers: plays its squad of 4: #\d+ .*$/m);
    expect(r.out).not.toMatch(/from reserves/);
  });

  it('--turn-limit 0 is "no turn limit" in the header', async () => {
    const r = await cli('simulate', '--ruleset', 'dungeonbrawl', '--games', '1', '--turn-limit', '0');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^1 game on brawl-pit \(dungeonbrawl\), seeds 1\.\.1, no turn limit$/m);
  });
});

describe('Dungeon Brawl: watch', () => {
  it('the header says which four of each built-in team play', async () => {
    const r = await cli('watch', '--ruleset', 'dungeonbrawl', '--turn-limit', '1');
    expect(r.code).toBe(0);
    const head = r.out.split('\n').slice(0, 3).join('\n');
    expect(head).toMatch(/^Bright Blasters: plays its squad of 4: #\d+ .*$/m);
    expect(head).toMatch(/^Grey Lurkers: plays its squad of 4: #\d+ .*$/m);
  });
});

const brawl = (players: Parameters<typeof scenario>[0]['players']) =>
  scenario({ map: HALLS, ruleset: 'dungeonbrawl', players });

describe('Dungeon Brawl: the log', () => {
  it("a turnover ends only the acting player's action, and says so", () => {
    const g = brawl([{ team: 0, at: [3, 3], number: 7 }]);
    const print = eventPrinter();
    print(g, { type: 'activate', player: 0, action: 'move' });
    expect(print(g, { type: 'turnover', team: 0, reason: 'chest exploded' })).toBe(
      "A07's action ends: chest exploded",
    );
  });

  it('names trap markers and blanks as [000] does; classic keeps its trap counters', () => {
    const g = brawl([{ team: 0, at: [3, 3], number: 7 }]);
    const trap = { type: 'trap', player: 0, sq: 23, owner: 1, flipped: true } as const;
    expect(formatEvent(g, { ...trap, kind: 'pit' })).toBe('A07 sets off a trap marker at (3,1): a pit');
    expect(formatEvent(g, { ...trap, kind: 'fake' })).toBe(
      'A07 sets off a trap marker at (3,1): a blank, removed',
    );
    const placed: GameEvent = { type: 'placed', what: 'trap', sq: 23, team: 0 };
    expect(formatEvent(g, placed)).toBe('Team 0 places a trap marker at (3,1)');
    const classic = scenario({ map: HALLS, ruleset: 'classic', players: [{ team: 0, at: [3, 3] }] });
    expect(formatEvent(classic, placed)).toBe('Team 0 places a trap counter at (3,1)');
  });
});

describe('Dungeon Brawl: the board', () => {
  it('draws face-down markers as ?, whoever placed them, and revealed pits; a player in a pit as Au7', () => {
    const g = brawl([
      { team: 0, at: [3, 3], number: 7 },
      { team: 1, at: [6, 3], number: 2 },
    ]);
    const at = (x: number, y: number) => y * g.width + x;
    g.traps = [
      { sq: at(2, 5), owner: 0, kind: 'faceDown', marker: 'pit' },
      { sq: at(3, 5), owner: 1, kind: 'faceDown', marker: 'blank' },
      { sq: at(5, 5), owner: 1, kind: 'spikedPit' },
      { sq: at(3, 3), owner: 1, kind: 'pit' },
    ];
    const lines = renderBoard(g).split('\n');
    expect(lines[6]).toBe('  5### .  ?  ?  .  ^  .  .  .  .  .  .  .  .  .  .  .  .  * ###');
    expect(lines[4]).toMatch(/^ {2}3### \* {2}\. Au7 \. {2}\. B02 /);
    expect(lines).toContainEqual(expect.stringMatching(/^A {2}Team 0 .*, in a pit A07$/));
    expect(boardKey(g)).toContain('?  trap marker, face down (its kind hidden)');
    expect(boardKey(g)).toContain('Au7 A07 in a pit');
  });

  it('the team lines show the injury ladder: hurt, crippled, out (back through the entrance), dead', () => {
    const g = brawl([
      { team: 0, at: [3, 3], number: 1 },
      { team: 0, at: [4, 3], number: 2 },
      { team: 0, at: 'reserve', number: 3 },
      { team: 0, at: 'reserve', number: 4 },
    ]);
    g.players[0].injuries = 1;
    g.players[1].injuries = 2;
    g.players[2].status = 'ko';
    g.players[3].status = 'casualty';
    expect(renderBoard(g).split('\n')).toContain(
      "A  Team 0 (end zone A, 0 re-rolls): in the dungeon 2 (hurt A01; crippled A02), out A03 (back through the entrance at its coach's next turn), dead 1",
    );
  });
});

describe('Dungeon Brawl: watch --turn-limit 0', () => {
  it('prints at most --boards boards, then plays on unshown to the last board and the result', async () => {
    const r = await cli('watch', '--ruleset', 'dungeonbrawl', '--turn-limit', '0', '--boards', '3');
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      '--- 3 boards printed: the game is played on to its end unshown (--boards 0 prints them all)\n',
    );
    // Three boards, then the last one.
    expect(r.out.match(/^ {2}0#/gm)).toHaveLength(4);
    expect(r.out).toMatch(/=== The end of the game ===\n\n[\s\S]*\nresult after \d+ steps: /);
  });
});

describe('Dungeon Brawl: dungeon generate', () => {
  it('--style is one line of error for a central layout, which has no styles', async () => {
    expectOneLineError(
      await cli('dungeon', 'generate', '--ruleset', 'dungeonbrawl', '--style', 'halls', '--seed', '1'),
      /^dungeonbowl: --style halls: Dungeon Brawl dungeons have one layout, a central room with the end zones in corners \(no --style\)$/m,
    );
    const r = await cli('dungeon', 'generate', '--ruleset', 'dungeonbrawl', '--seed', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^generator: seed 1, size medium, style central, teams 4$/m);
  });
});

describe('simulate --bots', () => {
  it('an empty bot id is named by its place in the list', async () => {
    expectOneLineError(
      await cli('simulate', '--bots', ',', '--games', '1'),
      /^dungeonbowl: --bots ',' names no bot in place 1 of 2: give a bot id \(known: .*\)$/m,
    );
    expectOneLineError(
      await cli('simulate', '--ruleset', 'dungeonbrawl', '--bots', 'random,,random,random', '--games', '1'),
      /^dungeonbowl: --bots 'random,,random,random' names no bot in place 2 of 4: /m,
    );
  });
});

describe('dungeon validate: its summary and problems in good English', () => {
  it('"1 room of 10 x 10 squares or more", "1 holds an end zone"', async () => {
    const r = await cli('dungeon', 'validate', 'brawl-pit', '--ruleset', 'dungeonbrawl', '--teams', '8');
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain('1 room of 10 x 10 squares or more; 8 teams need 2');
    // The Brawl Pit with its end zone B made floor: one end zone left, in one tile.
    const file = join(tempDir(), 'one-zone.txt');
    writeFileSync(file, getBuiltinDungeon('brawl-pit')!.text.replace(/B/g, '.'));
    const ok = await cli('dungeon', 'validate', file, '--ruleset', 'dungeonbrawl');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/; 1 holds an end zone;/);
  });
});
