/**
 * The bots a side can be given, from @dungeonbowl/bots: the scripted bot (plays sensibly) and
 * the random bot. Named imports only, so the bundle leaves out the package's Node-only parts
 * (the bot protocol's process host and server).
 */
import { type Bot, randomBot, scriptedBot, seededRng } from '@dungeonbowl/bots';

export type SeatKind = 'person' | 'random' | 'scripted';

export const SEAT_KINDS: { id: SeatKind; label: string }[] = [
  { id: 'person', label: 'Person' },
  { id: 'scripted', label: 'Bot (scripted)' },
  { id: 'random', label: 'Bot (random)' },
];

export function makeBot(kind: SeatKind): Bot | null {
  if (kind === 'scripted') return scriptedBot();
  // Ending turns and activations rarely keeps a random game moving.
  if (kind === 'random') return randomBot({ endTurnWeight: 0.1 });
  return null;
}

export { seededRng };
