/**
 * Monsters in the whole game: the token drawn from the pool by the Monster player (the player to
 * the hero's left; the hero's own in solo play), a token left on the board met again, a token moved
 * when every one of its type is in play, and the fight itself played by the encounter state machine
 * (encounter.ts) with the game's dice, so the fight is the same code the odds are computed from.
 */
import { rollDie, scriptedDice } from '../dice.ts';
import {
  decide,
  type Encounter,
  type EncounterDecision,
  encounterDecisions,
  startEncounter,
} from '../encounter.ts';
import { HEROES } from '../heroes.ts';
import { MONSTERS, type MonsterToken, type MonsterType } from '../monsters.ts';
import { chainFor, encounterOdds, type Odds } from '../odds.ts';
import { endTurnNow, goBack, kill, turnSeat } from './hero.ts';
import type { Frame, QuestAction, QuestEvent, QuestState, Sq } from './types.ts';

export type FightFrame = Extract<Frame, { f: 'fight' }>;

/** Who runs the monsters `seat`'s hero meets. */
export function monsterSeatOf(g: QuestState, seat: number): number {
  return g.heroes.length === 1 ? seat : (seat + 1) % g.heroes.length;
}

/** Underground fights happen at no board space. */
const UNDERGROUND = -1;

/**
 * A new monster: the top token of the face-down pool (of the type named, if one is), or, when
 * every such token is in play, one the Monster player moves from the board.
 */
export function meetMonster(
  g: QuestState,
  type: MonsterType | null,
  noEscape: boolean,
  ev: QuestEvent[],
): void {
  const h = g.heroes[turnSeat(g)];
  const at = h.pos ?? UNDERGROUND;
  const i = g.pool.findIndex((t) => !type || t.type === type);
  if (i >= 0) {
    const [token] = g.pool.splice(i, 1);
    return startFight(g, token, at, noEscape, 'pool', ev);
  }
  const marks = g.tokens.filter((t) => !type || t.token.type === type).map((t) => t.mark);
  if (marks.length > 0) g.stack.push({ f: 'moveToken', type, at, noEscape, marks });
  else ev.push({ type: 'monster-gone', seat: turnSeat(g) });
}

/** The Monster player's choice: which token of the board comes to the hero. */
export function moveToken(g: QuestState, mark: number, ev: QuestEvent[]): void {
  const frame = g.stack.pop() as Extract<Frame, { f: 'moveToken' }>;
  const i = g.tokens.findIndex((t) => t.mark === mark);
  const [bt] = g.tokens.splice(i, 1);
  startFight(g, bt.token, frame.at, frame.noEscape, 'moved', ev);
}

/** A monster left on this space meets the hero who enters it (healed: its wounds were not kept). */
export function meetToken(g: QuestState, at: Sq, ev: QuestEvent[]): void {
  const i = g.tokens.findIndex((t) => t.at === at);
  if (i < 0) return;
  const [bt] = g.tokens.splice(i, 1);
  startFight(g, bt.token, at, false, 'board', ev);
}

function startFight(
  g: QuestState,
  token: MonsterToken,
  at: Sq,
  noEscape: boolean,
  from: 'pool' | 'board' | 'moved',
  ev: QuestEvent[],
): void {
  const seat = turnSeat(g);
  const h = g.heroes[seat];
  const monsterSeat = monsterSeatOf(g, seat);
  ev.push({ type: 'monster', seat, monsterSeat, monster: token.type, at, from, life: token.life });
  const enc = startEncounter({
    hero: HEROES[h.hero],
    monster: token.type,
    life: token.life,
    heroWounds: h.wounds,
    rules: g.rules,
    dice: scriptedDice([]),
  });
  g.stack.push({ f: 'fight', token, at, noEscape, monsterSeat, enc });
}

/** The hero's actions in the fight: the encounter's decisions, less escape when it is barred, plus a monster rune. */
export function fightActions(g: QuestState, frame: FightFrame): QuestAction[] {
  const acts: QuestAction[] = encounterDecisions(frame.enc)
    .filter((d) => !(frame.noEscape && d.kind === 'escape'))
    .map((d) => (d.kind === 'reroll' ? { type: 'reroll', die: d.die } : { type: d.kind }));
  if (frame.enc.phase === 'choose' && monsterRune(g)) acts.push({ type: 'useRune' });
  return acts;
}

function monsterRune(g: QuestState): string | null {
  const h = g.heroes[turnSeat(g)];
  return h.runes.find((id) => g.content.decks.rune.find((c) => c.id === id)?.use === 'monster') ?? null;
}

/** A token back into the face-down pool, at a random place in it. */
export function toPool(g: QuestState, token: MonsterToken): void {
  g.pool.splice(rollDie(g.cards, g.pool.length + 1, 'shuffle') - 1, 0, token);
}

export function fightAct(g: QuestState, frame: FightFrame, a: QuestAction, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  if (a.type === 'useRune') {
    const rune = monsterRune(g)!;
    const h = g.heroes[seat];
    h.runes.splice(h.runes.indexOf(rune), 1);
    g.decks.rune.discard.push(rune);
    ev.push({ type: 'rune-used', seat, card: rune, use: 'monster' });
    g.stack.pop();
    toPool(g, frame.token);
    ev.push({ type: 'monster-gone', seat });
    return;
  }
  const d = (a.type === 'reroll' ? { kind: 'reroll', die: a.die } : { kind: a.type }) as EncounterDecision;
  const enc = decide({ ...frame.enc, dice: g.dice }, d);
  g.dice = enc.dice;
  for (const e of enc.events.slice(frame.enc.events.length)) ev.push({ type: 'fight', seat, event: e });
  frame.enc = { ...enc, dice: scriptedDice([]) };
  if (enc.phase === 'over') finishFight(g, frame, ev);
}

/**
 * The fight's end. Won: the token goes back into the pool. Escaped: the monster stays where it was
 * met, the hero goes back where it came from and its turn ends. Lost: the hero dies, the monster
 * stays. Both fell: the hero dies, the token goes back into the pool.
 */
function finishFight(g: QuestState, frame: FightFrame, ev: QuestEvent[]): void {
  const seat = turnSeat(g);
  const h = g.heroes[seat];
  g.stack.pop();
  const enc: Encounter = frame.enc;
  ev.push({ type: 'fight-over', seat, outcome: enc.outcome!, wounds: enc.heroWounds - enc.startWounds });
  h.wounds = enc.heroWounds;
  const stays = enc.outcome === 'escaped' || enc.outcome === 'lost';
  if (stays && frame.at !== UNDERGROUND) g.tokens.push({ token: frame.token, at: frame.at, mark: g.marks++ });
  else toPool(g, frame.token);
  if (enc.outcome === 'escaped') {
    goBack(g, ev);
    endTurnNow(g);
  } else if (enc.outcome !== 'won') {
    kill(g, seat, `slain by a ${MONSTERS[frame.token.type].name}`, ev);
  }
}

export interface FightOddsContext {
  /** The life is known to the hero (solo play: the token is face up). */
  exact: boolean;
  /** At the choice: attacking, and trying to escape first (null when escape is barred). */
  attack?: Odds;
  escape?: Odds | null;
  /** From here on, with the best choices (after the choice). */
  now?: Odds;
}

/**
 * The odds as the hero can know them: exact in solo play; otherwise averaged over the lives the
 * face-down token may have (every token of its type, weighted by count, still standing at its wounds).
 */
export function fightOdds(g: QuestState, frame: FightFrame): FightOddsContext {
  const enc = frame.enc;
  const exact = g.heroes.length === 1;
  const lives = exact ? [enc.life] : possibleLives(g, frame);
  const parts = lives.map((life) => oddsAt({ ...enc, life }, frame.noEscape));
  const mean = (pick: (p: (typeof parts)[number]) => Odds | null | undefined) => {
    const xs = parts.map(pick).filter((x): x is Odds => !!x);
    return xs.length === 0 ? null : average(xs);
  };
  if (enc.phase === 'choose') return { exact, attack: mean((p) => p.attack)!, escape: mean((p) => p.escape) };
  return { exact, now: mean((p) => p.now)! };
}

function oddsAt(enc: Encounter, noEscape: boolean): { attack?: Odds; escape?: Odds | null; now?: Odds } {
  if (enc.phase !== 'choose') return { now: encounterOdds(enc) };
  const chain = chainFor(enc);
  const r = !enc.rerollUsed;
  return {
    attack: chain.attack(enc.heroWounds, enc.monsterWounds, r),
    escape: noEscape ? null : chain.escape(enc.heroWounds, enc.monsterWounds, r),
  };
}

export function possibleLives(g: QuestState, frame: FightFrame): number[] {
  const type = frame.token.type;
  const all = [...g.pool, ...g.tokens.map((t) => t.token), frame.token];
  const limit = g.rules.death === 'reach' ? 0 : 1;
  return all.filter((t) => t.type === type && t.life + limit > frame.enc.monsterWounds).map((t) => t.life);
}

function average(xs: Odds[]): Odds {
  const o: Odds = { win: 0, loss: 0, mutual: 0, escaped: 0, expectedWounds: 0, expectedRounds: 0 };
  for (const x of xs) for (const k of Object.keys(o) as (keyof Odds)[]) o[k] += x[k] / xs.length;
  return o;
}
