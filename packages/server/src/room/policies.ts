/** The policies every room gets when it is loaded: server-side bots (clocks and empty seats next). */
import type { Config } from '../config.ts';
import type { Hub } from '../hub.ts';
import { BotPolicy } from './bots.ts';

export function installPolicies(hub: Hub, config: Config): void {
  hub.addPolicy((room) => room.addPolicy(new BotPolicy(config)));
}
