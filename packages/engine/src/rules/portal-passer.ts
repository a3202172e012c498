/**
 * Portal Passer (Dungeon Bowl 2021, rules.md 3.1): during its activation, when this player
 * teleports through a portal, it may declare a Pass action once the destination portal is known,
 * even though it did not declare one when it was activated.
 *
 * Readings chosen here:
 * - Only a Move action can become a Pass (a Blitz, Foul or Hand-off has its own once-per-turn
 *   act; the brief: "a player who teleports during a Move may switch to a Pass").
 * - The team's Pass must still be unused, and so must its Throw Team-mate (a team may not do
 *   both); declaring it uses the Pass for the team turn, as any declaration does.
 * - The coach is asked once the teleport is over (after a chain reaction it set off, or the
 *   injury roll of a second teleport), and only while the player still stands. The player need
 *   not hold the ball yet: a Pass action may pick it up on the way, as usual.
 * - From then on the activation is a Pass action: the player may go on moving (its MA counts
 *   what it already used), then pass or throw at a wall. My Ball players are never asked.
 */
import { type Ctx, emit, pop, register } from '../core.ts';
import type { PortalPasserFrame } from '../frames.ts';
import { isPortalPasser, keepsBall } from '../skills.ts';
import { isBlinded } from './spells/effects.ts';
import { activationOf } from './step.ts';

/** May this player's Move become a Pass now? */
function mayDeclare(ctx: Ctx, player: number): boolean {
  const g = ctx.g;
  const p = g.players[player];
  const act = activationOf(ctx, player);
  if (act?.action !== 'move' || act.ended || g.turn.turnover) return false;
  if (g.turn.used.pass || g.turn.used.throwTeamMate || keepsBall(p)) return false;
  // Blinding Light: a blinded team may not declare a Pass.
  if (isBlinded(g, p.team)) return false;
  return p.status === 'standing' && p.sq >= 0;
}

/** The frame to push when a player teleports in its activation; null when it cannot use the skill. */
export function portalPasserFrame(ctx: Ctx, player: number): PortalPasserFrame | null {
  const p = ctx.g.players[player];
  if (!isPortalPasser(p) || !mayDeclare(ctx, player)) return null;
  return { t: 'portalPasser', player };
}

register('portalPasser', {
  decide(ctx, f) {
    if (!mayDeclare(ctx, f.player)) return null;
    return {
      team: ctx.g.players[f.player].team,
      actions: [
        { type: 'useSkill', skill: 'portalPasser', yes: true },
        { type: 'useSkill', skill: 'portalPasser', yes: false },
      ],
    };
  },
  act(ctx, f, a) {
    const g = ctx.g;
    pop(g);
    if (a.type !== 'useSkill' || !a.yes) return;
    const act = activationOf(ctx, f.player);
    if (!act) return;
    act.action = 'pass';
    g.turn.used.pass = true;
    emit(ctx, { type: 'skill', player: f.player, skill: 'portalPasser', detail: 'declares a Pass' });
  },
  run(ctx) {
    pop(ctx.g);
  },
});
