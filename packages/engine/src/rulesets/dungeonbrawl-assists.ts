/**
 * Dungeon Brawl ([000] "Assisting from third-party players"): in a block, players of the other
 * teams (neither the blocker's nor the target's) next to the fight may choose whom to assist, the
 * blocker or the target, unless they are in another team's tackle zone.
 *
 * Readings chosen here (docs/rules-status-dungeonbrawl.md):
 * - Who may: a Standing player with its tackle zone (as any assist, rules.md 2.4) of a third team.
 *   To assist the blocker it must be next to the target; to assist the target, next to the
 *   blocker (the usual assist geometry); no wall corner between them (as block.ts `assists`).
 *   Next to both, it may choose either side.
 * - "In another team's tackle zone": marked by any player of a team other than its own, except
 *   the blocker and the target themselves (it must be next to one of them to assist at all; the
 *   usual rule likewise ignores the player assisted against). Guard does not lift this: the rule
 *   is [000]'s own, "to prevent disputes".
 * - Each such player's coach answers for it before the block dice are rolled (after Dauntless),
 *   one player at a time: teams in turn order from the active team, a team's players by number
 *   in the game. The question is skipped when nobody may assist. Each assist is +1 ST, as usual.
 * - The teams' own assists are unchanged (block.ts `assists`): a third-party player marks a
 *   team-mate of the blocker or the target whichever side it chose, so it still stops that
 *   team-mate's assist.
 * - Only blocks (and a Blitz's block): fouls keep the usual assists (the paragraph is under
 *   "Blocking & Blitzing").
 * - Assisting from a pit (FAQ: "Yes, if adjacent and not in another team's tackle zone"): a
 *   player in a pit is Standing there with its tackle zone (dungeonbrawl-pits.ts), so it assists
 *   like any other (test: dungeonbrawl-assists, the FAQ's describe).
 */
import type { Action } from '../actions.ts';
import { isAdjacent, markers, wallBetween } from '../board.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import type { BlockFrame, ThirdPartyAssistFrame } from '../frames.ts';
import { hasTackleZone, type Player } from '../state.ts';

export type AssistSide = 'attacker' | 'defender';

/** May `q` give an assist against `against` (next to it, no wall corner between them)? */
function reaches(ctx: Ctx, q: Player, against: Player): boolean {
  if (!isAdjacent(ctx.d, q.sq, against.sq)) return false;
  return ctx.rules.assistsRoundCorners === true || !wallBetween(ctx, q.sq, against.sq);
}

/** The sides a third-party player `q` may assist in the block of `a` on `d` (none: it may not). */
export function thirdPartySides(ctx: Ctx, q: Player, a: Player, d: Player): AssistSide[] {
  if (q.team === a.team || q.team === d.team || !hasTackleZone(q)) return [];
  if (markers(ctx, q.sq, q.team).some((m) => m !== a.id && m !== d.id)) return [];
  const out: AssistSide[] = [];
  if (reaches(ctx, q, d)) out.push('attacker');
  if (reaches(ctx, q, a)) out.push('defender');
  return out;
}

/** Third-party players who may assist, in the order their coaches are asked. */
export function thirdPartyHelpers(ctx: Ctx, a: Player, d: Player): Player[] {
  const g = ctx.g;
  const order = g.turn.order;
  const start = Math.max(0, g.turn.index);
  const out: Player[] = [];
  for (let i = 0; i < order.length; i++) {
    const team = order[(start + i) % order.length];
    for (const q of g.players) {
      if (q.team === team && thirdPartySides(ctx, q, a, d).length > 0) out.push(q);
    }
  }
  return out;
}

/** Ruleset.beforeBlockStrength: asks the third parties once per block, if anyone may assist. */
export function askThirdParties(ctx: Ctx, f: BlockFrame): boolean {
  if (f.thirdParty) return false;
  f.thirdParty = { attacker: [], defender: [] };
  const g = ctx.g;
  if (thirdPartyHelpers(ctx, g.players[f.attacker], g.players[f.defender]).length === 0) return false;
  const ask: ThirdPartyAssistFrame = {
    t: 'thirdPartyAssist',
    attacker: f.attacker,
    defender: f.defender,
    asked: [],
    forAttacker: [],
    forDefender: [],
  };
  push(g, ask);
  return true;
}

/** Ruleset.otherAssists: the third parties' assists, those still able to give them now. */
export function thirdPartyAssists(ctx: Ctx, f: BlockFrame): [number, number] {
  if (!f.thirdParty) return [0, 0];
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  const count = (ids: number[], side: AssistSide) =>
    ids.filter((id) => thirdPartySides(ctx, g.players[id], a, d).includes(side)).length;
  return [count(f.thirdParty.attacker, 'attacker'), count(f.thirdParty.defender, 'defender')];
}

/** The next player whose coach has not answered, or null. */
function nextHelper(ctx: Ctx, f: ThirdPartyAssistFrame): Player | null {
  const g = ctx.g;
  const helpers = thirdPartyHelpers(ctx, g.players[f.attacker], g.players[f.defender]);
  return helpers.find((q) => !f.asked.includes(q.id)) ?? null;
}

register('thirdPartyAssist', {
  decide(ctx, f) {
    const g = ctx.g;
    const q = nextHelper(ctx, f);
    if (!q) return null;
    // "Choose whom to assist": the blocker, the target, or (useSkill assist, no) nobody.
    const sides = thirdPartySides(ctx, q, g.players[f.attacker], g.players[f.defender]);
    const actions: Action[] = sides.map((s) => ({
      type: 'choosePlayer' as const,
      player: s === 'attacker' ? f.attacker : f.defender,
    }));
    actions.push({ type: 'useSkill', skill: 'assist', yes: false, player: q.id });
    return { team: q.team, actions };
  },
  act(ctx, f, a) {
    const q = nextHelper(ctx, f);
    if (!q) return;
    f.asked.push(q.id);
    if (a.type !== 'choosePlayer') return;
    const side = a.player === f.attacker ? f.forAttacker : f.forDefender;
    side.push(q.id);
    const whom = a.player === f.attacker ? 'the blocker' : 'the target';
    emit(ctx, { type: 'skill', player: q.id, skill: 'assist', detail: `assists ${whom}` });
  },
  run(ctx, f) {
    const g = ctx.g;
    pop(g);
    const block = g.stack[g.stack.length - 1];
    if (block?.t === 'block')
      block.thirdParty = { attacker: [...f.forAttacker], defender: [...f.forDefender] };
  },
});
