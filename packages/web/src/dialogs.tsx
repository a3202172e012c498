/**
 * Small dialogs: a table-top die to type in (dice-dialog.tsx), a yes/no confirmation, and the
 * choice pop-up.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Choice } from './choices.ts';

export { DiceDialog, type DieAsk } from './dice-dialog.tsx';

export function Confirm(props: { text: string; testid: string; onYes(): void; onNo(): void }) {
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') props.onNo();
      if (e.key === 'Enter') props.onYes();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [props]);
  return (
    <div class="modal-back">
      <div class="modal" role="dialog" aria-modal="true" data-testid={props.testid}>
        <p>{props.text}</p>
        <button type="button" data-testid="confirm-yes" onClick={props.onYes}>
          Yes
        </button>{' '}
        <button type="button" data-testid="confirm-no" onClick={props.onNo}>
          No
        </button>
      </div>
    </div>
  );
}

/**
 * Hotseat: the screen goes to the next coach before the board shows that coach's face-down trap
 * counters (or the squares to place them). The board behind is veiled; the coach says it is
 * the one looking.
 */
export function PassScreen(props: {
  team: number;
  name: string;
  onReady(): void;
  children?: ComponentChildren;
}) {
  return (
    <div class="modal-back pass-screen">
      <div class="modal" role="dialog" aria-modal="true" data-testid="pass-screen" data-team={props.team}>
        <p>
          Pass the screen to the coach of <strong>{props.name}</strong>.
        </p>
        <p class="muted">
          The board will show what that coach alone may see (its own face-down trap counters): nobody else
          should look.
        </p>
        {props.children}
        <button type="button" class="primary" data-testid="pass-screen-ready" onClick={props.onReady}>
          I am the coach of {props.name}
        </button>
      </div>
    </div>
  );
}

/** Several choices on one square or player: a small menu where the click was. */
export function ChoicePopup(props: {
  x: number;
  y: number;
  choices: Choice[];
  onPick(c: Choice): void;
  onClose(): void;
}) {
  return (
    <div class="popup" style={{ left: `${props.x}px`, top: `${props.y}px` }} data-testid="choice-menu">
      {props.choices.map((c) => (
        <button type="button" key={c.key} data-testid={`choice-${c.key}`} onClick={() => props.onPick(c)}>
          {c.label}
        </button>
      ))}
      <button type="button" class="secondary" data-testid="choice-cancel" onClick={props.onClose}>
        Cancel
      </button>
    </div>
  );
}
