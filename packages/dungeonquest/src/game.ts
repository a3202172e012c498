/**
 * The table around the fights: players in clockwise seating order, each with a hero; the monster
 * token pool; tokens left on the board; the Monster player; and the end of the game. The dungeon
 * board itself (tiles, cards, the sun track) is not modelled: the caller says where a monster is
 * met and when a hero leaves, finds loot, is wounded or is caught by the sunset.
 */
import { type DiceState, rollDie } from './dice.ts';
import {
  cloneDice,
  decide,
  type Encounter,
  type EncounterDecision,
  type EncounterEvent,
  type EncounterOutcome,
  encounterDecisions,
  startEncounter,
} from './encounter.ts';
import { getHero, HEROES, type HeroId } from './heroes.ts';
import {
  DEFAULT_TOKEN_POOL,
  getMonster,
  type MonsterToken,
  type MonsterType,
  parseTokenPool,
} from './monsters.ts';
import { type QuestRules, questRules } from './rules.ts';
import { type LootCard, type QuestResult, scoreQuest } from './scoring.ts';

export type HeroStatus = 'in-dungeon' | 'escaped' | 'dead';

export interface QuestPlayer {
  name: string;
  hero: HeroId;
  status: HeroStatus;
  wounds: number;
  loot: LootCard[];
}

/** A token on the board; `since` orders them (the oldest moves first). */
export interface BoardToken {
  token: MonsterToken;
  location: string;
  since: number;
}

export interface ActiveEncounter {
  player: number;
  /** The player to the hero's left (the hero's own player in solo play). */
  monsterPlayer: number;
  token: MonsterToken;
  location: string;
  encounter: Encounter;
}

/** Events name tokens by id; a view shows null where the id could give a hidden life value away. */
export type QuestEvent =
  | {
      type: 'monster-drawn';
      player: number;
      monsterPlayer: number;
      token: string | null;
      monster: MonsterType;
      location: string;
    }
  | {
      type: 'monster-moved';
      player: number;
      token: string | null;
      monster: MonsterType;
      from: string;
      to: string;
    }
  | { type: 'monster-met'; player: number; token: string | null; monster: MonsterType; location: string }
  | {
      type: 'encounter-over';
      player: number;
      token: string | null;
      outcome: EncounterOutcome;
      wounds: number;
    }
  | { type: 'wounded'; player: number; wounds: number; cause: string }
  | { type: 'hero-died'; player: number; cause: string }
  | { type: 'hero-left'; player: number }
  | { type: 'loot'; player: number; card: LootCard }
  | { type: 'sunset'; entombed: number[] }
  | { type: 'game-over'; result: QuestResult };

export interface QuestGame {
  players: QuestPlayer[];
  /** Face-down tokens still to draw. */
  pool: MonsterToken[];
  board: BoardToken[];
  rules: QuestRules;
  encounter: ActiveEncounter | null;
  dice: DiceState;
  placements: number;
  log: QuestEvent[];
  result: QuestResult | null;
}

export interface QuestSetup {
  /** In clockwise seating order: the player to the left of player i is player i+1. */
  players: { name: string; hero: string }[];
  /** Token pool as data (default: DEFAULT_TOKEN_POOL). */
  tokenPool?: unknown;
  rules?: Partial<QuestRules>;
  dice: DiceState;
}

export class QuestError extends Error {}

export function createQuest(setup: QuestSetup): QuestGame {
  if (setup.players.length < 1 || setup.players.length > 6) {
    throw new QuestError(`DungeonQuest takes 1 to 6 players, not ${setup.players.length}`);
  }
  const heroes = setup.players.map((p) => getHero(p.hero).id as HeroId);
  const twice = heroes.find((h, i) => heroes.indexOf(h) !== i);
  if (twice)
    throw new QuestError(`${HEROES[twice].name} is chosen twice; each player takes a different hero`);
  let pool: MonsterToken[] = DEFAULT_TOKEN_POOL.map((t) => ({ ...t }));
  if (setup.tokenPool !== undefined) {
    const parsed = parseTokenPool(setup.tokenPool);
    if (!parsed.ok) throw new QuestError(`bad token pool: ${parsed.errors.join('; ')}`);
    pool = parsed.pool;
  }
  return {
    players: setup.players.map((p, i) => ({
      name: p.name,
      hero: heroes[i],
      status: 'in-dungeon',
      wounds: 0,
      loot: [],
    })),
    pool,
    board: [],
    rules: questRules(setup.rules),
    encounter: null,
    dice: cloneDice(setup.dice),
    placements: 0,
    log: [],
    result: null,
  };
}

export function isSolo(game: QuestGame): boolean {
  return game.players.length === 1;
}

/** Who draws and runs the monster when `player`'s hero meets one. */
export function monsterPlayerOf(game: QuestGame, player: number): number {
  return isSolo(game) ? player : (player + 1) % game.players.length;
}

function copy(game: QuestGame): QuestGame {
  return {
    ...game,
    players: game.players.map((p) => ({ ...p, loot: [...p.loot] })),
    pool: [...game.pool],
    board: [...game.board],
    dice: cloneDice(game.dice),
    log: [...game.log],
  };
}

function activePlayer(game: QuestGame, player: number, doing: string): QuestPlayer {
  if (game.result) throw new QuestError(`the game is over: cannot ${doing}`);
  const p = game.players[player];
  if (!p) throw new QuestError(`there is no player ${player}`);
  if (p.status !== 'in-dungeon') throw new QuestError(`${p.name}'s hero is ${p.status}: cannot ${doing}`);
  if (game.encounter) throw new QuestError(`an encounter is under way: cannot ${doing}`);
  return p;
}

export interface MeetOptions {
  /** Where the monster is met (a chamber name or coordinates). */
  location: string;
  /**
   * The type the card names. Without it a token is drawn at random from the whole pool (type and
   * life both random, the default reading).
   */
  type?: string;
  /** Which token moves when every token of the type is on the board (default: the longest there). */
  move?: string;
}

/**
 * A hero meets a monster: a token already at the location, or one drawn at random from the pool
 * by the Monster player, or, when every token of the type is in play, one moved from the board.
 */
export function meetMonster(game: QuestGame, player: number, opts: MeetOptions): QuestGame {
  const p = activePlayer(game, player, 'meet a monster');
  const g = copy(game);
  const type = opts.type === undefined ? undefined : getMonster(opts.type).id;
  const monsterPlayer = monsterPlayerOf(g, player);
  let token: MonsterToken;
  const here = g.board.findIndex((b) => b.location === opts.location && (!type || b.token.type === type));
  const drawable = g.pool.filter((t) => !type || t.type === type);
  if (here >= 0) {
    token = g.board[here].token;
    g.board.splice(here, 1);
    g.log.push({
      type: 'monster-met',
      player,
      token: token.id,
      monster: token.type,
      location: opts.location,
    });
  } else if (drawable.length > 0) {
    token = drawable[rollDie(g.dice, drawable.length, 'monster token') - 1];
    g.pool.splice(g.pool.indexOf(token), 1);
    g.log.push({
      type: 'monster-drawn',
      player,
      monsterPlayer,
      token: token.id,
      monster: token.type,
      location: opts.location,
    });
  } else {
    const candidates = g.board
      .filter((b) => !type || b.token.type === type)
      .sort((a, b) => a.since - b.since);
    const moved = opts.move ? candidates.find((b) => b.token.id === opts.move) : candidates[0];
    if (!moved) {
      const what = type ? `${getMonster(type).name} token` : 'monster token';
      throw new QuestError(
        opts.move && candidates.length > 0
          ? `token '${opts.move}' is not a ${what} on the board (there: ${candidates.map((b) => b.token.id).join(', ')})`
          : `no ${what} is left in the pool or on the board`,
      );
    }
    token = moved.token;
    g.board.splice(g.board.indexOf(moved), 1);
    g.log.push({
      type: 'monster-moved',
      player,
      token: token.id,
      monster: token.type,
      from: moved.location,
      to: opts.location,
    });
  }
  const encounter = startEncounter({
    hero: HEROES[p.hero],
    monster: token.type,
    life: token.life,
    heroWounds: p.wounds,
    rules: g.rules,
    dice: g.dice,
  });
  g.encounter = { player, monsterPlayer, token, location: opts.location, encounter };
  return g;
}

export function questDecisions(game: QuestGame): EncounterDecision[] {
  return game.encounter ? encounterDecisions(game.encounter.encounter) : [];
}

/** A decision in the encounter under way; when it ends, the hero and the token are settled. */
export function questDecide(game: QuestGame, d: EncounterDecision): QuestGame {
  if (!game.encounter) throw new QuestError('no encounter is under way');
  const g = copy(game);
  // The game's dice are the ones rolled (a table can replace them with typed results).
  const active = {
    ...game.encounter,
    encounter: decide({ ...game.encounter.encounter, dice: game.dice }, d),
  };
  g.dice = cloneDice(active.encounter.dice);
  const enc = active.encounter;
  if (enc.phase !== 'over') {
    g.encounter = active;
    return g;
  }
  g.encounter = null;
  const p = g.players[active.player];
  p.wounds = enc.heroWounds;
  g.log.push({
    type: 'encounter-over',
    player: active.player,
    token: active.token.id,
    outcome: enc.outcome!,
    wounds: enc.heroWounds - enc.startWounds,
  });
  if (enc.outcome === 'won' || enc.outcome === 'mutual') {
    // A slain monster's token goes back into the pool, face down.
    g.pool.push(active.token);
  } else {
    g.board.push({ token: active.token, location: active.location, since: g.placements++ });
  }
  if (enc.outcome === 'lost' || enc.outcome === 'mutual')
    kill(g, active.player, `slain by a ${getMonster(active.token.type).name}`);
  return checkEnd(g);
}

/** Wounds from anything but a fight (traps, cards); a hero dies when they reach life. */
export function woundHero(game: QuestGame, player: number, wounds: number, cause: string): QuestGame {
  const p0 = activePlayer(game, player, 'take wounds');
  if (!Number.isInteger(wounds) || wounds < 1)
    throw new QuestError(`wounds are a whole number of at least 1, not ${wounds}`);
  const g = copy(game);
  const p = g.players[player];
  const limit = g.rules.death === 'reach' ? HEROES[p0.hero].life : HEROES[p0.hero].life + 1;
  p.wounds = Math.min(limit, p.wounds + wounds);
  g.log.push({ type: 'wounded', player, wounds, cause });
  if (p.wounds >= limit) kill(g, player, cause);
  return checkEnd(g);
}

export function takeLoot(game: QuestGame, player: number, card: LootCard): QuestGame {
  activePlayer(game, player, 'take loot');
  const g = copy(game);
  g.players[player].loot.push({ ...card });
  g.log.push({ type: 'loot', player, card: { ...card } });
  return g;
}

/** The hero leaves the dungeon through a tower room: safe, and out of the game. */
export function leaveDungeon(game: QuestGame, player: number): QuestGame {
  activePlayer(game, player, 'leave the dungeon');
  const g = copy(game);
  g.players[player].status = 'escaped';
  g.log.push({ type: 'hero-left', player });
  return checkEnd(g);
}

/** The sun sets: heroes still inside are entombed (dead). */
export function sunset(game: QuestGame): QuestGame {
  if (game.result) throw new QuestError('the game is over already');
  if (game.encounter) throw new QuestError('an encounter is under way: the sun sets at the start of a turn');
  const g = copy(game);
  const entombed = g.players.flatMap((p, i) => (p.status === 'in-dungeon' ? [i] : []));
  for (const i of entombed) g.players[i].status = 'dead';
  g.log.push({ type: 'sunset', entombed });
  return checkEnd(g);
}

function kill(g: QuestGame, player: number, cause: string): void {
  g.players[player].status = 'dead';
  g.log.push({ type: 'hero-died', player, cause });
}

function checkEnd(g: QuestGame): QuestGame {
  if (g.result || g.players.some((p) => p.status === 'in-dungeon')) return g;
  g.result = scoreQuest(
    g.players.map((p) => ({ player: p.name, escaped: p.status === 'escaped', loot: p.loot })),
  );
  g.log.push({ type: 'game-over', result: g.result });
  return g;
}

/** What one player sees: token faces stay hidden except from the Monster player, or in solo play. */
export interface QuestView {
  viewer: number | null;
  players: QuestPlayer[];
  poolSize: number;
  /** Token ids could give a life value away, so they are shown only where the life is. */
  board: { token: string | null; monster: MonsterType; location: string; life: number | null }[];
  encounter: {
    player: number;
    monsterPlayer: number;
    token: string | null;
    monster: MonsterType;
    location: string;
    /** null when hidden from this viewer. */
    life: number | null;
    heroWounds: number;
    monsterWounds: number;
    phase: Encounter['phase'];
    round: number;
    pending: Encounter['pending'];
    outcome: Encounter['outcome'];
    events: EncounterEvent[];
    decisions: EncounterDecision[];
  } | null;
  rules: QuestRules;
  log: QuestEvent[];
  result: QuestResult | null;
}

/** The game as `viewer` sees it (null: a spectator). The dice state is never shown. */
export function questView(game: QuestGame, viewer: number | null): QuestView {
  const solo = isSolo(game);
  const a = game.encounter;
  return {
    viewer,
    players: game.players.map((p) => ({ ...p, loot: [...p.loot] })),
    poolSize: game.pool.length,
    board: game.board.map((b) => ({
      token: solo ? b.token.id : null,
      monster: b.token.type,
      location: b.location,
      life: solo ? b.token.life : null,
    })),
    encounter: a && {
      player: a.player,
      monsterPlayer: a.monsterPlayer,
      token: solo || viewer === a.monsterPlayer ? a.token.id : null,
      monster: a.token.type,
      location: a.location,
      life: solo || viewer === a.monsterPlayer ? a.token.life : null,
      heroWounds: a.encounter.heroWounds,
      monsterWounds: a.encounter.monsterWounds,
      phase: a.encounter.phase,
      round: a.encounter.round,
      pending: a.encounter.pending,
      outcome: a.encounter.outcome,
      events: [...a.encounter.events],
      decisions: encounterDecisions(a.encounter),
    },
    rules: game.rules,
    log: solo ? [...game.log] : game.log.map(hideToken),
    result: game.result,
  };
}

function hideToken(e: QuestEvent): QuestEvent {
  return 'token' in e ? { ...e, token: null } : e;
}
