/**
 * Dungeon Brawl ([000] Setup, Team Setup): who may play and where the teams start.
 * - "Each coach selects 4 players (max 1 Big Guy or Star player)": a team of any roster with
 *   exactly four players, at most one of them from the Big Guy pool or a Star Player.
 * - "Teams start in the central room; all 4 players adjacent, at least 2 squares from other
 *   teams". Readings (docs/rules-status-dungeonbrawl.md): the central room is the start room
 *   tiles (10 x 10 or more, no end zone, data/dungeons/construction.ts); "adjacent" is each player
 *   next to a team-mate already placed (a group, not necessarily a 2 x 2 block); "2 squares from"
 *   is counted as a range (squaresApart 2 or more: never next to a rival). A team hemmed in so
 *   that no square next to its first players is free may place the rest anywhere else allowed,
 *   and with nothing allowed left, anywhere free in the room: every player starts in the dungeon.
 */
import { chestAt, portalAt } from '../board.ts';
import type { Ctx } from '../core.ts';
import { squaresApart, startRoomTiles } from '../dungeon/analyse.ts';
import type { SetupError, TeamSetup } from '../setup.ts';
import { isOnPitch } from '../state.ts';
import { isBigGuyOrStar } from '../team/squad.ts';

/** Players a Dungeon Brawl team brings. */
export const BRAWL_SQUAD = 4;

/** What is wrong with one team for Dungeon Brawl: four players, one Big Guy or Star Player at most. */
export function squadProblems(team: TeamSetup, at: string): SetupError[] {
  const out: SetupError[] = [];
  const players = Array.isArray(team.players) ? team.players : [];
  if (players.length !== BRAWL_SQUAD) {
    out.push({
      code: 'SQUAD_SIZE',
      message: `a Dungeon Brawl team has ${BRAWL_SQUAD} players, not ${players.length}`,
      path: `${at}.players`,
    });
  }
  let big: string | null = null;
  players.forEach((ps, i) => {
    if (!isBigGuyOrStar(String(team.roster), String(ps?.position))) return;
    const name = typeof ps.name === 'string' && ps.name ? ps.name : `${ps.position} #${ps.number}`;
    if (big === null) {
      big = name;
      return;
    }
    out.push({
      code: 'SQUAD_BIG_GUYS',
      message: `${name} is a second Big Guy or Star Player (${big} is the first): a Dungeon Brawl team may have one`,
      path: `${at}.players[${i}].position`,
    });
  });
  return out;
}

/** The central room(s): the start room tiles of the construction rules (10 x 10 or more). */
export function centralTiles(ctx: Ctx): number[] {
  return startRoomTiles(ctx.d, ctx.rules.construction.startRooms?.side ?? 10);
}

/** The central room's floor: the start room tiles, without chests, teleporters or the entrance. */
function centralSquares(ctx: Ctx): number[] {
  const out: number[] = [];
  for (const t of centralTiles(ctx)) {
    for (const s of ctx.d.tiles[t].squares) {
      if (ctx.d.feature[s] !== null || chestAt(ctx.g, s) || portalAt(ctx.g, s) !== null) continue;
      out.push(s);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Where the next player of `team` may set up ([000] Team Setup, read as above). */
export function brawlDeploySquares(ctx: Ctx, team: number, deployed: number): number[] {
  const g = ctx.g;
  const ball = g.ball.state === 'ground' ? g.ball.sq : -1;
  const free = centralSquares(ctx).filter((s) => g.occ[s] < 0 && s !== ball);
  const rivals = g.players.filter((p) => p.team !== team && isOnPitch(p)).map((p) => p.sq);
  const own = g.players.filter((p) => p.team === team && isOnPitch(p)).map((p) => p.sq);
  const apart = free.filter((s) => rivals.every((r) => squaresApart(ctx.d, s, r) >= 2));
  if (deployed > 0 && own.length > 0) {
    const next = apart.filter((s) => own.some((o) => squaresApart(ctx.d, s, o) === 1));
    if (next.length > 0) return next;
  }
  return apart.length > 0 ? apart : free;
}
