/**
 * Carrying out an activation the bot declared: the route is planned at the first step (when the
 * engine has stood the player up and the MA used is known), then followed one legal step at a
 * time, re-planned if the player ends up elsewhere; then the chest is opened, the block made, or
 * the activation ended.
 */
import type { Action, Player } from '@dungeonbowl/engine';
import { chestsOpenOnEntry } from './rules-facts.ts';
import { cheb, routeTo, safeSquares, stepsTo } from './scripted-board.ts';
import { runPlan } from './scripted-carry.ts';
import { leapAction } from './scripted-leap.ts';
import { pitEscape, pitPickUp } from './scripted-pit.ts';
import { chestHere, portalRoute, portalTrip } from './scripted-portal.ts';
import { roleCost, roleOf } from './scripted-roles.ts';
import type { ActivationNow, Intent, Sit } from './scripted-situation.ts';
import { reachKnown } from './scripted-traps.ts';

/** The chest the team means to open this turn (-1: none), set by the turn plan. */
export function chestToOpen(s: Sit): number {
  const v = s.mem.cache.get('openChest');
  return typeof v === 'number' ? v : -1;
}

/** Route to the cheapest square for the player's role, without dice. */
export function movePath(s: Sit, p: Player, budget: number): number[] {
  const role = roleOf(s, p, chestToOpen(s));
  const reach = safeSquares(s.b, s.g, s.tz(), p.sq, budget);
  let best = p.sq;
  // A move must gain something: shuffling a square for nothing only costs time.
  let bestCost = roleCost(s, role, p.sq) - 0.4;
  for (const sq of reach) {
    const c = roleCost(s, role, sq) + 0.001 * stepsTo(s.b, sq);
    if (c < bestCost) {
      bestCost = c;
      best = sq;
    }
  }
  return best === p.sq ? [] : routeTo(s.b, best);
}

/** Route without dice to a square beside `sq` that is not marked (an opener's last square). */
export function routeBeside(
  s: Sit,
  p: Player,
  sq: number,
  budget: number,
  unmarked: boolean,
): number[] | null {
  const tz = s.tz();
  if (cheb(s.b, p.sq, sq) === 1 && (!unmarked || tz[p.sq] === 0)) return [];
  const reach = safeSquares(s.b, s.g, tz, p.sq, budget);
  let best = -1;
  for (const t of reach) {
    if (cheb(s.b, t, sq) !== 1 || (unmarked && tz[t] > 0)) continue;
    if (best < 0 || stepsTo(s.b, t) < stepsTo(s.b, best)) best = t;
  }
  return best < 0 ? null : routeTo(s.b, best);
}

/** A player's best way to where its role wants it, dice and all (a good enough chance only). */
export function riskyPath(s: Sit, p: Player, moved: number): number[] {
  const role = roleOf(s, p, chestToOpen(s));
  const here = roleCost(s, role, p.sq);
  let best: number[] = [];
  let bestGain = 0;
  for (const r of reachKnown(s.g, p.id, moved, true)) {
    // Across a trapdoor ([002]) the way on may be the only one (Castle's platforms): a longer
    // shot is taken, and a fall late in the turn costs little next to never getting there.
    const door = r.path.some((sq) => s.b.hazard[sq] === 2);
    if (r.portal || r.pickUp || r.chance < (door ? 0.4 : 0.5)) continue;
    const gain = r.chance * (here - roleCost(s, role, r.sq)) - (1 - r.chance) * (door ? 1.5 : 6);
    if (gain > bestGain) {
      bestGain = gain;
      best = r.path;
    }
  }
  return best;
}

function plan(s: Sit, it: Intent, p: Player, f: ActivationNow): number[] {
  const left = p.ma - f.moved;
  switch (it.kind) {
    case 'carry':
      return runPlan(s, p, f.moved).path;
    case 'pickup': {
      const r = s.loose ? reachKnown(s.g, p.id, f.moved).find((x) => x.sq === s.g.ball.sq) : undefined;
      return r ? r.path : [];
    }
    case 'open':
      // A square of movement kept to open it with, where the rules ask for one (Classic); else
      // the nearest side, as far as the move goes (Dungeon Bowl 2021 opens at the end of a Move).
      return (
        routeBeside(s, p, it.chest ?? -1, left - 1, true) ??
        routeBeside(s, p, it.chest ?? -1, left, true) ??
        []
      );
    case 'blitz': {
      const t = s.g.players[it.target ?? -1];
      return t ? (routeBeside(s, p, t.sq, left - 1, false) ?? []) : [];
    }
    case 'foul': {
      const t = s.g.players[it.target ?? -1];
      return t ? (routeBeside(s, p, t.sq, left, false) ?? []) : [];
    }
    case 'risky':
      return riskyPath(s, p, f.moved);
    case 'portal':
      return portalRoute(s, p, f.moved) ?? [];
    default:
      return movePath(s, p, left);
  }
}

const find = (actions: Action[], ok: (a: Action) => boolean) => actions.find(ok) ?? null;

/** Goes on with the activation as another kind of plan (a pick-up, a run). */
function replanAs(s: Sit, it: Intent, f: ActivationNow, actions: Action[], kind: Intent['kind']): Action {
  it.kind = kind;
  it.path = null;
  return activationAction(s, f, actions);
}

/** What to do at the end of the route (or after the blitz's block). */
function finish(s: Sit, it: Intent, p: Player, f: ActivationNow, actions: Action[]): Action | null {
  if (it.kind === 'open') {
    // The ball was in the chest stepped onto ([002]), and picked up: run with what is left.
    if (s.carrier === p.id && it.replans < 3) return replanAs(s, it, f, actions, 'carry');
    // Chests opened by entering: the last step is onto the chest.
    const enter = chestsOpenOnEntry(s.g) && p.sq !== it.chest;
    if (enter) return find(actions, (a) => a.type === 'step' && a.to === it.chest);
    const open = find(actions, (a) => a.type === 'openChest' && a.sq === it.chest);
    if (open || !s.loose || s.g.ball.sq !== it.chest) return open;
    // The ball found lies in the chest's square (Classic): pick it up with the movement left.
    const r = reachKnown(s.g, p.id, f.moved).find((x) => x.sq === it.chest);
    return r && r.chance >= 0.5 && it.replans < 3 ? replanAs(s, it, f, actions, 'pickup') : null;
  }
  if (it.kind === 'blitz' && !f.acted) {
    return find(actions, (a) => a.type === 'block' && a.target === it.target);
  }
  if (it.kind === 'portal') return afterPortal(s, it, p, f, actions);
  if (it.kind === 'foul') return find(actions, (a) => a.type === 'foul');
  const replan = (kind: Intent['kind']) => replanAs(s, it, f, actions, kind);
  // Known traps cut every way round: the carrier leaps one (Classic), then plans its run again.
  const leap = it.kind === 'carry' ? leapAction(s, p, actions) : null;
  if (leap) {
    it.path = null;
    return leap;
  }
  // A pick-up on the way: now run with what is left of the move.
  if (it.kind === 'pickup' && s.carrier === p.id && it.replans < 3) return replan('carry');
  // After the blitz the ball may be loose at its feet.
  if (it.kind === 'blitz' && s.loose && it.replans < 1 && cheb(s.b, p.sq, s.g.ball.sq) <= 2) {
    const r = reachKnown(s.g, p.id, f.moved).find((x) => x.sq === s.g.ball.sq);
    if (r && r.chance >= 0.5) return replan('pickup');
  }
  return null;
}

/** Through a teleporter: open a chest found here, or go on to another pad if still shut out. */
function afterPortal(s: Sit, it: Intent, p: Player, f: ActivationNow, actions: Action[]): Action | null {
  if (p.status !== 'standing' || it.replans >= 4) return null;
  it.replans++;
  if (s.loose) {
    const r = reachKnown(s.g, p.id, f.moved).find((x) => x.sq === s.g.ball.sq);
    if (r && r.chance >= 0.5) return replanAs(s, it, f, actions, 'pickup');
  }
  const chest = s.hidden ? chestHere(s, p) : -1;
  if (chest >= 0 && p.ma - f.moved >= 1) {
    it.chest = chest;
    return replanAs(s, it, f, actions, 'open');
  }
  const trip = portalTrip(s, new Map([[p.id, actions[0]]]));
  return trip ? replanAs(s, it, f, actions, 'portal') : null;
}

/**
 * The intent of an activation the bot did not declare itself (another coach, a search, or a bot
 * taking over mid-turn): what the frame says, a blitz or foul at its target, the carrier's run.
 */
function intentOf(s: Sit, f: ActivationNow): Intent {
  const it: Intent = { turn: s.g.turn.number, player: f.player, kind: 'move', path: null, replans: 0 };
  if ((f.action === 'blitz' || f.action === 'foul') && f.target >= 0) {
    it.kind = f.action;
    it.target = f.target;
  } else if (s.carrier === f.player) it.kind = 'carry';
  else if (s.loose && s.g.players[f.player].status === 'standing') {
    const r = reachKnown(s.g, f.player, f.moved).find((x) => x.sq === s.g.ball.sq);
    if (r && r.chance >= 0.5) it.kind = 'pickup';
  }
  return it;
}

/**
 * Whether a plan belongs to the activation under way: a plan to blitz or foul someone is not
 * for another declaration of the same player (a search may declare other than the bot would).
 */
function fits(it: Intent, f: ActivationNow): boolean {
  if (f.action === 'blitz' || f.action === 'foul') {
    // After the block or the foul the plan may go on as a pick-up or a run.
    return f.acted || (it.kind === f.action && it.target === f.target);
  }
  return it.kind !== 'blitz' && it.kind !== 'foul';
}

export function activationAction(s: Sit, f: ActivationNow, actions: Action[]): Action {
  const g = s.g;
  const p = g.players[f.player];
  let it = s.mem.intent;
  if (!it || it.player !== p.id || it.turn !== g.turn.number || !fits(it, f)) {
    it = intentOf(s, f);
    s.mem.intent = it;
  }
  const end = find(actions, (a) => a.type === 'endActivation') ?? actions[0];
  // A Block action by a player who could Stab instead: the block.
  if (f.action === 'block' && !f.acted) {
    return find(actions, (a) => a.type === 'block') ?? end;
  }
  if (it.kind === 'blitz' && !f.acted) {
    const block = find(actions, (a) => a.type === 'block' && a.target === it.target);
    if (block) return block;
  }
  // [000] The ball beneath our player in a pit: picked up before anything else.
  const pick = pitPickUp(actions);
  if (pick && (it.kind === 'pickup' || it.kind === 'move' || it.kind === 'carry')) {
    it.kind = 'pickup';
    it.path = [];
    return pick;
  }
  // [000] In a pit: out first. Its steps come only after the escape, and the engine's reach
  // (the plan's) knows none before it.
  const out = pitEscape(actions);
  if (out) return out;
  if (it.path === null) it.path = f.acted && it.kind === 'blitz' ? [] : plan(s, it, p, f);
  if (it.path.length > 0 && it.path[0] === p.sq) it.path.shift();
  // Sent elsewhere by the teleporter it stepped onto: through it, what next (afterPortal).
  if (it.kind === 'portal' && it.path.length > 0 && cheb(s.b, p.sq, it.path[0]) > 1) it.path = [];
  if (it.path.length > 0) {
    const to = it.path[0];
    const step = find(actions, (a) => a.type === 'step' && a.to === to);
    if (step) return step;
    if (it.replans++ < 2) {
      it.path = null;
      return activationAction(s, f, actions);
    }
    return end;
  }
  return finish(s, it, p, f, actions) ?? end;
}
