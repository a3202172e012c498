/**
 * The team turn: activating players one at a time, bringing a player in through a portal, the
 * magic sponge, and the end of the turn (stunned players roll over, the next team's turn).
 */
import { type Action, type ActionKind, activateAction, END_TURN, pushActivations } from '../actions.ts';
import { around } from '../board.ts';
import { nextPlayingIndex } from '../concede.ts';
import { type Ctx, emit, type Offer, pop, push, register } from '../core.ts';
import type { ActivationFrame } from '../frames.ts';
import { pushAll } from '../limits.ts';
import { downInPit } from '../rulesets/traps.ts';
import {
  blocksFromProne,
  canGaze,
  canKickTeamMate,
  canThrowTeamMate,
  isBombardier,
  keepsBall,
} from '../skills.ts';
import { activeTeam, type Game, isOnPitch, type Player } from '../state.ts';
import { pickMeUp } from './pick-me-up.ts';
import { isBlinded } from './spells/effects.ts';
import { pushSpells } from './spells/index.ts';

function declarations(ctx: Ctx, team: number): Action[] {
  const g = ctx.g;
  const out: Action[] = [];
  const used = g.turn.used;
  // [000]: every player may Blitz, with no limit a turn.
  const blitzLimit = ctx.rules.blitzesPerTurn === undefined ? 1 : ctx.rules.blitzesPerTurn;
  const mayBlitz = blitzLimit === null || !used.blitz;
  // The same opponents for every player of the team: listed once, not once a player.
  const standing: number[] = [];
  const foulable: number[] = [];
  for (const o of g.players) {
    if (o.team === team) continue;
    if (o.status === 'standing') standing.push(o.id);
    // [003]: players down in pit traps cannot be fouled (rulesets/traps.ts).
    else if ((o.status === 'prone' || o.status === 'stunned') && !downInPit(g, o)) foulable.push(o.id);
  }
  for (const p of g.players) {
    if (p.team !== team || p.activated || !isOnPitch(p) || p.status === 'stunned') continue;
    out.push(activateAction(p.id, 'move'));
    // Jump Up: a prone player may declare a Block action (it stands up with an AG test first).
    if (p.status === 'standing' || blocksFromProne(p)) pushBlocks(ctx, out, p);
    if (mayBlitz) pushActivations(out, p.id, 'blitz', standing);
    // My Ball (BB2020: "may not make Pass actions, Hand-off actions"): read as no declaration at
    // all, not only no throw while holding the ball, so the team's one Pass or Hand-off is not
    // spent on an action the player could never complete.
    // Blinding Light: a blinded team may declare neither (rules/spells/blinding-light.ts).
    const mayGiveBall = !keepsBall(p) && !isBlinded(g, team);
    if (mayGiveBall && !used.pass && !used.throwTeamMate) {
      out.push(activateAction(p.id, 'pass'));
    }
    if (mayGiveBall && !used.handOff) out.push(activateAction(p.id, 'handOff'));
    if (!used.foul) pushActivations(out, p.id, 'foul', foulable);
    if (!used.pass && !used.throwTeamMate && canThrowTeamMate(p)) {
      out.push(activateAction(p.id, 'throwTeamMate'));
    }
    // Kick Team-mate has its own once-per-turn allowance, besides the Pass or Throw Team-mate.
    // Hypnotic Gaze: a special action with no limit per team turn (rules/gaze.ts).
    if (canGaze(p)) out.push(activateAction(p.id, 'hypnoticGaze'));
    if (!used.kickTeamMate && canKickTeamMate(p)) {
      out.push(activateAction(p.id, 'kickTeamMate'));
    }
    // Bombardier: one Throw Bomb per team turn, by a Standing player, besides any Pass.
    if (!used.bomb && p.status === 'standing' && isBombardier(p)) {
      out.push(activateAction(p.id, 'throwBomb'));
    }
  }
  return out;
}

/** A Block declared against each standing opponent next to the player, onto `out`. */
function pushBlocks(ctx: Ctx, out: Action[], p: Player): void {
  const g = ctx.g;
  for (const s of around(ctx.d, p.sq)) {
    const o = g.occ[s];
    if (o < 0) continue;
    const q = g.players[o];
    if (q.team !== p.team && q.status === 'standing') out.push(activateAction(p.id, 'block', o));
  }
}

/** The kinds of action a player entering the dungeon may take at once ([002] Reserves). */
const ENTRY_ACTIONS: readonly ActionKind[] = ['move', 'blitz', 'pass', 'foul'];

/** [002]: a player who has just entered the dungeon takes its Move, Blitz, Pass or Foul first. */
function enteringDecision(ctx: Ctx, team: number): Offer | null {
  const g = ctx.g;
  const pi = g.turn.entering;
  if (pi === undefined) return null;
  const p = g.players[pi];
  if (!isOnPitch(p) || p.activated) return null;
  const actions = declarations(ctx, team).filter(
    (a) => a.type === 'activate' && a.player === pi && ENTRY_ACTIONS.includes(a.action),
  );
  return actions.length > 0 ? { team, actions } : null;
}

function turnDecision(ctx: Ctx): Offer {
  const g = ctx.g;
  const team = activeTeam(g);
  const entering = enteringDecision(ctx, team);
  if (entering) return entering;
  const declared = declarations(ctx, team);
  // Every declaration is actions.ts's own, unless the ruleset's hook has its say.
  const made = ctx.rules.declarations ? 0 : declared.length;
  const actions = ctx.rules.declarations ? ctx.rules.declarations(ctx, team, declared) : declared;
  pushAll(actions, ctx.rules.entryActions(ctx, team));
  actions.push(END_TURN);
  return { team, actions, made };
}

function startTurn(ctx: Ctx): void {
  const g = ctx.g;
  g.turn.number++;
  g.turn.turnover = false;
  delete g.turn.entering;
  delete g.turn.rushed;
  g.turn.used = {
    blitz: false,
    pass: false,
    handOff: false,
    foul: false,
    throwTeamMate: false,
    kickTeamMate: false,
    portalEntry: false,
    sponge: false,
    teamReroll: false,
  };
  const team = activeTeam(g);
  // Blinding Light lasts until the start of the blinded team's next turn.
  if (g.teams[team].blinded) g.teams[team].blinded = false;
  for (const p of g.players) {
    p.teleportsThisTurn = 0;
    // Bestial Fury lasts for the team turn it was cast in.
    if (p.furious) p.furious = false;
    if (p.usedThisTurn.length > 0) p.usedThisTurn = [];
    p.stunnedAtTurnStart = p.status === 'stunned' ? true : undefined;
    // Take Root ends once the player has been knocked down or placed prone.
    if (p.rooted && p.status !== 'standing') p.rooted = false;
    if (p.team === team) p.activated = false;
  }
  emit(ctx, { type: 'turnStart', team, number: g.turn.number });
}

function endTurn(ctx: Ctx): void {
  const g = ctx.g;
  const team = activeTeam(g);
  // Pick-me-up helps the other teams' prone players, before stunned players roll over.
  pickMeUp(ctx, team);
  // Players stunned when this team turn began roll over: of any team ([004]), or only of the
  // team whose turn this was (stunnedRollOver 'ownTeamTurn').
  const anyTeam = g.options.stunnedRollOver !== 'ownTeamTurn';
  for (const p of g.players) {
    if (p.status === 'stunned' && p.stunnedAtTurnStart && (anyTeam || p.team === team)) p.status = 'prone';
    p.stunnedAtTurnStart = undefined;
  }
  g.teams[team].turnsTaken++;
  emit(ctx, { type: 'turnEnd', team, turnover: g.turn.turnover });
  const limit = g.options.turnLimit;
  if (limit !== null && g.teams.every((t) => t.retired || t.turnsTaken >= limit)) {
    ctx.rules.timeUp(ctx);
    return;
  }
  // A team that conceded has no more turns (concede.ts).
  g.turn.index = nextPlayingIndex(g, g.turn.index);
}

register('turn', {
  decide(ctx, f) {
    if (f.phase !== 'main' || ctx.g.turn.turnover) return null;
    return turnDecision(ctx);
  },
  act(ctx, f, a) {
    const g = ctx.g;
    if (a.type === 'endTurn') {
      f.phase = 'end';
      return;
    }
    if (a.type === 'activate') {
      declare(ctx, a.player, a.action, a.target ?? -1);
      return;
    }
    if (a.type === 'enterPortal' || a.type === 'enterReserve' || a.type === 'koRush') {
      return ctx.rules.enterFromReserves(ctx, a);
    }
    if (a.type === 'sponge') {
      g.turn.used.sponge = true;
      g.players[a.player].status = 'reserve';
      emit(ctx, { type: 'sponge', player: a.player });
    }
  },
  run(ctx, f) {
    if (f.phase === 'start') {
      startTurn(ctx);
      f.phase = 'main';
      // College Wizards' start-of-turn spells, before the first declaration (rules/spells/).
      pushSpells(ctx, 'turnStart');
      // The dungeon moves first ([002]'s rotating room, stone ball): pushed last, its frames
      // (a dropped ball's bounce) resolve before the spells are offered.
      ctx.rules.turnStart?.(ctx);
      return;
    }
    if (f.phase === 'main') {
      // Only reached after a turnover. [000]: it ended only that player's action; the coach
      // goes on with the others.
      if (ctx.rules.turnoverEndsActivation && !ctx.g.result) {
        ctx.g.turn.turnover = false;
        return;
      }
      f.phase = 'end';
      return;
    }
    // Fireball is cast at the end of the turn, before stunned players roll over.
    if (!f.spellsAsked) {
      f.spellsAsked = true;
      if (pushSpells(ctx, 'turnEnd')) return;
    }
    delete f.spellsAsked;
    endTurn(ctx);
    f.phase = 'start';
    if (ctx.g.result) pop(ctx.g);
  },
});

const ONCE_PER_TURN: Partial<Record<ActionKind, keyof Game['turn']['used']>> = {
  blitz: 'blitz',
  pass: 'pass',
  handOff: 'handOff',
  foul: 'foul',
  throwTeamMate: 'throwTeamMate',
  kickTeamMate: 'kickTeamMate',
  throwBomb: 'bomb',
};

function declare(ctx: Ctx, pi: number, action: ActionKind, target: number): void {
  const g = ctx.g;
  const p = g.players[pi];
  p.activated = true;
  const once = ONCE_PER_TURN[action];
  // A declared action counts as performed even if it is never completed.
  if (once) g.turn.used[once] = true;
  emit(ctx, { type: 'activate', player: pi, action, ...(target >= 0 ? { target } : {}) });
  const f: ActivationFrame = {
    t: 'activation',
    player: pi,
    action,
    target,
    phase: 'start',
    moved: 0,
    rushes: 0,
    jumped: false,
    acted: false,
    ended: false,
    // Present but unset from the start, so the frame keeps one shape (setup.ts UNSET_FIELDS).
    moveOn: undefined,
    hitAndRun: undefined,
    thirsty: undefined,
    res: undefined,
  };
  push(g, f);
  // Bestial Fury is cast straight after the declaration (rules/spells/bestial-fury.ts).
  pushSpells(ctx, 'activation', pi);
}
