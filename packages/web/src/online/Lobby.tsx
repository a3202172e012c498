/**
 * The lobby: the seats of a game whose links are still being opened. Each seat is joined (its
 * link was opened), waiting, or a server bot's; the game starts when none is waiting.
 */
import type { SeatInfo } from '@dungeonbowl/server/protocol';
import type { ComponentChildren } from 'preact';
import type { OnlineController } from './controller.ts';

function seatState(s: SeatInfo): 'joined' | 'waiting' | 'bot' {
  if (s.kind === 'bot') return 'bot';
  return s.joined ? 'joined' : 'waiting';
}

const WORDS = { joined: 'joined', waiting: 'waiting for its coach', bot: 'a server bot' };

export function Lobby({ ctl, status }: { ctl: OnlineController; status: ComponentChildren }) {
  const seats = ctl.seatInfo;
  const waiting = seats.filter((s) => seatState(s) === 'waiting').length;
  return (
    <div class="online-page lobby" data-testid="lobby">
      <h1>Waiting for the coaches {status}</h1>
      <p>
        {ctl.seat >= 0 ? `You play seat ${ctl.seat + 1}. ` : 'You watch as a spectator. '}
        The game starts when every seat is taken
        {waiting > 0 ? `: ${waiting} still to come.` : '.'}
      </p>
      <ul class="lobby-seats">
        {seats.map((s) => {
          const state = seatState(s);
          return (
            <li key={s.seat} data-testid={`lobby-seat-${s.seat}`} data-state={state} class={state}>
              <strong>Seat {s.seat + 1}</strong>: {s.team}, {WORDS[state]}
              {s.seat === ctl.seat && <em> (you)</em>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
