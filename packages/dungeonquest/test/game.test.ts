import { describe, expect, it } from 'vitest';
import {
  createQuest,
  DEFAULT_TOKEN_POOL,
  leaveDungeon,
  meetMonster,
  monsterPlayerOf,
  QuestError,
  type QuestGame,
  questDecide,
  questDecisions,
  questView,
  scriptedDice,
  sunset,
  takeLoot,
  woundHero,
} from '../src/index.ts';

const three = (rolls: number[], tokenPool?: unknown) =>
  createQuest({
    players: [
      { name: 'Ann', hero: 'lindel' },
      { name: 'Bob', hero: 'hugo' },
      { name: 'Cy', hero: 'krutzbeck' },
    ],
    tokenPool,
    dice: scriptedDice(rolls),
  });

function decideAll(g: QuestGame, ...kinds: ('escape' | 'attack' | 'roll' | 'keep')[]): QuestGame {
  for (const kind of kinds) g = questDecide(g, { kind });
  return g;
}

describe('the Monster player', () => {
  it('is the player to the hero’s left (the next in clockwise order), or the hero’s own in solo play', () => {
    const g = three([]);
    expect([0, 1, 2].map((p) => monsterPlayerOf(g, p))).toEqual([1, 2, 0]);
    const solo = createQuest({ players: [{ name: 'Ann', hero: 'tatianna' }], dice: scriptedDice([]) });
    expect(monsterPlayerOf(solo, 0)).toBe(0);
  });

  it('draws a token at random; its life is hidden from everyone else', () => {
    // The card names a Troll: the pool's four Troll tokens (3, 4, 4, 5); the die picks the second.
    const g = meetMonster(three([2]), 0, { location: 'B4', type: 'troll' });
    expect(g.encounter).toMatchObject({ player: 0, monsterPlayer: 1, token: { id: 'troll-2', life: 4 } });
    expect(g.pool).toHaveLength(19);
    expect(questView(g, 1).encounter).toMatchObject({ monster: 'troll', life: 4, token: 'troll-2' });
    for (const viewer of [0, 2, null]) {
      const v = questView(g, viewer).encounter!;
      expect(v.life).toBeNull();
      expect(v.token).toBeNull();
      expect(v.monster).toBe('troll');
      expect(JSON.stringify(questView(g, viewer))).not.toMatch(/troll-2|"life":4/);
    }
    expect(questView(g, 0).encounter?.decisions).toEqual([{ kind: 'escape' }, { kind: 'attack' }]);
  });

  it('in solo play the token is face up', () => {
    const solo = createQuest({ players: [{ name: 'Ann', hero: 'tatianna' }], dice: scriptedDice([20]) });
    const g = meetMonster(solo, 0, { location: 'A1' });
    expect(questView(g, 0).encounter).toMatchObject({ monsterPlayer: 0, life: 8, token: 'demon-4' });
  });

  it('without a named type, the draw is over the whole pool', () => {
    const g = meetMonster(three([1]), 2, { location: 'A1' });
    expect(g.encounter?.token).toEqual(DEFAULT_TOKEN_POOL[0]);
    expect(g.encounter?.monsterPlayer).toBe(0);
  });
});

describe('tokens on the board', () => {
  const twoSkeletons = [
    { type: 'skeleton', life: 2, id: 's1' },
    { type: 'skeleton', life: 3, id: 's2' },
    { type: 'troll', life: 4, id: 't1' },
  ];

  it('a monster escaped from stays where it was met; meeting it again there uses the same token', () => {
    let g = meetMonster(three([1, 1, 1], twoSkeletons), 0, { location: 'A1', type: 'skeleton' });
    g = decideAll(g, 'escape'); // 2 <= Lindel's Luck 5
    expect(g.board).toEqual([{ token: twoSkeletons[0], location: 'A1', since: 0 }]);
    expect(questView(g, 1).board).toEqual([{ token: null, monster: 'skeleton', location: 'A1', life: null }]);
    g = meetMonster(g, 1, { location: 'A1' });
    expect(g.encounter?.token.id).toBe('s1');
    expect(g.log.at(-1)).toMatchObject({ type: 'monster-met', token: 's1' });
  });

  it('when every token of a type is in play, an existing one moves (the longest placed, or the one chosen)', () => {
    let g = three([1, 1, 1, 1, 1, 1, 1, 1], twoSkeletons);
    g = decideAll(meetMonster(g, 0, { location: 'A1', type: 'skeleton' }), 'escape');
    g = decideAll(meetMonster(g, 0, { location: 'B2', type: 'skeleton' }), 'escape');
    expect(g.pool.map((t) => t.id)).toEqual(['t1']);
    const moved = meetMonster(g, 2, { location: 'C3', type: 'skeleton' });
    expect(moved.encounter?.token.id).toBe('s1');
    expect(moved.log.at(-1)).toEqual({
      type: 'monster-moved',
      player: 2,
      token: 's1',
      monster: 'skeleton',
      from: 'A1',
      to: 'C3',
    });
    expect(moved.board.map((b) => b.token.id)).toEqual(['s2']);
    const chosen = meetMonster(g, 2, { location: 'C3', type: 'skeleton', move: 's2' });
    expect(chosen.encounter?.token.id).toBe('s2');
    expect(() => meetMonster(g, 2, { location: 'C3', type: 'skeleton', move: 't1' })).toThrow(
      /not a Skeleton token/,
    );
    expect(() => meetMonster(g, 2, { location: 'C3', type: 'golem' })).toThrow(/no Golem token is left/);
  });

  it('a slain monster’s token goes back into the pool; a hero slain leaves it on the board', () => {
    // Krutzbeck (Str 9) against the Troll of life 4: 1 and 1 wound it 3 times, with his extra wound.
    let g = meetMonster(three([1, 1, 1, 1, 1], [{ type: 'troll', life: 3, id: 't' }]), 2, { location: 'D1' });
    g = decideAll(g, 'attack', 'roll');
    expect(g.encounter).toBeNull();
    expect(g.pool.map((t) => t.id)).toEqual(['t']);
    expect(g.log.at(-1)).toMatchObject({ type: 'encounter-over', outcome: 'won', wounds: 0 });
    // Lindel at 14 of 15 wounds: a 12 and a 12 kill him.
    g = woundHero(g, 0, 14, 'a trap');
    g = decideAll(
      meetMonster({ ...g, dice: scriptedDice([1, 12, 12]) }, 0, { location: 'E5' }),
      'attack',
      'roll',
    );
    expect(g.players[0]).toMatchObject({ status: 'dead', wounds: 15 });
    expect(g.board.map((b) => [b.token.id, b.location])).toEqual([['t', 'E5']]);
  });
});

describe('heroes in the game', () => {
  it('carry their wounds from fight to fight', () => {
    let g = meetMonster(three([1, 6, 6]), 0, { location: 'A1', type: 'troll' });
    g = decideAll(g, 'escape'); // 6 + 6 > Luck 5: 2 wounds
    expect(g.players[0].wounds).toBe(0);
    expect(g.encounter?.encounter.heroWounds).toBe(2);
    expect(questDecisions(g)).toEqual([{ kind: 'roll' }]);
    // At a real table the dice thrown are typed in: they replace the game's dice.
    g = decideAll({ ...g, dice: scriptedDice([1, 1, 1, 1]) }, 'roll', 'roll');
    expect(g.encounter).toBeNull();
    expect(g.players[0].wounds).toBe(2);
  });

  it('refuse what their state does not allow', () => {
    let g = meetMonster(three([1]), 0, { location: 'A1' });
    expect(() => meetMonster(g, 1, { location: 'B1' })).toThrow(/an encounter is under way/);
    expect(() => leaveDungeon(g, 1)).toThrow(/an encounter is under way/);
    g = leaveDungeon(three([]), 1);
    expect(() => meetMonster(g, 1, { location: 'A1' })).toThrow(/escaped: cannot meet a monster/);
    expect(() => questDecide(g, { kind: 'attack' })).toThrow(QuestError);
  });

  it('each player takes a different hero; the pool is checked', () => {
    const dup = [
      { name: 'Ann', hero: 'hugo' },
      { name: 'Bob', hero: 'hugo' },
    ];
    expect(() => createQuest({ players: dup, dice: scriptedDice([]) })).toThrow(/chosen twice/);
    expect(() => createQuest({ players: [{ name: 'A', hero: 'vorn' }], dice: scriptedDice([]) })).toThrow(
      /unknown hero 'vorn'/,
    );
    expect(() => three([], [{ type: 'dragon', life: 3 }])).toThrow(/bad token pool/);
  });
});

describe('the end of the game', () => {
  it('comes when every hero has left or died; escaped heroes total their loot', () => {
    let g = three([]);
    g = takeLoot(g, 0, { name: 'gold', gold: 300 });
    g = takeLoot(g, 2, { name: 'crown', gold: 900 });
    g = leaveDungeon(g, 0);
    g = woundHero(g, 2, 20, 'the dragon');
    expect(g.result).toBeNull();
    g = leaveDungeon(g, 1);
    expect(g.result).toMatchObject({ winners: ['Ann'], kalladraWins: false });
    expect(g.log.at(-1)?.type).toBe('game-over');
    expect(() => leaveDungeon(g, 0)).toThrow(/the game is over/);
  });

  it('the sunset entombs those still inside; with no hero out, Kalladra wins', () => {
    let g = three([]);
    g = woundHero(g, 0, 15, 'a pit');
    g = sunset(g);
    expect(g.players.map((p) => p.status)).toEqual(['dead', 'dead', 'dead']);
    expect(g.log).toContainEqual({ type: 'sunset', entombed: [1, 2] });
    expect(g.result).toMatchObject({ winners: [], kalladraWins: true });
  });
});
