/** A DungeonQuest fight in words: the log lines, the dice and the result. */
import {
  ATTRIBUTE_NAMES,
  type Attribute,
  DIE_COLOURS,
  type DieResult,
  type EncounterEvent,
  type EncounterOutcome,
  type Hero,
  type Odds,
} from '@dungeonbowl/dungeonquest';

export function attributeLabel(a: Attribute): string {
  return `${ATTRIBUTE_NAMES[a]} (${DIE_COLOURS[a]})`;
}

/** "over: Hugo wounded" for one combat die. */
export function dieVerdict(d: DieResult, hero: string, monster: string): string {
  const sign = d.outcome === 'hero' ? '>' : d.outcome === 'both' ? '=' : '<';
  let what =
    d.outcome === 'hero'
      ? `${hero} wounded`
      : d.outcome === 'both'
        ? d.familiarFailed
          ? `${hero} wounded (the familiar fails: no wound to the ${monster})`
          : 'both wounded'
        : `${monster} wounded`;
  if (d.bonus) what += ', +1 (Krutzbeck)';
  return `${d.value} ${sign} ${d.target}: ${what}`;
}

export function eventLine(e: EncounterEvent, hero: Hero, monster: string): string | null {
  const h = hero.short;
  switch (e.type) {
    case 'attack':
      return `${h} attacks the ${monster}.`;
    case 'escape-roll':
      return `${h} tries to escape: Luck test, rolled ${e.dice[0]} + ${e.dice[1]}.`;
    case 'escape':
      return e.result.success
        ? `${e.result.total} ≤ Luck ${e.result.luck}: ${h} escapes.`
        : `${e.result.total} > Luck ${e.result.luck}: the escape fails, 2 wounds${e.result.died ? `, and ${h} dies` : '; combat begins'}.`;
    case 'strike':
      return `${h} strikes first: ${e.dice[0]} and ${e.dice[1]}, ${e.wounds} wound${e.wounds === 1 ? '' : 's'} to the ${monster}.`;
    case 'round-dice':
      return `Round ${e.round}: rolled ${e.dice[0]} and ${e.dice[1]}.`;
    case 'reroll':
      return `${h} re-rolls die ${e.die + 1}: ${e.from} → ${e.to}.`;
    case 'round': {
      const dice = e.result.dice.map((d) => `${attributeLabel(d.attribute)} ${dieVerdict(d, h, monster)}`);
      if (e.result.unresolved > 0) dice.push('the other die is not resolved');
      return `Round ${e.round}: ${dice.join('; ')}.`;
    }
    case 'end':
      return null;
  }
}

export function outcomeText(
  outcome: EncounterOutcome,
  hero: Hero,
  monster: string,
  life: number | null,
  rounds: number,
): string {
  const h = hero.short;
  const after = rounds === 0 ? '' : ` after ${rounds} round${rounds === 1 ? '' : 's'}`;
  const lifeText = life === null ? '' : ` (life ${life})`;
  switch (outcome) {
    case 'won':
      return `${h} wins: the ${monster}${lifeText} falls${after}.`;
    case 'lost':
      return `${h} dies${after}; the ${monster}${lifeText} stands.`;
    case 'mutual':
      return `Both fall${after}: ${h} dies and the ${monster}${lifeText} is slain too.`;
    case 'escaped':
      return `${h} escapes unharmed; the ${monster}${life === null ? '' : lifeText} stays where it was met.`;
  }
}

export function pct(p: number): string {
  if (p > 0 && p < 0.0001) return '<0.01%';
  if (p < 1 && p > 0.9999) return '>99.99%';
  return `${(100 * p).toFixed(2)}%`;
}

/** One line for a choice's odds; "dies" counts both falling too. */
export function oddsSummary(o: Odds): string {
  const parts = [`win ${pct(o.win)}`];
  if (o.escaped > 0) parts.push(`escape ${pct(o.escaped)}`);
  parts.push(`dies ${pct(o.loss + o.mutual)}`, `wounds ${o.expectedWounds.toFixed(2)}`);
  return parts.join(' · ');
}
