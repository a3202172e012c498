/** Table-top mode: one die thrown at the table, picked from its faces or typed in (die-entry.tsx). */
import { ATTRIBUTES } from '@dungeonbowl/dungeonquest';
import { useCallback, useState } from 'preact/hooks';
import { DieEntry } from '../die-entry.tsx';
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

/** The die named and the shared entry (die-entry.tsx): its faces, a box to type in, OK and Cancel. */
export function DieDialog({ ask }: { ask: DieAsk }) {
  const { sides, purpose } = ask.die;
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
        <DieEntry
          sides={sides}
          onValue={(v) => ask.resolve(v)}
          onCancel={() => ask.resolve(null)}
          ids="quest-die"
        />
      </div>
    </div>
  );
}

/** A die asked for in table-top play: the dialog's question while it is open, and the asking. */
export function useAskDie() {
  const [ask, setAsk] = useState<DieAsk | null>(null);
  const askDie = useCallback(
    (die: Die) =>
      new Promise<number | null>((resolve) =>
        setAsk({
          die,
          resolve: (v) => {
            setAsk(null);
            resolve(v);
          },
        }),
      ),
    [],
  );
  return [ask, askDie] as const;
}
