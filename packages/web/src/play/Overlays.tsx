/** What goes over the game screen: the pass screen, pop-ups, the end-turn question, game over. */
import { ChoicePopup, Confirm, PassScreen } from '../dialogs.tsx';
import { teamName } from '../names.ts';
import { GameOver } from './GameOver.tsx';
import type { Ui } from './PlayScreen.tsx';
import { saveRecord } from './save.ts';
import { TurnOrder } from './TurnOrder.tsx';

/** What goes over the screen: passing it (hotseat), a choice pop-up, the end-turn question, game over. */
export function Overlays({ ui, onReplay, onNew }: { ui: Ui; onReplay(): void; onNew(): void }) {
  const { ctl, g, popup, confirmEnd, overClosed, act, setPopup, setConfirmEnd, setOverClosed } = ui;
  const { passTo, ready: onReady } = ui.seat;
  return (
    <>
      {passTo !== null && (
        <PassScreen team={passTo} name={teamName(g, passTo)} onReady={onReady}>
          {g.teams.length > 2 && <TurnOrder g={ui.seen} decider={passTo} testid="pass-order" />}
        </PassScreen>
      )}
      {popup && <ChoicePopup {...popup} onPick={(c) => void act(c.actions)} onClose={() => setPopup(null)} />}
      {confirmEnd && (
        <Confirm
          text="End the turn? Some players can still act."
          testid="confirm-end-turn"
          onYes={() => {
            setConfirmEnd(false);
            void act([{ type: 'endTurn' }]);
          }}
          onNo={() => setConfirmEnd(false)}
        />
      )}
      {g.result && !overClosed && (
        <GameOver
          g={g}
          log={ctl.log}
          onClose={() => setOverClosed(true)}
          {...{ onDownload: () => saveRecord(ctl), onReplay, onNew }}
        />
      )}
    </>
  );
}
