/**
 * The dungeon as SVG: 13 x 10 spaces, each explored chamber drawn from its kind and its open sides
 * and doors as placed (turned), the towers in the corners, the treasure chamber in the centre,
 * monster tokens left on the board, catacomb entrances, searched marks and the heroes' figures.
 * The spaces the decision's actions point at are shaded and clickable.
 */
import { MONSTERS } from '@dungeonbowl/dungeonquest';
import {
  type Content,
  DIRS,
  type Dir,
  type PlacedTile,
  type QuestGameView,
  type Sq,
  sqX,
  sqY,
  TREASURE,
} from '@dungeonbowl/dungeonquest/quest';
import { SEAT_COLOURS, type Target } from './model.ts';
import { placeName, sqName } from './quest-words.ts';

/** A space's side in SVG units; the margins hold the column letters and row numbers. */
const S = 60;
const M = 34;
const W = M + 13 * S;
const H = M + 10 * S;

const turn = (d: Dir, q: number): Dir => DIRS[(DIRS.indexOf(d) + q) % 4];

/** The sides (of the board) a chamber is drawn open on: its exits turned, secret doors, less closed. */
export function drawnSides(content: Content, at: Sq, p: PlacedTile): Dir[] {
  const def = content.tiles.find((t) => t.id === p.tile);
  let base: Dir[];
  if (def) base = def.exits.map((d) => turn(d, p.rot));
  else if (p.tile === 'treasure') base = [...DIRS];
  else base = [sqY(at) === 0 ? 'S' : 'N', sqX(at) === 0 ? 'E' : 'W'];
  return DIRS.filter((d) => (base.includes(d) || p.opened.includes(d)) && !p.closed.includes(d));
}

const FLOOR: Record<string, string> = {
  room: '#e3d4b2',
  corridor: '#d2c29c',
  door: '#e3d4b2',
  trap: '#e8c3ae',
  darkness: '#7a7468',
  tower: '#b9c3cc',
  treasure: '#f2d46b',
};

/** The corners of side `d` of the space at (x, y) in SVG units. */
function sideLine(x: number, y: number, d: Dir): [number, number, number, number] {
  switch (d) {
    case 'N':
      return [x, y, x + S, y];
    case 'S':
      return [x, y + S, x + S, y + S];
    case 'W':
      return [x, y, x, y + S];
    case 'E':
      return [x + S, y, x + S, y + S];
  }
}

function Walls({ x, y, open, doors }: { x: number; y: number; open: Dir[]; doors: Dir[] }) {
  return (
    <g class="q-walls">
      {DIRS.map((d) => {
        const [x1, y1, x2, y2] = sideLine(x, y, d);
        if (!open.includes(d)) return <line key={d} x1={x1} y1={y1} x2={x2} y2={y2} class="q-wall" />;
        // An open side: wall stubs at the corners, a door across the gap if it has one.
        const h = y1 === y2;
        const stub = S * 0.22;
        return (
          <g key={d}>
            <line x1={x1} y1={y1} x2={h ? x1 + stub : x1} y2={h ? y1 : y1 + stub} class="q-wall" />
            <line x1={h ? x2 - stub : x2} y1={h ? y2 : y2 - stub} x2={x2} y2={y2} class="q-wall" />
            {doors.includes(d) && (
              <rect
                class="q-door"
                x={h ? x1 + stub : x1 - 4}
                y={h ? y1 - 4 : y1 + stub}
                width={h ? S - 2 * stub : 8}
                height={h ? 8 : S - 2 * stub}
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

const GLYPH: Record<string, string> = {
  portcullis: '▦',
  bridge: '═',
  rotating: '↻',
  darkness: '☾',
  web: '✳',
  rubble: '∴',
  catacomb: '▼',
  trap: '!',
};

function Chamber(props: { content: Content; at: Sq; p: PlacedTile }) {
  const { content, at, p } = props;
  const x = M + sqX(at) * S;
  const y = M + sqY(at) * S;
  const def = content.tiles.find((t) => t.id === p.tile);
  const kind = def?.kind ?? p.tile;
  const open = drawnSides(content, at, p);
  const doors = (def?.doors ?? []).map((d) => turn(d, p.rot));
  const corridor = !def?.searchable && kind !== 'tower' && kind !== 'treasure';
  const floor = FLOOR[kind] ?? FLOOR.room;
  const c = S / 2;
  const glyph = def?.special === 'pit' ? null : (GLYPH[def?.special ?? kind] ?? null);
  return (
    <g
      data-testid={`quest-tile-${sqName(at)}`}
      data-tile={p.tile}
      data-rot={p.rot}
      data-open={open.join('')}
      data-searched={p.searched}
    >
      <title>
        {placeName(at)}:{' '}
        {def ? `${def.name} (${def.kind})` : p.tile === 'tower' ? 'a tower room' : 'treasure'}
        {p.searched > 0 ? `, searched ${p.searched}×` : ''}
      </title>
      <rect x={x} y={y} width={S} height={S} class="q-rock" />
      {corridor ? (
        <>
          <rect x={x + c - 11} y={y + c - 11} width={22} height={22} fill={floor} />
          {open.map((d) => {
            const [x1, y1, , y2] = sideLine(x, y, d);
            const h = y1 === y2;
            return h ? (
              <rect key={d} x={x + c - 11} y={Math.min(y1, y + c)} width={22} height={c} fill={floor} />
            ) : (
              <rect key={d} x={Math.min(x1, x + c)} y={y + c - 11} width={c} height={22} fill={floor} />
            );
          })}
        </>
      ) : (
        <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} fill={floor} />
      )}
      {def?.special === 'pit' && <circle cx={x + c} cy={y + c} r={13} class="q-pit" />}
      {def?.special === 'chasm' && def.halves && (
        <Crack x={x} y={y} half={def.halves[0].map((d) => turn(d, p.rot))} />
      )}
      {glyph && (
        <text x={x + c} y={y + c + 7} class="q-glyph" text-anchor="middle">
          {glyph}
        </text>
      )}
      <Walls x={x} y={y} open={open} doors={doors} />
      {p.entrance && (
        <text x={x + 8} y={y + S - 8} class="q-entrance" data-testid={`quest-entrance-${sqName(at)}`}>
          ▼
        </text>
      )}
      {p.searched > 0 && (
        <text x={x + S - 6} y={y + 18} class="q-searched" text-anchor="end">
          {'✓'.repeat(p.searched)}
        </text>
      )}
    </g>
  );
}

/** A chasm's crack: across the middle, between the half `half` and the other. */
function Crack({ x, y, half }: { x: number; y: number; half: Dir[] }) {
  const v: Record<Dir, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
  const mx = half.reduce((s, d) => s + v[d][0], 0);
  const my = half.reduce((s, d) => s + v[d][1], 0);
  const len = Math.hypot(mx, my) || 1;
  // The crack runs across the mean direction of the half.
  const px = -my / len;
  const py = mx / len;
  const c = S / 2;
  // Edge to edge of the space.
  const r = c / Math.max(Math.abs(px), Math.abs(py));
  return (
    <line class="q-crack" x1={x + c - px * r} y1={y + c - py * r} x2={x + c + px * r} y2={y + c + py * r} />
  );
}

function Treasure() {
  const x = M + sqX(TREASURE[0]) * S;
  const y = M + sqY(TREASURE[0]) * S;
  return (
    <g data-testid="quest-treasure-chamber">
      <rect x={x + 2} y={y + 2} width={S - 4} height={2 * S - 4} fill={FLOOR.treasure} class="q-treasure" />
      <text x={x + S / 2} y={y + S + 6} class="q-label" text-anchor="middle">
        Gold
      </text>
    </g>
  );
}

const MONSTER_SHORT: Record<string, string> = {
  skeleton: 'Sk',
  sorcerer: 'So',
  troll: 'Tr',
  golem: 'Go',
  demon: 'De',
};

export interface BoardProps {
  view: QuestGameView;
  content: Content;
  targets: Target[];
  onTarget?(t: Target): void;
  /** The hero whose turn it is (outlined). */
  active: number | null;
}

export function Board(p: BoardProps) {
  const { view } = p;
  return (
    <div class="q-board-wrap" data-testid="quest-board-wrap">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the decision's buttons list every action for keyboard users */}
      <svg
        onClick={(e) => {
          const i = (e.target as Element).closest('[data-target]')?.getAttribute('data-target');
          if (i != null) p.onTarget?.(p.targets[Number(i)]);
        }}
        class="q-board"
        viewBox={`0 0 ${W} ${H}`}
        data-testid="quest-board"
        data-explored={view.board.length}
        role="img"
        aria-label="The dungeon"
      >
        <Margins />
        <Spaces view={view} content={p.content} />
        <Treasure />
        {view.tokens.map((t) => (
          <Token key={t.mark} t={t} />
        ))}
        <Heroes view={view} active={p.active} />
        <Targets targets={p.targets} />
      </svg>
    </div>
  );
}

/** The column letters and row numbers, as the log names the spaces. */
function Margins() {
  return (
    <>
      {'ABCDEFGHIJKLM'.split('').map((l, i) => (
        <text key={l} x={M + i * S + S / 2} y={M - 7} class="q-axis" text-anchor="middle">
          {l}
        </text>
      ))}
      {Array.from({ length: 10 }, (_, i) => (
        <text key={i} x={M - 5} y={M + i * S + S / 2 + 6} class="q-axis" text-anchor="end">
          {i + 1}
        </text>
      ))}
    </>
  );
}

/** Every space: the chamber placed there, or the dark of an unexplored one. */
function Spaces({ view, content }: { view: QuestGameView; content: Content }) {
  const placed = new Map(view.board.map((b) => [b.at, b.chamber]));
  return (
    <>
      {Array.from({ length: 130 }, (_, at) => {
        const c = placed.get(at);
        if (!c)
          return (
            <rect
              key={at}
              x={M + sqX(at) * S}
              y={M + sqY(at) * S}
              width={S}
              height={S}
              class="q-unexplored"
            />
          );
        return c.tile === 'treasure' ? null : <Chamber key={at} content={content} at={at} p={c} />;
      })}
    </>
  );
}

/** A monster token left on the board: its kind, and its life only where the view shows it. */
function Token({ t }: { t: QuestGameView['tokens'][number] }) {
  return (
    <g data-testid={`quest-token-${t.mark}`} data-monster={t.monster} data-at={sqName(t.at)}>
      <title>
        A {MONSTERS[t.monster].name} left at {sqName(t.at)}
        {t.life !== null ? ` (life ${t.life})` : ''}
      </title>
      <rect
        x={M + sqX(t.at) * S + 6}
        y={M + sqY(t.at) * S + 6}
        width={26}
        height={22}
        rx={4}
        class="q-token"
      />
      <text x={M + sqX(t.at) * S + 19} y={M + sqY(t.at) * S + 23} class="q-token-text" text-anchor="middle">
        {MONSTER_SHORT[t.monster]}
      </text>
    </g>
  );
}

/** The spaces the decision's actions point at, shaded and clickable (index: `data-target`). */
function Targets({ targets }: { targets: BoardProps['targets'] }) {
  return (
    <>
      {targets.map((t, i) => (
        <rect
          data-target={i}
          key={`${t.at}-${JSON.stringify(t.action)}`}
          x={M + sqX(t.at) * S + 3}
          y={M + sqY(t.at) * S + 3}
          width={S - 6}
          height={S - 6}
          rx={5}
          class="q-target"
          data-testid={`quest-target-${sqName(t.at)}`}
        >
          <title>{placeName(t.at)}</title>
        </rect>
      ))}
    </>
  );
}

function Heroes({ view, active }: { view: QuestGameView; active: number | null }) {
  // Heroes sharing a space (the treasure chamber) stand side by side.
  const count = new Map<Sq, number>();
  return (
    <g>
      {view.heroes.map((h, i) => {
        const under = h.catacomb;
        const at = h.pos ?? under?.at ?? null;
        if (at === null || h.status !== 'inside') return null;
        const k = count.get(at) ?? 0;
        count.set(at, k + 1);
        const cx = M + sqX(at) * S + S / 2 + (k % 2 ? 14 : -6) + (under ? 8 : 0);
        const cy = M + sqY(at) * S + S / 2 + 8 + (k > 1 ? 12 : 0);
        return (
          <g
            key={i}
            data-testid={`quest-figure-${i}`}
            data-at={sqName(at)}
            data-under={under ? 'true' : undefined}
            class={`q-figure${active === i ? ' active' : ''}${under ? ' under' : ''}`}
          >
            <title>
              {h.name}
              {under ? ' (in the catacombs below)' : ''}
            </title>
            <circle cx={cx} cy={cy} r={13} fill={SEAT_COLOURS[i]} />
            <text x={cx} y={cy + 5} class="q-figure-text" text-anchor="middle">
              {h.hero.slice(0, 2).replace(/^./, (c) => c.toUpperCase())}
            </text>
          </g>
        );
      })}
    </g>
  );
}
