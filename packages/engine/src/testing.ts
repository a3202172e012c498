/**
 * Scenarios: a game set up directly in the middle of a team turn, from a small text map and a
 * list of players, with scripted dice. The rule tests use them; so can puzzle and tutorial
 * makers. Unlike createGame this throws on a bad scenario: it is for code, not for user files.
 */
import type { Action } from './actions.ts';
import { scriptedDice, seededDice, unusedRolls } from './dice.ts';
import type { GameEvent } from './events.ts';
import { apply, createGameChecked, legalActions } from './game.ts';
import { pushAll } from './limits.ts';
import { getRuleset, type RulesetOptions } from './ruleset.ts';
import { DEFAULT_RULESET, UNSET_FIELDS } from './setup.ts';
import type { Game, Player, PlayerStatus, TurnState } from './state.ts';

export interface ScenarioPlayer {
  team: number;
  /** Square as [x, y], or a dugout box. */
  at: [number, number] | 'reserve' | 'ko' | 'casualty';
  status?: 'standing' | 'prone' | 'stunned';
  ma?: number;
  st?: number;
  ag?: number;
  pa?: number | null;
  av?: number;
  skills?: string[];
  number?: number;
  name?: string;
  /** Position id (default 'scenario'); some rules read it (Bloodlust's Thralls). */
  position?: string;
}

export interface Scenario {
  /** The grid (a header is optional). Fixed chests ($) and portals (digits) come from it. */
  map: string;
  players: ScenarioPlayer[];
  dice?: number[];
  seed?: number;
  /** The ruleset the game is played under (default Dungeon Bowl 2021). */
  ruleset?: string;
  rules?: Partial<RulesetOptions>;
  /** The active team (default 0). */
  active?: number;
  /** End zone letter of each team (default A, B, ...). */
  endZones?: string[];
  /** The ball: carried by player index, lying on a square, or still hidden (default). */
  ball?: { carrier: number } | { at: [number, number] };
  /** Which chest ([x, y]) holds the ball while it is hidden. */
  ballChest?: [number, number];
  rerolls?: number[];
  /**
   * Team turns played so far, this one included (default: one more than all `turnsTaken`, or 3
   * when they are not given, so nothing first-turn applies).
   */
  turnNumber?: number;
  /** Team turns each team has finished, by team index (default 0 each; the turn limit reads them). */
  turnsTaken?: number[];
  /** Once-per-turn allowances the active team has already used this team turn, e.g. ['blitz']. */
  used?: (keyof TurnState['used'])[];
  /**
   * The order teams take turns in, the team that moved first first (default: the active team,
   * then the others by index). It names every team once; the active team's place in it is the
   * current turn.
   */
  order?: number[];
}

const USED_KEYS: readonly (keyof TurnState['used'])[] = [
  'blitz',
  'pass',
  'handOff',
  'foul',
  'throwTeamMate',
  'kickTeamMate',
  'bomb',
  'portalEntry',
  'sponge',
  'teamReroll',
];

const BASE_TEAM = { roster: 'college-of-shadow', rerolls: 0, players: [{ number: 1, position: 'clanrat' }] };
const SQUAD = [1, 2, 3, 4].map((number) => ({ number, position: 'clanrat' }));

/** The scenario's players, placed on their squares (`occ` filled in step). */
function scenarioPlayers(g: Game, players: ScenarioPlayer[]): Player[] {
  const w = g.width;
  g.occ.fill(-1);
  return players.map((sp, id) => {
    const onPitch = Array.isArray(sp.at);
    const status: PlayerStatus = onPitch ? (sp.status ?? 'standing') : (sp.at as PlayerStatus);
    const sq = onPitch ? (sp.at as [number, number])[1] * w + (sp.at as [number, number])[0] : -1;
    if (sq >= 0) {
      if (g.occ[sq] >= 0) throw new Error(`bad scenario: two players on square ${sp.at}`);
      g.occ[sq] = id;
    }
    return {
      id,
      team: sp.team,
      number: sp.number ?? id + 1,
      name: sp.name ?? `P${id}`,
      position: sp.position ?? 'scenario',
      ma: sp.ma ?? 6,
      st: sp.st ?? 3,
      ag: sp.ag ?? 3,
      pa: sp.pa === undefined ? 4 : sp.pa,
      av: sp.av ?? 9,
      skills: sp.skills ?? [],
      status,
      sq,
      lostTackleZone: false,
      activated: false,
      teleportsThisTurn: 0,
      usedThisTurn: [],
      ...UNSET_FIELDS,
      stunnedAtTurnStart: status === 'stunned' ? true : undefined,
    };
  });
}

/** Teams the ruleset accepts, to be replaced by the scenario's players ([000]: squads of four). */
function baseTeams(rulesetId: string | undefined, players: ScenarioPlayer[]) {
  const rs = getRuleset(rulesetId ?? DEFAULT_RULESET);
  const teamCount = Math.max(rs?.teamCount?.min ?? 2, ...players.map((p) => p.team + 1));
  const squad = rs?.teamProblems ? SQUAD : BASE_TEAM.players;
  return Array.from({ length: teamCount }, (_, i) => ({ ...BASE_TEAM, players: squad, name: `Team ${i}` }));
}

export function scenario(s: Scenario): Game {
  const text = s.map.replace(/^\n+/, '').replace(/\n\s*$/, '\n');
  const made = createGameChecked(
    {
      ...(s.ruleset ? { ruleset: s.ruleset } : {}),
      dungeon: text,
      teams: baseTeams(s.ruleset, s.players),
    },
    { seed: 1, rules: s.rules },
    false,
  );
  if (!made.ok)
    throw new Error(`bad scenario: ${made.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
  const g = made.game;
  const w = g.width;
  g.players = scenarioPlayers(g, s.players);
  const zones = s.endZones ?? g.teams.map((_, i) => 'ABCDEFGHIJKLMNOP'[i]);
  g.teams.forEach((t, i) => {
    t.endZone = zones[i] ?? null;
    t.rerolls = s.rerolls?.[i] ?? 0;
  });
  g.chests.forEach((c) => {
    c.hasBall = !!s.ballChest && c.sq === s.ballChest[1] * w + s.ballChest[0];
  });
  if (s.ball && 'carrier' in s.ball) {
    const p = g.players[s.ball.carrier];
    g.ball = { state: 'carried', sq: p.sq, carrier: p.id };
  } else if (s.ball && 'at' in s.ball) {
    g.ball = { state: 'ground', sq: s.ball.at[1] * w + s.ball.at[0], carrier: -1 };
  } else {
    g.ball = { state: 'hidden', sq: -1, carrier: -1 };
  }
  turnState(g, s);
  g.stack = [{ t: 'turn', phase: 'main' }];
  g.dice = s.dice ? scriptedDice(s.dice) : seededDice(s.seed ?? 1);
  return g;
}

/** The turn order, whose turn it is, the turns taken and the allowances used (see Scenario). */
function turnState(g: Game, s: Scenario): void {
  const n = g.teams.length;
  const active = s.active ?? 0;
  const order = s.order ?? g.teams.map((_, i) => (active + i) % n);
  const sorted = [...order].sort((x, y) => x - y);
  if (sorted.length !== n || sorted.some((t, i) => t !== i))
    throw new Error(`bad scenario: order ${JSON.stringify(order)} must name each of the ${n} teams once`);
  if (!order.includes(active)) throw new Error(`bad scenario: active team ${active} is not in the order`);
  g.turn.order = order;
  g.turn.index = order.indexOf(active);
  const taken = s.turnsTaken ?? [];
  if (taken.length > n || taken.some((t) => !Number.isInteger(t) || t < 0))
    throw new Error(
      `bad scenario: turnsTaken ${JSON.stringify(taken)} must be up to ${n} counts of 0 or more`,
    );
  g.teams.forEach((t, i) => {
    t.turnsTaken = taken[i] ?? 0;
  });
  g.turn.number = s.turnNumber ?? (s.turnsTaken ? taken.reduce((a, b) => a + b, 0) + 1 : 3);
  for (const k of s.used ?? []) {
    if (!USED_KEYS.includes(k))
      throw new Error(`bad scenario: used ${JSON.stringify(k)} is no once-per-turn allowance`);
    g.turn.used[k] = true;
  }
}

/** Applies actions in order; throws with the step number if one is refused. */
export function play(game: Game, actions: Action[]): { game: Game; events: GameEvent[] } {
  let g = game;
  const events: GameEvent[] = [];
  actions.forEach((a, i) => {
    const r = apply(g, a);
    if (!r.ok) {
      const legal = legalActions(g);
      throw new Error(
        `action ${i} ${JSON.stringify(a)} refused: ${r.error.message}; legal: ${JSON.stringify(legal?.actions.slice(0, 40))}`,
      );
    }
    g = r.game;
    pushAll(events, r.events);
  });
  return { game: g, events };
}

/** Square number of (x, y) in a game. */
export function sq(g: Game, x: number, y: number): number {
  return y * g.width + x;
}

export function diceLeft(g: Game): number {
  return unusedRolls(g.dice);
}
