/**
 * Conceding (concede.ts): a coach gives up at any moment before the end, outside any decision.
 * Two teams: the other wins. More (Dungeon Brawl): the team retires, its players leave the
 * dungeon once nothing is being resolved, its turns are skipped, its pending decisions answer
 * themselves, and the last team playing wins.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  type Game,
  legalActions,
  newRecord,
  play,
  playingTeams,
  replayRecord,
  scenario,
} from '../src/index.ts';
import { ofType } from './helpers/classic.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';
import { TRAINING_SETUP } from './helpers/records.ts';

const concede = (team: number) => ({ type: 'concede', team }) as Action;

const ROOM = `
##########
#A.......#
#........#
#.......B#
##########
`;

function twoTeams(): Game {
  return scenario({
    map: ROOM,
    players: [
      { team: 0, at: [2, 2] },
      { team: 1, at: [6, 2] },
    ],
    dice: [],
  });
}

function refused(g: Game, a: unknown): string {
  const r = apply(g, a as Action);
  if (r.ok) throw new Error('the concession was taken');
  return r.error.code;
}

describe('Conceding with two teams', () => {
  it("the team not deciding concedes: the other wins at once, reason 'concede'", () => {
    const { game, events } = play(twoTeams(), [concede(1)]);
    expect(game.result).toEqual({ winner: 0, reason: 'concede', detail: 'Team 1 conceded' });
    expect(ofType(events, 'concede')).toEqual([{ type: 'concede', team: 1 }]);
    expect(ofType(events, 'gameOver')[0]).toMatchObject({ winner: 0, reason: 'concede' });
    expect(legalActions(game)).toBeNull();
  });

  it('the team deciding concedes in its own turn: the other wins', () => {
    const { game } = play(twoTeams(), [concede(0)]);
    expect(game.result?.winner).toBe(1);
  });

  it('refused once the game is over, for a team that is not one, and with other fields', () => {
    const over = play(twoTeams(), [concede(1)]).game;
    expect(refused(over, concede(0))).toBe('GAME_OVER');
    const g = twoTeams();
    for (const team of [-1, 2, 1.5, '0', undefined]) {
      expect(refused(g, { type: 'concede', team })).toBe('CANNOT_CONCEDE');
    }
    expect(refused(g, { type: 'concede', team: null })).toBe('BAD_ACTION');
    expect(refused(g, { type: 'concede', team: 0, player: 1 })).toBe('BAD_ACTION');
    expect(refused(g, 'concede')).toBe('BAD_ACTION');
    // The caller's game is never changed by a refusal.
    expect(g.result).toBeNull();
  });

  it('a record with a concession replays to the same result', () => {
    const record = newRecord(TRAINING_SETUP, { seed: 4 });
    const made = createGame(record.setup, record.options);
    if (!made.ok) throw new Error('no game');
    let g = made.game;
    // A few pre-game decisions, then the concession.
    for (let i = 0; i < 3; i++) {
      const a = legalActions(g)!.actions[0];
      g = play(g, [a]).game;
      record.actions.push(a);
    }
    g = play(g, [concede(0)]).game;
    record.actions.push(concede(0));
    record.result = g.result!;
    const r = replayRecord(JSON.parse(JSON.stringify(record)));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.game.result).toEqual({ winner: 1, reason: 'concede', detail: `${g.teams[0].name} conceded` });
    expect(r.steps).toBe(4);
  });
});

describe('Conceding with more than two teams (Dungeon Brawl)', () => {
  // Team 0 active, one player each for teams 1..3; team 2's carries the ball at (12,4).
  function four(dice: number[]): Game {
    return dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [3, 6] },
        { team: 2, at: [12, 4] },
        { team: 3, at: [16, 3] },
      ],
      ball: { carrier: 2 },
      dice,
    });
  }

  it('the team retires: its players leave, the ball it carried bounces, the others play on', () => {
    // Bounce D8 = 5: one square right, to (13,4).
    const { game, events } = play(four([5]), [concede(2)]);
    expect(game.result).toBeNull();
    expect(game.teams[2].retired).toBe(true);
    expect(game.players[2]).toMatchObject({ status: 'retired', sq: -1 });
    expect(game.occ.includes(2)).toBe(false);
    expect(game.ball).toMatchObject({ state: 'ground', sq: 4 * game.width + 13, carrier: -1 });
    expect(ofType(events, 'concede')).toEqual([{ type: 'concede', team: 2 }]);
    expect(playingTeams(game)).toEqual([0, 1, 3]);
    expect(legalActions(game)!.team).toBe(0);
  });

  it("its turns are skipped: after team 1's turn comes team 3's", () => {
    const g = play(four([5]), [concede(2), { type: 'endTurn' }, { type: 'endTurn' }]);
    const starts = ofType(g.events, 'turnStart').map((e) => e.team);
    expect(starts).toEqual([1, 3]);
    expect(legalActions(g.game)!.team).toBe(3);
  });

  it('the team deciding concedes: a turnover, and the next team plays', () => {
    const g = play(four([]), [concede(0)]);
    expect(ofType(g.events, 'turnover')[0]).toMatchObject({ team: 0, reason: 'concede' });
    expect(g.game.players[0].status).toBe('retired');
    expect(legalActions(g.game)!.team).toBe(1);
  });

  it('a retired team may not concede again; the last team playing wins', () => {
    const g = play(four([5]), [concede(2)]).game;
    expect(refused(g, concede(2))).toBe('CANNOT_CONCEDE');
    const { game } = play(g, [concede(3), concede(0)]);
    expect(game.result).toEqual({ winner: 1, reason: 'concede', detail: 'Team 0 conceded' });
  });

  it("a pending decision of the retiring team answers itself (a third party's assist: nobody)", () => {
    // Team 0 at (5,2) blocks team 1 at (6,2); team 2 at (7,3) is asked whom it assists.
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [5, 2] },
        { team: 1, at: [6, 2] },
        { team: 2, at: [7, 3] },
        { team: 3, at: [16, 6] },
      ],
      // One block die (3 against 3): 3 = Push; then team 0 pushes and decides.
      dice: [3],
    });
    const asked = play(g, [{ type: 'activate', player: 0, action: 'block', target: 1 }]).game;
    expect(legalActions(asked)!.team).toBe(2);
    const { game, events } = play(asked, [concede(2)]);
    expect(ofType(events, 'skill')).toEqual([]);
    expect(ofType(events, 'blockDice')[0].faces).toHaveLength(1);
    expect(legalActions(game)!.team).toBe(0);
    // Still mid-block: team 2's player leaves only once the block is resolved.
    expect(game.players[2].status).toBe('standing');
  });
});
