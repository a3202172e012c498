/**
 * Dungeon Brawl ([000]): a free-for-all of 4 to 16 teams of four players in one dungeon. The first
 * player to carry the ball into any declared end zone wins at once. Where [000] is silent the
 * Blood Bowl 2020 core serves; every reading is listed in docs/rules-status-dungeonbrawl.md.
 */
import type { Action } from '../actions.ts';
import { around } from '../board.ts';
import { type Ctx, push } from '../core.ts';
import type { ActivationFrame } from '../frames.ts';
import { endGame, removeFromPitch, touchdownWins } from '../rules/common.ts';
import { armourRoll, goDown } from '../rules/injury.ts';
import { rankByRolls } from '../rules/pregame.ts';
import { isOnPitch, type Player } from '../state.ts';
import { ballWhereChestWas, chestsBeside } from './chests.ts';
import { wallRoll } from './dungeonbowl2021.ts';
import { askThirdParties, thirdPartyAssists } from './dungeonbrawl-assists.ts';
import { brawlInjury, brawlKnownCasualty, returnThroughEntrance } from './dungeonbrawl-injury.ts';
import { diagonalAroundCorner } from './dungeonbrawl-moves.ts';
import { heldInPit, passFromPit, pitAct, pitActions } from './dungeonbrawl-pits.ts';
import { BRAWL_SQUAD, brawlDeploySquares, squadProblems } from './dungeonbrawl-setup.ts';
import { lostInSpace, teleporters, warpArrival, warpOpponents } from './dungeonbrawl-teleport.ts';
import { hideMarkerKinds, MARKER, markerCount, markerSquares, markersLeft } from './dungeonbrawl-traps.ts';
import { register } from './registry.ts';
import { hideBallChest } from './secrets.ts';
import { revealedTrapAt } from './traps.ts';
import type { Ruleset } from './types.ts';

/**
 * The start of a coach's turn, in one place for every [000] rule that acts then: "First, warp any
 * opponent players currently on teleporters" (a frame, resolved before any declaration), and the
 * injured come back through the entrance ("Returning to Play").
 */
function turnStart(ctx: Ctx): void {
  warpOpponents(ctx);
  returnThroughEntrance(ctx);
}

/**
 * Everyone dead, lost in space or sent off: nobody can ever carry the ball into an end zone, so
 * the game ends there, with no winner. (A player out of the dungeon for now, status 'ko', comes
 * back through the entrance.)
 */
function nobodyLeft(ctx: Ctx): void {
  const g = ctx.g;
  if (g.turn.index < 0 || g.players.some((p) => isOnPitch(p) || p.status === 'ko')) return;
  endGame(ctx, null, 'noPlayers', 'nobody is left in the dungeon');
}

/**
 * [000] Chests: "Move adjacent, spend 1 MA" to open one, in any activation that moves; a player
 * with no movement left may still open one next to it (FAQ), for nothing.
 */
function chestActions(ctx: Ctx, f: ActivationFrame, p: Player): Action[] {
  if (p.status !== 'standing' || f.ended || (f.action !== 'move' && f.action !== 'blitz')) return [];
  return chestsBeside(ctx, p);
}

/**
 * "All adjacent players suffer a Mighty Blow (Block result with +1 to armor and injury)": every
 * player next to the chest (the opener is one) is knocked down, +1 armour and +1 injury.
 */
function explode(ctx: Ctx, _opener: Player, sq: number): void {
  const g = ctx.g;
  for (const s of around(ctx.d, sq)) {
    const q = g.occ[s] >= 0 ? g.players[g.occ[s]] : null;
    if (!q) continue;
    const o = { reason: 'chest exploded', armourMod: 1, injuryMod: 1 };
    if (q.status === 'standing') goDown(ctx, q, 'knockedDown', o);
    else armourRoll(ctx, q, 1, 0, false, 1);
  }
}

export const dungeonbrawl: Ruleset = register({
  id: 'dungeonbrawl',
  name: 'Dungeon Brawl',
  description: 'A free-for-all of 4 to 16 teams of four in one dungeon: first into any end zone wins',
  revision: 1,
  construction: {
    id: 'dungeonbrawl',
    name: 'Dungeon Brawl',
    source: '[000] Setup',
    minTiles: { corridor: 0, 'small-room': 0, 'large-room': 0 },
    minDoorWidth: 2,
    doorsCentred: false,
    doorWhereTilesMeet: false,
    // "End zones: 1-2 areas in distant corners", any of them every team's.
    endZones: { min: 1, max: 2 },
    passagesPerSide: null,
    chestsOutOf: 'tile',
    // "Avoid placing near end zones": never in an end zone's room.
    portalsOutOf: 'tile',
    chestsPerTile: null,
    portalsPerTile: null,
    portalChestGap: 0,
    chestGap: 0,
    chestEndZoneGap: 0,
    // Placed by the commissioner: 6 to 16 chests and teleporters 0 to 9, on the map.
    fixedChests: { min: 6, max: 16 },
    fixedPortals: { first: 0, last: 9 },
    portalNumbers: { first: 0, last: 9 },
    chestsNearerCentre: true,
    chestTilesNeeded: 0,
    reachByPortal: false,
    // Its pits are the coaches' trap markers; only the entrance is drawn on the map.
    features: ['entrance'],
    // Four players a team, 2 squares from rivals: about a 4 x 4 area each.
    startRooms: { side: 10, secondFrom: 8, squaresPerTeam: 16 },
    entrance: true,
    layout: 'central',
    defaultTeams: 4,
    endZonePerTeam: false,
    teams: { min: 4, max: 16 },
  },
  defaults: {
    chestCount: 6,
    portalCount: 10,
    portalDie: 10,
    deployCount: BRAWL_SQUAD,
    // "Normal Pass: As in Blood Bowl": every band.
    passBands: ['Q', 'S', 'L', 'B'],
    passThroughWalls: false,
    chestBallEnds: 'activation',
    landingModifiers: 'ffb',
    ricochetDistance: 1,
    multipleTeamRerolls: true,
    turnLimit: null,
    noPortalEntryOnFirstTurn: false,
    stunnedRollOver: 'ownTeamTurn',
    matchMinutes: null,
    turnMinutes: null,
    chestMethod: 'tokens',
  },
  // The chest is an obstacle until opened ("the ball appears where the chest was").
  blocks: (ctx, sq) => ctx.g.chests.some((c) => c.sq === sq && !c.open),
  features: [teleporters, MARKER],
  // [000] is silent, and the BB2020 core has walls only in Dungeon Bowl: its D6 (4+ falls over).
  wallPush: wallRoll,
  mishap: lostInSpace,
  // "Teleporting twice in a turn": allowed, no penalty.
  repeatTeleport: () => {},
  chestActions,
  openChest(ctx, f, p, sq) {
    const act = f;
    // "Spend 1 MA"; with none left the opening is free (FAQ), never a rush.
    if (act.moved < p.ma) act.moved += 1;
    push(ctx.g, { t: 'chest', player: p.id, sq, phase: 'open' });
  },
  // "The ball appears where the chest was".
  chestFound: ballWhereChestWas,
  explode,
  chestOpeningCost: 1,
  chestRule: 'open it from a square next to it in a Move or a Blitz, for a square of movement',
  // Unused: the injury ladder (applyInjury) deals with Regeneration itself.
  regeneratedTo: 'reserve',
  // Argue the call, a 6 (BB2020): not sent off, but out of the dungeon, so back through the
  // entrance at its coach's next turn, as the injured come back ([000] has no reserves).
  notSentOff: (ctx, p) => removeFromPitch(ctx, p, 'ko'),
  teleportCostsRush: false,
  passBands: (ctx) => ctx.g.options.passBands,
  // Silent too: Dungeon Bowl 2021's ricochet off the wall.
  ballIntoWall: 'ricochet',
  wizards: false,
  maxExtraTraps: 0,
  entryActions: () => [],
  enterFromReserves: () => {},
  chestSquares: () => [],
  portalSquares: () => [],
  placingTeam: (order, placed) => order[placed % order.length],
  // "Order of play among the coaches (and who places first) decided by rolls": a D6 each.
  endZoneOrder: (ctx, teams) => rankByRolls(ctx, teams, 6, 'roll-off: order of play'),
  endZonesFirst: false,
  wallThrows: true,
  trapCounters: markerCount,
  trapSquares: markerSquares,
  hide: (v, team) => {
    hideBallChest(v);
    hideMarkerKinds(v, team);
  },
  touchdown: touchdownWins,
  // No turn limit in [000]; where a game sets one, nobody reached an end zone: nobody wins.
  timeUp: (ctx) => endGame(ctx, null, 'turnLimit', 'nobody carried the ball into an end zone'),
  timeUpRule: 'the game is a draw: nobody carried the ball into an end zone',
  firstTurnOrder: (ctx, teams) => rankByRolls(ctx, teams, 6, 'roll-off: order of play', 1),
  firstTurnSetsUpLast: false,
  scoresInPassages: false,
  unusedOptions: ['matchMinutes', 'turnMinutes', 'chestMethod', 'chestCount', 'portalCount', 'deployCount'],
  teamCount: { min: 4, max: 16 },
  teamProblems: squadProblems,
  squadSize: BRAWL_SQUAD,
  sharedEndZones: true,
  deploySquares: brawlDeploySquares,
  turnOrderByRollOff: true,
  turnoverEndsActivation: true,
  blitzesPerTurn: null,
  rushTeamRerolls: false,
  // "Diagonal movement allowed, but not around corners, traps, or obstacles" (dungeonbrawl-moves.ts).
  diagonalBlocked: diagonalAroundCorner,
  // Bounce Pass: "1D6 squares per range unit (e.g., Long Pass = 3D6 squares)".
  wallThrowDicePerBand: true,
  // "Scatter or catch rules apply upon landing": only where it lands (rules/wall-throw.ts).
  wallThrowCatches: 'landing',
  // [000] Teleporters (rulesets/dungeonbrawl-teleport.ts).
  portalDieZero: true,
  teleportArrival: warpArrival,
  turnStart,
  // FAQ "Can you block through a teleporter? No": a block ends where a teleporter takes a player.
  teleportEndsFrenzy: true,
  applyInjury: brawlInjury,
  beforeBlockStrength: askThirdParties,
  otherAssists: thirdPartyAssists,
  // Trap markers (rulesets/dungeonbrawl-traps.ts, dungeonbrawl-pits.ts).
  trapMarkers: markersLeft,
  trapsInSight: true,
  leapsTraps: false,
  passAccuracy: passFromPit,
  activationActions: pitActions,
  activationAct: pitAct,
  heldInSquare: heldInPit,
  // "Ball in a pit: Dropped beneath the player. Does not scatter."
  ballStaysBeneath: (ctx, sq) => revealedTrapAt(ctx.g, sq),
  beforeDecision: nobodyLeft,
  // Always Hungry: an eaten team-mate is a Dead result on the ladder (dungeonbrawl-injury.ts).
  applyCasualty: brawlKnownCasualty,
});
