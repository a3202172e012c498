/**
 * The online screens, a chunk of their own (fetched when an online address is opened): the
 * new-game form in online mode and the links it gives, the server's games, and a link's game
 * (its lobby, then the game screen of local play).
 */
import { useState } from 'preact/hooks';
import type { AskDie } from '../dice.ts';
import type { ReplayData } from '../replay/build.ts';
import type { OnlineRoute } from '../route.tsx';
import { NewGame } from '../setup/NewGame.tsx';
import { createOnlineGame } from './api.ts';
import { GamesPage } from './Games.tsx';
import { GameLinks } from './Links.tsx';
import { OnlineGame } from './OnlineGame.tsx';
import './online.css';

export interface OnlineProps {
  route: OnlineRoute;
  askDie: AskDie;
  onReplay(data: ReplayData): void;
  onNew(): void;
}

export function OnlineScreen({ route, askDie, onReplay, onNew }: OnlineProps) {
  if (route.kind === 'new') return <OnlineNew askDie={askDie} onReplay={onReplay} onNew={onNew} />;
  if (route.kind === 'games') return <GamesPage onReplay={onReplay} onNew={onNew} />;
  if (route.kind === 'broken')
    return (
      <div class="online-page" data-testid="online-failed">
        <p class="error">
          This link is cut short: a seat's link ends with the game and the seat's key, #g/game/key. Ask for
          the whole link again.
        </p>
        <button type="button" data-testid="new-game" onClick={onNew}>
          New game
        </button>
      </div>
    );
  return <OnlineGame id={route.id} token={route.token} askDie={askDie} onReplay={onReplay} onNew={onNew} />;
}

/** "Play online": the new-game form creates the game on the server, then its links are shown. */
function OnlineNew({ askDie, onReplay, onNew }: Omit<OnlineProps, 'route'>) {
  const [created, setCreated] = useState<Awaited<ReturnType<typeof createOnlineGame>> | null>(null);
  if (created) return <GameLinks created={created} onNew={onNew} />;
  return (
    <NewGame
      askDie={askDie}
      onReplay={onReplay}
      onStart={() => {}}
      onOnline={async (body) => {
        try {
          setCreated(await createOnlineGame(body));
          return [];
        } catch (e) {
          return [`the game server: ${(e as Error).message}`];
        }
      }}
    />
  );
}
