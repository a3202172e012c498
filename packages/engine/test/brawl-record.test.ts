/**
 * BRAWL 2013 ([002]): a whole match of several touchdowns, played on a small map with the dice
 * typed in as at a real table, replays from its game record to the same score and league points.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, type Game, newRecord, parseRecord, replayRecord } from '../src/index.ts';
import { ACTIONS, OPTIONS, SETUP } from './helpers/brawl-match.ts';

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
