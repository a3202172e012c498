/**
 * Moving: leaving a chamber (the tests its kind asks: web, rubble, bridge, pit), crossing a door
 * (a door card first), entering a space (drawing and placing a tile if it is unexplored, then a
 * monster left there, then the chamber's effect); darkness; the catacombs.
 */
import { pushAll } from '@dungeonbowl/engine';
import { rollDie } from '../dice.ts';
import {
  canPass,
  hasDoor,
  leavingSides,
  neighbour,
  occupied,
  opposite,
  placed,
  rotationFacing,
  tileDef,
  tileSide,
  turnDir,
} from './board.ts';
import type { Dir } from './content-types.ts';
import { current, pushSteps, turnSeat } from './hero.ts';
import type { QuestEvent, QuestState, Sq, Step } from './types.ts';

/** A move through side `dir`: the leaving test, the door card, then the entering. */
export function startMove(g: QuestState, dir: Dir, _ev: QuestEvent[]): void {
  const h = current(g);
  const at = h.pos!;
  const to = neighbour(at, dir)!;
  const p = g.board[at]!;
  const def = tileDef(g, p.tile);
  const rest: Step[] = [];
  if (hasDoor(g, at, dir) || (g.board[to] && hasDoor(g, to, opposite(dir))))
    rest.push({ do: 'draw', deck: 'door' });
  rest.push({ do: '$enter', to, dir });
  const side = tileSide(p, dir);
  const crossing = h.enteredBy === null ? false : side === opposite(h.enteredBy);
  let steps: Step[] = rest;
  switch (def?.special) {
    case 'web':
      steps = [{ do: '$test', attr: 'strength', pass: rest, fail: [{ do: 'endTurn' }] }];
      break;
    case 'rubble':
      steps = [{ do: '$test', attr: 'agility', pass: rest, fail: [{ do: 'endTurn' }] }];
      break;
    case 'bridge':
      // A fall is the tile's effect; the hero stays on its side.
      if (crossing)
        steps = [{ do: '$test', attr: 'agility', pass: rest, fail: [...def.effect, { do: 'endTurn' }] }];
      break;
    case 'pit':
      if (h.enteredBy === null || side !== h.enteredBy) {
        const fall = { do: '$die', cause: 'fell into a bottomless pit' };
        steps = [{ do: '$test', attr: 'agility', pass: rest, fail: [fall as never] }];
      }
      break;
  }
  pushSteps(g, steps, def?.name ?? p.tile);
}

/**
 * The hero enters `to`, going `dir` (from a neighbouring chamber), or climbing up from the
 * catacombs (`fromBelow`, facing `dir`). An unexplored space gets the pile's top tile, turned so
 * its S side faces the way the hero came.
 */
export function enter(g: QuestState, to: Sq, dir: Dir | null, ev: QuestEvent[], fromBelow = false): void {
  const seat = turnSeat(g);
  const h = current(g);
  if (h.pos !== null) g.turn!.from = { at: h.pos, enteredBy: h.enteredBy };
  if (!g.board[to]) {
    const tile = g.tiles.shift();
    if (tile === undefined) {
      ev.push({ type: 'pile-empty', at: to });
      return;
    }
    const rot = dir ? rotationFacing(opposite(dir)) : 0;
    g.board[to] = placed(tile, rot);
    ev.push({ type: 'tile', seat, at: to, tile, rot });
    if (tileDef(g, tile)?.special === 'catacomb') g.board[to]!.entrance = true;
  }
  const p = g.board[to]!;
  const def = tileDef(g, p.tile);
  ev.push({ type: 'moved', seat, from: h.pos, to });
  h.pos = to;
  h.enteredBy = dir && !fromBelow ? tileSide(p, opposite(dir)) : null;
  if (def?.special === 'portcullis' && dir && !fromBelow) {
    const side = opposite(dir);
    if (!p.closed.includes(side)) p.closed.push(side);
    ev.push({ type: 'portcullis', at: to, side });
  }
  if (def?.special === 'rotating') {
    const roll = rollDie(g.dice, 6, `${def.name}: which way it turns (1-3 clockwise, 4-6 counter-clockwise)`);
    p.rot = (p.rot + (roll <= 3 ? 1 : 3)) % 4;
    ev.push({ type: 'rotated', at: to, rot: p.rot, roll });
  }
  const steps: Step[] = [];
  if (g.tokens.some((t) => t.at === to)) steps.push({ do: '$meet', at: to });
  if (def && def.special !== 'bridge') pushAll(steps, def.effect);
  pushSteps(g, steps, def?.name ?? p.tile);
}

/** Darkness: a D6 (again until it names one) picks which open side the hero stumbles through. */
export function stumble(g: QuestState, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const open = leavingSides(g, seat);
  if (open.length === 0) return;
  let roll = 7;
  while (roll > open.length)
    roll = rollDie(g.dice, 6, `darkness: the way out (1-${open.length}: ${open.join(', ')}; again above)`);
  const dir = open[roll - 1];
  ev.push({ type: 'dark', seat, roll, dir });
  if (canPass(g, seat, dir)) startMove(g, dir, ev);
  else ev.push({ type: 'blocked', seat, dir });
}

/** Going down at a catacomb entrance: the travel marker under the chamber, facing as the player says. */
export function descend(g: QuestState, facing: Dir, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const h = current(g);
  const at = h.pos!;
  h.catacomb = { at, facing };
  h.pos = null;
  h.enteredBy = null;
  ev.push({ type: 'descended', seat, at, facing });
}

/** The ways the travel marker may go: ahead (not off the board), or turn left or right on the spot. */
export function tunnelDirs(g: QuestState, seat: number): Dir[] {
  const c = g.heroes[seat].catacomb!;
  const dirs: Dir[] = [];
  if (neighbour(c.at, c.facing) !== null) dirs.push(c.facing);
  dirs.push(turnDir(c.facing, -1), turnDir(c.facing, 1));
  return dirs;
}

/** A turn underground: ahead one space, or turn; then a catacomb card. */
export function tunnel(g: QuestState, dir: Dir, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const c = current(g).catacomb!;
  if (dir === c.facing) c.at = neighbour(c.at, dir)!;
  else c.facing = dir;
  ev.push({ type: 'tunnel', seat, at: c.at, facing: c.facing });
  pushSteps(g, [{ do: 'draw', deck: 'catacomb' }], 'the catacombs');
}

/**
 * Out of the catacombs onto the space above the travel marker, where an entrance is made; an
 * unexplored space gets a tile. A space held by another hero, or with no tile left, keeps it below.
 */
export function climbOut(g: QuestState, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const h = current(g);
  const c = h.catacomb;
  if (!c) return;
  if (occupied(g, c.at, seat) || (!g.board[c.at] && g.tiles.length === 0)) {
    ev.push({ type: 'blocked', seat, dir: c.facing });
    return;
  }
  h.catacomb = null;
  ev.push({ type: 'climbed-out', seat, at: c.at });
  enter(g, c.at, c.facing, ev, true);
  g.board[c.at]!.entrance = true;
}
