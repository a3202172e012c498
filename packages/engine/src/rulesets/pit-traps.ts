/**
 * [003] Pit traps or bottomless pits: a player who enters a trap counter's square (the TRAP
 * feature, rulesets/traps.ts, pushes this frame). A face-down counter is rolled for: 1-3 a fake,
 * removed, and the player goes on as in any square; 4-5 a pit; 6 a spiked pit. "Traps stay on the
 * field after being flipped": a revealed pit acts again, without a roll, on whoever enters later.
 *   Pit: "place the player prone immediately with an unmodified av/inj roll but no turnover
 *   unless he was knocked down into the trap or is holding the ball" (a held ball bounces).
 *   Spiked pit: "the player makes an injury roll and does cause a turnover if on his turn"
 *   (placed prone first, as it fell in; no armour roll).
 * A player already down on arriving was knocked down into it: the pit still acts. Two coaches'
 * counters may share a square (each is secret from the other): they are rolled in turn until one
 * is not a fake, which takes any others with it. Readings: docs/rules-status.md.
 */
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { TrapFrame } from '../frames.ts';
import { checkTouchdown, looseBall, turnover } from '../rules/common.ts';
import { armourRoll, goDown, injuryRoll } from '../rules/injury.ts';
import { activeTeam, type Player, type TrapCounter } from '../state.ts';
import { trapsAt } from './traps.ts';

export type Revealed = 'fake' | 'pit' | 'spikedPit';

/** What a face-down counter turns out to be, by the D6 rolled for it (index 0: a 1). */
export const COUNTER_FACES: readonly Revealed[] = ['fake', 'fake', 'fake', 'pit', 'pit', 'spikedPit'];

/** Turns a face-down counter over: a D6, 1-3 fake (removed), 4-5 pit, 6 spiked pit. */
function flip(ctx: Ctx, t: TrapCounter, p: Player): Revealed {
  const n = roll(ctx, 6, 'trap', p.id);
  const kind = COUNTER_FACES[n - 1];
  if (kind === 'fake') ctx.g.traps = ctx.g.traps.filter((c) => c !== t);
  else t.kind = kind;
  return kind;
}

/**
 * After a fake the square is an ordinary one, and the player goes on as its way in would have: a
 * step or a jump picks up a ball lying there (or scores), shadowing bounces it; any other way in
 * has dealt with the ball already, and only a touchdown is left to check.
 */
export function afterFake(ctx: Ctx, f: Pick<TrapFrame, 'how' | 'sq'>, p: Player): void {
  const g = ctx.g;
  if (f.how === 'step' || f.how === 'jump') {
    const jump = f.how === 'jump';
    push(g, {
      t: 'step',
      player: p.id,
      from: f.sq,
      to: f.sq,
      jump,
      over: -1,
      needRush: false,
      phase: 'arrive',
    });
    return;
  }
  if (f.how === 'shadow' && g.ball.state === 'ground' && g.ball.sq === f.sq) {
    looseBall(ctx, f.sq);
    return;
  }
  checkTouchdown(ctx, p);
}

/**
 * Placed prone (a held ball bounces, a turnover only then), unless it came in already down. A ball
 * lying in the square is not picked up by a player stepping or jumping in to fall into the pit: it
 * bounces too (every other way in has bounced it already, as for any square).
 */
function fallIn(ctx: Ctx, f: TrapFrame, p: Player, what: string): void {
  const g = ctx.g;
  const lying = (f.how === 'step' || f.how === 'jump') && g.ball.state === 'ground' && g.ball.sq === p.sq;
  if (p.status === 'standing') goDown(ctx, p, 'placedProne', { reason: `ball carrier fell into a ${what}` });
  if (lying && g.ball.state === 'ground' && g.ball.sq === p.sq) looseBall(ctx, p.sq);
}

/** A pit: prone, an unmodified armour roll; a turnover if knocked in (or holding the ball) on its turn. */
function pit(ctx: Ctx, f: TrapFrame, p: Player): void {
  fallIn(ctx, f, p, 'pit');
  if (f.knockedIn && p.team === activeTeam(ctx.g)) turnover(ctx, 'knocked down into a pit');
  armourRoll(ctx, p, 0, 0);
}

/** A spiked pit: prone, an injury roll with no armour roll, a turnover if it is the player's turn. */
function spikedPit(ctx: Ctx, f: TrapFrame, p: Player): void {
  fallIn(ctx, f, p, 'spiked pit');
  if (p.team === activeTeam(ctx.g)) turnover(ctx, 'fell into a spiked pit');
  injuryRoll(ctx, p);
}

/** What the counter turned up (or was already) does to the player. */
function act(ctx: Ctx, f: TrapFrame, p: Player, kind: Revealed): void {
  if (kind === 'fake') return afterFake(ctx, f, p);
  if (kind === 'pit') return pit(ctx, f, p);
  spikedPit(ctx, f, p);
}

register('trap', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    pop(g);
    const here = trapsAt(g, f.sq);
    // Nothing to do if the counters or the player are gone meanwhile (another frame acted first).
    if (here.length === 0 || p.sq !== f.sq) return;
    const revealed = here.find((t) => t.kind !== 'faceDown');
    if (revealed && revealed.kind !== 'faceDown') {
      emit(ctx, {
        type: 'trap',
        player: p.id,
        sq: f.sq,
        owner: revealed.owner,
        kind: revealed.kind,
        flipped: false,
      });
      return act(ctx, f, p, revealed.kind);
    }
    const t = here[0];
    const kind = flip(ctx, t, p);
    emit(ctx, { type: 'trap', player: p.id, sq: f.sq, owner: t.owner, kind, flipped: true });
    // Another coach's counter on the same square is rolled for next.
    if (kind === 'fake' && here.length > 1) return push(g, { ...f });
    // The square is a pit now: any other counter on it is gone with it.
    if (kind !== 'fake') g.traps = g.traps.filter((c) => c === t || c.sq !== f.sq);
    act(ctx, f, p, kind);
  },
});
