/**
 * Banners: the moments a coach must not miss (a turnover, a touchdown, a casualty, the ball found,
 * a chest exploding), read from the engine's events as they are applied. A banner shows for a few
 * seconds (play/Banner.tsx) and the bots wait a moment after one (play/controller.ts). A turnover
 * caused by a failed roll carries the die (or the block dice) that caused it, to be drawn as dice.
 */
import type { Game, GameEvent } from '@dungeonbowl/engine';
import { playerName, teamName } from '../names.ts';
import { words } from '../words.ts';

export type BannerKind = 'turnover' | 'touchdown' | 'casualty' | 'ballFound' | 'chestExploded';

/** What made a turnover: a failed test (its die and the target), or the block dice and the face. */
export type Cause =
  | { kind: 'die'; test: string; roll: number; needed: number }
  | { kind: 'block'; faces: string[]; face: string };

export interface Banner {
  /** Distinct, rising: the screen keys and times each one by it. */
  id: number;
  kind: BannerKind;
  text: string;
  detail?: string;
  team?: number;
  cause?: Cause;
  /** When it was raised (performance.now()). */
  at: number;
}

/** How long a banner shows. */
export const BANNER_MS = 3000;
/** How long the bots wait after a banner, so a person sees what happened. */
export const BOT_PAUSE_MS = 1200;

/**
 * The banners of the events of one action, in order. `feed.cause` carries over from earlier
 * actions: a failed dodge and its turnover can be two actions apart (the re-roll is asked between).
 */
export function bannersOf(
  feed: BannerFeed,
  g: Game,
  events: readonly GameEvent[],
): Omit<Banner, 'id' | 'at'>[] {
  const out: Omit<Banner, 'id' | 'at'>[] = [];
  for (const e of events) {
    if (e.type === 'test') feed.cause = e.ok ? null : failedDie(e.test, e.roll, e.target - e.modifier);
    else if (e.type === 'blockDice') feed.faces = e.faces;
    else if (e.type === 'blockResult') feed.cause = { kind: 'block', faces: feed.faces, face: e.face };
    else if (e.type === 'activate' || e.type === 'turnStart') feed.cause = null;
    const b = bannerOf(g, e, feed.cause);
    if (b) out.push(b);
  }
  return out;
}

/** A failed test's die: what it showed and the roll it needed (a 1 always fails, a 6 passes). */
function failedDie(test: string, roll: number, needed: number): Cause {
  return { kind: 'die', test, roll, needed: Math.min(6, Math.max(2, needed)) };
}

function bannerOf(g: Game, e: GameEvent, cause: Cause | null): Omit<Banner, 'id' | 'at'> | null {
  switch (e.type) {
    case 'turnover':
      return {
        kind: 'turnover',
        text: `Turnover: ${teamName(g, e.team)}`,
        detail: e.reason,
        team: e.team,
        ...(cause ? { cause } : {}),
      };
    case 'touchdown':
      return {
        kind: 'touchdown',
        text: `Touchdown! ${playerName(g, e.player)}`,
        detail: `for ${teamName(g, e.team)}`,
        team: e.team,
      };
    case 'casualty':
      return {
        kind: 'casualty',
        text: `Casualty: ${playerName(g, e.player)}`,
        detail: words(e.result),
        team: g.players[e.player]?.team,
      };
    case 'chest':
      if (e.hadBall) return null;
      return {
        kind: 'chestExploded',
        text: 'The chest explodes!',
        detail: `opened by ${playerName(g, e.player)}`,
      };
    case 'ball':
      if (e.what !== 'found') return null;
      return {
        kind: 'ballFound',
        text: 'The ball is found!',
        ...(e.player !== undefined ? { detail: `by ${playerName(g, e.player)}` } : {}),
      };
    default:
      return null;
  }
}

/** The banners raised so far (the last few kept) and what a turnover would name as its cause. */
export class BannerFeed {
  items: Banner[] = [];
  cause: Cause | null = null;
  faces: string[] = [];
  private next = 0;

  /** Reads the events of one action; true when a banner was raised. */
  read(g: Game, events: readonly GameEvent[], now = performance.now()): boolean {
    const raised = bannersOf(this, g, events);
    for (const b of raised) this.items.push({ ...b, id: ++this.next, at: now });
    if (this.items.length > 6) this.items.splice(0, this.items.length - 6);
    return raised.length > 0;
  }

  /** A coach acts: what was announced has been seen, and goes (it would cover the board's top rows). */
  clear(): void {
    this.items = [];
  }

  /** The banners still showing. */
  showing(now = performance.now()): Banner[] {
    return this.items.filter((b) => now - b.at < BANNER_MS);
  }
}

/** Sound: off unless the coach turns it on (kept in the browser). */
const SOUND_KEY = 'dungeonbowl.sound';

export function soundOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing: the choice lasts until the page is left.
  }
  soundChoice = on;
}

let soundChoice: boolean | null = null;
let audio: AudioContext | null = null;

/** A tone (or two) per kind: low for a turnover, rising for a touchdown. No audio files. */
const TONES: Record<BannerKind, number[]> = {
  turnover: [220, 165],
  touchdown: [523, 659, 784],
  casualty: [180],
  ballFound: [660, 880],
  chestExploded: [110],
};

/** A short beep for a banner, when sound is on. */
export function beep(kind: BannerKind): void {
  if (!(soundChoice ?? soundOn())) return;
  try {
    audio ??= new AudioContext();
    const t0 = audio.currentTime;
    TONES[kind].forEach((hz, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = hz;
      osc.type = kind === 'chestExploded' ? 'sawtooth' : 'sine';
      const t = t0 + i * 0.12;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.15, t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.11);
      osc.connect(gain).connect(audio!.destination);
      osc.start(t);
      osc.stop(t + 0.12);
    });
  } catch {
    // No WebAudio here: the banner alone says it.
  }
}
