/**
 * The DungeonQuest fight screen: choose a hero, draw a monster token, escape or attack, and fight
 * round by round with the dice shown and the odds of the fight beside it at every moment. The
 * rules, the hidden token face and the odds are all the dungeonquest package's (see model.ts).
 */
import { DEFAULT_RULES, type EncounterDecision, HEROES } from '@dungeonbowl/dungeonquest';
import { useMemo, useState } from 'preact/hooks';
import { DieDialog, useAskDie } from './DieDialog.tsx';
import { decideIn, drawMonster, newSession, type Session, shownOdds, viewOf } from './model.ts';
import type { OddsStep } from './OddsPanel.tsx';
import './quest.css';
import { Fight } from './Fight.tsx';
import { type Options, Setup } from './Setup.tsx';

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

export function QuestScreen() {
  const [opts, setOpts] = useState<Options>({
    hero: null,
    mode: 'solo',
    tabletop: false,
    type: '',
    seed: '',
    wounds: '',
    rules: { ...DEFAULT_RULES },
  });
  const [session, setSession] = useState<Session | null>(null);
  const [history, setHistory] = useState<OddsStep[]>([]);
  const [peek, setPeek] = useState(false);
  const [ask, askDie] = useAskDie();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (patch: Partial<Options>) => setOpts({ ...opts, ...patch });

  /** The odds as the hero's player sees them, for the chart. */
  const step = (s: Session, label: string): OddsStep | null => {
    const o = shownOdds(s, viewOf(s));
    return o && { label, odds: o.now };
  };

  const draw = (from: Session | null) => {
    setError('');
    try {
      let s = from;
      if (!s) {
        const hero = opts.hero!;
        const wounds = opts.wounds.trim() === '' ? 0 : Number(opts.wounds);
        if (!Number.isInteger(wounds) || wounds < 0 || wounds >= HEROES[hero].life)
          return setError(`${HEROES[hero].short} starts with 0 to ${HEROES[hero].life - 1} wounds.`);
        const seed = opts.seed.trim() === '' ? randomSeed() : Number(opts.seed);
        if (!Number.isInteger(seed)) return setError('The seed is a whole number.');
        s = newSession({ hero, mode: opts.mode, tabletop: opts.tabletop, seed, wounds, rules: opts.rules });
      }
      const next = drawMonster(s, opts.type || undefined);
      setSession(next);
      setPeek(false);
      const first = step(next, 'start');
      setHistory(first ? [first] : []);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const act = async (d: EncounterDecision, label: string) => {
    if (!session || busy) return;
    setBusy(true);
    setError('');
    try {
      const next = await decideIn(session, d, askDie);
      if (next) {
        setSession(next);
        const s = step(next, label);
        if (s) setHistory([...history, s]);
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const view = useMemo(() => session && viewOf(session, peek), [session, peek]);
  const odds = useMemo(() => session && view && shownOdds(session, view), [session, view]);

  return (
    <div class="quest" data-testid="quest-screen">
      <header class="quest-top">
        <h1>DungeonQuest: a fight</h1>
        <span class="muted">The Alternate Combat Dice Variant</span>
        <a href="#quest" data-testid="quest-game-link">
          The whole game
        </a>
        <a href="#dungeonbowl" data-testid="quest-back">
          ← Dungeon Bowl
        </a>
      </header>
      {error && (
        <p class="error" data-testid="quest-error">
          {error}
        </p>
      )}
      {!session || !view || !session.enc ? (
        <Setup opts={opts} set={set} onDraw={() => draw(null)} />
      ) : (
        <Fight
          s={session}
          enc={session.enc}
          view={view}
          odds={odds ?? null}
          history={history}
          peek={peek}
          busy={busy}
          type={opts.type}
          onType={(type) => set({ type })}
          onPeek={() => setPeek(!peek)}
          onAct={act}
          onDraw={() => draw(session)}
          onNew={() => {
            setSession(null);
            setHistory([]);
          }}
        />
      )}
      {ask && <DieDialog ask={ask} />}
    </div>
  );
}
