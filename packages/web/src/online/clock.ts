/**
 * The clocks of an online game: the server runs them (and sends the engine's time actions when
 * one runs out); the page only shows them, counting down from what the server last said.
 */
import type { ClockInfo } from '@dungeonbowl/server/protocol';
import type { ClockFace } from '../play/types.ts';

export class ServerClock implements ClockFace {
  private info: ClockInfo = {
    matchLeftMs: null,
    turnLeftMs: null,
    running: false,
    matchRunning: false,
    turnRunning: false,
  };
  /** When the server's figures were received (the page's own time). */
  private at = 0;
  /** Online the coaches cannot pause the clocks. */
  readonly paused = false;

  constructor(private readonly now: () => number = () => performance.now()) {}

  set(info: ClockInfo): void {
    this.info = info;
    this.at = this.now();
  }

  /** The game has a clock at all (a timed ruleset with its clocks on). */
  get shown(): boolean {
    return this.info.matchLeftMs !== null || this.info.turnLeftMs !== null;
  }

  get running(): boolean {
    return this.info.running;
  }

  /** Each clock counts down only while the server says it runs (a stopped turn clock stands). */
  private left(ms: number | null, running: boolean): number {
    if (ms === null) return Infinity;
    const gone = running ? this.now() - this.at : 0;
    return Math.max(0, ms - gone);
  }

  matchLeft(): number {
    return this.left(this.info.matchLeftMs, this.info.matchRunning);
  }

  turnLeft(): number {
    return this.left(this.info.turnLeftMs, this.info.turnRunning);
  }
}
