/** Small dialogs: a table-top die to type in, a yes/no confirmation, and the choice pop-up. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Choice } from './choices.ts';
import type { Die } from './dice.ts';
import { words } from './words.ts';

export interface DieAsk {
  die: Die;
  resolve(v: number | null): void;
}

/** "D6 for dodge": buttons for the faces (a box for big dice); a digit key answers a D6 too. */
export function DiceDialog({ ask }: { ask: DieAsk }) {
  const { sides, purpose } = ask.die;
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const value = Number(typed);
  const valid = Number.isInteger(value) && value >= 1 && value <= sides;
  useEffect(() => {
    input.current?.focus();
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') ask.resolve(null);
      else if (sides <= 9 && /^[1-9]$/.test(e.key) && Number(e.key) <= sides && e.target !== input.current)
        ask.resolve(Number(e.key));
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [ask]);
  const faces = sides <= 8 ? Array.from({ length: sides }, (_, i) => i + 1) : [];
  return (
    <div class="modal-back">
      <div class="modal" role="dialog" aria-modal="true" data-testid="dice-dialog" data-sides={sides}>
        <h2>
          D{sides} for {words(purpose)}
        </h2>
        <p>Roll the die at the table and enter what it shows.</p>
        {faces.length > 0 && (
          <div class="faces">
            {faces.map((n) => (
              <button
                type="button"
                key={n}
                class="face"
                data-testid={`dice-face-${n}`}
                onClick={() => ask.resolve(n)}
              >
                {n}
              </button>
            ))}
          </div>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) ask.resolve(value);
          }}
        >
          <label>
            Result (1 to {sides}){' '}
            <input
              ref={input}
              data-testid="dice-input"
              type="number"
              min={1}
              max={sides}
              value={typed}
              onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
            />
          </label>{' '}
          <button type="submit" data-testid="dice-ok" disabled={!valid}>
            OK
          </button>{' '}
          <button type="button" data-testid="dice-cancel" onClick={() => ask.resolve(null)}>
            Cancel
          </button>
        </form>
      </div>
    </div>
  );
}

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
