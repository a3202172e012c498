import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Dungeon } from '../src/dungeon/map.ts';
import { FEATURES, parseDungeon, printDungeon } from '../src/index.ts';

function parsed(text: string): Dungeon {
  const r = parseDungeon(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const HAZARDS = `name: Hazards
trapdoor: lava

##############
#aA.u^tt~_..B#
#aA.rr..ss=_b#
#...rr..ss.@.#
##############
`;

const at = (d: Dungeon, x: number, y: number) => y * d.width + x;

describe('Map legend: hazards and special squares', () => {
  it('every special square parses and prints back exactly', () => {
    const d = parsed(HAZARDS);
    expect(printDungeon(d)).toBe(HAZARDS);
    expect(d.feature[at(d, 4, 1)]).toBe('pit');
    expect(d.feature[at(d, 5, 1)]).toBe('spikedPit');
    expect(d.feature[at(d, 6, 1)]).toBe('trapdoor');
    expect(d.feature[at(d, 8, 1)]).toBe('lava');
    expect(d.feature[at(d, 9, 1)]).toBe('chasm');
    expect(d.feature[at(d, 4, 2)]).toBe('rotating');
    expect(d.feature[at(d, 8, 2)]).toBe('stoneBall');
    expect(d.feature[at(d, 10, 2)]).toBe('leap');
    expect(d.feature[at(d, 11, 3)]).toBe('entrance');
    expect(d.feature[at(d, 3, 1)]).toBeNull();
  });

  it('lava and chasm are played as walls for now; pits, trapdoors and the markings are floor', () => {
    const d = parsed(HAZARDS);
    expect(d.wall[at(d, 8, 1)]).toBe(true);
    expect(d.wall[at(d, 9, 1)]).toBe(true);
    for (const [x, y] of [
      [4, 1],
      [5, 1],
      [6, 1],
      [4, 2],
      [8, 2],
      [10, 2],
      [11, 3],
    ])
      expect(d.wall[at(d, x, y)], `${x},${y}`).toBe(false);
    expect(d.tileOf[at(d, 4, 1)]).toBeGreaterThanOrEqual(0);
  });

  it('a lower-case letter is a scoring passage of the end zone with the capital letter', () => {
    const d = parsed(HAZARDS);
    expect(d.endZone[at(d, 1, 1)]).toBe(0);
    expect(d.passage[at(d, 1, 1)]).toBe(true);
    expect(d.passage[at(d, 2, 1)]).toBe(false);
    expect(d.endZone[at(d, 12, 2)]).toBe(1);
    expect(d.passage[at(d, 12, 2)]).toBe(true);
    expect(d.endZones).toEqual(['A', 'B']);
  });

  it('the trapdoor header key names what lies under the trapdoors, a pit by default', () => {
    expect(parsed(HAZARDS).trapdoorBelow).toBe('lava');
    expect(parsed('#####\n#AtB#\n#####\n').trapdoorBelow).toBe('pit');
    const r = parseDungeon('trapdoor: quicksand\n\n#####\n#AtB#\n#####\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ code: 'BAD_HEADER', line: 1, column: 11 });
  });

  it('the long-passes and leap-modifier header keys are read, and a bad value is refused where it is', () => {
    const d = parsed('long-passes: yes\nleap-modifier: -1\n\n#####\n#A.B#\n#####\n');
    expect(d.longPasses).toBe(true);
    expect(d.leapModifier).toBe(-1);
    expect(parsed('#####\n#A.B#\n#####\n')).toMatchObject({ longPasses: false, leapModifier: 0 });
    for (const [header, column] of [
      ['long-passes: maybe', 14],
      ['leap-modifier: -9', 16],
    ] as const) {
      const r = parseDungeon(`${header}\n\n#####\n#A.B#\n#####\n`);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]).toMatchObject({ code: 'BAD_HEADER', line: 1, column });
    }
  });

  it('the edge of the map is wall: lava or a chasm on the edge leaves it open', () => {
    const r = parseDungeon('#####\n#A.B#\n##~##\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual([expect.objectContaining({ code: 'OPEN_EDGE', line: 3, column: 3 })]);
  });

  it('docs/dungeon-map.md lists every special square of the legend', () => {
    const doc = readFileSync(new URL('../../../docs/dungeon-map.md', import.meta.url), 'utf8');
    for (const f of FEATURES)
      expect(doc, f.name).toContain(`| \`${f.char}\` | ${f.name[0].toUpperCase()}${f.name.slice(1)}`);
  });
});
