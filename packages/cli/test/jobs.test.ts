import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { SimSpec } from '../src/workers/games.ts';
import type { FromWorker } from '../src/workers/worker.ts';

// What pool.ts forks when it runs from the sources.
const JOB = join(import.meta.dirname, '..', 'src', 'workers', 'bootstrap.mjs');

const spec: SimSpec = {
  dungeon: getBuiltinDungeon('great-hall')!.text,
  teams: [FIRE_TEAM, SHADOW_TEAM],
  bots: ['random', 'random'],
  botCmds: [null, null],
  botTimeoutMs: 10_000,
  seed: 1,
  turnLimit: 4,
  check: false,
  keepActions: false,
};

function startJob(): { job: ChildProcess; stderr: () => string; exited: Promise<number | null> } {
  const job = fork(JOB, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  job.stderr!.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  const exited = new Promise<number | null>((resolve) => job.on('exit', (code) => resolve(code)));
  return { job, stderr: () => stderr, exited };
}

function nextMessage(job: ChildProcess, type: FromWorker['type']): Promise<FromWorker> {
  return new Promise((resolve) => {
    const on = (m: FromWorker) => {
      if (m.type !== type) return;
      job.off('message', on);
      resolve(m);
    };
    job.on('message', on);
  });
}

describe('a simulation job', () => {
  it('plays the games it is given and exits when told to close', async () => {
    const { job, stderr, exited } = startJob();
    job.send({ type: 'spec', spec });
    await nextMessage(job, 'ready');
    job.send({ type: 'play', index: 0 });
    const m = await nextMessage(job, 'result');
    expect(m.type === 'result' && m.outcome.seed).toBe(1);
    job.send({ type: 'close' });
    expect(await exited).toBe(0);
    expect(stderr()).toBe('');
  });

  // Failed before the fix: the job's report of its game hit the closed channel and the job died
  // with an unhandled `Error: write EPIPE` (seen when a run was stopped by Ctrl-C or by a bot
  // program's error while a job was playing).
  it('exits quietly when its main process goes away during a game', async () => {
    const { job, stderr, exited } = startJob();
    job.send({ type: 'spec', spec });
    await nextMessage(job, 'ready');
    // The game is played without a break, so the job only learns that the channel is gone when
    // it sends the outcome.
    job.send({ type: 'play', index: 0 }, () => job.disconnect());
    expect(await exited).toBe(0);
    expect(stderr()).toBe('');
  });
});
