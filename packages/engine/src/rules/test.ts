/**
 * Tests against a characteristic (rules.md 2.1): roll a D6, add the modifiers, succeed on reaching
 * the target; for AG and PA tests a natural 1 always fails and a natural 6 always succeeds. A
 * failed test may be re-rolled once: by a skill (used automatically) or by a team re-roll (the
 * coach decides; only in that team's own turn). Never a re-roll of a re-roll.
 */
import { type Ctx, emit, parent, pop, push, register, roll, top } from '../core.ts';
import type { DieAbout } from '../dice.ts';
import type { TestFrame, TestKind, TestResult } from '../frames.ts';
import { breakTackleBonus, lonerTarget, skillReroll } from '../skills.ts';
import { activeTeam, type Game } from '../state.ts';

export interface TestSpec {
  test: TestKind;
  player: number;
  target: number;
  modifier: number;
  naturals?: boolean;
  /** A skill re-roll may not be used (e.g. Dodge against Tackle). */
  noSkillReroll?: boolean;
  /** No team re-roll may be used. */
  noTeamReroll?: boolean;
}

/** Pushes a test; its result arrives in the parent frame's `res`. */
export function pushTest(g: Game, s: TestSpec): void {
  const f: TestFrame = {
    t: 'test',
    test: s.test,
    player: s.player,
    target: s.target,
    modifier: s.modifier,
    naturals: s.naturals ?? true,
    rerolled: false,
    offer: false,
    last: null,
    noSkill: s.noSkillReroll ?? false,
    noTeam: s.noTeamReroll ?? false,
  };
  push(g, f);
}

function evaluate(f: TestFrame, r: number): TestResult {
  const total = r + f.modifier;
  let ok = total >= f.target;
  if (f.naturals) {
    if (r === 1) ok = false;
    if (r === 6) ok = true;
  } else if (r === 1) {
    ok = false;
  }
  return { ok, roll: r, total };
}

/** The least face that passes the test (none: no face can), for a table-top die request. */
function needs(f: TestFrame): number | undefined {
  for (let r = 1; r <= 6; r++) if (evaluate(f, r).ok) return r;
  return undefined;
}

/**
 * Where the test is taken, for a table-top die request: a step's destination (a rush is rolled
 * before the player moves; a dodge or a jump after), else where the player stands.
 */
function testSquare(ctx: Ctx, f: TestFrame): number | undefined {
  const below = parent(ctx.g);
  if (below?.t === 'step') return below.to;
  const sq = ctx.g.players[f.player]?.sq;
  return sq !== undefined && sq >= 0 ? sq : undefined;
}

/** One roll of the test; `again`: the re-roll's source, when it is one. */
function rollOnce(ctx: Ctx, f: TestFrame, again?: string): TestResult {
  const about: DieAbout = {};
  const least = needs(f);
  const sq = testSquare(ctx, f);
  if (least !== undefined) about.needs = least;
  if (sq !== undefined) about.sq = sq;
  if (again) about.again = { why: 'reroll', source: again };
  const r = roll(ctx, 6, f.test, f.player, false, about);
  const res = evaluate(f, r);
  emit(ctx, {
    type: 'test',
    test: f.test,
    player: f.player,
    roll: r,
    target: f.target,
    modifier: f.modifier,
    ok: res.ok,
  });
  return res.ok ? res : breakTackle(ctx, f, res);
}

/**
 * Break Tackle: once per activation, +1 (+2 with ST 5 or more) to the dodge roll after seeing it.
 * Used automatically, and only when it turns the failure into a success: spending it on a roll
 * it cannot save would only waste it. A player is activated once per team turn, so "once per
 * activation" is kept in the player's once-per-turn list. A natural 1 still fails.
 */
function breakTackle(ctx: Ctx, f: TestFrame, res: TestResult): TestResult {
  const p = ctx.g.players[f.player];
  const bt = f.test === 'dodge' ? breakTackleBonus(p) : null;
  if (!bt || p.usedThisTurn.includes(bt.skill) || res.roll === 1) return res;
  if (res.total + bt.bonus < f.target) return res;
  p.usedThisTurn.push(bt.skill);
  emit(ctx, { type: 'skill', player: p.id, skill: 'breakTackle', detail: `+${bt.bonus} to the dodge` });
  return { ok: true, roll: res.roll, total: res.total + bt.bonus };
}

function finish(ctx: Ctx, _f: TestFrame, res: TestResult): void {
  pop(ctx.g);
  (top(ctx.g) as { res?: TestResult }).res = res;
}

export function teamRerollAvailable(g: Game, team: number): boolean {
  const t = g.teams[team];
  if (activeTeam(g) !== team || t.rerolls <= 0) return false;
  return g.options.multipleTeamRerolls || !g.turn.used.teamReroll;
}

export function useTeamReroll(ctx: Ctx, team: number, player: number): void {
  ctx.g.teams[team].rerolls--;
  ctx.g.turn.used.teamReroll = true;
  emit(ctx, { type: 'reroll', source: 'team', player });
}

/**
 * Spends a team re-roll for `player` and says whether the dice may be rolled again: a Loner (X+)
 * must first roll X or more on a D6, or the re-roll is lost and the original result stands
 * (rules.md 2.1). Every team re-roll offered to a coach should go through here (block dice too).
 */
export function takeTeamReroll(ctx: Ctx, team: number, player: number): boolean {
  useTeamReroll(ctx, team, player);
  const p = ctx.g.players[player];
  const loner = lonerTarget(p);
  if (loner === null) return true;
  const r = roll(ctx, 6, 'loner', player, false, { needs: loner });
  const ok = r >= loner;
  emit(ctx, {
    type: 'skill',
    player,
    skill: 'loner',
    detail: ok ? `${r}: may re-roll` : `${r}: the re-roll is lost`,
  });
  return ok;
}

register('test', {
  decide(ctx, f) {
    if (!f.offer) return null;
    return {
      team: ctx.g.players[f.player].team,
      actions: [{ type: 'reroll', source: 'team' }, { type: 'noReroll' }],
    };
  },
  act(ctx, f, a) {
    f.offer = false;
    if (a.type === 'reroll') {
      f.rerolled = true;
      const may = takeTeamReroll(ctx, ctx.g.players[f.player].team, f.player);
      finish(ctx, f, may ? rollOnce(ctx, f, 'team') : f.last!);
    } else {
      finish(ctx, f, f.last!);
    }
  },
  run(ctx, f) {
    const res = rollOnce(ctx, f);
    if (res.ok) return finish(ctx, f, res);
    const p = ctx.g.players[f.player];
    const skill = f.noSkill ? null : skillReroll(p, f.test);
    if (skill) {
      p.usedThisTurn.push(skill);
      emit(ctx, { type: 'reroll', source: skill, player: f.player });
      f.rerolled = true;
      return finish(ctx, f, rollOnce(ctx, f, skill));
    }
    if (!f.noTeam && teamRerollAvailable(ctx.g, p.team)) {
      f.last = res;
      f.offer = true;
      return;
    }
    finish(ctx, f, res);
  },
});
