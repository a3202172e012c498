/**
 * A die thrown at the table, entered: its faces as big die buttons (dice up to 8 sides) and a box
 * to type the value; Escape cancels and a digit key answers a die up to D9. Shared by table-top
 * mode's die sheet (dice-dialog.tsx) and DungeonQuest's die dialog (quest/DieDialog.tsx), which
 * differ only in their test ids' prefix.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { PIPS } from './pips.ts';
import './die-entry.css';

export interface DieEntryProps {
  sides: number;
  onValue(v: number): void;
  onCancel(): void;
  /** The test ids' prefix: `dice` (dice-face-N, dice-input, dice-ok, dice-cancel) unless told. */
  ids?: string;
}

function Face({ n, sides, onPick, ids }: { n: number; sides: number; onPick(n: number): void; ids: string }) {
  const pips = sides === 6 ? PIPS[n] : null;
  return (
    <button
      type="button"
      class="die-button"
      data-testid={`${ids}-face-${n}`}
      aria-label={String(n)}
      onClick={() => onPick(n)}
    >
      {pips ? (
        <svg viewBox="0 0 30 30" aria-hidden="true">
          {pips.map((c) => (
            <circle key={c} cx={6 + (c % 3) * 9} cy={6 + Math.floor(c / 3) * 9} r={2.8} />
          ))}
        </svg>
      ) : (
        n
      )}
    </button>
  );
}

/** Escape cancels; a digit key answers a die up to D9 (outside the box). The latest callbacks, listened for once. */
function useDieKeys(
  sides: number,
  input: RefObject<HTMLInputElement>,
  onValue: (v: number) => void,
  onCancel: () => void,
) {
  const calls = useRef({ onValue, onCancel });
  calls.current = { onValue, onCancel };
  // A layout effect: listening from the moment the entry is on screen (an effect runs after the
  // paint, and an Escape pressed at once was lost; the quest's e2e test met it under load).
  useLayoutEffect(() => {
    // On a phone the keyboard would cover the faces: the box is focused only with a mouse.
    if (!window.matchMedia?.('(pointer: coarse)').matches) input.current?.focus();
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') calls.current.onCancel();
      else if (sides <= 9 && /^[1-9]$/.test(e.key) && Number(e.key) <= sides && e.target !== input.current)
        calls.current.onValue(Number(e.key));
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [sides, input]);
}

/** The box to type the value in, OK (or Enter) and Cancel. */
function Typed(props: DieEntryProps & { ids: string; faces: boolean; input: RefObject<HTMLInputElement> }) {
  const { sides, onValue, onCancel, ids } = props;
  const [typed, setTyped] = useState('');
  const value = Number(typed);
  const valid = typed !== '' && Number.isInteger(value) && value >= 1 && value <= sides;
  return (
    <form
      class="die-typed"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onValue(value);
      }}
    >
      <label>
        {props.faces ? 'or type it' : `Result (1 to ${sides})`}{' '}
        <input
          ref={props.input}
          data-testid={`${ids}-input`}
          type="number"
          inputMode="numeric"
          min={1}
          max={sides}
          value={typed}
          onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" data-testid={`${ids}-ok`} disabled={!valid}>
        OK
      </button>
      <button type="button" class="secondary" data-testid={`${ids}-cancel`} onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

/** The faces and the box to type a value in. */
export function DieEntry(props: DieEntryProps) {
  const { sides, onValue, onCancel } = props;
  const ids = props.ids ?? 'dice';
  const input = useRef<HTMLInputElement>(null);
  useDieKeys(sides, input, onValue, onCancel);
  const faces = sides <= 8 ? Array.from({ length: sides }, (_, i) => i + 1) : [];
  return (
    <>
      {faces.length > 0 && (
        <div class="die-buttons">
          {faces.map((n) => (
            <Face key={n} n={n} sides={sides} onPick={onValue} ids={ids} />
          ))}
        </div>
      )}
      <Typed {...props} ids={ids} faces={faces.length > 0} input={input} />
    </>
  );
}
