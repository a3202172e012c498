/**
 * A record's optional `seats` (docs/game-record.md): who played each team, `person` or a bot's
 * name. The replay ignores them; the browser reads them to seat a game continued from the record.
 */
import type { RecordError } from './record.ts';

/** A seat's name (`person` or a bot's): a short word, so a record cannot carry text to show. */
const SEAT_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** The seats: absent, or one short name a team (as many as the set-up's teams, when those are a list). */
export function checkSeats(json: Record<string, unknown>, errors: RecordError[]): void {
  const seats = json.seats;
  if (seats === undefined) return;
  const setup = json.setup as { teams?: unknown } | null;
  const teams = setup && typeof setup === 'object' && Array.isArray(setup.teams) ? setup.teams.length : null;
  const names = Array.isArray(seats) && seats.every((s) => typeof s === 'string' && SEAT_NAME.test(s));
  if (names && (teams === null || seats.length === teams)) return;
  const count = teams === null ? 'one a team' : `${teams}, one a team`;
  const message = `seats must be a list of names (${count}), each 'person' or a bot's: lower-case letters, digits and '-'`;
  errors.push({ code: 'BAD_SEATS', message, path: 'seats' });
}
