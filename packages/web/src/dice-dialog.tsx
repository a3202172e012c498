/**
 * Table-top mode's die to type in: a sheet at the foot of the screen (the board above it stays in
 * sight), saying who rolls for what and what it needs (dice-words.ts), with the faces as big die
 * buttons and a box to type the value (die-entry.tsx, shared with DungeonQuest's die dialog). A secret die (which chest holds the ball) reaches it only
 * when one coach is to type it (the page rolls it otherwise, app.tsx): the others are asked to look
 * away first, and the value is never shown.
 */
import { type Game, legalActions } from '@dungeonbowl/engine';
import { useState } from 'preact/hooks';
import type { Die } from './dice.ts';
import { dieWords } from './dice-words.ts';
import { DieEntry } from './die-entry.tsx';
import { teamName } from './names.ts';
import './dice-dialog.css';

export interface DieAsk {
  /** Distinct per question: the dialog starts afresh for each die. */
  id: number;
  die: Die;
  /** The game before the action that needs the die (none in the pre-game's creation). */
  game?: Game;
  resolve(v: number | null): void;
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
