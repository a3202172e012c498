/** The game screen's side panel below the decision. */
import { linesFor } from '../log.ts';
import { Log } from '../panel/Log.tsx';
import { Profile } from '../panel/Profile.tsx';
import { TeamsSide } from '../panel/Teams.tsx';
import type { Ui } from './PlayScreen.tsx';

/** Below the decision: the last error, the profile, the teams and dugouts, the seat's log. */
export function Side({ ui, onPlayer }: { ui: Ui; onPlayer(id: number): void }) {
  const { ctl, seen, d, sel } = ui;
  return (
    <>
      {ctl.error && (
        <div class="error" data-testid="error">
          {ctl.error}
        </div>
      )}
      <Profile g={seen} player={ui.hovered ?? sel} />
      <TeamsSide
        g={seen}
        seats={ctl.seats}
        decider={d?.team ?? null}
        selected={sel}
        clickable={ui.can}
        onPlayer={onPlayer}
      />
      <Log g={seen} lines={linesFor(ctl.log, ui.seat.viewer)} />
    </>
  );
}
