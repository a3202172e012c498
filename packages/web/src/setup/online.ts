/**
 * The new-game form in online mode (no DOM): who may play a seat on the server (a person, or one
 * of the server's bots), and the POST /api/games body the form makes (protocol CreateGame).
 */
import type { GameOptions, GameSetup } from '@dungeonbowl/engine';
import type { CreateGameBody, GameSettings } from '@dungeonbowl/server/protocol';
import type { SeatKind } from '../bots.ts';

/** The seats a server game offers: its bots are `random` and `scripted` (the search bot is the page's). */
export const ONLINE_SEATS: { id: SeatKind; label: string }[] = [
  { id: 'person', label: 'Person (gets a link)' },
  { id: 'scripted', label: 'Server bot (scripted)' },
  { id: 'random', label: 'Server bot (random)' },
];

/** What the form holds of the disconnect policy: the grace as typed. */
export interface DisconnectForm {
  onDisconnect: GameSettings['onDisconnect'];
  graceText: string;
}

export const DISCONNECT_DEFAULT: DisconnectForm = { onDisconnect: 'forfeit', graceText: '120' };

/**
 * The body that creates the game on the server: the set-up and rule options the local form would
 * play, a seat per side, the disconnect policy, and the seed only when one was typed (a server
 * refuses it unless it allows seeds: it chooses the dice itself).
 */
export function onlineBody(
  made: { setup: GameSetup; options: GameOptions },
  seats: readonly SeatKind[],
  seed: number | null,
  net: DisconnectForm,
): { ok: true; body: CreateGameBody } | { ok: false; errors: string[] } {
  const grace = Number(net.graceText);
  if (!(Number.isInteger(grace) && grace >= 1 && grace <= 86_400))
    return { ok: false, errors: ['the grace time is a whole number of seconds, 1 to 86400'] };
  const rules = made.options.rules;
  return {
    ok: true,
    body: {
      setup: made.setup,
      ...(rules ? { rules } : {}),
      seats: seats.map((k) => (k === 'person' ? { kind: 'person' } : { kind: 'bot', bot: k })),
      settings: { graceSec: grace, onDisconnect: net.onDisconnect },
      ...(seed !== null ? { seed } : {}),
    },
  };
}
