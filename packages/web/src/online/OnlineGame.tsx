/**
 * A link's game: its lobby until every seat is taken, then the game screen of local play over
 * the online controller (the board for this seat's eyes, or a spectator's), with the
 * connection's state and, for a coach, the concession in the top bar.
 */
import type { JSX } from 'preact';
import { useEffect, useReducer, useState } from 'preact/hooks';
import { Confirm } from '../dialogs.tsx';
import type { AskDie } from '../dice.ts';
import { teamName } from '../names.ts';
import { PlayScreen } from '../play/PlayScreen.tsx';
import { buildReplay, type ReplayData } from '../replay/build.ts';
import { OnlineController } from './controller.ts';
import { Lobby } from './Lobby.tsx';

interface GameProps {
  id: string;
  token: string;
  askDie: AskDie;
  onReplay(data: ReplayData): void;
  onNew(): void;
}

/** The controller of this link, redrawn on every message; closed when the screen goes. */
function useOnline(id: string, token: string): OnlineController {
  const [ctl] = useState(() => new OnlineController(id, token));
  const [, redraw] = useReducer((x: number, _: number) => x + 1, 0);
  useEffect(() => {
    const off = ctl.subscribe(() => redraw(0));
    // The socket opened with the controller, before this effect ran: whatever arrived meanwhile
    // (the welcome, a whole finished game) is drawn now, not at the next message, which may never come.
    redraw(0);
    return () => {
      off();
      ctl.close();
    };
  }, [ctl]);
  return ctl;
}

/**
 * Leaving a game under way (the top bar's New game) is asked first: the seat stays the coach's,
 * but after the game's grace away it forfeits, or a bot plays it, as the game was set up.
 */
function useLeave(ctl: OnlineController, onNew: () => void): [() => void, JSX.Element | null] {
  const [asking, setAsking] = useState(false);
  const leave = () => (ctl.seat >= 0 && !ctl.over ? setAsking(true) : onNew());
  const settings = ctl.settings;
  const then =
    settings?.onDisconnect === 'bot' ? 'a server bot plays your seat' : 'your seat forfeits the game';
  const dialog = asking ? (
    <Confirm
      text={`Leave this game? Your link brings you back to it; ${settings ? `after ${settings.graceSec} s away, ${then}` : 'while you are away the game goes on'}.`}
      testid="confirm-leave"
      onYes={() => {
        setAsking(false);
        onNew();
      }}
      onNo={() => setAsking(false)}
    />
  ) : null;
  return [leave, dialog];
}

export function OnlineGame({ id, token, askDie, onReplay, onNew }: GameProps) {
  const ctl = useOnline(id, token);
  const [leave, leaving] = useLeave(ctl, onNew);
  const phase = ctl.phase;
  if (phase === 'failed')
    return (
      <div class="online-page" data-testid="online-failed">
        <p class="error">The server refused this link: {ctl.failure}.</p>
        <button type="button" data-testid="new-game" onClick={onNew}>
          New game
        </button>
      </div>
    );
  if (phase === 'connecting')
    return (
      <div class="online-page" data-testid="online-connecting">
        <p>Connecting to the game… </p>
        <Status ctl={ctl} />
      </div>
    );
  if (phase === 'lobby') return <Lobby ctl={ctl} status={<Status ctl={ctl} />} />;
  const replay = async () => {
    try {
      const built = buildReplay(await ctl.fetchRecord());
      if (built.ok) return onReplay(built.data);
      ctl.error = `this game's record could not be replayed: ${built.errors.join('; ')}`;
    } catch (e) {
      ctl.error = `the record could not be had: ${(e as Error).message}`;
    }
    ctl.emit();
  };
  return (
    <PlayScreen
      ctl={ctl}
      askDie={askDie}
      onNew={leave}
      onReplay={() => void replay()}
      bar={
        <>
          <Status ctl={ctl} />
          <Concede ctl={ctl} />
          {leaving}
        </>
      }
    />
  );
}

/** The connection (`data-state`: connected or reconnecting), the last step seen, and who this is. */
function Status({ ctl }: { ctl: OnlineController }) {
  const state = ctl.connected ? 'connected' : 'reconnecting';
  const g = ctl.phase === 'play' ? ctl.game : null;
  const who = ctl.seat === -1 ? 'spectator' : g && ctl.seat >= 0 ? `you: ${teamName(g, ctl.seat)}` : '';
  return (
    <span class={`online-status ${state}`} data-testid="online-status" data-state={state} data-seq={ctl.seq}>
      {ctl.connected ? '● online' : '○ reconnecting…'}
      {who && <span class="muted"> ({who})</span>}
    </span>
  );
}

/** A coach may concede (asked first); the server ends the game for the team. */
function Concede({ ctl }: { ctl: OnlineController }) {
  const [asking, setAsking] = useState(false);
  // A team that has conceded plays no more, though a game of more teams goes on without it.
  if (ctl.seat < 0 || ctl.over || ctl.game.teams[ctl.seat]?.retired) return null;
  const text =
    ctl.game.teams.length > 2
      ? 'Concede the game? Your team retires: its players leave the dungeon and it plays no more.'
      : 'Concede the game? Your team loses it, and the game ends.';
  return (
    <>
      <button type="button" data-testid="online-concede" disabled={ctl.busy} onClick={() => setAsking(true)}>
        Concede
      </button>
      {asking && (
        <Confirm
          text={text}
          testid="confirm-concede"
          onYes={() => {
            setAsking(false);
            void ctl.concede();
          }}
          onNo={() => setAsking(false)}
        />
      )}
    </>
  );
}
