/**
 * An online game in the page: the game screen's PlayController over an `OnlineSession` with the
 * server. The server holds the game and the dice; the page keeps only what its seat was sent:
 * the latest view, the decision (whole when it is this seat's to make), the clocks, and a log
 * made from the events of each step. An action goes to the server and the screen waits for the
 * step that took it; a refusal is shown as local play shows one, and nothing changes.
 */
import {
  type Action,
  type Decision,
  type Game,
  type GameEvent,
  type GameRecord,
  pushAll,
  sameAction,
} from '@dungeonbowl/engine';
import { ActRefused, OnlineSession, type SocketLike } from '@dungeonbowl/server/client';
import type { CatchupMsg, GameSettings, SeatInfo, ServerMessage } from '@dungeonbowl/server/protocol';
import type { AskDie } from '../dice.ts';
import { type LogLine, logLines } from '../log.ts';
import { BannerFeed } from '../play/banners.ts';
import type { PlayController } from '../play/types.ts';
import { fetchRecord } from './api.ts';
import { ServerClock } from './clock.ts';

/** Where the game is, as the page shows it: a lobby until every seat is taken, then the board. */
export type Phase = 'connecting' | 'lobby' | 'play' | 'failed';

/** Refusals of the link itself: saying hello again would only be refused again. */

/** A path's steps are sent one by one, this long apart, so each animates as in local play. */
const STEP_PAUSE_MS = 110;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The game server's websocket: the page's own host (ws:// or wss:// as the page was loaded). */
export function socketUrl(loc: Location = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws`;
}

const browserSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** How the panel names who plays a seat: a person, a server bot, or a bot standing in. */
export function seatWord(s: SeatInfo): string {
  if (s.kind === 'person') return s.botStandIn ? 'stand-in' : 'person';
  return (s as SeatInfo & { bot?: string }).bot ?? 'server';
}

type Step = CatchupMsg<GameEvent>['steps'][number];

let made = 0;

export class OnlineController implements PlayController {
  readonly id = ++made;
  readonly local = null;
  /** The moments shown as banners, raised by the steps that arrive live (not by a catch-up). */
  readonly banners = new BannerFeed();
  readonly log: LogLine[] = [];
  error = '';
  busy = false;
  /** Why the link cannot be played (a wrong token, no such game); the page says it instead. */
  failure = '';
  private readonly serverClock = new ServerClock();
  private readonly session: OnlineSession<Game, Decision>;
  private readonly listeners = new Set<() => void>();
  /** The last step whose events are in the log. */
  private logged = -1;
  /** Steps a catch-up brought: logged with the snapshot that follows them. */
  private caught: CatchupMsg<GameEvent>['steps'] = [];

  constructor(
    readonly gameId: string,
    token: string,
    socket: (url: string) => SocketLike = browserSocket,
    url = socketUrl(),
  ) {
    this.session = new OnlineSession<Game, Decision>({ url, game: gameId, token, socket });
    this.session.on((m) => this.receive(m));
  }

  /** The game's settings (the disconnect policy), once the server has said hello. */
  get settings(): GameSettings | null {
    return this.session.welcome?.settings ?? null;
  }

  get game(): Game {
    // The screen is shown only once a view came (phase 'play').
    return this.session.view as Game;
  }

  /** This link's seat: a coach's team, or -1 for a spectator (-2 until the server says). */
  get seat(): number {
    return this.session.seat;
  }

  get viewer(): number {
    return Math.max(-1, this.session.seat);
  }

  get seq(): number {
    return this.session.seq;
  }

  get seatInfo(): readonly SeatInfo[] {
    return this.session.seats;
  }

  get seats(): string[] {
    return this.session.seats.map(seatWord);
  }

  get connected(): boolean {
    return this.session.connection === 'open';
  }

  get over(): boolean {
    return !!this.session.view?.result || this.session.result !== null;
  }

  get phase(): Phase {
    if (this.failure) return 'failed';
    if (this.session.view) return 'play';
    if (this.session.welcome?.status === 'lobby') return 'lobby';
    return 'connecting';
  }

  get clock(): ServerClock | null {
    return this.serverClock.shown ? this.serverClock : null;
  }

  decision(): Decision | null {
    return this.over ? null : this.session.decision;
  }

  personToDecide(): boolean {
    const d = this.decision();
    return !!d && d.team === this.seat && d.actions.length > 0 && !this.busy && this.connected;
  }

  isBot(team: number): boolean {
    const s = this.session.seats[team];
    return !!s && (s.kind === 'bot' || !!s.botStandIn);
  }

  /** Sends the actions in order, each once the step of the one before is back. */
  async actSeq(list: Action[]): Promise<boolean> {
    if (this.busy || list.length === 0) return false;
    this.busy = true;
    this.banners.clear();
    this.emit();
    let ok = true;
    try {
      for (let i = 0; i < list.length; i++) {
        if (i > 0) {
          if (!this.session.decision?.actions.some((x) => sameAction(x, list[i]))) break;
          await sleep(STEP_PAUSE_MS);
        }
        if (!(await this.send(() => this.session.act(list[i])))) {
          ok = false;
          break;
        }
      }
    } finally {
      this.busy = false;
      this.emit();
    }
    return ok;
  }

  /** The seat's team concedes (the server ends the game for it). */
  async concede(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.emit();
    try {
      return await this.send(() => this.session.concede());
    } finally {
      this.busy = false;
      this.emit();
    }
  }

  private async send(request: () => Promise<unknown>): Promise<boolean> {
    try {
      await request();
      this.error = '';
      return true;
    } catch (e) {
      // A dropped connection may have lost the answer, not the action: the catch-up will say.
      this.error =
        e instanceof ActRefused
          ? e.error.message
          : `no answer from the server (${(e as Error).message}): the board shows what it took`;
      return false;
    }
  }

  /** Never online: the server's game is every coach's, and an action sent is played. */
  canUndo(): boolean {
    return false;
  }

  undo(): boolean {
    return false;
  }

  hasRecord(): boolean {
    return this.over;
  }

  fetchRecord(): Promise<GameRecord> {
    return fetchRecord(this.gameId);
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(): void {
    for (const fn of this.listeners) fn();
  }

  /** Nothing to start: the server plays the bots and keeps the time. */
  start(_askDie: AskDie): void {}

  close(): void {
    this.session.close();
    this.listeners.clear();
  }

  private receive(m: ServerMessage): void {
    switch (m.t) {
      case 'catchup':
        pushAll(this.caught, (m as CatchupMsg<GameEvent>).steps);
        return;
      case 'snapshot':
        this.logSteps(this.caught, m.view as Game);
        this.caught = [];
        if (m.missed)
          this.log.push({ text: `(${m.missed} earlier steps are not in this log)`, kind: 'plain' });
        this.logged = Math.max(this.logged, m.seq);
        this.serverClock.set(m.clocks);
        break;
      case 'step':
        this.logSteps([m as Step], m.view as Game, true);
        this.serverClock.set(m.clocks);
        break;
      case 'error':
        if (m.id !== undefined) return; // an act's or a concession's: its sender says it
        // The session has ended itself on a refusal no retry can change (a wrong link); on any
        // other (a busy or restarting server) it tries again, and the page says why meanwhile.
        if (this.session.failure) this.failure = m.message;
        else this.error = m.message;
        break;
    }
    this.emit();
  }

  /**
   * Log lines for steps not logged yet, as the seat may see them (the events came filtered); a
   * step arriving live also raises its banners (steps caught up after a reconnect are old news).
   */
  private logSteps(steps: Step[], g: Game, live = false): void {
    for (const s of steps) {
      if (s.seq <= this.logged) continue;
      this.logged = s.seq;
      for (const line of logLines(g, s.events)) this.log.push(line);
      if (live) this.banners.read(g, s.events);
    }
  }
}
