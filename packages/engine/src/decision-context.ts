/**
 * What a decision is: its kind, the player it is about and what a coach needs to answer it (the
 * block dice and who picks, the push and who is pushed, the test a re-roll is offered for...),
 * read from the frame waiting on top of the stack. A handler's `decide` only lists the legal
 * actions (core.ts `Offer`); `legalActions` and `apply` add this in one place, so that clients
 * and bots never read `game.stack`, and an online server can send the decision as it is.
 *
 * A decision is plain JSON, frozen through, and holds nothing a coach may not see: every field
 * here comes from public state (no chest's secret, no dice).
 */
import { type Action, type ActionKind, madeFrozen } from './actions.ts';
import type { Ctx, Offer } from './core.ts';
import type { SpellId } from './data/spells.ts';
import type {
  ActivationFrame,
  ActivationRollFrame,
  BlockFrame,
  Frame,
  PregameFrame,
  PushFrame,
  SpellFrame,
  TestFrame,
  TestKind,
  ThirdPartyAssistFrame,
} from './frames.ts';
import { activationRollOf, skillId } from './skills.ts';
import type { Game, TrapMarker } from './state.ts';

/** The activation under way when a decision comes up in it (a re-roll, a block die, a push...). */
export interface ActivationInfo {
  player: number;
  action: ActionKind;
  /** The nominated target of a Blitz or Foul, -1 for none. */
  target: number;
}

/** A block's dice, for every decision of a block. */
export interface BlockDice {
  attacker: number;
  defender: number;
  /** The faces rolled, in die order (`chooseBlockDie` names one by its index). */
  faces: string[];
  /** The team whose coach picks the face. */
  chooser: number;
  /** The face chosen, '' before the choice. */
  face: string;
}

/** Who blocks whom, for a skill offered before the block is rolled. */
export interface BlockPair {
  attacker: number;
  defender: number;
}

/** What each kind of decision carries besides its actions. */
export interface DecisionContexts {
  /** Pre-game: place a chest (`left` still to place, this one included). */
  placeChest: { left: number };
  placePortal: { left: number };
  chooseEndZone: Record<string, never>;
  /**
   * Pre-game: place a face-down trap counter (`left` of this coach's, this one included);
   * [000]: `markers`, how many of each kind are left (the coach names the kind as it places one).
   */
  placeTrap: { left: number; markers?: Partial<Record<TrapMarker, number>> };
  /** Pre-game: deploy a player; `deployed` of at most `of` so far. */
  deploy: { deployed: number; of: number };
  /**
   * The team turn: declare an action, bring a player in, use the sponge, or end the turn.
   * `entering`: [002]'s player just in from the reserves, who acts first.
   */
  teamTurn: { turn: number; entering?: number };
  /** An activation's next move; `moved` counts squares of MA used, rushes included. */
  activation: {
    moved: number;
    rushes: number;
    jumped: boolean;
    /** The block of a blitz, the pass, the hand-off or the foul has been made. */
    acted: boolean;
    /** Hit and Run's free move is among the actions. */
    hitAndRun: boolean;
  };
  /** A team re-roll offered for a failed test: which test, and the roll that failed. */
  reroll: { test: TestKind; roll: number; total: number; target: number; modifier: number };
  /** Re-roll the block dice (team re-roll or Brawler)? */
  blockReroll: BlockDice;
  /** Pick a block die (`team` is the chooser). */
  blockDie: BlockDice;
  /** Both Down or Stumble: does `player` use `skill` (Wrestle, Block, Dodge)? */
  blockSkill: BlockDice & { skill: string };
  /** Juggernaut: turn Both Down into a Push Back? */
  juggernaut: BlockDice;
  /** Follow up into `sq`, the square the target was pushed from? */
  followUp: BlockDice & { sq: number };
  /** The pushed player's coach may refuse the push. */
  standFirm: { pusher: number; pushed: number };
  /** Where the pushed player goes; `chain`: the squares are taken (a chain push). */
  push: { pusher: number; pushed: number; chain: boolean };
  /** Interfere with a throw (`player` is the thrower) aimed at the square `to`? */
  interference: { throw: 'pass' | 'wallThrow' | 'bomb'; to: number };
  /** The referee saw the foul: argue the call? */
  argueCall: { fouler: number; target: number };
  /** A caught bomb: where to throw it on. */
  bombTarget: Record<string, never>;
  /** Dump-off: the block's target may first make a Quick pass; then where to. */
  dumpOff: BlockPair;
  dumpOffTarget: BlockPair;
  /** Trickster: the block's target may first move; then to which square. */
  trickster: BlockPair;
  tricksterSquare: BlockPair;
  /** On the Ball: one of the team's players may move before the pass; then its steps. */
  onTheBall: { passer: number };
  onTheBallMove: { passer: number; moved: number };
  /** Portal Passer: may the Move become a Pass? */
  portalPasser: Record<string, never>;
  /** Shadowing: may one of the team's players follow the mover into the square `from`? */
  shadowing: { mover: number; from: number };
  /** Animal Savagery: the team-mate the player lashes out at. */
  lashOut: { skill: string };
  /** Bloodlust failed: change the declared action to a Move? */
  bloodlustMove: { skill: string };
  /** Bloodlust: which Thrall to bite. */
  bite: Record<string, never>;
  /** A College Wizard's spell at its moment (the declaring `player` for 'activation'). */
  spell: { moment: SpellFrame['moment'] };
  /** A spell going on: its next target (Chain Lightning's jumps from `from`, `hit` so far). */
  spellTarget: { spell: SpellId | ''; hit: number[]; from: number };
  /** [002] Climbing out of a pit: name a helping team-mate, or roll now (`helpers` so far). */
  climbHelpers: { helpers: number[] };
  /** [002] Out of the pit: the square next to it to be placed on. */
  climbSquare: Record<string, never>;
  /**
   * [000] A third-party `player` next to a block: assist the blocker or the target
   * (`choosePlayer`), or nobody; who has chosen each side so far.
   */
  thirdPartyAssist: BlockPair & { forAttacker: number[]; forDefender: number[] };
}

export type DecisionKind = keyof DecisionContexts;

/**
 * Who decides, what about, and every legal action; a union by `kind`, so a check of the kind
 * gives the context its shape.
 */
export type Decision = {
  [K in DecisionKind]: {
    /** The team whose coach decides. */
    team: number;
    kind: K;
    /** The player the decision is about (who acts, tests, blocks, is pushed, throws...). */
    player?: number;
    /** The innermost activation under way, if any. */
    activation?: ActivationInfo;
    context: DecisionContexts[K];
    /** Frozen at run time like the whole decision; typed mutable as the callers pass it on. */
    actions: Action[];
  };
}[DecisionKind];

type Described = { kind: DecisionKind; player?: number; context: object };

const NONE: Record<string, never> = Object.freeze({}) as Record<string, never>;

function pregame(ctx: Ctx, f: PregameFrame, team: number): Described {
  const g = ctx.g;
  switch (f.phase) {
    case 'chests':
      return { kind: 'placeChest', context: { left: g.options.chestCount - g.chests.length } };
    case 'portals':
      return { kind: 'placePortal', context: { left: g.options.portalCount - g.portals.length } };
    case 'endZones':
      return { kind: 'chooseEndZone', context: NONE };
    case 'traps': {
      const left = ctx.rules.trapCounters(g, team) - (f.trapsPlaced ?? 0);
      const kinds = ctx.rules.trapMarkers?.(g, team);
      if (!kinds) return { kind: 'placeTrap', context: { left } };
      const markers: Partial<Record<TrapMarker, number>> = {};
      for (const k of kinds) markers[k] = (markers[k] ?? 0) + 1;
      return { kind: 'placeTrap', context: { left, markers: Object.freeze(markers) } };
    }
    case 'deploy':
      return { kind: 'deploy', context: { deployed: f.deployed, of: g.options.deployCount } };
    default:
      return unknown(f);
  }
}

function activation(f: ActivationFrame): Described {
  return { kind: 'activation', player: f.player, context: activationContext(f) };
}

/*
 * The contexts of the two decisions that make up nearly every step (an activation's next move,
 * the team turn) are made once per value and shared frozen, as the actions are: freezing a fresh
 * object at every step cost more than the rest of the decision. `sharedContext` is the last one
 * handed out, so that decisionOf knows it is frozen already without asking the object.
 */
let sharedContext: object | undefined;
const ACTIVATION_CONTEXTS: object[] = [];
const TURN_CONTEXTS: object[] = [];
/** Past these the context is made afresh (and frozen by decisionOf): the tables stay small. */
const MOST_MOVED = 64;
const MOST_TURNS = 1024;

function activationContext(f: ActivationFrame): object {
  const hitAndRun = f.hitAndRun === true;
  const { moved, rushes, jumped, acted } = f;
  // Strictly booleans, or the index would not name one value.
  const flags = typeof jumped === 'boolean' && typeof acted === 'boolean';
  if (!small(moved, MOST_MOVED) || !small(rushes, 8) || !flags)
    return { moved, rushes, jumped, acted, hitAndRun };
  const i = (((moved * 8 + rushes) * 2 + +jumped) * 2 + +acted) * 2 + +hitAndRun;
  let made = ACTIVATION_CONTEXTS[i];
  if (made === undefined) {
    made = Object.freeze({ moved, rushes, jumped, acted, hitAndRun });
    ACTIVATION_CONTEXTS[i] = made;
  }
  sharedContext = made;
  return made;
}

function turnContext(turn: number): object {
  if (!small(turn, MOST_TURNS)) return { turn };
  let made = TURN_CONTEXTS[turn];
  if (made === undefined) {
    made = Object.freeze({ turn });
    TURN_CONTEXTS[turn] = made;
  }
  sharedContext = made;
  return made;
}

function small(n: number, below: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < below;
}

function block(f: BlockFrame, offer: Offer): Described {
  const dice: BlockDice = {
    attacker: f.attacker,
    defender: f.defender,
    faces: frozen([...f.faces]),
    chooser: f.chooser,
    face: f.face,
  };
  const about = { player: f.attacker, context: dice };
  switch (f.phase) {
    case 'reroll':
      return { kind: 'blockReroll', ...about };
    case 'choose':
      return { kind: 'blockDie', ...about };
    case 'juggernaut':
      return { kind: 'juggernaut', ...about };
    case 'skills': {
      // The question names the player and the skill (block.ts faceSkillDecision).
      const q = offer.actions[0];
      if (q?.type !== 'useSkill') return unknown(f);
      return { kind: 'blockSkill', player: q.player, context: { ...dice, skill: q.skill } };
    }
    case 'followUp':
      // The attacker follows into the square the target was pushed from.
      return { kind: 'followUp', player: f.attacker, context: { ...dice, sq: f.pushes[0]?.from ?? -1 } };
    default:
      return unknown(f);
  }
}

function push(f: PushFrame): Described {
  const context = { pusher: f.pusher, pushed: f.pushed };
  if (f.phase === 'standFirm') return { kind: 'standFirm', player: f.pushed, context };
  return { kind: 'push', player: f.pushed, context: { ...context, chain: f.chain } };
}

function activationRoll(g: Game, f: ActivationRollFrame): Described {
  const skill = skillId(activationRollOf(g.players[f.player])?.skill ?? '');
  if (f.phase === 'lashOut') return { kind: 'lashOut', player: f.player, context: { skill } };
  if (f.phase === 'switch') return { kind: 'bloodlustMove', player: f.player, context: { skill } };
  return unknown(f);
}

function spell(f: SpellFrame): Described {
  if (f.phase === 'pick') {
    return { kind: 'spellTarget', context: { spell: f.casting, hit: frozen([...f.hit]), from: f.from } };
  }
  const player = f.moment === 'activation' ? { player: f.player } : {};
  return { kind: 'spell', ...player, context: { moment: f.moment } };
}

function unknown(f: Frame): never {
  const phase = 'phase' in f ? ` in phase '${f.phase}'` : '';
  throw new Error(`no decision context for a '${f.t}' frame${phase}: add it to decision-context.ts`);
}

/** The team turn; [002]: a player just in from the reserves takes its action first. */
function teamTurn(g: Game, offer: Offer): Described {
  const entering = g.turn.entering;
  const now = entering !== undefined && offer.actions.every((a) => 'player' in a && a.player === entering);
  return { kind: 'teamTurn', context: now ? { turn: g.turn.number, entering } : turnContext(g.turn.number) };
}

/** A re-roll offered for a test. */
function reroll(f: TestFrame): Described {
  const last = f.last ?? { roll: 0, total: 0 };
  const context = {
    test: f.test,
    roll: last.roll,
    total: last.total,
    target: f.target,
    modifier: f.modifier,
  };
  return { kind: 'reroll', player: f.player, context };
}

/** What the frame waiting on top of the stack asks. */
function describe(ctx: Ctx, f: Frame, offer: Offer): Described {
  const g = ctx.g;
  switch (f.t) {
    case 'pregame':
      return pregame(ctx, f, offer.team);
    case 'drive':
      // Setting up again after a touchdown ([002]): a deployment like the pre-game's.
      return { kind: 'deploy', context: { deployed: f.deployed, of: g.options.deployCount } };
    case 'turn':
      return teamTurn(g, offer);
    case 'activation':
      return activation(f);
    case 'test':
      return reroll(f);
    case 'block':
      return block(f, offer);
    case 'push':
      return push(f);
    case 'pass':
      return { kind: 'interference', player: f.passer, context: { throw: 'pass', to: f.landing } };
    case 'wallThrow':
      return { kind: 'interference', player: f.passer, context: { throw: 'wallThrow', to: f.wall } };
    case 'bomb':
      if (f.phase === 'target') return { kind: 'bombTarget', player: f.thrower, context: NONE };
      return { kind: 'interference', player: f.thrower, context: { throw: 'bomb', to: f.landing } };
    case 'foul':
      return { kind: 'argueCall', player: f.fouler, context: { fouler: f.fouler, target: f.target } };
    case 'dumpOff': {
      const context = { attacker: f.attacker, defender: f.defender };
      return { kind: f.phase === 'ask' ? 'dumpOff' : 'dumpOffTarget', player: f.defender, context };
    }
    case 'trickster': {
      const context = { attacker: f.attacker, defender: f.defender };
      return { kind: f.phase === 'ask' ? 'trickster' : 'tricksterSquare', player: f.defender, context };
    }
    case 'onTheBall':
      if (f.phase === 'ask') return { kind: 'onTheBall', player: f.passer, context: { passer: f.passer } };
      return { kind: 'onTheBallMove', player: f.mover, context: { passer: f.passer, moved: f.moved } };
    case 'portalPasser':
      return { kind: 'portalPasser', player: f.player, context: NONE };
    case 'shadow':
      return { kind: 'shadowing', player: f.mover, context: { mover: f.mover, from: f.from } };
    case 'activationRoll':
      return activationRoll(g, f);
    case 'bite':
      return { kind: 'bite', player: f.player, context: NONE };
    case 'spell':
      return spell(f);
    case 'climb':
      if (f.phase === 'square') return { kind: 'climbSquare', player: f.player, context: NONE };
      return { kind: 'climbHelpers', player: f.player, context: { helpers: frozen([...f.helpers]) } };
    case 'thirdPartyAssist':
      return thirdPartyAssist(f, offer);
    default:
      // Frames that never wait for a coach (ball, catch, step, teleport...).
      return unknown(f);
  }
}

/** [000]: the third-party player asked is the one the "nobody" answer names. */
function thirdPartyAssist(f: ThirdPartyAssistFrame, offer: Offer): Described {
  const none = offer.actions.find((a) => a.type === 'useSkill');
  const context = {
    attacker: f.attacker,
    defender: f.defender,
    forAttacker: frozen([...f.forAttacker]),
    forDefender: frozen([...f.forDefender]),
  };
  return { kind: 'thirdPartyAssist', player: none?.type === 'useSkill' ? none.player : undefined, context };
}

/** The innermost activation on the stack, if any. */
function activationUnderWay(g: Game): ActivationInfo | undefined {
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i];
    if (f.t === 'activation') return activationInfo(f);
  }
  return undefined;
}

/**
 * The activation's info, frozen, and the same object again while the activation goes on: an
 * activation is a run of decisions, and this runs at every one of them.
 */
let lastInfo: ActivationInfo | undefined;

function activationInfo(f: ActivationFrame): ActivationInfo {
  const last = lastInfo;
  if (last && last.player === f.player && last.action === f.action && last.target === f.target) return last;
  lastInfo = Object.freeze({ player: f.player, action: f.action, target: f.target });
  return lastInfo;
}

/** A list frozen where it is made (typed mutable, like the actions). */
function frozen<T>(list: T[]): T[] {
  return Object.freeze(list) as T[];
}

/**
 * The decision a handler's offer makes in this state (the offer's frame on top of the stack),
 * frozen through: the actions are frozen in place (those actions.ts made come frozen: the
 * offer's first `made`, and any of a kind `madeFrozen` names), the rest is built afresh or shared
 * frozen. Each part is frozen by hand, not by a walk through the object: this runs at every step
 * of every game and playout, and the contexts are flat but for the lists frozen where they are
 * made.
 */
export function decisionOf(ctx: Ctx, offer: Offer): Decision {
  const g = ctx.g;
  const f = g.stack[g.stack.length - 1];
  if (!f) throw new Error('a decision needs a frame on the stack');
  const d = describe(ctx, f, offer);
  const act = activationUnderWay(g);
  const context = d.context === sharedContext ? d.context : Object.freeze(d.context);
  // The kinds listed most often come frozen and shared from actions.ts; the rest are frozen here.
  const list = offer.actions;
  for (let i = offer.made ?? 0; i < list.length; i++) if (!madeFrozen(list[i])) Object.freeze(list[i]);
  const actions = Object.freeze(offer.actions);
  const { team } = offer;
  const { kind, player } = d;
  // Literals of four fixed shapes (the fields in this order), not fields added one by one.
  const out =
    player === undefined
      ? act
        ? { team, kind, activation: act, context, actions }
        : { team, kind, context, actions }
      : act
        ? { team, kind, player, activation: act, context, actions }
        : { team, kind, player, context, actions };
  return Object.freeze(out) as unknown as Decision;
}

/**
 * The decision as every coach but the one deciding (and every spectator) may see it: who decides,
 * about what, on which player, and none of the actions. Which kinds of trap marker a coach has
 * left to place ([000]) is theirs alone.
 */
export function publicDecision(d: Decision): Decision {
  const out: Record<string, unknown> = { team: d.team, kind: d.kind };
  if (d.player !== undefined) out.player = d.player;
  if (d.activation) out.activation = d.activation;
  out.context = d.kind === 'placeTrap' ? Object.freeze({ left: d.context.left }) : d.context;
  out.actions = Object.freeze([]);
  return Object.freeze(out) as unknown as Decision;
}
