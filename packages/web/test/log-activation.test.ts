/**
 * The log as a coach reads it (log-groups.ts): one summary per activation with its dice folded
 * under it and the team it belongs to, the turns as separators, the pre-game roll-offs credited to
 * the team that won them, and what happens outside an activation as a line of its own. Games are
 * played one action at a time, each action's events made into lines as the page does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  legalActions,
  SHADOW_TEAM,
  scenario,
  sq,
} from '@dungeonbowl/engine';
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

describe('an activation in the log', () => {
  it('a blitz is one summary line, its dice and details folded under it, in its team', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], st: 4 },
        { team: 1, at: [4, 2], av: 8 },
      ],
      // Block dice: Push, POW (two dice, the attacker picks); armour 6+5 breaks AV 8; injury 4+4: KO.
      dice: [3, 6, 6, 5, 4, 4],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'block', target: 1 },
      { type: 'chooseBlockDie', index: 1 },
      { type: 'pushTo', sq: sq(g, 5, 2) },
      { type: 'followUp', yes: false },
      { type: 'endActivation' },
    ]);
    const [blitz] = groups(entries);
    expect(blitz.what).toBe('activation');
    expect(blitz.team).toBe(0);
    expect(blitz.summary).toBe(
      `${playerName(game, 0)} blitzes ${playerName(game, 1)}: 2 dice, POW!, pushed to (5,2), down, armour broken, KO'd`,
    );
    // The dice and what they were for stay, under the summary, as the lines always said them.
    const folded = blitz.lines.map((l) => l.text);
    expect(folded).toContain(`D6 = 6 for block (${playerName(game, 0)})`);
    expect(
      folded.some((t) =>
        t.startsWith(`Block ${playerName(game, 0)} on ${playerName(game, 1)}: [Push Back, POW!]`),
      ),
    ).toBe(true);
    expect(folded).toContain(`${playerName(game, 1)} armour 11 against AV 8+: BROKEN`);
  });

  it("a move says where the player ends and how its dodges went; the other team's colour is its own", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 1, at: [3, 2], ag: 3 },
        { team: 0, at: [4, 2] },
      ],
      active: 1,
      dice: [5],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'step', to: sq(g, 2, 4) },
      { type: 'endActivation' },
    ]);
    const [move] = groups(entries);
    expect(move.team).toBe(1);
    expect(move.summary).toBe(`${playerName(game, 0)} moves to (2,4): dodge passed`);
  });

  it('a failed test re-rolled is said where it failed, with how the re-roll went', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [1, 0],
      // The dodge fails on a 1, the team re-roll makes it on a 5.
      dice: [1, 5],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      { type: 'reroll', source: 'team' },
      { type: 'endActivation' },
    ]);
    const [move] = groups(entries);
    expect(move.summary).toBe(
      `${playerName(game, 0)} moves to (2,3): dodge FAILED, re-rolled (team re-roll): passed`,
    );
  });

  it('a pass names its receiver: accurate, caught', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2], pa: 3 },
        { team: 0, at: [5, 2], ag: 3 },
      ],
      ball: { carrier: 0 },
      // Accuracy 5 (3+ needed), catch 4.
      dice: [5, 4],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'pass' },
      { type: 'pass', to: sq(g, 5, 2) },
    ]);
    const [pass] = groups(entries);
    expect(pass.summary).toBe(`${playerName(game, 0)} passes to ${playerName(game, 1)}: accurate, caught`);
  });

  it('a hand-off names the receiver in the summary, the giver in the line of the ball', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 2] },
        { team: 0, at: [5, 2] },
      ],
      ball: { carrier: 0 },
      dice: [4],
    });
    const { game, entries } = played(g, [
      { type: 'activate', player: 0, action: 'handOff' },
      { type: 'handOff', to: 1 },
    ]);
    const [handOff] = groups(entries);
    expect(handOff.summary).toBe(`${playerName(game, 0)} hands off to ${playerName(game, 1)}: caught`);
    expect(handOff.lines.map((l) => l.text)).toContain(`${playerName(game, 0)} hands the ball off at (5,2)`);
  });
});

describe('the turns and what happens outside an activation', () => {
  it("a new turn is a separator naming the team; an ended activation's next event stands alone", () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [7, 2] },
      ],
    });
    const { game, lines, entries } = played(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 3, 2) },
      { type: 'endActivation' },
      { type: 'endTurn' },
    ]);
    const turn = entries.find((e) => e.kind === 'turn');
    expect(turn?.line.text).toBe(`Turn ${game.turn.number} — ${teamName(game, 1)}`);
    // The end of the turn is a line of its own, not folded into the move before it.
    const end = entries.find((e) => e.kind === 'line' && /^End of/.test(e.line.text));
    expect(end).toBeDefined();
    expect(groups(entries)[0].lines).toHaveLength(2);
    // An event after an activation that ended with no event of its own is not folded into it.
    const after = [...lines.slice(0, 3), logLine(game, { type: 'koRush', player: 1, roll: 2, back: false })];
    const grouped = groupLog(game, after);
    expect(grouped.at(-1)?.kind).toBe('line');
  });
});

describe('the pre-game roll-offs', () => {
  it("credits the game's roll-off to the team that then chooses its end zone", () => {
    const dungeon = readFileSync(join(import.meta.dirname, '..', 'e2e', 'fixtures', 'cellar.txt'), 'utf8');
    for (const seed of [1, 2, 3, 4]) {
      const made = createGame({ ruleset: 'classic', dungeon, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed });
      if (!made.ok) throw new Error('no game');
      const [first] = groupLog(made.game, logLines(made.game, made.events));
      const chooser = legalActions(made.game)!.team;
      expect(first).toMatchObject({ kind: 'group', what: 'rollOff', team: chooser });
      expect((first as LogGroup).summary).toMatch(
        new RegExp(
          `^${teamName(made.game, chooser)} wins the roll-off for choice of end zone \\(\\d against \\d`,
        ),
      );
    }
  });

  it('credits a roll-off to the team that won it, ties rolled again', () => {
    const g = scenario({ map: ROOM, players: [{ team: 0, at: [2, 2] }] });
    const roll = (value: number): GameEvent => ({
      type: 'roll',
      die: 6,
      value,
      purpose: 'placement roll-off',
    });
    const lines = [3, 3, 2, 5].map((v) => logLine(g, roll(v)));
    const [group] = groupLog(g, lines) as LogGroup[];
    expect(group.what).toBe('rollOff');
    expect(group.team).toBe(1);
    expect(group.summary).toBe(
      `${teamName(g, 1)} wins the roll-off for placing chests and portals (3 against 3, then 5 against 2)`,
    );
    expect(group.lines).toHaveLength(4);
  });

  it("credits a coin toss to the team its face wins for, as the engine's die says", () => {
    const g = scenario({ map: ROOM, players: [{ team: 0, at: [2, 2] }] });
    const toss = (value: number, wins: number[]) =>
      groupLog(g, [
        logLine(g, { type: 'roll', die: 2, value, purpose: 'coin toss: first turn', wins }),
      ])[0] as LogGroup;
    expect(toss(2, [0, 1]).team).toBe(1);
    expect(toss(2, [0, 1]).summary).toBe(`${teamName(g, 1)} wins the coin toss for first turn`);
    // Not "1 for the first team listed": the face's team.
    expect(toss(1, [1, 0]).team).toBe(1);
  });
});
