/**
 * Dungeon Brawl squads ([000] Team Setup: "Each coach selects 4 players (max 1 Big Guy or Star
 * player)"): four players picked from a team file, for bots, simulations and quick games. A coach
 * who cares picks its own four (a team file of exactly four players plays as it is).
 */
import { getRoster } from '../data/rosters.ts';
import type { TeamFile } from './schema.ts';

/** Big Guys are a pool of the rosters; Star Players are positions whose id says so. */
export function isBigGuyOrStar(rosterId: string, positionId: string): boolean {
  const pos = getRoster(rosterId)?.positions.find((p) => p.id === positionId);
  return !!pos && (pos.pools.includes('bigGuys') || pos.id.startsWith('star'));
}

/** The team's first `size` players in its own order, with at most one Big Guy or Star Player. */
export function squadOf(team: TeamFile, size = 4): TeamFile {
  const players: TeamFile['players'] = [];
  let big = false;
  for (const p of team.players) {
    if (players.length >= size) break;
    const isBig = isBigGuyOrStar(team.roster, p.position);
    if (isBig && big) continue;
    big ||= isBig;
    players.push(p.skills ? { ...p, skills: [...p.skills] } : { ...p });
  }
  return { ...team, players };
}
