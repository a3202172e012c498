/**
 * Table-top mode's die to type in: a sheet at the foot of the screen (the board above it stays in
 * sight), saying who rolls for what and what it needs (dice-words.ts), with the faces as big die
 * buttons and a box to type the value. A secret die (which chest holds the ball) reaches it only
 * when one coach is to type it (the page rolls it otherwise, app.tsx): the others are asked to look
 * away first, and the value is never shown.
 */
import { type Game, legalActions } from '@dungeonbowl/engine';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Die } from './dice.ts';
import { dieWords } from './dice-words.ts';
import { teamName } from './names.ts';
import { PIPS } from './pips.ts';
import './dice-dialog.css';

export interface DieAsk {
  /** Distinct per question: the dialog starts afresh for each die. */
  id: number;
  die: Die;
  /** The game before the action that needs the die (none in the pre-game's creation). */
  game?: Game;
  resolve(v: number | null): void;
}

function Face({ n, sides, onPick }: { n: number; sides: number; onPick(n: number): void }) {
  const pips = sides === 6 ? PIPS[n] : null;
  return (
    <button
      type="button"
      class="die-button"
      data-testid={`dice-face-${n}`}
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

/** The faces and the box to type a value in; a digit key answers a die up to D9. */
function DieEntry({
  sides,
  onValue,
  onCancel,
}: {
  sides: number;
  onValue(v: number): void;
  onCancel(): void;
}) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const value = Number(typed);
  const valid = typed !== '' && Number.isInteger(value) && value >= 1 && value <= sides;
  // The keys answer through the latest callbacks, listened for once.
  const calls = useRef({ onValue, onCancel });
  calls.current = { onValue, onCancel };
  useEffect(() => {
    // On a phone the keyboard would cover the faces: the box is focused only with a mouse.
    if (!window.matchMedia?.('(pointer: coarse)').matches) input.current?.focus();
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') calls.current.onCancel();
      else if (sides <= 9 && /^[1-9]$/.test(e.key) && Number(e.key) <= sides && e.target !== input.current)
        calls.current.onValue(Number(e.key));
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [sides]);
  const faces = sides <= 8 ? Array.from({ length: sides }, (_, i) => i + 1) : [];
  return (
    <>
      {faces.length > 0 && (
        <div class="die-buttons">
          {faces.map((n) => (
            <Face key={n} n={n} sides={sides} onPick={onValue} />
          ))}
        </div>
      )}
      <form
        class="die-typed"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onValue(value);
        }}
      >
        <label>
          {faces.length > 0 ? 'or type it' : `Result (1 to ${sides})`}{' '}
          <input
            ref={input}
            data-testid="dice-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={sides}
            value={typed}
            onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" data-testid="dice-ok" disabled={!valid}>
          OK
        </button>
        <button type="button" class="secondary" data-testid="dice-cancel" onClick={onCancel}>
          Cancel
        </button>
      </form>
    </>
  );
}

/** The coach who types a secret die: the one deciding before it (who placed the last piece). */
function secretCoach(g: Game | undefined): string {
  const team = g ? legalActions(g)?.team : undefined;
  return g && team !== undefined ? `The coach of ${teamName(g, team)}` : 'One coach';
}

/** A secret die: look away, type, hidden. The value typed is never shown. */
function SecretDie({ ask }: { ask: DieAsk }) {
  const [stage, setStage] = useState<'away' | 'type' | 'hidden'>('away');
  const [value, setValue] = useState(0);
  const coach = secretCoach(ask.game);
  const cancel = () => ask.resolve(null);
  if (stage === 'away')
    return (
      <>
        <p data-testid="dice-look-away">
          <strong>{coach}</strong> rolls this one alone: the other coaches look away.
        </p>
        <div class="die-typed">
          <button
            type="button"
            class="primary"
            data-testid="dice-looking-away"
            onClick={() => setStage('type')}
          >
            They are looking away
          </button>
          <button type="button" class="secondary" data-testid="dice-cancel" onClick={cancel}>
            Cancel
          </button>
        </div>
      </>
    );
  if (stage === 'hidden')
    return (
      <>
        <p data-testid="dice-hidden">Hidden: the value is kept, and shown to nobody.</p>
        <button
          type="button"
          class="primary"
          data-testid="dice-hidden-done"
          onClick={() => ask.resolve(value)}
        >
          Done: everyone may look again
        </button>
      </>
    );
  return (
    <DieEntry
      sides={ask.die.sides}
      onValue={(v) => {
        setValue(v);
        setStage('hidden');
      }}
      onCancel={cancel}
    />
  );
}

/** "Dwarf Runner #3 dodges to (13,2): 4+ needed", the die, why it is rolled again; the faces. */
export function DiceDialog({ ask }: { ask: DieAsk }) {
  const { die } = ask;
  const said = dieWords(die, ask.game ?? null);
  return (
    <div class="die-sheet-back">
      <div
        class="die-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="die-title"
        data-testid="dice-dialog"
        data-sides={die.sides}
        data-purpose={die.purpose}
        data-secret={die.secret ? 'true' : undefined}
      >
        <p class="die-kind" data-testid="dice-kind">
          {said.dice}
        </p>
        <h2 id="die-title" data-testid="dice-title">
          {said.title}
        </h2>
        {said.faces && (
          <p class="die-faces" data-testid="dice-faces">
            {said.faces}
          </p>
        )}
        {said.again && (
          <p class="die-again" data-testid="dice-again">
            {said.again}
          </p>
        )}
        {die.secret ? (
          <SecretDie ask={ask} />
        ) : (
          <>
            <p class="muted die-hint">Roll the die at the table and enter what it shows.</p>
            <DieEntry sides={die.sides} onValue={(v) => ask.resolve(v)} onCancel={() => ask.resolve(null)} />
          </>
        )}
      </div>
    </div>
  );
}
