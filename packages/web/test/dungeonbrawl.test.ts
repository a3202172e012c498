/**
 * Dungeon Brawl ([000]) in the browser, without a browser: the new-game form under the ruleset
 * (4 to 16 sides, squads of four by the engine's squadOf, teams named apart, the maps that seat
 * the count), the screen passed in hotseat at every change of person coach and the board
 * following the coach who decides, the compact panel's player states and ladder steps (read from
 * whatever the engine's Player carries), and decisions and actions the page has no words for
 * rendered by their fields.
 */
import {
  type Action,
  apply,
  createGame,
  type Decision,
  dungeonOf,
  type Game,
  getBuiltinDungeon,
  legalActions,
  type Player,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../src/bots.ts';
import { boardModel } from '../src/choices.ts';
import { describeDecision } from '../src/describe.ts';
import { genericActionLabel, genericAnchor } from '../src/generic.ts';
import { actionLabel } from '../src/labels.ts';
import { decisionButtons } from '../src/menu.ts';
import { ladderStep, rosterState, stateWords, teamOut } from '../src/panel/roster.ts';
import { mustPass, type Shown, shownFor, viewerOf } from '../src/play/seat.ts';
import { gameSetup } from '../src/setup/form.ts';
import { builtinFor, dungeonsFor, mapTeamRange, rulesetChoice, teamCounts } from '../src/setup/rulesets.ts';
import { defaultSide, namedApart, sideTeam } from '../src/setup/side.ts';

const brawl = rulesetChoice('dungeonbrawl');
const PIT = getBuiltinDungeon('brawl-pit')!.text;

function form(n: number, text = PIT) {
  return {
    rules: brawl,
    dungeon: { text, errors: [] },
    sides: Array.from({ length: n }, (_, i) => defaultSide(i)),
    seed: 4,
    turnLimit: '2',
    tabletop: false,
    clocks: true,
    matchMinutes: '',
    turnMinutes: '',
  };
}

function brawlGame(n = 6): Game {
  const made = gameSetup(form(n), 4);
  if (!made.ok) throw new Error(made.errors.join('; '));
  const g = createGame(made.setup, made.options);
  if (!g.ok) throw new Error(g.errors.map((e) => e.message).join('; '));
  return g.game;
}

describe('Dungeon Brawl: the new game', () => {
  it('offers 4 to 16 teams, from the ruleset', () => {
    expect(brawl.teams).toEqual({ min: 4, max: 16 });
    expect(teamCounts(brawl, 7)).toEqual(Array.from({ length: 13 }, (_, i) => i + 4));
    // A ruleset without its own range: 2 up to the map's end zones, at most 8.
    expect(teamCounts(rulesetChoice('classic'), 2)).toEqual([2]);
  });

  it('lists the maps that seat the count: the Brawl Pit up to seven teams, the Twin Pits from eight', () => {
    expect(dungeonsFor('dungeonbrawl', 4)[0].id).toBe('brawl-pit');
    expect(dungeonsFor('dungeonbrawl', 7).map((b) => b.id)).toContain('brawl-pit');
    expect(dungeonsFor('dungeonbrawl', 8).map((b) => b.id)).toContain('twin-pits');
    expect(dungeonsFor('dungeonbrawl', 8).map((b) => b.id)).not.toContain('brawl-pit');
    expect(dungeonsFor('dungeonbrawl', 16).map((b) => b.id)).toContain('twin-pits');
    expect(builtinFor('dungeonbrawl', 'brawl-pit', 9)).toBe('twin-pits');
    // The other rulesets' lists do not depend on the count.
    expect(dungeonsFor('classic', 2)).toEqual(dungeonsFor('classic'));
  });

  it("reads a map's own team range when its header gives one", () => {
    const d = dungeonsFor('dungeonbrawl')[0].dungeon!;
    expect(mapTeamRange({ ...d, meta: [['teams', '8 to 16']] })).toEqual({ min: 8, max: 16 });
    expect(mapTeamRange({ ...d, meta: [['teams', '4-7']] })).toEqual({ min: 4, max: 7 });
    expect(mapTeamRange({ ...d, meta: [] })).toBeNull();
  });

  it('each side plays a squad of four, picked by squadOf, and the teams are named apart', () => {
    const side = sideTeam(defaultSide(0), 1, 0, brawl);
    expect(side.team?.players).toHaveLength(4);
    const named = namedApart([{ name: 'A' }, { name: 'B' }, { name: 'A' }, { name: 'A' }]);
    expect(named.map((t) => t.name)).toEqual(['A', 'B', 'A (side 3)', 'A (side 4)']);
    const g = brawlGame(6);
    expect(new Set(g.teams.map((t) => t.name)).size).toBe(6);
    expect(g.players).toHaveLength(24);
    expect(g.options.turnLimit).toBe(2);
  });

  it('sixteen teams start on the Twin Pits', () => {
    const made = gameSetup(form(16, getBuiltinDungeon('twin-pits')!.text), 4);
    expect(made.ok && createGame(made.setup, made.options).ok).toBe(true);
  });
});

interface Seen {
  d: Decision;
  viewer: number;
  passed: boolean;
}

/** Plays as the page does (the last action offered each time, a pass when mustPass says so). */
function playAsThePage(g: Game, seats: SeatKind[], steps: number): Seen[] {
  const seen: Seen[] = [];
  let shown: Shown | null = null;
  for (let i = 0; i < steps && !g.result; i++) {
    const d = legalActions(g);
    if (!d) break;
    const viewer = viewerOf(g, d, seats, shown?.team ?? -1);
    const passed = mustPass(g, d, seats, shown, viewer);
    shown = shownFor(d, viewer);
    seen.push({ d, viewer, passed });
    const end = d.actions.find((a) => a.type === 'endTurn') ?? d.actions[d.actions.length - 1];
    const r = apply(g, end);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return seen;
}

describe('Dungeon Brawl: passing the screen in hotseat', () => {
  const seats: SeatKind[] = ['person', 'scripted', 'person', 'random', 'person', 'scripted'];

  it('the board follows the person who decides, and every change of person coach passes the screen', () => {
    const seen = playAsThePage(brawlGame(6), seats, 200);
    let last = -1;
    for (const s of seen) {
      if (seats[s.d.team] === 'person') expect(s.viewer).toBe(s.d.team);
      // A bot's decision keeps the last person's board.
      else expect(s.viewer).toBe(last === -1 ? 0 : last);
      expect(s.passed).toBe(s.viewer !== last);
      last = s.viewer;
    }
    // Each person coach had the screen before it deployed and before its turns.
    for (const t of [0, 2, 4]) {
      expect(seen.some((s) => s.passed && s.viewer === t && s.d.kind === 'deploy')).toBe(true);
      expect(seen.some((s) => s.passed && s.viewer === t && s.d.kind === 'teamTurn')).toBe(true);
    }
  });

  it('one person against five bots: never passed', () => {
    const seen = playAsThePage(
      brawlGame(6),
      ['random', 'scripted', 'person', 'random', 'random', 'scripted'],
      120,
    );
    expect(seen.every((s) => s.viewer === 2 && !s.passed)).toBe(true);
  });
});

describe('Dungeon Brawl: the compact panel', () => {
  const g = brawlGame(4);
  const p = (over: Partial<Player> & Record<string, unknown>): Player =>
    ({ ...g.players[0], ...over }) as Player;

  it("names each player's state: standing, down, out (with why)", () => {
    expect(rosterState(g, p({ status: 'reserve' }))).toBe('out');
    // [000] has no KO box: a removed player not dead comes back by the entrance.
    expect(stateWords(g, p({ status: 'ko' }))).toBe('out (back by the entrance next turn)');
    expect(stateWords(g, p({ status: 'lost' }))).toBe('out (lost in space)');
    const open = view(g, 0).players.find((q) => q.sq >= 0);
    if (open) {
      expect(rosterState(g, p({ status: 'standing', sq: open.sq }))).toBe('standing');
      expect(stateWords(g, p({ status: 'stunned', sq: open.sq }))).toBe('down (stunned)');
    }
  });

  it('a player in a trap pit is in a pit', () => {
    const sq = dungeonOf(g).wall.indexOf(false);
    const pitted = { ...g, traps: [{ sq, owner: 1, kind: 'pit' as const }] };
    expect(rosterState(pitted, p({ status: 'prone', sq }))).toBe('pit');
  });

  it("shows the injury ladder's step (Player.injuries) once the player has one", () => {
    expect(ladderStep(g.players[0])).toBeNull();
    expect(ladderStep(p({ injuries: 1 }))).toBe('hurt');
    expect(ladderStep(p({ injuries: 2 }))).toBe('crippled');
    expect(rosterState(g, p({ injuries: 3, status: 'casualty' }))).toBe('dead');
    // The engine's dead: status casualty, casualty 'dead'.
    expect(rosterState(g, p({ status: 'casualty', casualty: 'dead' }))).toBe('dead');
    expect(stateWords(g, p({ injuries: 2, status: 'standing', sq: g.players[0].sq }))).toMatch(/crippled$/);
  });

  it('a team with every player dead or lost in space is out', () => {
    expect(teamOut(g, 1)).toBe(false);
    const gone = {
      ...g,
      players: g.players.map((q) => (q.team === 1 ? { ...q, status: 'lost' as const } : q)),
    };
    expect(teamOut(gone, 1)).toBe(true);
  });
});

describe('decisions the page has no words for render through the same path', () => {
  const g = brawlGame(4);
  const sq = dungeonOf(g).wall.indexOf(false);
  const marker = { type: 'placeMarker', sq, marker: 'spikedPit' } as unknown as Action;
  const assist = { type: 'assist', player: 5 } as unknown as Action;
  const decline = { type: 'noAssist' } as unknown as Action;
  const d = {
    kind: 'assistChoice',
    team: 1,
    player: 5,
    actions: [assist, decline],
    context: { attacker: 0, defender: 4 },
  } as unknown as Decision;

  it('an action in words by its fields, placed on its square or player', () => {
    expect(genericActionLabel(g, marker)).toMatch(/^Place marker: spiked pit, \(\d+,\d+\)$/);
    expect(actionLabel(g, assist, d)).toBe(
      `Assist: ${actionLabel(g, { type: 'choosePlayer', player: 5 }, d).slice(7)}`,
    );
    expect(genericAnchor(marker)).toEqual({ sq: [sq] });
    expect(genericAnchor(assist)).toEqual({ player: 5 });
    const m = boardModel(g, { ...d, actions: [marker] } as Decision, null, null);
    expect(m.squares.get(sq)?.[0].actions).toEqual([marker]);
  });

  it('the decision says its kind and its context; its actions are buttons', () => {
    expect(describeDecision(g, d)).toMatch(/^Assist choice \(attacker: .+#\d+; defender: .+#\d+\): choose$/);
    expect(decisionButtons(g, d).map((c) => c.actions[0])).toEqual([assist, decline]);
  });

  it("a trap placement says the kinds of marker left, when the context has them ([000]'s markers)", () => {
    const place = (context: object) =>
      ({ kind: 'placeTrap', team: 0, actions: [], context }) as unknown as Decision;
    expect(describeDecision(g, place({ left: 3 }))).toBe(
      'Place a trap counter face down (3 left): click a highlighted square',
    );
    expect(describeDecision(g, place({ left: 3, markers: { pit: 1, blank: 2 } }))).toBe(
      'Place your trap markers face down (3 left: 1 pit, 2 blanks): pick a kind, then click a highlighted square',
    );
  });
});
