/**
 * What the log's summaries say happened (issue 20's new-coach trial): a test by its name and how
 * it went, never a bare count ("Bone Head passed"); a block's outcome (where the target was pushed,
 * who went down, the armour); a blitz that never blocked; each team's deployment under its own
 * name; a portal's dice folded under the player who stepped on it or came in through it; the
 * words of the chests and portals placed and opened, and a team named as one ("wins", "takes").
 */
import { type Action, apply, type Game, type GameEvent, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type LogLine, logLine, logLines } from '../src/log.ts';
import { groupLog, type LogEntry, type LogGroup } from '../src/log-groups.ts';
import { playerName, teamName } from '../src/names.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

/** Portals 1 (3,2) and 2 (6,2). */
const TWO_PADS = `
##########
#A......B#
#A.1..2.B#
#A......B#
##########
`;

/** Plays the actions one at a time, as the page does, and groups the log they made. */
function played(g: Game, actions: Action[]): { game: Game; lines: LogLine[]; entries: LogEntry[] } {
  const lines: LogLine[] = [];
  for (const a of actions) {
    const r = apply(g, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    g = r.game;
    lines.push(...logLines(g, r.events));
  }
  return { game: g, lines, entries: groupLog(g, lines) };
}

const groups = (entries: LogEntry[]) => entries.filter((e): e is LogGroup => e.kind === 'group');

describe('a test says what it was and how it went', () => {
  it('a Bone Head roll passed reads "Bone Head passed", not "1 Bone Head"', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], skills: ['boneHead'] },
        { team: 1, at: [7, 4] },
      ],
      dice: [2],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'endActivation' },
    ]);
    expect(groups(entries)[0].summary).toBe(`${playerName(game, 0)} moves to (3,2): Bone Head passed`);
  });

  it('a failed test re-rolled and failed again says so where it failed', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [1, 0],
      dice: [1, 1, 1, 1],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
    ]);
    expect(groups(entries)[0].summary).toMatch(
      new RegExp(
        `^${playerName(game, 0)} moves to \\(2,3\\): dodge FAILED, re-rolled \\(team re-roll\\): FAILED again, falls over`,
      ),
    );
  });
});

describe("a block's outcome", () => {
  it('a Push Back says where the target went, and the follow-up', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], st: 4 },
        { team: 1, at: [3, 2] },
      ],
      // Two dice (ST 4 against 3): Push Back, POW!; the attacker picks the push.
      dice: [3, 6],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      { type: 'chooseBlockDie', index: 0 },
      { type: 'pushTo', sq: sq(g, 4, 2) },
      { type: 'followUp', yes: true },
    ]);
    expect(groups(entries)[0].summary).toBe(
      `${playerName(game, 0)} blocks ${playerName(game, 1)}: 2 dice, Push Back, pushed to (4,2), follows up`,
    );
  });

  it('a blitz that ends without its block says "no block"; one under way does not yet', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [7, 4] },
      ],
    });
    const moved = played(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 2) },
    ]);
    expect(groups(moved.entries)[0].summary).toBe(`${playerName(g, 0)} blitzes ${playerName(g, 1)}`);
    const ended = played(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'endActivation' },
    ]);
    expect(groups(ended.entries)[0].summary).toBe(
      `${playerName(g, 0)} blitzes ${playerName(g, 1)}: no block`,
    );
  });
});

describe('outside an activation', () => {
  it("each team's deployment is an entry under the team that deployed, the heading naming none", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [1, 1] },
        { team: 0, at: [1, 2] },
        { team: 1, at: [8, 1] },
        { team: 1, at: [8, 2] },
      ],
    });
    const placed = (player: number, x: number, y: number): GameEvent => ({
      type: 'move',
      player,
      from: -1,
      to: sq(g, x, y),
      kind: 'place',
    });
    const lines = [
      logLine(g, { type: 'phase', phase: 'deploy', team: 0 }),
      ...[placed(0, 1, 1), placed(1, 1, 2), placed(2, 8, 1), placed(3, 8, 2)].map((e) => logLine(g, e)),
      logLine(g, { type: 'turnStart', team: 0, number: 1 }),
    ];
    const entries = groupLog(g, lines);
    expect(entries[0]).toMatchObject({ kind: 'line', line: { text: 'Deployment' } });
    const deploys = groups(entries);
    expect(deploys.map((d) => [d.what, d.team, d.summary])).toEqual([
      ['deploy', 0, `${teamName(g, 0)} deploys 2 players`],
      ['deploy', 1, `${teamName(g, 1)} deploys 2 players`],
    ]);
    expect(deploys[1].lines.map((l) => l.text)).toEqual([
      `${playerName(g, 2)} is placed at (8,1)`,
      `${playerName(g, 3)} is placed at (8,2)`,
    ]);
  });

  it('a player entering through a portal: its dice folded under it, a die naming no portal said so', () => {
    const g = scenario({ map: TWO_PADS, players: [{ team: 1, at: [8, 1] }] });
    const events: GameEvent[] = [
      { type: 'roll', die: 6, value: 5, purpose: 'portal', player: 0 },
      { type: 'roll', die: 6, value: 2, purpose: 'portal', player: 0 },
      { type: 'teleport', player: 0, from: null, to: 2, mishap: false },
      { type: 'move', player: 0, from: -1, to: sq(g, 6, 2), kind: 'teleport' },
    ];
    const entries = groupLog(g, [
      logLine(g, { type: 'turnStart', team: 1, number: 2 }),
      ...events.map((e) => logLine(g, e)),
    ]);
    expect(entries).toHaveLength(2);
    const [entry] = groups(entries);
    expect(entry.what).toBe('player');
    expect(entry.team).toBe(1);
    expect(entry.summary).toBe(`${playerName(g, 0)} enters through portal 2, arrives at (6,2)`);
    expect(entry.lines[0].text).toBe(`D6 = 5 for portal (${playerName(g, 0)}): no portal 5, rolled again`);
    expect(entry.lines[1].text).toBe(`D6 = 2 for portal (${playerName(g, 0)})`);
  });

  it('a portal stepped on in an activation keeps its die under that activation', () => {
    const g = scenario({
      map: TWO_PADS,
      players: [
        { team: 0, at: [2, 2], ma: 3 },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    const { entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'endActivation' },
    ]);
    expect(entries).toHaveLength(1);
    const [move] = groups(entries);
    expect(move.lines.some((l) => l.text.startsWith('D6 = 2 for portal'))).toBe(true);
    expect(move.summary).toBe(`${playerName(g, 0)} moves to (6,2): teleports`);
  });
});

describe('words', () => {
  it('a numbered portal is placed by its number; a chest as "a chest"', () => {
    const g = scenario({ map: ROOM, players: [{ team: 0, at: [2, 2] }] });
    const at = sq(g, 4, 2);
    expect(logLine(g, { type: 'placed', what: 'portal', number: 1, sq: at, team: 0 }).text).toBe(
      `${teamName(g, 0)} places portal 1 at (4,2)`,
    );
    expect(logLine(g, { type: 'placed', what: 'chest', sq: at, team: 0 }).text).toBe(
      `${teamName(g, 0)} places a chest at (4,2)`,
    );
  });

  it('the ball found in a chest is said once', () => {
    const CHESTS = `
##########
#A......B#
#A..$...B#
#A......B#
##########
`;
    const g = scenario({
      map: CHESTS,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 3] },
      ],
      ballChest: [4, 2],
    });
    const { entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'openChest', sq: sq(g, 4, 2) },
    ]);
    const summary = groups(entries)[0].summary;
    expect(summary).toMatch(/opens a chest: the BALL!/);
    expect(summary).not.toMatch(/finds the ball/);
  });

  it('a team is one: it wins, it takes', () => {
    const g = scenario({ map: ROOM, players: [{ team: 0, at: [2, 2] }] });
    expect(logLine(g, { type: 'gameOver', winner: 1, reason: 'touchdown', score: [0, 1] }).text).toBe(
      `GAME OVER: ${teamName(g, 1)} wins 0–1 (a touchdown)`,
    );
    expect(logLine(g, { type: 'firstTurn', team: 1 }).text).toBe(`${teamName(g, 1)} takes the first turn`);
  });
});
