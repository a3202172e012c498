import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_RULES, getBuiltinDungeon, validateDungeon } from '../src/index.ts';

/** The problems of a map as code@line:column, in file order. */
function problems(text: string, ruleset: string, teams?: number): string[] {
  return validateDungeon(text, ruleset, { teams }).problems.map((p) => `${p.code}@${p.line}:${p.column}`);
}

/**
 * A small map that meets every [004] construction rule: four corridors, three small rooms and a
 * large hall, 2-square doors centred on their joins, end zones at the two ends.
 */
const GOOD = `name: Good
rulesets: dungeonbowl2021

####################################
#AAAA+......+....+......+..........#
#AAAA+......+....+......+..........#
#AAAA########....########..........#
#AAAA########....########..........#
#############....########..........#
#############....########..........#
##############++#############++#####
##############..#############..#####
##############..#############..#####
##############..#############..#####
##############..#############..#####
##############++#############++#####
#############....##########......###
#############....##########......###
#############....+........+......###
#############....+........+......###
###########################......###
#############################++#####
#############################..#####
#############################..#####
#############################..#####
#############################..#####
#############################++#####
############################BBBB####
############################BBBB####
####################################
`;

/** Replaces the character at (x, y) of the grid (y counts grid rows from 0). */
function edit(text: string, changes: [number, number, string][]): string {
  const [head, grid] = text.split('\n\n');
  const rows = grid.split('\n');
  for (const [x, y, ch] of changes) rows[y] = rows[y].slice(0, x) + ch + rows[y].slice(x + 1);
  return `${head}\n\n${rows.join('\n')}`;
}

// The grid starts on line 4 of GOOD: square (x, y) is at line y + 4, column x + 1.

describe('Validator: a map that meets the rules', () => {
  it('has no problems, and a summary: size, rooms, corridors, walking distance between end zones', () => {
    const r = validateDungeon(GOOD, 'dungeonbowl2021');
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.summary).toMatchObject({
      width: 36,
      height: 27,
      // End zones count too: A is a small room, B a 4 x 2 corridor.
      corridors: 7,
      smallRooms: 4,
      largeRooms: 1,
      endZoneTiles: 2,
      doors: 12,
      endZones: ['A', 'B'],
    });
    expect(r.summary!.distances).toEqual([
      { from: 'A', to: 'B', distance: r.summary!.distances[0].distance },
    ]);
    expect(r.summary!.distances[0].distance).toBeGreaterThan(30);
  });

  it('an unknown ruleset is a problem, not an exception', () => {
    expect(problems(GOOD, 'calvinball')).toEqual(['UNKNOWN_RULESET@1:1']);
  });
});

describe('Validator: every problem has its line and column', () => {
  it('an unknown character, from the parser', () => {
    expect(problems(edit(GOOD, [[6, 1, '?']]), 'dungeonbowl2021')).toEqual(['UNKNOWN_CHAR@5:7']);
  });

  it('a floor region nobody can walk to', () => {
    const text = edit(GOOD, [
      [20, 20, '.'],
      [21, 20, '.'],
    ]);
    expect(problems(text, 'dungeonbowl2021')).toEqual(['UNREACHABLE@24:21']);
  });

  it('a door narrower than 2 squares', () => {
    expect(problems(edit(GOOD, [[5, 2, '#']]), 'dungeonbowl2021')).toEqual(['NARROW_DOOR@5:6']);
  });

  it('a door not centred on the join between its tiles ([004] "placed centrally")', () => {
    // Widening the corridor under the hall to 4 squares leaves its 2-square doors at one end.
    const wide: [number, number, string][] = [];
    for (let y = 8; y <= 11; y++) wide.push([31, y, '.'], [32, y, '.']);
    const text = edit(GOOD, wide);
    expect(problems(text, 'dungeonbowl2021')).toEqual(['DOOR_NOT_CENTRED@11:30', 'DOOR_NOT_CENTRED@16:30']);
    expect(problems(text, 'brawl2013')).not.toContain('DOOR_NOT_CENTRED@11:30');
  });

  it('two tiles that meet across a wall without a door', () => {
    const text = edit(GOOD, [
      [17, 9, '.'],
      [18, 9, '.'],
      [17, 10, '.'],
      [18, 10, '.'],
    ]);
    expect(problems(text, 'dungeonbowl2021')).toEqual(['NO_DOOR@13:17', 'UNREACHABLE@13:18']);
  });

  it('a fixed chest in an end-zone tile, or in a tile joined to one', () => {
    expect(problems(edit(GOOD, [[2, 2, '$']]), 'dungeonbowl2021')).toEqual(['CHEST_NEAR_END_ZONE@6:3']);
    expect(problems(edit(GOOD, [[8, 1, '$']]), 'dungeonbowl2021')).toEqual(['CHEST_NEAR_END_ZONE@5:9']);
  });

  it('two chests on one tile: the second is named', () => {
    const text = edit(GOOD, [
      [27, 2, '$'],
      [32, 5, '$'],
    ]);
    expect(problems(text, 'dungeonbowl2021')).toEqual(['CHESTS_SHARE_TILE@9:33']);
  });

  it('a portal within 2 squares of a chest', () => {
    const near = edit(GOOD, [
      [27, 2, '$'],
      [29, 4, '1'],
    ]);
    expect(problems(near, 'dungeonbowl2021')).toEqual(['PORTAL_NEAR_CHEST@8:30']);
    const apart = edit(GOOD, [
      [27, 2, '$'],
      [30, 5, '1'],
    ]);
    expect(problems(apart, 'dungeonbowl2021')).toEqual([]);
  });

  it('a missing end zone', () => {
    const text = GOOD.replace(/B/g, '.');
    expect(problems(text, 'dungeonbowl2021')).toEqual(['END_ZONES@4:1']);
    expect(validateDungeon(text, 'dungeonbowl2021').problems[0].message).toMatch(/end zone B missing/);
  });

  it('too few tiles of a kind for the ruleset', () => {
    // Opening three doors merges two corridors and a room into one tile.
    const text = edit(GOOD, [
      [12, 1, '.'],
      [12, 2, '.'],
      [17, 1, '.'],
      [17, 2, '.'],
      [14, 7, '.'],
      [15, 7, '.'],
    ]);
    const out = problems(text, 'dungeonbowl2021');
    expect(out.filter((p) => p === 'TOO_FEW_TILES@4:1')).toHaveLength(2);
    expect(validateDungeon(text, 'dungeonbowl2021').problems.map((p) => p.message)).toContain(
      '3 corridors outside the end zones; Dungeon Bowl 2021 needs 4',
    );
    expect(problems(text, 'classic')).toEqual([]);
  });

  it('every problem of a map is listed, in file order', () => {
    const text = edit(GOOD, [
      [2, 2, '$'],
      [5, 2, '#'],
      [3, 3, '1'],
    ]);
    expect(problems(text, 'dungeonbowl2021')).toEqual([
      'NARROW_DOOR@5:6',
      'CHEST_NEAR_END_ZONE@6:3',
      'PORTAL_NEAR_END_ZONE@7:4',
      'PORTAL_NEAR_CHEST@7:4',
    ]);
  });
});

describe('Validator: the other rulesets', () => {
  it('classic ([003]): chests 8 squares from any end zone and 4 from each other', () => {
    expect(problems(edit(GOOD, [[8, 1, '$']]), 'classic')).toEqual(['CHEST_NEAR_END_ZONE@5:9']);
    const close = edit(GOOD, [
      [27, 2, '$'],
      [29, 4, '$'],
    ]);
    expect(problems(close, 'classic')).toEqual(['CHESTS_TOO_CLOSE@8:30']);
  });

  it('brawl2013 ([002]): three 2x1 scoring passages a side, six chests and portals 1 to 6 on the map', () => {
    const out = problems(GOOD, 'brawl2013');
    expect(out).toEqual(['PASSAGES@4:1', 'PASSAGES@4:1', 'FIXED_CHESTS@4:1', 'FIXED_PORTALS@4:1']);
    expect(problems(edit(GOOD, [[0, 1, 'a']]), 'brawl2013')).toEqual(['OPEN_EDGE@5:1']);
    const long = edit(GOOD, [
      [1, 1, 'a'],
      [1, 2, 'a'],
      [1, 3, 'a'],
    ]);
    expect(problems(long, 'brawl2013')).toContain('PASSAGE_SHAPE@5:2');
  });

  it('brawl2013: a region reached only through a portal is allowed, as in Wormholes; not in Dungeon Bowl 2021', () => {
    const vault = edit(GOOD, [
      [33, 20, '.'],
      [34, 20, '.'],
      [33, 21, '3'],
      [34, 21, '.'],
      [28, 14, '1'],
    ]);
    expect(problems(vault, 'brawl2013')).not.toContain('UNREACHABLE@24:34');
    expect(problems(vault, 'dungeonbowl2021')).toContain('UNREACHABLE@24:34');
  });

  it('special squares: each ruleset names those it has; shapes are checked', () => {
    expect(problems(edit(GOOD, [[28, 14, '~']]), 'dungeonbowl2021')).toEqual(['NOT_IN_RULESET@18:29']);
    // Classic's pits are counters placed in the pre-game: a pit drawn on a classic map is refused.
    expect(problems(edit(GOOD, [[28, 14, 'u']]), 'classic')).toEqual(['NOT_IN_RULESET@18:29']);
    const rotating = edit(GOOD, [
      [28, 14, 'r'],
      [29, 14, 'r'],
      [28, 15, 'r'],
    ]);
    expect(problems(rotating, 'brawl2013')).toContain('ROTATING_ROOM@18:29');
    const ball = edit(GOOD, [
      [28, 14, 's'],
      [29, 14, 's'],
    ]);
    expect(problems(ball, 'brawl2013')).toContain('STONE_BALL@18:29');
    expect(problems(edit(GOOD, [[28, 14, '=']]), 'brawl2013')).toContain('LEAP_LINE@18:29');
  });

  it('dungeonbrawl ([000]): a start room of 10 x 10, an entrance off it, 1 or 2 end zones for any number of teams', () => {
    const out = problems(GOOD, 'dungeonbrawl');
    expect(out).toContain('START_ROOM@4:1');
    expect(out).toContain('ENTRANCE@4:1');
    // "End zones: 1-2 areas": the two of GOOD will do, whatever the number of teams.
    expect(out.filter((p) => p.startsWith('END_ZONES'))).toEqual([]);
    const pit = getBuiltinDungeon('brawl-pit')!.text;
    for (const teams of [4, 7]) expect(validateDungeon(pit, 'dungeonbrawl', { teams }).problems).toEqual([]);
    // Eight teams need a second start room; their end zones are the same two.
    expect(validateDungeon(pit, 'dungeonbrawl', { teams: 8 }).problems.map((p) => p.message)).toEqual([
      '1 room of 10 x 10 squares or more; 8 teams need 2',
    ]);
    for (const id of ['twin-pits', 'hourglass'])
      for (const teams of [8, 12, 16])
        expect(validateDungeon(getBuiltinDungeon(id)!.text, 'dungeonbrawl', { teams }).problems).toEqual([]);
  });

  it('dungeonbrawl: one end zone is enough, three are too many', () => {
    const pit = getBuiltinDungeon('brawl-pit')!.text;
    const one = pit.replace(/B/g, '.');
    expect(validateDungeon(one, 'dungeonbrawl', { teams: 7 }).problems).toEqual([]);
    const none = one.replace(/A/g, '.');
    expect(problems(none, 'dungeonbrawl')).toEqual(['END_ZONES@5:1']);
    // A third end zone: the south-west room's first row (its teleporter is then in an end zone's
    // room, which is refused too).
    const lines = pit.split('\n');
    const row = lines.findIndex((l) => l.startsWith('#.6'));
    lines[row] = lines[row].replace('#.6......', '#C6......');
    const found = problems(lines.join('\n'), 'dungeonbrawl');
    expect(found.filter((p) => p.startsWith('END_ZONES'))).toEqual([`END_ZONES@${row + 1}:2`]);
    expect(found.filter((p) => !p.startsWith('END_ZONES') && !p.startsWith('PORTAL_NEAR_END_ZONE'))).toEqual(
      [],
    );
  });

  it('dungeonbrawl: the start rooms hold the teams, about 4 x 4 squares of free floor each', () => {
    const pit = getBuiltinDungeon('brawl-pit')!.text;
    // 18 x 16 = 288 squares: room for 18 teams, were the rules to allow them in one room.
    expect(validateDungeon(pit, 'dungeonbrawl', { teams: 7 }).ok).toBe(true);
    // Pits over 156 squares of each 16 x 16 room leave 200 free squares: room for 12 teams, not 16.
    const twin = getBuiltinDungeon('twin-pits')!.text;
    const lines = twin.split('\n');
    const top = lines.findIndex((l) => l.startsWith('####################'));
    for (let y = 14; y <= 25; y++) {
      const l = lines[top + y];
      lines[top + y] = `${l.slice(0, 15)}${'u'.repeat(13)}${l.slice(28, 39)}${'u'.repeat(13)}${l.slice(52)}`;
    }
    const small = lines.join('\n');
    // (Pits drawn on a map are refused too: Dungeon Brawl's pits are the coaches' markers.)
    const codes = (teams: number) =>
      validateDungeon(small, 'dungeonbrawl', { teams })
        .problems.map((p) => p.message)
        .filter((m) => !m.includes('has no open pit squares'));
    expect(codes(12)).toEqual([]);
    expect(codes(16)).toEqual(['the start rooms have 200 free squares; 16 teams need 256 (16 a team)']);
  });

  it('teams beyond what a ruleset plays are refused with its limit, not as missing end zones', () => {
    const pit = getBuiltinDungeon('brawl-pit')!.text;
    const only = (teams: number, ruleset = 'dungeonbrawl') =>
      validateDungeon(pit, ruleset, { teams }).problems.map(
        (p) => `${p.code}@${p.line}:${p.column} ${p.message}`,
      );
    // It said "end zone A, B, ..., P missing: Dungeon Brawl needs 17".
    expect(only(17)).toEqual(['BAD_TEAMS@1:1 17 teams: Dungeon Brawl is played by at most 16']);
    expect(only(3)).toEqual(['BAD_TEAMS@1:1 3 teams: Dungeon Brawl is played by at least 4']);
    expect(only(4.5)).toEqual([
      'BAD_TEAMS@1:1 teams must be a whole number: Dungeon Brawl is played by 4 to 16',
    ]);
    expect(only(3, 'dungeonbowl2021')).toEqual([
      'BAD_TEAMS@1:1 3 teams: Dungeon Bowl 2021 is played by exactly 2',
    ]);
    expect(validateDungeon(pit, 'dungeonbrawl', { teams: 16 }).problems.map((p) => p.code)).toEqual([
      'START_ROOM',
    ]);
  });
});

describe('Validator: the construction rules are data', () => {
  it('one table entry per ruleset id, for the ids the library uses', () => {
    expect(CONSTRUCTION_RULES.map((r) => r.id)).toEqual([
      'dungeonbowl2021',
      'classic',
      'brawl2013',
      'dungeonbrawl',
      'practice',
    ]);
  });

  it('the validator and generator code never names a ruleset', () => {
    const dir = join(import.meta.dirname, '..', 'src', 'dungeon');
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const r of CONSTRUCTION_RULES) expect(text, `${f} names ${r.id}`).not.toContain(`'${r.id}'`);
    }
  });
});
