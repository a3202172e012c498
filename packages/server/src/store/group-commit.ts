/**
 * Group commit: writes queued from every room are written together, in one transaction with one
 * fsync, and each write's promise settles only when that transaction has committed (so a room
 * still acknowledges an action only once it is on disk).
 *
 * No timer: the first write queued schedules a flush on `setImmediate`, so a batch is whatever
 * the event loop received from every socket since the last flush. While a (synchronous) flush
 * and its fsync run, the sockets' data piles up, and the next batch grows with the load: one
 * fsync for many actions exactly when fsyncs would otherwise queue up.
 */

/** What the writer says of one item of a batch: its result, or an error for that item alone. */
export type Outcome<R> = { ok: R } | { error: unknown };

export interface GroupCommitOptions<T, R> {
  /**
   * Writes a batch in one transaction; returns one outcome per item, in order. Throwing means
   * nothing of the batch was written: every item of it is rejected with that error.
   */
  write(items: T[]): Outcome<R>[];
  /** True while the connection cannot take a transaction now (another one is open on it). */
  busy?(): boolean;
  /** The most items in one transaction (a bound on how long one flush holds the event loop). */
  maxBatch?: number;
}

interface Pending<T, R> {
  item: T;
  resolve(r: R): void;
  reject(e: unknown): void;
}

export class GroupCommit<T, R> {
  private queue: Pending<T, R>[] = [];
  private scheduled = false;
  private closed = false;
  private drained: (() => void) | null = null;
  /** Transactions written and the writes they held (tests and the bench read them). */
  readonly written = { batches: 0, items: 0 };

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  /** Queues one write; settles once the transaction holding it has committed (or failed). */
  push(item: T): Promise<R> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new writes and settles every queued one (written, or rejected) before resolving. */
  close(): Promise<void> {
    this.closed = true;
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.drained = resolve;
      this.schedule();
    });
  }

  get pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    // A transaction another caller opened on the same connection (an async one, between two of
    // its statements) must end first: ours would otherwise be nested in it, committed by it.
    if (this.options.busy?.()) {
      this.schedule();
      return;
    }
    const batch = this.queue.splice(0, this.options.maxBatch ?? Number.POSITIVE_INFINITY);
    if (this.queue.length > 0) this.schedule();
    if (batch.length > 0) this.settle(batch);
    if (this.queue.length === 0 && this.drained) {
      this.drained();
      this.drained = null;
    }
  }

  private settle(batch: Pending<T, R>[]): void {
    this.written.batches++;
    this.written.items += batch.length;
    let outcomes: Outcome<R>[];
    try {
      outcomes = this.options.write(batch.map((p) => p.item));
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o && 'ok' in o) p.resolve(o.ok);
      else p.reject(o ? o.error : new Error('the writer gave no outcome for this write'));
    });
  }
}
