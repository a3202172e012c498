/**
 * Portals ([004]): a player who steps on or is pushed into a portal rolls a D6 and is teleported
 * to the portal of that number. Rolling its own portal's number is a magical mishap (removed from
 * the game, no turnover; a carried ball scatters one square from the portal). Arriving on an
 * occupied portal sets off a chain reaction. A second teleport in one team turn means an injury
 * roll. Part of a Move, a teleport costs a square of MA. Players enter from the dugout this way.
 */
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { TeleportFrame } from '../frames.ts';
import { activeTeam } from '../state.ts';
import { carriesBall, checkTouchdown, placePlayer, removeFromPitch, turnover } from './common.ts';
import { injuryRoll } from './injury.ts';
import { activationOf } from './step.ts';

function destination(ctx: Ctx, f: TeleportFrame): number | null {
  const g = ctx.g;
  if (g.portals.length === 0) return null;
  // With fewer portals than die faces (a small map), roll again until a portal is named.
  for (let i = 0; i < 50; i++) {
    const n = roll(ctx, g.options.portalDie, 'portal', f.player);
    if (g.portals.some((p) => p.number === n)) return n;
  }
  return g.portals[0].number;
}

register('teleport', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    pop(g);
    const n = destination(ctx, f);
    if (n === null) return;
    if (f.from !== null && n === f.from) {
      emit(ctx, { type: 'teleport', player: p.id, from: f.from, to: null, mishap: true });
      removeFromPitch(ctx, p, 'lost');
      return;
    }
    const dest = g.portals.find((q) => q.number === n)!.sq;
    const occupant = g.occ[dest];
    if (p.status === 'reserve') p.status = 'standing';
    placePlayer(ctx, p, dest);
    p.teleportsThisTurn++;
    emit(ctx, { type: 'teleport', player: p.id, from: f.from, to: n, mishap: false });
    emit(ctx, { type: 'move', player: p.id, from: -1, to: dest, kind: 'teleport' });
    if (f.moveCost) {
      const act = activationOf(ctx, p.id);
      if (act) act.moved++;
    }
    if (occupant >= 0 && occupant !== p.id) {
      // Chain reaction: the player already there is teleported on from this portal.
      push(g, { t: 'teleport', player: occupant, from: n, moveCost: false, phase: 'roll', dest: -1 });
    }
    if (p.teleportsThisTurn > 1) {
      const hadBall = carriesBall(ctx, p);
      injuryRoll(ctx, p);
      // An injured ball carrier of the active team loses the ball: treated as placed prone.
      if (hadBall && !carriesBall(ctx, p) && p.team === activeTeam(g)) {
        turnover(ctx, 'ball carrier hurt by a second teleport');
      }
      return;
    }
    checkTouchdown(ctx, p);
  },
});
