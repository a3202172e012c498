/** Moving on the board: tiles placed as heroes explore, walls, doors, shared chambers, and every kind of chamber. */
import { describe, expect, it } from 'vitest';
import { openSides, questDecision, sq } from '../src/quest/index.ts';
import { play, put, scene, stand, step, types } from './quest-fixtures.ts';

const moves = (g: Parameters<typeof questDecision>[0]) =>
  questDecision(g)
    .actions.filter((a) => a.type === 'move')
    .map((a) => (a as { dir: string }).dir);

describe('exploring', () => {
  it('entering an unexplored space draws the pile’s top tile, turned so its S side faces the way back', () => {
    const r = step(scene({ stack: { tiles: ['bend'] } }), { type: 'move', dir: 'E' });
    expect(r.events).toContainEqual({ type: 'tile', seat: 0, at: sq(1, 0), tile: 'bend', rot: 1 });
    expect(r.game.heroes[0].pos).toBe(sq(1, 0));
    expect(openSides(r.game, sq(1, 0))).toEqual(['S', 'W']);
  });

  it('walls block, no diagonals: only the open sides of both chambers', () => {
    const g = scene({});
    expect(moves(g)).toEqual(['E', 'S']);
    put(g, 1, 0, 'corridor'); // N-S: no side facing the tower
    expect(moves(g)).toEqual(['S']);
  });

  it('no chamber is shared but the treasure chamber', () => {
    const g = scene({
      heroes: [
        { name: 'A', hero: 'lindel' },
        { name: 'B', hero: 'hugo' },
      ],
    });
    put(g, 0, 1, 'hall');
    stand(g, 1, 0, 1);
    expect(moves(g)).toEqual(['E']);
    put(g, 6, 3, 'hall');
    stand(g, 0, 6, 3);
    stand(g, 1, 6, 4);
    expect(moves(g)).toContain('S');
    const g2 = play(g, { type: 'move', dir: 'S' });
    expect(g2.heroes[0].pos).toBe(g2.heroes[1].pos);
  });

  it('a door draws a door card first: a locked door keeps the hero out', () => {
    let g = scene({ stack: { door: ['locked', 'open'] } });
    put(g, 0, 1, 'gate'); // its door on its N side, facing the tower
    let r = step(g, { type: 'move', dir: 'S' });
    expect(r.events).toContainEqual({ type: 'card', seat: 0, deck: 'door', card: 'locked', name: 'Locked' });
    expect(r.game.heroes[0].pos).toBe(sq(0, 0));
    g = r.game;
    r = step(g, { type: 'move', dir: 'S' });
    expect(r.game.heroes[0].pos).toBe(sq(0, 1));
  });

  it('searching draws a search card, at most twice in a chamber, never in a corridor', () => {
    let g = scene({ stack: { search: ['coins', 'dust'] } });
    put(g, 1, 0, 'hall');
    stand(g, 0, 1, 0);
    g = play(g, { type: 'search' });
    expect(g.heroes[0].loot).toEqual([{ name: 'Coins', gold: 20 }]);
    g = play(g, { type: 'search' });
    expect(g.board[sq(1, 0)]!.searched).toBe(2);
    expect(questDecision(g).actions).not.toContainEqual({ type: 'search' });
    put(g, 2, 0, 'corridor', 1);
    stand(g, 0, 2, 0);
    expect(questDecision(g).actions).not.toContainEqual({ type: 'search' });
  });
});

describe('kinds of chamber', () => {
  it('portcullis: once passed, the side the hero came in by is closed', () => {
    const g = play(scene({ stack: { tiles: ['grille'] } }), { type: 'move', dir: 'E' });
    expect(g.board[sq(1, 0)]!.closed).toEqual(['W']);
    expect(moves(g)).not.toContain('W');
  });

  it('bridge: crossing needs an Agility test; a fall is the tile’s effect and the hero stays', () => {
    let g = scene({ dice: [6, 6, 1, 1] });
    put(g, 0, 1, 'bridge');
    put(g, 0, 2, 'hall');
    g = play(g, { type: 'move', dir: 'S' });
    expect(g.heroes[0].wounds).toBe(0); // entering is no fall
    let r = step(g, { type: 'move', dir: 'S' });
    expect(r.events).toContainEqual({
      type: 'test',
      seat: 0,
      attr: 'agility',
      target: 6,
      dice: [6, 6],
      pass: false,
    });
    expect(r.game.heroes[0]).toMatchObject({ pos: sq(0, 1), wounds: 2 });
    r = step(r.game, { type: 'move', dir: 'S' });
    expect(r.game.heroes[0].pos).toBe(sq(0, 2));
  });

  it('bottomless pit: crossing needs an Agility test, a failure kills; going back needs none', () => {
    let g = scene({ dice: [5, 6] });
    put(g, 0, 1, 'pit');
    g = play(g, { type: 'move', dir: 'S' });
    const back = step(g, { type: 'move', dir: 'N' });
    expect(types(back.events)).not.toContain('test');
    const r = step(g, { type: 'move', dir: 'S' });
    expect(r.game.heroes[0]).toMatchObject({ status: 'dead', cause: 'fell into a bottomless pit' });
  });

  it('rotating room: turns a quarter when entered (1-3 clockwise, 4-6 counter-clockwise)', () => {
    const r = step(scene({ stack: { tiles: ['wheel'] }, dice: [2] }), { type: 'move', dir: 'E' });
    expect(r.events).toContainEqual({ type: 'rotated', at: sq(1, 0), rot: 2, roll: 2 });
    const r2 = step(scene({ stack: { tiles: ['wheel'] }, dice: [5] }), { type: 'move', dir: 'E' });
    expect(r2.game.board[sq(1, 0)]!.rot).toBe(0);
  });

  it('chasm: the hero keeps to the half it came in by', () => {
    let g = scene({});
    put(g, 0, 1, 'chasm'); // halves S+E and N+W
    put(g, 1, 1, 'hall');
    put(g, 0, 2, 'hall');
    g = play(g, { type: 'move', dir: 'S' });
    expect(moves(g)).toEqual(['N']);
  });

  it('darkness: a D6 (again until it names one) picks the side the hero stumbles through', () => {
    let g = scene({ dice: [5, 2], stack: { tiles: ['hall'] } });
    put(g, 1, 0, 'dark');
    stand(g, 0, 1, 0);
    expect(questDecision(g).actions).toContainEqual({ type: 'stumble' });
    expect(moves(g)).toEqual([]);
    const r = step(g, { type: 'stumble' });
    expect(r.events).toContainEqual({ type: 'dark', seat: 0, roll: 2, dir: 'E' });
    expect(r.game.heroes[0].pos).toBe(sq(2, 0));
    g = scene({ dice: [1] });
    put(g, 1, 0, 'dark');
    stand(g, 0, 1, 0);
    const blocked = step(g, { type: 'stumble' });
    expect(blocked.events).toContainEqual({ type: 'blocked', seat: 0, dir: 'N' });
    expect(blocked.game.heroes[0].pos).toBe(sq(1, 0));
  });

  it('spider web: a Strength test to leave (one try a turn); rubble: an Agility test', () => {
    for (const [tile, attr] of [
      ['web', 'strength'],
      ['rubble', 'agility'],
    ] as const) {
      let g = scene({ dice: [6, 5, 2, 2] });
      put(g, 0, 1, tile);
      put(g, 0, 2, 'hall');
      stand(g, 0, 0, 1, 'N');
      let r = step(g, { type: 'move', dir: 'S' });
      expect(r.events).toContainEqual({ type: 'test', seat: 0, attr, target: 6, dice: [6, 5], pass: false });
      expect(r.game.heroes[0].pos).toBe(sq(0, 1));
      g = r.game;
      r = step(g, { type: 'move', dir: 'S' });
      expect(r.game.heroes[0].pos).toBe(sq(0, 2));
    }
  });
});

describe('the catacombs', () => {
  it('go down at an entrance; each turn ahead or turn, and a catacomb card; an exit climbs out onto a new tile with an entrance', () => {
    let g = play(scene({ stack: { tiles: ['crypt', 'hall'], catacomb: ['tunnel', 'naga', 'exit'] } }), {
      type: 'move',
      dir: 'E',
    });
    expect(g.board[sq(1, 0)]!.entrance).toBe(true);
    expect(questDecision(g).actions).toContainEqual({ type: 'descend', facing: 'E' });
    g = play(g, { type: 'descend', facing: 'E' });
    expect(g.heroes[0]).toMatchObject({ pos: null, catacomb: { at: sq(1, 0), facing: 'E' } });
    expect(questDecision(g).actions).toEqual([
      { type: 'tunnel', dir: 'E' },
      { type: 'tunnel', dir: 'N' },
      { type: 'tunnel', dir: 'S' },
      { type: 'rune', card: 'step' },
    ]);
    g = play(g, { type: 'tunnel', dir: 'E' }); // Tunnel: nothing
    expect(g.heroes[0].catacomb).toEqual({ at: sq(2, 0), facing: 'E' });
    g = play(g, { type: 'tunnel', dir: 'E' }); // the Naga turns it back
    expect(g.heroes[0].catacomb).toEqual({ at: sq(3, 0), facing: 'W' });
    g = play(g, { type: 'tunnel', dir: 'N' }); // turns on the spot; Exit
    expect(g.heroes[0]).toMatchObject({ pos: sq(3, 0), catacomb: null });
    expect(g.board[sq(3, 0)]).toMatchObject({ tile: 'hall', entrance: true });
  });

  it('the travel marker never goes off the board: at the edge, the hero can only turn', () => {
    const g = scene({});
    g.heroes[0].pos = null;
    g.heroes[0].catacomb = { at: sq(0, 3), facing: 'W' };
    expect(questDecision(g).actions.filter((a) => a.type === 'tunnel')).toEqual([
      { type: 'tunnel', dir: 'S' },
      { type: 'tunnel', dir: 'N' },
    ]);
  });
});
