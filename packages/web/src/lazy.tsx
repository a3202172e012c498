/**
 * A screen fetched when it is first shown, as a chunk of its own, so that a first visit loads
 * only the new-game screen: the game and replay screens (with the board and the panel) come when
 * a game starts or a record is opened. Nothing is drawn differently: a line says it is loading.
 */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function lazyScreen<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState('');
    useEffect(() => {
      if (Screen) return;
      pending ??= load();
      pending.then(
        (c) => {
          loaded = c;
          setScreen(() => c);
        },
        (e: unknown) => {
          pending = null;
          setError(String(e));
        },
      );
    }, [Screen]);
    if (Screen) return <Screen {...props} />;
    return (
      <div class="screen-loading" data-testid="screen-loading">
        {error ? (
          <p class="error">
            Could not load the {name}: {error}
          </p>
        ) : (
          <p>Loading the {name}…</p>
        )}
      </div>
    );
  };
}
