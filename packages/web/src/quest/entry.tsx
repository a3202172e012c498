/**
 * The DungeonQuest screen's way in, kept small: the `#quest` route, the link to it, and a loader
 * that fetches the screen (and the dungeonquest package) only when it is opened.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import './entry.css';

const ROUTE = '#quest';

/** Whether the page's address is the DungeonQuest screen (`#quest`); follows the address. */
export function useQuestRoute(): boolean {
  const [on, setOn] = useState(() => location.hash === ROUTE);
  useEffect(() => {
    const follow = () => setOn(location.hash === ROUTE);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return on;
}

export function QuestLink() {
  return (
    <nav class="game-switch">
      <a href={ROUTE} data-testid="quest-open">
        DungeonQuest: play a fight →
      </a>
    </nav>
  );
}

export function QuestEntry() {
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    import('./QuestScreen.tsx').then(
      (m) => setScreen(() => m.QuestScreen),
      (e: unknown) => setError(String(e)),
    );
  }, []);
  if (Screen) return <Screen />;
  return (
    <div class="quest-loading" data-testid="quest-loading">
      {error ? <p class="error">Could not load DungeonQuest: {error}</p> : <p>Loading DungeonQuest…</p>}
    </div>
  );
}
