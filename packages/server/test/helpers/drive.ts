/**
 * Clients that play: each session answers every decision put to its seat with an action chosen
 * by `choose` (from the offered ones), until the game is over.
 */
import type { Action, Decision } from '@dungeonbowl/engine';
import type { OnlineSession } from '../../src/shared/client.ts';

export type Chooser = (d: Decision, seq: number, seat: number) => Action;

/** Plays the session's seat until the game ends; resolves with the number of actions sent. */
export function drive(s: OnlineSession, choose: Chooser, ms = 120_000): Promise<number> {
  let sent = 0;
  let busy = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`seat ${s.seat}: the game did not end in time (seq ${s.seq})`));
    }, ms);
    const tick = () => {
      if (s.result) {
        clearTimeout(timer);
        off();
        resolve(sent);
        return;
      }
      const d = s.decision as Decision | null;
      if (busy || !d || d.team !== s.seat || d.actions.length === 0 || s.connection !== 'open') return;
      busy = true;
      sent++;
      s.act(choose(d, s.seq, s.seat)).then(
        () => {
          busy = false;
          tick();
        },
        () => {
          // A STALE or dropped act: the next message brings the decision again.
          busy = false;
          setTimeout(tick, 5);
        },
      );
    };
    const off = s.on(tick);
    tick();
  });
}

/** A memoryless chooser: the same decision at the same step always gets the same action. */
export function seededChooser(seed: number): Chooser {
  return (d, seq, seat) => {
    let h = (seed ^ Math.imul(seq + 1, 2654435761) ^ Math.imul(seat + 7, 40503)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    // End the turn rarely, so that games go somewhere.
    const real = d.actions.filter((a) => a.type !== 'endTurn');
    const pool = real.length > 0 && h % 10 !== 0 ? real : d.actions;
    return pool[(h >>> 4) % pool.length];
  };
}
