/**
 * Dungeon Brawl ([000]) in the browser, the engine's later parts, without a browser: the trap
 * markers (a kind picked, then squares; the kinds secret to their coach), the injury ladder in
 * the panel, third-party assists, a player in a pit (its escape, its pick-up, a pass from it),
 * and the teleporters in the log. Scenarios come from the engine's `scenario()`; nothing here
 * decides a rule.
 */
import {
  type Action,
  apply,
  createGame,
  type Decision,
  type Game,
  getBuiltinDungeon,
  legalActions,
  type ScenarioPlayer,
  scenario,
  sq,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { TEN } from '../../engine/test/helpers/dungeonbrawl.ts';
import type { SeatKind } from '../src/bots.ts';
import { boardModel } from '../src/choices.ts';
import { describeDecision } from '../src/describe.ts';
import { logLines } from '../src/log.ts';
import { decisionButtons } from '../src/menu.ts';
import { stateWords } from '../src/panel/roster.ts';
import { mustPass, viewerOf } from '../src/play/seat.ts';
import { effectiveMarker, markerKinds } from '../src/play/selection.ts';
import { gameSetup } from '../src/setup/form.ts';
import { rulesetChoice } from '../src/setup/rulesets.ts';
import { defaultSide } from '../src/setup/side.ts';

function brawl(players: ScenarioPlayer[], dice: number[] = [], more: object = {}): Game {
  return scenario({ ruleset: 'dungeonbrawl', map: TEN, players, dice, ...more });
}

/** Applies the actions; returns the game after them and every log line on the way. */
function run(g: Game, acts: ((g: Game) => Action)[]): { game: Game; lines: string[] } {
  const lines: string[] = [];
  for (const f of acts) {
    const r = apply(g, f(g));
    if (!r.ok) throw new Error(r.error.message);
    lines.push(...logLines(r.game, r.events).map((l) => l.text));
    g = r.game;
  }
  return { game: g, lines };
}

const decision = (g: Game): Decision => {
  const d = legalActions(g);
  if (!d) throw new Error('no decision');
  return d;
};

const move = (player: number) => (): Action => ({ type: 'activate', player, action: 'move' });

describe('Dungeon Brawl in the browser: trap markers', () => {
  /** The pre-game's first marker decision of a four-team game on the Brawl Pit. */
  const placing = createdGame;

  it('the coach picks a kind (how many are left of each), then a square: only that kind is on the board', () => {
    const g = placing();
    const d = decision(g);
    expect(d.kind).toBe('placeTrap');
    expect(describeDecision(g, d)).toBe(
      'Place your trap markers face down (6 left: 1 spiked pit, 2 pits, 3 blanks): pick a kind, then click a highlighted square',
    );
    expect(markerKinds(d)).toEqual([
      { kind: 'spikedPit', left: 1 },
      { kind: 'pit', left: 2 },
      { kind: 'blank', left: 3 },
    ]);
    expect(effectiveMarker(d, null)).toBe('spikedPit');
    const model = boardModel(g, d, null, null, 'blank');
    const placed = [...model.squares.values()].flat().map((c) => c.actions[0]);
    // One choice a square, each a blank.
    expect(placed.every((a) => a.type === 'placeTrap' && a.marker === 'blank')).toBe(true);
    expect(placed.length).toBe(model.squares.size);
    expect(model.squares.values().next().value?.[0].label).toMatch(
      /^Place a blank marker face down at \(\d+,\d+\)$/,
    );
  });

  it('a kind used up is offered no more: the pick falls back to a kind left', () => {
    const g = placing();
    const d = decision(g);
    const spiked = d.actions.find((a) => a.type === 'placeTrap' && a.marker === 'spikedPit')!;
    const { game } = run(g, [() => spiked]);
    const next = decision(game);
    expect(markerKinds(next).map((k) => k.kind)).toEqual(['pit', 'blank']);
    expect(effectiveMarker(next, 'spikedPit')).toBe('pit');
    expect(effectiveMarker(next, 'blank')).toBe('blank');
  });

  it('everyone sees where a marker lies; only its coach sees what it is (and the log says where, not what)', () => {
    const g = placing();
    const d = decision(g);
    const pit = d.actions.find((a) => a.type === 'placeTrap' && a.marker === 'pit')!;
    const r = apply(g, pit);
    if (!r.ok) throw new Error(r.error.message);
    const owner = d.team;
    const other = (owner + 1) % r.game.teams.length;
    expect(view(r.game, owner).traps[0]).toMatchObject({ kind: 'faceDown', marker: 'pit' });
    expect(view(r.game, other).traps[0]).toEqual({ sq: r.game.traps[0].sq, owner, kind: 'faceDown' });
    const [line] = logLines(r.game, r.events).filter((l) => /places/.test(l.text));
    expect(line.text).toMatch(/places a trap marker face down at \(\d+,\d+\)$/);
    expect(line.only).toBeUndefined();
  });
});

describe('Dungeon Brawl in the browser: third-party assists', () => {
  // Team 0 (5,3) blocks team 1 (6,3); team 2's player at (6,4) is next to both.
  const g = brawl(
    [
      { team: 0, at: [5, 3], number: 1 },
      { team: 1, at: [6, 3], number: 7 },
      { team: 2, at: [6, 4], number: 4 },
      { team: 3, at: [17, 7] },
    ],
    [3, 3],
  );
  const asked = run(g, [() => ({ type: 'activate', player: 0, action: 'block', target: 1 })]).game;
  const d = decision(asked);

  it("says who blocks whom and which of the coach's players is asked", () => {
    expect(d).toMatchObject({ kind: 'thirdPartyAssist', team: 2, player: 2 });
    expect(describeDecision(asked, d)).toBe(
      'scenario #1 (Team 0) blocks scenario #7 (Team 1). Your scenario #4 is next to the fight: assist the blocker, the target, or neither?',
    );
  });

  it('offers "assist <blocker>", "assist <target>" and "neither" as buttons', () => {
    const labels = decisionButtons(asked, d).map((c) => c.label);
    expect(labels).toEqual([
      'Assist scenario #1 (the blocker)',
      'Assist scenario #7 (the target)',
      'Neither: no assist',
    ]);
    const keys = decisionButtons(asked, d).map((c) => c.key);
    expect(keys).toEqual(['choosePlayer-0', 'choosePlayer-1', 'useSkill-2-assist-false']);
  });

  it("in hotseat the screen is passed to the third coach first (the blocker's coach looks away)", () => {
    const seats: SeatKind[] = ['person', 'person', 'person', 'random'];
    const viewer = viewerOf(asked, d, seats, 0);
    expect(viewer).toBe(2);
    expect(mustPass(asked, d, seats, { team: 0, placing: false }, viewer)).toBe(true);
    // With the third team a bot's, the person at the blocker's board is not asked to pass it.
    expect(mustPass(asked, d, ['person', 'person', 'random', 'random'], { team: 0, placing: false }, 0)).toBe(
      false,
    );
  });

  it('the log says whom it assists', () => {
    const { lines } = run(asked, [() => ({ type: 'choosePlayer', player: 0 })]);
    expect(lines).toContain('scenario #4 assists the blocker');
  });
});

describe('Dungeon Brawl in the browser: a player in a pit', () => {
  /** Team 0's player 0 standing in a revealed pit at (6,3); a team-mate at (9,3). */
  function inPit(dice: number[], ball?: 'carried' | 'beneath'): Game {
    const g = brawl(
      [
        { team: 0, at: [6, 3] },
        { team: 1, at: [15, 4] },
        { team: 0, at: [9, 3] },
      ],
      dice,
      ball === 'carried' ? { ball: { carrier: 0 } } : ball === 'beneath' ? { ball: { at: [6, 3] } } : {},
    );
    g.traps.push({ sq: sq(g, 6, 3), owner: 1, kind: 'pit' });
    return g;
  }

  it('shows it in a pit, and no paths before its escape (reachable does not know the pit)', () => {
    const g = inPit([]);
    expect(stateWords(g, g.players[0])).toBe('in a pit');
    expect(boardModel(g, decision(g), 0, null).squares.size).toBe(0);
    expect(boardModel(g, decision(g), 2, null).squares.size).toBeGreaterThan(0);
  });

  it('its Move offers the escape (an Agility test), and the log says a failure keeps it there', () => {
    const g = run(inPit([1]), [move(0)]).game;
    const d = decision(g);
    expect(describeDecision(g, d)).toBe(
      'scenario #1: Move, in a pit: escape it (an Agility test) before stepping out, or choose below.',
    );
    expect(decisionButtons(g, d).map((c) => c.label)).toEqual(['Escape the pit (an Agility test)']);
    const { lines } = run(g, [(x) => decision(x).actions[0]]);
    expect(lines).toContain('scenario #1: pit escape 1 +1 against 3+, FAILS: stays in the pit');
  });

  it('the ball beneath it: a pick-up test', () => {
    const g = run(inPit([], 'beneath'), [move(0)]).game;
    expect(decisionButtons(g, decision(g)).map((c) => c.label)).toContain(
      'Pick up the ball beneath it (a pick-up test)',
    );
  });

  it('a pass from the pit: a D6, 1 fumbles (no accuracy odds shown)', () => {
    const g = run(inPit([], 'carried'), [() => ({ type: 'activate', player: 0, action: 'pass' })]).game;
    const d = decision(g);
    const passes = d.actions.filter((a) => a.type === 'pass');
    const m = boardModel(g, d, null, { title: 'Pass', actions: passes });
    const to = sq(g, 9, 3);
    // The receiver standing there is named (choices.ts passTarget).
    expect(m.squares.get(to)?.[0].label).toMatch(/^Pass to (.+ at )?\(9,3\) from the pit: a D6, 1 fumbles$/);
    expect(m.marks.get(to)?.label).toBe('pit');
  });
});

describe('Dungeon Brawl in the browser: the injury ladder and the log', () => {
  it('a hurt player is said hurt; a player removed comes back by the entrance', () => {
    const g = brawl([
      { team: 0, at: [5, 3] },
      { team: 1, at: [15, 4] },
    ]);
    const hurt = { ...g.players[0], injuries: 1, skillsLost: true as const };
    expect(stateWords(g, hurt)).toBe('standing, hurt');
    const [line] = logLines(g, [
      { type: 'skill', player: 0, skill: 'injuryLadder', detail: 'hurt (1st injury): loses all its skills' },
    ]);
    expect(line.text).toBe('scenario #1 is hurt (1st injury): loses all its skills');
    const [back] = logLines(g, [{ type: 'move', player: 0, from: -1, to: sq(g, 10, 7), kind: 'place' }]);
    expect(back.text).toBe('scenario #1 comes back into the dungeon at (10,7), by the entrance');
  });

  it('a blank turned over is removed', () => {
    const g = brawl([{ team: 0, at: [5, 3] }]);
    const [line] = logLines(g, [
      { type: 'trap', player: 0, sq: sq(g, 5, 3), owner: 1, kind: 'fake', flipped: true },
    ]);
    expect(line.text).toBe("scenario #1 turns over Team 1's trap marker at (5,3): a blank, removed");
  });
});

describe('Dungeon Brawl in the browser: teleporters 0-9 in the log', () => {
  it('a step onto a teleporter: the D10, from teleporter to teleporter', () => {
    const g = brawl(
      [
        { team: 0, at: [6, 1] },
        { team: 1, at: [17, 7] },
      ],
      [5],
    );
    const { lines } = run(g, [move(0), (x) => ({ type: 'step', to: sq(x, 7, 1) })]);
    expect(lines).toContain('D10 = 5 for teleporter (scenario #1)');
    expect(lines).toContain('scenario #1 goes from teleporter 1 to teleporter 5');
  });

  it('its own number: lost in space', () => {
    const g = brawl(
      [
        { team: 0, at: [6, 1] },
        { team: 1, at: [17, 7] },
      ],
      [1],
    );
    const { lines } = run(g, [move(0), (x) => ({ type: 'step', to: sq(x, 7, 1) })]);
    expect(lines).toContain('scenario #1 is LOST IN SPACE: the die named teleporter 1, the one it stood on');
  });

  it("the ball's own roll names its teleporter", () => {
    const g = brawl(
      [
        { team: 0, at: [6, 1] },
        { team: 1, at: [17, 7] },
      ],
      [5, 9, 3],
      { ball: { carrier: 0 } },
    );
    const { lines } = run(g, [move(0), (x) => ({ type: 'step', to: sq(x, 7, 1) })]);
    expect(lines).toContain("D10 = 9 for the ball's teleporter");
    expect(lines).toContain('The ball is teleported to (11,5) (teleporter 9)');
  });

  it("a rival on a teleporter as a coach's turn starts warps, and the log says why", () => {
    const g = brawl(
      [
        { team: 1, at: [7, 3] },
        { team: 0, at: [17, 7] },
      ],
      [2],
      { active: 1, order: [1, 0, 2, 3] },
    );
    const { lines } = run(g, [() => ({ type: 'endTurn' })]);
    expect(lines).toContain('scenario #1 stood on teleporter 5 as the turn began: it warps to teleporter 2');
  });
});

/** A four-team game on the Brawl Pit, as the new-game form makes it, at its first marker. */
function createdGame(): Game {
  const made = gameSetup(
    {
      rules: rulesetChoice('dungeonbrawl'),
      dungeon: { text: getBuiltinDungeon('brawl-pit')!.text, errors: [] },
      sides: Array.from({ length: 4 }, (_, i) => defaultSide(i)),
      seed: 4,
      turnLimit: '2',
      tabletop: false,
      clocks: true,
      matchMinutes: '',
      turnMinutes: '',
    },
    4,
  );
  if (!made.ok) throw new Error(made.errors.join('; '));
  const c = createGame(made.setup, made.options);
  if (!c.ok) throw new Error('no game');
  let g = c.game;
  while (legalActions(g)?.kind !== 'placeTrap') g = run(g, [(x) => decision(x).actions[0]]).game;
  return g;
}
