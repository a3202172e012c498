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
import type { Ctx } from '../core.ts';
import { markWithin, startRoomTiles } from '../dungeon/analyse.ts';
import type { Dungeon } from '../dungeon/map.ts';
import { perDungeonAnd } from '../dungeon/memo.ts';
import type { SetupError, TeamSetup } from '../setup.ts';
import { isOnPitch } from '../state.ts';
import { isBigGuyOrStar } from '../team/squad.ts';

/** The value when it is a string, else '' (names no roster or position). */
function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

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
    // Only text: a set-up read from JSON may hold an object whose toString is no function.
    if (!isBigGuyOrStar(text(team.roster), text(ps?.position))) return;
    const number = typeof ps.number === 'number' ? ps.number : '?';
    const name = typeof ps.name === 'string' && ps.name ? ps.name : `${text(ps.position)} #${number}`;
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

/**
 * The side of a start room under the ruleset's construction rules: the central room(s) are the
 * start room tiles (10 x 10 or more).
 */
export function startSide(ctx: Ctx): number {
  return ctx.rules.construction.startRooms?.side ?? 10;
}

/** The start room tiles' floor without the map's special squares, in square order: one list per map. */
const centralFloor = perDungeonAnd((d: Dungeon, side: number): readonly number[] => {
  const out: number[] = [];
  for (const t of startRoomTiles(d, side)) {
    for (const s of d.tiles[t].squares) if (d.feature[s] === null) out.push(s);
  }
  return Object.freeze(out.sort((a, b) => a - b));
});

/**
 * Bits per square for brawlDeploySquares: a chest, teleporter or the ball on it; closer than 2
 * squares to a rival; next to a team-mate.
 */
const TAKEN = 1;
const NEAR_RIVAL = 2;
const NEAR_OWN = 4;

/** Where the next player of `team` may set up ([000] Team Setup, read as above). */
export function brawlDeploySquares(ctx: Ctx, team: number, deployed: number): number[] {
  const g = ctx.g;
  const marks = new Uint8Array(g.occ.length);
  for (const c of g.chests) if (!c.open) marks[c.sq] |= TAKEN;
  for (const p of g.portals) marks[p.sq] |= TAKEN;
  if (g.ball.state === 'ground') marks[g.ball.sq] |= TAKEN;
  // The central room's floor, free: the start room tiles without chests, teleporters, the
  // entrance, a player or the ball.
  const free = centralFloor(ctx.d, startSide(ctx)).filter((s) => (marks[s] & TAKEN) === 0 && g.occ[s] < 0);
  // A free square is never a player's own, so "next to a team-mate" is squaresApart 1.
  let own = 0;
  for (const p of g.players) {
    if (!isOnPitch(p)) continue;
    if (p.team !== team) markWithin(ctx.d, marks, p.sq, 1, NEAR_RIVAL);
    else {
      markWithin(ctx.d, marks, p.sq, 1, NEAR_OWN);
      own++;
    }
  }
  const apart = free.filter((s) => (marks[s] & NEAR_RIVAL) === 0);
  if (deployed > 0 && own > 0) {
    const next = apart.filter((s) => (marks[s] & NEAR_OWN) !== 0);
    if (next.length > 0) return next;
  }
  return apart.length > 0 ? apart : free;
}
