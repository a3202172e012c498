/**
 * The DungeonQuest screens' way in, kept small: the routes (`#quest`: the whole game;
 * `#quest-fight`: a single fight), the links to them, and a loader that fetches the screen (and
 * the dungeonquest package) only when one is opened.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import './entry.css';

const GAME = '#quest';
const FIGHT = '#quest-fight';

type QuestRoute = 'game' | 'fight' | null;

function routeOf(hash: string): QuestRoute {
  return hash === GAME ? 'game' : hash === FIGHT ? 'fight' : null;
}

/** Which DungeonQuest screen the page's address names (null: none); follows the address. */
export function useQuestRoute(): QuestRoute {
  const [route, setRoute] = useState(() => routeOf(location.hash));
  useEffect(() => {
    const follow = () => setRoute(routeOf(location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}

export function QuestLink() {
  return (
    <nav class="game-switch">
      DungeonQuest:{' '}
      <a href={GAME} data-testid="quest-game-open">
        play the whole game →
      </a>{' '}
      ·{' '}
      <a href={FIGHT} data-testid="quest-open">
        a single fight →
      </a>
    </nav>
  );
}

export function QuestEntry() {
  const route = useQuestRoute();
  const [screens, setScreens] = useState<{ game: ComponentType; fight: ComponentType } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    Promise.all([import('./game/GameScreen.tsx'), import('./QuestScreen.tsx')]).then(
      ([g, f]) => setScreens({ game: g.GameScreen, fight: f.QuestScreen }),
      (e: unknown) => setError(String(e)),
    );
  }, []);
  if (screens) {
    const Screen = route === 'fight' ? screens.fight : screens.game;
    return <Screen key={route} />;
  }
  return (
    <div class="quest-loading" data-testid="quest-loading">
      {error ? <p class="error">Could not load DungeonQuest: {error}</p> : <p>Loading DungeonQuest…</p>}
    </div>
  );
}
