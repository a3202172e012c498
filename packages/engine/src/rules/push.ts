/**
 * Pushed back ([004] Pushed Back): a pushed player moves one square away from the pusher into an
 * unoccupied square chosen by the blocking coach (Sidestep: by its own coach, any free adjacent
 * square). With none free, it may be pushed into an occupied square (a chain push); with none of
 * those either, it is pushed into the wall and stays where it is. Players only move once every
 * square in the chain is known, so a chain that ends against a wall moves nobody.
 */
import { around, isBlocked, xy } from '../board.ts';
import { type Ctx, pop, push, register } from '../core.ts';
import type { BlockFrame, PushFrame } from '../frames.ts';
import { choosesOwnPush } from '../skills.ts';

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

export function pushOptions(ctx: Ctx, pusher: number, pushed: number, blockingTeam: number) {
  const g = ctx.g;
  const p = g.players[pushed];
  const from = g.players[pusher].sq;
  if (choosesOwnPush(p)) {
    const free = around(ctx.d, p.sq).filter((s) => !isBlocked(ctx, s) && g.occ[s] < 0);
    if (free.length > 0) return { options: free, chain: false, chooser: p.team };
  }
  const away = awaySquares(ctx, from, p.sq).filter((s) => !isBlocked(ctx, s));
  const free = away.filter((s) => g.occ[s] < 0);
  if (free.length > 0) return { options: free, chain: false, chooser: blockingTeam };
  return { options: away, chain: away.length > 0, chooser: blockingTeam };
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
  const o = pushOptions(ctx, pusher, pushed, team);
  return {
    t: 'push',
    pusher,
    pushed,
    chooser: o.chooser,
    options: o.options,
    chain: o.chain,
    first,
    pow,
    phase: 'choose',
  };
}

register('push', {
  decide(_ctx, f) {
    if (f.phase !== 'choose' || f.options.length <= 1) return null;
    return { team: f.chooser, actions: f.options.map((sq) => ({ type: 'pushTo' as const, sq })) };
  },
  act(_ctx, f, a) {
    if (a.type === 'pushTo') f.options = [a.sq];
  },
  run(ctx, f) {
    const g = ctx.g;
    const block = blockBelow(ctx);
    if (f.phase === 'choose') {
      if (f.options.length === 0) {
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
    block?.pushes.push({ player: p.id, from: p.sq, to: sq });
    if (g.occ[p.sq] === p.id) g.occ[p.sq] = -1;
    p.sq = sq;
    g.occ[sq] = p.id;
    if (g.ball.state === 'carried' && g.ball.carrier === p.id) g.ball.sq = sq;
  },
});
