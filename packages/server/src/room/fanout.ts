/**
 * What each socket of a room receives: the step (or the snapshot) as its seat may see it. Every
 * message goes through the engine's `view` and `viewEvents` for that seat's team (a spectator's:
 * -1), so no coach ever receives another's secrets (the ball's chest, face-down traps) or the
 * dice generator. The decision is whole only for the coach who must decide. Each seat's message
 * is serialised once per step and shared by its sockets.
 */
import {
  type Game,
  type GameEvent,
  legalActions,
  publicDecision,
  view,
  viewEvents,
} from '@dungeonbowl/engine';
import type { StepBy } from '../shared/protocol.ts';
import type { Room } from './room.ts';

export interface Conn {
  /** The seat this socket plays (-1: a spectator). */
  readonly seat: number;
  send(text: string): void;
}

export interface Fanout {
  seq: number;
  by: StepBy;
  action: unknown;
  events: GameEvent[];
  ack?: { conn: Conn; id: number };
}

/** The decision as `seat` may see it. */
export function decisionFor(game: Game, seat: number) {
  const d = legalActions(game);
  if (!d) return null;
  return d.team === seat ? d : publicDecision(d);
}

function stepFor(room: Room, f: Fanout, seat: number): Record<string, unknown> {
  const byThisSeat = 'seat' in f.by && f.by.seat === seat;
  return {
    t: 'step',
    seq: f.seq,
    by: f.by,
    ...(byThisSeat ? { action: f.action } : {}),
    events: viewEvents(f.events, seat),
    view: view(room.game, seat),
    decision: decisionFor(room.game, seat),
    clocks: room.clocks(),
  };
}

/** Each socket with its message for a step (the sender's with its acknowledgement). */
export function stepMessages(room: Room, f: Fanout): [Conn, string][] {
  const bySeat = new Map<number, { msg: Record<string, unknown>; text: string }>();
  const out: [Conn, string][] = [];
  for (const c of room.conns) {
    let m = bySeat.get(c.seat);
    if (!m) {
      const msg = stepFor(room, f, c.seat);
      m = { msg, text: JSON.stringify(msg) };
      bySeat.set(c.seat, m);
    }
    out.push([c, f.ack?.conn === c ? JSON.stringify({ ...m.msg, ack: f.ack.id }) : m.text]);
  }
  return out;
}

export function snapshotFor(room: Room, seat: number, missed?: number): string {
  return JSON.stringify({
    t: 'snapshot',
    seq: room.head,
    view: view(room.game, seat),
    decision: decisionFor(room.game, seat),
    clocks: room.clocks(),
    ...(missed ? { missed } : {}),
    ...(room.game.result ? { result: room.game.result } : {}),
  });
}

/**
 * A socket (re)joining: the steps after `last` it missed (from seq 0 when it saw none), their
 * events filtered for its seat, then a snapshot of the game now. When the gap is older than the
 * room's history, the snapshot says how many steps were not replayed.
 */
export function catchUp(room: Room, seat: number, last: number | undefined): string[] {
  const from = last === undefined ? -1 : Math.min(last, room.head);
  const steps = room.history.since(from);
  const out: string[] = [];
  if (steps && steps.length > 0) {
    out.push(
      JSON.stringify({
        t: 'catchup',
        steps: steps.map((s) => ({ seq: s.seq, by: s.by, events: viewEvents(s.events, seat) })),
      }),
    );
  }
  out.push(snapshotFor(room, seat, steps ? undefined : room.head - from));
  if (room.game.result) {
    out.push(JSON.stringify({ t: 'over', result: room.game.result, record: `/api/games/${room.id}/record` }));
  }
  return out;
}
