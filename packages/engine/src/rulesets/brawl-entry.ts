/**
 * [002] Reserves: from a team's second turn, at the start of its turn (before any player acts),
 * one player from the reserves onto an entrance square of its side ("one of the 'Endzone'
 * squares", the squares it set up on) or to a random teleporter (a D6), who then takes a Move,
 * Blitz, Pass or Foul at once (rules/turn.ts). With nobody in the reserves, the KO rush: each
 * Knocked-out player may try once a turn; on a 6 it arrives at a random teleporter and acts, on
 * 1-5 the coach may try another. Only one player enters per team per turn.
 */
import { type Action, enterPortalAction } from '../actions.ts';
import { type Ctx, emit, push, roll } from '../core.ts';
import { placePlayer } from '../rules/common.ts';
import { deploySquares } from '../rules/pregame.ts';
import { skillParam } from '../skills.ts';
import type { Game } from '../state.ts';
import type { EntryAction } from './types.ts';

function mayEnter(g: Game, team: number): boolean {
  // "Beginning with the player's second turn": of the set-up, as both teams "start again" after
  // a touchdown.
  const t = g.teams[team];
  if (g.turn.used.portalEntry || t.turnsTaken - (t.turnsAtDriveStart ?? 0) < 1) return false;
  // "This is done at the start of the coach's turn."
  return !g.players.some((p) => p.team === team && p.activated);
}

export function brawlEntryActions(ctx: Ctx, team: number): Action[] {
  const g = ctx.g;
  if (!mayEnter(g, team)) return [];
  const reserves = g.players.filter((p) => p.team === team && p.status === 'reserve');
  const out: Action[] = [];
  if (reserves.length > 0) {
    const squares = deploySquares(ctx, team);
    for (const p of reserves) {
      for (const sq of squares) out.push({ type: 'enterReserve', player: p.id, sq });
      if (g.portals.length > 0) out.push(enterPortalAction(p.id));
    }
    return out;
  }
  if (g.portals.length === 0) return out;
  const tried = g.turn.rushed ?? [];
  for (const p of g.players) {
    // A Secret Weapon back in the dugout is as good as sent off ([002] Bribes and secret weapons).
    const secret = skillParam(p, 'secretWeapon') !== null;
    if (p.team === team && p.status === 'ko' && !tried.includes(p.id) && !secret) {
      out.push({ type: 'koRush', player: p.id });
    }
  }
  return out;
}

/** Through a random teleporter: the D6 for the pad, and [002]'s arrival. */
function teleportIn(ctx: Ctx, pi: number): void {
  const g = ctx.g;
  g.turn.used.portalEntry = true;
  g.turn.entering = pi;
  push(g, { t: 'teleport', player: pi, from: null, moveCost: false, phase: 'roll', dest: -1 });
}

export function enterFromReserves(ctx: Ctx, a: EntryAction): void {
  const g = ctx.g;
  const p = g.players[a.player];
  if (a.type === 'enterReserve') {
    g.turn.used.portalEntry = true;
    g.turn.entering = p.id;
    p.status = 'standing';
    placePlayer(ctx, p, a.sq);
    emit(ctx, { type: 'move', player: p.id, from: -1, to: a.sq, kind: 'place' });
    return;
  }
  if (a.type === 'enterPortal') return teleportIn(ctx, p.id);
  g.turn.rushed = [...(g.turn.rushed ?? []), p.id];
  const r = roll(ctx, 6, 'KO rush: back on a 6', p.id);
  emit(ctx, { type: 'koRush', player: p.id, roll: r, back: r === 6 });
  if (r !== 6) return;
  // Out of the KO box and through a teleporter (teleport.ts stands a player from the reserves).
  p.status = 'reserve';
  teleportIn(ctx, p.id);
}
