/**
 * Dungeon Brawl ([000] "Assisting from third-party players", FAQ): players of the teams neither
 * blocking nor blocked, next to the fight, may choose whom to assist, but not while in another
 * team's tackle zone. Readings: rulesets/dungeonbrawl-assists.ts.
 * Player 0 (team 0) at (5,2) blocks player 1 (team 1) at (6,2); both ST 3. Block die 3 = Push.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
} from '../src/index.ts';
import { ofType } from './helpers/classic.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

const block: Action = { type: 'activate', player: 0, action: 'block', target: 1 };
const helpBlocker: Action = { type: 'choosePlayer', player: 0 };
const helpTarget: Action = { type: 'choosePlayer', player: 1 };
const nobody = (player: number): Action => ({ type: 'useSkill', skill: 'assist', yes: false, player });

function fight(others: ScenarioPlayer[], dice: number[], order?: number[]): Game {
  return dbScenario({
    map: HALLS,
    players: [{ team: 0, at: [5, 2] }, { team: 1, at: [6, 2] }, ...others],
    dice,
    ...(order ? { order } : {}),
  });
}

/** The block dice rolled: how many and who picks. */
function rolled(events: ReturnType<typeof play>['events']) {
  const [d] = ofType(events, 'blockDice');
  return { dice: d.faces.length, chooser: d.chooser };
}

describe('Dungeon Brawl: Assisting from third-party players', () => {
  it('a player of another team next to the target may assist the blocker: +1 ST for the blocker', () => {
    const g = fight([{ team: 2, at: [7, 3] }], [3, 3]);
    const asked = play(g, [block]).game;
    const d = legalActions(asked)!;
    expect(d.kind).toBe('thirdPartyAssist');
    expect(d.team).toBe(2);
    expect(d.player).toBe(2);
    expect(d.context).toEqual({ attacker: 0, defender: 1, forAttacker: [], forDefender: [] });
    // Not next to the blocker: it may only help the blocker, or nobody.
    expect(d.actions).toEqual([helpBlocker, nobody(2)]);
    const { game, events } = play(asked, [helpBlocker]);
    // 4 against 3: two dice, the blocker's coach picks.
    expect(rolled(events)).toEqual({ dice: 2, chooser: 0 });
    expect(ofType(events, 'skill')).toEqual([
      { type: 'skill', player: 2, skill: 'assist', detail: 'assists the blocker' },
    ]);
    expect(diceLeft(game)).toBe(0);
  });

  it('a player of another team next to the blocker may assist the target: +1 ST for the target', () => {
    const g = fight([{ team: 3, at: [4, 3] }], [3, 3]);
    const asked = play(g, [block]).game;
    expect(legalActions(asked)!.actions).toEqual([helpTarget, nobody(2)]);
    const { game, events } = play(asked, [helpTarget]);
    expect(rolled(events)).toEqual({ dice: 2, chooser: 1 });
    expect(diceLeft(game)).toBe(0);
  });

  it('next to both, the player chooses whom to assist, or nobody', () => {
    const g = fight([{ team: 2, at: [6, 3] }], [3]);
    const asked = play(g, [block]).game;
    expect(legalActions(asked)!.actions).toEqual([helpBlocker, helpTarget, nobody(2)]);
    const { game, events } = play(asked, [nobody(2)]);
    expect(rolled(events)).toEqual({ dice: 1, chooser: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it("cannot assist while in another team's tackle zone: nobody is asked", () => {
    // Marked by a fourth team's player; then by a team-mate of the target: the same.
    for (const marker of [3, 1]) {
      const g = fight(
        [
          { team: 2, at: [7, 3] },
          { team: marker, at: [8, 4] },
        ],
        [3],
      );
      const { game, events } = play(g, [block]);
      expect(legalActions(game)!.kind).not.toBe('thirdPartyAssist');
      expect(rolled(events)).toEqual({ dice: 1, chooser: 0 });
      expect(diceLeft(game)).toBe(0);
    }
  });

  it('the usual assist rules still apply: a prone player, or one not next to the fight, cannot assist', () => {
    const prone = fight([{ team: 2, at: [7, 3], status: 'prone' }], [3]);
    expect(rolled(play(prone, [block]).events)).toEqual({ dice: 1, chooser: 0 });
    // Two squares from the target: not next to the fight.
    const far = fight([{ team: 2, at: [8, 2] }], [3]);
    expect(rolled(play(far, [block]).events)).toEqual({ dice: 1, chooser: 0 });
  });

  it('their coaches decide in turn order from the active team, then the dice are rolled', () => {
    // Turn order 0, 3, 1, 2: team 3's player is asked before team 2's.
    const g = fight(
      [
        { team: 2, at: [6, 3] },
        { team: 3, at: [7, 1] },
      ],
      [3],
      [0, 3, 1, 2],
    );
    const first = play(g, [block]).game;
    expect(legalActions(first)).toMatchObject({ team: 3, player: 3 });
    const second = play(first, [helpBlocker]).game;
    expect(legalActions(second)).toMatchObject({
      team: 2,
      player: 2,
      context: { forAttacker: [3], forDefender: [] },
    });
    // Team 2's player takes the target's side: 4 against 4, one die (each assist counted).
    const { game, events } = play(second, [helpTarget]);
    expect(rolled(events)).toEqual({ dice: 1, chooser: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it("a Blitz's block is assisted the same way", () => {
    const g = fight([{ team: 2, at: [7, 3] }], [3, 3]);
    const blitz: Action = { type: 'activate', player: 0, action: 'blitz', target: 1 };
    const asked = play(g, [blitz, { type: 'block', target: 1 }]).game;
    expect(legalActions(asked)!.kind).toBe('thirdPartyAssist');
    const { game, events } = play(asked, [helpBlocker]);
    expect(rolled(events)).toEqual({ dice: 2, chooser: 0 });
    expect(diceLeft(game)).toBe(0);
  });

  it("a third party's assist does not lift the teams' own rule: it still marks the blocker's team-mates", () => {
    // Team 0's mate at (7,1) marks the target, but team 2's player at (8,1) marks the mate: no
    // assist from the mate, whichever side team 2's player (not next to the fight) would take.
    const g = fight(
      [
        { team: 0, at: [7, 1] },
        { team: 2, at: [8, 1] },
      ],
      [3],
    );
    const { events } = play(g, [block]);
    expect(rolled(events)).toEqual({ dice: 1, chooser: 0 });
  });
});

/** HALL with a third end zone (C) for a third team. */
const THREE_ZONES = `
############
#A........B#
#A........B#
#A........B#
#C........C#
#C........C#
############
`;

describe('Dungeon Brawl: Assisting from third-party players (not in other rulesets)', () => {
  it('under Dungeon Bowl 2021 a third team next to the fight is never asked', () => {
    const g = scenario({
      map: THREE_ZONES,
      players: [
        { team: 0, at: [4, 2] },
        { team: 1, at: [5, 2] },
        { team: 2, at: [6, 3] },
      ],
      dice: [3],
    });
    const { game, events } = play(g, [block]);
    expect(rolled(events)).toEqual({ dice: 1, chooser: 0 });
    expect(legalActions(game)!.kind).toBe('push');
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Dungeon Brawl: FAQ: Can you assist a block from within a pit? Yes', () => {
  /** A revealed pit (a flipped marker of team 3's) under the square (x, y). */
  function withPit(g: Game, x: number, y: number): Game {
    g.traps.push({ sq: y * g.width + x, owner: 3, kind: 'pit' });
    return g;
  }

  it('a third-party player standing in a pit next to the target may assist the blocker', () => {
    const g = withPit(fight([{ team: 2, at: [7, 3] }], [3, 3]), 7, 3);
    const asked = play(g, [block]).game;
    expect(legalActions(asked)!.kind).toBe('thirdPartyAssist');
    const { events } = play(asked, [helpBlocker]);
    expect(rolled(events)).toEqual({ dice: 2, chooser: 0 });
  });

  it('a team-mate of the blocker standing in a pit next to the target assists as usual', () => {
    const g = withPit(fight([{ team: 0, at: [7, 3] }], [3, 3]), 7, 3);
    const { game, events } = play(g, [block]);
    expect(rolled(events)).toEqual({ dice: 2, chooser: 0 });
    expect(diceLeft(game)).toBe(0);
  });
});
