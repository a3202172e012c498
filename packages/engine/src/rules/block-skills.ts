/**
 * Skills that change a block's numbers and choices (BB2020, rules.md 4): Guard and Defensive
 * (assists), Horns (strength), Juggernaut, Brawler, Fend and Strip Ball, and the coaches'
 * choices on Both Down and Stumble (Wrestle, Block, Dodge). The block procedure (block.ts) and
 * the push (push.ts) ask these questions.
 */
import { markers, xy } from '../board.ts';
import type { Ctx } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import { chebyshev } from '../geometry.ts';
import {
  blitzStBonus,
  cancelsDodge,
  fends,
  guards,
  hasNoHands,
  ignoresBothDown,
  isBrawler,
  isDefensive,
  isFrenzied,
  isJuggernaut,
  resistsStrip,
  stripsBall,
  stumbleIsPush,
  wrestles,
} from '../skills.ts';
import { activeTeam, hasTackleZone, type Player } from '../state.ts';
import { carriesBall, endZoneOwner } from './common.ts';

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

/** A skill a coach is asked about on a Both Down or a Stumble. */
export interface FaceSkill {
  player: number;
  skill: 'wrestle' | 'block' | 'dodge';
}

const answerKey = (q: FaceSkill) => `${q.skill}:${q.player}`;

/** The coach's answer about `q`: true (used), false (declined), undefined (not asked). */
export function answered(f: BlockFrame, q: FaceSkill): boolean | undefined {
  return f.answers?.[answerKey(q)];
}

export function recordAnswer(f: BlockFrame, q: FaceSkill, yes: boolean): void {
  f.answers = { ...f.answers, [answerKey(q)]: yes };
}

/**
 * The skills the coaches choose about on this face, in the order they are asked. Both Down: the
 * Wrestle players first, the blocker's coach before the target's (BB2020: Wrestle may be used
 * whatever skills either player has; not by the target of a Juggernaut blitzer), then Block.
 * Block and Dodge are "may" too, but declining them only adds the player's own knock-down, so
 * they are asked only where that can bring something (docs/rules-status.md, Readings): the
 * player holds the ball and a team-mate standing in an opposing end zone is near enough to catch
 * its bounce (a touchdown), or, for Dodge, the Push Back would let a Frenzy blocker block again.
 */
export function faceSkills(ctx: Ctx, f: BlockFrame): FaceSkill[] {
  const a = ctx.g.players[f.attacker];
  const d = ctx.g.players[f.defender];
  const out: FaceSkill[] = [];
  if (f.face === 'bothDown') {
    if (wrestles(a)) out.push({ player: a.id, skill: 'wrestle' });
    if (wrestles(d) && !juggernautBlitz(ctx, f)) out.push({ player: d.id, skill: 'wrestle' });
    // Knocked down in its own square: the ball bounces to a square next to it.
    for (const p of [a, d]) {
      if (ignoresBothDown(p) && bounceMayScore(ctx, p, 1)) out.push({ player: p.id, skill: 'block' });
    }
  } else if (f.face === 'stumble' && dodgesStumble(ctx, f)) {
    // A POW! pushes the target a square first: the ball bounces up to 2 squares from here.
    if (bounceMayScore(ctx, d, 2) || (isFrenzied(a) && !f.second)) out.push({ player: d.id, skill: 'dodge' });
  }
  return out;
}

/**
 * Going down would drop the ball `p` holds, and a standing team-mate in an opposing end zone,
 * within `range` squares, could catch its bounce and score. Any other catch only moves the ball
 * a square or two, at the price of the player's armour roll (and for the blocker a turnover).
 */
function bounceMayScore(ctx: Ctx, p: Player, range: number): boolean {
  if (!carriesBall(ctx, p)) return false;
  const [x, y] = xy(ctx.d, p.sq);
  return ctx.g.players.some((q) => {
    if (q.team !== p.team || q.id === p.id || q.sq < 0 || !hasTackleZone(q) || hasNoHands(q)) return false;
    const zone = ctx.d.endZone[q.sq];
    const owner = zone < 0 ? -1 : endZoneOwner(ctx, zone);
    if (owner < 0 || owner === q.team) return false;
    const [qx, qy] = xy(ctx.d, q.sq);
    return chebyshev(x, y, qx, qy) <= range;
  });
}

/** The next question still to answer, or null: none left, or a player chose to Wrestle. */
export function nextFaceSkill(ctx: Ctx, f: BlockFrame): FaceSkill | null {
  const qs = faceSkills(ctx, f);
  if (qs.some((q) => q.skill === 'wrestle' && answered(f, q) === true)) return null;
  return qs.find((q) => answered(f, q) === undefined) ?? null;
}

/** The target may use Dodge against a Stumble: it has Dodge and the blocker has no Tackle. */
export function dodgesStumble(ctx: Ctx, f: BlockFrame): boolean {
  return stumbleIsPush(ctx.g.players[f.defender]) && !cancelsDodge(ctx.g.players[f.attacker]);
}

/** A skill is used unless its coach was asked and declined it. */
export function usesFaceSkill(f: BlockFrame, q: FaceSkill): boolean {
  return answered(f, q) !== false;
}
