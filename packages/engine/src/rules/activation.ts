/**
 * One player's activation: the roll some traits make after declaring (Bone Head, Really Stupid,
 * ...: rules/activation-rolls.ts), standing up, then the moves and the action's own act
 * (block, pass, hand-off, foul, throw or kick team-mate, opening a chest) until the coach ends
 * it, the action is complete, or a turnover.
 */
import { type Action, END_ACTIVATION } from '../actions.ts';
import { isAdjacent, markerCount } from '../board.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import type { ActivationFrame, BlockFrame, Frame, StabFrame, VomitFrame } from '../frames.ts';
import { blocksFromProne, freeStandUp, timber } from '../skills.ts';
import type { Player } from '../state.ts';
import { activationOffer, hasBlockAlternative } from './activation-options.ts';
import { needsActivationRoll } from './activation-rolls.ts';
import { bombFrame } from './bomb.ts';
import { carriesBall, maxRushes } from './common.ts';
import { dumpOffFrame } from './dump-off.ts';
import { gazeFrame } from './gaze.ts';
import { handOffFrame } from './hand-off.ts';
import { armHitAndRun, hitAndRun, hitAndRunMoves } from './hit-and-run.ts';
import { passFrame } from './pass.ts';
import { vomitFrame } from './projectile-vomit.ts';
import { shadowFrame } from './shadowing.ts';
import { stabFrame } from './stab.ts';
import { pushTest } from './test.ts';
import { tricksterFrame } from './trickster.ts';
import { wallThrowFrame } from './wall-throw.ts';

/** Squares the player may still move this activation, rushes included (Sprint: three). */
export function movementLeft(ctx: Ctx, f: ActivationFrame): number {
  const p = ctx.g.players[f.player];
  return p.ma + maxRushes(p) - f.moved;
}

/** Timmm-ber!: +1 to stand up per adjacent Standing team-mate that is open (not marked). */
export function timberBonus(ctx: Ctx, f: { player: number }): number {
  const g = ctx.g;
  const p = g.players[f.player];
  if (!timber(p)) return 0;
  let n = 0;
  for (const q of g.players) {
    if (q.id === p.id || q.team !== p.team || q.status !== 'standing') continue;
    if (isAdjacent(ctx.d, p.sq, q.sq) && markerCount(ctx, q.sq, q.team) === 0) n++;
  }
  return n;
}

/**
 * What standing up costs a prone player ([004] Standing up): the squares of MA it uses, and the
 * D6 roll it needs (null: none). Jump Up stands for free; MA 3 or more spends 3; MA 2 or less
 * needs 4+ (Timmm-ber! helps, a natural 1 fails, no natural 6) and uses the whole MA. The
 * activation and the odds (odds.ts `reachable`) both read it, so the two never disagree.
 */
export function standUpCost(
  ctx: Ctx,
  p: Player,
): { ma: number; roll: { target: number; modifier: number } | null } {
  if (freeStandUp(p)) return { ma: 0, roll: null };
  if (p.ma >= 3) return { ma: 3, roll: null };
  return { ma: p.ma, roll: { target: 4, modifier: timberBonus(ctx, { player: p.id }) } };
}

/** Stands a prone player up ([004] Standing up), then starts the action. */
function standUp(ctx: Ctx, f: ActivationFrame): void {
  const p = ctx.g.players[f.player];
  // [002]: a player in a pit stands up only by climbing out (rulesets/brawl-pits.ts).
  if (ctx.rules.climbOut?.(ctx, f)) return;
  if (p.status !== 'prone') return beginAction(ctx, f);
  if (f.action === 'block') {
    // Only Jump Up lets a prone player declare a Block action (turn.ts): it stands up with an
    // AG test at +1; a failure leaves it prone and ends the activation, with no turnover.
    f.phase = 'standUp';
    if (!blocksFromProne(p)) {
      f.res = { ok: false, roll: 0, total: 0 };
      return;
    }
    pushTest(ctx.g, { test: 'jumpUp', player: p.id, target: p.ag, modifier: 1 });
    return;
  }
  const cost = standUpCost(ctx, p);
  if (cost.roll) {
    // A failure ends the activation (no turnover); a success uses the whole MA (run, below).
    f.phase = 'standUp';
    pushTest(ctx.g, { test: 'standUp', player: p.id, ...cost.roll, naturals: false });
    return;
  }
  p.status = 'standing';
  f.moved = cost.ma;
  emit(ctx, { type: 'standUp', player: p.id, ok: true });
  beginAction(ctx, f);
}

/**
 * The player may now act. A Block action goes straight to the block, unless the player has an
 * action it may make instead of the block (Stab): then its coach chooses (activation-options.ts).
 */
function beginAction(ctx: Ctx, f: ActivationFrame): void {
  f.phase = 'act';
  if (f.action === 'block' && !f.ended && !hasBlockAlternative(ctx.g.players[f.player])) {
    f.acted = true;
    armHitAndRun(ctx, f);
    pushBlock(ctx, blockFrame(f.player, f.target, false));
  }
}

function isOver(ctx: Ctx, f: ActivationFrame): boolean {
  const g = ctx.g;
  const p = g.players[f.player];
  if (f.ended || g.turn.turnover || p.status !== 'standing') return true;
  // Pass, hand-off, foul and throw team-mate end the activation once made (Running Pass and
  // Give and Go may let the player move on: f.moveOn).
  return f.acted && f.action !== 'blitz' && !f.moveOn;
}

register('activation', {
  decide(ctx, f) {
    if (f.phase !== 'act') return null;
    const team = ctx.g.players[f.player].team;
    // Hit and Run's free move is offered straight after a block, beside whatever else remains.
    const run = hitAndRunMoves(ctx, f);
    if (isOver(ctx, f)) return run.length > 0 ? { team, actions: [...run, END_ACTIVATION] } : null;
    const offer = activationOffer(ctx, f, team);
    return run.length > 0 ? { team, actions: [...run, ...offer.actions] } : offer;
  },
  act(ctx, f, a: Action) {
    const mayRun = f.hitAndRun === true;
    f.hitAndRun = false;
    if (a.type === 'moveTo' && mayRun) return hitAndRun(ctx, f, a.sq);
    if (ctx.rules.activationAct?.(ctx, f, ctx.g.players[f.player], a)) return;
    actInActivation(ctx, f, a);
  },
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    if (f.phase === 'start') {
      p.lostTackleZone = false;
      // Take Root lasts until the player is knocked down or placed prone: a player that starts
      // its activation off its feet has been, since.
      if (p.status !== 'standing') p.rooted = false;
      // Bone Head and the like are rolled straight after the declaration, before standing up.
      f.phase = 'rolled';
      if (needsActivationRoll(ctx, p.id)) push(g, { t: 'activationRoll', player: p.id, phase: 'roll' });
      return;
    }
    if (f.phase === 'rolled') {
      // A failed roll may have ended the activation (a prone player stays prone), or Animal
      // Savagery's lashing out may have caused a turnover.
      if (f.ended || g.turn.turnover) {
        f.phase = 'act';
        return;
      }
      return standUp(ctx, f);
    }
    if (f.phase === 'standUp') {
      const ok = f.res?.ok ?? false;
      f.res = undefined;
      emit(ctx, { type: 'standUp', player: p.id, ok });
      if (!ok) {
        f.ended = true;
        f.phase = 'act';
        return;
      }
      p.status = 'standing';
      // Standing up with MA 2 or less uses the whole MA; a Jump Up block never moves anyway.
      if (f.action !== 'block') f.moved = p.ma;
      return beginAction(ctx, f);
    }
    // phase 'act' with nothing left to decide: the activation is over. Bloodlust's bite first.
    if (f.thirsty) {
      push(g, { t: 'bite', player: f.player });
      return;
    }
    pop(g);
  },
});

/**
 * Pushes a block (or the Stab replacing it) with what its target may do first when nominated:
 * Dump-off, then Trickster (rules/dump-off.ts, rules/trickster.ts). Stacked so Dump-off resolves
 * first and the block (with a blitz's rush for it) last.
 */
export function pushBlock(ctx: Ctx, f: BlockFrame | StabFrame | VomitFrame): void {
  const g = ctx.g;
  push(g, f);
  const trick = tricksterFrame(ctx, f.attacker, f.defender);
  if (trick) push(g, trick);
  const dump = dumpOffFrame(ctx, f.attacker, f.defender);
  if (dump) push(g, dump);
}

export function blockFrame(attacker: number, defender: number, blitz: boolean): BlockFrame {
  return {
    t: 'block',
    attacker,
    defender,
    blitz,
    phase: 'footing',
    dice: 0,
    chooser: -1,
    faces: [],
    rerolled: false,
    face: '',
    attackerSt: 0,
    defenderSt: 0,
    pushes: [],
    wallPush: false,
    defenderDown: false,
    attackerDown: false,
    second: false,
  };
}

function actInActivation(ctx: Ctx, f: ActivationFrame, a: Action): void {
  const p = ctx.g.players[f.player];
  switch (a.type) {
    case 'endActivation':
      f.ended = true;
      return;
    case 'step':
    case 'jump':
      return stepOrJump(ctx, f, p, a.to, a.type === 'jump');
    case 'openChest':
      return ctx.rules.openChest(ctx, f, p, a.sq);
    case 'block':
      f.acted = true;
      armHitAndRun(ctx, f);
      pushBlock(ctx, blockFrame(p.id, a.target, f.action === 'blitz'));
      return;
    case 'stab':
    case 'projectileVomit':
      // Each replaces the block and ends a Blitz's movement: nothing is left of the activation.
      f.acted = true;
      f.ended = true;
      pushBlock(ctx, (a.type === 'stab' ? stabFrame : vomitFrame)(p.id, a.target, f.action === 'blitz'));
      return;
    case 'hypnoticGaze':
      f.acted = true;
      f.ended = true;
      push(ctx.g, gazeFrame(p.id, a.target));
      return;
    default: {
      // The frame first: an action that cannot reach an activation throws with nothing changed.
      const frame = actionFrame(f, p.id, a);
      f.acted = true;
      push(ctx.g, frame);
    }
  }
}

/** One square (or two, jumping): squares past the MA are rushes, each with its own roll. */
function stepOrJump(ctx: Ctx, f: ActivationFrame, p: Player, to: number, jump: boolean): void {
  const cost = jump ? 2 : 1;
  const rushes = Math.min(cost, Math.max(0, f.moved + cost - p.ma));
  if (jump) f.jumped = true;
  // Shadowing waits under the step and is asked once the whole step is resolved.
  const shadow = shadowFrame(ctx, p.id, p.sq);
  if (shadow) push(ctx.g, shadow);
  push(ctx.g, {
    t: 'step',
    player: p.id,
    from: p.sq,
    to,
    jump,
    over: -1,
    needRush: rushes > 0,
    rushesLeft: rushes,
    phase: 'rush',
    // Present but unset, so the frame keeps one shape (setup.ts UNSET_FIELDS).
    res: undefined,
  });
}

/** The frame of the activation's one action: a pass, a hand-off, a foul, a throw. */
function actionFrame(f: ActivationFrame, player: number, a: Action): Frame {
  switch (a.type) {
    case 'pass':
      // A Hand-off may name a square ([002]: into a teleporter; activation-options.ts).
      return f.action === 'handOff' ? handOffFrame(player, -1, a.to) : passFrame(player, a.to);
    case 'wallThrow':
      return wallThrowFrame(player, a.wall);
    case 'handOff':
      return handOffFrame(player, a.to);
    case 'foul':
      return { t: 'foul', fouler: player, target: f.target, phase: 'roll', sentOff: false };
    case 'throwTeamMate':
    case 'kickTeamMate':
      return {
        t: 'throwTeamMate',
        thrower: player,
        thrown: a.type === 'kickTeamMate' ? a.kicked : a.thrown,
        target: a.to,
        phase: 'quality',
        quality: '',
        landing: -1,
        crash: false,
        wall: false,
        ...(a.type === 'kickTeamMate' ? { kick: true } : {}),
      };
    case 'throwBomb':
      return bombFrame(player, a.to);
    default:
      throw new Error(`action '${a.type}' reached an activation`);
  }
}

export { carriesBall };
