/** The bar above the game: the score and clocks, records, a new game, and the bots' speed. */
import type { Game } from '@dungeonbowl/engine';
import { Clocks, Scoreboard } from './Clocks.tsx';
import type { GameController } from './controller.ts';
import { TurnOrder } from './TurnOrder.tsx';

const SPEEDS: [number, string][] = [
  [900, 'slow'],
  [400, 'normal'],
  [120, 'fast'],
  [0, 'instant'],
];

export function TopBar(props: {
  ctl: GameController;
  g: Game;
  /** The team deciding now (the pre-game's), for the order of play of a many-team game. */
  decider: number | null;
  onDownload(): void;
  onReplay(): void;
  onNew(): void;
}) {
  const { ctl } = props;
  const bots = ctl.seats.some((s) => s !== 'person');
  return (
    <header class="topbar">
      <strong class="title">Dungeon Bowl</strong>
      {ctl.tabletop && (
        <span class="badge" data-testid="tabletop-badge">
          table-top dice
        </span>
      )}
      {props.g.teams.length > 2 ? (
        <TurnOrder g={props.g} decider={props.decider} />
      ) : (
        <Scoreboard g={props.g} />
      )}
      <Clocks clock={ctl.clock} onPause={(p) => ctl.setClockPaused(p)} />
      <span class="spacer" />
      {bots && (
        <>
          <label>
            Bots{' '}
            <select
              data-testid="bot-speed"
              value={String(ctl.botDelay)}
              onChange={(e) => ctl.setBotDelay(Number((e.target as HTMLSelectElement).value))}
            >
              {SPEEDS.map(([ms, name]) => (
                <option key={ms} value={String(ms)}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" data-testid="bots-pause" onClick={() => ctl.setPaused(!ctl.paused)}>
            {ctl.paused ? 'Resume bots' : 'Pause bots'}
          </button>
        </>
      )}
      <button type="button" data-testid="download-record" onClick={props.onDownload}>
        Download record
      </button>
      <button type="button" data-testid="replay-current" onClick={props.onReplay}>
        Replay
      </button>
      <button type="button" data-testid="new-game" onClick={props.onNew}>
        New game
      </button>
    </header>
  );
}
