/**
 * Server-side bots: a bot seat (or a person's seat a bot stands in for) plays through the same
 * path as a person: it sees its coach's view, picks one of the offered actions, and submits it to
 * the room, which checks it like any other. A bot's randomness is seeded from the game's id and
 * the step, never from the dice, and holds nothing between steps that a restart would lose.
 */
import { type Bot, makeBot, seededRng } from '@dungeonbowl/bots';
import { view } from '@dungeonbowl/engine';
import type { Config } from '../config.ts';
import type { Room, RoomPolicy } from './room.ts';

function hash32(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class BotPolicy implements RoomPolicy {
  private timer: NodeJS.Timeout | null = null;
  private readonly bots = new Map<number, Bot>();

  constructor(private readonly config: Config) {}

  afterStep(room: Room): void {
    this.schedule(room);
  }

  afterPresence(room: Room): void {
    this.schedule(room);
  }

  private botFor(room: Room, seat: number): Bot | null {
    const s = room.seats[seat];
    if (!s || (s.kind !== 'bot' && !s.standIn)) return null;
    let b = this.bots.get(seat);
    if (!b) {
      b = makeBot(s.bot ?? 'scripted');
      this.bots.set(seat, b);
    }
    return b;
  }

  private schedule(room: Room): void {
    if (this.timer || room.status !== 'playing' || room.closed) return;
    const d = room.decision();
    if (!d || !this.botFor(room, d.team)) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.act(room);
    }, this.config.botDelayMs);
  }

  private act(room: Room): void {
    const d = room.decision();
    if (!d || room.closed) return;
    const bot = this.botFor(room, d.team);
    if (!bot) return;
    const rng = seededRng(hash32(`${room.id}:${room.head}`));
    const action = bot.choose({ view: view(room.game, d.team), team: d.team, decision: d, rng });
    room.submit({ seat: d.team, bot: true }, action, { seq: room.head }).then(
      () => this.schedule(room),
      () => this.schedule(room),
    );
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
