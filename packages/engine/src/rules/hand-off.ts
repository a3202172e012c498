/**
 * Hand-off ([004]): no test to give, but the receiver must catch (no modifier for the hand-off
 * itself); a receiver who has lost its tackle zone cannot catch, so the ball bounces off it (and
 * off a No Hands receiver, whose catch always fails). A ball not held by the active team at the
 * end is a turnover.
 *
 * Skills: Animosity may make the giver refuse first (rules/animosity.ts); Give and Go (Dungeon
 * Bowl) lets the giver move on afterwards if it has MA left (pass.ts mayMoveOn).
 */
import { type Ctx, emit, pop, register } from '../core.ts';
import type { HandOffFrame } from '../frames.ts';
import { movesOnAfterHandOff } from '../skills.ts';
import { hasTackleZone } from '../state.ts';
import { animosityApplies, pushAnimosityTest, refuse } from './animosity.ts';
import { pushBall, pushCatch, pushLanding } from './ball.ts';
import { mayMoveOn, turnoverUnlessHeld } from './pass.ts';

/** A Hand-off to team-mate `to`, as declared (Animosity is rolled before the ball changes hands). */
export function handOffFrame(from: number, to: number, sq?: number): HandOffFrame {
  return { t: 'handOff', from, to, phase: 'declared', ...(sq === undefined ? {} : { sq }) };
}

/** [002] "Get this ball outta here": handed off into a teleporter square, the ball lands there. */
function giveIntoSquare(ctx: Ctx, f: HandOffFrame, sq: number): void {
  emit(ctx, { type: 'ball', what: 'handedOff', sq, player: f.from });
  f.phase = 'after';
  pushLanding(ctx, sq, 0);
}

function give(ctx: Ctx, f: HandOffFrame): void {
  const g = ctx.g;
  if (f.to < 0) return giveIntoSquare(ctx, f, f.sq ?? g.players[f.from].sq);
  const to = g.players[f.to];
  emit(ctx, { type: 'ball', what: 'handedOff', sq: to.sq, player: f.from });
  g.ball.state = 'ground';
  g.ball.carrier = -1;
  g.ball.sq = to.sq;
  f.phase = 'after';
  if (hasTackleZone(to)) pushCatch(ctx, to.id, 0, 'bounce');
  else pushBall(ctx, 'bounce', to.sq);
}

register('handOff', {
  run(ctx: Ctx, f) {
    const g = ctx.g;
    switch (f.phase) {
      case 'declared':
        f.phase = 'catch';
        if (f.to >= 0 && animosityApplies(ctx, f.from, g.players[f.to].sq)) {
          f.phase = 'animosityDone';
          pushAnimosityTest(ctx, f.from);
        }
        return;
      case 'animosityDone': {
        const ok = f.res?.ok ?? true;
        f.res = undefined;
        if (ok) {
          f.phase = 'catch';
          return;
        }
        pop(g);
        refuse(ctx, f.from, 'hand off');
        return;
      }
      case 'catch':
        return give(ctx, f);
      default:
        pop(g);
        turnoverUnlessHeld(g, ctx, 'hand-off not caught');
        if (movesOnAfterHandOff(g.players[f.from])) mayMoveOn(ctx, f.from, 'giveAndGo');
    }
  },
});
