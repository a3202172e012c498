/**
 * Pushed back ([004] Pushed Back): a pushed player moves one square away from the pusher into an
 * unoccupied square chosen by the blocking coach (Sidestep: by its own coach, any free adjacent
 * square). With none free, it may be pushed into an occupied square (a chain push); with none of
 * those either, it is pushed into the wall and stays where it is. Players only move once every
 * square in the chain is known, so a chain that ends against a wall moves nobody.
 *
 * Skills (BB2020, asked in the order FFB and Jervis use: Stand Firm, then Grab, then Sidestep):
 * - Stand Firm: the pushed player's coach may refuse the push (asked whenever there is a square
 *   to go to: being pushed can help, onto a portal or with the ball into an end zone; against a
 *   wall it is used automatically, as staying put without the D6 can never be worse). Refusing a
 *   chain push stops the whole chain, as a wall does, but nobody rolls for a wall (FFB clears the
 *   push). A player without a tackle zone cannot use it, and the target of a Juggernaut blitz
 *   may not.
 * - Grab: the target of a block by a Grab player cannot use Sidestep. On a block that is not
 *   part of a Blitz, the blocking coach may push the target into any free adjacent square; the
 *   usual choices stay open (Grab is optional), and when the usual push would be into the wall,
 *   that choice is offered as the target's own square.
 * - Take Root: a Rooted player cannot be pushed; it holds as if it used Stand Firm (as FFB does).
 */
import { around, isBlocked, xy } from '../board.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import type { BlockFrame, PushFrame } from '../frames.ts';
import { choosesOwnPush, grabs, standsFirm } from '../skills.ts';
import { hasTackleZone } from '../state.ts';
import { juggernautBlitz } from './block-skills.ts';
import { isRooted } from './common.ts';

/** The three squares away from the pusher (rules.md 2.4). */
export function awaySquares(ctx: Ctx, from: number, at: number): number[] {
  const d = ctx.d;
  const [fx, fy] = xy(d, from);
  const [x, y] = xy(d, at);
  const dx = x - fx;
  const dy = y - fy;
  const dirs: [number, number][] =
    dx !== 0 && dy !== 0
      ? [
          [dx, 0],
          [dx, dy],
          [0, dy],
        ]
      : dx !== 0
        ? [
            [dx, -1],
            [dx, 0],
            [dx, 1],
          ]
        : [
            [-1, dy],
            [0, dy],
            [1, dy],
          ];
  const out: number[] = [];
  for (const [ddx, ddy] of dirs) {
    const nx = x + ddx;
    const ny = y + ddy;
    if (nx < 0 || ny < 0 || nx >= d.width || ny >= d.height) continue;
    out.push(ny * d.width + nx);
  }
  return out;
}

/** How a Grab blocker changes this push: no Sidestep for the target; any free square if not a blitz. */
function grabOf(ctx: Ctx, pusher: number, first: boolean): { noSidestep: boolean; anySquare: boolean } {
  const block = blockBelow(ctx);
  const grab = first && !!block && block.attacker === pusher && grabs(ctx.g.players[pusher]);
  return { noSidestep: grab, anySquare: grab && !block?.blitz };
}

export function pushOptions(ctx: Ctx, pusher: number, pushed: number, blockingTeam: number, first = false) {
  const g = ctx.g;
  const p = g.players[pushed];
  const from = g.players[pusher].sq;
  const grab = grabOf(ctx, pusher, first);
  const adjacentFree = around(ctx.d, p.sq).filter((s) => !isBlocked(ctx, s, p) && g.occ[s] < 0);
  if (choosesOwnPush(p) && !grab.noSidestep && adjacentFree.length > 0) {
    return { options: adjacentFree, chain: false, chooser: p.team };
  }
  // [002]: the black space is a square a push may use (rulesets/brawl-drops.ts).
  const away = awaySquares(ctx, from, p.sq).filter(
    (s) => !isBlocked(ctx, s, p) || ctx.rules.pushInto?.(ctx, s, p) === true,
  );
  const free = away.filter((s) => g.occ[s] < 0);
  if (grab.anySquare && adjacentFree.length > 0) {
    // Any free square, or (not using Grab) the chain push or the wall, named by its own square.
    const usual = free.length > 0 ? [] : away.length > 0 ? away : [p.sq];
    return { options: [...adjacentFree, ...usual], chain: false, chooser: blockingTeam };
  }
  if (free.length > 0) return { options: free, chain: false, chooser: blockingTeam };
  return { options: away, chain: away.length > 0, chooser: blockingTeam };
}

/** May the pushed player refuse this push with Stand Firm? */
function mayStandFirm(ctx: Ctx, pushed: number, first: boolean): boolean {
  const p = ctx.g.players[pushed];
  if (!standsFirm(p) || !hasTackleZone(p)) return false;
  const block = blockBelow(ctx);
  return !(first && block && juggernautBlitz(ctx, block));
}

/** The pushed player stays where it is; the block notes who held (no follow-up, no wall roll). */
function standFirm(ctx: Ctx, f: PushFrame): void {
  const block = blockBelow(ctx);
  if (block) block.stoodFirm = f.pushed;
  const skill = isRooted(ctx.g.players[f.pushed]) ? 'takeRoot' : 'standFirm';
  emit(ctx, { type: 'skill', player: f.pushed, skill, detail: 'is not pushed' });
  pop(ctx.g);
}

/** The block frame underneath the push frames. */
export function blockBelow(ctx: Ctx): BlockFrame | null {
  for (let i = ctx.g.stack.length - 1; i >= 0; i--) {
    const f = ctx.g.stack[i];
    if (f.t === 'block') return f;
  }
  return null;
}

export function pushFrame(
  ctx: Ctx,
  pusher: number,
  pushed: number,
  team: number,
  first: boolean,
  pow: boolean,
): PushFrame {
  const o = pushOptions(ctx, pusher, pushed, team, first);
  return {
    t: 'push',
    pusher,
    pushed,
    chooser: o.chooser,
    options: o.options,
    chain: o.chain,
    first,
    pow,
    phase: isRooted(ctx.g.players[pushed])
      ? 'held'
      : mayStandFirm(ctx, pushed, first)
        ? 'standFirm'
        : 'choose',
  };
}

register('push', {
  decide(ctx, f) {
    if (f.phase === 'standFirm' && f.options.length > 0) {
      return {
        team: ctx.g.players[f.pushed].team,
        actions: [
          { type: 'useSkill', skill: 'standFirm', yes: true },
          { type: 'useSkill', skill: 'standFirm', yes: false },
        ],
      };
    }
    if (f.phase !== 'choose' || f.options.length <= 1) return null;
    return { team: f.chooser, actions: f.options.map((sq) => ({ type: 'pushTo' as const, sq })) };
  },
  act(_ctx, f, a) {
    if (a.type === 'pushTo') f.options = [a.sq];
    else if (a.type === 'useSkill') f.phase = a.yes ? 'held' : 'choose';
  },
  run(ctx, f) {
    const g = ctx.g;
    const block = blockBelow(ctx);
    // Against a wall Stand Firm is used without asking (f.options is empty).
    if (f.phase === 'standFirm' || f.phase === 'held') return standFirm(ctx, f);
    if (f.phase === 'choose') {
      const p = g.players[f.pushed];
      if (f.options.length === 0 || f.options[0] === p.sq) {
        // Pushed into the wall: stays put (and so does everyone behind it in a chain push);
        // the block frame rolls for it once the follow-up is settled.
        if (block) {
          block.wallPush = true;
          block.wallPlayer = f.pushed;
        }
        pop(g);
        return;
      }
      f.phase = 'move';
      const occupant = g.occ[f.options[0]];
      if (occupant >= 0) {
        // Chain push: the occupant is pushed on first, by the blocking coach's choice.
        const team = block ? g.players[block.attacker].team : f.chooser;
        push(g, pushFrame(ctx, f.pushed, occupant, team, false, false));
      }
      return;
    }
    const sq = f.options[0];
    pop(g);
    // The chain stopped against a wall further on: nobody behind it moves.
    if (g.occ[sq] >= 0) return;
    const p = g.players[f.pushed];
    const from = p.sq;
    block?.pushes.push({ player: p.id, from, to: sq });
    if (g.occ[p.sq] === p.id) g.occ[p.sq] = -1;
    p.sq = sq;
    g.occ[sq] = p.id;
    if (g.ball.state === 'carried' && g.ball.carrier === p.id) g.ball.sq = sq;
    // Said as it happens, so the log and the board can say where the block sent it.
    emit(ctx, { type: 'move', player: p.id, from, to: sq, kind: 'push' });
  },
});
