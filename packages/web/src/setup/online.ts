/**
 * The new-game form in online mode (no DOM): who may play a seat on the server (a person, or one
 * of the server's bots), and the POST /api/games body the form makes (protocol CreateGame).
 */
import { type GameOptions, type GameSetup, schemaErrors } from '@dungeonbowl/engine';
import { type CreateGameBody, type GameSettings, SERVER_BOTS, Settings } from '@dungeonbowl/server/protocol';
import type { SeatKind } from '../bots.ts';

/** The seats a server game offers: a person, or one of the server's bots (the search bot is the page's). */
export const ONLINE_SEATS: { id: SeatKind; label: string }[] = [
  { id: 'person', label: 'Person (gets a link)' },
  ...SERVER_BOTS.map((id) => ({ id, label: `Server bot (${id})` })),
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
  const settings = { graceSec: grace, onDisconnect: net.onDisconnect };
  // The protocol's own schema says what a server takes.
  const wrong = schemaErrors(Settings, settings)[0];
  if (wrong) return { ok: false, errors: [`the grace time in seconds: ${wrong.message}`] };
  const rules = made.options.rules;
  return {
    ok: true,
    body: {
      setup: made.setup,
      ...(rules ? { rules } : {}),
      seats: seats.map((k) => (k === 'person' ? { kind: 'person' } : { kind: 'bot', bot: k })),
      settings,
      ...(seed !== null ? { seed } : {}),
    },
  };
}
