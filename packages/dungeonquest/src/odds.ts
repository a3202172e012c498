/**
 * Exact odds of a fight: an absorbing Markov chain over (hero wounds, monster wounds, Hugo's
 * once-a-fight re-roll unused). Every die wounds someone, so every round moves the chain to a state
 * with more wounds: it has no loops, and backward induction over the 144 results of a round (36
 * for 2d6) gives the exact probabilities. Each transition is computed by the same functions the
 * encounter state machine plays with (combat.ts), and where the hero chooses (Hugo's re-roll;
 * escape or attack), the chain takes the choice that gives the best chance of coming out alive
 * (winning, or escaping), fewer expected wounds breaking ties, then keeping the dice / attacking.
 */
import {
  type Fight,
  hasAbility,
  heroLimit,
  monsterLimit,
  outcomeAt,
  resolveEscape,
  resolveRound,
  strikeWounds,
} from './combat.ts';
import { scriptedDice, seededDice } from './dice.ts';
import {
  canReroll,
  decide,
  type Encounter,
  type EncounterDecision,
  type EncounterOutcome,
  type EncounterSetup,
  startEncounter,
} from './encounter.ts';
import { HERO_IDS, HEROES, type HeroId } from './heroes.ts';
import {
  DEFAULT_TOKEN_POOL,
  lifeValues,
  MONSTER_TYPES,
  type MonsterToken,
  type MonsterType,
} from './monsters.ts';
import { RULE_KEYS } from './rules.ts';

export interface Odds {
  /** The monster falls and the hero stands. */
  win: number;
  /** The hero falls and the monster stands (including dying of a failed escape's wounds). */
  loss: number;
  /** Both fall in the same round (the hero is dead). */
  mutual: number;
  /** The escape Luck test succeeds (only when trying to escape first). */
  escaped: number;
  /** Wounds the hero takes from here on (a dead hero counts the wounds that killed him, no more). */
  expectedWounds: number;
  /**
   * Combat rounds from here on (the escape test and Tatianna's strike are not rounds; a round whose
   * dice are already rolled is not counted again).
   */
  expectedRounds: number;
}

const EPS = 1e-12;

/** The chance of coming out alive. */
export function survival(o: Odds): number {
  return o.win + o.escaped;
}

/** Whether `a` is strictly the better choice: more survival, then fewer wounds. */
export function better(a: Odds, b: Odds): boolean {
  const d = survival(a) - survival(b);
  if (d > EPS) return true;
  if (d < -EPS) return false;
  return a.expectedWounds < b.expectedWounds - EPS;
}

function terminal(outcome: EncounterOutcome, wounds: number, rounds: number): Odds {
  return {
    win: outcome === 'won' ? 1 : 0,
    loss: outcome === 'lost' ? 1 : 0,
    mutual: outcome === 'mutual' ? 1 : 0,
    escaped: outcome === 'escaped' ? 1 : 0,
    expectedWounds: wounds,
    expectedRounds: rounds,
  };
}

function shift(o: Odds, wounds: number, rounds: number): Odds {
  return { ...o, expectedWounds: o.expectedWounds + wounds, expectedRounds: o.expectedRounds + rounds };
}

class Mix {
  readonly o: Odds = { win: 0, loss: 0, mutual: 0, escaped: 0, expectedWounds: 0, expectedRounds: 0 };
  add(x: Odds, p: number): this {
    this.o.win += p * x.win;
    this.o.loss += p * x.loss;
    this.o.mutual += p * x.mutual;
    this.o.escaped += p * x.escaped;
    this.o.expectedWounds += p * x.expectedWounds;
    this.o.expectedRounds += p * x.expectedRounds;
    return this;
  }
}

/** Hugo's choice on a roll: keep both dice (-1) or re-roll die 0 or 1. */
export type RerollChoice = -1 | 0 | 1;

/** The chain of one fight; states are memoised. */
export class FightChain {
  private readonly memo = new Map<number, Odds>();
  private readonly choices = new Map<number, { choice: RerollChoice; odds: Odds }>();
  private readonly averages = new Map<number, [Odds[], Odds[]]>();
  private readonly mLimit: number;
  constructor(readonly fight: Fight) {
    this.mLimit = monsterLimit(fight);
  }

  /** Normalises the re-roll flag: it matters only for Hugo's once-a-fight reading. */
  private flag(r: boolean): boolean {
    const f = this.fight;
    return hasAbility(f, 'reroll') && f.rules.hugoReroll === 'per-combat' ? r : true;
  }

  /** At the start of a combat round; `r`: Hugo's once-a-fight re-roll is unused. */
  round(h: number, m: number, r: boolean): Odds {
    r = this.flag(r);
    const key = (h * (this.mLimit + 1) + m) * 2 + (r ? 1 : 0);
    const known = this.memo.get(key);
    if (known) return known;
    // Solving the later states first keeps the recursion one round deep, however long the fight.
    if (!this.filling) this.fill(h, m);
    const mix = new Mix();
    const reroll = canReroll(this.fight, !r, 'combat');
    for (let a = 1; a <= 12; a++)
      for (let b = 1; b <= 12; b++)
        mix.add(reroll ? this.rolled(h, m, r, [a, b]) : this.resolved(h, m, r, [a, b]), 1 / 144);
    this.memo.set(key, mix.o);
    return mix.o;
  }

  private filling = false;

  /**
   * Solves every state with at least `h0` and `m0` wounds, the most wounds first. A round only
   * adds wounds, so each state's successors are solved before it and `round` never recurses more
   * than one round deep (a fight of many rounds once overflowed the stack).
   */
  private fill(h0: number, m0: number): void {
    const hLimit = heroLimit(this.fight);
    this.filling = true;
    try {
      for (let h = hLimit - 1; h >= h0; h--)
        for (let m = this.mLimit - 1; m >= m0; m--)
          for (const r of [false, true]) if (h !== h0 || m !== m0) this.round(h, m, r);
    } finally {
      this.filling = false;
    }
  }

  /** After the round's dice are rolled, with Hugo's best choice. */
  rolled(h: number, m: number, r: boolean, dice: [number, number]): Odds {
    return this.rerollChoice(h, m, r, dice).odds;
  }

  rerollChoice(
    h: number,
    m: number,
    r: boolean,
    dice: [number, number],
  ): { choice: RerollChoice; odds: Odds } {
    r = this.flag(r);
    const key = ((h * (this.mLimit + 1) + m) * 2 + (r ? 1 : 0)) * 144 + (dice[0] - 1) * 12 + dice[1] - 1;
    const known = this.choices.get(key);
    if (known) return known;
    const best = this.bestReroll(h, m, r, dice);
    this.choices.set(key, best);
    return best;
  }

  private bestReroll(
    h: number,
    m: number,
    r: boolean,
    dice: [number, number],
  ): { choice: RerollChoice; odds: Odds } {
    let best: { choice: RerollChoice; odds: Odds } = { choice: -1, odds: this.resolved(h, m, r, dice) };
    if (!canReroll(this.fight, !r, 'combat')) return best;
    const averages = this.rerollAverages(h, m);
    // Re-rolling die 0 averages over its new value with die 1 kept, and the other way round.
    const options = [averages[0][dice[1] - 1], averages[1][dice[0] - 1]];
    for (const i of [0, 1] as const)
      if (better(options[i], best.odds)) best = { choice: i, odds: options[i] };
    return best;
  }

  /** [i][k]: the odds of re-rolling die i when the other die shows k+1. */
  private rerollAverages(h: number, m: number): [Odds[], Odds[]] {
    const key = h * (this.mLimit + 1) + m;
    const known = this.averages.get(key);
    if (known) return known;
    const result: [Odds[], Odds[]] = [[], []];
    for (const i of [0, 1] as const) {
      for (let kept = 1; kept <= 12; kept++) {
        const mix = new Mix();
        for (let v = 1; v <= 12; v++)
          mix.add(this.resolved(h, m, false, i === 0 ? [v, kept] : [kept, v]), 1 / 12);
        result[i].push(mix.o);
      }
    }
    this.averages.set(key, result);
    return result;
  }

  private resolved(h: number, m: number, r: boolean, dice: [number, number]): Odds {
    const res = resolveRound(this.fight, h, m, dice);
    const dh = res.heroWounds - h;
    if (res.outcome) return terminal(res.outcome, dh, 1);
    return shift(this.round(res.heroWounds, res.monsterWounds, r), dh, 1);
  }

  /** Choosing to attack: Tatianna's strike, then rounds. */
  attack(h: number, m: number, r: boolean): Odds {
    return this.begin(h, m, r, true);
  }

  private begin(h: number, m: number, r: boolean, mayStrike: boolean): Odds {
    if (!mayStrike || !hasAbility(this.fight, 'strike')) return this.round(h, m, r);
    const mix = new Mix();
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const m2 = Math.min(this.mLimit, m + strikeWounds([a, b]));
        const outcome = outcomeAt(this.fight, h, m2);
        mix.add(outcome ? terminal(outcome, 0, 0) : this.round(h, m2, r), 1 / 36);
      }
    }
    return mix.o;
  }

  /** Trying to escape first: the Luck test, and combat from 2 more wounds if it fails. */
  escape(h: number, m: number, r: boolean): Odds {
    const mix = new Mix();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) mix.add(this.escapeRolled(h, m, r, [a, b]), 1 / 36);
    return mix.o;
  }

  escapeRolled(h: number, m: number, r: boolean, dice: [number, number]): Odds {
    return this.escapeChoice(h, m, r, dice).odds;
  }

  escapeChoice(
    h: number,
    m: number,
    r: boolean,
    dice: [number, number],
  ): { choice: RerollChoice; odds: Odds } {
    let best: { choice: RerollChoice; odds: Odds } = { choice: -1, odds: this.escapeResolved(h, m, r, dice) };
    // The encounter offers the re-roll only after a failed test.
    if (resolveEscape(this.fight, h, dice).success || !canReroll(this.fight, !r, 'escape')) return best;
    for (const i of [0, 1] as const) {
      const mix = new Mix();
      for (let v = 1; v <= 6; v++) {
        const d: [number, number] = [...dice];
        d[i] = v;
        mix.add(this.escapeResolved(h, m, false, d), 1 / 6);
      }
      if (better(mix.o, best.odds)) best = { choice: i, odds: mix.o };
    }
    return best;
  }

  private escapeResolved(h: number, m: number, r: boolean, dice: [number, number]): Odds {
    const test = resolveEscape(this.fight, h, dice);
    if (test.success) return terminal('escaped', 0, 0);
    const dh = test.heroWounds - h;
    if (test.died) return terminal('lost', dh, 0);
    return shift(this.begin(test.heroWounds, m, r, this.fight.rules.tatiannaAfterFailedEscape), dh, 0);
  }

  /** The better of escaping and attacking (attacking on a tie). */
  choose(h: number, m: number, r: boolean): { route: 'attack' | 'escape'; odds: Odds } {
    const attack = this.attack(h, m, r);
    const escapeFirst = this.escape(h, m, r);
    return better(escapeFirst, attack)
      ? { route: 'escape', odds: escapeFirst }
      : { route: 'attack', odds: attack };
  }
}

const chains = new Map<string, FightChain>();
let last: FightChain | null = null;

/** The (memoised) chain of an encounter's fight. */
export function chainFor(f: Fight): FightChain {
  // Successive calls are mostly for the same fight: a cheap first check.
  const l = last?.fight;
  if (
    l &&
    l.hero === f.hero &&
    l.monster === f.monster &&
    l.life === f.life &&
    l.useAbility === f.useAbility
  ) {
    if (l.rules === f.rules || RULE_KEYS.every((k) => l.rules[k] === f.rules[k])) return last!;
  }
  const key = JSON.stringify([f.hero, f.monster, f.life, f.useAbility, f.rules]);
  let chain = chains.get(key);
  if (!chain) {
    // A chain of the largest lives holds some megabytes: keep a few dozen.
    if (chains.size >= 32) chains.clear();
    chain = new FightChain({
      hero: f.hero,
      monster: f.monster,
      life: f.life,
      useAbility: f.useAbility,
      rules: f.rules,
    });
    chains.set(key, chain);
  }
  last = chain;
  return chain;
}

/** The odds from this moment of an encounter, with the best choices from here on. */
export function encounterOdds(enc: Encounter): Odds {
  const chain = chainFor(enc);
  const h = enc.heroWounds;
  const m = enc.monsterWounds;
  const r = !enc.rerollUsed;
  switch (enc.phase) {
    case 'over':
      return terminal(enc.outcome!, 0, 0);
    case 'choose':
      return chain.choose(h, m, r).odds;
    case 'round':
      return chain.round(h, m, r);
    case 'reroll': {
      const p = enc.pending!;
      // The round being resolved is already counted in enc.round.
      return p.roll === 'combat'
        ? shift(chain.rolled(h, m, r, p.dice), 0, -1)
        : chain.escapeRolled(h, m, r, p.dice);
    }
  }
}

/** The decision the odds recommend: the best chance of coming out alive. */
export function bestDecision(enc: Encounter): EncounterDecision {
  const chain = chainFor(enc);
  const r = !enc.rerollUsed;
  switch (enc.phase) {
    case 'over':
      throw new Error('the encounter is over: there is nothing to decide');
    case 'choose':
      return { kind: chain.choose(enc.heroWounds, enc.monsterWounds, r).route };
    case 'round':
      return { kind: 'roll' };
    case 'reroll': {
      const p = enc.pending!;
      const { choice } =
        p.roll === 'combat'
          ? chain.rerollChoice(enc.heroWounds, enc.monsterWounds, r, p.dice)
          : chain.escapeChoice(enc.heroWounds, enc.monsterWounds, r, p.dice);
      return choice < 0 ? { kind: 'keep' } : { kind: 'reroll', die: choice };
    }
  }
}

export type FightSetup = Omit<EncounterSetup, 'dice'> & {
  /** Try to escape first (default: attack). */
  escape?: boolean;
};

/** The exact odds of a fight, attacking or trying to escape first. */
export function fightOdds(setup: FightSetup): Odds {
  const enc = startEncounter({ ...setup, dice: scriptedDice([]) });
  const chain = chainFor(enc);
  return setup.escape
    ? chain.escape(enc.heroWounds, enc.monsterWounds, true)
    : chain.attack(enc.heroWounds, enc.monsterWounds, true);
}

export interface SimulationSummary {
  fights: number;
  win: number;
  loss: number;
  mutual: number;
  escaped: number;
  /** Mean and sample variance of the wounds taken. */
  meanWounds: number;
  woundsVariance: number;
  meanRounds: number;
}

/**
 * Plays `fights` encounters through the state machine with seeded dice (one stream, continued from
 * fight to fight), escaping first or attacking as asked and then deciding as `bestDecision` does.
 */
export function simulateFights(setup: FightSetup, fights: number, seed: number): SimulationSummary {
  let dice = seededDice(seed);
  const count = { won: 0, lost: 0, mutual: 0, escaped: 0 };
  let wounds = 0;
  let woundsSq = 0;
  let rounds = 0;
  for (let i = 0; i < fights; i++) {
    let enc = startEncounter({ ...setup, dice });
    enc = decide(enc, { kind: setup.escape ? 'escape' : 'attack' });
    while (enc.phase !== 'over') enc = decide(enc, bestDecision(enc));
    dice = enc.dice;
    count[enc.outcome!]++;
    const w = enc.heroWounds - enc.startWounds;
    wounds += w;
    woundsSq += w * w;
    rounds += enc.round;
  }
  const mean = wounds / fights;
  return {
    fights,
    win: count.won / fights,
    loss: count.lost / fights,
    mutual: count.mutual / fights,
    escaped: count.escaped / fights,
    meanWounds: mean,
    woundsVariance: fights > 1 ? (woundsSq - fights * mean * mean) / (fights - 1) : 0,
    meanRounds: rounds / fights,
  };
}

export interface OddsRow {
  hero: HeroId;
  monster: MonsterType;
  life: number;
  attack: Odds;
  escapeFirst: Odds;
}

/** Every hero against every monster type and every life value of the pool. */
export function oddsTable(
  opts: Pick<FightSetup, 'heroWounds' | 'useAbility' | 'rules'> & { pool?: readonly MonsterToken[] } = {},
): OddsRow[] {
  const rows: OddsRow[] = [];
  for (const hero of HERO_IDS) {
    for (const monster of MONSTER_TYPES) {
      for (const life of lifeValues(monster, opts.pool ?? DEFAULT_TOKEN_POOL)) {
        const setup: FightSetup = { ...opts, hero: HEROES[hero], monster, life };
        rows.push({
          hero,
          monster,
          life,
          attack: fightOdds(setup),
          escapeFirst: fightOdds({ ...setup, escape: true }),
        });
      }
    }
  }
  return rows;
}
