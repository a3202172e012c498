/** The game's flow: set-up, turns, the sun, leaving, the end and the scores (scripted dice, stacked decks). */
import { describe, expect, it } from 'vitest';
import { addQuestDice, applyQuest, createQuestGame, questDecision, sq, TOWERS } from '../src/quest/index.ts';
import { FIXTURE, newGame, play, put, scene, stand, step, types } from './quest-fixtures.ts';

const three = [
  { name: 'Ann', hero: 'lindel' },
  { name: 'Bob', hero: 'hugo' },
  { name: 'Cy', hero: 'krutzbeck' },
];

describe('set-up', () => {
  it('names what is wrong and never throws', () => {
    const r = createQuestGame(
      {
        players: [
          { name: 'A', hero: 'hugo' },
          { name: 'B', hero: 'hugo' },
          { name: '', hero: 'nobody' },
        ],
      },
      FIXTURE,
      { seed: 1, stack: { dungeon: ['nope'] } },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.code).sort()).toEqual(['BAD_PLAYER_NAME', 'HERO_TWICE', 'UNKNOWN_HERO']);
    const five = createQuestGame(
      { players: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, hero: 'hugo' })) },
      FIXTURE,
      { seed: 1 },
    );
    expect(!five.ok && five.errors[0].code).toBe('BAD_PLAYERS');
    const badContent = createQuestGame(
      { players: [{ name: 'A', hero: 'hugo' }] },
      { ...FIXTURE, sun: { plain: 3, numbered: 0 } },
      { seed: 1 },
    );
    expect(!badContent.ok && badContent.errors[0].code).toBe('BAD_CONTENT');
    const badStack = createQuestGame({ players: [{ name: 'A', hero: 'hugo' }] }, FIXTURE, {
      seed: 1,
      stack: { door: ['nope'] },
    });
    expect(!badStack.ok && badStack.errors[0].code).toBe('BAD_STACK');
    const badOptions = createQuestGame({ players: [{ name: 'A', hero: 'hugo' }] }, FIXTURE, {} as never);
    expect(!badOptions.ok && badOptions.errors[0].code).toBe('BAD_OPTIONS');
  });

  it('deals one rune card each, rolls for the first player (the tied highest roll again) and places from the first player on', () => {
    const r = createQuestGame({ players: three }, FIXTURE, {
      dice: [3, 5, 5, 2, 6],
      stack: { rune: ['banish', 'step', 'luck'] },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const g = r.game;
    expect(g.heroes.map((h) => h.runes)).toEqual([['banish'], ['step'], ['luck']]);
    expect(g.first).toBe(2);
    expect(r.events.find((e) => e.type === 'first-player')).toEqual({
      type: 'first-player',
      seat: 2,
      rolls: [
        [3, 5, 5],
        [2, 6],
      ],
    });
    let d = questDecision(g);
    expect(d).toMatchObject({ seat: 2, kind: 'tower' });
    expect(d.actions).toHaveLength(4);
    const g2 = play(g, { type: 'tower', tower: 3 });
    d = questDecision(g2);
    expect(d.seat).toBe(0);
    expect(d.actions).toEqual([0, 1, 2].map((tower) => ({ type: 'tower', tower })));
    const g3 = play(g2, { type: 'tower', tower: 0 }, { type: 'tower', tower: 1 });
    expect(g3.heroes.map((h) => h.pos)).toEqual([TOWERS[0], TOWERS[1], TOWERS[3]]);
    expect(g3.phase).toBe('play');
    expect(questDecision(g3)).toMatchObject({ seat: 2, kind: 'turn' });
    expect(g3.round).toBe(1);
    expect(g3.sun.space).toBe(1);
  });

  it('asks for the dice it lacks (DICE_EXHAUSTED names the die and what it is for)', () => {
    const r = createQuestGame({ players: three }, FIXTURE, { dice: [4] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ code: 'DICE_EXHAUSTED', die: { sides: 6 } });
    expect(r.errors[0].die!.purpose).toContain('first player');
  });

  it('plays solo with no roll for the first player', () => {
    const g = newGame([{ name: 'Ann', hero: 'tatianna' }], { dice: [] });
    expect(g.first).toBe(0);
    expect(questDecision(g)).toMatchObject({ seat: 0, kind: 'tower' });
  });
});

describe('turns and the sun', () => {
  it('go in seat order from the first player; the sun moves at the start of the first player’s turn, from round 2', () => {
    let g = scene({
      heroes: three,
      firstRolls: [1, 6, 2],
      stack: { tiles: ['hall', 'hall', 'hall', 'hall', 'hall', 'hall'] },
    });
    // First player: seat 1, placed in tower 0; then seat 2 (tower 1), seat 0 (tower 2).
    expect(g.heroes.map((h) => h.pos)).toEqual([TOWERS[2], TOWERS[0], TOWERS[1]]);
    const seats: number[] = [];
    const firstMoves = { 1: 'E', 2: 'W', 0: 'E' } as const;
    for (let i = 0; i < 3; i++) {
      const seat = questDecision(g).seat;
      seats.push(seat);
      g = play(g, { type: 'move', dir: firstMoves[seat as 0 | 1 | 2] });
    }
    expect(seats).toEqual([1, 2, 0]);
    expect(g.round).toBe(2);
    expect(g.sun.space).toBe(2);
    expect(questDecision(g).seat).toBe(1);
  });

  it('rolls a D6 on each numbered space: at or under the number, the sun sets and every hero inside is lost', () => {
    let g = scene({ dice: [2, 2], stack: { tiles: ['hall', 'hall'] } });
    g.sun.space = 6; // the last plain space (6 plain, then 1..3)
    let r = step(g, { type: 'move', dir: 'E' });
    expect(r.events).toContainEqual({ type: 'sun', space: 7, roll: 2, needed: 1 });
    g = r.game;
    expect(g.phase).toBe('play');
    r = step(g, { type: 'move', dir: 'E' });
    expect(r.events).toContainEqual({ type: 'sun', space: 8, roll: 2, needed: 2 });
    expect(types(r.events)).toContain('sunset');
    expect(r.game.phase).toBe('over');
    expect(r.game.heroes[0]).toMatchObject({ status: 'dead', cause: 'sunset' });
    expect(r.game.result).toMatchObject({ kalladraWins: true, winners: [] });
  });

  it('keeps rolling on the last space every round', () => {
    let g = scene({ dice: [4, 5, 3], stack: { tiles: ['hall', 'hall', 'hall'] } });
    g.sun.space = 9;
    g = play(g, { type: 'move', dir: 'E' }, { type: 'move', dir: 'E' });
    expect(g.sun.space).toBe(9);
    const r = step(g, { type: 'move', dir: 'E' });
    expect(r.events).toContainEqual({ type: 'sun', space: 9, roll: 3, needed: 3 });
    expect(r.game.phase).toBe('over');
  });

  it('skips the turns a hero must miss', () => {
    let g = scene({ heroes: three.slice(0, 2), stack: { tiles: ['lair', 'hall'], dungeon: ['sleep'] } });
    g = play(g, { type: 'move', dir: 'E' });
    expect(g.heroes[0].skip).toBe(1);
    g = play(g, { type: 'move', dir: 'W' }); // Bob
    // Ann misses her turn: Bob again.
    expect(questDecision(g).seat).toBe(1);
    expect(g.heroes[0].skip).toBe(0);
  });
});

describe('leaving the dungeon and the end', () => {
  it('a hero in a tower room may leave after its first turn; the game ends when every hero is out or dead; loot scores', () => {
    let g = scene({ stack: { tiles: ['hall'] } });
    expect(questDecision(g).actions).not.toContainEqual({ type: 'leave' });
    g = play(g, { type: 'move', dir: 'E' });
    g.heroes[0].loot.push({ name: 'Ring', gold: 100 });
    g = play(g, { type: 'move', dir: 'W' });
    expect(questDecision(g).actions).toContainEqual({ type: 'leave' });
    const r = step(g, { type: 'leave' });
    expect(r.game.heroes[0].status).toBe('escaped');
    expect(r.game.phase).toBe('over');
    expect(r.game.result).toMatchObject({ winners: ['Ann'], kalladraWins: false });
  });

  it('ranks escaped heroes by gold, then the highest card, then most cards', () => {
    let g = scene({ heroes: three.slice(0, 2), stack: { tiles: ['hall', 'hall'] } });
    g = play(g, { type: 'move', dir: 'E' }, { type: 'move', dir: 'W' });
    g.heroes[0].loot = [
      { name: 'a', gold: 50 },
      { name: 'b', gold: 50 },
    ];
    g.heroes[1].loot = [{ name: 'c', gold: 100 }];
    g = play(g, { type: 'move', dir: 'W' }, { type: 'move', dir: 'E' }, { type: 'leave' }, { type: 'leave' });
    expect(g.result).toMatchObject({ winners: ['Bob'], decidedBy: 'highest-card' });
  });

  it('a dead hero’s loot is lost with it', () => {
    let g = scene({ stack: { tiles: ['snare'], trap: ['blade'], rune: ['step'] }, dice: [6] });
    g.heroes[0].wounds = 8;
    g.heroes[0].loot.push({ name: 'Ring', gold: 100 });
    g = play(g, { type: 'move', dir: 'E' });
    expect(g.heroes[0]).toMatchObject({ status: 'dead', loot: [], wounds: 15 });
    expect(g.result?.kalladraWins).toBe(true);
  });
});

describe('table-top dice', () => {
  it('an action whose dice ran out is refused with the die asked for, changes nothing, and goes through once the die is typed', () => {
    const g = scene({ stack: { tiles: ['lair'], dungeon: ['ledge'] } });
    const before = JSON.stringify(g);
    const r = applyQuest(g, { type: 'move', dir: 'E' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('DICE_EXHAUSTED');
    expect(r.error.die).toMatchObject({ sides: 6 });
    expect(r.error.die!.purpose).toContain('luck test');
    expect(JSON.stringify(g)).toBe(before);
    const g2 = play(addQuestDice(g, [1, 1]), { type: 'move', dir: 'E' });
    expect(g2.heroes[0].loot).toEqual([{ name: 'Ledge gold', gold: 5 }]);
  });

  it('refuses an action that is not open, changing nothing', () => {
    const g = scene({});
    const before = JSON.stringify(g);
    const r = applyQuest(g, { type: 'move', dir: 'N' });
    expect(r.ok === false && r.error.code).toBe('ILLEGAL_ACTION');
    expect(JSON.stringify(g)).toBe(before);
    put(g, 1, 0, 'hall');
    stand(g, 0, 1, 0);
    expect(g.heroes[0].pos).toBe(sq(1, 0));
  });
});
