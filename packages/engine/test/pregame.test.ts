import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  diceLeft,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  parseDungeon,
  SHADOW_TEAM,
  view,
  viewEvents,
} from '../src/index.ts';

/**
 * A chain of tiles: end zone A | corridor T1 | rooms R1 R2 R3 | corridor T2 | end zone B, joined
 * by 2-wide doors. T1 and T2 are joined to an end zone, so only R1, R2 and R3 may hold chests.
 */
const ROW_WALL = '#'.repeat(34);
const ROW_ROOM = '#AA#..#......#......#......#..#BB#';
const ROW_DOOR = '#AA+..+......+......+......+..+BB#';
const CHAIN = [ROW_WALL, ROW_ROOM, ROW_DOOR, ROW_DOOR, ROW_ROOM, ROW_WALL].join('\n');
/** The same with a third end zone, C, joined to R2 from below: only R1 and R3 may hold chests. */
const THREE = [
  ROW_WALL,
  ROW_ROOM,
  ROW_DOOR,
  ROW_DOOR,
  ROW_ROOM,
  `${'#'.repeat(16)}++${'#'.repeat(16)}`,
  `${'#'.repeat(14)}CCCCCC${'#'.repeat(14)}`,
  `${'#'.repeat(14)}CCCCCC${'#'.repeat(14)}`,
  ROW_WALL,
].join('\n');
const W = 34;
const at = (x: number, y: number) => y * W + x;
const R1 = { x0: 7, x1: 12 };
const R2 = { x0: 14, x1: 19 };
const R3 = { x0: 21, x1: 26 };
const inRoom = (sq: number, r: { x0: number; x1: number }) =>
  sq % W >= r.x0 && sq % W <= r.x1 && Math.floor(sq / W) >= 1 && Math.floor(sq / W) <= 4;

function start(dungeon: string, dice: number[], rules = {}, teams = [FIRE_TEAM, SHADOW_TEAM]) {
  const r = createGame({ dungeon: `${dungeon}\n`, teams }, { dice, rules });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return { game: r.game, events: r.events };
}

/** Applies an action, collecting events; throws if it is refused. */
function act(state: { game: Game; events: GameEvent[] }, a: Action) {
  const r = apply(state.game, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  state.game = r.game;
  state.events.push(...r.events);
  return state;
}

function decision(g: Game) {
  const d = legalActions(g);
  if (!d) throw new Error('no decision');
  return d;
}

function squaresOf(g: Game, type: 'placeChest' | 'placePortal'): number[] {
  return decision(g)
    .actions.filter((a) => a.type === type)
    .map((a) => (a as { sq: number }).sq);
}

/** Deploys `count` players of the deciding team on the first free legal squares. */
function deployAll(state: { game: Game; events: GameEvent[] }) {
  for (let guard = 0; guard < 100; guard++) {
    const d = legalActions(state.game);
    const a = d?.actions.find((x) => x.type === 'deploy');
    if (!a) return;
    act(state, a);
  }
}

const rolls = (events: GameEvent[], purpose: string) =>
  events
    .filter((e) => e.type === 'roll' && e.purpose.startsWith(purpose))
    .map((e) => (e as { value: number }).value);

describe('Pre-game: the placement roll-off', () => {
  it('both coaches roll a D6 and the highest roller places the first chest', () => {
    const { game, events } = start(CHAIN, [2, 5]);
    expect(rolls(events, 'placement roll-off')).toEqual([2, 5]);
    expect(decision(game).team).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a tied roll-off is rolled again', () => {
    const { game, events } = start(CHAIN, [4, 4, 3, 1]);
    expect(rolls(events, 'placement roll-off')).toEqual([4, 4, 3, 1]);
    expect(decision(game).team).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Pre-game: chests', () => {
  it('never in an end-zone tile or a tile joined to one by a door: only the three rooms qualify', () => {
    const { game } = start(CHAIN, [5, 2]);
    const squares = squaresOf(game, 'placeChest');
    const rooms = [R1, R2, R3];
    expect(squares.every((s) => rooms.some((r) => inRoom(s, r)))).toBe(true);
    expect(squares).toHaveLength(3 * 24);
  });

  it('are placed in alternation from the highest roller, one per tile', () => {
    const s = start(CHAIN, [5, 2]);
    expect(decision(s.game).team).toBe(0);
    act(s, { type: 'placeChest', sq: at(7, 1) });
    expect(decision(s.game).team).toBe(1);
    expect(squaresOf(s.game, 'placeChest').some((sq) => inRoom(sq, R1))).toBe(false);
    act(s, { type: 'placeChest', sq: at(14, 1) });
    expect(decision(s.game).team).toBe(0);
    expect(apply(s.game, { type: 'placeChest', sq: at(15, 3) }).ok).toBe(false);
    expect(s.events.filter((e) => e.type === 'placed').map((e) => (e as { team: number }).team)).toEqual([
      0, 1,
    ]);
  });

  it('placement stops when no legal square remains, before the default six', () => {
    const s = start(CHAIN, [5, 2]);
    act(s, { type: 'placeChest', sq: at(7, 1) });
    act(s, { type: 'placeChest', sq: at(14, 1) });
    act(s, { type: 'placeChest', sq: at(21, 1) });
    expect(s.game.chests).toHaveLength(3);
    expect(decision(s.game).actions[0].type).toBe('placePortal');
  });

  it('the chestCount option sets how many are placed', () => {
    const s = start(CHAIN, [5, 2], { chestCount: 1 });
    act(s, { type: 'placeChest', sq: at(7, 1) });
    expect(decision(s.game).actions[0].type).toBe('placePortal');
  });

  it('six are placed by default on a dungeon with room for more', () => {
    const s = start(getBuiltinDungeon('great-hall')!.text.trimEnd(), [6, 1]);
    for (let i = 0; i < 6; i++) act(s, { type: 'placeChest', sq: squaresOf(s.game, 'placeChest')[0] });
    expect(s.game.chests).toHaveLength(6);
    expect(decision(s.game).actions[0].type).toBe('placePortal');
  });
});

describe('Pre-game: portals', () => {
  function afterChests(dice: number[], rules = {}) {
    const s = start(CHAIN, dice, rules);
    act(s, { type: 'placeChest', sq: at(7, 1) });
    act(s, { type: 'placeChest', sq: at(14, 1) });
    act(s, { type: 'placeChest', sq: at(21, 1) });
    return s;
  }

  it('are placed in alternation from the lowest roller, numbered in order', () => {
    const s = afterChests([5, 2, 3, 1]);
    expect(decision(s.game).team).toBe(1);
    act(s, { type: 'placePortal', sq: at(12, 4) });
    expect(decision(s.game).team).toBe(0);
    act(s, { type: 'placePortal', sq: at(19, 4) });
    expect(decision(s.game).team).toBe(1);
    act(s, { type: 'placePortal', sq: at(26, 4) });
    expect(s.game.portals).toEqual([
      { number: 1, sq: at(12, 4) },
      { number: 2, sq: at(19, 4) },
      { number: 3, sq: at(26, 4) },
    ]);
    const placed = s.events.filter((e) => e.type === 'placed' && e.what === 'portal');
    expect(placed.map((e) => (e as { team: number }).team)).toEqual([1, 0, 1]);
    // One per tile: after three, none is left, and the pre-game goes on to the coin toss.
    expect(decision(s.game).actions[0].type).toBe('chooseEndZone');
    expect(diceLeft(s.game)).toBe(0);
  });

  it('never within 2 squares of a chest, nor in a tile near an end zone', () => {
    const s = afterChests([5, 2]);
    const squares = squaresOf(s.game, 'placePortal');
    // The chest at (7,1): (9,3) is 2 squares away, (10,1) and (7,4) are 3.
    expect(squares).not.toContain(at(9, 3));
    expect(squares).not.toContain(at(8, 2));
    expect(squares).toContain(at(10, 1));
    expect(squares).toContain(at(7, 4));
    expect(squares.every((sq) => [R1, R2, R3].some((r) => inRoom(sq, r)))).toBe(true);
  });

  it('one per tile', () => {
    const s = afterChests([5, 2]);
    act(s, { type: 'placePortal', sq: at(12, 4) });
    expect(squaresOf(s.game, 'placePortal').some((sq) => inRoom(sq, R1))).toBe(false);
  });

  it('a map with fixed chests and portals skips placement (and its roll-off)', () => {
    const withTwo = [
      ROW_WALL,
      '#AA#..#$.....#......#......#..#BB#',
      ROW_DOOR,
      ROW_DOOR,
      '#AA#..#......#......#.....2#.1#BB#',
      ROW_WALL,
    ].join('\n');
    const { game, events } = start(withTwo, [1]);
    expect(rolls(events, 'placement roll-off')).toEqual([]);
    expect(game.chests.map((c) => c.sq)).toEqual([at(7, 1)]);
    expect(game.portals.map((p) => p.number)).toEqual([1, 2]);
    expect(decision(game).actions[0].type).toBe('chooseEndZone');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Pre-game: the hidden ball, end zones, the first turn and deployment', () => {
  /** Chests and portals placed; the dice continue with the secret roll and the coin tosses. */
  function placed(dice: number[]) {
    const s = start(CHAIN, [5, 2, ...dice]);
    for (const x of [7, 14, 21]) act(s, { type: 'placeChest', sq: at(x, 1) });
    for (const x of [12, 19, 26]) act(s, { type: 'placePortal', sq: at(x, 4) });
    return s;
  }

  it('the ball is hidden in one chest by a secret roll that no coach sees', () => {
    const s = placed([2, 1]);
    expect(s.game.chests.map((c) => c.hasBall)).toEqual([false, true, false]);
    const secret = s.events.filter((e) => e.type === 'roll' && e.secret);
    expect(secret).toEqual([{ type: 'roll', die: 3, value: 2, purpose: 'hide the ball', secret: true }]);
    for (const team of [0, 1, -1]) {
      expect(view(s.game, team).chests.every((c) => !c.hasBall)).toBe(true);
    }
    expect(viewEvents(s.events).some((e) => e.type === 'roll' && e.purpose === 'hide the ball')).toBe(false);
    expect(viewEvents(s.events).some((e) => e.type === 'roll' && e.purpose.startsWith('coin toss'))).toBe(
      true,
    );
  });

  it('a coin toss (D2) for the end zones: the winner chooses, the other team gets the one left', () => {
    const s = placed([1, 2, 1]);
    const toss = s.events.find((e) => e.type === 'roll' && e.purpose === 'coin toss: choice of end zone');
    expect(toss).toMatchObject({ die: 2, value: 2 });
    const d = decision(s.game);
    expect(d.team).toBe(1);
    expect(d.actions).toEqual([
      { type: 'chooseEndZone', zone: 'A' },
      { type: 'chooseEndZone', zone: 'B' },
    ]);
    act(s, { type: 'chooseEndZone', zone: 'A' });
    expect(s.game.teams.map((t) => t.endZone)).toEqual(['B', 'A']);
    expect(diceLeft(s.game)).toBe(0);
  });

  it('another coin toss gives the first turn; that coach deploys 6 players in its end zone first', () => {
    const s = placed([1, 1, 2]);
    act(s, { type: 'chooseEndZone', zone: 'A' });
    const toss = s.events.find((e) => e.type === 'roll' && e.purpose === 'coin toss: first turn');
    expect(toss).toMatchObject({ die: 2, value: 2 });
    expect(s.events).toContainEqual({ type: 'firstTurn', team: 1 });
    const d = decision(s.game);
    expect(d.team).toBe(1);
    // Team 1 got end zone B: x 31-32.
    expect(
      d.actions.every((a) => a.type === 'deploy' && [31, 32].includes((a as { sq: number }).sq % W)),
    ).toBe(true);
    for (let i = 0; i < 6; i++) {
      expect(decision(s.game).team).toBe(1);
      act(s, decision(s.game).actions[0]);
    }
    expect(decision(s.game).team).toBe(0);
    expect(
      decision(s.game).actions.every(
        (a) => a.type === 'deploy' && [1, 2].includes((a as { sq: number }).sq % W),
      ),
    ).toBe(true);
    deployAll(s);
    const onPitch = (t: number) => s.game.players.filter((p) => p.team === t && p.status === 'standing');
    expect(onPitch(0)).toHaveLength(6);
    expect(onPitch(1)).toHaveLength(6);
    expect(s.game.players.filter((p) => p.status === 'reserve')).toHaveLength(
      FIRE_TEAM.players.length + SHADOW_TEAM.players.length - 12,
    );
    expect(diceLeft(s.game)).toBe(0);
  });

  it('then the first team turn starts, for the team that won the toss', () => {
    const s = placed([3, 1, 2]);
    act(s, { type: 'chooseEndZone', zone: 'A' });
    deployAll(s);
    expect(s.events).toContainEqual({ type: 'turnStart', team: 1, number: 1 });
    expect(s.game.turn.order).toEqual([1, 0]);
    const d = decision(s.game);
    expect(d.team).toBe(1);
    expect(d.actions.some((a) => a.type === 'activate')).toBe(true);
    expect(s.game.chests.map((c) => c.hasBall)).toEqual([false, false, true]);
    expect(diceLeft(s.game)).toBe(0);
  });
});

describe('Pre-game with three teams', () => {
  it('D6 roll-offs (ties rolled again with D6) order the placing, the end-zone choice and the first turn', () => {
    // Placement: 4 4 2, the tie re-rolled 1 5: order 1, 0, 2.
    const dice = [4, 4, 2, 1, 5, 2, 3, 3, 1, 2, 6, 2, 2, 5];
    const s = start(THREE, dice, {}, [FIRE_TEAM, SHADOW_TEAM, FIRE_TEAM]);
    expect(decision(s.game).team).toBe(1);
    act(s, { type: 'placeChest', sq: at(7, 1) });
    expect(decision(s.game).team).toBe(0);
    act(s, { type: 'placeChest', sq: at(21, 1) });
    // R2 is joined to end zone C: no tile is left for chests. Portals start from the lowest roller.
    expect(decision(s.game)).toMatchObject({ team: 2 });
    expect(squaresOf(s.game, 'placePortal').every((sq) => inRoom(sq, R1) || inRoom(sq, R3))).toBe(true);
    // Then the hidden ball (a D2 for two chests).
    act(s, { type: 'placePortal', sq: at(12, 4) });
    expect(decision(s.game).team).toBe(0);
    act(s, { type: 'placePortal', sq: at(26, 4) });
    // End zones: D6 3 3 1, the tie rolled again with D6 2 6 → team 1 chooses, then team 0.
    const toss = s.events.filter((e) => e.type === 'roll' && e.purpose === 'coin toss: choice of end zone');
    expect(toss.map((e) => (e as { value: number }).value)).toEqual([3, 3, 1, 2, 6]);
    expect(toss.every((e) => (e as { die: number }).die === 6)).toBe(true);
    expect(decision(s.game)).toMatchObject({ team: 1 });
    expect(decision(s.game).actions).toHaveLength(3);
    act(s, { type: 'chooseEndZone', zone: 'C' });
    expect(decision(s.game)).toMatchObject({ team: 0 });
    expect(decision(s.game).actions).toHaveLength(2);
    act(s, { type: 'chooseEndZone', zone: 'B' });
    expect(s.game.teams.map((t) => t.endZone)).toEqual(['B', 'C', 'A']);
    // First turn: D6 2 2 5 → team 2 (the tie for second place does not matter); turns go round: 2, 0, 1.
    expect(rolls(s.events, 'coin toss: first turn')).toEqual([2, 2, 5]);
    expect(s.game.turn.order).toEqual([2, 0, 1]);
    expect(decision(s.game).team).toBe(2);
    deployAll(s);
    expect(s.events).toContainEqual({ type: 'turnStart', team: 2, number: 1 });
    for (const t of [0, 1, 2])
      expect(s.game.players.filter((p) => p.team === t && p.status === 'standing')).toHaveLength(6);
    expect(diceLeft(s.game)).toBe(0);
  });
});

describe('Pre-game on the Great Hall with the box teams', () => {
  it('runs from the roll-off to the first team turn: 6 chests, portals 1 to 6, 6 players each', () => {
    const hall = getBuiltinDungeon('great-hall')!.text.trimEnd();
    // Roll-off 2 5; the ball in chest 4; end-zone toss 1; first-turn toss 1.
    const s = start(hall, [2, 5, 4, 1, 1]);
    for (let i = 0; i < 6; i++) {
      expect(decision(s.game).team).toBe(i % 2 === 0 ? 1 : 0);
      act(s, { type: 'placeChest', sq: squaresOf(s.game, 'placeChest')[0] });
    }
    for (let i = 0; i < 6; i++) {
      expect(decision(s.game).team).toBe(i % 2 === 0 ? 0 : 1);
      act(s, { type: 'placePortal', sq: squaresOf(s.game, 'placePortal')[0] });
    }
    expect(s.game.portals.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const d = parseDungeon(`${hall}\n`);
    if (!d.ok) throw new Error('great-hall does not parse');
    const tiles = (list: number[]) => new Set(list.map((sq) => d.value.tileOf[sq])).size;
    expect(tiles(s.game.chests.map((c) => c.sq))).toBe(6);
    expect(tiles(s.game.portals.map((p) => p.sq))).toBe(6);
    expect(s.game.chests.map((c) => c.hasBall)).toEqual([false, false, false, true, false, false]);
    act(s, { type: 'chooseEndZone', zone: 'B' });
    expect(s.game.teams.map((t) => t.endZone)).toEqual(['B', 'A']);
    deployAll(s);
    expect(s.events).toContainEqual({ type: 'turnStart', team: 0, number: 1 });
    expect(s.game.players.filter((p) => p.status === 'standing')).toHaveLength(12);
    expect(diceLeft(s.game)).toBe(0);
  });
});
