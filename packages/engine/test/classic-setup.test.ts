/**
 * Classic Dungeonbowl ([003]): Dungeon set-up, Treasure chests & teleport pads, The players, and
 * the Rules of play (no kick-off, halves or wizards; the first touchdown wins).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  diceLeft,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  legalActions,
  play,
  SHADOW_TEAM,
  sq,
} from '../src/index.ts';
import { classicScenario, hasAction, ofType, PADS } from './helpers/classic.ts';

/**
 * A 26-square hall (x 4..29) between end-zone rooms A (x 1..2) and B (x 31..32), joined by
 * 2-wide doorways: a chest fits only in x 10..23, eight squares from both end zones.
 */
const W = 34;
const ROOM = `#AA#${'.'.repeat(26)}#BB#`;
const DOOR = `#AA+${'.'.repeat(26)}+BB#`;
const LONG = ['#'.repeat(W), ROOM, DOOR, DOOR, ROOM, ROOM, '#'.repeat(W)].join('\n');
const OPEN = [...LONG].filter((c) => c !== '#' && c !== '\n').length;
const at = (x: number, y: number) => y * W + x;
const xOf = (s: number) => s % W;

type State = { game: Game; events: GameEvent[] };

function start(dice: number[]): State {
  const r = createGame(
    { ruleset: 'classic', dungeon: `${LONG}\n`, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { dice },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return { game: r.game, events: [...r.events] };
}

function act(s: State, a: Action): State {
  const r = apply(s.game, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  s.game = r.game;
  s.events.push(...r.events);
  return s;
}

function decision(g: Game) {
  const d = legalActions(g);
  if (!d) throw new Error('no decision');
  return d;
}

const squaresOf = (g: Game, type: Action['type']) =>
  decision(g)
    .actions.filter((a) => a.type === type)
    .map((a) => (a as { sq: number }).sq);

const rollsFor = (events: GameEvent[], purpose: string) =>
  ofType(events, 'roll').filter((e) => e.purpose.startsWith(purpose));

/** Chests in both rows, 4 apart: (10,1) (14,1) (18,1) (10,5) (14,5) (18,5). */
const CHESTS = [at(10, 1), at(14, 1), at(18, 1), at(10, 5), at(14, 5), at(18, 5)];
const PAD_SQUARES = [at(1, 3), at(5, 3), at(12, 3), at(16, 3), at(21, 3), at(32, 3)];

/**
 * The end-zone roll-off is 5 (team 0) against 2; team 0 takes end zone A, and the same roll-off
 * orders the placing: team 0 places first.
 */
function zonesChosen(rest: number[] = []): State {
  const s = start([5, 2, ...rest]);
  act(s, { type: 'chooseEndZone', zone: 'A' });
  return s;
}

/** Then places the chests and pads above. */
function placed(rest: number[]): State {
  const s = zonesChosen(rest);
  for (const c of CHESTS) act(s, { type: 'placeChest', sq: c });
  for (const p of PAD_SQUARES) act(s, { type: 'placePortal', sq: p });
  return s;
}

/** Places every trap counter on the first square offered. */
function placeTraps(s: State): void {
  for (let i = 0; i < 20; i++) {
    const a = decision(s.game).actions.find((x) => x.type === 'placeTrap');
    if (!a) return;
    act(s, a);
  }
}

describe('Classic: Dungeon set-up', () => {
  it('after set-up, before anything is placed, a D6 roll-off decides who chooses the end zone to start in', () => {
    // End-zone roll-off 1 against 6: team 1 chooses, first of all.
    const s = start([1, 6]);
    expect(s.game.chests).toEqual([]);
    const offs = rollsFor(s.events, 'roll-off: choice of end zone');
    expect(offs.map((e) => [e.die, e.value])).toEqual([
      [6, 1],
      [6, 6],
    ]);
    const d = decision(s.game);
    expect(d.team).toBe(1);
    expect(d.actions).toEqual([
      { type: 'chooseEndZone', zone: 'A' },
      { type: 'chooseEndZone', zone: 'B' },
    ]);
    act(s, { type: 'chooseEndZone', zone: 'A' });
    expect(s.game.teams.map((t) => t.endZone)).toEqual(['B', 'A']);
    // The roll-off's winner places the first chest.
    expect(decision(s.game).team).toBe(1);
    expect(decision(s.game).actions[0].type).toBe('placeChest');
  });

  it('a tied end-zone roll-off is rolled again', () => {
    const s = start([4, 4, 2, 5]);
    expect(rollsFor(s.events, 'roll-off: choice of end zone').map((e) => e.value)).toEqual([4, 4, 2, 5]);
    expect(decision(s.game).team).toBe(1);
  });
});

describe('Classic: Treasure chests & teleport pads', () => {
  it('a chest goes at least eight squares from any end zone', () => {
    const s = zonesChosen();
    const squares = squaresOf(s.game, 'placeChest');
    // x 10..23 is 8 or more squares from both end zones (x 2 and x 31); every row.
    expect(squares).toHaveLength(14 * 5);
    expect(squares.every((c) => xOf(c) >= 10 && xOf(c) <= 23)).toBe(true);
    expect(diceLeft(s.game)).toBe(0);
  });

  it('and at least four squares from another chest', () => {
    const s = zonesChosen();
    act(s, { type: 'placeChest', sq: at(10, 1) });
    const squares = squaresOf(s.game, 'placeChest');
    expect(squares).not.toContain(at(13, 4));
    expect(squares).not.toContain(at(11, 2));
    expect(squares).toContain(at(14, 1));
    expect(squares).toContain(at(10, 5));
    expect(squares).toContain(at(13, 5));
  });

  it('the coaches take it in turn to place the six chests, then the six pads', () => {
    // End-zone roll-off 5-2 (team 0 chooses, then places first); then hiding the ball 3.
    const s = zonesChosen([3]);
    const teams: number[] = [];
    for (const c of CHESTS) {
      teams.push(decision(s.game).team);
      act(s, { type: 'placeChest', sq: c });
    }
    for (const p of PAD_SQUARES) {
      teams.push(decision(s.game).team);
      act(s, { type: 'placePortal', sq: p });
    }
    expect(teams).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(s.game.chests.map((c) => c.sq)).toEqual(CHESTS);
    // Pads are numbered one to six in the order they are placed.
    expect(s.game.portals).toEqual(PAD_SQUARES.map((p, i) => ({ number: i + 1, sq: p })));
  });

  it('a teleport pad may go in any empty square, even in an end zone, but not on a chest or pad', () => {
    const s = zonesChosen();
    for (const c of CHESTS) act(s, { type: 'placeChest', sq: c });
    act(s, { type: 'placePortal', sq: at(1, 1) });
    const squares = squaresOf(s.game, 'placePortal');
    expect(squares).toContain(at(1, 2));
    expect(squares).toContain(at(32, 5));
    expect(squares).toContain(at(3, 2));
    expect(squares).not.toContain(at(1, 1));
    for (const c of CHESTS) expect(squares).not.toContain(c);
    // Every other open square, doorways and end zones included: all less six chests and one pad.
    expect(squares).toHaveLength(OPEN - 7);
  });

  it('the ball is hidden in one chest by a secret D6 roll', () => {
    const s = placed([4]);
    const hide = rollsFor(s.events, 'hide the ball');
    expect(hide.map((e) => [e.die, e.value, e.secret])).toEqual([[6, 4, true]]);
    expect(s.game.chests.map((c) => c.hasBall)).toEqual([false, false, false, true, false, false]);
  });
});

describe('Classic: The players', () => {
  it('each coach places six players in its own end zone, the rest wait in the reserves', () => {
    // End-zone roll-off 5-2 (team 0 picks A); hide 3; first-turn coin 1 (team 0 first).
    const s = placed([3, 1]);
    placeTraps(s);
    for (const team of [0, 1]) {
      for (let i = 0; i < 6; i++) {
        const d = decision(s.game);
        expect(d.team).toBe(team);
        const deploys = d.actions.filter((a) => a.type === 'deploy');
        const columns = team === 0 ? [1, 2] : [31, 32];
        expect(deploys.every((a) => a.type === 'deploy' && columns.includes(xOf(a.sq)))).toBe(true);
        act(s, deploys[0]);
      }
    }
    const g = s.game;
    for (const team of [0, 1]) {
      const mine = g.players.filter((p) => p.team === team);
      expect(mine.filter((p) => p.status === 'standing')).toHaveLength(6);
      expect(mine.filter((p) => p.status === 'reserve')).toHaveLength(mine.length - 6);
    }
    // The game has begun: team 0's first turn, a dug-out teleport already allowed.
    const d = decision(g);
    expect(d.team).toBe(0);
    expect(d.actions.some((a) => a.type === 'enterPortal')).toBe(true);
    expect(diceLeft(g)).toBe(0);
  });
});

describe('Classic: Rules of play', () => {
  it('team wizards are not used: a College Wizard is refused with a one-line error', () => {
    const r = createGame({
      ruleset: 'classic',
      dungeon: `${LONG}\n`,
      teams: [{ ...FIRE_TEAM, wizard: true }, SHADOW_TEAM],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { code: 'NO_WIZARDS', message: 'Classic Dungeonbowl has no wizards', path: 'teams[0].wizard' },
    ]);
  });

  it('no kick-off, no halves and no turn marker: play goes on, turn after turn, with no result', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [10, 3] },
      ],
      dice: [],
    });
    const ends: Action[] = Array.from({ length: 40 }, () => ({ type: 'endTurn' }));
    const { game, events } = play(g, ends);
    expect(g.options.turnLimit).toBe(null);
    expect(game.result).toBe(null);
    expect(ofType(events, 'turnStart')).toHaveLength(40);
    expect(events.some((e) => e.type === 'phase')).toBe(false);
  });

  it('the first team to get a standing player holding the ball into the opposing end zone wins', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [11, 3] },
        { team: 1, at: [4, 1] },
      ],
      ball: { carrier: 0 },
      dice: [],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 12, 3) },
    ]);
    expect(ofType(events, 'touchdown')).toEqual([{ type: 'touchdown', player: 0, team: 0 }]);
    expect(game.result).toEqual({ winner: 0, reason: 'touchdown' });
    expect(legalActions(game)).toBe(null);
  });

  it('a player without the ball in the opposing end zone scores nothing', () => {
    const g = classicScenario({
      map: PADS,
      players: [
        { team: 0, at: [11, 3] },
        { team: 1, at: [4, 1] },
      ],
      ball: { at: [7, 3] },
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 12, 3) },
    ]);
    expect(game.result).toBe(null);
    expect(hasAction(game, { type: 'endActivation' })).toBe(true);
  });
});
