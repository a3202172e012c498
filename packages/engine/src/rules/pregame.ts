/**
 * The pre-game ([004] Setup and Pre-game sequence): a D6 roll-off for the placing order; chests
 * placed in turn from the highest roller and portals (in number order) from the lowest, with the
 * placement rules enforced; the ball hidden in one chest; a coin toss for the choice of end zone
 * and another for the first turn; each coach deploys six players in its end zone.
 */
import { type Action, deployAction, placeAction, placeTrapAction } from '../actions.ts';
import { nextPlayingIndex } from '../concede.ts';
import { type Ctx, emit, madeOffer, type Offer, pop, push, register, roll } from '../core.ts';
import type { DieAbout } from '../dice.ts';
import { endZoneSquareLists } from '../dungeon/analyse.ts';
import { END_ZONE_LETTERS } from '../dungeon/map.ts';
import type { PregameFrame } from '../frames.ts';
import { pushAll } from '../limits.ts';
import { placePlayer } from './common.ts';

/**
 * Ranks teams by one die each, highest first; tied teams roll again among themselves with the
 * same die ("re-roll ties"), for the first `places` places.
 */
export function rankByRolls(
  ctx: Ctx,
  teams: number[],
  sides: number,
  purpose: string,
  places = teams.length,
  tiedOn?: number,
): number[] {
  if (teams.length <= 1) return [...teams];
  // Each team's die names the team, and a roll after a tie says so (for table-top play).
  const rollAll = (tie?: number) =>
    teams.map((t) => {
      const about: DieAbout =
        tie === undefined ? { team: t } : { team: t, again: { why: 'tie', value: tie } };
      return { t, r: roll(ctx, sides, purpose, undefined, false, about) };
    });
  let rolls = rollAll(tiedOn);
  let values = [...new Set(rolls.map((x) => x.r))].sort((a, b) => b - a);
  // Everyone tied: roll again here rather than one call deeper (the same dice in the same order),
  // since scripted dice may tie thousands of times and the stack would not hold the calls.
  while (values.length === 1 && places > 0) {
    rolls = rollAll(values[0]);
    values = [...new Set(rolls.map((x) => x.r))].sort((a, b) => b - a);
  }
  const out: number[] = [];
  for (const v of values) {
    const tied = rolls.filter((x) => x.r === v).map((x) => x.t);
    // Only ties for the places that matter are rolled again; the rest keep the listed order.
    const settle = tied.length > 1 && out.length < places;
    pushAll(out, settle ? rankByRolls(ctx, tied, sides, purpose, places - out.length, v) : tied);
  }
  return out;
}

/**
 * A coin toss between two teams, as a D2 (1: the first listed team wins), winner first. A coin
 * cannot order three or more teams: they roll off with D6, settling ties for `places` places.
 */
export function coinToss(ctx: Ctx, teams: number[], purpose: string, places = teams.length): number[] {
  if (teams.length !== 2) return rankByRolls(ctx, teams, 6, purpose, places);
  const coin = roll(ctx, 2, purpose, undefined, false, { wins: [teams[0], teams[1]] });
  return coin === 1 ? [teams[0], teams[1]] : [teams[1], teams[0]];
}

function placing(ctx: Ctx, f: PregameFrame, what: 'chest' | 'portal'): number {
  return ctx.rules.placingTeam(f.placeOrder, f.placed, what);
}

/**
 * The squares team `team` deploys on: its end zone's, bar the scoring passages where only those
 * score ([002]: the team sets up on the squares in front of them).
 */
export function deploySquares(ctx: Ctx, team: number, deployed = 0): number[] {
  if (ctx.rules.deploySquares) return ctx.rules.deploySquares(ctx, team, deployed);
  const z = END_ZONE_LETTERS.indexOf(ctx.g.teams[team].endZone ?? '');
  const noPassages = ctx.rules.scoresInPassages;
  // Nobody is placed on a loose ball ([002]: a reserve entering where the ball came to rest).
  const ball = ctx.g.ball.state === 'ground' ? ctx.g.ball.sq : -1;
  const squares: number[] = [];
  for (const s of endZoneSquareLists(ctx.d)[z] ?? []) {
    if (ctx.g.occ[s] >= 0 || s === ball) continue;
    if (!(noPassages && ctx.d.passage[s])) squares.push(s);
  }
  return squares;
}

/** Team `team` deploys its next player from the reserves, until it has deployed `deployCount`. */
export function deployOffer(ctx: Ctx, team: number, deployed: number): Offer | null {
  const g = ctx.g;
  const squares = deploySquares(ctx, team, deployed);
  const reserves = g.players.filter((p) => p.team === team && p.status === 'reserve');
  if (deployed >= g.options.deployCount || squares.length === 0 || reserves.length === 0) return null;
  const actions: Action[] = [];
  for (const p of reserves) for (const sq of squares) actions.push(deployAction(p.id, sq));
  return madeOffer(team, actions);
}

/** The order the teams deploy in: the turn order, or the team with the first turn last. */
export function setUpOrder(ctx: Ctx): readonly number[] {
  const order = ctx.g.turn.order;
  return ctx.rules.firstTurnSetsUpLast ? [...order.slice(1), order[0]] : order;
}

/** Puts a player from the reserves on its deployment square. */
export function deployPlayer(ctx: Ctx, pi: number, sq: number): void {
  const p = ctx.g.players[pi];
  p.status = 'standing';
  placePlayer(ctx, p, sq);
  emit(ctx, { type: 'move', player: p.id, from: -1, to: sq, kind: 'place' });
}

/** Coaches place trap counters in the placement order (the listed order if nothing was rolled). */
function trapOrder(f: PregameFrame): number[] {
  return f.placeOrder.length > 0 ? f.placeOrder : f.zoneOrder;
}

/**
 * One coach places all its face-down counters, one square at a time ([003] Pit traps); where
 * they have kinds ([000]), the coach names the kind of each as it places it.
 */
function trapDecision(ctx: Ctx, f: PregameFrame): Offer | null {
  const team = trapOrder(f)[f.trapIndex ?? 0];
  if (team === undefined || (f.trapsPlaced ?? 0) >= ctx.rules.trapCounters(ctx.g, team)) return null;
  const kinds = ctx.rules.trapMarkers ? [...new Set(ctx.rules.trapMarkers(ctx.g, team))] : null;
  const actions: Action[] = [];
  for (const marker of kinds ?? [undefined]) {
    for (const sq of ctx.rules.trapSquares(ctx, team, marker)) {
      actions.push(placeTrapAction(sq, marker));
    }
  }
  return actions.length === 0 ? null : madeOffer(team, actions);
}

function freeZones(ctx: Ctx): string[] {
  const taken = new Set(ctx.g.teams.map((t) => t.endZone));
  return ctx.d.endZones.filter((z) => !taken.has(z));
}

register('pregame', {
  decide(ctx, f) {
    const g = ctx.g;
    if (f.phase === 'chests' && f.placeChests && g.chests.length < g.options.chestCount) {
      const squares = ctx.rules.chestSquares(ctx);
      if (squares.length === 0) return null;
      const actions = squares.map((sq) => placeAction('placeChest', sq));
      return madeOffer(placing(ctx, f, 'chest'), actions);
    }
    if (f.phase === 'portals' && f.placePortals && g.portals.length < g.options.portalCount) {
      const squares = ctx.rules.portalSquares(ctx);
      if (squares.length === 0) return null;
      const actions = squares.map((sq) => placeAction('placePortal', sq));
      return madeOffer(placing(ctx, f, 'portal'), actions);
    }
    if (f.phase === 'endZones') {
      const free = freeZones(ctx);
      // The last team to choose takes the one end zone left without a decision.
      if (f.zoneIndex >= f.zoneOrder.length || free.length <= 1) return null;
      return {
        team: f.zoneOrder[f.zoneIndex],
        actions: free.map((zone) => ({ type: 'chooseEndZone', zone })),
      };
    }
    if (f.phase === 'traps') return trapDecision(ctx, f);
    if (f.phase === 'deploy' && f.deployIndex < g.turn.order.length) {
      return deployOffer(ctx, setUpOrder(ctx)[f.deployIndex], f.deployed);
    }
    return null;
  },
  act(ctx, f, a) {
    const g = ctx.g;
    if (a.type === 'placeChest') {
      g.chests.push({ sq: a.sq, hasBall: false, open: false });
      emit(ctx, { type: 'placed', what: 'chest', sq: a.sq, team: placing(ctx, f, 'chest') });
      f.placed++;
    } else if (a.type === 'placePortal') {
      const number = g.portals.length + 1;
      g.portals.push({ number, sq: a.sq });
      emit(ctx, { type: 'placed', what: 'portal', sq: a.sq, number, team: placing(ctx, f, 'portal') });
      f.placed++;
    } else if (a.type === 'chooseEndZone') {
      const team = f.zoneOrder[f.zoneIndex];
      g.teams[team].endZone = a.zone;
      emit(ctx, { type: 'endZone', team, zone: a.zone });
      f.zoneIndex++;
    } else if (a.type === 'placeTrap') {
      const team = trapOrder(f)[f.trapIndex ?? 0];
      g.traps.push({ sq: a.sq, owner: team, kind: 'faceDown', ...(a.marker ? { marker: a.marker } : {}) });
      // Face down: only the owner's coach may see where it went ([000]: everyone sees where, not what).
      const only = ctx.rules.trapsInSight ? {} : { only: team };
      emit(ctx, { type: 'placed', what: 'trap', sq: a.sq, team, ...only });
      f.trapsPlaced = (f.trapsPlaced ?? 0) + 1;
    } else if (a.type === 'deploy') {
      deployPlayer(ctx, a.player, a.sq);
      f.deployed++;
    }
  },
  run(ctx, f) {
    runPregame(ctx, f);
  },
});

function setPhase(ctx: Ctx, f: PregameFrame, phase: PregameFrame['phase'], team?: number): void {
  f.phase = phase;
  emit(ctx, team === undefined ? { type: 'phase', phase } : { type: 'phase', phase, team });
}

/** Hides the ball in one chest by a secret roll: nobody may know which chest holds it. */
export function hideBall(ctx: Ctx): void {
  const g = ctx.g;
  // [002]'s D6 method: what a chest holds is rolled as it opens (rules/chest.ts).
  if (g.chests.length === 0 || g.options.chestMethod === 'd6') return;
  if (g.chests.length === 1) {
    g.chests[0].hasBall = true;
    return;
  }
  const i = roll(ctx, g.chests.length, 'hide the ball', undefined, true) - 1;
  g.chests[i].hasBall = true;
}

/** The roll for the choice of end zones; where they come first, it orders the placing too. */
function zonesRoll(ctx: Ctx, f: PregameFrame, teams: number[]): void {
  f.zoneOrder = ctx.rules.endZoneOrder(ctx, teams);
  f.zoneIndex = 0;
  if (ctx.rules.endZonesFirst) f.placeOrder = [...f.zoneOrder];
  // [000]: the end zones are everyone's; the roll only orders the coaches (traps, set-up, turns).
  if (ctx.rules.sharedEndZones) return toTraps(ctx, f, teams);
  setPhase(ctx, f, 'endZones');
}

/** Trap counters next, if any coach has some; else the first turn. */
function toTraps(ctx: Ctx, f: PregameFrame, teams: number[]): void {
  if (!teams.some((t) => ctx.rules.trapCounters(ctx.g, t) > 0)) return setPhase(ctx, f, 'firstTurn');
  f.trapIndex = 0;
  f.trapsPlaced = 0;
  setPhase(ctx, f, 'traps', trapOrder(f)[0]);
}

/** Who takes the first turn (the ruleset's roll), and so the turn order and who deploys first. */
function firstTurn(ctx: Ctx, f: PregameFrame, teams: number[]): void {
  if (ctx.rules.turnOrderByRollOff && f.zoneOrder.length === teams.length) {
    // [000]: the coaches play in the order of the pre-game's roll-off.
    ctx.g.turn.order = [...f.zoneOrder];
  } else {
    const first = ctx.rules.firstTurnOrder(ctx, teams)[0];
    // Turns go round the table from the first team, in the order the teams were listed.
    ctx.g.turn.order = teams.map((_, i) => (first + i) % teams.length);
  }
  emit(ctx, { type: 'firstTurn', team: ctx.g.turn.order[0] });
  f.deployIndex = 0;
  f.deployed = 0;
  setPhase(ctx, f, 'deploy', setUpOrder(ctx)[0]);
}

function runPregame(ctx: Ctx, f: PregameFrame): void {
  const g = ctx.g;
  const teams = g.teams.map((_, i) => i);
  switch (f.phase) {
    case 'placementRoll':
      // [003]: the end zones are chosen first, and the same roll-off orders the placing.
      if (ctx.rules.endZonesFirst) return zonesRoll(ctx, f, teams);
      // A map that fixes both chests and portals has nothing to place: no roll-off.
      if (!f.placeChests && !f.placePortals) return setPhase(ctx, f, 'hideBall');
      // [004]: "both coaches roll D6 (re-roll ties)"; with more teams, every coach does.
      f.placeOrder = rankByRolls(ctx, teams, 6, 'placement roll-off');
      f.placed = 0;
      return setPhase(ctx, f, 'chests');
    case 'chests':
      f.placed = 0;
      return setPhase(ctx, f, 'portals');
    case 'portals':
      return setPhase(ctx, f, 'hideBall');
    case 'hideBall':
      hideBall(ctx);
      if (ctx.rules.endZonesFirst) return toTraps(ctx, f, teams);
      return zonesRoll(ctx, f, teams);
    case 'endZones': {
      const free = freeZones(ctx);
      for (const t of f.zoneOrder) {
        if (g.teams[t].endZone === null && free.length > 0) {
          g.teams[t].endZone = free.shift()!;
          emit(ctx, { type: 'endZone', team: t, zone: g.teams[t].endZone! });
        }
      }
      if (!ctx.rules.endZonesFirst) return toTraps(ctx, f, teams);
      f.placed = 0;
      return setPhase(ctx, f, f.placeChests || f.placePortals ? 'chests' : 'hideBall');
    }
    case 'traps':
      // The current coach is done: the next one places its counters, then the first turn.
      f.trapIndex = (f.trapIndex ?? 0) + 1;
      f.trapsPlaced = 0;
      if (f.trapIndex >= trapOrder(f).length) return setPhase(ctx, f, 'firstTurn');
      return setPhase(ctx, f, 'traps', trapOrder(f)[f.trapIndex]);
    case 'firstTurn':
      return firstTurn(ctx, f, teams);
    case 'deploy':
      // The current coach is done: the next one deploys, then the game starts.
      f.deployIndex++;
      f.deployed = 0;
      if (f.deployIndex >= g.turn.order.length) f.phase = 'start';
      return;
    default:
      pop(g);
      // The first team still playing (one may have conceded in the pre-game: concede.ts).
      g.turn.index = nextPlayingIndex(g, -1);
      push(g, { t: 'turn', phase: 'start' });
  }
}
