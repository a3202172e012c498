/**
 * What each coach's screen may show in a classic game (play/seat.ts, log.ts): in hotseat the
 * screen is passed before each coach places its trap counters and before the board shows a coach
 * its face-down counters; the board is the seat's `view` and never holds another coach's
 * face-down counter; the log keeps each coach's placements to that coach; a trap that acts is in
 * words. Table-top mode asks for the trap's D6 like any die.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  apply,
  createGame,
  type Decision,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  scenario,
  sq,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../src/bots.ts';
import { createWithDice, type Die } from '../src/dice.ts';
import { type LogLine, linesFor, logLines } from '../src/log.ts';
import { GameController } from '../src/play/controller.ts';
import { mustPass, type Shown, shownFor, viewerOf } from '../src/play/seat.ts';
import { buildReplay } from '../src/replay/build.ts';

const CELLAR = readFileSync(join(import.meta.dirname, '..', 'e2e', 'fixtures', 'cellar.txt'), 'utf8');

function classicGame(seed = 1, dungeon = CELLAR, ruleset = 'classic') {
  const made = createGame({ ruleset, dungeon, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed });
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made;
}

interface Seen {
  kind: Decision['kind'];
  team: number;
  viewer: number;
  passed: boolean;
}

/**
 * Plays the pre-game (and `extra` actions after it) as the page does: before each decision the
 * screen is passed when mustPass says so, then the board is the viewer's view.
 */
function playAsThePage(seats: SeatKind[], extra = 0, ruleset = 'classic', dungeon = CELLAR) {
  const made = classicGame(1, dungeon, ruleset);
  let g = made.game;
  const lines: LogLine[] = logLines(g, made.events);
  const seen: Seen[] = [];
  let shown: Shown | null = null;
  for (let i = 0; i < 80; i++) {
    const d = legalActions(g);
    if (!d || (d.kind === 'teamTurn' && extra-- <= 0)) break;
    const next = viewerOf(g, d, seats, shown?.team ?? -1);
    const passed = mustPass(g, d, seats, shown, next);
    shown = shownFor(d, next);
    seen.push({ kind: d.kind, team: d.team, viewer: next, passed });
    for (const t of view(g, next).traps) expect(t.kind !== 'faceDown' || t.owner === next).toBe(true);
    const r = apply(g, d.actions[d.actions.length - 1]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
    lines.push(...logLines(g, r.events));
  }
  return { g, seen, lines };
}

describe('hotseat: passing the screen', () => {
  it('the screen is passed before each coach places its trap counters, and only then', () => {
    const { seen } = playAsThePage(['person', 'person']);
    const traps = seen.filter((s) => s.kind === 'placeTrap');
    expect(traps.length).toBe(6);
    // The first counter of each coach follows a pass; the next two do not.
    expect(traps.map((s) => s.passed)).toEqual([true, false, false, true, false, false]);
    for (const s of traps) expect(s.viewer).toBe(s.team);
    // Before any counter is down, nothing is secret: choosing the end zone needs no pass.
    expect(seen.filter((s) => s.kind === 'chooseEndZone').every((s) => !s.passed)).toBe(true);
  });

  it('the board follows the deciding coach in the pre-game, the team in turn in play, passed each time', () => {
    const { seen } = playAsThePage(['person', 'person'], 3);
    const deploy = seen.filter((s) => s.kind === 'deploy');
    expect(deploy.every((s) => s.viewer === s.team)).toBe(true);
    // Each change of coach shows that coach its face-down counters: a pass every time.
    for (let i = 1; i < seen.length; i++)
      if (seen[i].viewer !== seen[i - 1].viewer) expect(seen[i].passed).toBe(true);
  });

  it('against a bot the board is the person’s team, and the screen is never passed', () => {
    for (const seats of [
      ['person', 'scripted'],
      ['scripted', 'person'],
    ] as SeatKind[][]) {
      const me = seats.indexOf('person');
      const { seen } = playAsThePage(seats, 3);
      expect(seen.every((s) => s.viewer === me && !s.passed)).toBe(true);
    }
  });

  it('bot against bot: a spectator’s board, every face-down counter hidden', () => {
    const { g, seen } = playAsThePage(['scripted', 'random']);
    expect(seen.every((s) => s.viewer === -1 && !s.passed)).toBe(true);
    expect(g.traps.length).toBe(6);
    expect(view(g, -1).traps).toEqual([]);
  });

  it('Dungeon Bowl 2021 in hotseat: no trap counters, no pass', () => {
    const { seen } = playAsThePage(
      ['person', 'person'],
      3,
      'dungeonbowl2021',
      getBuiltinDungeon('great-hall')!.text,
    );
    expect(seen.some((s) => s.passed)).toBe(false);
  });
});

describe('the log as each coach sees it', () => {
  it('a coach’s trap placements are in its own log only, never a spectator’s', () => {
    const { lines } = playAsThePage(['person', 'person']);
    const placed = (team: number, l: LogLine[]) =>
      l.filter((x) => /places a trap counter/.test(x.text) && x.team === team);
    expect(placed(0, lines)).toHaveLength(3);
    expect(placed(0, linesFor(lines, 0))).toHaveLength(3);
    expect(placed(0, linesFor(lines, 1))).toHaveLength(0);
    expect(placed(1, linesFor(lines, 0))).toHaveLength(0);
    expect(placed(1, linesFor(lines, 1))).toHaveLength(3);
    expect(linesFor(lines, -1).some((x) => /trap counter/.test(x.text))).toBe(false);
    // Everything public is in every log.
    expect(linesFor(lines, 0).length + 3).toBe(lines.length);
  });

  it('a trap that acts is told in words: whose counter, where, what it was', () => {
    const g = classicGame().game;
    const e = (kind: 'fake' | 'pit' | 'spikedPit', flipped = true): GameEvent => ({
      type: 'trap',
      player: 0,
      sq: 30,
      owner: 1,
      kind,
      flipped,
    });
    const [pit, spiked, fake, again] = logLines(g, [e('pit'), e('spikedPit'), e('fake'), e('pit', false)]);
    expect(pit.text).toMatch(/turns over Grey Lurkers' trap counter at \(5,1\): a PIT/);
    expect(spiked.text).toMatch(/: a SPIKED PIT$/);
    expect(fake.text).toMatch(/: a fake, removed$/);
    expect(again.text).toMatch(/enters the pit at \(5,1\)$/);
    expect(pit.only).toBeUndefined();
  });
});

describe('the record of a classic game', () => {
  it('names the ruleset and replays to the same counters', async () => {
    const made = classicGame();
    const ctl = new GameController({
      setup: { ruleset: 'classic', dungeon: CELLAR, teams: [FIRE_TEAM, SHADOW_TEAM] },
      options: { seed: 1 },
      game: made.game,
      actions: [],
      log: logLines(made.game, made.events),
      seats: ['person', 'person'],
      tabletop: false,
    });
    for (let i = 0; i < 7; i++) {
      const d = legalActions(ctl.game)!;
      expect(await ctl.act(d.actions[d.actions.length - 1])).toBe(true);
    }
    expect(ctl.game.traps).toHaveLength(6);
    const rec = ctl.record();
    expect(rec.setup.ruleset).toBe('classic');
    const built = buildReplay(JSON.parse(JSON.stringify(rec)));
    if (!built.ok) throw new Error(built.errors.join('; '));
    expect(built.data.states.at(-1)!.traps).toEqual(ctl.game.traps);
    // The placements are kept for their coaches: the replay shows them only once the game is over.
    expect(built.data.lines.flat().filter((l) => l.only).length).toBe(6);
  });
});

describe('table-top mode under classic', () => {
  it('the pre-game asks for the end-zone roll-off and the roll hiding the ball', async () => {
    const asked: Die[] = [];
    const made = await createWithDice(
      { ruleset: 'classic', dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
      {},
      true,
      async (die) => {
        asked.push(die);
        return asked.length === 1 ? 6 : 1;
      },
    );
    expect(made?.ok).toBe(true);
    expect(asked.map((d) => `D${d.sides} ${d.purpose}`).slice(0, 2)).toEqual([
      'D6 roll-off: choice of end zone',
      'D6 roll-off: choice of end zone',
    ]);
    if (made?.ok) expect(legalActions(made.game)).toMatchObject({ kind: 'chooseEndZone', team: 0 });
  });

  it('the trap counter’s D6 is asked for like any die, and a pit follows with its armour roll', async () => {
    const g: Game = scenario({
      ruleset: 'classic',
      map: '#######\n#A...B#\n#A...B#\n#######',
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [4, 2] },
      ],
      dice: [],
    });
    g.traps = [{ sq: sq(g, 3, 1), owner: 1, kind: 'faceDown' }];
    const asked: Die[] = [];
    const answers = [4, 1, 1];
    const ctl = new GameController({
      setup: { ruleset: 'classic', dungeon: '', teams: [] },
      options: { dice: [] },
      game: g,
      actions: [],
      log: [],
      seats: ['person', 'person'],
      tabletop: true,
    });
    ctl.askDie = async (die) => {
      asked.push(die);
      return answers.shift() ?? 1;
    };
    const ok = await ctl.actSeq([
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 1) },
    ]);
    expect(ok).toBe(true);
    expect(asked.map((d) => `D${d.sides} ${d.purpose}`)).toEqual(['D6 trap', 'D6 armour', 'D6 armour']);
    expect(ctl.game.traps).toEqual([{ sq: sq(g, 3, 1), owner: 1, kind: 'pit' }]);
    expect(ctl.game.players[0].status).toBe('prone');
    expect(ctl.log.some((l) => /a PIT/.test(l.text))).toBe(true);
  });
});
