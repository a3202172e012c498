/**
 * Dungeon Brawl ([000]) trap markers: Setup "Trap Markers", "Traps (Pits, Spiked Pits, Blanks)"
 * and the FAQ, every sentence, with scripted dice. The readings chosen where [000] is silent are
 * in rulesets/dungeonbrawl-traps.ts and dungeonbrawl-pits.ts (and docs/rules-status-dungeonbrawl.md).
 * Block die faces on a D6: 1 Player Down, 2 Both Down, 3-4 Push, 5 Stumble, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { startRoomTiles } from '../src/dungeon/analyse.ts';
import {
  type Action,
  createGame,
  diceLeft,
  dungeonOf,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  play,
  reachable,
  type Scenario,
  SHADOW_TEAM,
  sq,
  squadOf,
  view,
  viewEvents,
} from '../src/index.ts';
import type { TrapCounter, TrapMarker } from '../src/state.ts';
import { hasAction, legal, ofType } from './helpers/classic.ts';
import { rolls, tests, turnedOver } from './helpers/common.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

type Marker = { at: [number, number]; owner: number; marker?: TrapMarker; revealed?: 'pit' | 'spikedPit' };

/** A Dungeon Brawl scenario on the HALLS map with trap markers on the floor. */
function withMarkers(s: Partial<Scenario> & Pick<Scenario, 'players'>, markers: Marker[]): Game {
  const g = dbScenario({ map: HALLS, ...s });
  g.traps = markers.map((m): TrapCounter => {
    const at = sq(g, m.at[0], m.at[1]);
    if (m.revealed) return { sq: at, owner: m.owner, kind: m.revealed };
    return { sq: at, owner: m.owner, kind: 'faceDown', marker: m.marker ?? 'blank' };
  });
  return g;
}

const move = (player: number): Action => ({ type: 'activate', player, action: 'move' });
const activate = (player: number, action: 'block' | 'blitz' | 'pass', target?: number): Action =>
  target === undefined ? { type: 'activate', player, action } : { type: 'activate', player, action, target };
const step = (g: Game, x: number, y: number): Action => ({ type: 'step', to: sq(g, x, y) });
const pass = (g: Game, x: number, y: number): Action => ({ type: 'pass', to: sq(g, x, y) });
const ESCAPE: Action = { type: 'useSkill', skill: 'escapePit', yes: true };
const PICK_UP: Action = { type: 'useSkill', skill: 'pickUpInPit', yes: true };

const trapEvents = (events: GameEvent[]) => ofType(events, 'trap');
const steps = (g: Game) => legal(g).filter((a) => a.type === 'step');

/** A new game of `teams` squads on the brawl-pit map, played up to its first trap marker. */
function toTraps(teams: number): Game {
  const squads = Array.from({ length: teams }, (_, i) => ({
    ...squadOf(i % 2 ? SHADOW_TEAM : FIRE_TEAM),
    name: `Team ${i}`,
  }));
  const made = createGame(
    { ruleset: 'dungeonbrawl', dungeon: getBuiltinDungeon('brawl-pit')!.text, teams: squads },
    { seed: 5 },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  let g = made.game;
  while (legalActions(g)!.kind !== 'placeTrap') g = play(g, [legal(g)[0]]).game;
  return g;
}

/** Places the coach's markers: each of `kinds` (in order) on the first square offered for it. */
function placeAll(g: Game, kinds: TrapMarker[]): { game: Game; events: GameEvent[] } {
  let game = g;
  const events: GameEvent[] = [];
  for (const k of kinds) {
    const a = legal(game).find((x) => x.type === 'placeTrap' && x.marker === k)!;
    const r = play(game, [a]);
    game = r.game;
    events.push(...r.events);
  }
  return { game, events };
}

const kindsOf = (g: Game, team: number) =>
  g.traps
    .filter((t) => t.owner === team)
    .map((t) => t.marker)
    .sort();

describe('Dungeon Brawl: Trap Markers (4–6 per coach)', () => {
  it('6 per coach with 6 coaches or fewer: 1 spiked pit, 2 pits, 3 blanks', () => {
    const g = toTraps(4);
    const d = legalActions(g)!;
    expect(d.context).toEqual({ left: 6, markers: { spikedPit: 1, pit: 2, blank: 3 } });
    const { game } = placeAll(g, ['spikedPit', 'pit', 'pit', 'blank', 'blank', 'blank']);
    expect(kindsOf(game, d.team)).toEqual(['blank', 'blank', 'blank', 'pit', 'pit', 'spikedPit']);
    // Its six placed, the next coach places its own.
    const next = legalActions(game)!;
    expect(next.kind).toBe('placeTrap');
    expect(next.team).not.toBe(d.team);
  });

  it('4 per coach with 7 coaches or more: 1 spiked pit, 1 pit, 2 blanks', () => {
    const g = toTraps(7);
    const d = legalActions(g)!;
    expect(d.context).toEqual({ left: 4, markers: { spikedPit: 1, pit: 1, blank: 2 } });
    const { game } = placeAll(g, ['blank', 'pit', 'blank', 'spikedPit']);
    expect(kindsOf(game, d.team)).toEqual(['blank', 'blank', 'pit', 'spikedPit']);
    expect(legalActions(game)!.team).not.toBe(d.team);
  });

  it('the coach names which marker it places, in any order: a marker used up is offered no more', () => {
    const g = toTraps(4);
    const { game } = placeAll(g, ['spikedPit']);
    expect(legal(game).some((a) => a.type === 'placeTrap' && a.marker === 'spikedPit')).toBe(false);
    expect(legalActions(game)!.context).toEqual({ left: 5, markers: { pit: 2, blank: 3 } });
  });

  it('coaches place traps face-down: everyone sees where a marker lies, only its coach what it is', () => {
    const g = toTraps(4);
    const owner = legalActions(g)!.team;
    const { game, events } = placeAll(g, ['spikedPit']);
    const at = game.traps[0].sq;
    expect(view(game, owner).traps).toEqual([{ sq: at, owner, kind: 'faceDown', marker: 'spikedPit' }]);
    for (const seat of [0, 1, 2, 3, -1].filter((t) => t !== owner)) {
      expect(view(game, seat).traps).toEqual([{ sq: at, owner, kind: 'faceDown' }]);
      expect(ofType(viewEvents(events, seat), 'placed')).toEqual([
        { type: 'placed', what: 'trap', sq: at, team: owner },
      ]);
    }
  });

  it('markers go on the floor outside the central room and the end zones, never on a chest, teleporter, the entrance or another marker', () => {
    const g = toTraps(4);
    const d = dungeonOf(g);
    const central = new Set(startRoomTiles(d, 10));
    const offered = legal(g).flatMap((a) => (a.type === 'placeTrap' ? [a.sq] : []));
    expect(offered.length).toBeGreaterThan(0);
    for (const s of offered) {
      expect(d.wall[s]).toBe(false);
      expect(d.feature[s]).toBeNull();
      expect(d.endZone[s]).toBe(-1);
      expect(central.has(d.tileOf[s])).toBe(false);
      expect(g.chests.some((c) => c.sq === s)).toBe(false);
      expect(g.portals.some((p) => p.sq === s)).toBe(false);
    }
    const { game } = placeAll(g, ['blank']);
    const placed = game.traps[0].sq;
    expect(legal(game).some((a) => a.type === 'placeTrap' && a.sq === placed)).toBe(false);
  });
});

describe('Dungeon Brawl: Traps cannot be placed to completely obstruct passage unless one is a blank (FAQ: two pits side-by-side are illegal)', () => {
  /** The squares offered for each kind after the coach's spiked pit went down first. */
  function afterSpikedPit() {
    const g = toTraps(4);
    const { game } = placeAll(g, ['spikedPit']);
    const at = game.traps[0].sq;
    const d = dungeonOf(game);
    const next = [at - 1, at + 1, at - d.width, at + d.width].filter((s) => !d.wall[s]);
    const offered = (k: TrapMarker) =>
      new Set(legal(game).flatMap((a) => (a.type === 'placeTrap' && a.marker === k ? [a.sq] : [])));
    return { game, next, offered };
  }

  it("a coach's pit may not go next to its own pit or spiked pit", () => {
    const { next, offered } = afterSpikedPit();
    expect(next.length).toBeGreaterThan(0);
    for (const s of next) expect(offered('pit').has(s)).toBe(false);
  });

  it('a blank may go next to it: a pit and a blank may close a corridor', () => {
    const { next, offered } = afterSpikedPit();
    expect(next.some((s) => offered('blank').has(s))).toBe(true);
  });

  it("another coach's pit may not go next to it either (it cannot know what that marker is), but a blank may", () => {
    const { game, next } = afterSpikedPit();
    const rest = placeAll(game, ['pit', 'pit', 'blank', 'blank', 'blank']).game;
    const offered = (m: string) =>
      new Set(legal(rest).flatMap((a) => (a.type === 'placeTrap' && a.marker === m ? [a.sq] : [])));
    // `next`: the squares around the first coach's spiked pit, where its own pits may not go.
    expect(next.some((s) => offered('pit').has(s))).toBe(false);
    expect(next.some((s) => offered('blank').has(s))).toBe(true);
  });
});

describe('Dungeon Brawl: Traps are triggered when a player steps on the marker (flip to reveal)', () => {
  /** Team 0's player 0 at (5,3) beside team 1's face-down marker at (6,3). */
  function besideMarker(marker: TrapMarker, dice: number[], ball = false): Game {
    return withMarkers(
      {
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [15, 3] },
        ],
        dice,
        ...(ball ? { ball: { carrier: 0 } } : {}),
      },
      [{ at: [6, 3], owner: 1, marker }],
    );
  }

  it('Blank: nothing happens, the marker is removed and the player goes on', () => {
    const g = besideMarker('blank', []);
    const { game, events } = play(g, [move(0), step(g, 6, 3), step(g, 7, 3)]);
    expect(trapEvents(events)).toEqual([
      { type: 'trap', player: 0, sq: sq(g, 6, 3), owner: 1, kind: 'fake', flipped: true },
    ]);
    expect(game.traps).toEqual([]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 7, 3) });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('Pit: the player falls in, an armour roll (held: it stands in the pit, its action over)', () => {
    const g = besideMarker('pit', [1, 1]);
    const { game, events } = play(g, [move(0), step(g, 6, 3)]);
    expect(trapEvents(events)).toEqual([
      { type: 'trap', player: 0, sq: sq(g, 6, 3), owner: 1, kind: 'pit', flipped: true },
    ]);
    expect(rolls(events)).toEqual(['armour', 'armour']);
    expect(game.traps).toEqual([{ sq: sq(g, 6, 3), owner: 1, kind: 'pit' }]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 6, 3) });
    // A turnover ends only that player's action: its coach goes on with the team turn.
    expect(turnedOver(events)).toBe(true);
    expect(legalActions(game)).toMatchObject({ kind: 'teamTurn', team: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it('Pit: armour broken, the injury roll', () => {
    const g = besideMarker('pit', [5, 5, 2, 3]);
    const { game, events } = play(g, [move(0), step(g, 6, 3)]);
    expect(rolls(events)).toEqual(['armour', 'armour', 'injury', 'injury']);
    expect(game.players[0]).toMatchObject({ status: 'stunned', sq: sq(g, 6, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Spiked Pit: the player falls in, an injury roll at once, no armour roll', () => {
    const g = besideMarker('spikedPit', [4, 5]);
    const { game, events } = play(g, [move(0), step(g, 6, 3)]);
    expect(trapEvents(events).map((e) => [e.kind, e.flipped])).toEqual([['spikedPit', true]]);
    expect(rolls(events)).toEqual(['injury', 'injury']);
    expect(ofType(events, 'injury')[0]).toMatchObject({ roll: 9, result: 'ko' });
    expect(game.players[0].status).toBe('ko');
    expect(game.traps).toEqual([{ sq: sq(g, 6, 3), owner: 1, kind: 'spikedPit' }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('the revealed pit stays: a later player entering it falls in too, with no flip', () => {
    const g = withMarkers(
      {
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [15, 3] },
        ],
        dice: [1, 1],
      },
      [{ at: [6, 3], owner: 2, revealed: 'pit' }],
    );
    const { game, events } = play(g, [move(0), step(g, 6, 3)]);
    expect(trapEvents(events).map((e) => [e.kind, e.flipped])).toEqual([['pit', false]]);
    expect(game.traps).toEqual([{ sq: sq(g, 6, 3), owner: 2, kind: 'pit' }]);
    expect(diceLeft(game)).toBe(0);
  });

  it('every way into the square flips it: a player pushed onto a marker falls into the pit', () => {
    // Block die 3: Push, to (7,3); no follow-up; the pit's armour roll 1 + 1.
    const g = withMarkers(
      {
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [6, 3] },
        ],
        dice: [3, 1, 1],
      },
      [{ at: [7, 3], owner: 0, marker: 'pit' }],
    );
    const { game, events } = play(g, [
      activate(0, 'block', 1),
      { type: 'pushTo', sq: sq(g, 7, 3) },
      { type: 'followUp', yes: false },
    ]);
    expect(trapEvents(events).map((e) => [e.player, e.kind, e.flipped])).toEqual([[1, 'pit', true]]);
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 7, 3) });
    // Not the acting player: the block's action is not cut short by it.
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a marker is no obstacle to jump over: no leap over a trap without the Leap skill', () => {
    const g = withMarkers(
      {
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [15, 3] },
        ],
      },
      [{ at: [6, 3], owner: 0, marker: 'pit' }],
    );
    const { game } = play(g, [move(0)]);
    expect(legal(game).some((a) => a.type === 'jump')).toBe(false);
  });
});

describe('Dungeon Brawl: Ball in a pit (dropped beneath the player, does not scatter)', () => {
  it('a ball carrier falling into a pit drops the ball on the pit square: no bounce', () => {
    const g = withMarkers(
      {
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [15, 3] },
        ],
        ball: { carrier: 0 },
        dice: [1, 1],
      },
      [{ at: [6, 3], owner: 1, marker: 'pit' }],
    );
    const { game, events } = play(g, [move(0), step(g, 6, 3)]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 3), carrier: -1 });
    expect(ofType(events, 'ball').map((e) => e.what)).toEqual(['dropped']);
    expect(rolls(events)).toEqual(['armour', 'armour']);
    expect(diceLeft(game)).toBe(0);
  });

  /** Team 0's player 0 standing in a pit at (6,3) with the ball beneath it. */
  function ballBeneath(dice: number[]): Game {
    return withMarkers(
      {
        players: [
          { team: 0, at: [6, 3] },
          { team: 1, at: [15, 3] },
        ],
        ball: { at: [6, 3] },
        dice,
      },
      [{ at: [6, 3], owner: 1, revealed: 'pit' }],
    );
  }

  it('the player in the pit may pick it up (a pick-up test, no movement spent)', () => {
    const g = ballBeneath([3]);
    const { game, events } = play(g, [move(0), PICK_UP]);
    expect(tests(events, 'pickUp')).toMatchObject([{ roll: 3, target: 3, ok: true }]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 6, 3), carrier: 0 });
    expect(legalActions(game)!.context).toMatchObject({ moved: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a failed pick-up leaves the ball beneath it and ends its action', () => {
    const g = ballBeneath([2]);
    const { game, events } = play(g, [move(0), PICK_UP]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 3), carrier: -1 });
    expect(rolls(events)).toEqual(['pickUp']);
    expect(legalActions(game)).toMatchObject({ kind: 'teamTurn', team: 0 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Escaping a pit (Agility check, +1 if not carrying the ball; failure: stay in pit until next turn)', () => {
  /** Team 0's player 0 (AG 3+) standing in a pit at (6,3). */
  function inPit(dice: number[], ball = false): Game {
    return withMarkers(
      {
        players: [
          { team: 0, at: [6, 3] },
          { team: 1, at: [15, 3] },
          { team: 0, at: [6, 5] },
        ],
        ...(ball ? { ball: { carrier: 0 } } : {}),
        dice,
      },
      [{ at: [6, 3], owner: 1, revealed: 'pit' }],
    );
  }

  it('a player in a pit cannot step out before it has escaped', () => {
    const g = inPit([]);
    const { game } = play(g, [move(0)]);
    expect(steps(game)).toEqual([]);
    expect(hasAction(game, ESCAPE)).toBe(true);
  });

  it('the Agility check is +1 without the ball: a 2 escapes, and the player moves on as usual', () => {
    const g = inPit([2]);
    const { game, events } = play(g, [move(0), ESCAPE, step(g, 7, 3)]);
    expect(tests(events, 'pitEscape')).toMatchObject([{ roll: 2, target: 3, modifier: 1, ok: true }]);
    // The step out is a square like any other: the escape itself costs none.
    expect(game.players[0].sq).toBe(sq(g, 7, 3));
    expect(legalActions(game)!.context).toMatchObject({ moved: 1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('carrying the ball, no +1: a 2 fails, and the player stays in the pit until its next turn', () => {
    const g = inPit([2], true);
    const { game, events } = play(g, [move(0), ESCAPE]);
    expect(tests(events, 'pitEscape')).toMatchObject([{ roll: 2, modifier: 0, ok: false }]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 6, 3), activated: true });
    expect(game.ball.carrier).toBe(0);
    // Not a turnover: only its action is over, and the team turn goes on.
    expect(turnedOver(events)).toBe(false);
    expect(legalActions(game)).toMatchObject({ kind: 'teamTurn', team: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it('a player in a pit may still block from it without escaping, but not follow up out of it', () => {
    // Block die 3: Push, from (7,3) to (8,3); no follow-up is offered (it would leave the pit).
    const g = withMarkers(
      {
        players: [
          { team: 0, at: [6, 3] },
          { team: 1, at: [7, 3] },
        ],
        dice: [3],
      },
      [{ at: [6, 3], owner: 1, revealed: 'pit' }],
    );
    const { game } = play(g, [activate(0, 'block', 1), { type: 'pushTo', sq: sq(g, 8, 3) }]);
    expect(legalActions(game)?.actions.some((a) => a.type === 'followUp')).not.toBe(true);
    expect(game.players[1].sq).toBe(sq(g, 8, 3));
    expect(game.players[0].sq).toBe(sq(g, 6, 3));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: Passing from a pit (1D6: on 1 a fumble, the ball stays in the pit; on 2-6 it scatters 1 square from the target, or is caught there)', () => {
  /** Team 0's passer 0 in a pit at (6,3) with the ball; team-mate 2 at (9,3). */
  function passer(dice: number[]): Game {
    return withMarkers(
      {
        players: [
          { team: 0, at: [6, 3] },
          { team: 1, at: [15, 6] },
          { team: 0, at: [9, 3] },
        ],
        ball: { carrier: 0 },
        dice,
      },
      [{ at: [6, 3], owner: 1, revealed: 'pit' }],
    );
  }

  it('on a 1: a fumble, the ball stays in the pit beneath the passer, a turnover ending its action', () => {
    const g = passer([1]);
    const { game, events } = play(g, [activate(0, 'pass'), pass(g, 9, 3)]);
    expect(rolls(events)).toEqual(['pass from a pit: 1 fumbles']);
    expect(tests(events, 'pass')).toEqual([]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 6, 3), carrier: -1 });
    expect(turnedOver(events)).toBe(true);
    expect(legalActions(game)).toMatchObject({ kind: 'teamTurn', team: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it('on 2-6 with a player on the target square: that player tries to catch it (as an accurate pass)', () => {
    const g = passer([2, 3]);
    const { game, events } = play(g, [activate(0, 'pass'), pass(g, 9, 3)]);
    expect(rolls(events)).toEqual(['pass from a pit: 1 fumbles', 'catch']);
    expect(tests(events, 'catch')).toMatchObject([{ player: 2, roll: 3, modifier: 0, ok: true }]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 9, 3), carrier: 2 });
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('on 2-6 with nobody on the target square: the ball scatters 1 square from it', () => {
    // Scatter D8 2: north, from (9,2) to (9,1); it lands there and bounces (D8 5: east, to (10,1)).
    const g = passer([6, 2, 5]);
    const { game, events } = play(g, [activate(0, 'pass'), pass(g, 9, 2)]);
    expect(rolls(events)).toEqual(['pass from a pit: 1 fumbles', 'scatter', 'bounce']);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 10, 1), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: FAQ — Can a player in a pit be targeted for a pass? Yes; the ball scatters from the square above the pit', () => {
  /** Team 0's passer 0 at (5,3) with the ball; team-mate 2 standing in a pit at (8,3). */
  function toPit(dice: number[]): Game {
    return withMarkers(
      {
        players: [
          { team: 0, at: [5, 3] },
          { team: 1, at: [15, 6] },
          { team: 0, at: [8, 3] },
        ],
        ball: { carrier: 0 },
        dice,
      },
      [{ at: [8, 3], owner: 1, revealed: 'pit' }],
    );
  }

  it('the player in the pit catches it as any standing player would', () => {
    // Pass 4 (short, -1): accurate; catch 3.
    const g = toPit([4, 3]);
    const { game } = play(g, [activate(0, 'pass'), pass(g, 8, 3)]);
    expect(game.ball).toEqual({ state: 'carried', sq: sq(g, 8, 3), carrier: 2 });
    expect(diceLeft(game)).toBe(0);
  });

  it('missed, the ball bounces from the pit square', () => {
    // Pass 4: accurate; catch 1 fails; bounce D8 5: east, to (9,3).
    const g = toPit([4, 1, 5]);
    const { game } = play(g, [activate(0, 'pass'), pass(g, 8, 3)]);
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 9, 3), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: a coach never learns what another coach’s face-down markers are', () => {
  it('two games differing only in the kinds of one coach’s face-down markers look the same to every other coach and a spectator', () => {
    const players: Scenario['players'] = [
      { team: 0, at: [5, 3] },
      { team: 1, at: [15, 3] },
    ];
    const a = withMarkers({ players }, [
      { at: [6, 3], owner: 1, marker: 'pit' },
      { at: [12, 2], owner: 1, marker: 'blank' },
    ]);
    const b = withMarkers({ players }, [
      { at: [6, 3], owner: 1, marker: 'blank' },
      { at: [12, 2], owner: 1, marker: 'spikedPit' },
    ]);
    for (const seat of [0, 2, 3, -1])
      expect(JSON.stringify(view(b, seat))).toBe(JSON.stringify(view(a, seat)));
    expect(JSON.stringify(view(b, 1))).not.toBe(JSON.stringify(view(a, 1)));
    // The decision the active coach is asked does not tell either.
    const next = (g: Game) => JSON.stringify(legalActions(play(g, [move(0)]).game));
    expect(next(b)).toBe(next(a));
  });
});

describe("Dungeon Brawl: Escaping a pit: the engine's reach (bots, browser) starts only after the escape", () => {
  it('a player standing in a pit it has not escaped reaches no square; escaped, it reaches as usual', () => {
    const g = withMarkers(
      {
        players: [
          { team: 0, at: [6, 3] },
          { team: 1, at: [15, 6] },
        ],
      },
      [{ at: [6, 3], owner: 1, revealed: 'pit' }],
    );
    expect(reachable(g, 0)).toEqual([]);
    g.players[0].usedThisTurn = ['pitEscaped'];
    expect(reachable(g, 0).length).toBeGreaterThan(0);
  });
});

/**
 * A POW (6) pushes the carrier (team 1, at (7,3)) to (8,3), onto the given marker; no follow-up;
 * every armour roll 1+1.
 */
function carrierPushedOnto(mark: Parameters<typeof withMarkers>[1][number]) {
  const g = withMarkers(
    {
      players: [
        { team: 0, at: [6, 3] },
        { team: 1, at: [7, 3] },
      ],
      ball: { carrier: 1 },
      dice: [6, 1, 1, 1, 1],
    },
    [mark],
  );
  let { game } = play(g, [activate(0, 'block', 1)]);
  while (legalActions(game)?.kind === 'push') game = play(game, [{ type: 'pushTo', sq: sq(g, 8, 3) }]).game;
  return { g, r: play(game, [{ type: 'followUp', yes: false }]) };
}

describe('Dungeon Brawl: Ball in a pit: dropped beneath the player, does not scatter (however it goes down)', () => {
  it('a carrier knocked down onto a face-down pit: the ball lies beneath it, no bounce', () => {
    // POW (6): pushed from (7,3) to (8,3), onto team 2's pit; armour 1+1 holds, then the pit's
    // armour 1+1 holds too.
    const { g, r } = carrierPushedOnto({ at: [8, 3], owner: 2, marker: 'pit' });
    expect(r.game.players[1].sq).toBe(sq(g, 8, 3));
    expect(r.game.ball).toEqual({ state: 'ground', sq: sq(g, 8, 3), carrier: -1 });
    expect(r.events.some((e) => e.type === 'ball' && e.what === 'bounce')).toBe(false);
    expect(diceLeft(r.game)).toBe(0);
  });

  it('a carrier knocked down into a revealed pit: the ball stays beneath it', () => {
    // POW (6): pushed from (7,3) into the revealed pit at (8,3); both armour rolls hold.
    const { g, r } = carrierPushedOnto({ at: [8, 3], owner: 2, revealed: 'pit' });
    expect(r.game.ball).toEqual({ state: 'ground', sq: sq(g, 8, 3), carrier: -1 });
    expect(r.events.some((e) => e.type === 'ball' && e.what === 'bounce')).toBe(false);
    expect(diceLeft(r.game)).toBe(0);
  });
});
