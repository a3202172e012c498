/**
 * A raw websocket client for the hostile tests: it sends whatever it is given (bytes, text, any
 * JSON) and keeps every message and the close, so a test can wait for the answer to each.
 */
import WebSocket from 'ws';

export interface ServerMsg {
  t: string;
  [k: string]: unknown;
}

export class Raw {
  readonly messages: ServerMsg[] = [];
  /** Text the server sent that was not JSON (never expected). */
  readonly garbage: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters = new Set<() => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      try {
        this.messages.push(JSON.parse(String(data)));
      } catch {
        this.garbage.push(String(data));
      }
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    ws.on('error', () => {});
  }

  static open(url: string, headers?: Record<string, string>): Promise<Raw> {
    const ws = new WebSocket(url, { headers });
    const raw = new Raw(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(raw));
      ws.once('error', reject);
      ws.once('close', (code) => reject(new Error(`closed before open (${code})`)));
    });
  }

  /** Opens a socket and says hello with a token; resolves once welcomed (and sent the game, if on). */
  static async hello(url: string, game: string, token: string): Promise<Raw> {
    const raw = await Raw.open(url);
    raw.send({ t: 'hello', v: 1, game, token });
    const first = await raw.next((m) => m.t === 'welcome' || m.t === 'error');
    if (first.t === 'error') throw new Error(`hello refused: ${first.code} ${first.message}`);
    if (first.status !== 'lobby') await raw.next((m) => m.t === 'snapshot');
    return raw;
  }

  private wake(): void {
    for (const w of this.waiters) w();
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' || Buffer.isBuffer(msg) ? msg : JSON.stringify(msg));
  }

  /** The first message from index `from` on that `match` accepts. */
  next(match: (m: ServerMsg) => boolean, from = 0, ms = 5000): Promise<ServerMsg> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.slice(from).find(match);
        if (found) {
          done();
          resolve(found);
        } else if (this.closed) {
          done();
          reject(new Error(`closed (${this.closed.code}) before the message came`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no such message within ${ms} ms (got ${this.messages.map((m) => m.t).join(',')})`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Sends `msg` and resolves with the next error the server sends back. */
  async refusal(msg: unknown): Promise<ServerMsg> {
    const from = this.messages.length;
    this.send(msg);
    return this.next((m) => m.t === 'error', from);
  }

  /** Sends a ping and waits for its pong: the server read everything sent before it. */
  async sync(id = 999_999): Promise<void> {
    const from = this.messages.length;
    this.send({ t: 'ping', id });
    await this.next((m) => m.t === 'pong' && m.id === id, from);
  }

  /** Resolves with the close code once the server has closed the socket. */
  async whenClosed(ms = 5000): Promise<number> {
    if (!this.closed) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the socket stayed open')), ms);
        const w = () => {
          if (this.closed) {
            clearTimeout(timer);
            this.waiters.delete(w);
            resolve();
          }
        };
        this.waiters.add(w);
      });
    }
    return this.closed!.code;
  }

  errors(): ServerMsg[] {
    return this.messages.filter((m) => m.t === 'error');
  }

  close(): void {
    this.ws.close();
  }
}
