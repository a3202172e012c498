/**
 * The record parser and replay with bad input: never a throw, always one line naming what is wrong
 * (a field, the content's place, or the action).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuest, questDecision, questRecord, replayQuest } from '../src/quest/index.ts';
import { newGame } from './quest-fixtures.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 300);

/** A short two-player game's record on the fixture content. */
function record(): Record<string, unknown> {
  let g = newGame(
    [
      { name: 'Ann', hero: 'lindel' },
      { name: 'Bob', hero: 'hugo' },
    ],
    { seed: 11 },
  );
  for (let i = 0; i < 30 && g.phase !== 'over'; i++) {
    const d = questDecision(g, { odds: false });
    const r = applyQuest(g, d.actions[i % d.actions.length]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
  }
  return JSON.parse(JSON.stringify(questRecord(g)));
}

const GOOD = record();

type Box = Record<string, unknown> | unknown[];

/** Every place in the record outside the content (the content's own checker is fuzzed elsewhere). */
function places(x: unknown, out: [Box, string][] = [], depth = 0): [Box, string][] {
  if (!x || typeof x !== 'object' || depth > 6) return out;
  for (const k of Object.keys(x)) {
    if (depth === 0 && k === 'content') continue;
    out.push([x as Box, k]);
    places((x as Record<string, unknown>)[k], out, depth + 1);
  }
  return out;
}

function expectOneLine(rec: unknown): void {
  const r = replayQuest(rec as never);
  if (r.ok) return;
  expect(r.error.message).toMatch(/^[^\n]+$/);
  expect(r.error.code).toMatch(/^[A-Z_]+$/);
}

describe('replaying a bad record never throws and says what is wrong in one line', () => {
  it('the good record replays', () => {
    expect(replayQuest(structuredClone(GOOD) as never).ok).toBe(true);
  });

  it('a value replaced or removed anywhere (but the content)', () => {
    const n = places(GOOD).length;
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.anything({ maxDepth: 2 })), (at, value) => {
        const rec = structuredClone(GOOD);
        const [box, key] = places(rec)[at % n];
        if (value === null) delete (box as Record<string, unknown>)[key];
        else (box as Record<string, unknown>)[key] = value;
        expectOneLine(rec);
      }),
      { numRuns: runs },
    );
  });

  it('anything at all', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (x) => expectOneLine(x)),
      { numRuns: runs },
    );
  });

  it('names the field, the content’s change, and the action', () => {
    const err = (rec: unknown) => {
      const r = replayQuest(rec as never);
      return r.ok ? null : r.error;
    };
    expect(err({ ...GOOD, actions: 'x' })).toMatchObject({ code: 'BAD_RECORD', message: /actions/ });
    expect(err({ ...GOOD, version: 2 })).toMatchObject({ code: 'BAD_RECORD', message: /version/ });
    expect(err(null)).toMatchObject({ code: 'BAD_RECORD', message: /not a DungeonQuest record/ });
    const edited = structuredClone(GOOD) as { content: { name: string } };
    edited.content.name = 'Edited';
    expect(err(edited)).toMatchObject({ code: 'CONTENT_MISMATCH', message: /changed after the game/ });
    const broken = structuredClone(GOOD) as { content: { tiles: unknown } };
    broken.content.tiles = 3;
    expect(err(broken)).toMatchObject({ code: 'BAD_CONTENT', message: /^content: .*tiles/ });
    const swapped = structuredClone(GOOD) as { actions: unknown[] };
    swapped.actions[5] = { type: 'leave' };
    expect(err(swapped)).toMatchObject({ code: 'ILLEGAL_ACTION', action: 5 });
  });
});
