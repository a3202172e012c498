/** The effect language as cards play it, the rune cards, the treasure chamber and the dragon. */
import { describe, expect, it } from 'vitest';
import { questDecision, sq } from '../src/quest/index.ts';
import { play, put, scene, stand, step, types } from './quest-fixtures.ts';

/** Ann (Lindel) enters a lair (a dungeon card) east of her tower. */
const lair = (dungeon: string[], dice: number[] = [], rune?: string[]) =>
  scene({ stack: { tiles: ['lair', 'hall', 'hall'], dungeon, ...(rune ? { rune } : {}) }, dice });

describe('cards', () => {
  it('choose: the hero picks an option, resolved before the rest', () => {
    const g = play(lair(['fork']), { type: 'move', dir: 'E' });
    expect(questDecision(g)).toMatchObject({
      seat: 0,
      kind: 'choose',
      context: { labels: ['left', 'right'] },
    });
    expect(play(g, { type: 'choose', option: 1 }).heroes[0].loot).toEqual([{ name: 'Coin', gold: 1 }]);
    expect(play(g, { type: 'choose', option: 0 }).heroes[0].wounds).toBe(1);
  });

  it('moveBack: back to the space it came from, no encounter there; the rest of the card still applies', () => {
    const r = step(lair(['gust']), { type: 'move', dir: 'E' });
    expect(r.game.heroes[0]).toMatchObject({ pos: sq(0, 0), wounds: 1 });
  });

  it('endTurn: nothing after it is resolved', () => {
    const g = play(lair(['halt']), { type: 'move', dir: 'E' });
    expect(g.heroes[0].wounds).toBe(0);
  });

  it('sun: the sun moves on at once', () => {
    const g = play(lair(['dusk']), { type: 'move', dir: 'E' });
    // From space 1: two spaces at once, then one more as round 2 begins.
    expect(g.sun.space).toBe(4);
  });

  it('heal, never below 0; roll: the row of the D6; loseLoot: the best card', () => {
    let g = lair(['spring']);
    g.heroes[0].wounds = 1;
    expect(play(g, { type: 'move', dir: 'E' }).heroes[0].wounds).toBe(0);
    g = lair(['dice'], [5], ['step', 'luck']);
    expect(play(g, { type: 'move', dir: 'E' }).heroes[0].runes).toEqual(['step', 'luck']);
    g = lair(['thief']);
    g.heroes[0].loot = [
      { name: 'a', gold: 5 },
      { name: 'b', gold: 50 },
    ];
    expect(play(g, { type: 'move', dir: 'E' }).heroes[0].loot).toEqual([{ name: 'a', gold: 5 }]);
  });

  it('an attribute test passes on 2D6 at or under the attribute', () => {
    // Lindel's Luck is 5.
    expect(play(lair(['ledge'], [2, 3]), { type: 'move', dir: 'E' }).heroes[0].loot).toHaveLength(1);
    expect(play(lair(['ledge'], [3, 3]), { type: 'move', dir: 'E' }).heroes[0].wounds).toBe(3);
  });

  it('a test rune may turn a failed test into a pass', () => {
    const g = play(lair(['ledge'], [6, 6], ['luck']), { type: 'move', dir: 'E' });
    expect(questDecision(g)).toMatchObject({ kind: 'rune', context: { use: 'test' } });
    const used = play(g, { type: 'useRune' });
    expect(used.heroes[0]).toMatchObject({ runes: [], wounds: 0, loot: [{ name: 'Ledge gold', gold: 5 }] });
    expect(play(g, { type: 'declineRune' }).heroes[0]).toMatchObject({ runes: ['luck'], wounds: 3 });
  });

  it('a trap rune cancels a trap card', () => {
    const g = scene({ stack: { tiles: ['snare'], trap: ['dart'], rune: ['ward'] } });
    const offered = play(g, { type: 'move', dir: 'E' });
    expect(questDecision(offered).kind).toBe('rune');
    expect(play(offered, { type: 'useRune' }).heroes[0].wounds).toBe(0);
    expect(play(offered, { type: 'declineRune' }).heroes[0].wounds).toBe(1);
  });

  it('a turn rune is used instead of the action, then discarded', () => {
    const g = scene({});
    g.heroes[0].wounds = 2;
    const r = step(g, { type: 'rune', card: 'step' });
    expect(r.game.heroes[0]).toMatchObject({ wounds: 1, runes: [], pos: sq(0, 0) });
    expect(r.game.decks.rune.discard).toEqual(['step']);
  });

  it('a secret door: the hero opens a wall of its choice', () => {
    let g = scene({ stack: { search: ['secret'] } });
    put(g, 0, 1, 'corridor'); // N-S
    stand(g, 0, 0, 1, 'N');
    g = play(g, { type: 'move', dir: 'S' }, { type: 'move', dir: 'N' });
    put(g, 0, 3, 'nook', 2);
    stand(g, 0, 0, 3);
    g = play(g, { type: 'search' });
    expect(questDecision(g)).toMatchObject({ kind: 'secretDoor', context: { sides: ['E', 'S'] } });
    g = play(g, { type: 'secretDoor', side: 'E' });
    expect(questDecision(g).actions).toContainEqual({ type: 'move', dir: 'E' });
  });
});

describe('the treasure chamber', () => {
  const atTreasure = (dragon: string[], treasure: string[], dice: number[] = []) => {
    const g = scene({ stack: { dragon, treasure }, dice });
    put(g, 6, 3, 'hall');
    stand(g, 0, 6, 3);
    return g;
  };

  it('a hero there draws a dragon card at the end of its turn: asleep, it takes two treasure cards', () => {
    const r = step(atTreasure(['asleep'], ['gem', 'ring']), { type: 'move', dir: 'S' });
    expect(r.events).toContainEqual({ type: 'dragon', seat: 0, rage: false });
    expect(r.game.heroes[0].loot).toEqual([
      { name: 'Gem', gold: 200 },
      { name: 'Ring', gold: 100 },
    ]);
  });

  it('a card that gives treasure itself gives only that', () => {
    const g = play(atTreasure(['stir'], ['cup']), { type: 'move', dir: 'S' });
    expect(g.heroes[0].loot).toEqual([{ name: 'Cup', gold: 50 }]);
  });

  it('the dragon’s rage: the card’s effect, no treasure, and the dragon deck shuffled whole again', () => {
    const r = step(atTreasure(['rage'], ['gem']), { type: 'move', dir: 'S' });
    expect(r.events).toContainEqual({ type: 'dragon', seat: 0, rage: true });
    expect(r.game.heroes[0]).toMatchObject({ wounds: 3, loot: [] });
    expect(r.game.decks.dragon.draw).toHaveLength(4);
    expect(r.game.decks.dragon.discard).toEqual([]);
    expect(types(r.events)).toContain('reshuffled');
  });
});
