/**
 * The server keeps a timed game's clocks (BRAWL 2013: 4 minutes a turn, 120 a match), shortened
 * by CLOCK_SCALE (0.0005: a 120 ms turn, a 3.6 s match), and applies the engine's clock actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineSession } from '../src/shared/client.ts';
import type { ClockInfo, StepMsg } from '../src/shared/protocol.ts';
import { seededChooser } from './helpers/drive.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ CLOCK_SCALE: '0.0005' });
});
afterAll(() => server.stop());

type Decision = { team: number; actions: never[] };
const turnOf = (s: OnlineSession) => (s.view as { turn: { number: number } } | null)?.turn.number ?? 0;

/** Plays the seat's pre-game decisions, then leaves its team turns to the clock. */
function pregame(s: OnlineSession, seed: number): () => void {
  const choose = seededChooser(seed);
  let busy = false;
  const tick = () => {
    const d = s.decision as Decision | null;
    if (busy || !d || d.team !== s.seat || turnOf(s) > 0 || s.result) return;
    busy = true;
    s.act(choose(d as never, s.seq, s.seat)).then(
      () => {
        busy = false;
        tick();
      },
      () => {
        busy = false;
      },
    );
  };
  const off = s.on(tick);
  tick();
  return off;
}

async function timedGame() {
  const created = await createGame(server, {
    setup: setupFor('brawl2013', 'brawl-classic'),
    seats: [{ kind: 'person' }, { kind: 'person' }],
    seed: 5,
  });
  const a = session(server, created.id, created.seats[0].token!);
  const b = session(server, created.id, created.seats[1].token!);
  const steps: StepMsg[] = [];
  a.on((m) => m.t === 'step' && steps.push(m));
  const offs = [pregame(a, 1), pregame(b, 2)];
  return { created, a, b, steps, offs };
}

describe('clocks', () => {
  it('none run in the pre-game; a turn clock that runs out ends the turn; the clocks count down; time up ends the match', async () => {
    const { a, b, steps, created } = await timedGame();
    await until(a, () => turnOf(a) > 0, 20_000, 'the first team turn');
    const first = a.clocks as ClockInfo;
    expect(first.running).toBe(true);
    expect(first.turnLeftMs).toBe(120);
    expect(first.matchLeftMs).toBeGreaterThan(3000);
    // The pre-game's steps carry the clocks stopped and full.
    expect(steps[0].clocks).toEqual({
      matchLeftMs: 3600,
      turnLeftMs: 120,
      running: false,
      matchRunning: false,
      turnRunning: false,
    });
    const firstTurn = turnOf(a);
    await until(a, () => turnOf(a) > firstTurn, 2000, 'the turn clock to end the turn');
    const expired = steps.find((s) => 'clock' in s.by);
    expect(expired?.events).toContainEqual(
      expect.objectContaining({ type: 'clock', what: 'turnTimeExpired' }),
    );
    // A spectator joining mid-turn sees the clocks part-way down.
    await new Promise((r) => setTimeout(r, 50));
    const spectator = session(server, created.id, created.spectator.token);
    await until(spectator, () => spectator.clocks !== null, 2000, 'a snapshot');
    const seen = spectator.clocks as ClockInfo;
    expect(seen.turnLeftMs).toBeLessThan(120);
    expect(seen.matchLeftMs).toBeLessThan(first.matchLeftMs!);
    await until(a, () => a.result !== null, 10_000, 'time up');
    expect(a.result).toMatchObject({ reason: 'time' });
    const byClock = steps.filter((s) => 'clock' in s.by);
    const match = byClock.map((s) => s.clocks.matchLeftMs!);
    for (let i = 1; i < match.length; i++) expect(match[i]).toBeLessThan(match[i - 1]);
    expect(byClock.at(-1)?.events).toContainEqual(expect.objectContaining({ type: 'clock', what: 'timeUp' }));
    expect(steps.at(-1)?.clocks.running).toBe(false);
    for (const s of [a, b, spectator]) s.close();
  }, 30_000);

  it('after a restart the clocks go on from the stored bank, the downtime not charged', async () => {
    const { a, b, steps, created } = await timedGame();
    await until(a, () => turnOf(a) > 0, 20_000, 'the first team turn');
    await until(
      a,
      () => steps.filter((s) => 'clock' in s.by).length >= 2,
      2000,
      'two turns ended by the clock',
    );
    a.close();
    b.close();
    const stored = steps.at(-1)!.clocks;
    const dir = server.dataDir;
    await server.stop(true);
    await new Promise((r) => setTimeout(r, 600));
    server = await startServer({}, dir);
    const c = session(server, created.id, created.seats[0].token!);
    await until(c, () => c.clocks !== null, 5000, 'a snapshot after the restart');
    const after = c.clocks as ClockInfo;
    // 600 ms down is more than the turn: had it been charged, the turn would be over.
    // (The bank is stored a moment before the step is sent: a few ms more than the message said.)
    expect(after.matchLeftMs).toBeLessThanOrEqual(stored.matchLeftMs! + 10);
    expect(after.matchLeftMs).toBeGreaterThan(stored.matchLeftMs! - 200);
    const seq = c.seq;
    await until(c, () => c.seq > seq, 2000, 'the clock to go on');
    c.close();
  }, 30_000);
});
