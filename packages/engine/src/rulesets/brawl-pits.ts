/**
 * [002] Open and spiked pits, from the inside (the falling in is brawl-hazards.ts):
 * - "Any player in a pit can climb out if he rolls a 6 on a D6 during his turn", +1 for each
 *   team-mate helping: in or next to the pit, not in an enemy tackle zone. "This cost all the
 *   players movement and they are placed in any square adjacent to the pit."
 * - "Players trapped in pits have no Tacklezone" and "cannot attack each other" (PIT FIGHTS).
 * - "Treeman, Bone Head and Really Stupid players will still have to test to stand up before
 *   they can attempt to escape": the activation's own roll comes first (a failure, or Take Root,
 *   ends it before the climb).
 * Readings:
 * - A player in a pit is prone (it fell in) and stands up only by climbing out: its one
 *   declaration is a Move, which is the climb (so it neither blocks, blitzes, passes nor fouls,
 *   and, prone, it has no tackle zone and cannot be blocked); its activation ends with the climb,
 *   out or not. Players outside may still foul it ([002] does not protect it, unlike [003]).
 * - Helpers are team-mates not yet activated this turn (their movement is spent: they are
 *   activated), Standing next to the pit or down in it, and not marked; the coach names them.
 * - The roll is a plain D6 + helpers, 6 or more; a natural 1 always fails (rules.md 2.1), and no
 *   re-roll applies (it is the dungeon's roll, like a trapdoor's).
 * - Out: Standing on a free square next to the pit, of the coach's choice (entered like a step:
 *   a chest, teleporter or trapdoor there acts); with none free it stays in.
 * - A chain push may still move a player out of a pit ([002] is silent; the push rules stand).
 */
import type { Action } from '../actions.ts';
import { around, isAdjacent, isBlocked, markerCount } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { ActivationFrame, ClimbFrame } from '../frames.ts';
import { looseBall, placePlayer } from '../rules/common.ts';
import { enterSquare } from '../rules/enter.ts';
import { isOnPitch, type Player } from '../state.ts';
import { inPit, isPit, pitOf } from './brawl-hazards.ts';

/** [002] "climb out if he rolls a 6 on a D6", before the helpers' +1 each. */
export const PIT_CLIMB = 6;

/** The D6 roll that climbs out with `helpers` team-mates helping: a 1 always fails. */
export function climbTarget(helpers: number): number {
  return Math.max(2, PIT_CLIMB - helpers);
}

/** A player in a pit may only declare the Move that is its climb. */
export function pitDeclarations(ctx: Ctx, _team: number, actions: Action[]): Action[] {
  return actions.filter(
    (a) => a.type !== 'activate' || a.action === 'move' || !inPit(ctx, ctx.g.players[a.player]),
  );
}

/** Starts the climb instead of standing up; the activation ends with it. */
export function climbOut(ctx: Ctx, f: ActivationFrame): boolean {
  const p = ctx.g.players[f.player];
  if (!inPit(ctx, p)) return false;
  f.ended = true;
  f.phase = 'act';
  // Take Root failed: rooted, it cannot climb.
  if (p.rooted) return true;
  push(ctx.g, { t: 'climb', player: p.id, phase: 'helpers', helpers: [] });
  return true;
}

/** Team-mates who may still help: unactivated, in the pit or Standing next to it, unmarked. */
function mayHelp(ctx: Ctx, f: ClimbFrame): number[] {
  const g = ctx.g;
  const climber = g.players[f.player];
  const pit = pitOf(ctx, climber.sq);
  return g.players
    .filter((q) => {
      if (q.team !== climber.team || q.id === climber.id || q.activated || !isOnPitch(q)) return false;
      if (f.helpers.includes(q.id) || markerCount(ctx, q.sq, q.team) > 0) return false;
      if (pit.includes(q.sq)) return q.status !== 'stunned';
      return q.status === 'standing' && pit.some((s) => isAdjacent(ctx.d, s, q.sq));
    })
    .map((q) => q.id);
}

/** Free squares next to the pit (not in it), where the climber may be placed. */
function exits(ctx: Ctx, climber: Player): number[] {
  const g = ctx.g;
  const pit = pitOf(ctx, climber.sq);
  const out = new Set<number>();
  for (const s of pit) {
    for (const n of around(ctx.d, s)) {
      if (g.occ[n] < 0 && !isPit(ctx, n) && !isBlocked(ctx, n, climber)) out.add(n);
    }
  }
  return [...out].sort((a, b) => a - b);
}

function climb(ctx: Ctx, f: ClimbFrame): void {
  const g = ctx.g;
  const p = g.players[f.player];
  const r = roll(ctx, 6, `climb out of the pit: ${PIT_CLIMB}+`, p.id);
  const ok = r >= climbTarget(f.helpers.length);
  // Helping costs all the helpers' movement.
  for (const h of f.helpers) g.players[h].activated = true;
  emit(ctx, { type: 'climb', player: p.id, roll: r, helpers: f.helpers.slice(), ok });
  const to = ok ? exits(ctx, p) : [];
  if (to.length === 0) return pop(g);
  if (to.length === 1) return placeOut(ctx, f, to[0]);
  f.phase = 'square';
}

function placeOut(ctx: Ctx, f: ClimbFrame, sq: number): void {
  const g = ctx.g;
  const p = g.players[f.player];
  pop(g);
  const from = p.sq;
  placePlayer(ctx, p, sq);
  p.status = 'standing';
  emit(ctx, { type: 'move', player: p.id, from, to: sq, kind: 'place' });
  // Placed, not stepping: a ball lying there bounces.
  if (g.ball.state === 'ground' && g.ball.sq === sq) looseBall(ctx, sq);
  enterSquare(ctx, p, 'step');
}

register('climb', {
  decide(ctx, f) {
    const team = ctx.g.players[f.player].team;
    if (f.phase === 'square') {
      const actions = exits(ctx, ctx.g.players[f.player]).map((sq) => ({ type: 'moveTo' as const, sq }));
      return { team, actions };
    }
    if (f.phase !== 'helpers') return null;
    const helpers = mayHelp(ctx, f);
    if (helpers.length === 0) return null;
    const actions: Action[] = helpers.map((player) => ({ type: 'choosePlayer' as const, player }));
    actions.push({ type: 'useSkill', skill: 'climbOut', yes: true });
    return { team, actions };
  },
  act(ctx, f, a) {
    if (a.type === 'choosePlayer') f.helpers.push(a.player);
    else if (a.type === 'useSkill') f.phase = 'roll';
    else if (a.type === 'moveTo') placeOut(ctx, f, a.sq);
  },
  run(ctx, f) {
    if (f.phase === 'helpers') f.phase = 'roll';
    else if (f.phase === 'roll') climb(ctx, f);
    else pop(ctx.g);
  },
});
