/**
 * A game just created on the server: one link per person seat and one for spectators, each to
 * send to whoever plays it (the secret token is in the link: whoever has it plays the seat).
 */
import type { CreatedGame } from '@dungeonbowl/server/protocol';
import { useState } from 'preact/hooks';

/** The whole address of a link the server gives as `/#g/<id>/<token>`. */
export function fullLink(link: string): string {
  return new URL(link, location.href).href;
}

function LinkRow({ testid, who, link }: { testid: string; who: string; link: string }) {
  const [copied, setCopied] = useState(false);
  const href = fullLink(link);
  const copy = () =>
    navigator.clipboard?.writeText(href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <tr>
      <td>{who}</td>
      <td>
        <a href={href} data-testid={testid} target="_blank" rel="noopener">
          {href}
        </a>
      </td>
      <td>
        <button type="button" data-testid={testid.replace('link', 'copy')} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </td>
    </tr>
  );
}

/** A server reached at a loopback address gives links no other computer can open. */
function onThisMachineOnly(): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(location.hostname);
}

export function GameLinks({ created, onNew }: { created: CreatedGame; onNew(): void }) {
  return (
    <div class="online-page" data-testid="online-links" data-game={created.id}>
      <h1>The game is ready</h1>
      <p>
        Send each coach the link of their seat; it is their only key to it, so send it to them alone. The game
        starts once every seat's link has been opened. Anyone with the spectator link may watch, without any
        coach's secrets.
      </p>
      <p class="warning" data-testid="online-links-once">
        Copy them now: this page shows them once, and the server keeps no copy it could show again.
      </p>
      {onThisMachineOnly() && (
        <p class="warning" data-testid="online-links-local">
          These links open on this computer only: the server listens on {location.hostname}. For coaches
          elsewhere, start it with <code>HOST=0.0.0.0 npm start</code> and send links with this computer's
          address.
        </p>
      )}
      <table class="online-table">
        <tbody>
          {created.seats.map((s) =>
            s.link ? (
              <LinkRow
                key={s.seat}
                testid={`online-link-seat-${s.seat}`}
                who={`Seat ${s.seat + 1}: ${s.team}`}
                link={s.link}
              />
            ) : (
              <tr key={s.seat} data-testid={`online-bot-seat-${s.seat}`}>
                <td>
                  Seat {s.seat + 1}: {s.team}
                </td>
                <td colSpan={2}>a server bot plays it</td>
              </tr>
            ),
          )}
          <LinkRow testid="online-link-spectator" who="Spectators" link={created.spectator.link} />
        </tbody>
      </table>
      <p>
        <a href="#games" data-testid="games-open">
          The games on this server
        </a>{' '}
        <button type="button" data-testid="online-new" onClick={onNew}>
          New game
        </button>
      </p>
    </div>
  );
}
