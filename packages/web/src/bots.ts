/**
 * The seats a side can be given. The bots themselves (@dungeonbowl/bots, `bot-makers.ts`) are a
 * separate chunk, loaded when a game first needs one: a game between people never fetches them,
 * and the first page load stays within the size budget.
 */
import type { Bot, Rng } from '@dungeonbowl/bots';

export type SeatKind = 'person' | 'random' | 'scripted' | 'search';

export const SEAT_KINDS: { id: SeatKind; label: string }[] = [
  { id: 'person', label: 'Person' },
  { id: 'scripted', label: 'Bot (scripted)' },
  { id: 'search', label: 'Bot (search: thinks ahead)' },
  { id: 'random', label: 'Bot (random)' },
];

/** A seat's bot (null for a person) and its random numbers. */
export interface SeatBot {
  bot: Bot | null;
  rng: Rng;
}

/** The bots of the seats, each with its own seeded random numbers; loads the bots' chunk. */
export async function loadBots(seats: SeatKind[], seed: number): Promise<SeatBot[]> {
  const { makeBot, seededRng } = await import('./bot-makers.ts');
  return seats.map((k, i) => ({ bot: makeBot(k), rng: seededRng(seed * 7919 + i * 104729 + 1) }));
}
