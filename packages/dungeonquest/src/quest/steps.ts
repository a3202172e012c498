/**
 * The effect language (content-types.ts) resolved one step at a time. A step either changes the
 * game at once or pushes a frame: more steps (which run before the rest of this list), or a
 * question for a player (a choice, a secret door's side, a rune, a fight).
 */
import { rollDie } from '../dice.ts';
import { type Attribute, attributeValue, HEROES } from '../heroes.ts';
import { DIRS, neighbour, openSides, opposite } from './board.ts';
import type { DeckId, Effect } from './content-types.ts';
import { cardDef, drawCard, reshuffleAll } from './decks.ts';
import { meetMonster, meetToken } from './fight.ts';
import {
  addLoot,
  advanceSun,
  amount,
  current,
  endTurnNow,
  goBack,
  heal,
  kill,
  loseLoot,
  pushSteps,
  turnSeat,
  wound,
} from './hero.ts';
import { climbOut, enter, startMove } from './move.ts';
import type { QuestEvent, QuestState, Step } from './types.ts';

export function execStep(g: QuestState, step: Step, src: string, ev: QuestEvent[]): void {
  switch (step.do) {
    case '$move':
      return startMove(g, step.dir, ev);
    case '$enter':
      return enter(g, step.to, step.dir, ev);
    case '$meet':
      return meetToken(g, step.at, ev);
    case '$die':
      return kill(g, turnSeat(g), step.cause, ev);
    case '$dragon':
      return dragon(g, ev);
    case '$card':
      return resolveCard(g, step.deck, step.card, ev);
    case '$test':
      return test(g, step, src, ev);
    default:
      return execEffect(g, step, src, ev);
  }
}

/** A step of the content's effect language (content-types.ts), for the hero whose turn it is. */
function execEffect(g: QuestState, step: Effect, src: string, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const h = g.heroes[seat];
  switch (step.do) {
    case 'nothing':
      return;
    case 'wound':
      return wound(g, seat, amount(g, step.amount, `${src}: wounds`), src, ev);
    case 'heal':
      return heal(g, seat, amount(g, step.amount, `${src}: healing`), ev);
    case 'test':
      return test(g, step, src, ev);
    case 'roll': {
      const roll = rollDie(g.dice, 6, `${src}: a D6 for the table`);
      ev.push({ type: 'roll', seat, roll });
      const row = step.rows.find((r) => r.min <= roll && roll <= r.max);
      return pushSteps(g, row?.effect ?? [], src);
    }
    case 'draw':
      return draw(g, step.deck, ev);
    case 'monster':
      return meetMonster(g, step.type ?? null, !!step.noEscape, ev);
    case 'loot':
      return addLoot(g, seat, { name: step.name, gold: step.gold }, ev);
    case 'treasure':
      return pushSteps(
        g,
        Array.from({ length: step.count }, () => ({ do: 'draw', deck: 'treasure' }) as const),
        src,
      );
    case 'loseLoot':
      return loseLoot(g, seat, step.which, ev);
    case 'skipTurns':
      h.skip += step.turns;
      ev.push({ type: 'skip-turns', seat, turns: step.turns });
      return;
    case 'moveBack':
      return goBack(g, ev);
    case 'endTurn':
      ev.push({ type: 'turn-ended', seat });
      return endTurnNow(g);
    case 'catacombEntrance':
      if (h.pos !== null) {
        g.board[h.pos]!.entrance = true;
        ev.push({ type: 'entrance', at: h.pos });
      }
      return;
    case 'secretDoor':
      return secretDoor(g);
    case 'rune':
      return drawRune(g, ev);
    case 'sun':
      return advanceSun(g, step.spaces, ev);
    case 'choose':
      g.stack.push({ f: 'choose', options: step.options, src });
      return;
    case 'leaveCatacombs':
      return climbOut(g, ev);
    case 'turnBack':
      if (h.catacomb) {
        h.catacomb.facing = opposite(h.catacomb.facing);
        ev.push({ type: 'turned-back', seat, facing: h.catacomb.facing });
      }
      return;
  }
}

/** 2D6 at or under the attribute (plus the modifier); a held test rune may turn a failure. */
type TestStep = { attr: Attribute; modifier?: number; pass?: Step[]; fail?: Step[] };

function test(g: QuestState, step: TestStep, src: string, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const h = current(g);
  const attr: Attribute = step.attr;
  const target = attributeValue(HEROES[h.hero], attr) + (step.modifier ?? 0);
  const purpose = `${src}: ${attr} test (${target} or less)`;
  const dice = [rollDie(g.dice, 6, purpose), rollDie(g.dice, 6, purpose)];
  const pass = dice[0] + dice[1] <= target;
  ev.push({ type: 'test', seat, attr, target, dice, pass });
  if (pass) return pushSteps(g, step.pass ?? [], src);
  const rune = heldRune(g, seat, 'test');
  if (rune) {
    g.stack.push({ f: 'rune', rune, use: 'test', ifUsed: step.pass ?? [], ifNot: step.fail ?? [], src });
    return;
  }
  pushSteps(g, step.fail ?? [], src);
}

/** The first rune card of that use the hero holds. */
export function heldRune(g: QuestState, seat: number, use: string): string | null {
  return g.heroes[seat].runes.find((id) => cardDef(g, 'rune', id).use === use) ?? null;
}

/** A card drawn and resolved; a trap may be cancelled by a held trap rune. */
function draw(g: QuestState, deck: DeckId, ev: QuestEvent[]): void {
  if (deck === 'rune') return drawRune(g, ev);
  if (deck === 'dragon') return dragon(g, ev);
  const id = drawCard(g, deck, ev);
  if (id === null) return;
  const card = cardDef(g, deck, id);
  ev.push({ type: 'card', seat: turnSeat(g), deck, card: id, name: card.name });
  if (deck !== 'treasure') g.decks[deck].discard.push(id);
  const rune = deck === 'trap' ? heldRune(g, turnSeat(g), 'trap') : null;
  if (rune) {
    g.stack.push({ f: 'rune', rune, use: 'trap', ifUsed: [], ifNot: card.effect, src: card.name });
    return;
  }
  resolveCard(g, deck, id, ev);
}

function resolveCard(g: QuestState, deck: DeckId, id: string, ev: QuestEvent[]): void {
  const card = cardDef(g, deck, id);
  // A treasure card is loot: kept by the hero, scored if it gets out.
  if (deck === 'treasure') addLoot(g, turnSeat(g), { name: card.name, gold: card.gold ?? 0 }, ev);
  pushSteps(g, card.effect, card.name);
}

export function drawRune(g: QuestState, ev: QuestEvent[], seat = turnSeat(g)): void {
  const id = drawCard(g, 'rune', ev);
  if (id === null) return;
  g.heroes[seat].runes.push(id);
  ev.push({ type: 'rune-drawn', seat, card: id });
}

/**
 * The dragon's card, drawn by a hero in the treasure chamber at the end of its turn. Asleep: the
 * card's effect, and two treasure cards unless the card itself gives treasure or loot. Awake
 * (rage): the card's effect, and every dragon card is shuffled back.
 */
function dragon(g: QuestState, ev: QuestEvent[]): void {
  const id = drawCard(g, 'dragon', ev);
  if (id === null) return;
  const card = cardDef(g, 'dragon', id);
  const seat = turnSeat(g);
  ev.push({ type: 'card', seat, deck: 'dragon', card: id, name: card.name });
  ev.push({ type: 'dragon', seat, rage: !!card.rage });
  g.decks.dragon.discard.push(id);
  if (card.rage) {
    reshuffleAll(g, 'dragon', ev);
    return pushSteps(g, card.effect, card.name);
  }
  const gives = card.effect.some((e) => e.do === 'treasure' || e.do === 'loot');
  const treasure: Step[] = gives ? [] : [{ do: 'treasure', count: 2 }];
  pushSteps(g, [...card.effect, ...treasure], card.name);
}

/** The sides of the hero's chamber that are walls on the board: the player picks one to open. */
function secretDoor(g: QuestState): void {
  const h = current(g);
  if (h.pos === null) return;
  const open = openSides(g, h.pos);
  const closed = g.board[h.pos]!.closed;
  const sides = DIRS.filter((d) => !open.includes(d) && !closed.includes(d) && neighbour(h.pos!, d) !== null);
  // A chamber open on every side has no wall to find a door in: the card does nothing.
  if (sides.length > 0) g.stack.push({ f: 'secretDoor', sides });
}
