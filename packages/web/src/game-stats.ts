/**
 * What the game-over screen counts from the log's events: the casualties each team caused and
 * suffered, the chests opened and what came out of them.
 */
import type { Game, GameEvent } from '@dungeonbowl/engine';
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
 * Counts a game's casualties and chests. A casualty in a block is caused by the other side of
 * the block (a Both Down hurts the attacker too); any other, in a turn of another team than the
 * victim's, by the team whose turn it is (a foul, a spell, a bomb); one of the dungeon (a
 * hazard, a fall, a chest's blast in the player's own turn) by no team.
 */
export function gameStats(g: Game, lines: readonly LogLine[]): GameStats {
  const stats: GameStats = { caused: g.teams.map(() => 0), suffered: g.teams.map(() => 0), chests: [] };
  let active: number | undefined;
  let block: { attacker: number; defender: number } | null = null;
  const teamOf = (p: number) => g.players[p]?.team;
  for (const { event: e } of lines) {
    if (!e) continue;
    if (e.type === 'turnStart') active = e.team;
    // A block's casualties come straight after its dice; a test between (a dodge) starts afresh.
    if (e.type === 'turnStart' || e.type === 'activate' || e.type === 'test') block = null;
    if (e.type === 'blockDice') block = { attacker: e.attacker, defender: e.defender };
    if (e.type === 'chest')
      stats.chests.push({
        team: teamOf(e.player),
        player: playerName(g, e.player),
        at: squareName(g, e.sq),
        ball: e.hadBall,
      });
    if (e.type !== 'casualty') continue;
    const victim = teamOf(e.player);
    if (victim === undefined) continue;
    stats.suffered[victim]++;
    const by = causer(e, victim, active, block, teamOf);
    if (by !== undefined && by !== victim) stats.caused[by]++;
  }
  return stats;
}

function causer(
  e: Extract<GameEvent, { type: 'casualty' }>,
  victim: number,
  active: number | undefined,
  block: { attacker: number; defender: number } | null,
  teamOf: (p: number) => number,
): number | undefined {
  if (e.hazard) return undefined;
  if (block && e.player === block.attacker) return teamOf(block.defender);
  if (block && e.player === block.defender) return teamOf(block.attacker);
  return active !== victim ? active : undefined;
}
