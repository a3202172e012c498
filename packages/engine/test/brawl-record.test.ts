/**
 * BRAWL 2013 ([002]): a whole match of several touchdowns, played on a small map with the dice
 * typed in as at a real table, replays from its game record to the same score and league points.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  newRecord,
  parseRecord,
  replayRecord,
  SHADOW_TEAM,
} from '../src/index.ts';

/** Chests at (4,1) and (5,1); passages a (x 1) and b (x 11); set-up squares A and B. */
const MAP = `name: Tiny match
rulesets: brawl2013

#############
#aA.$$.....b#
#aA........b#
#A..1...2..B#
#A.........B#
#############
`;

/**
 * The ball's chest (secret D2: the first), the coin toss for sides, the first turn's roll-off
 * (6-1: team 0), a pick-up; after the first touchdown the ball in the second chest, a pick-up;
 * after the second, the first chest again.
 */
const DICE = [1, 1, 6, 1, 6, 2, 6, 1];

/**
 * Team 0's runner (player 3) finds the ball in the first chest and scores in b on its second
 * turn; after the reset team 1's gutter runner (player 13) moves first, finds it in the second
 * chest and scores in a; during the next set-up the clock keeper says time is up.
 */
const ACTIONS: Action[] = [
  { type: 'chooseEndZone', zone: 'A' },
  { type: 'deploy', player: 13, sq: 50 },
  { type: 'deploy', player: 3, sq: 15 },
  { type: 'activate', player: 3, action: 'move' },
  { type: 'step', to: 16 },
  { type: 'step', to: 17 },
  { type: 'step', to: 31 },
  { type: 'step', to: 19 },
  { type: 'step', to: 20 },
  { type: 'step', to: 21 },
  { type: 'endActivation' },
  { type: 'endTurn' },
  { type: 'endTurn' },
  { type: 'activate', player: 3, action: 'move' },
  { type: 'step', to: 22 },
  { type: 'step', to: 23 },
  { type: 'step', to: 24 },
  { type: 'deploy', player: 3, sq: 40 },
  { type: 'deploy', player: 13, sq: 50 },
  { type: 'activate', player: 13, action: 'move' },
  { type: 'step', to: 36 },
  { type: 'step', to: 35 },
  { type: 'step', to: 34 },
  { type: 'step', to: 33 },
  { type: 'step', to: 19 },
  { type: 'step', to: 18 },
  { type: 'step', to: 30 },
  { type: 'step', to: 16 },
  { type: 'step', to: 15 },
  { type: 'endActivation' },
  { type: 'endTurn' },
  { type: 'endTurn' },
  { type: 'activate', player: 13, action: 'move' },
  { type: 'step', to: 14 },
  { type: 'timeUp' },
];

const SETUP = { ruleset: 'brawl2013', dungeon: MAP, teams: [FIRE_TEAM, SHADOW_TEAM] };
const OPTIONS = { dice: DICE, rules: { deployCount: 1 } };

function playMatch(): { game: Game; record: ReturnType<typeof newRecord> } {
  const made = createGame(SETUP, OPTIONS);
  if (!made.ok) throw new Error(made.errors[0].message);
  let game = made.game;
  const record = newRecord(SETUP, OPTIONS);
  for (const a of ACTIONS) {
    const r = apply(game, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    game = r.game;
    record.actions.push(a);
  }
  if (game.result) record.result = game.result;
  return { game, record };
}

describe('BRAWL 2013: a whole match replays from its record', () => {
  it('two touchdowns, a reset after each, time up at 1-1: a draw, a league point each', () => {
    const { game } = playMatch();
    expect(game.score).toEqual([1, 1]);
    expect(game.result).toEqual({
      winner: null,
      reason: 'time',
      detail: 'time is up at 1-1',
      score: [1, 1],
      points: [1, 1],
    });
  });

  it('the record, written as JSON and read back, replays to the same score and points', () => {
    const { record } = playMatch();
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const replayed = replayRecord(parsed.record);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.game.score).toEqual([1, 1]);
    expect(replayed.game.result).toEqual(record.result);
    expect(replayed.events.filter((e) => e.type === 'touchdown')).toHaveLength(2);
    expect(replayed.events.filter((e) => e.type === 'dungeonReset')).toHaveLength(2);
  });

  it('a record whose league points the replay does not give is refused', () => {
    const { record } = playMatch();
    const forged = { ...record, result: { ...record.result!, points: [3, 0] } };
    const replayed = replayRecord(forged);
    expect(replayed.ok || replayed.errors[0].code).toBe('RESULT_MISMATCH');
  });

  it('a record whose score the replay does not reach is refused, naming both', () => {
    const { record } = playMatch();
    const forged = { ...record, result: { ...record.result!, winner: 0, score: [2, 1], points: [3, 0] } };
    const replayed = replayRecord(forged);
    expect(replayed.ok).toBe(false);
    if (replayed.ok) return;
    expect(replayed.errors[0]).toMatchObject({
      code: 'RESULT_MISMATCH',
      message:
        'the record says time, winner 0, score 2-1, points 3-0, but the replay gives time, winner null, score 1-1, points 1-1',
    });
  });
});
