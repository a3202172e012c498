/**
 * Fuzz tests of every reader of bot protocol lines: the host reading a bot's answers
 * (`parseAnswer`, `answerId`, `strayReason`), the line splitter both ends use, and the bot server
 * reading the host's messages. Nothing throws, nothing hangs, a refused answer picks no action,
 * and no line is kept beyond its cap. `FUZZ_RUNS` sets the number of runs (default 200).
 */
import { PassThrough } from 'node:stream';
import type { Action } from '@dungeonbowl/engine';
import { printableLine } from '@dungeonbowl/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerId, LineSplitter, parseAnswer, randomBot, strayReason } from '../src/index.ts';
import { serveBot } from '../src/node.ts';

const runs = Number(process.env.FUZZ_RUNS) || 200;

const ACTIONS: Action[] = [
  { type: 'step', to: 4 },
  { type: 'endActivation' },
  { type: 'block', target: 3 },
  { type: 'endTurn' },
];

/** Lines a bot might write: any text, any JSON, and answers that are nearly right. */
const answerLine = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        id: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue({ maxDepth: 1 })),
        index: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.double(), fc.jsonValue({ maxDepth: 1 })),
        action: fc.oneof(fc.constantFrom(...ACTIONS), fc.jsonValue({ maxDepth: 2 })),
        error: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

describe('fuzz: reading a bot answer', () => {
  it('never throws; a reading is an index in range or a refusal that picks nothing', () => {
    fc.assert(
      fc.property(answerLine, fc.integer({ min: 0, max: 10 }), (line, id) => {
        const r = parseAnswer(line, ACTIONS, id);
        if (r.ok) {
          expect(Number.isInteger(r.index) && r.index >= 0 && r.index < ACTIONS.length).toBe(true);
          // Only an object with the decision's own id is ever taken as its answer.
          expect(answerId(line)).toBe(id);
        } else {
          expect(r).not.toHaveProperty('index');
          expect(typeof r.error).toBe('string');
          // A refusal's text is one line with nothing for a terminal to act on.
          expect(printableLine(r.error)).toBe(r.error);
          if (!r.answered) expect(r.error).toBe(strayReason(line));
        }
      }),
      { numRuns: runs },
    );
  });

  it('an answer without the decision id is never taken, whatever else it holds', () => {
    fc.assert(
      fc.property(answerLine, fc.integer({ min: 0, max: 10 }), (line, id) => {
        const r = parseAnswer(line, ACTIONS, id);
        if (answerId(line) !== id) expect(r).toMatchObject({ ok: false, answered: false });
      }),
      { numRuns: runs },
    );
  });
});

describe('fuzz: splitting a stream into bounded lines', () => {
  it('gives the lines of the text, however it is cut, and never a line over the cap', () => {
    const text = fc.array(fc.oneof(fc.string({ maxLength: 30 }), fc.constant('\n'), fc.constant('\r\n')), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        text,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 40 }),
        (parts, cuts, max) => {
          const all = parts.join('');
          const got: string[] = [];
          const long: string[] = [];
          const lines = new LineSplitter(
            max,
            (l) => got.push(l),
            (h) => long.push(h),
          );
          const at = [...new Set(cuts.map((c) => c % (all.length + 1)))].sort((a, b) => a - b);
          let from = 0;
          for (const c of [...at, all.length]) {
            lines.push(all.slice(from, c));
            from = c;
          }
          lines.end();
          const expected = all
            .split('\n')
            .map((l, i, a) => (i < a.length - 1 && l.endsWith('\r') ? l.slice(0, -1) : l));
          if (expected[expected.length - 1] === '') expected.pop();
          const short = expected.filter((_, i) => all.split('\n')[i].length <= max);
          expect(got).toEqual(short);
          expect(got.length + long.length).toBe(expected.length);
          for (const l of got) expect(l.length).toBeLessThanOrEqual(max);
          for (const h of long) expect(h.length).toBeLessThanOrEqual(80);
        },
      ),
      { numRuns: runs },
    );
  });
});

/** Messages a host might send: any text, any JSON, and messages of the protocol's types gone wrong. */
const hostLine = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        type: fc.constantFrom('hello', 'newGame', 'decide', 'gameOver', 'quit', 'other'),
        id: fc.oneof(fc.nat(20), fc.jsonValue({ maxDepth: 1 })),
        team: fc.oneof(fc.nat(3), fc.jsonValue({ maxDepth: 1 })),
        game: fc.oneof(fc.nat(3), fc.jsonValue({ maxDepth: 1 })),
        view: fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 2 })),
        actions: fc.oneof(fc.constant(ACTIONS), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })),
        protocol: fc.jsonValue({ maxDepth: 1 }),
        version: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: ['type'] },
    )
    .map((o) => JSON.stringify(o)),
);

describe('fuzz: the bot server reading its host', () => {
  it('never throws nor hangs, and writes only JSON lines, each answering a message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostLine, { maxLength: 12 }), async (lines) => {
        const input = new PassThrough();
        const output = new PassThrough();
        const logged: string[] = [];
        const served = serveBot(randomBot(), input, output, { log: (l) => logged.push(l) });
        input.end(lines.map((l) => `${l}\n`).join(''));
        await served;
        const written = String(output.read() ?? '');
        const answers = written === '' ? [] : written.trimEnd().split('\n');
        for (const a of answers) {
          const m = JSON.parse(a);
          expect(typeof m).toBe('object');
          // Every answer to a decide names it by a whole-number id.
          if (m.type !== 'ready') expect(Number.isSafeInteger(m.id)).toBe(true);
        }
        expect(answers.length).toBeLessThanOrEqual(lines.length);
        for (const l of logged) expect(printableLine(l)).toBe(l);
      }),
      { numRuns: Math.max(20, Math.floor(runs / 4)) },
    );
  });
});
