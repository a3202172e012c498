import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { forfeitIndex, parseAnswer, randomBot } from '@dungeonbowl/bots';
import { serveBot } from '@dungeonbowl/bots/node';
import type { Action } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../src/stats.ts';
import { cli, tempDir } from './helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const BIN = join(ROOT, 'packages', 'cli', 'bin', 'dungeonbowl.js');
const SERVER = `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} bot-server --bot random`;
const PYTHON_BOT = join(ROOT, 'examples', 'python-bot', 'bot.py');
const hasPython = spawnSync('python3', ['--version']).status === 0;
if (!hasPython) console.warn('python3 is not on this machine: the Python example bot test is skipped');

async function simulateJson(...args: string[]): Promise<Summary> {
  const r = await cli('simulate', '--json', ...args);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
}

/**
 * A bot program for the error cases, in Node: it answers the hello, then each decision as
 * `answer(id, actions)` says (a string written as is, or null for no answer at all).
 */
function scriptBot(body: string, record?: string): string {
  const file = join(tempDir(), 'bot.mjs');
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const answer = ${body};
const out = (s) => process.stdout.write(s + '\\n');
for await (const line of createInterface({ input: process.stdin })) {
  ${record ? `appendFileSync(${JSON.stringify(record)}, line + '\\n');` : ''}
  const m = JSON.parse(line);
  if (m.type === 'hello') out('{"type":"ready","name":"test"}');
  if (m.type === 'decide') {
    const a = await answer(m.id, m.actions);
    if (a !== null) out(a);
  }
  if (m.type === 'quit') break;
}
`,
  );
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`;
}

const withoutBots = (s: Summary) => ({ ...s, sides: s.sides.map(({ bot, ...rest }) => rest) });

describe('the bot protocol: dungeonbowl bot-server and simulate --bot-cmd', () => {
  it('our own random bot through bot-server plays exactly the games it plays in process', async () => {
    // The server's own seed is 1 by default: the host sends no seed, so simulate's is given too
    // (with a bot program and no --seed, simulate draws its seed at random).
    const args = ['--games', '3', '--turn-limit', '4', '--seed', '1'];
    const inProcess = await simulateJson(...args);
    const oneSide = await simulateJson(...args, '--bot-cmd', SERVER);
    expect(oneSide.sides[0].bot).toBe(SERVER);
    expect(oneSide.sides[0].forfeits).toBe(0);
    expect(withoutBots(oneSide)).toEqual(withoutBots(inProcess));
    const bothOnWorkers = await simulateJson(
      ...args,
      '--bot-cmd',
      SERVER,
      '--bot-cmd',
      SERVER,
      '--jobs',
      '2',
    );
    expect(withoutBots(bothOnWorkers)).toEqual(withoutBots(inProcess));
  }, 120_000);

  it.skipIf(!hasPython)(
    'the Python example bot plays a full game to its end (needs python3)',
    async () => {
      const s = await simulateJson('--games', '1', '--bot-cmd', `python3 ${JSON.stringify(PYTHON_BOT)}`);
      expect(s.capped).toBe(0);
      expect(s.sides[0].forfeits).toBe(0);
      expect(s.endings.turnLimit ?? s.endings.touchdown).toBe(1);
      expect(s.invariantViolations).toBe(0);
    },
    60_000,
  );

  it('a bad answer forfeits that decision: the host ends the activation or the turn, and counts it', async () => {
    const bot = scriptBot(`(id, actions) => {
      const bad = ['nonsense', '{"id":2,"index":9999}', '{"id":3,"action":{"type":"fly"}}', '{"id":12345,"index":0}', '{"id":5,"error":"lost my way"}', '0'];
      if (id <= bad.length) return bad[id - 1];
      const i = actions.findIndex((a) => a.type === 'endActivation' || a.type === 'endTurn');
      return JSON.stringify({ id, index: Math.max(i, 0) });
    }`);
    const r = await cli(
      'simulate',
      '--seed',
      '1',
      '--json',
      '--games',
      '1',
      '--turn-limit',
      '1',
      '--bot-cmd',
      bot,
    );
    expect(r.code).toBe(0);
    const s: Summary = JSON.parse(r.out);
    expect(s.sides[0].forfeits).toBe(6);
    expect(s.sides[1].forfeits).toBe(0);
    const lines = r.err.trim().split('\n');
    expect(lines[0]).toMatch(
      /^forfeit: side 1, game seed 1, decision 1: answers no question asked \(not JSON\): "nonsense"; played \w+ instead$/,
    );
    expect(lines[1]).toMatch(/decision 2: index 9999 is not in 0\.\.\d+; played/);
    expect(lines[2]).toMatch(/decision 3: the action "{\\"type\\":\\"fly\\"}" is not legal now/);
    expect(lines[3]).toMatch(/decision 4: answers no question asked \(an answer for decision 12345\)/);
    expect(lines[4]).toMatch(/decision 5: the bot reported an error: "lost my way"/);
    expect(lines[5]).toMatch(/decision 6: answers no question asked \(not an answer object\): "0"/);
    expect(lines).toHaveLength(6);
  }, 30_000);

  it('a late answer forfeits its decision, and is thrown away when it comes', async () => {
    const bot = scriptBot(`async (id) => {
      if (id === 1) await new Promise((r) => setTimeout(r, 700));
      return JSON.stringify({ id, index: 0 });
    }`);
    const r = await cli(
      'simulate',
      '--seed',
      '1',
      '--json',
      '--games',
      '1',
      '--turn-limit',
      '1',
      '--bot-timeout',
      '400',
      '--bot-cmd',
      bot,
    );
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).sides[0].forfeits).toBe(1);
    expect(r.err).toMatch(
      /^forfeit: side 1, game seed 1, decision 1: no answer within 400 ms; played \w+ instead\n$/,
    );
  }, 30_000);

  it('a bot that stops answering, or exits, ends the run with a clear error', async () => {
    const silent = await cli(
      'simulate',
      '--seed',
      '1',
      '--games',
      '1',
      '--bot-timeout',
      '100',
      '--bot-cmd',
      scriptBot('() => null'),
    );
    expect(silent.code).toBe(1);
    expect(silent.out).toBe('');
    expect(silent.err).toMatch(
      /dungeonbowl: game seed 1: side 1 bot command .* did not answer 3 decisions in a row \(100 ms each\)/,
    );
    const crash = scriptBot(`(id) => {
      if (id > 3) { process.stderr.write('boom\\n'); process.exit(3); }
      return JSON.stringify({ id, index: 0 });
    }`);
    const r = await cli('simulate', '--seed', '1', '--games', '1', '--bot-cmd', crash);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /side 1 bot command .* exited with code 3 while deciding \(decision 4\); its last lines on stderr:\n {2}boom/,
    );
  }, 30_000);

  it('with a bot program and no --seed, the dice seed is drawn at random, so the game index does not give it', async () => {
    const bot = scriptBot('(id, actions) => JSON.stringify({ id, index: 0 })');
    const seeds = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const r = await cli('simulate', '--json', '--games', '1', '--turn-limit', '1', '--bot-cmd', bot);
      expect(r.code, r.err).toBe(0);
      seeds.add(JSON.parse(r.out).seed);
    }
    expect(seeds.has(1)).toBe(false);
    expect(seeds.size).toBe(3);
  }, 60_000);

  it('a bot over the protocol learns no seed and no dice, and never which chest holds the ball', async () => {
    const record = join(tempDir(), 'received.jsonl');
    const bot = scriptBot(
      '(id, actions) => JSON.stringify({ id, index: Math.floor(Math.random() * actions.length) })',
      record,
    );
    const seeds = ['4242421', '4242422'];
    const r = await cli(
      'simulate',
      '--json',
      '--games',
      '2',
      '--seed',
      seeds[0],
      '--turn-limit',
      '3',
      '--bot-cmd',
      bot,
    );
    expect(r.code, r.err).toBe(0);
    const lines = readFileSync(record, 'utf8').trim().split('\n');
    const types = new Set<string>();
    let hidden = 0;
    for (const line of lines) {
      for (const seed of seeds) expect(line).not.toContain(seed);
      const m = JSON.parse(line);
      types.add(m.type);
      expect(line).not.toMatch(/"seed"/);
      if (m.type === 'newGame')
        expect(Object.keys(m).sort()).toEqual(['game', 'ruleset', 'team', 'teams', 'type']);
      if (!m.view) continue;
      expect(m.view.dice).toEqual({ kind: 'scripted', rolls: [], pos: 0 });
      for (const c of m.view.chests) if (!c.open) expect(c.hasBall).toBe(false);
      if (m.view.ball.state === 'hidden') {
        hidden++;
        expect(m.view.ball.sq).toBe(-1);
      }
    }
    expect([...types].sort()).toEqual(['decide', 'gameOver', 'hello', 'newGame', 'quit']);
    expect(hidden).toBeGreaterThan(0);
  }, 60_000);

  it("a bot's stderr cannot clear or retitle the terminal: control characters are shown escaped", async () => {
    const bot = scriptBot(`(id) => {
      if (id === 1) process.stderr.write('\\u001b[2J\\u001b]0;pwned\\u0007hi\\n');
      return JSON.stringify({ id, index: 0 });
    }`);
    const r = await cli('simulate', '--json', '--games', '1', '--turn-limit', '1', '--bot-cmd', bot);
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toContain('\u001b');
    expect(r.err).toContain('[side 1] \\u001b[2J\\u001b]0;pwned\\u0007hi\n');
  }, 30_000);

  it('an empty --bot-cmd is one clear error, not a stack trace', async () => {
    for (const command of ['', '   ']) {
      const r = await cli('simulate', '--games', '1', '--bot-cmd', command);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toBe('dungeonbowl: --bot-cmd is empty: give the command line of a bot program\n');
    }
  });

  it('a command that is not a bot is named with what went wrong', async () => {
    const missing = await cli('simulate', '--games', '1', '--bot-cmd', 'no-such-bot-command-xyz');
    expect(missing.code).toBe(1);
    expect(missing.out).toBe('');
    expect(missing.err).toMatch(
      /^dungeonbowl: side 1 bot command "no-such-bot-command-xyz" exited with code 127 while answering the hello; its last lines on stderr:\n.*not found/,
    );
    const chatty = await cli('simulate', '--games', '1', '--bot-cmd', 'echo hello there');
    expect(chatty.err).toMatch(
      /bot command "echo hello there" answered the hello with "hello there"; expected \{"type":"ready"\}/,
    );
    const onWorkers = await cli(
      'simulate',
      '--games',
      '2',
      '--jobs',
      '2',
      '--bot-cmd',
      'no-such-bot-command-xyz',
    );
    expect(onWorkers.code).toBe(1);
    expect(onWorkers.err).toMatch(/side 1 bot command "no-such-bot-command-xyz" exited with code 127/);
    const tooMany = await cli(
      'simulate',
      '--games',
      '1',
      '--bot-cmd',
      'a',
      '--bot-cmd',
      'b',
      '--bot-cmd',
      'c',
    );
    expect(tooMany.err).toMatch(/3 --bot-cmd for 2 sides \(at most one per side\)/);
  }, 30_000);

  it('bot-server answers the hello and each decision with a legal index, and stops at quit', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const logged: string[] = [];
    const served = serveBot(randomBot(), input, output, { log: (l) => logged.push(l) });
    const actions: Action[] = [{ type: 'endTurn' }, { type: 'step', to: 5 }, { type: 'step', to: 6 }];
    input.write('{"type":"hello","protocol":"dungeonbowl-bot","version":2}\n');
    input.write('{"type":"newGame","game":0,"team":1,"teams":[],"ruleset":"dungeonbowl2021"}\n');
    input.write(`${JSON.stringify({ type: 'decide', id: 1, team: 1, view: {}, actions })}\n`);
    input.write('not json\n');
    input.write(`${JSON.stringify({ type: 'decide', id: 2, team: 1, view: {}, actions: [] })}\n`);
    input.write('{"type":"quit"}\n');
    await served;
    const lines = String(output.read())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ type: 'ready', name: 'random', version: 2 });
    expect(lines[1].id).toBe(1);
    expect(lines[1].index).toBeGreaterThanOrEqual(0);
    expect(lines[1].index).toBeLessThan(3);
    expect(lines[2]).toEqual({
      id: 2,
      error: 'a decide message needs a team, a view and a non-empty list of actions',
    });
    expect(logged).toEqual(['bot-server: ignoring a line that is not JSON: not json']);
  });

  it('bot-server exits at quit even while its host keeps its input open', async () => {
    const child = spawn(process.execPath, [BIN, 'bot-server'], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.write('{"type":"hello","protocol":"dungeonbowl-bot","version":2}\n{"type":"quit"}\n');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
  }, 30_000);

  it('bot-server refuses an unknown bot', () => {
    const r = spawnSync(process.execPath, [BIN, 'bot-server', '--bot', 'genius'], {
      encoding: 'utf8',
      input: '',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^dungeonbowl: unknown bot 'genius' \(known: random/);
  });

  it('an answer is {"id","index"} or {"id","action"}; the forfeit ends the activation or the turn', () => {
    const actions: Action[] = [{ type: 'step', to: 4 }, { type: 'endActivation' }, { type: 'endTurn' }];
    expect(parseAnswer('{"id":1,"index":2}', actions, 1)).toEqual({ ok: true, index: 2 });
    expect(parseAnswer('{"index":0,"id":7}', actions, 7)).toEqual({ ok: true, index: 0 });
    expect(parseAnswer('{"id":1,"action":{"to":4,"type":"step"}}', actions, 1)).toEqual({
      ok: true,
      index: 0,
    });
    expect(parseAnswer('{"id":1,"index":1.5}', actions, 1)).toEqual({
      ok: false,
      error: 'index 1.5 is not in 0..2',
      answered: true,
    });
    // Version 2: a bare index, or an answer without the decision's id, answers no question asked.
    expect(parseAnswer('2', actions, 1)).toMatchObject({ ok: false, answered: false });
    expect(parseAnswer('{"index":2}', actions, 1)).toMatchObject({ ok: false, answered: false });
    expect(parseAnswer('{"id":2,"index":2}', actions, 1)).toMatchObject({ ok: false, answered: false });
    expect(parseAnswer('[1]', actions, 1)).toMatchObject({ ok: false, answered: false });
    expect(parseAnswer('{"id":1}', actions, 1)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/neither/),
    });
    expect(forfeitIndex(actions)).toBe(1);
    expect(forfeitIndex([{ type: 'step', to: 4 }, { type: 'endTurn' }])).toBe(1);
    expect(forfeitIndex([{ type: 'reroll', source: 'team' }, { type: 'noReroll' }])).toBe(1);
    expect(
      forfeitIndex([
        { type: 'pushTo', sq: 3 },
        { type: 'pushTo', sq: 4 },
      ]),
    ).toBe(0);
  });
});
