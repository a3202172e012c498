/**
 * The host end of the bot protocol against small bot programs that misbehave on purpose: what a
 * bot receives (never the seed or the dice), numbered questions (an answer to a question not
 * asked is refused), bounded lines, and a bot's text made harmless before it is printed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  type Action,
  apply,
  BUILTIN_DUNGEONS,
  checkMapRuleset,
  createGame,
  type Decision,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  getRuleset,
  legalActions,
  parseDungeon,
  rulesetIds,
  type SetupError,
  SHADOW_TEAM,
  squadOf,
  type TeamFile,
  view,
} from '@dungeonbowl/engine';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BotTurn,
  forfeitIndex,
  MAX_ANSWER_CHARS,
  randomBot,
  scriptedBot,
  seededRng,
} from '../src/index.ts';
import { BotProcessError, ExternalBot, MAX_STDERR_CHARS, serveBot } from '../src/node.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'dungeonbowl-protocol-'));
  dirs.push(d);
  return d;
}

/**
 * A bot program in Node: `ready` is its whole first output (written at once), `answer(m, out)`
 * handles each decide (`out` writes a line), `record` a file that gets every line it receives.
 */
function botProgram(o: { ready?: string; answer: string; record?: string; prelude?: string }): string {
  const file = join(tempDir(), 'bot.mjs');
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const out = (s) => process.stdout.write(s + '\\n');
const answer = ${o.answer};
${o.prelude ?? ''}
for await (const line of createInterface({ input: process.stdin })) {
  ${o.record ? `appendFileSync(${JSON.stringify(o.record)}, line + '\\n');` : ''}
  const m = JSON.parse(line);
  if (m.type === 'hello') process.stdout.write(${JSON.stringify(o.ready ?? '{"type":"ready","name":"test"}')} + '\\n');
  if (m.type === 'decide') await answer(m, out);
  if (m.type === 'quit') break;
}
`,
  );
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`;
}

/** The Great Hall, or the first built-in map made for the ruleset when the hall is not. */
function mapFor(ruleset?: string): string {
  const serves = (text: string) => {
    const r = parseDungeon(text);
    const errors: SetupError[] = [];
    if (r.ok && ruleset) checkMapRuleset(r.value, ruleset, errors);
    return r.ok && errors.length === 0;
  };
  const hall = getBuiltinDungeon('great-hall')!.text;
  if (serves(hall)) return hall;
  // A map made for the ruleset first: a practice map serves any ruleset but may not seat its teams.
  const made = BUILTIN_DUNGEONS.find(
    (d) =>
      serves(d.text) &&
      parseDungeon(d.text).ok &&
      (parseDungeon(d.text) as { value: { rulesets: string[] } }).value.rulesets.includes(ruleset ?? ''),
  );
  return (made ?? BUILTIN_DUNGEONS.find((d) => serves(d.text))!).text;
}

/** The teams a game under `ruleset` takes: two, or as many squads as it needs ([000]: four of four). */
function teamsFor(ruleset?: string): TeamFile[] {
  const n = (ruleset && getRuleset(ruleset)?.teamCount?.min) || 2;
  if (n <= 2) return [FIRE_TEAM, SHADOW_TEAM];
  return Array.from({ length: n }, (_, i) => {
    const base = squadOf(i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM);
    return { ...base, name: `${base.name} ${i + 1}` };
  });
}

function newGame(seed: number, turnLimit = 2, ruleset?: string): Game {
  const made = createGame(
    {
      ...(ruleset ? { ruleset } : {}),
      dungeon: mapFor(ruleset),
      teams: teamsFor(ruleset),
    },
    { seed, rules: { turnLimit } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** The first decision of a game: many legal actions, and index 0 is the forfeit. */
function firstTurn(): { turn: BotTurn; actions: Action[]; last: Action; forfeit: Action } {
  const game = newGame(1);
  const decision = legalActions(game)!;
  const actions = decision.actions;
  return {
    turn: { view: view(game, decision.team), team: decision.team, decision, rng: seededRng(1) },
    actions,
    last: actions[actions.length - 1],
    forfeit: actions[forfeitIndex(actions)],
  };
}

const LAST = '(m, out) => out(JSON.stringify({ id: m.id, index: m.actions.length - 1 }))';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function started(command: string, o: { timeoutMs?: number; onStderr?: (l: string) => void } = {}) {
  return ExternalBot.start({
    command,
    label: 'side 1',
    timeoutMs: o.timeoutMs ?? 5000,
    onStderr: o.onStderr,
  });
}

describe('the bot protocol host: numbered questions', () => {
  it('an answer given twice is refused: it costs the next decision, and nothing shifts', async () => {
    const twice = `(m, out) => {
      const a = JSON.stringify({ id: m.id, index: m.actions.length - 1 });
      out(a);
      out(a);
    }`;
    const bot = await started(botProgram({ answer: twice }));
    const { turn, last, forfeit } = firstTurn();
    expect(last).not.toBe(forfeit);
    expect(await bot.choose(turn)).toBe(last);
    expect(await bot.choose(turn)).toBe(forfeit);
    expect(await bot.choose(turn)).toBe(forfeit);
    const { forfeits, problems } = bot.takeProblems();
    expect(forfeits).toBe(2);
    expect(problems[0]).toMatch(
      /^decision 2: answers no question asked \(an answer for decision 1\): "{\\"id\\":1,\\"index\\":\d+}"; played \w+ instead$/,
    );
    expect(problems[1]).toMatch(/^decision 3: answers no question asked \(an answer for decision 2\)/);
    await bot.close();
  }, 20_000);

  it('an answer before the question is refused: it costs the first decision, the next is played', async () => {
    const early = '{"id":1,"index":0}';
    const bot = await started(botProgram({ ready: `{"type":"ready"}\n${early}`, answer: LAST }));
    await sleep(300);
    const { turn, last, forfeit } = firstTurn();
    expect(await bot.choose(turn)).toBe(forfeit);
    expect(await bot.choose(turn)).toBe(last);
    const { forfeits, problems } = bot.takeProblems();
    expect(forfeits).toBe(1);
    expect(problems[0]).toMatch(/^decision 1: answers no question asked \(an answer for decision 1\)/);
    await bot.close();
  }, 20_000);

  it('an answer with the wrong id, without an id, or a bare index answers no question', async () => {
    const bot = await started(
      botProgram({
        answer: `(m, out) => {
          if (m.id === 1) out(JSON.stringify({ id: 99, index: m.actions.length - 1 }));
          else if (m.id === 2) out(JSON.stringify({ index: m.actions.length - 1 }));
          else if (m.id === 3) out(String(m.actions.length - 1));
          else out(JSON.stringify({ id: m.id, index: m.actions.length - 1 }));
        }`,
      }),
    );
    const { turn, last, forfeit } = firstTurn();
    expect(await bot.choose(turn)).toBe(forfeit);
    expect(await bot.choose(turn)).toBe(forfeit);
    expect(await bot.choose(turn)).toBe(forfeit);
    expect(await bot.choose(turn)).toBe(last);
    const { problems } = bot.takeProblems();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^decision 1: answers no question asked \(an answer for decision 99\)/);
    expect(problems[1]).toMatch(/^decision 2: answers no question asked \(an answer without "id"\)/);
    expect(problems[2]).toMatch(/^decision 3: answers no question asked \(not an answer object\): "\d+"/);
    await bot.close();
  }, 20_000);

  it('a bot speaking version 1 of the protocol is named at the start', async () => {
    await expect(
      started(botProgram({ ready: '{"type":"ready","version":1}', answer: LAST })),
    ).rejects.toThrow(/^side 1 bot command .* speaks version 1 of the protocol; this host speaks 2/);
  }, 20_000);

  it('an empty command is refused before anything runs', async () => {
    for (const command of ['', '   ']) {
      await expect(ExternalBot.start({ command, label: 'side 1' })).rejects.toThrow(BotProcessError);
      await expect(ExternalBot.start({ command, label: 'side 1' })).rejects.toThrow(
        'side 1 bot command is empty: give the command line of a bot program',
      );
    }
  });
});

describe('the bot protocol host: what a bot receives', () => {
  // Every ruleset, so that classic's face-down trap counters are checked too.
  it.each(rulesetIds())(
    "%s: no message carries the seed or the dice, the ball's chest or the other coach's face-down traps",
    async (ruleset) => {
      const SEED = 7_654_321;
      const record = join(tempDir(), 'received.jsonl');
      const bot = await started(
        botProgram({
          answer: LAST.replace('m.actions.length - 1', 'Math.floor(Math.random() * m.actions.length)'),
          record,
        }),
      );
      // Squads of four ([000]) make fewer decisions a turn: more turns for as many messages.
      const game = newGame(SEED, teamsFor(ruleset).length > 2 ? 10 : 3, ruleset);
      let othersHidden = 0;
      const diceAtStart = game.dice.kind === 'seeded' ? game.dice.s.map(String) : [];
      const other = randomBot();
      // A careless caller: passes the seed to newGame and the whole game as the view.
      const careless = {
        game: 0,
        seed: SEED,
        team: 0,
        teams: teamsFor(ruleset),
        ruleset: game.rulesetId,
      };
      bot.newGame(careless);
      const rng = seededRng(3);
      const asked: Decision[] = [];
      for (let steps = 0; !game.result && steps < 3000; steps++) {
        const decision = legalActions(game)!;
        if (decision.team === 0) asked.push(decision);
        if (decision.team === 0 && game.traps.some((t) => t.owner !== 0 && t.kind === 'faceDown'))
          othersHidden++;
        const turn = { view: game, team: decision.team, decision, rng };
        const action =
          decision.team === 0
            ? await bot.choose(turn)
            : other.choose({ ...turn, view: view(game, decision.team) });
        expect(apply(game, action, { inPlace: true }).ok).toBe(true);
      }
      bot.gameOver(0, game.result, game);
      await bot.close();
      const lines = readFileSync(record, 'utf8').trim().split('\n');
      expect(lines.length).toBeGreaterThan(10);
      let views = 0;
      for (const line of lines) {
        expect(line).not.toContain(String(SEED));
        for (const n of diceAtStart) expect(line).not.toContain(n);
        const m = JSON.parse(line);
        expect(keysOf(m)).not.toContain('seed');
        if (m.type === 'newGame')
          expect(Object.keys(m).sort()).toEqual(['game', 'ruleset', 'team', 'teams', 'type']);
        if (m.type === 'decide') {
          // The decision as the engine made it: what it is, beside the view and the actions.
          const { type: _, id: __, view: ___, ...sent } = m;
          expect(sent).toEqual(JSON.parse(JSON.stringify(asked.shift())));
          expect(typeof m.kind).toBe('string');
        }
        if (!m.view) continue;
        views++;
        expect(m.view.dice).toEqual({ kind: 'scripted', rolls: [], pos: 0 });
        for (const c of m.view.chests) if (!c.open) expect(c.hasBall).toBe(false);
        if (m.view.ball.state === 'hidden') expect(m.view.ball.sq).toBe(-1);
        // Where markers lie in sight ([000]), another coach's shows its square but not its kind.
        const inSight = getRuleset(ruleset)!.trapsInSight === true;
        for (const t of m.view.traps) {
          if (t.kind !== 'faceDown' || t.owner === 0) continue;
          expect(inSight).toBe(true);
          expect(t.marker).toBeUndefined();
        }
        for (const f of m.view.stack)
          if (f.t === 'trap') expect(m.view.traps.some((t: { sq: number }) => t.sq === f.sq)).toBe(true);
      }
      expect(views).toBeGreaterThan(10);
      // Where the ruleset has trap counters, the bot was asked while the other coach's were down.
      if (getRuleset(ruleset)!.trapCounters(game, 1) > 0) expect(othersHidden).toBeGreaterThan(10);
    },
    60_000,
  );
});

describe('the bot protocol host: a bot cannot flood or scribble on the host', () => {
  it('a 100 MB line without a newline is refused without being kept; the next answer is read', async () => {
    const stderr: string[] = [];
    const bot = await started(
      botProgram({
        prelude: `const big = async (stream, mb) => {
          const chunk = 'x'.repeat(1 << 20);
          for (let i = 0; i < mb; i++) if (!stream.write(chunk)) await new Promise((r) => stream.once('drain', r));
          stream.write('\\n');
        };`,
        answer: `async (m, out) => {
          if (m.id === 1) { await big(process.stderr, 20); await big(process.stdout, 100); }
          out(JSON.stringify({ id: m.id, index: m.actions.length - 1 }));
        }`,
      }),
      { timeoutMs: 30_000, onStderr: (l) => stderr.push(l) },
    );
    const before = process.memoryUsage().heapUsed;
    const { turn, last, forfeit } = firstTurn();
    expect(await bot.choose(turn)).toBe(forfeit);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(40 * 1024 * 1024);
    expect(await bot.choose(turn)).toBe(last);
    expect(bot.takeProblems().problems[0]).toMatch(
      new RegExp(
        `^decision 1: answers no question asked \\(a line of over ${MAX_ANSWER_CHARS} characters\\): "x{77}\\.\\.\\."`,
      ),
    );
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(
      new RegExp(`^x{80}\\.\\.\\. \\(a line of over ${MAX_STDERR_CHARS} characters, cut\\)$`),
    );
    await bot.close();
  }, 60_000);

  it("a bot's stderr and its name cannot clear or retitle the terminal", async () => {
    const ESC = '\u001b';
    const stderr: string[] = [];
    const bot = await started(
      botProgram({
        ready: JSON.stringify({ type: 'ready', name: `${ESC}]0;owned\u0007evil${ESC}[2J` }),
        prelude: `process.stderr.write('\\u001b[2J\\u001b]0;title\\u0007hello\\u009b31m\\n');`,
        answer: LAST,
      }),
      { onStderr: (l) => stderr.push(l) },
    );
    await sleep(200);
    expect(bot.name).toBe('\\u001b]0;owned\\u0007evil\\u001b[2J');
    expect(stderr).toEqual(['\\u001b[2J\\u001b]0;title\\u0007hello\\u009b31m']);
    await bot.close();
    // A bot that fails to start: its stderr in the error is made harmless too.
    const broken = join(tempDir(), 'broken.mjs');
    writeFileSync(broken, `process.stderr.write('\\u001b[2Jgone\\n'); process.exit(2);`);
    const e = await started(`${JSON.stringify(process.execPath)} ${JSON.stringify(broken)}`).catch((x) => x);
    expect(e).toBeInstanceOf(BotProcessError);
    expect(e.message).not.toContain(ESC);
    expect(e.message).toMatch(/its last lines on stderr:\n {2}\\u001b\[2Jgone$/);
  }, 20_000);
});

/** Every key of every object inside `x`. */
function keysOf(x: unknown, out: string[] = []): string[] {
  if (Array.isArray(x)) for (const v of x) keysOf(v, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe('the bot protocol server: a bot gets the decision as the engine made it', () => {
  it('the scripted bot served over the protocol answers every decision as it does in process', async () => {
    const game = newGame(11, 3);
    const input = new PassThrough();
    const output = new PassThrough();
    const served = serveBot(scriptedBot(), input, output, { log: () => {} });
    const inProcess = scriptedBot();
    input.write('{"type":"hello","protocol":"dungeonbowl-bot","version":2}\n');
    const lines: string[] = [];
    const next = async (): Promise<Record<string, unknown>> => {
      while (lines.length === 0) {
        const chunk = output.read();
        if (chunk) lines.push(...String(chunk).trim().split('\n'));
        else await sleep(1);
      }
      return JSON.parse(lines.shift()!);
    };
    expect(await next()).toMatchObject({ type: 'ready' });
    let asked = 0;
    for (let id = 1; !game.result && id < 400; id++) {
      const decision = legalActions(game)!;
      const seen = view(game, decision.team);
      const want = inProcess.choose({ view: seen, team: decision.team, decision, rng: seededRng(1) });
      // What the host sends (protocol-host.ts), through JSON.
      const { team, actions, ...about } = decision;
      input.write(`${JSON.stringify({ type: 'decide', id, team, ...about, view: seen, actions })}\n`);
      const answer = await next();
      expect(answer).toEqual({ id, index: actions.indexOf(want) });
      asked++;
      expect(apply(game, want, { inPlace: true }).ok).toBe(true);
    }
    input.end('{"type":"quit"}\n');
    await served;
    expect(asked).toBeGreaterThan(100);
  }, 60_000);

  it('a hello in another protocol is logged as JSON, whatever the host sends in it', async () => {
    // Found by the fuzz test: String() of {"toString": false} threw and ended the server.
    const input = new PassThrough();
    const output = new PassThrough();
    const logged: string[] = [];
    const served = serveBot(scriptedBot(), input, output, { log: (l) => logged.push(l) });
    input.end('{"type":"hello","protocol":{"toString":false},"version":"x"}\n');
    await served;
    expect(JSON.parse(String(output.read()))).toMatchObject({ type: 'ready' });
    expect(logged).toEqual([
      'bot-server: host speaks {"toString":false} "x"; this bot speaks dungeonbowl-bot 2',
    ]);
  });
});
