/**
 * Dump-off (BB2020, rules.md 4): when this player is nominated as the target of a block (or of a
 * special action made instead of one, such as Stab) while holding the ball, its coach may make a
 * Quick pass at once, as if it were a Pass action, interrupting the blocker's activation. The
 * pass is made with all the normal rules (accuracy, interference, catching) but it can never
 * cause a turnover; once it is resolved the block goes on.
 *
 * Readings chosen here:
 * - The pass is not the dumping team's Pass action: its once-per-turn Pass is not spent, and no
 *   team re-roll helps the passer (it is not that team's turn; a skill re-roll such as Pass does).
 * - "Never a turnover": neither for the dumping team (it is not its turn) nor for the blocking
 *   team, whoever ends up with the ball (pass.ts: a pass made outside its team's turn is never a
 *   turnover). A catch in an end zone still scores: touchdowns happen in either team's turn.
 * - Quick pass only: band I squares, no throw at a wall.
 * - Asked when the block or Stab is declared, before the blitz's square of MA for it is paid (a
 *   rush); FFB asks after that rush. Also asked before a Frenzy second block, which is a block.
 * - My Ball players cannot use it (they may not give up the ball willingly).
 * - Skills of a Pass action work (Accurate, Nerves of Steel, Safe Pass, Animosity, and On the Ball
 *   for the blocking team, whose player falling over then is a turnover: it is its turn).
 */
import type { Action } from '../actions.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import type { DumpOffFrame } from '../frames.ts';
import { canDumpOff, keepsBall } from '../skills.ts';
import { carriesBall } from './common.ts';
import { passFrame } from './pass.ts';
import { passBand, passTargets } from './pass-range.ts';
import { isBlinded } from './spells/effects.ts';

/** The frame asking the target's coach about Dump-off; null when the target has no Dump-off. */
export function dumpOffFrame(ctx: Ctx, attacker: number, defender: number): DumpOffFrame | null {
  const d = ctx.g.players[defender];
  if (!canDumpOff(d) || keepsBall(d)) return null;
  return { t: 'dumpOff', attacker, defender, phase: 'ask', to: -1 };
}

/** Band I squares the target could pass to now. */
function quickTargets(ctx: Ctx, f: DumpOffFrame): number[] {
  const d = ctx.g.players[f.defender];
  return passTargets(ctx, d.sq).filter((s) => passBand(ctx, d.sq, s) === 'Q');
}

/** Still holding the ball, standing, with somewhere to pass it. */
function mayDump(ctx: Ctx, f: DumpOffFrame): boolean {
  const d = ctx.g.players[f.defender];
  // Blinding Light: a blinded team may not Pass, so no Dump-off either.
  if (isBlinded(ctx.g, d.team)) return false;
  return d.status === 'standing' && carriesBall(ctx, d) && quickTargets(ctx, f).length > 0;
}

register('dumpOff', {
  decide(ctx, f) {
    const team = ctx.g.players[f.defender].team;
    if (f.phase === 'ask') {
      if (!mayDump(ctx, f)) return null;
      return {
        team,
        actions: [
          { type: 'useSkill', skill: 'dumpOff', yes: true },
          { type: 'useSkill', skill: 'dumpOff', yes: false },
        ],
      };
    }
    if (f.phase === 'target') {
      const actions: Action[] = quickTargets(ctx, f).map((to) => ({ type: 'pass', to }));
      return { team, actions };
    }
    return null;
  },
  act(_ctx, f, a) {
    if (a.type === 'useSkill') {
      if (a.yes) f.phase = 'target';
      else f.phase = 'pass';
    } else if (a.type === 'pass') {
      f.to = a.to;
      f.phase = 'pass';
    }
  },
  run(ctx, f) {
    const g = ctx.g;
    pop(g);
    if (f.phase !== 'pass' || f.to < 0) return;
    emit(ctx, { type: 'skill', player: f.defender, skill: 'dumpOff', detail: 'quick pass' });
    // A full pass frame: Animosity and On the Ball apply to it as to a Pass action.
    push(g, passFrame(f.defender, f.to));
  },
});
