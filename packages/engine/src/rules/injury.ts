/**
 * Knocked down, falls over, placed prone; armour, injury and casualty rolls (rules.md 2.3, the
 * [004] tables), with the skills that change them: Claws and Iron Hard Skin (armour), Decay and
 * Regeneration (casualties). None of these asks a coach anything, so they resolve at once.
 *
 * Readings chosen here:
 * - Iron Hard Skin stops the modifiers opponents add to armour (Mighty Blow then goes to the
 *   injury roll, and Claws does nothing); a modifier from the dungeon itself (a crash landing
 *   into a wall) is not an opponent's and still applies.
 * - Regeneration is rolled for every result that puts the player in the casualty box, the Stunty
 *   table's Badly Hurt included; no re-roll may be used on it. A regenerated player goes to the
 *   reserves, from where it may come back in through a portal ([004], [002]; [003] would use the
 *   KO box).
 * - Decay adds 1 to the D16 casualty roll; a total over 16 is Dead.
 */
import { type Ctx, emit, roll } from '../core.ts';
import type { GameEvent } from '../events.ts';
import { casualtyAgainst, hasIronHardSkin, regenerates, stuntyInjury, thickSkull } from '../skills.ts';
import { activeTeam, type Player } from '../state.ts';
import { carriesBall, dropBall, looseBall, removeFromPitch, turnover } from './common.ts';

export type DownHow = 'knockedDown' | 'fallsOver' | 'placedProne';

/**
 * What caused an injury, told on its casualty event: [002]'s dungeon `hazard`, or `by` the team
 * whose player caused it (a block, a foul, a spell, a bomb). Neither for the dungeon's own doing
 * (a trap, a failed dodge or rush, a teleport).
 */
export interface Cause {
  /** [002]: the dungeon hazard behind the fall: a casualty is then Badly Hurt (applyInjury). */
  hazard?: string;
  /** The team whose player caused it. */
  by?: number;
}

export interface DownOptions extends Cause {
  /** Added to the armour roll (e.g. +1 for a crash landing into a wall). */
  armourMod?: number;
  /** Mighty Blow and the like: added to armour if that breaks it, otherwise to injury. */
  eitherMod?: number;
  /** Claws: an armour roll of 8+ before modifiers breaks the armour whatever the AV. */
  claws?: boolean;
  /** Added to the injury roll ([002]: a Mighty Blow blocker knocking a player into a wall). */
  injuryMod?: number;
  /** Turnover reason when the player is on the active team. */
  reason?: string;
  /** This fall is no turnover (a thrown player without the ball failing to land). */
  noTurnover?: boolean;
}

/**
 * The player becomes prone where it stands. Knocked down and falls over make an armour roll;
 * a player of the active team going down is a turnover (placed prone only with the ball).
 */
export function goDown(ctx: Ctx, p: Player, how: DownHow, o: DownOptions = {}): void {
  const hadBall = carriesBall(ctx, p);
  const from = p.sq;
  p.status = 'prone';
  p.lostTackleZone = false;
  emit(ctx, { type: 'knockedDown', player: p.id, how });
  const own = activeTeam(ctx.g) === p.team;
  if (how !== 'placedProne' || hadBall) {
    if (own && !o.noTurnover) turnover(ctx, o.reason ?? how);
  }
  if (how !== 'placedProne') {
    armourRoll(ctx, p, o.armourMod ?? 0, o.eitherMod ?? 0, o.claws, o.injuryMod, o);
  }
  if (hadBall && carriesBall(ctx, p)) dropBall(ctx, p, from);
}

/**
 * 2D6 against AV: broken on reaching it (AV 9+ breaks on 9), or on a natural 8+ with Claws.
 * Then the injury roll.
 */
export function armourRoll(
  ctx: Ctx,
  p: Player,
  mod: number,
  eitherMod: number,
  claws = false,
  injuryMod = 0,
  cause: Cause = {},
): boolean {
  // What breaks the armour before Claws and the choice of Mighty Blow-like bonuses.
  const needs = p.av - mod;
  const a = roll(ctx, 6, 'armour', p.id, false, { needs, count: 2, rolled: [] });
  const b = roll(ctx, 6, 'armour', p.id, false, { needs, count: 2, rolled: [a] });
  const skin = hasIronHardSkin(p);
  const clawed = claws && !skin && a + b >= 8;
  let total = a + b + mod;
  let onInjury = injuryMod;
  if (eitherMod > 0) {
    // Used where it makes the difference: on the armour if that breaks it, else on the injury.
    if (!skin && !clawed && total < p.av && total + eitherMod >= p.av) total += eitherMod;
    else onInjury += eitherMod;
  }
  const broken = total >= p.av || clawed;
  if (clawed && a + b + mod < p.av) emit(ctx, { type: 'skill', player: p.id, skill: 'claws' });
  emit(ctx, { type: 'armour', player: p.id, roll: a + b, modifier: total - a - b, av: p.av, broken });
  if (broken) injuryRoll(ctx, p, onInjury, cause);
  return broken;
}

export type InjuryResult = 'stunned' | 'ko' | 'badlyHurt' | 'casualty';

export function injuryResult(p: Player, total: number): InjuryResult {
  const stunty = stuntyInjury(p);
  const skull = thickSkull(p) ? 1 : 0;
  if (stunty) {
    if (total <= 6 + skull) return 'stunned';
    if (total <= 8) return 'ko';
    if (total === 9) return 'badlyHurt';
    return 'casualty';
  }
  if (total <= 7 + skull) return 'stunned';
  if (total <= 9) return 'ko';
  return 'casualty';
}

/**
 * 2D6 on the injury table; a player on the pitch is stunned or removed to a dugout box. `cause`:
 * [002]'s dungeon hazard behind it (a casualty is then Badly Hurt, applyInjury), or the team.
 */
export function injuryRoll(ctx: Ctx, p: Player, mod = 0, cause: Cause = {}): InjuryResult {
  const a = roll(ctx, 6, 'injury', p.id, false, { count: 2, rolled: [] });
  const b = roll(ctx, 6, 'injury', p.id, false, { count: 2, rolled: [a] });
  const result = injuryResult(p, a + b + mod);
  emit(ctx, { type: 'injury', player: p.id, roll: a + b, modifier: mod, result });
  applyInjury(ctx, p, result, cause);
  return result;
}

const CASUALTY_TABLE: [number, string][] = [
  [6, 'badlyHurt'],
  [9, 'seriouslyHurt'],
  [12, 'seriousInjury'],
  [14, 'lastingInjury'],
  [16, 'dead'],
];

const LASTING: string[] = [
  'headInjury',
  'headInjury',
  'smashedKnee',
  'brokenArm',
  'neckInjury',
  'dislocatedShoulder',
];

/**
 * `cause.hazard`: [002] Casualties: "all casualties caused by exploding chests, open pits, spiked pits,
 * trapdoors, lava or bottomless pits are treated as Badly Hurt" and not recorded: no casualty
 * roll, the player marked with what hurt it (`casualtyBy`, and the event's `hazard`).
 */
export function applyInjury(ctx: Ctx, p: Player, result: InjuryResult, cause: Cause = {}): void {
  if (result === 'stunned') {
    if (p.sq >= 0) {
      const hadBall = carriesBall(ctx, p);
      p.status = 'stunned';
      if (hadBall) looseBall(ctx, p.sq);
    }
    return;
  }
  // [000]'s injury ladder has no KO or casualty box: the ruleset takes every worse result.
  if (ctx.rules.applyInjury) {
    ctx.rules.applyInjury(ctx, p, result, cause);
    return;
  }
  if (result === 'ko') {
    removeFromPitch(ctx, p, 'ko');
    return;
  }
  removeFromPitch(ctx, p, 'casualty');
  const { hazard } = cause;
  if (hazard) {
    p.casualty = 'badlyHurt';
    p.casualtyBy = hazard;
    emit(ctx, casualtyEvent(p, 0, 'badlyHurt', cause));
    regenerate(ctx, p);
    return;
  }
  if (result === 'badlyHurt') {
    p.casualty = 'badlyHurt';
    emit(ctx, casualtyEvent(p, 0, 'badlyHurt', cause));
    regenerate(ctx, p);
    return;
  }
  const r = roll(ctx, 16, 'casualty', p.id);
  // Decay: +1 to the roll; past the table's end is still Dead.
  const total = Math.min(16, r + casualtyAgainst(p));
  let cas = CASUALTY_TABLE.find(([max]) => total <= max)![1];
  if (cas === 'lastingInjury') cas = LASTING[roll(ctx, 6, 'lasting injury', p.id) - 1];
  p.casualty = cas;
  emit(ctx, casualtyEvent(p, r, cas, cause));
  regenerate(ctx, p);
}

/** The casualty event, with its hazard and causing team only when there is one. */
export function casualtyEvent(p: Player, roll: number, result: string, cause: Cause = {}): GameEvent {
  return {
    type: 'casualty',
    player: p.id,
    roll,
    result,
    ...(cause.hazard !== undefined && { hazard: cause.hazard }),
    ...(cause.by !== undefined && { by: cause.by }),
  };
}

/** Regeneration: D6 4+ after the casualty roll, and the player goes where the ruleset says instead. */
function regenerate(ctx: Ctx, p: Player): void {
  if (!regenerates(p) || p.status !== 'casualty') return;
  const r = roll(ctx, 6, 'regeneration', p.id);
  const ok = r >= 4;
  emit(ctx, {
    type: 'skill',
    player: p.id,
    skill: 'regeneration',
    detail: ok
      ? `regenerates: to the ${ctx.rules.regeneratedTo === 'ko' ? 'KO box' : 'reserves'}`
      : 'fails to regenerate',
  });
  if (!ok) return;
  p.status = ctx.rules.regeneratedTo;
  p.casualty = undefined;
  // Unset, not deleted: a deleted field gives the player a shape of its own (setup.ts UNSET_FIELDS).
  if (p.casualtyBy) p.casualtyBy = undefined;
}
