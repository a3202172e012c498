/** Monsters in the whole game: the Monster player, hidden token faces, the odds, tokens left and moved, runes. */
import { describe, expect, it } from 'vitest';
import { fightOdds } from '../src/odds.ts';
import { questDecision, questView, sq } from '../src/quest/index.ts';
import { play, scene, step, types } from './quest-fixtures.ts';

const two = [
  { name: 'Ann', hero: 'lindel' },
  { name: 'Bob', hero: 'hugo' },
];

describe('a monster met', () => {
  it('solo: the token is face up, the exact odds are in the decision, and the fight is the encounter’s', () => {
    let g = scene({
      stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-1'] },
      dice: [1, 1, 1, 1],
    });
    g = play(g, { type: 'move', dir: 'E' });
    const d = questDecision(g);
    expect(d).toMatchObject({ seat: 0, kind: 'fight', actions: [{ type: 'escape' }, { type: 'attack' }] });
    expect(d.context.monsterSeat).toBe(0);
    expect(d.context.odds?.exact).toBe(true);
    expect(d.context.odds?.attack).toEqual(fightOdds({ hero: 'lindel', monster: 'troll', life: 3 }));
    expect(d.context.odds?.escape).toEqual(
      fightOdds({ hero: 'lindel', monster: 'troll', life: 3, escape: true }),
    );
    expect(questView(g, 0).fight?.life).toBe(3);
    g = play(g, { type: 'attack' }, { type: 'roll' });
    expect(questDecision(g).context.odds?.now).toBeDefined();
    const r = step(g, { type: 'roll' });
    expect(r.events).toContainEqual({ type: 'fight-over', seat: 0, outcome: 'won', wounds: 0 });
    expect(r.game.pool).toHaveLength(20);
    expect(r.game.tokens).toEqual([]);
  });

  it('the Monster player is the player to the hero’s left; only it sees the token’s life; the odds average the lives the hero cannot see', () => {
    let g = scene({ heroes: two, stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-1'] } });
    g = play(g, { type: 'move', dir: 'E' });
    const d = questDecision(g);
    expect(d.context.monsterSeat).toBe(1);
    expect(questView(g, 1).fight?.life).toBe(3);
    expect(questView(g, 0).fight?.life).toBeNull();
    expect(questView(g, -1).fight?.life).toBeNull();
    expect(d.context.odds?.exact).toBe(false);
    // The four trolls: lives 3, 4, 4, 5.
    const mean =
      [3, 4, 4, 5]
        .map((life) => fightOdds({ hero: 'lindel', monster: 'troll', life }).win)
        .reduce((a, b) => a + b) / 4;
    expect(d.context.odds?.attack?.win).toBeCloseTo(mean, 12);
    expect(JSON.stringify(questView(g, 0))).not.toContain('troll-1');
  });

  it('an escape (Luck test) leaves the monster where it was met and sends the hero back; the next hero to enter meets it again', () => {
    let g = scene({
      stack: { tiles: ['lair'], dungeon: ['troll', 'empty'], tokens: ['troll-1'] },
      dice: [1, 1],
    });
    g = play(g, { type: 'move', dir: 'E' });
    let r = step(g, { type: 'escape' });
    expect(r.events).toContainEqual({ type: 'fight-over', seat: 0, outcome: 'escaped', wounds: 0 });
    g = r.game;
    expect(g.heroes[0].pos).toBe(sq(0, 0));
    expect(g.tokens).toMatchObject([{ at: sq(1, 0), token: { id: 'troll-1' } }]);
    expect(questView(g, 0).tokens).toEqual([{ mark: 1, at: sq(1, 0), monster: 'troll', life: 3 }]);
    r = step(g, { type: 'move', dir: 'E' });
    expect(r.events).toContainEqual({
      type: 'monster',
      seat: 0,
      monsterSeat: 0,
      monster: 'troll',
      at: sq(1, 0),
      from: 'board',
      life: 3,
    });
    expect(questDecision(r.game).kind).toBe('fight');
  });

  it('a monster that kills the hero stays on the board', () => {
    const g = scene({ stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-1'] }, dice: [12, 12] });
    g.heroes[0].wounds = 13;
    const r = step(play(g, { type: 'move', dir: 'E' }, { type: 'attack' }), { type: 'roll' });
    expect(r.game.heroes[0]).toMatchObject({ status: 'dead', cause: 'slain by a Troll' });
    expect(r.game.tokens).toHaveLength(1);
    expect(r.game.phase).toBe('over');
  });

  it('when every token of the type is in play, the Monster player moves one from the board', () => {
    let g = scene({ heroes: two, stack: { tiles: ['lair'], dungeon: ['troll'] } });
    const trolls = g.pool.filter((t) => t.type === 'troll');
    g.pool = g.pool.filter((t) => t.type !== 'troll');
    g.tokens = trolls.map((token, i) => ({ token, at: sq(9, 2 + i), mark: i + 1 }));
    g = play(g, { type: 'move', dir: 'E' });
    const d = questDecision(g);
    expect(d).toMatchObject({
      seat: 1,
      kind: 'moveToken',
      actions: [1, 2, 3, 4].map((mark) => ({ type: 'moveToken', mark })),
    });
    const r = step(g, { type: 'moveToken', mark: 3 });
    expect(r.events).toContainEqual({
      type: 'monster',
      seat: 0,
      monsterSeat: 1,
      monster: 'troll',
      at: sq(1, 0),
      from: 'moved',
      life: trolls.find((t) => t.id === g.tokens.find((b) => b.mark === 3)!.token.id)!.life,
    });
    expect(r.game.tokens.map((t) => t.mark)).toEqual([1, 2, 4]);
  });

  it('a card may bar the escape; a monster rune sends the monster away', () => {
    const g = play(scene({ stack: { tiles: ['lair'], dungeon: ['guard'], rune: ['banish'] } }), {
      type: 'move',
      dir: 'E',
    });
    expect(questDecision(g).actions).toEqual([{ type: 'attack' }, { type: 'useRune' }]);
    const r = step(g, { type: 'useRune' });
    expect(types(r.events)).toContain('monster-gone');
    expect(r.game.heroes[0].runes).toEqual([]);
    expect(r.game.pool).toHaveLength(20);
  });

  it('Hugo’s re-roll is the hero’s decision inside the game', () => {
    let g = scene({
      heroes: [{ name: 'Bob', hero: 'hugo' }],
      stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-1'] },
      dice: [12, 1, 1],
    });
    g = play(g, { type: 'move', dir: 'E' }, { type: 'attack' }, { type: 'roll' });
    expect(questDecision(g).actions).toEqual([
      { type: 'keep' },
      { type: 'reroll', die: 0 },
      { type: 'reroll', die: 1 },
    ]);
    g = play(g, { type: 'reroll', die: 0 });
    expect(g.stack.at(-1)).toMatchObject({ f: 'fight', enc: { monsterWounds: 2 } });
  });

  it('Tatiana’s strike and Krutzbeck’s extra wound are the encounter’s, inside the game', () => {
    const meet = (hero: string, dice: number[]) =>
      play(
        scene({
          heroes: [{ name: 'Ann', hero }],
          stack: { tiles: ['lair'], dungeon: ['troll'], tokens: ['troll-4'] },
          dice,
        }),
        { type: 'move', dir: 'E' },
      );
    // Tatiana attacks: two D6, the difference in wounds to the monster before the rounds.
    const t = step(meet('tatianna', [5, 2]), { type: 'attack' });
    expect(t.events).toContainEqual({
      type: 'fight',
      seat: 0,
      event: { type: 'strike', dice: [5, 2], wounds: 3, monsterWounds: 3 },
    });
    // Krutzbeck: two dice under his attributes wound the monster twice, and he adds one.
    const k = step(play(meet('krutzbeck', [1, 1]), { type: 'attack' }), { type: 'roll' });
    const round = k.events.find((e) => e.type === 'fight' && JSON.stringify(e).includes('"type":"round"'));
    expect(round).toMatchObject({ event: { result: { heroWounds: 0, monsterWounds: 3 } } });
  });
});
