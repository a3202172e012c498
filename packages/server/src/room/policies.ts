/**
 * The policies every room gets when it is loaded: the clocks, server-side bots (and stand-ins),
 * and what happens to a seat whose coach has gone (presence).
 */
import type { Config } from '../config.ts';
import type { Hub } from '../hub.ts';
import { BotPolicy } from './bots.ts';
import { ClockPolicy } from './clocks.ts';
import { PresencePolicy } from './presence.ts';

/**
 * CLOCK_SCALE (tests only): real time per minute of a game's clock, as a fraction of a minute
 * (0.001: a 4-minute turn lasts 240 ms). The rule options count whole minutes, so a test cannot
 * shorten the clocks any other way.
 */
function msPerMinute(env: NodeJS.ProcessEnv): number {
  const raw = env.CLOCK_SCALE;
  const scale = raw ? Number(raw) : 1;
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1) {
    throw new Error(`CLOCK_SCALE must be a number above 0, at most 1 (got '${raw}')`);
  }
  return 60_000 * scale;
}

export function installPolicies(hub: Hub, config: Config, env: NodeJS.ProcessEnv = process.env): void {
  const clock = { msPerMinute: msPerMinute(env) };
  hub.addPolicy((room) => room.addPolicy(new ClockPolicy(clock)));
  hub.addPolicy((room) => room.addPolicy(new BotPolicy(config)));
  hub.addPolicy((room) => room.addPolicy(new PresencePolicy()));
}
