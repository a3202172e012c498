/**
 * The online screens' addresses, kept small since the first page load carries them: `#online`
 * (the new-game form in online mode), `#games` (the server's games) and `#g/<id>/<token>` (a
 * seat's or a spectator's link: the token stays in the fragment, which never reaches a server).
 * The screens themselves are a chunk of their own (src/online/).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';

export type OnlineRoute =
  | { kind: 'new' }
  | { kind: 'games' }
  | { kind: 'game'; id: string; token: string }
  /** A seat's link cut short (pasted in part): said, not taken for the new-game screen. */
  | { kind: 'broken' };

export function onlineRoute(hash: string): OnlineRoute | null {
  if (hash === '#online') return { kind: 'new' };
  if (hash === '#games') return { kind: 'games' };
  const m = /^#g\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/.exec(hash);
  if (m) return { kind: 'game', id: m[1], token: m[2] };
  return hash.startsWith('#g/') ? { kind: 'broken' } : null;
}

/** The online screen the address asks for (null: the page's own screens); follows the address. */
export function useOnlineRoute(): OnlineRoute | null {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return useMemo(() => onlineRoute(hash), [hash]);
}

/** Back to the page's own screens (the new-game screen, or what the page shows next). */
export function leaveOnline(): void {
  if (location.hash) location.hash = '';
}

/** On the new-game screen: the ways to play on a game server. */
export function OnlineMenu() {
  return (
    <nav class="game-switch">
      <a href="#online" data-testid="online-open">
        Play online →
      </a>{' '}
      <a href="#games" data-testid="games-open">
        Games on this server →
      </a>
    </nav>
  );
}
