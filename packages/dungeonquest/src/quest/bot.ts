/**
 * A bot for any hero seat (docs/dungeonquest-game.md, "The bot"). It heads for the treasure
 * chamber while the sun is young and there is time to come back, stays with a sleeping dragon
 * while the dragon's worst cannot kill it, runs for the nearest tower (over explored chambers)
 * when the sun's chance of staying up for the turns it needs falls, and leaves from a tower. In a
 * fight it escapes or attacks by the exact odds of the decision's context; Hugo's re-roll follows
 * the odds code (`bestDecision`). Choices, searches and runes go by a simple value estimate
 * (bot-value.ts). Deterministic given `rng`, which only breaks ties the rules leave open (a tower
 * room, the Monster player's token).
 */
import { minOf } from '@dungeonbowl/engine';
import { bestDecision, type Odds, survival } from '../odds.ts';
import type { QuestDecision } from './api.ts';
import { isTreasure, neighbour, occupied } from './board.ts';
import { exploreRoute, homeRoute, type Route, returnGuess, sunSurvival, treasureRoute } from './bot-route.ts';
import { effectsValue, searchValue, type ValueContext, valueContext } from './bot-value.ts';
import type { Dir } from './content-types.ts';
import { cardDef } from './decks.ts';
import { type FightFrame, fightOdds, possibleLives } from './fight.ts';
import { type QuestAction, type QuestState, sqX, sqY, TOWERS, TREASURE } from './types.ts';

/** The sun's chance of staying up the bot wants before it sets out or stays on. */
const HOME_SAFE = 0.9;
/**
 * ... for the whole trip to the treasure chamber, out of it and out of the dungeon. Lower: the
 * chamber's two treasure cards a turn are worth a risk the small finds of the rooms are not.
 */
const TREASURE_SAFE = 0.2;
/** ... for one more turn with the sleeping dragon, then the way home. */
const STAY_SAFE = 0.6;
/** The share of the trip's turns allowed for as lost (a door, a test, a fight) on top. */
const TRIP_SLACK = 0.1;
/** Loot a hero is content to carry out (gold). */
const LOOT_ENOUGH = 2500;
/** A hero this close to death does not go for the treasure. */
const MIN_LIFE_FOR_TREASURE = 5;
/** The dragon's chance of killing a hero this turn the bot accepts to stay. */
const DRAGON_RISK = 0.03;
/** The turns an excursion for loot may add to the way home. */
const EXCURSION = 4;
/** Escaping loses the turn and leaves the monster on the way: a small price in survival. */
const ESCAPE_COST = 0.02;

export function questBotAction(game: QuestState, decision: QuestDecision, rng: () => number): QuestAction {
  const acts = decision.actions;
  if (acts.length === 0) throw new Error(`nothing to decide (${decision.kind})`);
  if (acts.length === 1) return acts[0];
  const pick = (): QuestAction => acts[Math.min(acts.length - 1, Math.floor(rng() * acts.length))];
  let a: QuestAction | null = null;
  switch (decision.kind) {
    case 'tower':
    case 'moveToken':
      return pick();
    case 'choose':
      a = chooseOption(game, decision);
      break;
    case 'secretDoor':
      a = secretDoorSide(game, decision);
      break;
    case 'rune':
      a = runeOffer(game, decision);
      break;
    case 'fight':
      a = fightAction(game, decision);
      break;
    case 'turn':
      a = turnAction(game, decision);
      break;
  }
  // Whatever the reasoning, only a legal action leaves the bot.
  return (a && acts.find((x) => same(x, a))) ?? acts[0];
}

function same(a: QuestAction, b: QuestAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function bestBy<T>(items: readonly T[], score: (t: T) => number): T {
  let best = items[0];
  let s = score(best);
  for (const t of items.slice(1)) {
    const v = score(t);
    if (v > s) [best, s] = [t, v];
  }
  return best;
}

function chooseOption(g: QuestState, d: QuestDecision): QuestAction {
  const top = g.stack[g.stack.length - 1];
  if (top?.f !== 'choose') return d.actions[0];
  const c = valueContext(g, d.seat);
  return bestBy(d.actions, (a) => effectsValue(c, top.options[(a as { option: number }).option].effect));
}

/** The wall to open: the one facing the hero's goal (a tower late, the treasure chamber early). */
function secretDoorSide(g: QuestState, d: QuestDecision): QuestAction {
  const at = g.heroes[d.seat].pos;
  if (at === null) return d.actions[0];
  const goals = wantsHome(g, d.seat) ? TOWERS : TREASURE;
  return bestBy(d.actions, (a) => {
    const n = neighbour(at, (a as { side: Dir }).side);
    return n === null ? -99 : -minOf(goals.map((t) => manhattan(n, t)));
  });
}

const manhattan = (a: number, b: number) => Math.abs(sqX(a) - sqX(b)) + Math.abs(sqY(a) - sqY(b));

/** A rune offered after a failed test or at a trap: used when passing is worth more than failing. */
function runeOffer(g: QuestState, d: QuestDecision): QuestAction {
  const top = g.stack[g.stack.length - 1];
  if (top?.f !== 'rune') return { type: 'useRune' };
  const c = valueContext(g, d.seat);
  const gain = effectsValue(c, top.ifUsed) - effectsValue(c, top.ifNot);
  return gain > 30 ? { type: 'useRune' } : { type: 'declineRune' };
}

/** How much a fight's prospect is worth: coming out alive, less the wounds (dearer when few are left). */
function fightUtility(o: Odds, lifeLeft: number): number {
  return survival(o) - o.expectedWounds / (4 * Math.max(1, lifeLeft));
}

function fightAction(g: QuestState, d: QuestDecision): QuestAction {
  const frame = g.stack[g.stack.length - 1] as FightFrame;
  const enc = frame.enc;
  if (enc.phase === 'round') return { type: 'roll' };
  if (enc.phase === 'reroll') return rerollChoice(g, frame);
  const odds = d.context.odds ?? fightOdds(g, frame);
  const c = valueContext(g, d.seat);
  const lifeLeft = c.lifeLeft - (enc.heroWounds - g.heroes[d.seat].wounds);
  const attack = fightUtility(odds.attack!, lifeLeft);
  const flee = odds.escape ? fightUtility(odds.escape, lifeLeft) - ESCAPE_COST : Number.NEGATIVE_INFINITY;
  const bestSurvival = Math.max(survival(odds.attack!), odds.escape ? survival(odds.escape) : 0);
  // A rune that sends the monster away is kept for a fight that could well be the last.
  if (d.actions.some((a) => a.type === 'useRune') && bestSurvival < 0.85) return { type: 'useRune' };
  return flee > attack ? { type: 'escape' } : { type: 'attack' };
}

/**
 * Hugo's re-roll: the odds code's best choice. When the token is face down the bot does not use
 * its life: each life the token may have gives its best choice, and the most frequent one is taken.
 */
function rerollChoice(g: QuestState, frame: FightFrame): QuestAction {
  const exact = g.heroes.length === 1;
  const lives = exact ? [frame.enc.life] : possibleLives(g, frame);
  const votes = new Map<string, number>();
  for (const life of lives.length > 0 ? lives : [frame.enc.life]) {
    const b = bestDecision({ ...frame.enc, life });
    const a: QuestAction = b.kind === 'reroll' ? { type: 'reroll', die: b.die } : { type: 'keep' };
    const k = JSON.stringify(a);
    votes.set(k, (votes.get(k) ?? 0) + 1);
  }
  const [best] = [...votes.entries()].sort((x, y) => y[1] - x[1])[0];
  return JSON.parse(best) as QuestAction;
}

/** Extra turns allowed for on the way home: doors, tests, a monster. */
const slack = (turns: number) => 1 + Math.ceil(turns * 0.15);

/** The sun's chance of staying up until the hero could leave by a tower along `home`. */
function homeChance(g: QuestState, home: Route, extra = 0): number {
  const t = Math.ceil(home.cost) + extra;
  return sunSurvival(g, t + slack(t));
}

function lootGold(g: QuestState, seat: number): number {
  return g.heroes[seat].loot.reduce((n, k) => n + (k.gold ?? 0), 0);
}

/** Whether the hero should be on its way out (late, hurt, or rich enough). */
function wantsHome(g: QuestState, seat: number): boolean {
  if (homeChance(g, homeRoute(g, seat)) < HOME_SAFE) return true;
  return !treasureWorthIt(g, seat);
}

function treasureWorthIt(g: QuestState, seat: number): boolean {
  const c = valueContext(g, seat);
  if (c.lifeLeft < MIN_LIFE_FOR_TREASURE || lootGold(g, seat) >= LOOT_ENOUGH) return false;
  const h = g.heroes[seat];
  if (isTreasure(h.pos)) return dragonDeath(c) <= DRAGON_RISK;
  // Stepping in draws the dragon's card too: a hero its rage would likely kill stays away.
  if (beenWithDragon(g, seat) || dragonDeath(c) > 2 * DRAGON_RISK) return false;
  const r = treasureRoute(g, seat);
  if (!r) return false;
  // The way back: the straight guess, or back past here if that is shorter.
  const back = Math.min(returnGuess(), r.cost + homeRoute(g, seat).cost);
  // The turn the hero steps in is its first with the dragon; the sun moves once a move, and the
  // hero leaves by a tower the turn after reaching it.
  const moves = Math.ceil(r.cost + back);
  return sunSurvival(g, moves + Math.ceil(moves * TRIP_SLACK)) >= TREASURE_SAFE;
}

/**
 * Whether the hero has been in the treasure chamber (the bot keeps no memory): a sleeping dragon
 * gives two treasure cards at once, so a hero holding two has been there, most likely. Once out,
 * it does not go back: the sun that made it leave has not waited.
 */
function beenWithDragon(g: QuestState, seat: number): boolean {
  const names = new Set(g.content.decks.treasure.map((k) => k.name));
  return g.heroes[seat].loot.filter((k) => names.has(k.name)).length >= 2;
}

/** The chance the dragon's card kills the hero at the end of this turn (from the content's counts). */
function dragonDeath(c: ValueContext): number {
  const cards = c.g.content.decks.dragon;
  const n = cards.reduce((s, k) => s + k.count, 0);
  let p = 0;
  for (const card of cards) {
    if (!card.rage) continue;
    const kills = card.effect.some((e) => e.do === 'wound' && woundMax(e.amount) > c.lifeLeft);
    if (kills) p += (card.count / n) * killChance(card.effect, c.lifeLeft);
  }
  return p;
}

function woundMax(a: number | { dice: number; plus?: number }): number {
  return typeof a === 'number' ? a : a.dice * 6 + (a.plus ?? 0);
}

/** The chance the wounds of these steps come to more than `lifeLeft` (dice summed exactly). */
function killChance(effects: readonly { do: string; amount?: unknown }[], lifeLeft: number): number {
  let dist = [1];
  let fixed = 0;
  for (const e of effects) {
    if (e.do !== 'wound') continue;
    const a = e.amount as number | { dice: number; plus?: number };
    if (typeof a === 'number') fixed += a;
    else {
      fixed += a.plus ?? 0;
      for (let i = 0; i < a.dice; i++) dist = addD6(dist);
    }
  }
  return dist.reduce((p, q, total) => (total + fixed > lifeLeft ? p + q : p), 0);
}

function addD6(dist: number[]): number[] {
  const out = new Array(dist.length + 6).fill(0);
  dist.forEach((p, s) => {
    for (let f = 1; f <= 6; f++) out[s + f] += p / 6;
  });
  return out;
}

function moveTo(acts: readonly QuestAction[], dir: Dir | null): QuestAction | null {
  if (dir === null) return null;
  return (
    acts.find((a) => a.type === 'move' && a.dir === dir) ?? acts.find((a) => a.type === 'stumble') ?? null
  );
}

/**
 * The route's first move. If another hero holds that chamber, the hero waits for it to move on,
 * searching where it stands if it may (nothing else waits); otherwise null.
 */
function follow(
  g: QuestState,
  seat: number,
  acts: readonly QuestAction[],
  dir: Dir | null,
): QuestAction | null {
  const go = moveTo(acts, dir);
  const at = g.heroes[seat].pos;
  if (go || dir === null || at === null) return go;
  const n = neighbour(at, dir);
  return n !== null && occupied(g, n, seat) ? has(acts, 'search') : null;
}

function has(acts: readonly QuestAction[], type: QuestAction['type']): QuestAction | null {
  return acts.find((a) => a.type === type) ?? null;
}

/** A turn's action: stay with the dragon, go for the treasure, go home and leave, or search. */
function turnAction(g: QuestState, d: QuestDecision): QuestAction | null {
  const seat = d.seat;
  const h = g.heroes[seat];
  const acts = d.actions;
  if (h.catacomb) return tunnelAction(g, seat, acts);
  const rune = turnRune(g, seat, acts);
  if (rune) return rune;
  const home = homeRoute(g, seat);
  if (isTreasure(h.pos)) return stayWithDragon(g, seat, acts, home);
  // The treasure trip has its own measure of the sun (the whole way there and out).
  if (treasureWorthIt(g, seat)) {
    const go = follow(g, seat, acts, treasureRoute(g, seat)?.dir ?? null);
    if (go) return go;
  }
  const late = homeChance(g, home) < HOME_SAFE;
  const leave = has(acts, 'leave');
  const search = has(acts, 'search');
  if (search && !late && spareToSearch(g, seat, home)) return search;
  // Time to spare but no treasure trip: a look round nearby for loot, never far from a tower.
  if (!late && lootGold(g, seat) < LOOT_ENOUGH && homeChance(g, home, EXCURSION) >= HOME_SAFE) {
    const go = moveTo(acts, exploreRoute(g, seat)?.dir ?? null);
    if (go) return go;
  }
  if (leave) return leave;
  return follow(g, seat, acts, home.dir) ?? boxedIn(g, seat, acts);
}

/**
 * In the treasure chamber: one more turn there (a move to its other space, two more treasure
 * cards if the dragon sleeps) while the sun, the dragon and the hero's wounds allow it.
 */
function stayWithDragon(g: QuestState, seat: number, acts: readonly QuestAction[], home: Route) {
  const leave = follow(g, seat, acts, home.dir) ?? boxedIn(g, seat, acts);
  // Two turns: the move to the other space, and perhaps back through this one on the way out.
  if (!treasureWorthIt(g, seat) || homeChance(g, home, 2) < STAY_SAFE) return leave;
  const at = g.heroes[seat].pos!;
  const other = TREASURE.find((t) => t !== at)!;
  const dir = (['N', 'S'] as const).find((x) => neighbour(at, x) === other) ?? null;
  return moveTo(acts, dir) ?? leave;
}

/** Searching pays on the way out with turns to spare, little loot to lose and a chamber worth it. */
function spareToSearch(g: QuestState, seat: number, home: Route): boolean {
  if (lootGold(g, seat) >= LOOT_ENOUGH) return false;
  const c = valueContext(g, seat);
  if (c.lifeLeft < 3 || searchValue(c) <= 0) return false;
  return homeChance(g, home, 3) >= HOME_SAFE;
}

/** A rune used instead of the turn: healing when hurt and not in a hurry. */
function turnRune(g: QuestState, seat: number, acts: readonly QuestAction[]): QuestAction | null {
  const c = valueContext(g, seat);
  const h = g.heroes[seat];
  if (h.wounds < 4 || homeChance(g, homeRoute(g, seat), 1) < HOME_SAFE) return null;
  for (const a of acts) {
    if (a.type !== 'rune') continue;
    const card = cardDef(g, 'rune', a.card);
    if (card.effect.some((e) => e.do === 'heal') && effectsValue(c, card.effect) > 0) return a;
  }
  return null;
}

/** No move helps: search (a secret door), a rune that opens a wall or a way down, go down, or wait. */
function boxedIn(g: QuestState, seat: number, acts: readonly QuestAction[]): QuestAction | null {
  const search = has(acts, 'search');
  if (search) return search;
  const runes = acts.filter((a): a is Extract<QuestAction, { type: 'rune' }> => a.type === 'rune');
  const opener = runes.find((a) =>
    cardDef(g, 'rune', a.card).effect.some((e) => e.do === 'secretDoor' || e.do === 'catacombEntrance'),
  );
  if (opener) return opener;
  const descend = acts.filter((a) => a.type === 'descend');
  if (descend.length > 0) {
    const at = g.heroes[seat].pos!;
    const goal = nearestTower(at);
    return bestBy(descend, (a) => {
      const n = neighbour(at, (a as { facing: Dir }).facing);
      return n === null ? -99 : -manhattan(n, goal);
    });
  }
  const moves = acts.filter((a) => a.type === 'move' || a.type === 'stumble');
  return moves[0] ?? has(acts, 'wait') ?? runes[0] ?? null;
}

function nearestTower(at: number): number {
  return bestBy(TOWERS, (t) => -manhattan(at, t));
}

/** Underground: on towards the nearest tower, turning when the way ahead leads away. */
function tunnelAction(g: QuestState, seat: number, acts: readonly QuestAction[]): QuestAction | null {
  const c = g.heroes[seat].catacomb!;
  const goal = nearestTower(c.at);
  return bestBy(acts, (a) => {
    if (a.type !== 'tunnel') return -99;
    const n = neighbour(c.at, a.dir);
    if (n === null) return -50;
    const gain = manhattan(c.at, goal) - manhattan(n, goal);
    // Going ahead moves the marker; a turn only faces it.
    return a.dir === c.facing ? gain : gain - 0.5;
  });
}
