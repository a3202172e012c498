/**
 * Portals (teleport pads) as a square feature, shared by the rulesets that put the player on the
 * destination pad ([004], [003]): stepping, jumping, falling, being pushed, following up, being
 * thrown or shadowing onto one sets off a teleport (rules/teleport.ts); arriving by teleport never
 * does (a player already there is teleported on instead). A loose ball landing on a portal goes to
 * the portal a die names.
 */
import { portalAt } from '../board.ts';
import { type Ctx, emit } from '../core.ts';
import { carriesBall, turnover } from '../rules/common.ts';
import { injuryRoll } from '../rules/injury.ts';
import { rollExistingPortal } from '../rules/teleport.ts';
import { activeTeam, type Player } from '../state.ts';
import type { Entry, SquareFeature } from './types.ts';

/** The portal a loose ball teleports to (a die for the number; missing numbers are re-rolled). */
export function ballDestination(ctx: Ctx): number {
  const n = rollExistingPortal(ctx, 'ball teleport');
  return ctx.g.portals.find((p) => p.number === n)!.sq;
}

/**
 * Portals as a square feature. `triggers`: the ways into the square that set off a teleport
 * ([004]: every way but a teleport's own arrival; [003]: a player "moving onto" a pad). `ball`: a
 * loose ball landing on one teleports too ([004]; [003] says nothing of it).
 */
export function portalFeature(o: {
  triggers: readonly Entry[];
  ball: boolean;
  /** Does a teleport in a Move cost a square of movement? (default true; [002]: "does not cost any") */
  moveCost?: boolean;
}): SquareFeature {
  return {
    id: 'portal',
    playerEnters(ctx, p, sq, how) {
      if (!o.triggers.includes(how)) return null;
      const from = portalAt(ctx.g, sq);
      if (from === null) return null;
      // Part of a Move (a step or a jump), the teleport costs a square of movement.
      const moveCost = o.moveCost !== false && (how === 'step' || how === 'jump');
      return { t: 'teleport', player: p.id, from, moveCost, phase: 'roll', dest: -1 };
    },
    ballLands(ctx, sq) {
      if (!o.ball || portalAt(ctx.g, sq) === null) return null;
      // Never a chain reaction or a mishap for the ball ([004] Portals).
      const to = ballDestination(ctx);
      emit(ctx, { type: 'ball', what: 'teleport', sq: to });
      return to;
    },
  };
}

/** A player teleported more than once in a team turn suffers an injury roll (no armour roll). */
export function injuredBySecondTeleport(ctx: Ctx, p: Player): void {
  const hadBall = carriesBall(ctx, p);
  injuryRoll(ctx, p);
  // An injured ball carrier of the active team loses the ball: treated as placed prone.
  if (hadBall && !carriesBall(ctx, p) && p.team === activeTeam(ctx.g)) {
    turnover(ctx, 'ball carrier hurt by a second teleport');
  }
}
