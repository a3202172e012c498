/** What a batch of simulated games adds up to, read from each finished game's state. */
import type { Game } from '@dungeonbowl/engine';
import { words } from './words.ts';

export interface GameStats {
  winner: number | null;
  reason: string;
  /** Team turns started in the game, all teams together. */
  turns: number;
  casualties: number;
  chestsOpened: number;
  steps: number;
  capped: boolean;
  /** Engine invariants broken during the game (0 unless the engine has a bug). */
  violations: number;
}

export function gameStats(game: Game, steps: number, capped: boolean, violations = 0): GameStats {
  return {
    winner: capped ? null : (game.result?.winner ?? null),
    reason: capped ? 'stepCap' : (game.result?.reason ?? 'unfinished'),
    turns: game.turn.number,
    casualties: game.players.filter((p) => p.status === 'casualty').length,
    chestsOpened: game.chests.filter((c) => c.open).length,
    steps,
    capped,
    violations,
  };
}

export interface SideSummary {
  team: string;
  wins: number;
  draws: number;
  losses: number;
  touchdowns: number;
}

export interface Summary {
  games: number;
  seed: number;
  turnLimit: number | null;
  dungeon: string;
  sides: SideSummary[];
  draws: number;
  /** How the games ended: touchdown, turnLimit, ..., stepCap. */
  endings: Record<string, number>;
  /** Mean team turns per game, all teams together (a 16-turn limit gives 32). */
  meanTurns: number;
  casualties: number;
  chestsOpened: number;
  /** Mean steps (applied actions) per game. */
  steps: number;
  totalSteps: number;
  /** Games stopped by the safety cap on steps instead of by the rules (should be 0). */
  capped: number;
  /** Engine invariants broken, over all games (null when not checked; should be 0). */
  invariantViolations: number | null;
}

const round = (x: number) => Math.round(x * 100) / 100;

export function summarize(
  teams: string[],
  stats: GameStats[],
  meta: { seed: number; turnLimit: number | null; dungeon: string; checked?: boolean },
): Summary {
  const n = stats.length;
  const draws = stats.filter((s) => s.winner === null).length;
  const sides = teams.map((team, ti) => {
    const wins = stats.filter((s) => s.winner === ti).length;
    const touchdowns = stats.filter((s) => s.winner === ti && s.reason === 'touchdown').length;
    return { team, wins, draws, losses: n - wins - draws, touchdowns };
  });
  const endings: Record<string, number> = {};
  for (const s of stats) endings[s.reason] = (endings[s.reason] ?? 0) + 1;
  const sum = (f: (s: GameStats) => number) => stats.reduce((a, s) => a + f(s), 0);
  const totalSteps = sum((s) => s.steps);
  return {
    games: n,
    ...meta,
    sides,
    draws,
    endings,
    meanTurns: n ? round(sum((s) => s.turns) / n) : 0,
    casualties: sum((s) => s.casualties),
    chestsOpened: sum((s) => s.chestsOpened),
    steps: n ? round(totalSteps / n) : 0,
    totalSteps,
    capped: stats.filter((s) => s.capped).length,
    invariantViolations: meta.checked === false ? null : sum((s) => s.violations),
  };
}

export function formatSummary(s: Summary, seconds: number): string {
  const per = (x: number) => (s.games ? round(x / s.games) : 0);
  const width = Math.max(...s.sides.map((side) => side.team.length));
  const lines = [
    `${s.games} games on ${s.dungeon}, seeds ${s.seed}..${s.seed + s.games - 1}, turn limit ${s.turnLimit ?? 'none'} (team turns each)`,
    '',
    ...s.sides.map(
      (side) =>
        `  ${side.team.padEnd(width)}  wins ${side.wins}  draws ${side.draws}  losses ${side.losses}  touchdowns ${side.touchdowns}`,
    ),
    '',
    `  draws            ${s.draws}`,
    `  endings          ${Object.entries(s.endings)
      .map(([k, v]) => `${words(k)}: ${v}`)
      .join(', ')}`,
    `  mean team turns  ${s.meanTurns} (all teams together)`,
    `  casualties       ${s.casualties} (${per(s.casualties)} a game)`,
    `  chests opened    ${s.chestsOpened} (${per(s.chestsOpened)} a game)`,
    `  mean steps       ${s.steps} (${s.totalSteps} in all, ${Math.round(s.totalSteps / Math.max(seconds, 1e-9))} a second)`,
    `  hit the step cap ${s.capped}`,
    `  invariants       ${s.invariantViolations === null ? 'not checked' : s.invariantViolations === 0 ? 'all held' : `${s.invariantViolations} broken`}`,
  ];
  return `${lines.join('\n')}\n`;
}
