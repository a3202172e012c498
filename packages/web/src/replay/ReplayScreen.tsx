/**
 * Replaying a record step by step: forward, back, to the start or end, to a team turn; and
 * continuing to play from the step shown, with each side a person or a bot.
 */
import { clone, type Game, view } from '@dungeonbowl/engine';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.tsx';
import { Viewport } from '../board/Viewport.tsx';
import { SEAT_KINDS, type SeatKind } from '../bots.ts';
import { dropUnused } from '../dice.ts';
import { linesFor } from '../log.ts';
import type { Spots } from '../log-spots.ts';
import { Legend } from '../panel/Legend.tsx';
import { Log } from '../panel/Log.tsx';
import { PlayerCard } from '../panel/PlayerCard.tsx';
import { TeamsSide } from '../panel/Teams.tsx';
import { Scoreboard } from '../play/Clocks.tsx';
import { clockSettings } from '../play/clock.ts';
import { GameController } from '../play/controller.ts';
import { TurnOrder } from '../play/TurnOrder.tsx';
import { recordSeats } from '../records.ts';
import type { ReplayData } from './build.ts';

export interface ReplayProps {
  data: ReplayData;
  onContinue(ctl: GameController): void;
  onNew(): void;
}

const EMPTY = new Map();
const NONE = new Set<number>();

/** The replay's state: the step shown, playing or not, the log so far, what may be seen. */
function useReplay(data: ReplayData) {
  const last = data.states.length - 1;
  const [step, setStep] = useState(last);
  const [playing, setPlaying] = useState(false);
  const g = data.states[step];
  const go = (s: number) => setStep(Math.max(0, Math.min(last, s)));
  // From the step as it is now: a key pressed again before the listener is renewed (effects run
  // after the paint) must not step from a stale value.
  const stepBy = (n: number) => setStep((s) => Math.max(0, Math.min(last, s + n)));
  const lines = useMemo(() => data.lines.slice(0, step + 1).flat(), [data, step]);
  // Secrets (face-down trap counters, the ball's chest) stay secret until the recorded game is
  // over: whoever opens a record mid-game sees what a spectator would.
  const over = !!data.states[last].result;
  const seen = useMemo(() => (over ? g : view(g, -1)), [g, over]);
  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const t = setTimeout(() => go(step + 1), 300);
    return () => clearTimeout(t);
  }, [playing, step]);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input, select')) return;
      if (e.key === 'ArrowRight') stepBy(1);
      if (e.key === 'ArrowLeft') stepBy(-1);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  });
  return {
    data,
    last,
    step,
    go,
    playing,
    setPlaying,
    g,
    seen,
    lines,
    shownLines: over ? lines : linesFor(lines, -1),
  };
}

type Replay = ReturnType<typeof useReplay>;

export function ReplayScreen({ data, onContinue, onNew }: ReplayProps) {
  const r = useReplay(data);
  const { g, seen } = r;
  const [hovered, setHovered] = useState<number | null>(null);
  const [logFocus, setLogFocus] = useState<Spots | null>(null);
  // The record's seats (who played each side), so continuing seats the same people and bots.
  const [seats, setSeats] = useState<SeatKind[]>(() => recordSeats(data.record, data.states[0].teams.length));
  return (
    <div class="play replay">
      <header class="topbar">
        <strong class="title">Replay</strong>
        {seen.teams.length > 2 ? <TurnOrder g={seen} decider={null} /> : <Scoreboard g={seen} />}
        <span class="spacer" />
        <button type="button" data-testid="new-game" onClick={onNew}>
          New game
        </button>
      </header>
      <Controls r={r} />
      <ReplayErrors data={data} />
      <main class="layout">
        <div class="board-wrap">
          {/* The arrow keys step through the replay: they do not pan here. */}
          <Viewport g={seen} arrows={false}>
            <Board
              g={seen}
              marks={EMPTY}
              tokens={{ selected: null, selectable: NONE, targets: NONE }}
              hovered={hovered}
              onHover={setHovered}
              focus={logFocus}
            />
          </Viewport>
        </div>
        <aside class="side">
          {!g.result && <ContinueBox r={r} seats={seats} setSeats={setSeats} onContinue={onContinue} />}
          {g.result && <ReplayResult g={g} />}
          <PlayerCard g={seen} player={hovered} />
          <Legend g={seen} d={null} />
          <TeamsSide
            g={seen}
            seats={seats}
            decider={null}
            selected={null}
            clickable={NONE}
            onPlayer={() => {}}
          />
          <Log g={seen} lines={r.shownLines} onFocus={setLogFocus} />
        </aside>
      </main>
    </div>
  );
}

/** Where the record could not be replayed to its end, or its stored result is not the replay's. */
function ReplayErrors({ data }: { data: ReplayData }) {
  return (
    <>
      {data.error && (
        <div class="error" data-testid="replay-error">
          The replay stops here: {data.error}
        </div>
      )}
      {data.resultError && (
        <div class="error" data-testid="replay-result-error">
          The record's result is wrong: {data.resultError}
        </div>
      )}
    </>
  );
}

/** The recorded game's end: who won, and why. */
function ReplayResult({ g }: { g: Game }) {
  const result = g.result!;
  return (
    <div class="result" data-testid="replay-result">
      Game over: {result.winner === null ? 'a draw' : `${g.teams[result.winner].name} wins`} ({result.reason})
    </div>
  );
}

/** Triangles and bars drawn, not typed: the media-control characters are missing from many fonts. */
const STEP_PATHS = {
  first: 'M2 2h2v12H2zM14 2v12L5 8z',
  back: 'M12 2v12L4 8z',
  forward: 'M4 2v12l8-6z',
  last: 'M12 2h2v12h-2zM2 2v12l9-6z',
};

function StepIcon({ shape }: { shape: keyof typeof STEP_PATHS }) {
  return (
    <svg class="step-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path d={STEP_PATHS[shape]} fill="currentColor" />
    </svg>
  );
}

/** First, back, play, forward, last, a slider, the step, and a jump to a team turn. */
function Controls({ r }: { r: Replay }) {
  const { data, step, last, go, playing, setPlaying } = r;
  const turnNow = [...data.turns].reverse().find((t) => t.step <= step);
  return (
    <div class="replay-controls" data-testid="replay-controls">
      <button type="button" data-testid="replay-first" onClick={() => go(0)} disabled={step === 0}>
        <StepIcon shape="first" /> First
      </button>
      <button type="button" data-testid="replay-back" onClick={() => go(step - 1)} disabled={step === 0}>
        <StepIcon shape="back" /> Back
      </button>
      <button type="button" data-testid="replay-play" onClick={() => setPlaying(!playing)}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button
        type="button"
        data-testid="replay-forward"
        onClick={() => go(step + 1)}
        disabled={step === last}
      >
        Forward <StepIcon shape="forward" />
      </button>
      <button type="button" data-testid="replay-last" onClick={() => go(last)} disabled={step === last}>
        Last <StepIcon shape="last" />
      </button>
      <input
        type="range"
        data-testid="replay-slider"
        min={0}
        max={last}
        value={step}
        onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        aria-label="Step"
      />
      <span data-testid="replay-step">
        Step {step} of {last}
      </span>
      <select
        data-testid="replay-turn"
        value={turnNow ? String(turnNow.step) : ''}
        onChange={(e) => go(Number((e.target as HTMLSelectElement).value))}
      >
        <option value="0">Pre-game</option>
        {data.turns.map((t) => (
          <option key={t.step} value={String(t.step)}>
            {t.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ContinueProps {
  r: Replay;
  seats: SeatKind[];
  setSeats(s: SeatKind[]): void;
  onContinue(ctl: GameController): void;
}

/** Continuing the game from the step shown, each side a person or a bot. */
function ContinueBox({ r, seats, setSeats, onContinue }: ContinueProps) {
  const { data, g, step, lines } = r;
  const continueHere = () => {
    const rec = data.record;
    const game = clone(g);
    // A table-top record's later dice belong to the moves after this step: drop them.
    dropUnused(game);
    onContinue(
      new GameController({
        setup: rec.setup,
        options: rec.options,
        game,
        actions: rec.actions.slice(0, step),
        log: [...lines],
        seats,
        tabletop: !!rec.options.dice,
        // The record does not keep the time used: a continued game's clocks start afresh.
        clock: clockSettings(game),
      }),
    );
  };
  return (
    <section class="continue" data-testid="replay-continue-box">
      <div>Continue playing from step {step}:</div>
      {g.teams.map((t, i) => (
        <label key={i}>
          {t.name}{' '}
          <select
            data-testid={`replay-seat-${i}`}
            value={seats[i]}
            onChange={(e) =>
              setSeats(
                seats.map((s, j) => (j === i ? ((e.target as HTMLSelectElement).value as SeatKind) : s)),
              )
            }
          >
            {SEAT_KINDS.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="button" data-testid="replay-continue" onClick={continueHere}>
        Continue from here
      </button>
    </section>
  );
}
