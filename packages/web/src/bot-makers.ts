/**
 * The bots, from @dungeonbowl/bots: the search bot (the strongest: it improves on the scripted
 * bot's choices by playing them out), the scripted bot (plays sensibly, at once) and the random
 * bot. Named imports only, so the bundle leaves out the package's Node-only parts (the bot
 * protocol's process host and server). Loaded on demand (bots.ts).
 */
import { type Bot, randomBot, scriptedBot, searchBot, seededRng } from '@dungeonbowl/bots';
import type { SeatKind } from './bots.ts';

/** The search bot's thinking time per decision in the page (it often settles sooner). */
export const SEARCH_MS = 400;

export function makeBot(kind: SeatKind): Bot | null {
  if (kind === 'search') return searchBot({ ms: SEARCH_MS });
  if (kind === 'scripted') return scriptedBot();
  // Ending turns and activations rarely keeps a random game moving.
  if (kind === 'random') return randomBot({ endTurnWeight: 0.1 });
  return null;
}

export { seededRng };
