/**
 * The DungeonQuest screen's model: the odds it shows are the package's (exact when the life is
 * seen, averaged over the token's possible lives when hidden), the hidden life stays out of the
 * hero's view, and table-top dice are asked for one by one and played as the state machine plays them.
 */
import {
  bestDecision,
  decide,
  encounterOdds,
  fightOdds,
  HEROES,
  type Odds,
  scriptedDice,
  startEncounter,
} from '@dungeonbowl/dungeonquest';
import { describe, expect, it } from 'vitest';
import {
  type Die,
  decideIn,
  decisionOdds,
  drawMonster,
  hiddenLives,
  newSession,
  type Session,
  shownOdds,
  viewOf,
  visibleLife,
} from '../src/quest/model.ts';

const close = (a: Odds, b: Odds) => {
  for (const k of ['win', 'loss', 'mutual', 'escaped', 'expectedWounds', 'expectedRounds'] as const)
    expect(a[k], k).toBeCloseTo(b[k], 10);
};

const never = async (): Promise<number | null> => {
  throw new Error('no die should be asked for');
};

describe('the odds shown', () => {
  it('give each choice its own exact odds, the same as fightOdds', () => {
    const enc = startEncounter({ hero: 'gherinn', monster: 'golem', life: 6, dice: scriptedDice([]) });
    close(decisionOdds(enc, { kind: 'attack' }), fightOdds({ hero: 'gherinn', monster: 'golem', life: 6 }));
    close(
      decisionOdds(enc, { kind: 'escape' }),
      fightOdds({ hero: 'gherinn', monster: 'golem', life: 6, escape: true }),
    );
    // Tatianna's strike is enumerated too.
    const t = startEncounter({ hero: 'tatianna', monster: 'demon', life: 8, dice: scriptedDice([]) });
    close(decisionOdds(t, { kind: 'attack' }), fightOdds({ hero: 'tatianna', monster: 'demon', life: 8 }));
  });

  it('a round about to be rolled has the odds of the state', () => {
    let enc = startEncounter({ hero: 'lindel', monster: 'troll', life: 4, dice: scriptedDice([3, 9]) });
    enc = decide(enc, { kind: 'attack' });
    close(decisionOdds(enc, { kind: 'roll' }), encounterOdds(enc));
    enc = decide(enc, { kind: 'roll' });
    close(decisionOdds(enc, { kind: 'roll' }), encounterOdds(enc));
  });

  it("mark Hugo's best re-roll as bestDecision does", () => {
    let enc = startEncounter({ hero: 'hugo', monster: 'demon', life: 8, dice: scriptedDice([12, 3]) });
    enc = decide(decide(enc, { kind: 'attack' }), { kind: 'roll' });
    expect(enc.phase).toBe('reroll');
    const s: Session = { ...solo('hugo'), enc };
    s.game = { ...s.game, encounter: { ...s.game.encounter!, encounter: enc } };
    const shown = shownOdds(s, viewOf(s))!;
    const best = bestDecision(enc);
    expect(shown.best).toBe(best.kind === 'reroll' ? `reroll-${best.die}` : best.kind);
    close(shown.choices.find((c) => c.key === shown.best)!.odds, encounterOdds(enc));
  });
});

function solo(hero: 'hugo' | 'lindel' | 'krutzbeck', seed = 1): Session {
  return drawMonster(newSession({ hero, mode: 'solo', tabletop: false, seed }), 'troll');
}

describe('the hidden life', () => {
  const hidden = () =>
    drawMonster(newSession({ hero: 'lindel', mode: 'monster-player', tabletop: false, seed: 7 }), 'troll');

  it("is not in the hero's view, and the odds are averaged over the Troll's lives", () => {
    const s = hidden();
    const view = viewOf(s);
    expect(view.encounter!.life).toBeNull();
    expect(visibleLife(s, view)).toBeNull();
    expect(JSON.stringify(view)).not.toContain('troll-');
    expect(hiddenLives(s, view)).toEqual([
      { life: 3, p: 0.25 },
      { life: 4, p: 0.5 },
      { life: 5, p: 0.25 },
    ]);
    const shown = shownOdds(s, view)!;
    const attack = (life: number) => fightOdds({ hero: 'lindel', monster: 'troll', life });
    const win = 0.25 * attack(3).win + 0.5 * attack(4).win + 0.25 * attack(5).win;
    expect(shown.choices.find((c) => c.key === 'attack')!.odds.win).toBeCloseTo(win, 12);
    // The Monster player sees it, and then the odds are exact.
    const peek = viewOf(s, true);
    expect(peek.encounter!.life).toBe(s.enc!.life);
    expect(hiddenLives(s, peek)).toBeNull();
  });

  it('rules out the lives the wounds have reached', () => {
    const s = hidden();
    const enc = { ...s.enc!, monsterWounds: 3, phase: 'round' as const };
    const t: Session = {
      ...s,
      enc,
      game: { ...s.game, encounter: { ...s.game.encounter!, encounter: enc } },
    };
    expect(hiddenLives(t, viewOf(t))).toEqual([
      { life: 4, p: 2 / 3 },
      { life: 5, p: 1 / 3 },
    ]);
  });

  it('shows once the monster falls, and not when the hero escapes', async () => {
    let s = hidden();
    s = (await decideIn(s, { kind: 'attack' }, never))!;
    while (s.enc!.phase !== 'over') s = (await decideIn(s, { kind: 'roll' }, never))!;
    const life = visibleLife(s, viewOf(s));
    if (s.enc!.outcome === 'won' || s.enc!.outcome === 'mutual') expect(life).toBe(s.enc!.life);
    else expect(life).toBeNull();
    const e = { ...s.enc!, outcome: 'escaped' as const };
    expect(visibleLife({ ...s, enc: e }, viewOf({ ...s, enc: e }))).toBeNull();
  });
});

describe('table-top dice', () => {
  it('are asked for one by one and played as scripted dice', async () => {
    let s = drawMonster(newSession({ hero: 'krutzbeck', mode: 'solo', tabletop: true, seed: 3 }), 'golem');
    const asked: Die[] = [];
    const typed = [2, 11, 1, 1];
    const ask = async (die: Die) => {
      asked.push(die);
      return typed[asked.length - 1];
    };
    s = (await decideIn(s, { kind: 'attack' }, ask))!;
    expect(asked).toEqual([]);
    s = (await decideIn(s, { kind: 'roll' }, ask))!;
    expect(asked).toEqual([
      { sides: 12, purpose: 'strength die, round 1' },
      { sides: 12, purpose: 'armor die, round 1' },
    ]);
    // The same fight with the package's scripted dice.
    let ref = startEncounter({
      hero: HEROES.krutzbeck,
      monster: 'golem',
      life: s.enc!.life,
      dice: scriptedDice([2, 11]),
    });
    ref = decide(decide(ref, { kind: 'attack' }), { kind: 'roll' });
    expect(s.enc!.heroWounds).toBe(ref.heroWounds);
    expect(s.enc!.monsterWounds).toBe(ref.monsterWounds);
    expect(s.typed).toEqual([2, 11]);
    // The draw's dice are kept apart from the typed ones.
    expect(s.game.dice.kind).toBe('seeded');
  });

  it('cancelled, leave the fight as it was', async () => {
    const s = drawMonster(newSession({ hero: 'lindel', mode: 'solo', tabletop: true, seed: 3 }), 'demon');
    let n = 0;
    const cancel = async () => (n++ === 0 ? 6 : null);
    expect(await decideIn(s, { kind: 'escape' }, cancel)).toBeNull();
    expect(s.enc!.phase).toBe('choose');
  });
});

describe('a second monster', () => {
  const fight = async (s: Session) => {
    s = (await decideIn(s, { kind: 'attack' }, never))!;
    while (s.enc!.phase !== 'over') s = (await decideIn(s, { kind: 'roll' }, never))!;
    return s;
  };
  const rolls = (s: Session) => s.enc!.events.filter((e) => e.type === 'round-dice').map((e) => e.dice);

  it('keeps the wounds and rolls new dice', async () => {
    const s = await fight(
      drawMonster(newSession({ hero: 'krutzbeck', mode: 'solo', tabletop: false, seed: 11 }), 'skeleton'),
    );
    const wounds = s.game.players[0].wounds;
    expect(wounds).toBe(s.enc!.heroWounds);
    const next = drawMonster(s, 'skeleton');
    expect(next.enc!.heroWounds).toBe(wounds);
    expect(next.fights).toBe(2);
    const second = await fight(next);
    expect(rolls(second).slice(0, 2)).not.toEqual(rolls(s).slice(0, 2));
  });
});
