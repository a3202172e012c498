/** Table-top mode: one die thrown at the table, typed in (or picked from its faces). */
import { ATTRIBUTES } from '@dungeonbowl/dungeonquest';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Die } from './model.ts';
import { attributeLabel } from './words.ts';

export interface DieAsk {
  die: Die;
  resolve(v: number | null): void;
}

/** "strength die, round 2" → "Strength (red) die, round 2"; "escape: Luck test" → "Escape: Luck test". */
export function purposeText(purpose: string): string {
  for (const a of ATTRIBUTES)
    if (purpose.startsWith(`${a} `)) return attributeLabel(a) + purpose.slice(a.length);
  return purpose.charAt(0).toUpperCase() + purpose.slice(1);
}

export function DieDialog({ ask }: { ask: DieAsk }) {
  const { sides, purpose } = ask.die;
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const value = Number(typed);
  const valid = typed.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= sides;
  useEffect(() => {
    input.current?.focus();
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') ask.resolve(null);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [ask]);
  return (
    <div class="modal-back">
      <div
        class="modal quest-die-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="quest-die-title"
        data-testid="quest-die-dialog"
        data-sides={sides}
      >
        <h2 id="quest-die-title">
          D{sides}: {purposeText(purpose)}
        </h2>
        <p>Throw the die at the table and enter what it shows.</p>
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
              data-testid="quest-die-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={sides}
              value={typed}
              onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
            />
          </label>{' '}
          <button type="submit" class="primary" data-testid="quest-die-ok" disabled={!valid}>
            OK
          </button>{' '}
          <button type="button" data-testid="quest-die-cancel" onClick={() => ask.resolve(null)}>
            Cancel
          </button>
        </form>
        <div class="faces" title="or pick the face">
          {Array.from({ length: sides }, (_, i) => i + 1).map((n) => (
            <button
              type="button"
              key={n}
              class="face"
              data-testid={`quest-die-face-${n}`}
              onClick={() => ask.resolve(n)}
            >
              {n}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
