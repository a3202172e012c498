/** The game screen's side panel below the decision. */
import { linesFor } from '../log.ts';
import { Legend, PlacementRule } from '../panel/Legend.tsx';
import { Log } from '../panel/Log.tsx';
import { HoverCard, PlayerCard } from '../panel/PlayerCard.tsx';
import { TeamsSide } from '../panel/Teams.tsx';
import type { Ui } from './PlayScreen.tsx';
import './side.css';

/** The player a team list's button stands for (`dugout-player-ID`, `roster-player-ID`), or null. */
export function listedPlayer(target: EventTarget | null): number | null {
  const el = (target as Element | null)?.closest?.(
    '[data-testid^="dugout-player-"], [data-testid^="roster-player-"]',
  );
  const id = el?.getAttribute('data-testid')?.split('-').pop();
  return id === undefined || id === '' ? null : Number(id);
}

/**
 * Between the decision and the log, scrolling on its own (side.css): the last error, where the
 * next chest, portal or trap may go, the selected player's card (a hovered player's floats over a
 * corner of the board), the legend, the teams and dugouts (hovering a listed player shows its card too).
 */
export function Side({ ui, onPlayer }: { ui: Ui; onPlayer(id: number): void }) {
  const { ctl, seen, d, sel } = ui;
  const hover = (e: PointerEvent) => {
    const id = listedPlayer(e.target);
    if (id !== null || ui.hovered !== null) ui.setHovered(id);
  };
  // The selected player's card is in the panel already: hovering it floats no second one.
  const floating = ui.hovered !== null && ui.hovered !== sel ? ui.hovered : null;
  return (
    <div class="side-scroll" data-testid="side-scroll">
      {ctl.error && (
        <div class="error" data-testid="error">
          {ctl.error}
        </div>
      )}
      <PlacementRule g={seen} d={ui.enabled ? d : null} />
      <PlayerCard g={seen} player={sel} hovering={floating !== null} />
      {floating !== null && (
        <HoverCard g={seen} player={floating} selected={sel} onClose={() => ui.setHovered(null)} />
      )}
      <Legend g={seen} d={d} />
      <div class="team-lists" onPointerOver={hover} onPointerLeave={() => ui.setHovered(null)}>
        <TeamsSide
          g={seen}
          seats={ctl.seats}
          decider={d?.team ?? null}
          selected={sel}
          clickable={ui.can}
          onPlayer={onPlayer}
        />
      </div>
    </div>
  );
}

/** The seat's log, pinned under the rest of the panel (beside it on a portrait screen): side.css. */
export function SideLog({ ui }: { ui: Ui }) {
  // One log per coach (`key`): what one pointed at is never outlined for the next (log-focus.ts).
  const viewer = ui.seat.viewer;
  return (
    <div class="side-log">
      <Log
        key={viewer}
        g={ui.seen}
        lines={linesFor(ui.ctl.log, viewer)}
        onFocus={(spots) => ui.setLogFocus(spots && { viewer, spots })}
      />
    </div>
  );
}
