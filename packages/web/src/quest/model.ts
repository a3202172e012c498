/**
 * A DungeonQuest fight in the page, without the DOM: one hero's player, and in "Monster player"
 * mode a second player who draws the token and keeps its life hidden (solo: the token is face up).
 * Everything comes from @dungeonbowl/dungeonquest: the table (`createQuest`, `meetMonster`,
 * `questDecide`), what the hero's player may see (`questView`), the odds (`encounterOdds`).
 * Table-top dice are the package's scripted dice, asked for one by one as the Dungeon Bowl client
 * does: a decision that needs a die it has not been given throws DICE_EXHAUSTED, naming the die.
 */
import {
  better,
  createQuest,
  DiceError,
  type DiceState,
  decide,
  type Encounter,
  type EncounterDecision,
  encounterOdds,
  HERO_IDS,
  type HeroId,
  MONSTERS,
  type MonsterType,
  meetMonster,
  monsterLimit,
  type Odds,
  type QuestGame,
  type QuestRules,
  type QuestView,
  questDecide,
  questView,
  scriptedDice,
  seededDice,
  woundHero,
} from '@dungeonbowl/dungeonquest';

export type QuestMode = 'solo' | 'monster-player';

/** The player whose screen this is: the hero's. The Monster player (mode 'monster-player') is 1. */
export const HERO_PLAYER = 0;
export const MONSTER_PLAYER = 1;

export interface Session {
  game: QuestGame;
  mode: QuestMode;
  tabletop: boolean;
  seed: number;
  /** Table-top mode: the dice that draw tokens (the fight's dice are typed, the draw is not). */
  drawDice: DiceState;
  /** Monsters met so far (each at a new location, so each is a new draw). */
  fights: number;
  /** Every die typed in table-top mode, in order. */
  typed: number[];
  /**
   * The encounter under way, or the last one once it is over (the game forgets it then). It holds
   * the life: show it only through `visibleLife`.
   */
  enc: Encounter | null;
}

export interface SessionSetup {
  hero: HeroId;
  mode: QuestMode;
  tabletop: boolean;
  seed: number;
  /** Wounds the hero already has (from earlier in the dungeon). */
  wounds?: number;
  rules?: Partial<QuestRules>;
}

export function newSession(s: SessionSetup): Session {
  const players = [{ name: 'Hero', hero: s.hero as string }];
  // createQuest wants a different hero for every player; the Monster player's is never used.
  if (s.mode === 'monster-player')
    players.push({ name: 'Monster player', hero: HERO_IDS.find((h) => h !== s.hero)! });
  let game = createQuest({ players, rules: s.rules, dice: seededDice(s.seed) });
  if (s.wounds) game = woundHero(game, HERO_PLAYER, s.wounds, 'earlier in the dungeon');
  return {
    game,
    mode: s.mode,
    tabletop: s.tabletop,
    seed: s.seed,
    drawDice: game.dice,
    fights: 0,
    typed: [],
    enc: null,
  };
}

/** The monster token is drawn by the page (the face-down draw), in table-top mode too. */
export function drawMonster(s: Session, type?: MonsterType): Session {
  const location = `chamber ${s.fights + 1}`;
  // With the page's dice, the draw continues the one stream; in table-top mode, its own stream.
  const dice = s.tabletop ? s.drawDice : s.game.dice;
  const game = meetMonster({ ...s.game, dice }, HERO_PLAYER, { location, type });
  return { ...s, game, drawDice: game.dice, fights: s.fights + 1, enc: game.encounter!.encounter };
}

export interface Die {
  sides: number;
  purpose: string;
}

/** Asks the players for a die thrown at the table; null when they cancel. */
export type AskDie = (die: Die) => Promise<number | null>;

/** The die a decision still needs, when DiceError says scripted dice ran out; otherwise rethrows. */
export function neededDie(e: unknown): Die {
  if (e instanceof DiceError && e.code === 'DICE_EXHAUSTED') return { sides: e.sides, purpose: e.purpose };
  throw e;
}

/**
 * Applies a decision. With seeded dice the page rolls; in table-top mode the dice are asked for
 * one at a time and the decision retried with everything typed so far (null: cancelled, nothing
 * changed).
 */
export async function decideIn(s: Session, d: EncounterDecision, ask: AskDie): Promise<Session | null> {
  if (!s.tabletop) return step(s, s.game, d);
  const rolls: number[] = [];
  for (;;) {
    try {
      const next = step(s, { ...s.game, dice: scriptedDice(rolls) }, d);
      return { ...next, game: { ...next.game, dice: s.drawDice }, typed: [...s.typed, ...rolls] };
    } catch (e) {
      const die = neededDie(e);
      const v = await ask(die);
      if (v === null) return null;
      rolls.push(v);
    }
  }
}

/** questDecide, keeping the encounter as `decide` leaves it (the same call on the same dice). */
function step(s: Session, game: QuestGame, d: EncounterDecision): Session {
  const active = game.encounter;
  if (!active) throw new Error('no encounter is under way');
  const enc = decide({ ...active.encounter, dice: game.dice }, d);
  return { ...s, game: questDecide(game, d), enc };
}

/** What the hero's player sees (or, peeking, the Monster player). */
export function viewOf(s: Session, monsterPeek = false): QuestView {
  return questView(s.game, monsterPeek && s.mode === 'monster-player' ? MONSTER_PLAYER : HERO_PLAYER);
}

/**
 * The monster's life as the screen may show it: the view's (the Monster player's or solo), or,
 * once the monster has fallen, the wounds that felled it. Otherwise null: hidden.
 */
export function visibleLife(s: Session, view: QuestView): number | null {
  if (view.encounter) return view.encounter.life;
  const enc = s.enc;
  if (!enc) return null;
  if (s.mode === 'solo' || view.viewer === MONSTER_PLAYER) return enc.life;
  return enc.outcome === 'won' || enc.outcome === 'mutual' ? enc.life : null;
}

const ZERO: Odds = { win: 0, loss: 0, mutual: 0, escaped: 0, expectedWounds: 0, expectedRounds: 0 };

function add(into: Odds, x: Odds, p: number): void {
  into.win += p * x.win;
  into.loss += p * x.loss;
  into.mutual += p * x.mutual;
  into.escaped += p * x.escaped;
  into.expectedWounds += p * x.expectedWounds;
  into.expectedRounds += p * x.expectedRounds;
}

/**
 * The odds of taking decision `d` now: the average, over every way the dice it needs can fall, of
 * `encounterOdds` afterwards (plus the wounds and rounds the decision itself brings). The dice are
 * enumerated by asking the state machine, so this follows the rules exactly as `decide` plays them.
 */
export function decisionOdds(enc: Encounter, d: EncounterDecision): Odds {
  const out: Odds = { ...ZERO };
  const walk = (rolls: number[], p: number): void => {
    let after: Encounter;
    try {
      after = decide({ ...enc, dice: scriptedDice(rolls) }, d);
    } catch (e) {
      const die = neededDie(e);
      for (let v = 1; v <= die.sides; v++) walk([...rolls, v], p / die.sides);
      return;
    }
    const o = encounterOdds(after);
    add(
      out,
      {
        ...o,
        expectedWounds: o.expectedWounds + after.heroWounds - enc.heroWounds,
        expectedRounds: o.expectedRounds + after.round - enc.round,
      },
      p,
    );
  };
  walk([], 1);
  return out;
}

/** A life the hidden token may have, and its chance given what the hero's player knows. */
export interface HiddenLife {
  life: number;
  p: number;
}

/**
 * The lives the token met may have, for a viewer who cannot see it: every token of its type in
 * the game (the pool, the board, the one met), weighted by how many carry each value, leaving out
 * the lives the monster's wounds already rule out (it still stands). The dice of a round do not
 * depend on the life, so nothing else is learnt while it stands. null when the life is shown.
 */
export function hiddenLives(s: Session, view: QuestView): HiddenLife[] | null {
  const a = s.game.encounter;
  if (!a || !view.encounter || view.encounter.life !== null) return null;
  const enc = a.encounter;
  const type = a.token.type;
  const tokens = [...s.game.pool, ...s.game.board.map((b) => b.token), a.token].filter(
    (t) => t.type === type,
  );
  const counts = new Map<number, number>();
  for (const t of tokens) {
    // Still standing with these wounds: its wounds are under the life's limit.
    if (enc.monsterWounds < monsterLimit({ ...enc, life: t.life }))
      counts.set(t.life, (counts.get(t.life) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((x, y) => x + y, 0);
  return [...counts.entries()].sort((x, y) => x[0] - y[0]).map(([life, n]) => ({ life, p: n / total }));
}

/** Averages odds over the hidden lives (the chain assumes Hugo knows the life; see docs). */
function averaged(enc: Encounter, lives: HiddenLife[], f: (e: Encounter) => Odds): Odds {
  const out: Odds = { ...ZERO };
  for (const { life, p } of lives) add(out, f({ ...enc, life }), p);
  return out;
}

export interface ShownOdds {
  /** The odds from this moment, with the best choices from here on. */
  now: Odds;
  /** The odds of each decision open now, by decision key. */
  choices: { decision: EncounterDecision; key: string; odds: Odds }[];
  /** The key of the decision with the best chance of coming out alive. */
  best: string | null;
  /** Non-null when the life is hidden from the viewer: the odds are averaged over these. */
  hidden: HiddenLife[] | null;
}

export function decisionKey(d: EncounterDecision): string {
  return d.kind === 'reroll' ? `reroll-${d.die}` : d.kind;
}

/**
 * The odds the screen shows: exact when the viewer sees the life, otherwise averaged over the
 * lives the token may have (`hiddenLives`).
 */
export function shownOdds(s: Session, view: QuestView): ShownOdds | null {
  const enc = s.enc;
  if (!enc) return null;
  const decisions = view.encounter?.decisions ?? [];
  const hidden = hiddenLives(s, view);
  const at = (f: (e: Encounter) => Odds): Odds => (hidden ? averaged(enc, hidden, f) : f(enc));
  const now = at(encounterOdds);
  const choices = decisions.map((decision) => ({
    decision,
    key: decisionKey(decision),
    odds: at((e) => decisionOdds(e, decision)),
  }));
  let best: (typeof choices)[number] | null = null;
  for (const c of choices) if (!best || better(c.odds, best.odds)) best = c;
  return { now, choices, best: choices.length > 1 && best ? best.key : null, hidden };
}

export function monsterName(type: MonsterType): string {
  return MONSTERS[type].name;
}
