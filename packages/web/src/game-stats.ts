/**
 * What the game-over screen counts from the log's events: the casualties each team caused and
 * suffered, the chests opened and what came out of them.
 */
import type { Game } from '@dungeonbowl/engine';
import type { LogLine } from './log.ts';
import { playerName, squareName } from './names.ts';

export interface ChestOpened {
  team: number;
  player: string;
  at: string;
  ball: boolean;
}

export interface GameStats {
  /** Per team: casualties it caused to another team's players. */
  caused: number[];
  /** Per team: casualties among its players, whoever or whatever caused them. */
  suffered: number[];
  chests: ChestOpened[];
}

/**
 * Counts a game's casualties and chests. A casualty is caused by the team the engine names on its
 * event (`by`: a block, a foul, a spell, a bomb); one of the dungeon (a hazard, a trap, a fall) by
 * no team, and one a team caused to its own player (Animal Savagery) counts only as suffered.
 */
export function gameStats(g: Game, lines: readonly LogLine[]): GameStats {
  const stats: GameStats = { caused: g.teams.map(() => 0), suffered: g.teams.map(() => 0), chests: [] };
  const teamOf = (p: number) => g.players[p]?.team;
  for (const { event: e } of lines) {
    if (e?.type === 'chest')
      stats.chests.push({
        team: teamOf(e.player),
        player: playerName(g, e.player),
        at: squareName(g, e.sq),
        ball: e.hadBall,
      });
    if (e?.type !== 'casualty') continue;
    const victim = teamOf(e.player);
    if (victim === undefined) continue;
    stats.suffered[victim]++;
    if (e.by !== undefined && e.by !== victim) stats.caused[e.by]++;
  }
  return stats;
}
