/**
 * Portals ([004]): a player who steps on or is pushed into a portal rolls a D6 and is teleported
 * to the portal of that number. Rolling its own portal's number is a magical mishap (removed from
 * the game, no turnover; a carried ball scatters one square from the portal). Arriving on an
 * occupied portal sets off a chain reaction. A second teleport in one team turn means an injury
 * roll. Part of a Move, a teleport costs a square of MA. Players enter from the dugout this way.
 * Portal Navigator re-rolls a mishap (below); Portal Passer may then turn a Move into a Pass
 * (rules/portal-passer.ts).
 */
import { portalSquare } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { DieAbout } from '../dice.ts';
import type { TeleportFrame } from '../frames.ts';
import { rerollsPortal } from '../skills.ts';
import type { Player } from '../state.ts';
import { checkTouchdown, looseBall, placePlayer } from './common.ts';
import { enterSquare } from './enter.ts';
import { portalPasserFrame } from './portal-passer.ts';
import { activationOf } from './step.ts';

/**
 * One roll of the portal die, read as a portal's number: the face itself, except that a ruleset
 * numbering its portals from 0 reads the die's highest face as 0 ([000]: the D10's "10" is
 * teleporter 0). Shared by players and loose balls (rulesets/portals.ts).
 */
export function rollPortalNumber(ctx: Ctx, purpose: string, player?: number, about?: DieAbout): number {
  const die = ctx.g.options.portalDie;
  const face = roll(ctx, die, purpose, player, false, about);
  return ctx.rules.portalDieZero && face === die ? 0 : face;
}

/**
 * The number of a portal the dungeon has: with fewer portals than die faces (a small map), the
 * die is rolled again until it names one (each roll after the first says why, for table-top play).
 */
export function rollExistingPortal(ctx: Ctx, purpose: string, player?: number, first?: DieAbout): number {
  const g = ctx.g;
  const portals = g.portals.map((q) => q.number);
  let about = first;
  for (let i = 0; i < 50; i++) {
    const n = rollPortalNumber(ctx, purpose, player, about);
    if (portals.includes(n)) return n;
    about = { again: { why: 'noPortal', value: n, portals } };
  }
  return g.portals[0].number;
}

/** One roll for a destination portal's number (`again`: a skill's re-roll). */
function rollPortal(ctx: Ctx, p: Player, again?: string): number | null {
  return rollExistingPortal(
    ctx,
    'portal',
    p.id,
    again ? { again: { why: 'reroll', source: again } } : undefined,
  );
}

/**
 * The destination's number. Portal Navigator may re-roll the destination D6 (rules.md 3: "may
 * re-roll the D6 that picks the destination portal"). Which portal is better is the coach's
 * judgement, which the engine cannot make, but a mishap is always the worst result: so the
 * engine uses the skill automatically, and only, when the roll names the portal being left. The
 * re-roll stands, even if it is the same number (never a re-roll of a re-roll).
 */
function destination(ctx: Ctx, f: TeleportFrame, p: Player): number | null {
  if (ctx.g.portals.length === 0) return null;
  const n = rollPortal(ctx, p);
  if (f.from === null || n !== f.from || !rerollsPortal(p)) return n;
  emit(ctx, { type: 'skill', player: p.id, skill: 'portalNavigator', detail: 'avoids a mishap' });
  return rollPortal(ctx, p, 'portalNavigator');
}

register('teleport', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    pop(g);
    const n = destination(ctx, f, p);
    if (n === null) return;
    if (f.from !== null && n === f.from) return ctx.rules.mishap(ctx, p, f.from);
    const dest = portalSquare(g, n);
    const occupant = g.occ[dest];
    // A ball lying on the pad ([003] pads leave a loose ball where it is) is not picked up by a
    // player arriving against its will: it bounces, as for a player pushed into its square. A ball
    // already on its way (a bounce still to come, below this frame) goes on as it is.
    const ballHere = g.ball.state === 'ground' && g.ball.sq === dest && !g.stack.some((x) => x.t === 'ball');
    if (p.status === 'reserve') p.status = 'standing';
    placePlayer(ctx, p, dest);
    if (ballHere) looseBall(ctx, dest);
    p.teleportsThisTurn++;
    emit(ctx, { type: 'teleport', player: p.id, from: f.from, to: n, mishap: false });
    emit(ctx, { type: 'move', player: p.id, from: -1, to: dest, kind: 'teleport' });
    if (f.moveCost) {
      // "This costs them a square of their movement allowance": with none left, a rush square
      // ([004]), or nothing ([003]: "if they have any left").
      const act = activationOf(ctx, p.id);
      if (act && (ctx.rules.teleportCostsRush || act.moved < p.ma)) act.moved++;
    }
    // Portal Passer: asked once everything this teleport sets off is resolved (so pushed first).
    const passer = activationOf(ctx, p.id) ? portalPasserFrame(ctx, p.id) : null;
    if (passer) push(g, passer);
    if (occupant >= 0 && occupant !== p.id) {
      // Chain reaction: the player already there is teleported on from this portal.
      push(g, { t: 'teleport', player: occupant, from: n, moveCost: false, phase: 'roll', dest: -1 });
    }
    // [002]: nobody stays on a pad; the arrival is the ruleset's (a scatter off it).
    if (ctx.rules.teleportArrival) return ctx.rules.teleportArrival(ctx, p, dest, f.from);
    if (p.teleportsThisTurn > 1) return ctx.rules.repeatTeleport(ctx, p);
    // What the destination square does to an arriving player is the ruleset's (nothing on a pad
    // in [004] and [003]; [002] scatters the player off it).
    if (!enterSquare(ctx, p, 'teleport')?.beforeScoring) checkTouchdown(ctx, p);
  },
});
