/**
 * The policies every room gets when it is loaded: the clocks, server-side bots (and stand-ins),
 * and what happens to a seat whose coach has gone (presence).
 */
import type { Config } from '../config.ts';
import type { Hub } from '../hub.ts';
import { BotPolicy } from './bots.ts';
import { ClockPolicy } from './clocks.ts';
import { PresencePolicy } from './presence.ts';

export function installPolicies(hub: Hub, config: Config): void {
  const clock = { msPerMinute: 60_000 * config.clockScale };
  hub.addPolicy((room) => room.addPolicy(new ClockPolicy(clock)));
  hub.addPolicy((room) => room.addPolicy(new BotPolicy(config)));
  hub.addPolicy((room) => room.addPolicy(new PresencePolicy()));
}
