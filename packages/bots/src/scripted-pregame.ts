/**
 * The scripted bot's pre-game: chests go in the middle of the dungeon (open floor, as far from
 * one end zone as from the other, so neither side hides the ball at home) and portals near the
 * chests (players brought in land close to the hunt); it takes the end zone farther from the
 * chests (the ball then turns up nearer where it scores); it deploys its best movers at the end
 * zone's way out towards the chests.
 */
import { type Action, END_ZONE_LETTERS, type Game, minOf } from '@dungeonbowl/engine';
import { type Board, boardOf, chestSides, FAR, field, openSides } from './scripted-board.ts';
import { markerPlacement } from './scripted-markers.ts';
import { playerWorth } from './scripted-situation.ts';
import { trapPlacement } from './scripted-traps.ts';

function zoneField(b: Board, g: Game, letter: string): Int32Array {
  const z = END_ZONE_LETTERS.indexOf(letter);
  return field(b, g, `z:${letter}`, () => {
    const out: number[] = [];
    for (let s = 0; s < b.n; s++) if (b.d.endZone[s] === z) out.push(s);
    return out;
  });
}

/** Middle of the dungeon: the farthest end zone is as near as it can be; open floor preferred. */
function central(g: Game, squares: number[]): number {
  const b = boardOf(g);
  const fields = b.d.endZones.map((z) => zoneField(b, g, z));
  let best = squares[0];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const s of squares) {
    let far = 0;
    let near = FAR;
    for (const f of fields) {
      far = Math.max(far, f[s]);
      near = Math.min(near, f[s]);
    }
    // A chest on open floor can be reached from every side and blocks no corridor.
    const open = openSides(b, s);
    const score = far + 0.3 * (far - near) - 0.4 * open;
    if (score < bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}

/**
 * A portal near a chest: players brought in through the portals then land next to the hunt.
 * Three squares from the chest (the closest the rules allow) is best; the middle breaks ties.
 */
function nearChest(g: Game, squares: number[]): number {
  const b = boardOf(g);
  if (!g.chests.some((c) => !c.open)) return central(g, squares);
  const near = chestNearField(b, g);
  let best = FAR;
  for (const sq of squares) best = Math.min(best, Math.abs(near[sq] - 1));
  const closest: number[] = [];
  for (const sq of squares) if (Math.abs(near[sq] - 1) === best) closest.push(sq);
  return central(g, closest);
}

/** Distance to the nearest square a chest can be opened from. */
export function chestNearField(b: Board, g: Game): Int32Array {
  const sides = () => g.chests.filter((c) => !c.open).flatMap((c) => chestSides(b, g, c.sq));
  return field(b, g, `chests:${g.chests.map((c) => (c.open ? '' : c.sq)).join(',')}`, sides);
}

/**
 * The end zone whose opposite number the chests lie nearer: wherever the ball turns up, it then
 * has less far to go, and it starts on the side that wins on the time-limit rule. With more than
 * two end zones, the farthest from the chests.
 */
function chooseZone(g: Game, zones: string[]): string {
  const b = boardOf(g);
  const near = (z: string) => {
    const f = zoneField(b, g, z);
    return g.chests.reduce((acc, c) => acc + minOf(chestSides(b, g, c.sq).map((s) => f[s])), 0);
  };
  let best = zones[0];
  let bestSum = Number.NEGATIVE_INFINITY;
  for (const z of zones) {
    const sum = near(z);
    if (sum > bestSum) {
      bestSum = sum;
      best = z;
    }
  }
  return best;
}

function deploy(g: Game, actions: Action[]): Action {
  const b = boardOf(g);
  const near = chestNearField(b, g);
  // Actions list every reserve for every free square: look at each player once.
  let player = -1;
  let worth = Number.NEGATIVE_INFINITY;
  let last = -1;
  for (const a of actions) {
    if (a.type !== 'deploy' || a.player === last) continue;
    last = a.player;
    const w = playerWorth(g.players[a.player]);
    if (w > worth) {
      worth = w;
      player = a.player;
    }
  }
  let best = actions[0];
  let bestD = Number.POSITIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'deploy' || a.player !== player) continue;
    if (near[a.sq] < bestD) {
      bestD = near[a.sq];
      best = a;
    }
  }
  return best;
}

/** The pre-game decision, or null when the decision is not a pre-game one. */
export function pregameAction(g: Game, team: number, actions: Action[]): Action | null {
  const first = actions[0];
  if (first.type === 'placeTrap') {
    // [000] markers of named kinds (scripted-markers.ts); [003]'s counters have none.
    return first.marker ? markerPlacement(g, team, actions) : trapPlacement(g, team, actions);
  }
  if (first.type === 'placeChest' || first.type === 'placePortal') {
    const squares: number[] = [];
    for (const a of actions) if (a.type === first.type) squares.push(a.sq);
    const sq = first.type === 'placeChest' ? central(g, squares) : nearChest(g, squares);
    for (const a of actions) if (a.type === first.type && a.sq === sq) return a;
    return first;
  }
  if (first.type === 'chooseEndZone') {
    const zones = actions.flatMap((a) => (a.type === 'chooseEndZone' ? [a.zone] : []));
    const z = chooseZone(g, zones);
    return actions.find((a) => a.type === 'chooseEndZone' && a.zone === z) ?? first;
  }
  if (first.type === 'deploy') return deploy(g, actions);
  return null;
}
