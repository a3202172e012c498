/**
 * DungeonQuest's whole game (`#quest`): set-up, then the table (the sun, the decision, the board
 * or the fight, the heroes, the log) until the scores, hot-seat for the people at the screen and
 * bots for the other seats; a replay of a finished game or a record file. The rules, the decisions
 * and what each seat may see are the engine's (model.ts).
 */
import {
  type QuestAction,
  type QuestDecision,
  type QuestRecord,
  questBotAction,
  questDecision,
  questRecord,
  questView,
} from '@dungeonbowl/dungeonquest/quest';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { DieDialog, useAskDie } from '../DieDialog.tsx';
import type { Die } from '../model.ts';
import '../quest.css';
import './game.css';
import { GameOver } from './GameOver.tsx';
import { defaultOptions, type GameOptions, GameSetupForm } from './GameSetup.tsx';
import {
  applyWithDice,
  createSession,
  type GameSession,
  needsPass,
  type SeatKind,
  screenSeat,
} from './model.ts';
import { type ReplaySteps, replaySteps } from './replay.ts';
import { Table } from './Table.tsx';

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/**
 * The game under way: the session, the busy flag while an action (and its typed dice) resolves,
 * the bots' pause, the last error; `start` and `act` go through the engine (model.ts), and a bot's
 * seat acts by itself after a short pause.
 */
function useQuestSession(askDie: (die: Die) => Promise<number | null>, asking: boolean, pace: number) {
  const [session, setSession] = useState<GameSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState('');

  const start = async (opts: GameOptions) => {
    setError('');
    const seed = opts.seed.trim() === '' ? randomSeed() : Number(opts.seed);
    if (!Number.isInteger(seed)) return setError('The seed is a whole number.');
    setBusy(true);
    try {
      const made = await createSession({ seats: opts.seats, tabletop: opts.tabletop, seed }, askDie);
      if (made?.ok) setSession(made.session);
      else if (made) setError(made.errors.join(' '));
    } finally {
      setBusy(false);
    }
  };

  const act = async (a: QuestAction) => {
    if (!session || busy) return;
    setBusy(true);
    setError('');
    try {
      const next = await applyWithDice(session, a, askDie);
      if (next) setSession(next);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // The odds are in the context of a fight's decision: computed once per state.
  const decision = useMemo(() => session && questDecision(session.game), [session?.game]);

  useEffect(() => {
    if (!session || !decision || busy || asking || paused) return;
    if (decision.kind === 'over' || session.kinds[decision.seat] !== 'bot') return;
    const t = setTimeout(() => void act(questBotAction(session.game, decision, Math.random)), pace);
    return () => clearTimeout(t);
  }, [session, decision, busy, asking, paused]);

  return { session, setSession, decision, busy, paused, setPaused, error, setError, start, act };
}

export function GameScreen() {
  const [opts, setOpts] = useState<GameOptions>(defaultOptions);
  const [replay, setReplay] = useState<{ steps: ReplaySteps; at: number } | null>(null);
  const [ask, askDie] = useAskDie();
  const q = useQuestSession(askDie, ask !== null, opts.pace);

  const newGame = () => {
    q.setSession(null);
    setReplay(null);
    q.setError('');
  };
  const watch = (record: QuestRecord) => {
    const r = replaySteps(record);
    if (!r.ok) return q.setError(`The record cannot be replayed: ${r.error}`);
    q.setSession(null);
    setReplay({ steps: r.steps, at: 0 });
  };

  let body = null;
  if (replay) body = <Replay replay={replay} onAt={(at) => setReplay({ ...replay, at })} onNew={newGame} />;
  else if (!q.session)
    body = (
      <>
        <GameSetupForm
          opts={opts}
          set={(p) => setOpts({ ...opts, ...p })}
          onStart={() => void q.start(opts)}
        />
        <RecordLoader onRecord={watch} onError={q.setError} />
      </>
    );
  else if (q.decision)
    body = (
      <Playing
        q={q as PlayingProps['q']}
        onNew={newGame}
        onReplay={() => watch(questRecord(q.session!.game))}
      />
    );
  return (
    <div class="quest qg" data-testid="quest-game-screen">
      <header class="quest-top">
        <h1>DungeonQuest</h1>
        <span class="muted">The whole game, with the Alternate Combat Dice Variant</span>
        <a href="#quest-fight" data-testid="quest-fight-link">
          A single fight
        </a>
        <a href="#dungeonbowl" data-testid="quest-back">
          ← Dungeon Bowl
        </a>
      </header>
      {q.error && (
        <p class="error" data-testid="quest-error">
          {q.error}
        </p>
      )}
      {body}
      {ask && <DieDialog ask={ask} />}
    </div>
  );
}

type Session = ReturnType<typeof useQuestSession>;
interface PlayingProps {
  q: Session & { session: GameSession; decision: QuestDecision };
}

/** A game under way: the pass screen between two people (hot-seat), or the table for the screen's seat. */
function Playing(props: PlayingProps & { onNew(): void; onReplay(): void }) {
  const { q } = props;
  const { session, decision } = q;
  if (needsPass(session, decision))
    return (
      <PassScreen
        name={session.game.heroes[decision.seat].name}
        seat={decision.seat}
        onReady={() => q.setSession({ ...session, holder: decision.seat })}
      />
    );
  const seat = screenSeat(session, decision);
  const setKind = (i: number, k: SeatKind) =>
    q.setSession({ ...session, kinds: session.kinds.map((x, j) => (j === i ? k : x)) });
  return (
    <Table
      game={session.game}
      view={questView(session.game, seat)}
      decision={decision}
      log={session.log}
      kinds={session.kinds}
      mine={decision.kind !== 'over' && session.kinds[decision.seat] === 'person'}
      busy={q.busy}
      tabletop={session.tabletop}
      paused={q.paused}
      onPause={session.kinds.includes('bot') ? () => q.setPaused(!q.paused) : undefined}
      onKind={setKind}
      onAct={(a) => void q.act(a)}
      over={<GameOver game={session.game} onNew={props.onNew} onReplay={props.onReplay} />}
    />
  );
}

function PassScreen(props: { name: string; seat: number; onReady(): void }) {
  return (
    <div class="qg-pass" role="dialog" aria-modal="true" data-testid="quest-pass" data-seat={props.seat}>
      <p>
        Pass the screen to <strong>{props.name}</strong>.
      </p>
      <p class="muted">
        The screen will show what that player alone may see (its own rune cards): nobody else should look.
      </p>
      <button type="button" class="primary" data-testid="quest-pass-ready" onClick={props.onReady}>
        I am {props.name}
      </button>
    </div>
  );
}

function RecordLoader(props: { onRecord(r: QuestRecord): void; onError(m: string): void }) {
  return (
    <section class="qg-load">
      <label>
        Replay a game from its record (a .json file downloaded at the end of a game){' '}
        <input
          type="file"
          accept=".json,application/json"
          data-testid="quest-replay-file"
          onChange={async (e) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            if (!file) return;
            try {
              props.onRecord(JSON.parse(await file.text()) as QuestRecord);
            } catch (err) {
              props.onError(`The file is not a record: ${(err as Error).message}`);
            }
          }}
        />
      </label>
    </section>
  );
}

function Replay(props: {
  replay: { steps: ReplaySteps; at: number };
  onAt(at: number): void;
  onNew(): void;
}) {
  const { steps, at } = props.replay;
  const game = steps.games[at];
  const last = steps.games.length - 1;
  const d = questDecision(game, { odds: false });
  return (
    <>
      <section class="qg-replay" data-testid="quest-replay-bar" data-at={at} data-last={last}>
        <strong>Replay</strong>
        <button
          type="button"
          data-testid="quest-replay-start"
          disabled={at === 0}
          onClick={() => props.onAt(0)}
        >
          ⏮
        </button>
        <button
          type="button"
          data-testid="quest-replay-back"
          disabled={at === 0}
          onClick={() => props.onAt(at - 1)}
        >
          ◀ Back
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={at}
          aria-label="Action"
          data-testid="quest-replay-slider"
          onInput={(e) => props.onAt(Number((e.target as HTMLInputElement).value))}
        />
        <button
          type="button"
          data-testid="quest-replay-next"
          disabled={at === last}
          onClick={() => props.onAt(at + 1)}
        >
          Next ▶
        </button>
        <span class="muted">
          action {at} of {last}
        </span>
        <button type="button" data-testid="quest-new-game" onClick={props.onNew}>
          A new game
        </button>
      </section>
      <Table
        game={game}
        view={questView(game, -1)}
        decision={{ ...d, actions: [] }}
        log={steps.logs[at]}
        kinds={game.heroes.map(() => 'bot')}
        mine={false}
        busy
        tabletop={false}
        paused
        replaying
        onAct={() => {}}
        over={null}
      />
    </>
  );
}
