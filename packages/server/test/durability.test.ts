/**
 * Nothing acknowledged is lost: the server process is killed with SIGKILL mid-game (no shutdown
 * hook runs), started again on the same data, and the clients, which reconnect by themselves,
 * finish the game. Its record must be the game an uninterrupted run gives with the same seed and
 * the same coaches: every action and the result. The coaches choose memorylessly (the same
 * decision at the same step gets the same action), so a step asked again after the crash is
 * answered as before. Person seats only: a server bot is memoryless too, but the test keeps to
 * what the clients control.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { view } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { backends } from './helpers/backends.ts';
import { drive, playOffline, seededChooser } from './helpers/drive.ts';
import { createGame, session, setupFor, until } from './helpers/server.ts';
import { freePort, type Spawned, spawnServer } from './helpers/spawn.ts';

const SEED = 2_718_281_828;
const RULES = { turnLimit: 4 };
const KILL_AT = 100;

describe.each(backends())('SIGKILL mid-game on $name', (backend) => {
  it('the game resumes after a restart and ends as an uninterrupted one does', async () => {
    await backend.start();
    // The same folder and port after the restart: the same server, started again.
    const dir = mkdtempSync(join(tmpdir(), 'dbserver-'));
    const env = { ...backend.env, DATA_DIR: dir };
    const port = await freePort();
    let server: Spawned = await spawnServer(env, port);
    const setup = setupFor('dungeonbowl2021', 'great-hall');
    const choosers = [seededChooser(11), seededChooser(12)];
    const sessions: ReturnType<typeof session>[] = [];
    try {
      const created = await createGame(server, {
        setup,
        rules: RULES,
        seats: [{ kind: 'person' }, { kind: 'person' }],
        seed: SEED,
      });
      const [a, b] = created.seats.map((s) => session(server, created.id, s.token!));
      sessions.push(a, b);
      let killedAt = -1;
      const restarted = new Promise<void>((resolve, reject) => {
        const off = a.on(() => {
          if (killedAt >= 0 || a.seq < KILL_AT) return;
          killedAt = a.seq;
          off();
          server
            .kill('SIGKILL')
            .then(() => spawnServer(env, port))
            .then((s) => {
              server = s;
              resolve();
            }, reject);
        });
      });
      const played = Promise.all([drive(a, choosers[0], 150_000), drive(b, choosers[1], 150_000)]);
      await restarted;
      await played;
      await until(b, () => b.result !== null, 10_000, 'the end');

      const offline = playOffline(setup, { seed: SEED, rules: RULES }, choosers);
      expect(killedAt).toBeGreaterThanOrEqual(KILL_AT);
      expect(offline.actions.length).toBeGreaterThan(killedAt + 20);
      const record = await fetch(`${server.http}/api/games/${created.id}/record`).then((r) => r.json());
      expect(record.actions).toEqual(JSON.parse(JSON.stringify(offline.actions)));
      expect(record.result).toEqual(JSON.parse(JSON.stringify(offline.result)));
      // Each coach's last view is the uninterrupted game's, as that coach may see it.
      const last = offline.games[offline.games.length - 1];
      for (const s of [a, b]) {
        expect(s.seq).toBe(offline.actions.length);
        expect(s.view).toEqual(JSON.parse(JSON.stringify(view(last, s.seat))));
      }
    } finally {
      for (const s of sessions) s.close();
      await server.kill('SIGTERM');
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
