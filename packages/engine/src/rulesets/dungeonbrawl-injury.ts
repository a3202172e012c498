/**
 * Dungeon Brawl ([000] "Injury & Status", "Returning to Play"): no KO or casualty box, but a
 * ladder each player climbs for this game only: normal -> hurt (1st injury: loses all its
 * skills) -> crippled (2nd: ST halved, rounded down) -> dead (3rd: removed for good).
 *
 * Readings chosen here (docs/rules-status-dungeonbrawl.md):
 * - The armour and injury rolls are the BB2020 ones (rules/injury.ts); Stunned is as normal.
 * - KO'd (8-9): [000] has no KO box. The player is removed, takes no step, and comes back
 *   through the entrance at the start of its coach's next turn, like a Serious Injury.
 * - Casualty (10+): the D16 casualty roll (Decay +1) is mapped to [000]'s three results:
 *   1-6 Badly Hurt, 7-14 Serious Injury (BB2020's Seriously Hurt, Serious and Lasting Injury),
 *   15-16 Dead. The Stunty table's Badly Hurt (9) is [000]'s Badly Hurt.
 * - Badly Hurt: knocked down (prone where it is, a carried ball bounces) and one step.
 * - Serious Injury: removed, and "becomes crippled if not already": at least one step and at
 *   least crippled (normal or hurt -> crippled; crippled -> dead).
 * - Dead result: "counted as two injuries": two steps (normal -> crippled; hurt -> dead).
 * - Removed players not dead wait with status 'ko' (no other box is used in [000]); the dead
 *   have status 'casualty', casualty 'dead'.
 * - Regeneration ([000] is silent): after the casualty roll, on a 4+ the injury takes no step;
 *   the player is still knocked down (Badly Hurt) or removed to come back (the others).
 * - Returning: at the start of its coach's next turn, Standing on a free entrance square (`@`), or
 *   the free square nearest to the entrance; it may act that turn (not activated yet). Placed,
 *   not stepping: no trap, teleporter or ball square is chosen, so nothing is set off.
 */
import { distanceField, isBlocked, portalAt } from '../board.ts';
import { type Ctx, emit, roll } from '../core.ts';
import type { Dungeon } from '../dungeon/map.ts';
import { perDungeon } from '../dungeon/memo.ts';
import { carriesBall, looseBall, placePlayer, removeFromPitch } from '../rules/common.ts';
import { type Cause, casualtyEvent, type InjuryResult } from '../rules/injury.ts';
import { casualtyAgainst, regenerates } from '../skills.ts';
import { activeTeam, type Player } from '../state.ts';

/** The ladder's steps by injuries taken. */
export const LADDER = ['normal', 'hurt', 'crippled', 'dead'] as const;
export type LadderStep = (typeof LADDER)[number];

export type BrawlInjury = 'badlyHurt' | 'seriousInjury' | 'dead';

/** [000]'s result for a D16 casualty roll (after Decay): see the readings above. */
export function brawlCasualty(total: number): BrawlInjury {
  if (total <= 6) return 'badlyHurt';
  if (total <= 14) return 'seriousInjury';
  return 'dead';
}

export function ladderStep(p: Player): LadderStep {
  return LADDER[Math.min(3, p.injuries ?? 0)];
}

/** Injuries taken after this result, from `before`. */
export function injuriesAfter(before: number, result: BrawlInjury): number {
  if (result === 'badlyHurt') return before + 1;
  if (result === 'dead') return before + 2;
  return Math.max(before + 1, 2);
}

/**
 * The player climbs the ladder to `injuries`: hurt loses all skills, crippled halves ST (once,
 * on reaching it), dead is removed for good.
 */
function climb(ctx: Ctx, p: Player, injuries: number): void {
  const before = p.injuries ?? 0;
  const now = Math.min(3, injuries);
  if (now <= before) return;
  p.injuries = now;
  if (now >= 1) p.skillsLost = true;
  if (before < 2 && now >= 2) p.st = Math.floor(p.st / 2);
  const detail =
    now === 1
      ? 'hurt (1st injury): loses all its skills'
      : now === 2
        ? `crippled (2nd injury): ST halved to ${p.st}`
        : 'dead (3rd injury): removed for good';
  emit(ctx, { type: 'skill', player: p.id, skill: 'injuryLadder', detail });
  if (now === 3) {
    if (p.sq >= 0) removeFromPitch(ctx, p, 'casualty');
    p.status = 'casualty';
    p.casualty = 'dead';
  }
}

/** Knocked down where it is (Badly Hurt): prone, a carried ball bounces. */
function knockedDown(ctx: Ctx, p: Player): void {
  if (p.sq < 0) return;
  const hadBall = carriesBall(ctx, p);
  p.status = 'prone';
  p.lostTackleZone = false;
  if (hadBall) looseBall(ctx, p.sq);
}

/** Regeneration: a D6 4+ after the casualty roll spares the player the injury's step(s). */
function regenerated(ctx: Ctx, p: Player): boolean {
  if (!regenerates(p)) return false;
  const ok = roll(ctx, 6, 'regeneration', p.id) >= 4;
  emit(ctx, {
    type: 'skill',
    player: p.id,
    skill: 'regeneration',
    detail: ok ? 'regenerates: no injury taken' : 'fails to regenerate',
  });
  return ok;
}

/** [000]'s injury ladder in place of the KO and casualty boxes (Ruleset.applyInjury). */
export function brawlInjury(ctx: Ctx, p: Player, result: InjuryResult, cause: Cause = {}): void {
  if (result === 'ko') {
    // No KO box: out, to come back through the entrance, with no step taken.
    removeFromPitch(ctx, p, 'ko');
    return;
  }
  let cas: BrawlInjury = 'badlyHurt';
  let r = 0;
  if (result === 'casualty') {
    r = roll(ctx, 16, 'casualty', p.id);
    cas = brawlCasualty(Math.min(16, r + casualtyAgainst(p)));
  }
  struck(ctx, p, cas, r, cause);
  if (regenerated(ctx, p)) return;
  climb(ctx, p, injuriesAfter(p.injuries ?? 0, cas));
}

/** The result told and done on the pitch: Badly Hurt knocks down, the others remove. */
function struck(ctx: Ctx, p: Player, cas: BrawlInjury, r: number, cause: Cause): void {
  emit(ctx, casualtyEvent(p, r, cas, cause));
  if (cas === 'badlyHurt') knockedDown(ctx, p);
  else removeFromPitch(ctx, p, 'ko');
}

/**
 * A casualty result reached without an injury roll (Ruleset.applyCasualty): Always Hungry's
 * eaten team-mate is a Dead result, "counted as two injuries" (normal -> crippled, to come back
 * through the entrance next turn; hurt or crippled -> dead). No Regeneration, as none helps an
 * eaten player in the core either. Other BB2020 results map as the casualty roll's do.
 */
export function brawlKnownCasualty(ctx: Ctx, p: Player, casualty: string, cause: Cause = {}): void {
  const cas: BrawlInjury = casualty === 'dead' || casualty === 'badlyHurt' ? casualty : 'seriousInjury';
  struck(ctx, p, cas, 0, cause);
  climb(ctx, p, injuriesAfter(p.injuries ?? 0, cas));
}

/** The squares a returning player may be placed on: floor, empty, nothing on it to set off. */
function freeForReturn(ctx: Ctx, p: Player, sq: number): boolean {
  const g = ctx.g;
  if (ctx.d.wall[sq] || g.occ[sq] >= 0 || isBlocked(ctx, sq, p)) return false;
  if (portalAt(g, sq) !== null || g.traps.some((t) => t.sq === sq)) return false;
  return !(g.ball.state === 'ground' && g.ball.sq === sq);
}

/**
 * The squares a walk reaches from the entrance, nearest first (and in square order at the same
 * distance): the order a returning player is offered them. One list per map.
 */
const byEntranceDistance = perDungeon((d: Dungeon): readonly number[] => {
  const entrance: number[] = [];
  d.feature.forEach((f, sq) => {
    if (f === 'entrance') entrance.push(sq);
  });
  if (entrance.length === 0) return Object.freeze([]);
  const dist = distanceField(d, entrance);
  const reached: number[] = [];
  for (let sq = 0; sq < dist.length; sq++) if (dist[sq] >= 0) reached.push(sq);
  // A stable sort: squares at the same distance stay in square order.
  return Object.freeze(reached.sort((a, b) => dist[a] - dist[b]));
});

/** A free entrance square, else the free square nearest to the entrance (walking), or -1. */
export function entranceSquare(ctx: Ctx, p: Player): number {
  for (const sq of byEntranceDistance(ctx.d)) if (freeForReturn(ctx, p, sq)) return sq;
  return -1;
}

/**
 * "Returns via entrance next turn": at the start of its coach's turn, each of the team's removed
 * players who is not dead is placed Standing at the entrance, and may act this turn. A map
 * without a free square keeps it out until a later turn. Exported for the ruleset's turnStart.
 */
export function returnThroughEntrance(ctx: Ctx): void {
  const g = ctx.g;
  const team = activeTeam(g);
  for (const p of g.players) {
    if (p.team !== team || p.status !== 'ko') continue;
    const sq = entranceSquare(ctx, p);
    if (sq < 0) continue;
    placePlayer(ctx, p, sq);
    p.status = 'standing';
    p.activated = false;
    emit(ctx, { type: 'move', player: p.id, from: -1, to: sq, kind: 'place' });
  }
}
