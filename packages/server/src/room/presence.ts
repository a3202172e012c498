/**
 * A coach who has gone: a person seat with no socket while the game is played gets a grace time
 * (the game's `graceSec`) to come back. When it runs out the game's `onDisconnect` applies:
 * 'forfeit': the server concedes for the seat (with two teams the game ends; with more the team
 * retires); 'bot': a server bot stands in (BotPolicy plays standIn seats) until a socket of the
 * seat says hello again, when the person takes over at the next decision.
 *
 * Nothing of this is stored: after a restart every absent seat gets a fresh grace (its coach
 * could not have come back while the server was down), and a stand-in starts again only once
 * that grace has run out.
 */
import type { Room, RoomPolicy } from './room.ts';

export class PresencePolicy implements RoomPolicy {
  private readonly timers = new Map<number, NodeJS.Timeout>();

  afterStep(room: Room): void {
    for (let seat = 0; seat < room.seats.length; seat++) this.look(room, seat);
  }

  afterPresence(room: Room, seat: number): void {
    this.look(room, seat);
  }

  private connected(room: Room, seat: number): boolean {
    for (const c of room.conns) if (c.seat === seat) return true;
    return false;
  }

  /** Starts, keeps or ends the seat's grace; hands the seat back to its coach on return. */
  private look(room: Room, seat: number): void {
    const s = room.seats[seat];
    if (s?.kind !== 'person') return;
    const playing = room.status === 'playing' && !room.closed && !room.game.teams[seat]?.retired;
    if (!playing || this.connected(room, seat)) {
      this.stop(seat);
      if (s.standIn && (!playing || this.connected(room, seat))) room.setStandIn(seat, false);
      return;
    }
    if (s.standIn || this.timers.has(seat)) return;
    const t = setTimeout(() => this.expire(room, seat), room.settings.graceSec * 1000);
    this.timers.set(seat, t);
  }

  private expire(room: Room, seat: number): void {
    this.timers.delete(seat);
    if (room.closed || room.status !== 'playing' || this.connected(room, seat)) return;
    if (room.settings.onDisconnect === 'bot') {
      room.setStandIn(seat, true);
      return;
    }
    room.concede(seat, {}, { server: true }).then(
      () => undefined,
      () => undefined,
    );
  }

  private stop(seat: number): void {
    const t = this.timers.get(seat);
    if (t) clearTimeout(t);
    this.timers.delete(seat);
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
