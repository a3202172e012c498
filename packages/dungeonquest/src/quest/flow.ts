/**
 * The game's flow: the pending frames run until one waits for a player; turns follow in seat order
 * from the first player, the sun moving at the start of each of the first player's turns (from the
 * second round); a hero in the treasure chamber draws the dragon's card at the end of its turn.
 */
import { DIRS, isTower, isTreasure, leavingSides, moveDirs, tileDef } from './board.ts';
import { cardDef } from './decks.ts';
import { fightAct, moveToken } from './fight.ts';
import { advanceSun, current, leave, pushSteps } from './hero.ts';
import { descend, startMove, stumble, tunnel, tunnelDirs } from './move.ts';
import { execStep } from './steps.ts';
import { type QuestAction, type QuestEvent, type QuestState, TOWERS } from './types.ts';

/** More steps than this in one action means the content loops (a card drawing itself). */
const MAX_STEPS = 100_000;

/** Resolves everything automatic up to the next decision (or the end). */
export function run(g: QuestState, ev: QuestEvent[]): void {
  for (let n = 0; g.phase !== 'over'; n++) {
    if (n > MAX_STEPS) throw new Error('the content loops: too many steps in one action');
    const top = g.stack[g.stack.length - 1];
    if (top) {
      if (top.f !== 'steps') return;
      const step = top.steps.shift();
      if (step) execStep(g, step, top.src, ev);
      else g.stack.pop();
      continue;
    }
    if (g.phase === 'towers') return;
    const t = g.turn;
    if (t?.stage === 'act') return;
    if (t?.stage === 'resolving') {
      t.stage = 'done';
      const h = g.heroes[t.seat];
      if (!t.ended && h.status === 'inside' && isTreasure(h.pos))
        pushSteps(g, [{ do: '$dragon' }], 'the dragon');
      continue;
    }
    nextTurn(g, ev);
  }
}

/** The next hero's turn: seat order, a new round (and the sun) at the first player's seat. */
export function nextTurn(g: QuestState, ev: QuestEvent[]): void {
  const n = g.heroes.length;
  let seat = g.turn ? g.turn.seat : null;
  while (g.phase !== 'over') {
    seat = seat === null ? g.first : (seat + 1) % n;
    if (seat === g.first) {
      g.round++;
      ev.push({ type: 'round', round: g.round });
      // The sun's token starts on the first space: it moves from the second round on.
      if (g.round > 1) advanceSun(g, 1, ev);
    }
    const h = g.heroes[seat];
    if (h.status !== 'inside') continue;
    if (h.skip > 0) {
      h.skip--;
      ev.push({ type: 'skipped', seat, left: h.skip });
      continue;
    }
    g.turn = { seat, stage: 'act', from: null, ended: false };
    ev.push({ type: 'turn', seat });
    return;
  }
}

/** The towers nobody stands in. */
export function freeTowers(g: QuestState): number[] {
  return TOWERS.flatMap((t, i) => (g.heroes.some((h) => h.status === 'inside' && h.pos === t) ? [] : [i]));
}

/** The actions open to the hero whose turn it is. */
export function turnActions(g: QuestState): QuestAction[] {
  const h = current(g);
  const seat = g.turn!.seat;
  const acts: QuestAction[] = [];
  if (h.catacomb) {
    for (const dir of tunnelDirs(g, seat)) acts.push({ type: 'tunnel', dir });
  } else {
    const at = h.pos!;
    const p = g.board[at]!;
    const def = tileDef(g, p.tile);
    if (def?.special === 'darkness') {
      if (leavingSides(g, seat).length > 0) acts.push({ type: 'stumble' });
    } else for (const dir of moveDirs(g, seat)) acts.push({ type: 'move', dir });
    if (def?.searchable && p.searched < 2) acts.push({ type: 'search' });
    if (isTower(at) && h.turns > 0) acts.push({ type: 'leave' });
    if (p.entrance) for (const facing of DIRS) acts.push({ type: 'descend', facing });
  }
  for (const card of h.runes) if (cardDef(g, 'rune', card).use === 'turn') acts.push({ type: 'rune', card });
  // A hero boxed in (a portcullis behind it, walls ahead) can only wait for the sun.
  if (acts.length === 0) acts.push({ type: 'wait' });
  return acts;
}

/** Applies a legal action (checked by the caller) to the game `g`, a copy. */
export function act(g: QuestState, a: QuestAction, ev: QuestEvent[]): void {
  const top = g.stack[g.stack.length - 1];
  if (g.phase === 'towers') return placeHero(g, a as Extract<QuestAction, { type: 'tower' }>, ev);
  if (top?.f === 'fight') return fightAct(g, top, a, ev);
  if (top?.f === 'moveToken') return moveToken(g, (a as { mark: number }).mark, ev);
  if (top?.f === 'choose') {
    g.stack.pop();
    const o = top.options[(a as { option: number }).option];
    return pushSteps(g, o.effect, top.src);
  }
  if (top?.f === 'secretDoor') {
    g.stack.pop();
    const side = (a as Extract<QuestAction, { type: 'secretDoor' }>).side;
    const at = current(g).pos!;
    g.board[at]!.opened.push(side);
    ev.push({ type: 'secret-door', at, side });
    return;
  }
  if (top?.f === 'rune') {
    g.stack.pop();
    if (a.type === 'useRune') useRune(g, top.rune, ev);
    return pushSteps(g, a.type === 'useRune' ? top.ifUsed : top.ifNot, top.src);
  }
  return turnAction(g, a, ev);
}

function useRune(g: QuestState, rune: string, ev: QuestEvent[]): void {
  const seat = g.turn!.seat;
  const h = g.heroes[seat];
  h.runes.splice(h.runes.indexOf(rune), 1);
  g.decks.rune.discard.push(rune);
  ev.push({ type: 'rune-used', seat, card: rune, use: cardDef(g, 'rune', rune).use ?? 'turn' });
}

function turnAction(g: QuestState, a: QuestAction, ev: QuestEvent[]): void {
  const h = current(g);
  g.turn!.stage = 'resolving';
  h.turns++;
  switch (a.type) {
    case 'move':
      return startMove(g, a.dir, ev);
    case 'stumble':
      return stumble(g, ev);
    case 'search': {
      const at = h.pos!;
      g.board[at]!.searched++;
      ev.push({ type: 'searched', seat: g.turn!.seat, at });
      return pushSteps(g, [{ do: 'draw', deck: 'search' }], 'a search');
    }
    case 'leave':
      return leave(g, g.turn!.seat, ev);
    case 'descend':
      return descend(g, a.facing, ev);
    case 'tunnel':
      return tunnel(g, a.dir, ev);
    case 'rune':
      useRune(g, a.card, ev);
      return pushSteps(g, cardDef(g, 'rune', a.card).effect, cardDef(g, 'rune', a.card).name);
    case 'wait':
      return;
  }
}

/** Set-up: the seat whose turn it is to place its hero puts it in a free tower room. */
function placeHero(g: QuestState, a: Extract<QuestAction, { type: 'tower' }>, ev: QuestEvent[]): void {
  const seat = g.placing.shift()!;
  const h = g.heroes[seat];
  h.pos = TOWERS[a.tower];
  ev.push({ type: 'placed', seat, at: h.pos });
  if (g.placing.length > 0) return;
  g.phase = 'play';
  nextTurn(g, ev);
}
