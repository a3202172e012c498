/**
 * Pick-me-up (BB2020, rules.md 4): at the end of an opposing team turn, roll a D6 for each Prone
 * (not Stunned) team-mate within three squares of a Standing player with this trait: on a 5+ it
 * stands up.
 *
 * Readings chosen here: "opposing" is every team other than the one whose turn ends (several in
 * a multi-team game); one roll per prone team-mate even when several such players are near;
 * three squares are counted as king moves, walls ignored (like Disturbing Presence); the rolls
 * come before stunned players roll over, so a player rolling over this turn end is not helped;
 * standing up is always taken (it can never hurt).
 */
import { xy } from '../board.ts';
import { type Ctx, emit, roll } from '../core.ts';
import { picksUp } from '../skills.ts';
import type { Player } from '../state.ts';

function within3(ctx: Ctx, a: number, b: number): boolean {
  const [ax, ay] = xy(ctx.d, a);
  const [bx, by] = xy(ctx.d, b);
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by)) <= 3;
}

function helperOf(ctx: Ctx, mate: Player): Player | undefined {
  return ctx.g.players.find(
    (q) =>
      q.team === mate.team &&
      q.id !== mate.id &&
      q.status === 'standing' &&
      picksUp(q) &&
      within3(ctx, q.sq, mate.sq),
  );
}

/** The Pick-me-up rolls at the end of team `ending`'s turn. */
export function pickMeUp(ctx: Ctx, ending: number): void {
  for (const mate of ctx.g.players) {
    if (mate.team === ending || mate.status !== 'prone') continue;
    const helper = helperOf(ctx, mate);
    if (!helper) continue;
    const r = roll(ctx, 6, 'pickMeUp', mate.id);
    const ok = r >= 5;
    emit(ctx, {
      type: 'skill',
      player: helper.id,
      skill: 'pickMeUp',
      detail: `${mate.name} ${ok ? 'stands up' : 'stays down'}`,
    });
    if (!ok) continue;
    mate.status = 'standing';
    emit(ctx, { type: 'standUp', player: mate.id, ok: true });
  }
}
