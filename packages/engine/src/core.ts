/**
 * The machinery every procedure shares: the context passed through a resolution, dice with
 * events, the frame handler registry and the loop that resolves automatic frames until a coach
 * must decide.
 */
import type { Action } from './actions.ts';
import { retiredAnswer, retiredLeave } from './concede.ts';
import { DiceError, type DieAbout, rollDie } from './dice.ts';
import type { Dungeon } from './dungeon/map.ts';
import type { GameEvent } from './events.ts';
import type { Frame, FrameType } from './frames.ts';
import type { Ruleset } from './rulesets/types.ts';
import type { Game } from './state.ts';

export interface Ctx {
  g: Game;
  d: Dungeon;
  /** The ruleset in force: rule code calls its hooks (rulesets/types.ts). */
  rules: Ruleset;
  /** null when events are switched off for bulk simulation. */
  events: GameEvent[] | null;
}

/**
 * What a handler's `decide` offers: who decides and every legal action. Callers never see it
 * bare: `legalActions` and `apply` make it a `Decision` (decision-context.ts: its kind, player and
 * context) and freeze it.
 */
export interface Offer {
  team: number;
  actions: Action[];
  /**
   * How many of the actions, from the first, came from actions.ts's constructors (frozen and
   * shared already): decisionOf looks only at the rest. The team turn lists a hundred and more.
   */
  made?: number;
}

export interface Handler<F extends Frame = Frame> {
  /** Non-null while the frame waits for a coach. */
  decide?(ctx: Ctx, f: F): Offer | null;
  /** Applies a coach's (already checked) action to the waiting frame. */
  act?(ctx: Ctx, f: F, a: Action): void;
  /** Makes automatic progress: must pop the frame, push another, or change its phase. */
  run(ctx: Ctx, f: F): void;
}

/** An offer whose actions all come from actions.ts's constructors (see `made`). */
export function madeOffer(team: number, actions: Action[]): Offer {
  return { team, actions, made: actions.length };
}

const HANDLERS = new Map<FrameType, Handler>();

export function register<T extends FrameType>(t: T, h: Handler<Extract<Frame, { t: T }>>): void {
  HANDLERS.set(t, h as unknown as Handler);
}

export function handlerFor(f: Frame): Handler {
  const h = HANDLERS.get(f.t);
  if (!h) throw new Error(`no handler for frame '${f.t}'`);
  return h;
}

export function emit(ctx: Ctx, e: GameEvent): void {
  if (ctx.events) ctx.events.push(e);
}

/**
 * Rolls a die and records it with its purpose. Secret rolls never reach a coach's view. `about`
 * says more of what the die is for (the target, the square): only a die the table-top script does
 * not hold uses it, to ask for the die (dice.ts DieRequest).
 */
export function roll(
  ctx: Ctx,
  sides: number,
  purpose: string,
  player?: number,
  secret?: boolean,
  about?: DieAbout,
): number {
  let value: number;
  try {
    value = rollDie(ctx.g.dice, sides, purpose);
  } catch (e) {
    if (e instanceof DiceError) {
      e.about = {
        ...(player !== undefined ? { player } : {}),
        ...(secret ? { secret: true } : {}),
        ...about,
      };
    }
    throw e;
  }
  if (ctx.events) {
    const e: GameEvent = { type: 'roll', die: sides, value, purpose };
    if (player !== undefined) e.player = player;
    if (secret) e.secret = true;
    if (about?.wins) e.wins = about.wins;
    ctx.events.push(e);
  }
  return value;
}

export function top(g: Game): Frame | undefined {
  return g.stack[g.stack.length - 1];
}

export function push(g: Game, f: Frame): void {
  g.stack.push(f);
}

export function pop(g: Game): void {
  g.stack.pop();
}

/** The frame just below the top one (the parent of a child frame). */
export function parent(g: Game): Frame | undefined {
  return g.stack[g.stack.length - 2];
}

/**
 * A touchdown in a match that goes on ([002]): whatever was being resolved is abandoned, as a
 * touchdown that ends the game abandons it, and the dungeon is set up again (rules/drive.ts).
 */
function restartAfterTouchdown(g: Game): void {
  const scorer = g.scored!;
  delete g.scored;
  g.stack.length = 0;
  g.stack.push({ t: 'drive', scorer, phase: 'reset', deployIndex: 0, deployed: 0, order: [] });
}

/** Resolves automatic frames until a coach must decide or the game is over. */
export function settle(ctx: Ctx): Offer | null {
  const g = ctx.g;
  for (let guard = 0; guard < 100000; guard++) {
    if (g.result) {
      g.stack.length = 0;
      return null;
    }
    if (g.scored !== undefined) restartAfterTouchdown(g);
    const f = top(g);
    if (!f) return null;
    // A team that conceded leaves once nothing is being resolved (concede.ts).
    if (f.t === 'turn' && retiredLeave(ctx)) continue;
    const h = handlerFor(f);
    if (h.decide) {
      const d = h.decide(ctx, f);
      if (d && g.teams[d.team]?.retired) {
        // Its coach has gone: the decision answers itself.
        h.act?.(ctx, f, retiredAnswer(d));
        continue;
      }
      if (d) {
        // Between any two decisions ([002]: a Secret Weapon back in the dugout is sent off; a
        // team annihilated loses at once).
        ctx.rules.beforeDecision?.(ctx);
        if (!g.result) return d;
        continue;
      }
    }
    h.run(ctx, f);
  }
  throw new Error('the engine made no progress resolving the stack');
}
