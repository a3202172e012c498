/**
 * Hypnotic Gaze (BB2020, rules.md 4): a special action. The player may move first, then gazes at
 * a Standing opponent with a tackle zone that it marks: an AG test at -1 per other opponent
 * marking it. On a success the target loses its tackle zone until its own next activation. Either
 * way the activation ends; a failure is no turnover.
 *
 * Readings chosen here: the gazer must itself have its tackle zone to mark the target; any
 * number of players may gaze in a team turn (it is not one of the once-per-turn actions).
 */
import { isAdjacent, markerCount } from '../board.ts';
import { type Ctx, emit, pop, register } from '../core.ts';
import type { ActivationFrame, GazeFrame } from '../frames.ts';
import { hasTackleZone } from '../state.ts';
import { pushTest } from './test.ts';

/** Opponents the player may gaze at now. */
/** No targets: one shared empty list (asked at every decision of every activation). */
const NO_TARGETS: readonly number[] = Object.freeze([]);

export function gazeTargets(ctx: Ctx, f: ActivationFrame): readonly number[] {
  const g = ctx.g;
  const p = g.players[f.player];
  if (f.action !== 'hypnoticGaze' || f.acted || !hasTackleZone(p)) return NO_TARGETS;
  return g.players
    .filter((q) => q.team !== p.team && hasTackleZone(q) && isAdjacent(ctx.d, p.sq, q.sq))
    .map((q) => q.id);
}

export function gazeFrame(player: number, target: number): GazeFrame {
  return { t: 'gaze', player, target, phase: 'roll' };
}

register('gaze', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    if (f.phase === 'roll') {
      f.phase = 'done';
      pushTest(g, {
        test: 'hypnoticGaze',
        player: p.id,
        target: p.ag,
        modifier: -markerCount(ctx, p.sq, p.team, f.target),
      });
      return;
    }
    pop(g);
    if (!f.res?.ok) return;
    const t = g.players[f.target];
    t.lostTackleZone = true;
    emit(ctx, {
      type: 'skill',
      player: p.id,
      skill: 'hypnoticGaze',
      detail: `${t.name} loses its tackle zone`,
    });
  },
});
