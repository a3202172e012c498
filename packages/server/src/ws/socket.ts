/**
 * One client's socket: every message is size-limited (by the socket itself), rate-limited, parsed
 * and checked against the protocol's schema before a field of it is read. The first message must
 * be a hello with a seat token; after it, acts go to the room, which alone decides. A refused
 * message gets one error naming what was wrong, only to its sender, and changes nothing.
 */
import { schemaErrors } from '@dungeonbowl/engine';
import type { WebSocket } from 'ws';
import type { Config } from '../config.ts';
import { type Attachment, type Gateway, HubError } from '../hub.ts';
import { ClientMessage, type ErrorCode, PROTOCOL_VERSION } from '../shared/protocol.ts';
import { TokenBucket } from './limits.ts';

/** A client that keeps this much unsent is too slow to follow the game: it is dropped. */
const MAX_BUFFERED = 8 * 1024 * 1024;
/** Refusals for flooding before the socket is closed. */
const MAX_STRIKES = 20;

export function handleSocket(
  socket: WebSocket,
  gateway: Gateway,
  config: Config,
  log: (msg: string) => void,
): void {
  const bucket = new TokenBucket(config.messagesPerSecond * 2, config.messagesPerSecond);
  let seat: Attachment | null = null;
  let hello: 'none' | 'pending' | 'done' = 'none';
  let strikes = 0;

  const sendError = (code: ErrorCode, message: string, id?: number) =>
    send(socket, JSON.stringify({ t: 'error', ...(id !== undefined ? { id } : {}), code, message }));

  socket.on('message', (data, isBinary) => {
    if (!bucket.take()) {
      strikes++;
      if (strikes > MAX_STRIKES) return socket.close(1008, 'too many messages');
      return sendError('RATE_LIMITED', `at most ${config.messagesPerSecond} messages a second`, idOf(data));
    }
    if (isBinary) return sendError('BAD_MESSAGE', 'messages are JSON text');
    let msg: unknown;
    try {
      msg = JSON.parse(data.toString());
    } catch {
      return sendError('BAD_JSON', 'the message is not JSON');
    }
    const problems = schemaErrors(ClientMessage, msg);
    if (problems.length > 0) return sendError('BAD_MESSAGE', describeProblem(msg, problems[0]));
    const m = msg as ClientMessage;
    if (m.t === 'ping') return send(socket, JSON.stringify({ t: 'pong', id: m.id }));
    if (m.t === 'hello') {
      if (hello !== 'none') return sendError('BAD_MESSAGE', 'hello is sent once, first');
      if (m.v !== PROTOCOL_VERSION) {
        return sendError('BAD_VERSION', `this server speaks protocol ${PROTOCOL_VERSION}, not ${m.v}`);
      }
      hello = 'pending';
      gateway
        .attach(m.game, m.token, (text) => send(socket, text), m.last)
        .then(
          (a) => {
            seat = a;
            hello = 'done';
            if (socket.readyState !== socket.OPEN) a.detach();
          },
          (e) => {
            hello = 'none';
            const code = e instanceof HubError ? e.code : 'INTERNAL';
            if (!(e instanceof HubError)) log(`hello failed: ${String(e)}`);
            sendError(code as ErrorCode, e instanceof HubError ? e.message : 'the game could not be loaded');
          },
        );
      return;
    }
    const a = seat;
    if (!a) return sendError('NO_HELLO', 'send hello with your seat token first', m.id);
    if (a.seat < 0) return sendError('SPECTATOR', 'spectators watch; they do not play', m.id);
    const done = (res: { ok: boolean; code?: ErrorCode; message?: string }) => {
      if (!res.ok) sendError(res.code ?? 'INTERNAL', res.message ?? '', m.id);
    };
    const fail = (e: unknown) => {
      log(`act: ${String(e)}`);
      sendError('INTERNAL', 'the server could not take that; the game is unchanged', m.id);
    };
    if (m.t === 'act') a.act(m.action, m.seq, m.id).then(done, fail);
    else a.concede(m.id).then(done, fail);
  });

  socket.on('close', () => {
    seat?.detach();
    seat = null;
  });
  socket.on('error', () => socket.terminate());
}

/** The id of a message refused before it is read (so its sender knows which), when it has one. */
function idOf(data: unknown): number | undefined {
  try {
    const id = JSON.parse(String(data))?.id;
    return Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

function send(socket: WebSocket, text: string): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED) {
    socket.close(1013, 'too slow to follow the game');
    return;
  }
  socket.send(text);
}

function describeProblem(msg: unknown, p: { path: string; message: string }): string {
  const t =
    msg && typeof msg === 'object' && 't' in msg ? String((msg as { t: unknown }).t).slice(0, 20) : '';
  const where = p.path ? `${p.path}: ` : '';
  return `${t ? `${t} message: ` : ''}${where}${p.message}`;
}
