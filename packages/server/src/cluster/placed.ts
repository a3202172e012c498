/**
 * One socket's attachment as the cluster gives it: to the room on this instance, or relayed to the
 * owner elsewhere, and moved when the game changes owner (the owner died, stopped, or lost its
 * lock). The socket stays open while it moves: it says hello again for the client, with the last
 * step the client was sent, so the client gets a welcome and what it missed, as after a reconnect.
 */
import type { Attachment } from '../hub.ts';
import type { SubmitResult } from '../room/room.ts';
import { BusTimeout } from './bus.ts';
import { isElsewhere } from './ownership.ts';
import { RemoteAttachment } from './relay.ts';

export interface Homed {
  att: Attachment;
  /** The owning instance's id when relayed; null when the room is on this instance. */
  owner: string | null;
}

export interface Homes {
  home(gameId: string, token: string, send: (text: string) => void, last?: number): Promise<Homed>;
  forget(p: Placed): void;
}

// The step or snapshot a text carries (fanout.ts writes `t` and `seq` first); a text this does
// not match only means the next move asks for a snapshot instead of the steps missed.
const SEQ = /^\{"t":"(?:step|snapshot)","seq":(\d+)/;

const moving = (): SubmitResult => ({
  ok: false,
  code: 'SERVER_BUSY',
  message: 'the game is moving to another server; look at the next step before acting again',
});

export class Placed implements Attachment {
  seat = -1;
  owner: string | null = null;
  private inner: Attachment | null = null;
  private move$: Promise<void> | null = null;
  private detached = false;
  /** Counts the moves: an act answered after a move may have lost its acknowledgement. */
  private moves = 0;
  /** Homed once: before that, the hello itself is still looking for the owner. */
  private started = false;
  /** The game moved while the hello was still looking: move once it is home. */
  private movedEarly = false;

  constructor(
    private readonly homes: Homes,
    readonly gameId: string,
    private readonly token: string,
    private readonly send: (text: string) => void,
    private last?: number,
  ) {}

  /** True while the socket has no attachment (a move failed): the gateway tries again later. */
  get stranded(): boolean {
    return this.started && !this.inner && !this.move$ && !this.detached;
  }

  /** The bus number of the relayed attachment, if relayed. */
  conn(): number | undefined {
    return this.inner instanceof RemoteAttachment ? this.inner.conn : undefined;
  }

  private readonly deliver = (text: string) => {
    if (this.detached) return;
    const m = SEQ.exec(text);
    if (m) {
      const seq = Number(m[1]);
      // Every step reaches every socket, so a gap is a relayed text lost on the way (Redis
      // pub/sub does not deliver again): say hello again from the last step seen, to catch up.
      if (
        this.owner !== null &&
        text.startsWith('{"t":"step"') &&
        this.last !== undefined &&
        seq > this.last + 1
      ) {
        this.move();
        return;
      }
      this.last = seq;
    }
    this.send(text);
  };

  async home(): Promise<void> {
    const h = await this.homes.home(this.gameId, this.token, this.deliver, this.last);
    if (this.detached) return h.att.detach();
    this.inner = h.att;
    this.owner = h.owner;
    this.seat = h.att.seat;
    this.started = true;
    if (this.movedEarly) {
      this.movedEarly = false;
      this.move();
    }
  }

  act(action: unknown, seq: number, id: number): Promise<SubmitResult> {
    return this.forward((a) => a.act(action, seq, id));
  }

  concede(id: number): Promise<SubmitResult> {
    return this.forward((a) => a.concede(id));
  }

  private async forward(f: (a: Attachment) => Promise<SubmitResult>): Promise<SubmitResult> {
    const a = this.inner;
    if (!a) return moving();
    const moves = this.moves;
    try {
      const r = await f(a);
      // The step acknowledging it went to the attachment left behind (or to none): the client
      // would wait for it forever. A refusal frees its request; the steps it is sent show the truth.
      return this.moves === moves ? r : moving();
    } catch (e) {
      // The owner did not answer, or holds the game no more: the act may or may not have been
      // taken; the client learns which from the steps it is sent after the move.
      if (!(e instanceof BusTimeout) && !isElsewhere(e)) throw e;
      this.move();
      return moving();
    }
  }

  /** Finds the game's owner again (once at a time) and attaches there. */
  move(): void {
    if (!this.started) this.movedEarly = true;
    if (this.move$ || this.detached || !this.started) return;
    const old = this.inner;
    this.inner = null;
    this.moves++;
    old?.detach();
    this.move$ = this.home()
      .catch(() => {
        this.deliver(
          JSON.stringify({
            t: 'error',
            code: 'SERVER_BUSY',
            message: 'no server can hold this game now; retrying',
          }),
        );
      })
      .finally(() => {
        this.move$ = null;
      });
  }

  detach(): void {
    this.detached = true;
    this.inner?.detach();
    this.inner = null;
    this.homes.forget(this);
  }
}
