/** A token bucket: `capacity` messages at once, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {
    this.tokens = capacity;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts open sockets per address; refuses past the limit. */
export class AddressCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  enter(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.limit) return false;
    this.open.set(address, n + 1);
    return true;
  }

  leave(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }
}
