import { type Dungeon, getBuiltinDungeon, parseDungeon } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { renderDungeonSvg, TEAM_COLOURS } from '../src/svg.ts';

function map(textOrId: string): Dungeon {
  const r = parseDungeon(getBuiltinDungeon(textOrId)?.text ?? textOrId);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** The legend's labels, in order. */
function legendOf(svg: string): string[] {
  const legend = svg
    .split('\n')
    .find(
      (l) => l.startsWith('<g transform="translate(0') && l.includes('dominant-baseline="central">wall<'),
    );
  return [
    ...(legend ?? '').matchAll(/font-size="[\d.]+" fill="#222222" dominant-baseline="central">([^<]+)</g),
  ].map((m) => m[1].replace(/&#39;/g, "'"));
}

describe('SVG pictures of dungeons', () => {
  it('walls as the background, a square drawn for every open square, a title, a closed svg element', () => {
    const d = map('great-hall');
    const svg = renderDungeonSvg(d, { cell: 10 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="340"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>The Great Hall</title>');
    const mapGroup = svg.split('\n').find((l) => l.startsWith('<g transform="translate(0 20)">'))!;
    expect(mapGroup).toContain('<rect width="340" height="250" fill="#3a3a3a"/>');
    const open = d.wall.filter((w) => !w).length;
    expect(mapGroup.match(/<rect x="\d+" y="\d+" width="10" height="10"/g)).toHaveLength(open);
  });

  it('end zones in the team colours, with their letter written on them', () => {
    const svg = renderDungeonSvg(map('great-hall'));
    expect(svg).toContain(`fill="${TEAM_COLOURS[0]}"`);
    expect(svg).toContain(`fill="${TEAM_COLOURS[1]}"`);
    expect(svg).toMatch(/dominant-baseline="central">A<\/text>/);
    expect(svg).toMatch(/dominant-baseline="central">B<\/text>/);
  });

  it('sixteen distinct team colours, starting with the Okabe-Ito palette', () => {
    expect(new Set(TEAM_COLOURS).size).toBe(16);
    expect(TEAM_COLOURS.slice(0, 3)).toEqual(['#e69f00', '#56b4e9', '#009e73']);
  });

  it('chests and numbered portals', () => {
    const svg = renderDungeonSvg(map('training-room'));
    expect(svg.match(/fill="#c8961e"/g)).toHaveLength(2 + 1);
    expect(svg).toMatch(/fill="#3f1d66"[^>]*>1<\/text>/);
    expect(svg).toMatch(/fill="#3f1d66"[^>]*>2<\/text>/);
  });

  it('the legend lists only what the picture uses', () => {
    expect(legendOf(renderDungeonSvg(map('great-hall')))).toEqual([
      'wall',
      'floor',
      'door',
      'end zone A',
      'end zone B',
    ]);
    expect(legendOf(renderDungeonSvg(map('brawl-castle')))).toEqual([
      'wall',
      'floor',
      'end zone A',
      'end zone B',
      'scoring passage',
      'chest',
      'portal',
      'trapdoor (over chasm)',
      'chasm',
      'leap line',
    ]);
    const hazards = legendOf(renderDungeonSvg(map('#########\n#Au^~r=@#\n#...~.sB#\n#########\n')));
    expect(hazards.slice(4)).toEqual([
      'open pit',
      'spiked pit',
      'lava',
      'rotating room',
      "stone ball's corridor",
      'leap line',
      'dungeon entrance',
    ]);
  });

  it('the name is escaped for XML', () => {
    const svg = renderDungeonSvg(map('name: Fish & <Chips>\n\n#####\n#A.B#\n#####\n'));
    expect(svg).toContain('<title>Fish &amp; &lt;Chips&gt;</title>');
  });
});
