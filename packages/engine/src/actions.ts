/**
 * Actions: every choice a coach can make. `legalActions` lists them and `apply` takes one.
 * Players are named by their index in game.players and squares by number (y * width + x).
 */
import type { SpellId } from './data/spells.ts';
import { LIMITS } from './limits.ts';

export type ActionKind =
  | 'move'
  | 'block'
  | 'blitz'
  | 'pass'
  | 'handOff'
  | 'foul'
  | 'throwTeamMate'
  | 'kickTeamMate'
  /** Hypnotic Gaze's special action: move, then gaze at an adjacent opponent (rules/gaze.ts). */
  | 'hypnoticGaze'
  /** Bombardier's special action: throw a bomb, without moving first (rules/bomb.ts). */
  | 'throwBomb';

export type Action =
  // Pre-game
  | { type: 'placeChest'; sq: number }
  | { type: 'placePortal'; sq: number }
  /** A face-down trap counter ([003]); [000]: the coach names which of its markers it is. */
  | { type: 'placeTrap'; sq: number; marker?: 'blank' | 'pit' | 'spikedPit' }
  | { type: 'chooseEndZone'; zone: string }
  | { type: 'deploy'; player: number; sq: number }
  | { type: 'endDeploy' }
  // Team turn
  | { type: 'activate'; player: number; action: ActionKind; target?: number }
  | { type: 'enterPortal'; player: number }
  /** [002]: a player from the reserves onto an entrance square of its side, to act at once. */
  | { type: 'enterReserve'; player: number; sq: number }
  /** [002]: a Knocked-out player tries to rush back in through a teleporter (a 6). */
  | { type: 'koRush'; player: number }
  | { type: 'sponge'; player: number }
  | { type: 'endTurn' }
  // During an activation
  | { type: 'step'; to: number }
  | { type: 'jump'; to: number }
  | { type: 'block'; target: number }
  /** Stab instead of the block (Block action or the block of a Blitz). */
  | { type: 'stab'; target: number }
  /** Projectile Vomit instead of the block (Block action or the block of a Blitz). */
  | { type: 'projectileVomit'; target: number }
  | { type: 'pass'; to: number }
  | { type: 'wallThrow'; wall: number }
  | { type: 'handOff'; to: number }
  | { type: 'foul' }
  | { type: 'throwTeamMate'; thrown: number; to: number }
  /** Kick Team-mate: kick the adjacent team-mate `kicked` towards the square `to`. */
  | { type: 'kickTeamMate'; kicked: number; to: number }
  /** Throw Bomb (Bombardier), or a caught bomb thrown on: aimed at the square `to`. */
  | { type: 'throwBomb'; to: number }
  | { type: 'openChest'; sq: number }
  /** Hypnotic Gaze at the adjacent opponent `target`; ends the activation. */
  | { type: 'hypnoticGaze'; target: number }
  | { type: 'endActivation' }
  // Dice decisions
  | { type: 'reroll'; source: 'team' | 'skill'; skill?: string }
  | { type: 'noReroll' }
  | { type: 'chooseBlockDie'; index: number }
  | { type: 'pushTo'; sq: number }
  | { type: 'followUp'; yes: boolean }
  | { type: 'interfere'; player: number }
  | { type: 'noInterference' }
  | { type: 'argueCall'; yes: boolean }
  /** `player` names which of several players uses the skill (Shadowing). */
  | { type: 'useSkill'; skill: string; yes: boolean; player?: number }
  /** A skill moves the player to this square (Trickster, Hit and Run). */
  | { type: 'moveTo'; sq: number }
  /** A skill picks a player (Animal Savagery's victim, the Thrall a Bloodlust player bites). */
  | { type: 'choosePlayer'; player: number }
  /** The College Wizard casts its spell (rules/spells/), at a player and/or a square. */
  | { type: 'castSpell'; spell: SpellId; player?: number; sq?: number }
  /** The College Wizard does not cast its spell now. */
  | { type: 'noSpell' }
  // The clock keeper's (clock.ts): never among a coach's legal actions.
  /** The match's time is up ([002]: 120 minutes): the game ends on the score. */
  | { type: 'timeUp' }
  /** The active team's turn time ran out ([002]: 4 minutes): a turnover. */
  | { type: 'turnTimeExpired' }
  // A coach's, at any moment (concede.ts): never among the legal actions either.
  /** The team gives up the game: with two teams left the other wins; else it retires. */
  | { type: 'concede'; team: number };

export type ActionType = Action['type'];

/** Two actions are the same if every field matches. */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  // Every key of either side, without building a set: this runs for each action listed.
  for (const k of Object.keys(ra)) if (ra[k] !== rb[k]) return false;
  for (const k of Object.keys(rb)) if (ra[k] !== rb[k]) return false;
  return true;
}

/*
 * The actions listed most often, made once and shared: a frozen object per value, handed out
 * again at every listing. A decision's actions must be frozen (a caller may hand one back to
 * `apply`, so it must not be changeable), and freezing and allocating sixteen fresh objects a
 * step was a fifth of the engine's time. Shared across games: an action names only numbers.
 * Rule code makes these kinds only through the functions below (architecture.test.ts checks), so
 * that `legalActions` finds them frozen already.
 */

/**
 * Tables indexed by the action's numbers (an index is cheaper than a hash: the team turn lists
 * every player's declarations at each decision). Numbers past the documented limits, and every
 * action once the tables hold MAX_KEPT slots, filled or not (a hostile map could ask for millions
 * of deployments, and the tables are never emptied), get a fresh frozen object instead.
 */
const MAX_PLAYER = LIMITS.teams * LIMITS.playersPerTeam;
const MAX_SQUARE = LIMITS.mapSide * LIMITS.mapSide;
export const MAX_KEPT = 1 << 18;
let keptCount = 0;

/** How many table slots the shared actions take now (tests check the bound). */
export function keptSlots(): number {
  return keptCount;
}
type Table = Action[];
/** ACTIVATE[player][kind][target + 1] */
const ACTIVATE: Table[][] = [];
const BY_SQUARE = { step: [] as Table, jump: [] as Table, placeChest: [] as Table, placePortal: [] as Table };
/** DEPLOY[player][sq] */
const DEPLOY: Table[] = [];
const ENTER_PORTAL: Table = [];
/** Every action a player may declare (the record's schema names them too). */
export const ACTION_KINDS: readonly ActionKind[] = [
  'move',
  'block',
  'blitz',
  'pass',
  'handOff',
  'foul',
  'throwTeamMate',
  'kickTeamMate',
  'hypnoticGaze',
  'throwBomb',
];

/** A small non-negative integer, the only kind of number a table is indexed by. */
function small(n: number, below: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < below;
}

/** The row of `table` at `i`, made empty the first time. */
function row<T>(table: T[][], i: number): T[] {
  let r = table[i];
  if (r === undefined) {
    r = [];
    table[i] = r;
  }
  return r;
}

/** `a`, frozen and kept in `table` at `i` for every later listing. */
function kept(table: Table, i: number, a: Action): Action {
  Object.freeze(a);
  // Filled up to `i` first: an index far past the end (a square of a big map) would make V8 keep
  // the table as a dictionary, slower at every lookup. Every slot filled counts against MAX_KEPT,
  // so the tables hold at most that many slots whatever a map or a record asks for.
  const slots = i >= table.length ? i - table.length + 1 : 1;
  if (keptCount + slots > MAX_KEPT) return a;
  keptCount += slots;
  while (table.length < i) table.push(undefined as unknown as Action);
  table[i] = a;
  return a;
}

/**
 * Is this action of a kind only the functions below make (always frozen)? Checking the kind is
 * cheaper than asking the object: Object.isFrozen costs as much as freezing, and the team turn
 * lists a hundred and more actions at each decision.
 */
export function madeFrozen(a: Action): boolean {
  switch (a.type) {
    case 'activate':
    case 'step':
    case 'jump':
    case 'placeChest':
    case 'placePortal':
    case 'placeTrap':
    case 'deploy':
    case 'enterPortal':
    case 'endActivation':
    case 'endTurn':
      return true;
    default:
      return false;
  }
}

export const END_ACTIVATION: Action = Object.freeze({ type: 'endActivation' });
export const END_TURN: Action = Object.freeze({ type: 'endTurn' });

// No closures below: these run for every action listed, and a function made per call costs.

/** Declare an action for a player (with its nominated target for a Block, Blitz or Foul). */
export function activateAction(player: number, action: ActionKind, target?: number): Action {
  const k = ACTION_KINDS.indexOf(action);
  // A negative target is no target to declare, but must not share the slot of "none" (0).
  const t = target === undefined ? 0 : target < 0 ? -1 : target + 1;
  if (k < 0 || !small(player, MAX_PLAYER) || !small(t, MAX_PLAYER))
    return Object.freeze(activate(player, action, target));
  const r = row(row(ACTIVATE, player), k);
  return r[t] ?? kept(r, t, activate(player, action, target));
}

function activate(player: number, action: ActionKind, target?: number): Action {
  return target === undefined
    ? { type: 'activate', player, action }
    : { type: 'activate', player, action, target };
}

/**
 * The declarations of one kind by one player against each of `targets`, onto `out`: the team
 * turn lists a Blitz against every standing opponent for every player, so the table's row is
 * found once for them all.
 */
export function pushActivations(
  out: Action[],
  player: number,
  action: ActionKind,
  targets: readonly number[],
) {
  const k = ACTION_KINDS.indexOf(action);
  if (k < 0 || !small(player, MAX_PLAYER)) {
    for (const t of targets) out.push(activateAction(player, action, t));
    return;
  }
  const r = row(row(ACTIVATE, player), k);
  for (const t of targets) {
    const i = t + 1;
    out.push((small(i, MAX_PLAYER) ? r[i] : undefined) ?? activateAction(player, action, t));
  }
}

/** A step or a jump of the acting player to the square `to`. */
export function moveAction(type: 'step' | 'jump', to: number): Action {
  if (!small(to, MAX_SQUARE)) return Object.freeze({ type, to });
  // The table by a test, not by the key: a lookup by a varying key is slower, at every step.
  const table = type === 'step' ? BY_SQUARE.step : BY_SQUARE.jump;
  return table[to] ?? kept(table, to, { type, to });
}

/** Place a chest or a portal on the square `sq` (pre-game). */
export function placeAction(type: 'placeChest' | 'placePortal', sq: number): Action {
  if (!small(sq, MAX_SQUARE)) return Object.freeze({ type, sq });
  return BY_SQUARE[type][sq] ?? kept(BY_SQUARE[type], sq, { type, sq });
}

/** PLACE_TRAP[marker kind][sq]: a trap counter, plain ([003]) or a named marker ([000]). */
const PLACE_TRAP: Table[] = [];
const TRAP_MARKERS = [undefined, 'blank', 'pit', 'spikedPit'] as const;
type TrapMarkerKind = Exclude<(typeof TRAP_MARKERS)[number], undefined>;

/** Place a face-down trap counter on `sq` (pre-game), naming its marker where the rules ask. */
export function placeTrapAction(sq: number, marker?: TrapMarkerKind): Action {
  const k = TRAP_MARKERS.indexOf(marker);
  const keyed = k >= 0 && small(sq, MAX_SQUARE);
  const found = keyed ? row(PLACE_TRAP, k)[sq] : undefined;
  if (found) return found;
  const a: Action = marker ? { type: 'placeTrap', sq, marker } : { type: 'placeTrap', sq };
  return keyed ? kept(row(PLACE_TRAP, k), sq, a) : Object.freeze(a);
}

/** Deploy a player on the square `sq` (pre-game). */
export function deployAction(player: number, sq: number): Action {
  if (!small(player, MAX_PLAYER) || !small(sq, MAX_SQUARE))
    return Object.freeze({ type: 'deploy', player, sq });
  const r = row(DEPLOY, player);
  return r[sq] ?? kept(r, sq, { type: 'deploy', player, sq });
}

/** Bring a player in from the reserves through a portal. */
export function enterPortalAction(player: number): Action {
  if (!small(player, MAX_PLAYER)) return Object.freeze({ type: 'enterPortal', player });
  return ENTER_PORTAL[player] ?? kept(ENTER_PORTAL, player, { type: 'enterPortal', player });
}
