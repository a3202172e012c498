/**
 * BRAWL Dungeonbowl 2013 ([002]): the league ruleset, on the BB2020 core where [002] is silent
 * (rules.md section 0). A timed match of several touchdowns on the nine round maps, scored in the
 * 2x1 passages on the opponents' side. Every reading chosen is listed in
 * docs/rules-status-brawl2013.md.
 */
import { type Ctx, emit } from '../core.ts';
import { BRAWL_FEATURES } from '../dungeon/features.ts';
import { carriesBall, removeFromPitch } from '../rules/common.ts';
import { coinToss, rankByRolls } from '../rules/pregame.ts';
import { skillParam } from '../skills.ts';
import type { Player } from '../state.ts';
import { ballFoundOnEntry, CHEST_ON_ENTRY, explodeOnEntry } from './brawl-chests.ts';
import { jumpFallsInto, jumpModifier, mayLeapOver, pushInto, throwFlight } from './brawl-drops.ts';
import { brawlEntryActions, enterFromReserves } from './brawl-entry.ts';
import { HAZARD, hazardBlocks, inPit } from './brawl-hazards.ts';
import { passLostInTeleporter, teleportersToHandOffInto } from './brawl-passing.ts';
import { climbOut, pitDeclarations } from './brawl-pits.ts';
import { roomWallAt, rotatingRoom } from './brawl-rotating-room.ts';
import { stoneBall, underStoneBall } from './brawl-stone-ball.ts';
import { lostInTheWarp, scatterFromTeleporter } from './brawl-teleport.ts';
import { brawlWallPush } from './brawl-walls.ts';
import { checkAnnihilation, TIME_UP_ON_SCORE_RULE, timeUpOnScore, touchdownGoesOn } from './match.ts';
import { portalFeature } from './portals.ts';
import { register } from './registry.ts';
import { hideBallChest } from './secrets.ts';
import type { PassBand, Ruleset } from './types.ts';

/**
 * Mage-netic Fields: "treat these squares as walls for all players except the ball carrier"; the
 * ball itself never enters one either ("Mage-netic Fields prevent the ball from leaving play").
 * The hazards: lava and the chasm stop everyone, pits the ball (brawl-hazards.ts).
 */
function blocks(ctx: Ctx, sq: number, mover?: Player): boolean {
  if (ctx.d.passage[sq] && !(mover && carriesBall(ctx, mover))) return true;
  // Hazards; Hogwurts' room walls where its turn has put them; the Temple's stone ball (4x4 squares).
  return hazardBlocks(ctx, sq, mover) || roomWallAt(ctx, sq) || underStoneBall(ctx, sq);
}

/**
 * [002] "Once a TD is scored the dungeon is reset": trapdoors shut, the rotating room back as
 * drawn with the teleporters it turned, the stone ball back at the north end.
 */
function resetDungeon(ctx: Ctx): void {
  const g = ctx.g;
  if (g.openTrapdoors) g.openTrapdoors = [];
  if (ctx.d.fixedPortals.length > 0) g.portals = ctx.d.fixedPortals.map((p) => ({ ...p }));
  delete g.roomTurns;
  delete g.stoneBall;
}

/**
 * Between any two decisions: "Secret weapons are sent off as soon as the player is returned to the
 * dugout", so one Knocked out is sent off there; then a team with nobody left has lost.
 */
function beforeDecision(ctx: Ctx): void {
  for (const p of ctx.g.players) {
    if (p.status === 'ko' && skillParam(p, 'secretWeapon') !== null) {
      p.status = 'sentOff';
      emit(ctx, { type: 'sentOff', player: p.id });
    }
  }
  checkAnnihilation(ctx);
}

/** [002] Hogwurts and The Temple of Doom: the dungeon moves at the start of each team turn. */
function turnStart(ctx: Ctx): void {
  rotatingRoom(ctx);
  stoneBall(ctx);
}

/** Quick and short passes; long ones where the round allows them ([002] Throwing restrictions). */
function passBands(ctx: Ctx): readonly PassBand[] {
  const bands = ctx.g.options.passBands;
  return ctx.d.longPasses && !bands.includes('L') ? [...bands, 'L'] : bands;
}

export const brawl2013: Ruleset = register({
  id: 'brawl2013',
  name: 'BRAWL Dungeonbowl 2013',
  description:
    'The BRAWL league season: timed matches of several touchdowns on nine round dungeons with pits, trapdoors, lava and chasms',
  revision: 1,
  construction: {
    id: 'brawl2013',
    name: 'BRAWL Dungeonbowl 2013',
    source: '[002] The pitch, Scoring and the round maps',
    minTiles: { corridor: 0, 'small-room': 0, 'large-room': 0 },
    minDoorWidth: 1,
    doorsCentred: false,
    doorWhereTilesMeet: false,
    endZones: { min: 2, max: 2 },
    passagesPerSide: 3,
    chestsOutOf: null,
    portalsOutOf: null,
    chestsPerTile: null,
    portalsPerTile: null,
    portalChestGap: 0,
    chestGap: 0,
    chestEndZoneGap: 0,
    // "Six chest tokens ... and six teleporters ... as per the season round maps."
    fixedChests: { min: 6, max: 6 },
    fixedPortals: { first: 1, last: 6 },
    portalNumbers: { first: 1, last: 6 },
    chestsNearerCentre: false,
    chestTilesNeeded: 0,
    reachByPortal: true,
    features: BRAWL_FEATURES,
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
    // 20 team turns each stand in for the 120 minutes when nobody keeps time (about 3 minutes a
    // team turn, under the 4-minute limit).
    turnLimit: 20,
    noPortalEntryOnFirstTurn: false,
    stunnedRollOver: 'ownTeamTurn',
    matchMinutes: 120,
    turnMinutes: 4,
    chestMethod: 'tokens',
  },
  blocks,
  features: [
    CHEST_ON_ENTRY,
    HAZARD,
    portalFeature({
      triggers: ['step', 'jump', 'fall', 'push', 'followUp', 'thrown', 'shadow'],
      ball: true,
      moveCost: false,
    }),
  ],
  wallPush: brawlWallPush,
  mishap: lostInTheWarp,
  // "A player may teleport as often as he or she wishes in a single turn."
  repeatTeleport: () => {},
  // Chests open by entering the square (brawl-chests.ts), never by an action.
  chestActions: () => [],
  openChest: () => {},
  chestFound: ballFoundOnEntry,
  explode: explodeOnEntry,
  chestOpeningCost: 0,
  chestRule: 'a player stepping onto it opens it',
  regeneratedTo: 'reserve',
  notSentOff: (ctx, p) => removeFromPitch(ctx, p, 'reserve'),
  // "Teleporting does not cost any movement points."
  teleportCostsRush: false,
  passBands,
  ballIntoWall: 'rescatter',
  wizards: false,
  maxExtraTraps: 0,
  entryActions: brawlEntryActions,
  enterFromReserves,
  // The round maps fix every chest and teleporter.
  chestSquares: () => [],
  portalSquares: () => [],
  placingTeam: (order, placed) => order[placed % order.length],
  endZoneOrder: (ctx, teams) => coinToss(ctx, teams, 'coin toss: choice of side'),
  endZonesFirst: false,
  wallThrows: true,
  trapCounters: () => 0,
  trapSquares: () => [],
  hide: (v) => hideBallChest(v),
  touchdown: touchdownGoesOn,
  timeUp: timeUpOnScore,
  timeUpRule: TIME_UP_ON_SCORE_RULE,
  // "Roll a D6, re-rolling ties. Highest roll takes the first turn."
  firstTurnOrder: (ctx, teams) => rankByRolls(ctx, teams, 6, 'roll-off: first turn', 1),
  firstTurnSetsUpLast: true,
  scoresInPassages: true,
  beforeDecision,
  sentOffOnlyOnInjuryDoubles: true,
  // "Players may always move diagonally through doorways or around corners as well as assist,
  // follow-up, etc around corners."
  assistsRoundCorners: true,
  resetDungeon,
  teleportArrival: scatterFromTeleporter,
  teleportEndsFrenzy: true,
  handOffSquares: teleportersToHandOffInto,
  passLost: passLostInTeleporter,
  // Bouncing balls off walls: 2D6 squares; every player passed over may try, nearest the wall first.
  wallThrowDice: 2,
  wallThrowCatches: 'all',
  pushInto,
  declarations: pitDeclarations,
  climbOut,
  climbsOut: inPit,
  mayLeapOver,
  jumpModifier,
  jumpFallsInto,
  throwFlight,
  turnStart,
  wallAt: roomWallAt,
});
