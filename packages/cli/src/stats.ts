/**
 * What a batch of simulated games adds up to, read from each finished game's state. Figures are
 * kept by side (a bot with its team, or a bot alone with --swap-teams), not by team index: sides
 * change seats from game to game.
 */
import { type Game, maxOf, printableLine } from '@dungeonbowl/engine';
import { words } from './words.ts';

export interface GameStats {
  /** The winning side; null for a draw. */
  winner: number | null;
  reason: string;
  /** Team turns started in the game, all teams together. */
  turns: number;
  /** The scorer's own team turns up to and including the one it scored in (null: no touchdown). */
  turnsToScore: number | null;
  casualties: number;
  /** Players of each side that ended the game as casualties. */
  casualtiesBySide: number[];
  /** [002]: of those, the dungeon's (chests, pits, trapdoors, lava, chasm): Badly Hurt, not recorded. */
  hazardCasualties: number;
  chestsOpened: number;
  /** Chests opened without the ball before the ball was found (null: never found). */
  chestsBeforeBall: number | null;
  steps: number;
  capped: boolean;
  /** Engine invariants broken during the game (0 unless the engine has a bug). */
  violations: number;
  /** Decisions each side's bot program forfeited (bad answers and timeouts). */
  forfeits: number[];
  /** Touchdowns each side scored (a match of several touchdowns may have many). */
  scoreBySide: number[];
  /** League points each side earned ([002] matches; null in a game without them). */
  pointsBySide: number[] | null;
  /** Players brought in from the reserves, and [002] KO rushes tried and succeeded. */
  entries: number;
  koRushes: number;
  koRushesBack: number;
}

export interface GameFacts {
  steps: number;
  capped: boolean;
  violations: number;
  chestsBeforeBall: number | null;
  /** The side playing each team index in this game. */
  sideOfTeam: number[];
  forfeits: number[];
  entries?: number;
  koRushes?: number;
  koRushesBack?: number;
}

/** A per-team figure by side. */
function bySide(perTeam: readonly number[], sideOfTeam: number[]): number[] {
  const out = sideOfTeam.map(() => 0);
  perTeam.forEach((x, t) => {
    out[sideOfTeam[t]] += x;
  });
  return out;
}

export function gameStats(game: Game, f: GameFacts): GameStats {
  const winnerTeam = f.capped ? null : (game.result?.winner ?? null);
  const touchdown = !f.capped && game.result?.reason === 'touchdown' && winnerTeam !== null;
  const active = game.turn.index >= 0 ? game.turn.order[game.turn.index] : -1;
  const casualtiesBySide = f.sideOfTeam.map(() => 0);
  for (const p of game.players) if (p.status === 'casualty') casualtiesBySide[f.sideOfTeam[p.team]]++;
  return {
    winner: winnerTeam === null ? null : f.sideOfTeam[winnerTeam],
    reason: f.capped ? 'stepCap' : (game.result?.reason ?? 'unfinished'),
    turns: game.turn.number,
    // turnsTaken counts finished team turns; a touchdown ends the game inside the scorer's turn.
    turnsToScore: touchdown ? game.teams[winnerTeam].turnsTaken + (active === winnerTeam ? 1 : 0) : null,
    casualties: casualtiesBySide.reduce((a, b) => a + b, 0),
    casualtiesBySide,
    hazardCasualties: game.players.filter((p) => p.status === 'casualty' && p.casualtyBy).length,
    chestsOpened: game.chests.filter((c) => c.open).length,
    chestsBeforeBall: f.chestsBeforeBall,
    steps: f.steps,
    capped: f.capped,
    violations: f.violations,
    forfeits: f.forfeits,
    scoreBySide: bySide(game.score, f.sideOfTeam),
    pointsBySide: !f.capped && game.result?.points ? bySide(game.result.points, f.sideOfTeam) : null,
    entries: f.entries ?? 0,
    koRushes: f.koRushes ?? 0,
    koRushesBack: f.koRushesBack ?? 0,
  };
}

export interface SideSummary {
  /** The bot's id, or the command of a bot program. */
  bot: string;
  team: string;
  wins: number;
  draws: number;
  losses: number;
  touchdowns: number;
  /** Share of the games won. */
  winRate: number;
  /** 95% Wilson score intervals for the shares of wins, draws and losses. */
  intervals: { wins: [number, number]; draws: [number, number]; losses: [number, number] };
  /** Mean of the side's own team turns to score, over its touchdowns (null: none). */
  meanTurnsToScore: number | null;
  /** The side's players that ended a game as casualties, all games together. */
  casualties: number;
  /** Decisions its bot program forfeited (0 for our own bots). */
  forfeits: number;
  /** Touchdowns the side scored, all games together. */
  scored: number;
  /** League points the side earned, all games together (null: no game gave points). */
  points: number | null;
}

export interface Summary {
  games: number;
  seed: number;
  turnLimit: number | null;
  dungeon: string;
  ruleset: string;
  sides: SideSummary[];
  draws: number;
  /** How the games ended: touchdown, turnLimit, ..., stepCap. */
  endings: Record<string, number>;
  /** Mean team turns per game, all teams together (a 16-turn limit gives 32). */
  meanTurns: number;
  /** Mean team turns the scorer played to score, over the games won by a touchdown. */
  meanTurnsToScore: number | null;
  casualties: number;
  /** [002]: casualties of the dungeon's hazards (Badly Hurt, not recorded on the match sheet). */
  hazardCasualties: number;
  chestsOpened: number;
  /** Games in which the ball came out of its chest. */
  ballFound: number;
  /** Mean chests opened without the ball before it was found, over those games. */
  meanChestsBeforeBall: number | null;
  /** Mean steps (applied actions) per game. */
  steps: number;
  totalSteps: number;
  /** Games stopped by the safety cap on steps instead of by the rules (should be 0). */
  capped: number;
  /** Touchdowns scored, all sides and games together. */
  touchdowns: number;
  /** Final scores, side 1's first ("2-1"), with how many games ended so, most frequent first. */
  scores: [string, number][];
  entries: number;
  koRushes: number;
  koRushesBack: number;
  /** Engine invariants broken, over all games (null when not checked; should be 0). */
  invariantViolations: number | null;
  /** Present when Ctrl-C stopped the run: the games asked for (`games` is those finished). */
  interrupted?: { planned: number };
  /** Whole teams cut to their squads ([000]): which players play, a line each. */
  squads?: string[];
  /** false where the games have no reserves ([000] squads start in the dungeon): no line for them. */
  reserves?: false;
}

const round = (x: number, places = 2) => Math.round(x * 10 ** places) / 10 ** places;

/** The 95% Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [round(Math.max(0, centre - half), 4), round(Math.min(1, centre + half), 4)];
}

function mean(xs: number[]): number | null {
  return xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null;
}

export interface SideInfo {
  bot: string;
  team: string;
}

function sideSummary(side: SideInfo, si: number, stats: GameStats[]): SideSummary {
  const n = stats.length;
  const wins = stats.filter((s) => s.winner === si);
  const draws = stats.filter((s) => s.winner === null).length;
  const losses = n - wins.length - draws;
  const scored = wins.filter((s) => s.reason === 'touchdown');
  return {
    ...side,
    wins: wins.length,
    draws,
    losses,
    touchdowns: scored.length,
    winRate: n ? round(wins.length / n, 4) : 0,
    intervals: { wins: wilson(wins.length, n), draws: wilson(draws, n), losses: wilson(losses, n) },
    meanTurnsToScore: mean(scored.map((s) => s.turnsToScore ?? 0)),
    casualties: stats.reduce((a, s) => a + (s.casualtiesBySide[si] ?? 0), 0),
    forfeits: stats.reduce((a, s) => a + (s.forfeits[si] ?? 0), 0),
    scored: stats.reduce((a, s) => a + (s.scoreBySide[si] ?? 0), 0),
    points: stats.some((s) => s.pointsBySide)
      ? stats.reduce((a, s) => a + (s.pointsBySide?.[si] ?? 0), 0)
      : null,
  };
}

/** How many games ended with each score, most frequent first (ties: higher totals first). */
function scoreCounts(stats: GameStats[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of stats) {
    const k = s.scoreBySide.join('-');
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function summarize(
  sides: SideInfo[],
  stats: GameStats[],
  meta: { seed: number; turnLimit: number | null; dungeon: string; ruleset: string; checked?: boolean },
): Summary {
  const n = stats.length;
  const { checked, ...shown } = meta;
  const endings: Record<string, number> = {};
  for (const s of stats) endings[s.reason] = (endings[s.reason] ?? 0) + 1;
  const sum = (f: (s: GameStats) => number) => stats.reduce((a, s) => a + f(s), 0);
  const totalSteps = sum((s) => s.steps);
  const found = stats.filter((s) => s.chestsBeforeBall !== null);
  return {
    games: n,
    ...shown,
    sides: sides.map((side, si) => sideSummary(side, si, stats)),
    draws: stats.filter((s) => s.winner === null).length,
    endings,
    meanTurns: n ? round(sum((s) => s.turns) / n) : 0,
    meanTurnsToScore: mean(stats.filter((s) => s.turnsToScore !== null).map((s) => s.turnsToScore ?? 0)),
    casualties: sum((s) => s.casualties),
    hazardCasualties: sum((s) => s.hazardCasualties),
    chestsOpened: sum((s) => s.chestsOpened),
    ballFound: found.length,
    meanChestsBeforeBall: mean(found.map((s) => s.chestsBeforeBall ?? 0)),
    steps: n ? round(totalSteps / n) : 0,
    totalSteps,
    capped: stats.filter((s) => s.capped).length,
    touchdowns: sum((s) => s.scoreBySide.reduce((a, b) => a + b, 0)),
    scores: scoreCounts(stats),
    entries: sum((s) => s.entries),
    koRushes: sum((s) => s.koRushes),
    koRushesBack: sum((s) => s.koRushesBack),
    invariantViolations: checked === false ? null : sum((s) => s.violations),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The per-side table: one row per side, columns padded to line up. */
function sideTable(s: Summary): string[] {
  // League points only where the games gave them ([002] matches).
  const points = s.sides.some((side) => side.points !== null);
  const head = [
    'side',
    'bot',
    'team',
    'wins',
    '95% interval',
    'draws',
    'losses',
    'TDs',
    ...(points ? ['points'] : []),
    'turns to TD',
    'cas lost',
  ];
  const rows = s.sides.map((side, i) => [
    String(i + 1),
    printableLine(side.bot),
    printableLine(side.team),
    `${side.wins} (${pct(side.winRate)})`,
    `${pct(side.intervals.wins[0])}-${pct(side.intervals.wins[1])}`,
    String(side.draws),
    String(side.losses),
    String(side.scored),
    ...(points ? [String(side.points ?? 0)] : []),
    side.meanTurnsToScore === null ? '-' : String(side.meanTurnsToScore),
    String(side.casualties),
    ...(side.forfeits ? [`forfeits ${side.forfeits}`] : []),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, maxOf(rows.map((r) => r[c].length))));
  const line = (r: string[]) =>
    `  ${r.map((x, c) => (c < head.length ? x.padEnd(widths[c]) : x)).join('  ')}`.trimEnd();
  return [line(head), ...rows.map(line)];
}

function gamesPlayed(s: Summary): string {
  // Several workers finish games out of order: a stopped run's seeds need not be one range.
  const where = `on ${printableLine(s.dungeon)} (${s.ruleset})`;
  if (s.interrupted)
    return `${s.games} of ${s.interrupted.planned} games (interrupted) ${where}, seeds from ${s.seed}`;
  const games = `${s.games} game${s.games === 1 ? '' : 's'}`;
  return `${games} ${where}, seeds ${s.seed}..${s.seed + s.games - 1}`;
}

export function formatSummary(s: Summary, seconds: number): string {
  const per = (x: number) => (s.games ? round(x / s.games) : 0);
  const rate = (x: number) => Math.round(x / Math.max(seconds, 1e-9));
  const lines = [
    `${gamesPlayed(s)}, ${s.turnLimit === null ? 'no turn limit' : `turn limit ${s.turnLimit} (team turns each)`}`,
    '',
    ...sideTable(s),
    ...(s.squads ?? []).map((l) => `  ${l}`),
    '',
    `  draws            ${s.draws}`,
    `  endings          ${Object.entries(s.endings)
      .map(([k, v]) => `${words(k)}: ${v}`)
      .join(', ')}`,
    `  mean team turns  ${s.meanTurns} (all teams together)`,
    `  turns to score   ${s.meanTurnsToScore ?? '-'} (the scorer's own team turns, over ${s.endings.touchdown ?? 0} game${s.endings.touchdown === 1 ? '' : 's'} won by a touchdown)`,
    `  touchdowns       ${s.touchdowns} (${per(s.touchdowns)} a game)`,
    `  scores           ${s.scores
      .slice(0, 6)
      .map(([k, v]) => `${k} ×${v}`)
      .join(', ')}${s.scores.length > 6 ? ', ...' : ''} (side 1's first)`,
    ...(s.reserves === false ? [] : [`  from reserves    ${s.entries} players (${per(s.entries)} a game)`]),
    ...(s.koRushes > 0 ? [`  KO rushes        ${s.koRushes} tried, ${s.koRushesBack} back`] : []),
    `  casualties       ${s.casualties} (${per(s.casualties)} a game)${s.hazardCasualties ? `, ${s.hazardCasualties} by the dungeon (not recorded)` : ''}`,
    `  chests opened    ${s.chestsOpened} (${per(s.chestsOpened)} a game)`,
    `  ball found       in ${s.ballFound} game${s.ballFound === 1 ? '' : 's'}, after ${s.meanChestsBeforeBall ?? '-'} empty chests on average`,
    `  mean steps       ${s.steps} (${s.totalSteps} in all, ${rate(s.totalSteps)} a second)`,
    `  games a second   ${round(s.games / Math.max(seconds, 1e-9))} (${round(seconds)} s in all)`,
    `  hit the step cap ${s.capped}`,
    `  invariants       ${s.invariantViolations === null ? 'not checked' : s.invariantViolations === 0 ? 'all held' : `${s.invariantViolations} broken`}`,
  ];
  return `${lines.join('\n')}\n`;
}
