/**
 * Fits the search bot's evaluation weights (packages/bots/src/search-eval-weights.ts): plays
 * scripted-against-scripted games on every built-in Dungeon Bowl 2021 dungeon (turn limit 16),
 * takes the position at the start of each team turn (where the search's look-ahead of one
 * opposing turn ends) with the features of the team to move, and fits one logistic regression of
 * that team's result (win 1, draw 0.5, loss 0) per phase of the game. Prints the log loss of the
 * weights in use and of the fitted ones on games left out of the fit, then the fitted rows.
 *
 *   npx tsx bench/fit-eval.ts [--games N] [--holdout F]
 *
 * Games (default 3,000, about a minute and a half on one core) are seeded 1..N, so a run repeats
 * exactly; the last F of them (default 0.2) are held out. The weights in use came from the default run.
 */
import { createGame, FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { playBots, scriptedBot } from '../packages/bots/src/index.ts';
import { features, phaseOf, squash, turnsLeft } from '../packages/bots/src/search-eval.ts';
import { FEATURES, PHASES, WEIGHTS } from '../packages/bots/src/search-eval-weights.ts';
import { dungeonBowlDungeons } from './dungeons.ts';

interface Sample {
  phase: number;
  x: number[];
  y: number;
}

function parseArgs(argv: string[]): { games: number; holdout: number } {
  const o = { games: 3000, holdout: 0.2 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--games') o.games = Number(argv[++i]);
    else if (argv[i] === '--holdout') o.holdout = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]} (use --games N, --holdout F)`);
  }
  if (!Number.isInteger(o.games) || o.games < 10)
    throw new Error('--games must be a whole number of at least 10');
  if (!(o.holdout > 0 && o.holdout < 1)) throw new Error('--holdout must be between 0 and 1');
  return o;
}

/** One game's samples: each team turn's start, seen by the team to move, labelled by its result. */
function gameSamples(dungeon: string, seed: number): Sample[] {
  const made = createGame(
    { dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit: 16 } },
  );
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  const taken: { team: number; phase: number; x: number[] }[] = [];
  let turn = -1;
  const bots = [scriptedBot(), scriptedBot()];
  const r = playBots(made.game, bots, {
    seed,
    fullInformation: true,
    onStep: (_events, g) => {
      if (g.result || g.turn.index < 0 || g.turn.number === turn) return;
      turn = g.turn.number;
      const team = g.turn.order[g.turn.index];
      taken.push({ team, phase: phaseOf(turnsLeft(g, team)), x: features(g, team) });
    },
  });
  const result = r.game.result;
  if (!result) return [];
  return taken.map((t) => ({
    phase: t.phase,
    x: t.x,
    y: result.winner === null ? 0.5 : result.winner === t.team ? 1 : 0,
  }));
}

function predict(w: readonly number[], x: number[]): number {
  let s = w[x.length];
  for (let i = 0; i < x.length; i++) s += w[i] * x[i];
  return squash(s);
}

function logLoss(rows: readonly (readonly number[])[], samples: Sample[]): number {
  let sum = 0;
  for (const s of samples) {
    const p = predict(rows[s.phase], s.x);
    sum -= s.y * Math.log(p) + (1 - s.y) * Math.log(1 - p);
  }
  return sum / Math.max(1, samples.length);
}

/** Logistic regression by Newton's method, with a little ridge so that rare features stay small. */
function fitPhase(samples: Sample[]): number[] {
  const k = FEATURES.length + 1;
  const w = new Array<number>(k).fill(0);
  const ridge = 1;
  for (let iter = 0; iter < 25; iter++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const s of samples) {
      const x = [...s.x, 1];
      let z = 0;
      for (let i = 0; i < k; i++) z += w[i] * x[i];
      const p = 1 / (1 + Math.exp(-z));
      for (let i = 0; i < k; i++) {
        grad[i] += (p - s.y) * x[i];
        for (let j = 0; j < k; j++) hess[i][j] += p * (1 - p) * x[i] * x[j];
      }
    }
    for (let i = 0; i < k - 1; i++) {
      grad[i] += ridge * w[i];
      hess[i][i] += ridge;
    }
    hess[k - 1][k - 1] += 1e-6;
    const step = solve(hess, grad);
    let size = 0;
    for (let i = 0; i < k; i++) {
      w[i] -= step[i];
      size = Math.max(size, Math.abs(step[i]));
    }
    if (size < 1e-6) break;
  }
  return w;
}

/** Solves a x = b by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c][c] === 0) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const dungeons = dungeonBowlDungeons();
  const split = Math.round(args.games * (1 - args.holdout));
  const train: Sample[] = [];
  const test: Sample[] = [];
  const start = performance.now();
  for (let seed = 1; seed <= args.games; seed++) {
    const samples = gameSamples(dungeons[seed % dungeons.length], seed);
    (seed <= split ? train : test).push(...samples);
  }
  const secs = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `${args.games} games on ${dungeons.length} dungeons in ${secs} s: ${train.length} positions to fit, ${test.length} held out`,
  );
  const rows: number[][] = [];
  for (let p = 0; p <= PHASES.length; p++) rows.push(fitPhase(train.filter((s) => s.phase === p)));
  console.log(
    `log loss on held-out games: weights in use ${logLoss(WEIGHTS, test).toFixed(4)}, fitted ${logLoss(rows, test).toFixed(4)}, a coin ${Math.log(2).toFixed(4)}`,
  );
  for (let p = 0; p <= PHASES.length; p++) {
    const n = test.filter((s) => s.phase === p);
    const label = p < PHASES.length ? `at most ${PHASES[p]} turns left` : 'more turns left';
    console.log(
      `  ${label.padEnd(22)} ${String(n.length).padStart(6)} positions: in use ${logLoss(WEIGHTS, n).toFixed(4)}, fitted ${logLoss(rows, n).toFixed(4)}`,
    );
  }
  console.log(`fitted rows (${FEATURES.join(', ')}, constant):`);
  for (const r of rows) console.log(`  [${r.map((v) => Number(v.toFixed(3))).join(', ')}],`);
}

try {
  main();
} catch (e) {
  console.error(`fit-eval: ${(e as Error).message}`);
  process.exit(1);
}
