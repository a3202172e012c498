/**
 * `npm run perft`: the perft counts of every fixture (packages/engine/test/helpers/perft-fixtures.ts,
 * docs/perft.md) and how fast they were counted, in actions applied per second: a move-generation
 * speed figure through the public API (`legalActions`, `apply` on copies).
 *
 *   npm run perft -- [--deeper N] [--only TEXT] [--rounds R] [--table] [--divide] [--json]
 *
 * `--divide` prints the leaves below each first action instead (chess's "divide": where a count
 * changed, it shows which first action's subtree changed). `--deeper N` counts N plies beyond each fixture's depth (slow: each ply multiplies the work by
 * the branching factor); `--only TEXT` keeps the fixtures whose name holds TEXT; `--rounds R`
 * times R rounds after one warm-up round and reports the best (default 1); `--table` prints the
 * counts as the lines of perft.test.ts's EXPECTED table, to paste there when a rule has changed
 * on purpose; `--json` prints one JSON object. The machine's load is printed beside the figures.
 */
import { loadavg } from 'node:os';
import { type Game, legalActions, type PerftResult, perft } from '@dungeonbowl/engine';
import {
  FIXTURES,
  type Fixture,
  fixturePositions,
  shownCounts,
} from '../packages/engine/test/helpers/perft-fixtures.ts';
import { runMain } from './machine.ts';

interface Args {
  deeper: number;
  only: string;
  rounds: number;
  table: boolean;
  divide: boolean;
  json: boolean;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { deeper: 0, only: '', rounds: 1, table: false, divide: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--table') a.table = true;
    else if (k === '--json') a.json = true;
    else if (k === '--divide') a.divide = true;
    else if (k === '--deeper') a.deeper = Number(argv[++i]);
    else if (k === '--only') a.only = argv[++i] ?? '';
    else if (k === '--rounds') a.rounds = Number(argv[++i]);
    else
      throw new Error(
        `unknown argument ${k} (use --deeper N, --only TEXT, --rounds R, --table, --divide, --json)`,
      );
  }
  if (!Number.isInteger(a.deeper) || a.deeper < 0) throw new Error('--deeper is a whole number');
  if (!Number.isInteger(a.rounds) || a.rounds < 1) throw new Error('--rounds is a positive whole number');
  return a;
}

interface Row {
  name: string;
  depth: number;
  counts: PerftResult;
  /** The best round's time, in milliseconds. */
  ms: number;
}

function timed(g: Game, depth: number): { r: PerftResult; ms: number } {
  const t = process.hrtime.bigint();
  const r = perft(g, depth);
  return { r, ms: Number(process.hrtime.bigint() - t) / 1e6 };
}

function run(fixtures: readonly Fixture[], positions: Game[], args: Args): Row[] {
  const depths = fixtures.map((f) => f.depth + args.deeper);
  // One round untimed: the JIT compiles the engine before anything is measured.
  for (let i = 0; i < fixtures.length; i++) perft(positions[i], depths[i]);
  const rows: Row[] = [];
  for (let i = 0; i < fixtures.length; i++) {
    for (let round = 0; round < args.rounds; round++) {
      const { r, ms } = timed(positions[i], depths[i]);
      if (round === 0 || ms < rows[i].ms)
        rows[i] = { name: fixtures[i].name, depth: depths[i], counts: r, ms };
    }
  }
  return rows;
}

/** A name as the formatter writes it: single quotes unless it holds one. */
function quote(s: string): string {
  return s.includes("'") ? JSON.stringify(s) : `'${s}'`;
}

function tableLine(row: Row): string {
  const c = Object.entries(shownCounts(row.counts))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return `  ${quote(row.name)}: { ${c} },`;
}

/** Each fixture's leaves below each first action, as the lines of a test's expected divide. */
function printDivide(fixtures: readonly Fixture[], positions: Game[], deeper: number): void {
  fixtures.forEach((f, i) => {
    const r = perft(positions[i], f.depth + deeper, { divide: true });
    console.log(`${f.name} (depth ${r.depth}, ${r.leaves} leaves):`);
    for (const [key, c] of Object.entries(r.divide ?? {})) console.log(`  ${quote(key)}: ${c.leaves},`);
  });
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const fixtures = FIXTURES.filter((f) => f.name.includes(args.only));
  if (fixtures.length === 0) throw new Error(`no fixture's name holds ${JSON.stringify(args.only)}`);
  const positions = fixturePositions(fixtures);
  fixtures.forEach((f, i) => {
    const kind = legalActions(positions[i])?.kind;
    if (kind !== f.kind) throw new Error(`${f.name}: the position's decision is ${kind}, not ${f.kind}`);
  });
  if (args.divide) {
    printDivide(fixtures, positions, args.deeper);
    return;
  }
  const rows = run(fixtures, positions, args);
  const applied = rows.reduce((n, r) => n + r.counts.applied, 0);
  const ms = rows.reduce((n, r) => n + r.ms, 0);
  const load = loadavg().map((x) => Number(x.toFixed(2)));
  const perSecond = Math.round((applied / ms) * 1000);
  if (args.json) {
    const out = rows.map((r) => ({ name: r.name, ...shownCounts(r.counts), ms: Number(r.ms.toFixed(1)) }));
    console.log(JSON.stringify({ fixtures: out, applied, ms: Number(ms.toFixed(1)), perSecond, load }));
    return;
  }
  if (args.table) {
    for (const r of rows) console.log(tableLine(r));
    return;
  }
  for (const r of rows) {
    const c = Object.entries(shownCounts(r.counts))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    const rate = Math.round((r.counts.applied / r.ms) * 1000);
    console.log(`${r.name.padEnd(72)} ${c}; ${r.ms.toFixed(0)} ms, ${rate} /s`);
  }
  console.log(
    `all ${rows.length} fixtures: ${applied} actions applied in ${ms.toFixed(0)} ms, ${perSecond} a second`,
  );
  console.log(`load average (1, 5, 15 min): ${load.join(', ')}`);
}

await runMain('bench/perft.ts', main);
