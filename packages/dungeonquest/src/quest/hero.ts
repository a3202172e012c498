/**
 * What happens to the hero whose turn it is: wounds, death, loot, the sun and the game's end. Every
 * function changes the game it is given (a copy `applyQuest` made) and adds events.
 */
import { rollDie } from '../dice.ts';
import { HEROES } from '../heroes.ts';
import { type LootCard, scoreQuest } from '../scoring.ts';
import type { Amount } from './content-types.ts';
import type { QuestEvent, QuestHero, QuestState, Step } from './types.ts';

export function turnSeat(g: QuestState): number {
  if (!g.turn) throw new Error('no turn is under way');
  return g.turn.seat;
}

export function current(g: QuestState): QuestHero {
  return g.heroes[turnSeat(g)];
}

export function pushSteps(g: QuestState, steps: readonly Step[], src: string): void {
  if (steps.length > 0) g.stack.push({ f: 'steps', steps: [...steps], src });
}

/** A fixed number, or that many D6 plus a bonus. */
export function amount(g: QuestState, a: Amount, purpose: string): number {
  if (typeof a === 'number') return a;
  let total = a.plus ?? 0;
  for (let i = 0; i < a.dice; i++) total += rollDie(g.dice, 6, purpose);
  return total;
}

/** The wounds at which a hero dies (the fight's death reading applies everywhere). */
export function lifeLimit(g: QuestState, seat: number): number {
  const life = HEROES[g.heroes[seat].hero].life;
  return g.rules.death === 'reach' ? life : life + 1;
}

export function wound(g: QuestState, seat: number, n: number, cause: string, ev: QuestEvent[]): void {
  const h = g.heroes[seat];
  if (n <= 0 || h.status !== 'inside') return;
  h.wounds = Math.min(lifeLimit(g, seat), h.wounds + n);
  ev.push({ type: 'wounded', seat, wounds: n, total: h.wounds });
  if (h.wounds >= lifeLimit(g, seat)) kill(g, seat, cause, ev);
}

export function heal(g: QuestState, seat: number, n: number, ev: QuestEvent[]): void {
  const h = g.heroes[seat];
  const healed = Math.min(n, h.wounds);
  h.wounds -= healed;
  ev.push({ type: 'healed', seat, wounds: healed, total: h.wounds });
}

/** A dead hero's loot is lost with it; its turn, if it was its turn, is over. */
export function kill(g: QuestState, seat: number, cause: string, ev: QuestEvent[]): void {
  const h = g.heroes[seat];
  if (h.status !== 'inside') return;
  h.status = 'dead';
  h.cause = cause;
  h.loot = [];
  h.pos = null;
  h.catacomb = null;
  ev.push({ type: 'died', seat, cause });
  if (g.turn?.seat === seat) endTurnNow(g);
  checkEnd(g, ev);
}

/** Nothing more is resolved in this turn. */
export function endTurnNow(g: QuestState): void {
  g.stack = [];
  if (g.turn) {
    g.turn.ended = true;
    g.turn.stage = 'resolving';
  }
}

export function addLoot(g: QuestState, seat: number, card: LootCard, ev: QuestEvent[]): void {
  g.heroes[seat].loot.push(card);
  ev.push({ type: 'loot', seat, card });
}

export function loseLoot(g: QuestState, seat: number, which: 'all' | 'best', ev: QuestEvent[]): void {
  const h = g.heroes[seat];
  if (h.loot.length === 0) return;
  let lost: LootCard[];
  if (which === 'all') {
    lost = h.loot;
    h.loot = [];
  } else {
    let best = 0;
    h.loot.forEach((c, i) => {
      if ((c.gold ?? 0) > (h.loot[best].gold ?? 0)) best = i;
    });
    lost = h.loot.splice(best, 1);
  }
  ev.push({ type: 'loot-lost', seat, cards: lost });
}

/** The hero leaves through a tower room: safe and out of the game. */
export function leave(g: QuestState, seat: number, ev: QuestEvent[]): void {
  const h = g.heroes[seat];
  ev.push({ type: 'left', seat, at: h.pos! });
  h.status = 'escaped';
  h.pos = null;
  endTurnNow(g);
  checkEnd(g, ev);
}

/** The game ends when no hero is left inside: the scores. */
export function checkEnd(g: QuestState, ev: QuestEvent[]): void {
  if (g.phase === 'over' || g.heroes.some((h) => h.status === 'inside')) return;
  gameOver(g, ev);
}

export function gameOver(g: QuestState, ev: QuestEvent[]): void {
  g.phase = 'over';
  g.stack = [];
  g.turn = null;
  g.result = scoreQuest(
    g.heroes.map((h) => ({ player: h.name, escaped: h.status === 'escaped', loot: h.loot })),
  );
  ev.push({ type: 'game-over', result: g.result });
}

/** The sun sets: every hero still inside, in the catacombs too, is entombed; the game is over. */
export function sunset(g: QuestState, ev: QuestEvent[]): void {
  g.sun.set = true;
  const entombed = g.heroes.flatMap((h, i) => (h.status === 'inside' ? [i] : []));
  for (const i of entombed) {
    const h = g.heroes[i];
    h.status = 'dead';
    h.cause = 'sunset';
    h.loot = [];
    h.pos = null;
    h.catacomb = null;
  }
  ev.push({ type: 'sunset', entombed });
  gameOver(g, ev);
}

/**
 * The sun moves on `spaces`: plain spaces, then numbered 1..n; on reaching numbered space k a D6
 * at or under k sets it. On the last space it stays, and rolls again each time it would move.
 */
export function advanceSun(g: QuestState, spaces: number, ev: QuestEvent[]): void {
  const { plain, numbered } = g.content.sun;
  for (let i = 0; i < spaces && !g.sun.set; i++) {
    g.sun.space = Math.min(plain + numbered, g.sun.space + 1);
    const k = g.sun.space - plain;
    if (k < 1) {
      ev.push({ type: 'sun', space: g.sun.space });
      continue;
    }
    const roll = rollDie(g.dice, 6, `the sun's end roll (space ${k}: ${k} or less sets it)`);
    ev.push({ type: 'sun', space: g.sun.space, roll, needed: k });
    if (roll <= k) sunset(g, ev);
  }
}

/** Back to the space it came from this turn, if it moved and the space is free (no encounter there). */
export function goBack(g: QuestState, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const from = g.turn!.from;
  const h = current(g);
  if (!from || h.pos === null) return;
  if (g.heroes.some((o, i) => i !== seat && o.status === 'inside' && o.pos === from.at)) return;
  h.pos = from.at;
  h.enteredBy = from.enteredBy;
  g.turn!.from = null;
  ev.push({ type: 'moved-back', seat, to: from.at });
}
