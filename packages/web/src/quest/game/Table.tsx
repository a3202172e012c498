/**
 * The table as one seat sees it (the engine's view for that seat): the sun track, the decision (or
 * the fight, or the scores), the board with the spaces the decision points at, the heroes' panels
 * and the log. Playing and replaying both draw it.
 */
import type {
  QuestAction,
  QuestDecision,
  QuestEvent,
  QuestGameView,
  QuestState,
} from '@dungeonbowl/dungeonquest/quest';
import { questViewEvents } from '@dungeonbowl/dungeonquest/quest';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { Board } from './Board.tsx';
import { DecisionPanel } from './Decision.tsx';
import { GameFight } from './GameFight.tsx';
import { boardTargets, namer, type SeatKind } from './model.ts';
import { GameLog, HeroPanel, SunTrack } from './Panels.tsx';
import { logLines } from './quest-words.ts';

export interface TableProps {
  game: QuestState;
  view: QuestGameView;
  decision: QuestDecision;
  log: QuestEvent[];
  kinds: SeatKind[];
  /** A person decides now, at this screen. */
  mine: boolean;
  busy: boolean;
  tabletop: boolean;
  paused: boolean;
  replaying?: boolean;
  onPause?(): void;
  onKind?(seat: number, k: SeatKind): void;
  onAct(a: QuestAction): void;
  /** The scores, shown once the game is over. */
  over: ComponentChildren;
}

export function Table(p: TableProps) {
  const { view, decision: d } = p;
  // The log as this seat may see it: another's rune card, a face-down life are the engine's to hide.
  const lines = useMemo(
    () => logLines(questViewEvents(p.log, view.seat), namer(p.game)),
    [p.log, p.game, view.seat],
  );
  const targets = p.mine && !p.busy ? boardTargets(view, d) : [];
  const fight = d.kind === 'fight' && view.fight;
  return (
    <div
      class="qg-table"
      data-testid="quest-table"
      data-view-seat={view.seat}
      data-decision={d.kind}
      data-seat={d.seat}
      data-round={view.round}
    >
      <div class="qg-main">
        <SunTrack sun={view.sun} />
        {d.kind === 'over'
          ? p.over
          : !p.replaying &&
            !fight && <DecisionPanel view={view} decision={d} mine={p.mine} busy={p.busy} onAct={p.onAct} />}
        {fight && !p.replaying && (
          <GameFight
            view={view}
            decision={d}
            mine={p.mine}
            busy={p.busy}
            tabletop={p.tabletop}
            onAct={p.onAct}
          />
        )}
        <Board
          view={view}
          content={p.game.content}
          targets={targets}
          onTarget={(t) => p.onAct(t.action)}
          active={view.turn}
        />
      </div>
      <aside class="qg-side">
        {p.onPause && d.kind !== 'over' && (
          <button type="button" class="secondary" data-testid="quest-bots-pause" onClick={p.onPause}>
            {p.paused ? 'Let the bots play on' : 'Pause the bots'}
          </button>
        )}
        {view.heroes.map((_, i) => (
          <HeroPanel
            key={i}
            view={view}
            seat={i}
            kind={p.kinds[i]}
            active={view.turn === i}
            onKind={p.onKind && !p.replaying ? (k) => p.onKind!(i, k) : undefined}
          />
        ))}
        <GameLog lines={lines} />
      </aside>
    </div>
  );
}
