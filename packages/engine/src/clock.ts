/**
 * The clock keeper's actions. The engine has no clock: whoever keeps time (a browser, a server, a
 * coach at a real table) says when it runs out, with an action `apply` takes outside any coach's
 * decision ([002] The game: 120 minutes a match, at most 4 a turn). A game whose options give no
 * clock (`matchMinutes`, `turnMinutes` null) takes neither.
 */
import type { Action } from './actions.ts';
import { type Ctx, emit } from './core.ts';
import { turnover } from './rules/common.ts';
import { activeTeam, type Game } from './state.ts';

export type ClockAction = Extract<Action, { type: 'timeUp' | 'turnTimeExpired' }>;

/** Does the caller's object say it is a clock action? (Read once, safely: it may be hostile.) */
export function isClockAction(a: unknown): boolean {
  try {
    const t = a && typeof a === 'object' ? (a as { type?: unknown }).type : undefined;
    return t === 'timeUp' || t === 'turnTimeExpired';
  } catch {
    return false;
  }
}

/** Is a team turn being played (not the pre-game, not a set-up after a touchdown)? */
function inTeamTurn(g: Game): boolean {
  return g.turn.index >= 0 && g.stack.some((f) => f.t === 'turn');
}

/** The clock keeper's actions `apply` takes now: none once the game is over or with no clock. */
export function clockActions(g: Game): ClockAction[] {
  if (g.result) return [];
  const out: ClockAction[] = [];
  // The match clock runs from the first team turn (the pre-game is not timed).
  if (g.options.matchMinutes !== null && g.turn.number > 0) out.push({ type: 'timeUp' });
  if (g.options.turnMinutes !== null && inTeamTurn(g) && !g.turn.turnover) {
    out.push({ type: 'turnTimeExpired' });
  }
  return out;
}

/**
 * Applies a clock action the game takes now (clockActions). Time up: the ruleset says how the
 * game ends ([002]: on the score). Turn time expired: a turnover ([002] item 5); what is being
 * resolved (a block's dice, a re-roll) is finished first, then the turn ends.
 */
export function applyClock(ctx: Ctx, a: ClockAction): void {
  const g = ctx.g;
  if (a.type === 'timeUp') {
    emit(ctx, { type: 'clock', what: 'timeUp' });
    ctx.rules.timeUp(ctx);
    return;
  }
  emit(ctx, { type: 'clock', what: 'turnTimeExpired', team: activeTeam(g) });
  turnover(ctx, 'turn time expired');
}
