/**
 * Classic Dungeonbowl ([003], on "standard Blood Bowl": the BB2020 core serves where it leans on
 * it, rules.md 5.1). Every reading chosen where [003] is silent is listed in docs/rules-status.md.
 */
import type { Action } from '../actions.ts';
import { chestAt } from '../board.ts';
import { type Ctx, emit, push } from '../core.ts';
import type { ActivationFrame, BlockFrame } from '../frames.ts';
import { mayMoveOn } from '../rules/activation-options.ts';
import { carriesBall, removeFromPitch, touchdownWins, turnover } from '../rules/common.ts';
import { armourRoll } from '../rules/injury.ts';
import { coinToss, rankByRolls } from '../rules/pregame.ts';
import { endByTimeLimit, TIME_LIMIT_RULE } from '../rules/time-limit.ts';
import { skillParam } from '../skills.ts';
import { activeTeam, type Game, type Player } from '../state.ts';
import { ballWhereChestWas, chestsBeside, knockDownAround } from './chests.ts';
import { eitherEntryActions } from './entry.ts';
import { anyEmptySquare, apartChestSquares, trapSquaresFor } from './placement.ts';
import { injuredBySecondTeleport, portalFeature } from './portals.ts';
import { register } from './registry.ts';
import { hideBallChest, hideOthersTraps } from './secrets.ts';
import { TRAP } from './traps.ts';
import type { PassBand, Ruleset } from './types.ts';

/** Pit trap counters each coach places ([003] Pit traps), before any bought as an inducement. */
export const TRAP_COUNTERS = 3;

/**
 * [003] Pushing into walls: the player "stays in his square but his opponent rolls an unmodified
 * armour (and possibly injury) roll". A player knocked down into the wall just goes down as usual.
 */
function wallArmour(ctx: Ctx, f: BlockFrame, p: Player): void {
  if (p.status !== 'standing' || (p.id === f.defender && f.defenderDown)) return;
  emit(ctx, { type: 'skill', player: p.id, skill: 'wall', detail: 'pushed into the wall: armour roll' });
  armourRoll(ctx, p, 0, 0, false, 0, { by: ctx.g.players[f.attacker].team });
}

/**
 * [003] Lost in space: to the KO box. The ball cannot be lost: it drops and scatters from the pad,
 * which is a turnover (for the active team's carrier; the other team has no turn to lose).
 */
function lostInSpace(ctx: Ctx, p: Player, from: number): void {
  emit(ctx, { type: 'teleport', player: p.id, from, to: null, mishap: true });
  const hadBall = carriesBall(ctx, p);
  // The ball drops on the pad and bounces from it (removeFromPitch).
  removeFromPitch(ctx, p, 'ko');
  if (hadBall && p.team === activeTeam(ctx.g)) turnover(ctx, 'ball dropped: lost in space');
}

/** May the player still spend a square of movement in this activation? */
function hasMovementLeft(p: Player, f: ActivationFrame): boolean {
  return p.status === 'standing' && !f.ended && mayMoveOn(p, f) && f.moved < p.ma;
}

/** [003] Opening treasure chests: any adjacent chest, for a square of movement, in any action that moves. */
function chestActions(ctx: Ctx, f: ActivationFrame, p: Player): Action[] {
  return hasMovementLeft(p, f) ? chestsBeside(ctx, p) : [];
}

/** [003] Throwing: quick and short passes; "players with Strong Arm can attempt long passes". */
function passBands(ctx: Ctx, p: Player): readonly PassBand[] {
  const bands = ctx.g.options.passBands;
  if (skillParam(p, 'strongArm') === null || bands.includes('L')) return bands;
  return [...bands, 'L'];
}

export const classic: Ruleset = register({
  id: 'classic',
  name: 'Classic Dungeonbowl',
  description:
    'Dungeonbowl as first published: chests opened from beside them, teleport pads, pit trap counters',
  revision: 1,
  /** How its dungeons are built (the validator and the generator read these). */
  construction: {
    id: 'classic',
    name: 'Classic Dungeonbowl',
    source: '[003] Dungeon set-up',
    minTiles: { corridor: 0, 'small-room': 0, 'large-room': 0 },
    // "Doorways are simply openings": any width will do.
    minDoorWidth: 1,
    doorsCentred: false,
    doorWhereTilesMeet: false,
    endZones: { min: 2, max: 2 },
    passagesPerSide: null,
    chestsOutOf: null,
    portalsOutOf: null,
    chestsPerTile: null,
    portalsPerTile: null,
    portalChestGap: 0,
    chestGap: 4,
    chestEndZoneGap: 8,
    fixedChests: null,
    fixedPortals: null,
    portalNumbers: { first: 1, last: 6 },
    chestsNearerCentre: false,
    chestTilesNeeded: 0,
    reachByPortal: false,
    // No special squares: [003]'s pits are counters the coaches place in the pre-game, which the
    // game state holds; a pit drawn on the map would play as floor.
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
    noPortalEntryOnFirstTurn: false,
    // "Standard Blood Bowl": a stunned player misses exactly one of its own team's turns.
    stunnedRollOver: 'ownTeamTurn',
    matchMinutes: null,
    turnMinutes: null,
    chestMethod: 'tokens',
  },
  blocks: (ctx, sq) => chestAt(ctx.g, sq),
  features: [TRAP, portalFeature({ triggers: ['step', 'jump', 'fall', 'followUp', 'shadow'], ball: false })],
  wallPush: wallArmour,
  mishap: lostInSpace,
  repeatTeleport: injuredBySecondTeleport,
  chestActions,
  openChest(ctx, f, p, sq) {
    // A free action for a square of movement; the activation goes on.
    f.moved += ctx.rules.chestOpeningCost;
    push(ctx.g, { t: 'chest', player: p.id, sq, phase: 'open' });
  },
  // "If it shows the ball, replace the chest with the ball": it lies there for anyone to pick up.
  chestFound: ballWhereChestWas,
  explode: knockDownAround,
  // "At the cost of one square of movement".
  chestOpeningCost: 1,
  chestRule: 'open it from a square next to it, for a square of movement, in any action that moves',
  regeneratedTo: 'ko',
  // Argue the call, a 6, as in Blood Bowl 2020 (rules.md 5.8: [003] fouls "as BB"): not sent off,
  // but to the reserves, from where the dug-out teleporter may bring it back.
  notSentOff: (ctx, p) => removeFromPitch(ctx, p, 'reserve'),
  teleportCostsRush: false,
  passBands,
  ballIntoWall: 'rescatter',
  wizards: false,
  maxExtraTraps: 8,
  entryActions: (ctx, team) => eitherEntryActions(ctx.g, team),
  enterFromReserves(ctx, a) {
    const p = ctx.g.players[a.player];
    // The dug-out teleporter sends the player to a pad rolled for (rules.md 6.2); it is in the
    // dungeon from the start of the turn, so it may act.
    ctx.g.turn.used.portalEntry = true;
    push(ctx.g, { t: 'teleport', player: p.id, from: null, moveCost: false, phase: 'roll', dest: -1 });
  },
  chestSquares: (ctx) =>
    apartChestSquares(ctx, ctx.rules.construction.chestEndZoneGap, ctx.rules.construction.chestGap),
  portalSquares: anyEmptySquare,
  // "Take it in turn": from the roll-off winner, for chests and pads alike.
  placingTeam: (order, placed) => order[placed % order.length],
  // "After set up, roll a d6 to determine who chooses which end zone": before the chests, whose
  // placement counts from the end zones; the same roll-off orders the placing.
  endZoneOrder: (ctx, teams) => rankByRolls(ctx, teams, 6, 'roll-off: choice of end zone'),
  endZonesFirst: true,
  // No bounce passes in [003] (the throw at a wall is Dungeon Bowl 2021's).
  wallThrows: false,
  trapCounters: (g: Game, team: number) => TRAP_COUNTERS + (g.teams[team].extraTraps ?? 0),
  trapSquares: trapSquaresFor,
  hide(v, team) {
    hideBallChest(v);
    hideOthersTraps(v, team);
  },
  touchdown: touchdownWins,
  timeUp: endByTimeLimit,
  timeUpRule: TIME_LIMIT_RULE,
  firstTurnOrder: (ctx, teams) => coinToss(ctx, teams, 'coin toss: first turn', 1),
  firstTurnSetsUpLast: false,
  scoresInPassages: false,
  // [003] has no clocks and no D6 chests.
  unusedOptions: ['matchMinutes', 'turnMinutes', 'chestMethod'],
});
