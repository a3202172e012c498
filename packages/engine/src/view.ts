/**
 * The copy of a game that a coach's view starts from (game.ts's `view` then removes what the
 * coach may not see). It is state.ts's `clone` with the players copied field by field: a bot is
 * shown a view at nearly every decision, and the players, whose optional fields (Take Root, a
 * casualty, injuries) come and go in any order, take so many shapes that copying them with an
 * object spread was the slowest part of a bot game (a fifth of a scripted game's time).
 */
import { clone, type Game, type Player } from './state.ts';

/**
 * Every field of a player: a field added to `Player` fails to compile here until `copyPlayer`
 * copies it too (the view test copies a player with every field set).
 */
export const PLAYER_FIELDS = {
  id: true,
  team: true,
  number: true,
  name: true,
  position: true,
  ma: true,
  st: true,
  ag: true,
  pa: true,
  av: true,
  skills: true,
  status: true,
  sq: true,
  lostTackleZone: true,
  activated: true,
  stunnedAtTurnStart: true,
  teleportsThisTurn: true,
  usedThisTurn: true,
  rooted: true,
  furious: true,
  casualty: true,
  casualtyBy: true,
  injuries: true,
  skillsLost: true,
} as const satisfies Record<keyof Player, true>;

/** An independent copy of a player: its lists copied, every other field a plain value. */
export function copyPlayer(p: Player): Player {
  const c: Player = {
    id: p.id,
    team: p.team,
    number: p.number,
    name: p.name,
    position: p.position,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    pa: p.pa,
    av: p.av,
    skills: p.skills.slice(),
    status: p.status,
    sq: p.sq,
    lostTackleZone: p.lostTackleZone,
    activated: p.activated,
    stunnedAtTurnStart: p.stunnedAtTurnStart,
    teleportsThisTurn: p.teleportsThisTurn,
    usedThisTurn: p.usedThisTurn.slice(),
  };
  // Optional fields: absent (or unset) ones stay absent, as JSON would have them.
  if (p.rooted !== undefined) c.rooted = p.rooted;
  if (p.furious !== undefined) c.furious = p.furious;
  if (p.casualty !== undefined) c.casualty = p.casualty;
  if (p.casualtyBy !== undefined) c.casualtyBy = p.casualtyBy;
  if (p.injuries !== undefined) c.injuries = p.injuries;
  if (p.skillsLost !== undefined) c.skillsLost = p.skillsLost;
  return c;
}

const NO_PLAYERS: Player[] = [];

/** An independent copy of a game for a view: `clone` for everything but the players. */
export function viewCopy(g: Game): Game {
  const v = clone({ ...g, players: NO_PLAYERS });
  v.players = g.players.map(copyPlayer);
  return v;
}
