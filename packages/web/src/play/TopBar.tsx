/**
 * The bar above the game: the score and clocks, records, a new game; in local play the bots'
 * speed and pause too (online the server keeps the pace, and the page adds its own: `children`).
 */
import type { Game } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { setSoundOn, soundOn } from './banners.ts';
import { Clocks, Scoreboard } from './Clocks.tsx';
import { BOT_DELAY } from './controller.ts';
import { TurnOrder } from './TurnOrder.tsx';
import './topbar.css';
import type { LocalControls, PlayController } from './types.ts';

/** A bot's pause between actions: "normal" lets a person follow without waiting (a banner adds its own). */
const SPEEDS: [number, string][] = [
  [500, 'slow'],
  [BOT_DELAY, 'normal'],
  [50, 'fast'],
  [0, 'instant'],
];

export function TopBar(props: {
  ctl: PlayController;
  g: Game;
  /** The team deciding now (the pre-game's), for the order of play of a many-team game. */
  decider: number | null;
  onDownload(): void;
  onReplay(): void;
  onNew(): void;
  /** The game is over and its screen was closed ("Look at the board"): a button brings it back. */
  onResult?: () => void;
  children?: ComponentChildren;
}) {
  const { ctl } = props;
  const local = ctl.local;
  const bots = ctl.seats.some((s) => s !== 'person');
  return (
    <header class="topbar">
      <strong class="title">Dungeon Bowl</strong>
      {local?.tabletop && (
        <span class="badge" data-testid="tabletop-badge">
          table-top dice
        </span>
      )}
      {props.g.teams.length > 2 ? (
        <TurnOrder g={props.g} decider={props.decider} />
      ) : (
        <Scoreboard g={props.g} />
      )}
      <Clocks clock={ctl.clock} onPause={local ? (p) => local.setClockPaused(p) : undefined} />
      {props.children}
      <span class="spacer" />
      {props.onResult && (
        <button type="button" class="primary" data-testid="show-result" onClick={props.onResult}>
          Result
        </button>
      )}
      {local && (
        <button
          type="button"
          data-testid="undo"
          disabled={!ctl.canUndo()}
          onClick={() => ctl.undo()}
          title={undoTitle(local.undoWhyNot())}
          data-why={local.undoWhyNot() ?? undefined}
        >
          Undo
        </button>
      )}
      <SoundToggle />
      {bots && local && <BotControls local={local} />}
      {ctl.hasRecord() && (
        <>
          <button type="button" data-testid="download-record" onClick={props.onDownload}>
            <Words long="Download record" short="Record" />
          </button>
          <button type="button" data-testid="replay-current" onClick={props.onReplay}>
            Replay
          </button>
        </>
      )}
      <button type="button" data-testid="new-game" onClick={props.onNew}>
        <Words long="New game" short="New" />
      </button>
    </header>
  );
}

/**
 * A button's words: in full, or short where the bar is narrow (a tablet, a small laptop), so the
 * bar keeps to one row beside the score (topbar.css).
 */
function Words({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span class="wide-only">{long}</span>
      <span class="narrow-only">{short}</span>
    </>
  );
}

/** Sound for the banners: off unless turned on (kept in the browser). */
function SoundToggle() {
  const [on, setOn] = useState(soundOn);
  const toggle = () => {
    setSoundOn(!on);
    setOn(!on);
  };
  return (
    <button
      type="button"
      data-testid="sound"
      aria-pressed={on}
      onClick={toggle}
      title="Sound for turnovers, touchdowns, ..."
    >
      {on ? 'Sound on' : 'Sound off'}
    </button>
  );
}

/** The bots' speed and pause (local play: the page runs them). */
function BotControls({ local }: { local: LocalControls }) {
  return (
    <>
      <label>
        <span class="wide-only">Bots </span>
        <select
          data-testid="bot-speed"
          value={String(local.botDelay)}
          onChange={(e) => local.setBotDelay(Number((e.target as HTMLSelectElement).value))}
        >
          {SPEEDS.map(([ms, name]) => (
            <option key={ms} value={String(ms)}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" data-testid="bots-pause" onClick={() => local.setPaused(!local.paused)}>
        <Words long={local.paused ? 'Resume bots' : 'Pause bots'} short={local.paused ? 'Resume' : 'Pause'} />
      </button>
    </>
  );
}

/** The Undo button's title: what it does, and why nothing can be taken back when so. */
function undoTitle(whyNot: string | null): string {
  const does = 'Take back your last click that rolled no die (Ctrl+Z or U)';
  return whyNot ? `Nothing to take back: ${whyNot}` : does;
}
