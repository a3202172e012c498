/**
 * Skills that change a block's numbers and choices (BB2020, rules.md 4): Guard and Defensive
 * (assists), Horns (strength), Juggernaut, Brawler, Fend and Strip Ball. The block procedure
 * (block.ts) and the push (push.ts) ask these questions.
 */
import { markers } from '../board.ts';
import type { Ctx } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import {
  blitzStBonus,
  fends,
  guards,
  isBrawler,
  isDefensive,
  isJuggernaut,
  resistsStrip,
  stripsBall,
} from '../skills.ts';
import { activeTeam, type Player } from '../state.ts';
import { carriesBall } from './common.ts';

/**
 * Guard: the player assists even while marked by other opponents, unless one of the opponents
 * marking it has Defensive and it is not that opponent's team turn.
 */
export function assistsWhileMarked(ctx: Ctx, q: Player): boolean {
  if (!guards(q)) return false;
  const g = ctx.g;
  const active = activeTeam(g);
  return !markers(ctx, q.sq, q.team).some((m) => {
    const o = g.players[m];
    return isDefensive(o) && o.team !== active;
  });
}

/** The blocker's own ST for this block: Horns adds to it in a Blitz, before any assists. */
export function blockerSt(a: Player, blitz: boolean): number {
  return a.st + (blitz ? blitzStBonus(a) : 0);
}

/** Juggernaut in a Blitz: the target may not use Fend, Stand Firm or Wrestle against it. */
export function juggernautBlitz(ctx: Ctx, f: BlockFrame): boolean {
  return f.blitz && isJuggernaut(ctx.g.players[f.attacker]);
}

/** Brawler: on a block that is not part of a Blitz, one Both Down die may be re-rolled. */
export function brawlerDie(ctx: Ctx, f: BlockFrame): number {
  if (f.blitz || f.rerolled || !isBrawler(ctx.g.players[f.attacker])) return -1;
  return f.faces.indexOf('bothDown');
}

/**
 * Fend: the target pushed back by the block (not a chain push) stops the blocker following up,
 * unless the blocker is a Juggernaut blitzing. Used automatically: a follow-up the target's
 * coach would want is too rare to ask about every push.
 */
export function fendStopsFollowUp(ctx: Ctx, f: BlockFrame): boolean {
  const d = ctx.g.players[f.defender];
  return fends(d) && f.pushes.some((m) => m.player === d.id) && !juggernautBlitz(ctx, f);
}

/**
 * Strip Ball: applying a Push Back to a ball carrier (also a Stumble the target's Dodge turns
 * into one, and a Both Down Juggernaut turns into one) makes it drop the ball. Never against
 * Sure Hands. Used automatically.
 */
export function stripsOnPush(ctx: Ctx, f: BlockFrame): boolean {
  const a = ctx.g.players[f.attacker];
  const d = ctx.g.players[f.defender];
  return stripsBall(a) && carriesBall(ctx, d) && !resistsStrip(d);
}
