/**
 * The last steps of a game, kept to catch a reconnecting client up with what it missed (their
 * events, for its log). A gap older than the ring gets a fresh snapshot instead.
 */
import type { GameEvent } from '@dungeonbowl/engine';
import { HISTORY_STEPS, type StepBy } from '../shared/protocol.ts';

export interface HistoryStep {
  seq: number;
  by: StepBy;
  /** The engine's action (only ever sent to the seat that took it). */
  action: unknown;
  /** Every event, unfiltered: each recipient gets its own view of them. */
  events: GameEvent[];
}

export class History {
  private readonly steps: HistoryStep[] = [];

  constructor(private readonly size = HISTORY_STEPS) {}

  push(s: HistoryStep): void {
    this.steps.push(s);
    if (this.steps.length > this.size) this.steps.shift();
  }

  /** The steps after `last`, or null when some of them are no longer kept. */
  since(last: number): HistoryStep[] | null {
    const first = this.steps[0];
    if (!first || first.seq > last + 1) return null;
    return this.steps.filter((s) => s.seq > last);
  }
}
