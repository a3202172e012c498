/**
 * Dungeon Bowl 2021 ([004], on the Blood Bowl 2020 core): the base ruleset. Its own rules are here;
 * the core rule files call them through `ctx.rules` (rulesets/types.ts lists the hooks).
 */
import type { Action } from '../actions.ts';
import { chestAt, isAdjacent, markerCount } from '../board.ts';
import { type Ctx, emit, push, roll } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import { checkTouchdown, giveBall, removeFromPitch, touchdownWins, turnover } from '../rules/common.ts';
import { goDown } from '../rules/injury.ts';
import { coinToss } from '../rules/pregame.ts';
import { endByTimeLimit, TIME_LIMIT_RULE } from '../rules/time-limit.ts';
import type { Game, Player } from '../state.ts';
import { knockDownAround } from './chests.ts';
import { portalEntryAllowed, separateEntryActions } from './entry.ts';
import { onePerTileChestSquares, onePerTilePortalSquares } from './placement.ts';
import { injuredBySecondTeleport, portalFeature } from './portals.ts';
import { register } from './registry.ts';
import { hideBallChest } from './secrets.ts';
import type { Ruleset } from './types.ts';

/**
 * Pushed into a wall ([004]): the active coach rolls a D6; on 4+ the player falls over (armour
 * roll), on 1-3 it stays where it is. A POW into the wall needs no roll: the target is knocked
 * down anyway. The player may be the last of a chain push; a prone or stunned one cannot fall.
 */
export function wallRoll(ctx: Ctx, f: BlockFrame, p: Player): void {
  if (p.status !== 'standing' || (p.id === f.defender && f.defenderDown)) return;
  const r = roll(ctx, 6, 'pushed into wall', p.id);
  emit(ctx, {
    type: 'skill',
    player: p.id,
    skill: 'wall',
    detail: r >= 4 ? 'falls against the wall' : 'holds',
  });
  if (r < 4) return;
  // Falls over, not knocked down by the block: no Mighty Blow, and no turnover for a team-mate
  // of the blocker (it is not that player's activation).
  goDown(ctx, p, 'fallsOver', { noTurnover: true, by: ctx.g.players[f.attacker].team });
}

/** A magical mishap ([004]): removed from the game; a carried ball bounces 1 square from the portal. */
function mishap(ctx: Ctx, p: Player, from: number): void {
  emit(ctx, { type: 'teleport', player: p.id, from, to: null, mishap: true });
  // Not a turnover: removeFromPitch only bounces the ball, it never ends the turn.
  removeFromPitch(ctx, p, 'lost');
}

/** No chest to open: shared, and never added to (the caller copies what it lists). */
const NO_ACTIONS: Action[] = Object.freeze([]) as unknown as Action[];

/** Chests ([004]): opened at the end of a Move action by an unmarked player next to one. */
function chestActions(ctx: Ctx, f: Parameters<Ruleset['chestActions']>[1], p: Player): Action[] {
  if (f.action !== 'move') return NO_ACTIONS;
  let out: Action[] | undefined;
  for (const c of ctx.g.chests) {
    if (c.open || !isAdjacent(ctx.d, p.sq, c.sq)) continue;
    // Marked or not is asked only beside a chest: this runs at every step of a Move.
    if (!out && markerCount(ctx, p.sq, p.team) > 0) return NO_ACTIONS;
    out ??= [];
    out.push({ type: 'openChest', sq: c.sq });
  }
  return out ?? NO_ACTIONS;
}

/** The opener takes the ball; its activation (or, as an option, the team turn) ends. */
function chestFound(ctx: Ctx, p: Player): void {
  giveBall(ctx, p);
  emit(ctx, { type: 'ball', what: 'found', sq: p.sq, player: p.id });
  if (ctx.g.options.chestBallEnds === 'teamTurn') turnover(ctx, 'ball found: the turn ends');
  checkTouchdown(ctx, p);
}

/** Chests go in turn from the highest roller; portals from the lowest ([004] Setup). */
function placingTeam(order: readonly number[], placed: number, what: 'chest' | 'portal'): number {
  const o = what === 'portal' ? [...order].reverse() : order;
  return o[placed % o.length];
}

export const dungeonbowl2021: Ruleset = register({
  id: 'dungeonbowl2021',
  name: 'Dungeon Bowl 2021',
  description: 'Games Workshop Dungeon Bowl (2021) on the Blood Bowl 2020 core rules',
  // 1: the rules until 2026-11-25. 2: Wrestle, Block against Both Down and Dodge against Stumble
  // are asked of the coach where they can matter (rules-status.md, Readings).
  revision: 2,
  /** How its dungeons are built (the validator and the generator read these). */
  construction: {
    id: 'dungeonbowl2021',
    name: 'Dungeon Bowl 2021',
    source: '[004] Setup',
    minTiles: { corridor: 4, 'small-room': 3, 'large-room': 1 },
    minDoorWidth: 2,
    doorsCentred: true,
    doorWhereTilesMeet: true,
    endZones: { min: 2, max: 2 },
    passagesPerSide: null,
    chestsOutOf: 'joined',
    portalsOutOf: 'joined',
    chestsPerTile: 1,
    portalsPerTile: 1,
    portalChestGap: 2,
    chestGap: 0,
    chestEndZoneGap: 0,
    fixedChests: null,
    fixedPortals: null,
    portalNumbers: { first: 1, last: 6 },
    chestsNearerCentre: false,
    chestTilesNeeded: 6,
    reachByPortal: false,
    features: [],
    startRooms: null,
    entrance: false,
    layout: 'two-ends',
    defaultTeams: 2,
  },
  defaults: {
    chestCount: 6,
    portalCount: 6,
    portalDie: 6,
    deployCount: 6,
    passBands: ['Q', 'S'],
    passThroughWalls: false,
    chestBallEnds: 'activation',
    landingModifiers: 'ffb',
    ricochetDistance: 1,
    multipleTeamRerolls: true,
    turnLimit: null,
    noPortalEntryOnFirstTurn: true,
    stunnedRollOver: 'anyTeamTurn',
    matchMinutes: null,
    turnMinutes: null,
    chestMethod: 'tokens',
  },
  blocks: (ctx, sq) => chestAt(ctx.g, sq),
  features: [
    portalFeature({ triggers: ['step', 'jump', 'fall', 'push', 'followUp', 'thrown', 'shadow'], ball: true }),
  ],
  wallPush: wallRoll,
  mishap,
  repeatTeleport: injuredBySecondTeleport,
  chestActions,
  openChest(ctx, f, p, sq) {
    f.ended = true;
    push(ctx.g, { t: 'chest', player: p.id, sq, phase: 'open' });
  },
  chestFound,
  explode: knockDownAround,
  chestOpeningCost: 0,
  chestRule: 'open it from a square next to it that no opponent marks, to end a Move action',
  regeneratedTo: 'reserve',
  // Argue the call, a 6: "not sent off and teleported back into the dungeon".
  notSentOff(ctx, p) {
    push(ctx.g, { t: 'teleport', player: p.id, from: null, moveCost: false, phase: 'roll', dest: -1 });
  },
  teleportCostsRush: true,
  passBands: (ctx) => ctx.g.options.passBands,
  ballIntoWall: 'ricochet',
  wizards: true,
  maxExtraTraps: 0,
  entryActions: (ctx, team) => separateEntryActions(ctx.g, team, portalEntryAllowed(ctx.g)),
  enterFromReserves(ctx, a) {
    const p = ctx.g.players[a.player];
    ctx.g.turn.used.portalEntry = true;
    // "That player cannot move further this turn": it counts as activated.
    p.activated = true;
    push(ctx.g, { t: 'teleport', player: p.id, from: null, moveCost: false, phase: 'roll', dest: -1 });
  },
  chestSquares: onePerTileChestSquares,
  portalSquares: onePerTilePortalSquares,
  placingTeam,
  endZoneOrder: (ctx, teams) => coinToss(ctx, teams, 'coin toss: choice of end zone'),
  endZonesFirst: false,
  wallThrows: true,
  trapCounters: () => 0,
  trapSquares: () => [],
  hide: (v: Game) => hideBallChest(v),
  touchdown: touchdownWins,
  timeUp: endByTimeLimit,
  timeUpRule: TIME_LIMIT_RULE,
  firstTurnOrder: (ctx, teams) => coinToss(ctx, teams, 'coin toss: first turn', 1),
  firstTurnSetsUpLast: false,
  scoresInPassages: false,
  // No turn clock and no D6 chests in [004] (its optional time limit may use the match clock).
  unusedOptions: ['turnMinutes', 'chestMethod'],
});
