/**
 * The screens: a new game, a game being played, a record being replayed, the online screens (by
 * the address: route.tsx); and the dice dialog.
 */
import type { JSX } from 'preact';
import { useCallback, useRef, useState } from 'preact/hooks';
import { DiceDialog, type DieAsk } from './dialogs.tsx';
import { type AskDie, type SecretRolls, secretDie } from './dice.ts';
import { lazyScreen } from './lazy.tsx';
import type { PlayController } from './play/types.ts';
import { QuestEntry, QuestLink, useQuestRoute } from './quest/entry.tsx';
import { buildReplay, type ReplayData } from './replay/build.ts';
import { leaveOnline, OnlineMenu, useOnlineRoute } from './route.tsx';
import { NewGame } from './setup/NewGame.tsx';

// Chunks of their own, fetched when a game starts or a record is opened (lazy.tsx).
const PlayScreen = lazyScreen('game screen', () => import('./play/PlayScreen.tsx').then((m) => m.PlayScreen));
const ReplayScreen = lazyScreen('replay', () =>
  import('./replay/ReplayScreen.tsx').then((m) => m.ReplayScreen),
);
const OnlineScreen = lazyScreen('online screen', () =>
  import('./online/OnlineScreen.tsx').then((m) => m.OnlineScreen),
);

type Screen = { kind: 'new' } | { kind: 'play'; ctl: PlayController } | { kind: 'replay'; data: ReplayData };

/**
 * Table-top mode's question for a die: the dialog's state, the function that asks, and the
 * setting for secret dice. A secret die (which chest holds the ball) is never asked for in front
 * of the coaches: by default the page rolls it, like a die typed in (so the record replays);
 * otherwise the dialog asks one coach while the others look away.
 */
function useAskDie(): [DieAsk | null, AskDie, (s: SecretRolls) => void] {
  const [ask, setAsk] = useState<DieAsk | null>(null);
  const secretBy = useRef<SecretRolls>('program');
  const asked = useRef(0);
  const askDie = useCallback<AskDie>((die, game) => {
    if (die.secret && secretBy.current === 'program') return Promise.resolve(secretDie(die.sides));
    return new Promise<number | null>((resolve) =>
      setAsk({
        id: ++asked.current,
        die,
        ...(game ? { game } : {}),
        resolve: (v) => {
          setAsk(null);
          resolve(v);
        },
      }),
    );
  }, []);
  const setSecretRolls = useCallback((s: SecretRolls) => {
    secretBy.current = s;
  }, []);
  return [ask, askDie, setSecretRolls];
}

export function App() {
  const [screen, setScreen] = useState<Screen>({ kind: 'new' });
  const [ask, askDie, setSecretRolls] = useAskDie();
  const quest = useQuestRoute();
  const online = useOnlineRoute();
  const play = (ctl: PlayController) => setScreen({ kind: 'play', ctl });
  const replay = (data: ReplayData) => setScreen({ kind: 'replay', data });
  const fresh = () => setScreen({ kind: 'new' });

  let body: JSX.Element;
  if (quest) body = <QuestEntry />;
  else if (online) {
    // Leaving an online screen goes back to the page's own: a record to replay, or a new game.
    const leave = (next: () => void) => {
      next();
      leaveOnline();
    };
    body = (
      <OnlineScreen
        key={online.kind === 'game' ? `${online.id}/${online.token}` : online.kind}
        route={online}
        askDie={askDie}
        onReplay={(data) => leave(() => replay(data))}
        onNew={() => leave(fresh)}
      />
    );
  } else if (screen.kind === 'play') {
    const ctl = screen.ctl;
    const replayThis = async () => {
      const built = await ctl.fetchRecord().then(buildReplay, (e: unknown) => ({
        ok: false as const,
        errors: [e instanceof Error ? e.message : String(e)],
      }));
      if (built.ok) return replay(built.data);
      // Said where the coach looks (the panel's error line), not dropped in silence.
      ctl.error = `this game's record could not be replayed: ${built.errors.join('; ')}`;
      ctl.emit();
    };
    body = (
      <PlayScreen key={ctl.id} ctl={ctl} askDie={askDie} onNew={fresh} onReplay={() => void replayThis()} />
    );
  } else if (screen.kind === 'replay')
    body = <ReplayScreen data={screen.data} onContinue={play} onNew={fresh} />;
  else body = <NewGame askDie={askDie} onSecretRolls={setSecretRolls} onStart={play} onReplay={replay} />;
  return (
    <>
      {screen.kind === 'new' && !quest && !online && (
        <>
          <QuestLink />
          <OnlineMenu />
        </>
      )}
      {body}
      {ask && <DiceDialog key={ask.id} ask={ask} />}
    </>
  );
}
