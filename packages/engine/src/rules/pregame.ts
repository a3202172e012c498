/**
 * The pre-game ([004] Setup and Pre-game sequence): a D6 roll-off for the placing order; chests
 * placed in turn from the highest roller and portals (in number order) from the lowest, with the
 * placement rules enforced; the ball hidden in one chest; a coin toss for the choice of end zone
 * and another for the first turn; each coach deploys six players in its end zone.
 */
import type { Action } from '../actions.ts';
import { type Ctx, type Decision, emit, pop, push, register, roll } from '../core.ts';
import type { PregameFrame } from '../frames.ts';
import { chebyshev } from '../geometry.ts';
import { placePlayer } from './common.ts';

/** Rolls off among teams: highest first, ties re-rolled among themselves. A coin for two teams. */
export function rollOff(ctx: Ctx, teams: number[], purpose: string): number[] {
  if (teams.length <= 1) return [...teams];
  if (teams.length === 2) {
    const coin = roll(ctx, 2, purpose);
    return coin === 1 ? [teams[0], teams[1]] : [teams[1], teams[0]];
  }
  const rolls = teams.map((t) => ({ t, r: roll(ctx, 6, purpose) }));
  const values = [...new Set(rolls.map((x) => x.r))].sort((a, b) => b - a);
  return values.flatMap((v) => {
    const tied = rolls.filter((x) => x.r === v).map((x) => x.t);
    return tied.length > 1 ? rollOff(ctx, tied, purpose) : tied;
  });
}

/** D6 roll-off for the placing order, ties re-rolled ([004] Setup), for any number of teams. */
function placementOrder(ctx: Ctx, teams: number[]): number[] {
  const rolls = teams.map((t) => ({ t, r: roll(ctx, 6, 'placement roll-off') }));
  const values = [...new Set(rolls.map((x) => x.r))].sort((a, b) => b - a);
  return values.flatMap((v) => {
    const tied = rolls.filter((x) => x.r === v).map((x) => x.t);
    return tied.length > 1 ? placementOrder(ctx, tied) : tied;
  });
}

/** Tiles where nothing may be placed: end-zone tiles and tiles joined to one by a door. */
function forbiddenTiles(ctx: Ctx): Set<number> {
  const out = new Set<number>();
  for (const t of ctx.d.tiles) {
    if (t.endZones.length === 0) continue;
    out.add(t.id);
    for (const j of t.joined) out.add(j);
  }
  return out;
}

export function chestSquares(ctx: Ctx): number[] {
  const g = ctx.g;
  const d = ctx.d;
  const forbidden = forbiddenTiles(ctx);
  const usedTiles = new Set(g.chests.map((c) => d.tileOf[c.sq]));
  const out: number[] = [];
  for (let s = 0; s < d.tileOf.length; s++) {
    const t = d.tileOf[s];
    if (t < 0 || forbidden.has(t) || usedTiles.has(t) || d.endZone[s] >= 0) continue;
    out.push(s);
  }
  return out;
}

export function portalSquares(ctx: Ctx): number[] {
  const g = ctx.g;
  const d = ctx.d;
  const usedTiles = new Set(g.portals.map((p) => d.tileOf[p.sq]));
  const chests = g.chests.map((c) => [c.sq % d.width, Math.floor(c.sq / d.width)]);
  return chestSquares({ ...ctx, g: { ...g, chests: [] } }).filter((s) => {
    if (usedTiles.has(d.tileOf[s])) return false;
    const x = s % d.width;
    const y = Math.floor(s / d.width);
    return chests.every(([cx, cy]) => chebyshev(x, y, cx, cy) > 2);
  });
}

function placing(f: PregameFrame, reverse: boolean): number {
  const order = reverse ? [...f.placeOrder].reverse() : f.placeOrder;
  return order[f.placed % order.length];
}

function deployDecision(ctx: Ctx, f: PregameFrame): Decision | null {
  const g = ctx.g;
  const team = g.turn.order[f.deployIndex];
  const zone = g.teams[team].endZone!;
  const z = 'ABCDEFGHIJKLMNOP'.indexOf(zone);
  const squares: number[] = [];
  for (let s = 0; s < ctx.d.endZone.length; s++) if (ctx.d.endZone[s] === z && g.occ[s] < 0) squares.push(s);
  const reserves = g.players.filter((p) => p.team === team && p.status === 'reserve');
  if (f.deployed >= g.options.deployCount || squares.length === 0 || reserves.length === 0) return null;
  const actions: Action[] = [];
  for (const p of reserves) for (const sq of squares) actions.push({ type: 'deploy', player: p.id, sq });
  return { team, actions };
}

register('pregame', {
  decide(ctx, f) {
    const g = ctx.g;
    if (f.phase === 'chests' && f.placeChests && g.chests.length < g.options.chestCount) {
      const squares = chestSquares(ctx);
      if (squares.length === 0) return null;
      return { team: placing(f, false), actions: squares.map((sq) => ({ type: 'placeChest', sq })) };
    }
    if (f.phase === 'portals' && f.placePortals && g.portals.length < g.options.portalCount) {
      const squares = portalSquares(ctx);
      if (squares.length === 0) return null;
      return { team: placing(f, true), actions: squares.map((sq) => ({ type: 'placePortal', sq })) };
    }
    if (f.phase === 'endZones') {
      const taken = new Set(g.teams.map((t) => t.endZone));
      const free = ctx.d.endZones.filter((z) => !taken.has(z));
      if (f.zoneIndex >= f.zoneOrder.length || free.length <= 1) return null;
      return {
        team: f.zoneOrder[f.zoneIndex],
        actions: free.map((zone) => ({ type: 'chooseEndZone', zone })),
      };
    }
    if (f.phase === 'deploy' && f.deployIndex < g.turn.order.length) return deployDecision(ctx, f);
    return null;
  },
  act(ctx, f, a) {
    const g = ctx.g;
    if (a.type === 'placeChest') {
      g.chests.push({ sq: a.sq, hasBall: false, open: false });
      emit(ctx, { type: 'placed', what: 'chest', sq: a.sq, team: placing(f, false) });
      f.placed++;
    } else if (a.type === 'placePortal') {
      const number = g.portals.length + 1;
      g.portals.push({ number, sq: a.sq });
      emit(ctx, { type: 'placed', what: 'portal', sq: a.sq, number, team: placing(f, true) });
      f.placed++;
    } else if (a.type === 'chooseEndZone') {
      const team = f.zoneOrder[f.zoneIndex];
      g.teams[team].endZone = a.zone;
      emit(ctx, { type: 'endZone', team, zone: a.zone });
      f.zoneIndex++;
    } else if (a.type === 'deploy') {
      const p = g.players[a.player];
      p.status = 'standing';
      placePlayer(ctx, p, a.sq);
      emit(ctx, { type: 'move', player: p.id, from: -1, to: a.sq, kind: 'place' });
      f.deployed++;
    }
  },
  run(ctx, f) {
    runPregame(ctx, f);
  },
});

function runPregame(ctx: Ctx, f: PregameFrame): void {
  const g = ctx.g;
  const teams = g.teams.map((_, i) => i);
  switch (f.phase) {
    case 'placementRoll':
      f.placeOrder = placementOrder(ctx, teams);
      f.phase = 'chests';
      f.placed = 0;
      return;
    case 'chests':
      f.phase = 'portals';
      f.placed = 0;
      return;
    case 'portals':
      f.phase = 'hideBall';
      return;
    case 'hideBall': {
      // Nobody may know which chest holds the ball: the roll is secret.
      if (g.chests.length > 0) {
        const i = roll(ctx, g.chests.length, 'hide the ball', undefined, true) - 1;
        g.chests[i].hasBall = true;
      }
      f.zoneOrder = rollOff(ctx, teams, 'coin toss: choice of end zone');
      f.zoneIndex = 0;
      f.phase = 'endZones';
      return;
    }
    case 'endZones': {
      const taken = new Set(g.teams.map((t) => t.endZone));
      const free = ctx.d.endZones.filter((z) => !taken.has(z));
      for (const t of f.zoneOrder) {
        if (g.teams[t].endZone === null && free.length > 0) {
          g.teams[t].endZone = free.shift()!;
          emit(ctx, { type: 'endZone', team: t, zone: g.teams[t].endZone! });
        }
      }
      f.phase = 'firstTurn';
      return;
    }
    case 'firstTurn': {
      const first = rollOff(ctx, teams, 'coin toss: first turn')[0];
      g.turn.order = teams.map((_, i) => (first + i) % teams.length);
      emit(ctx, { type: 'firstTurn', team: first });
      f.phase = 'deploy';
      f.deployIndex = 0;
      f.deployed = 0;
      return;
    }
    case 'deploy':
      // The current coach is done: the next one deploys, then the game starts.
      f.deployIndex++;
      f.deployed = 0;
      if (f.deployIndex >= g.turn.order.length) f.phase = 'start';
      return;
    default:
      pop(g);
      g.turn.index = 0;
      push(g, { t: 'turn', phase: 'start' });
  }
}
