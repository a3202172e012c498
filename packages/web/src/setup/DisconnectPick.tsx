/**
 * Online mode: what happens to a person's seat whose coach stays away longer than the grace
 * time: the seat forfeits the game, or a server bot plays it until the coach is back.
 */
import type { GameSettings } from '@dungeonbowl/server/protocol';
import type { DisconnectForm } from './online.ts';

export function DisconnectPick({ net, setNet }: { net: DisconnectForm; setNet(n: DisconnectForm): void }) {
  return (
    <fieldset>
      <legend>A coach who leaves</legend>
      <label>
        After{' '}
        <input
          data-testid="ng-grace"
          type="number"
          min={1}
          value={net.graceText}
          onInput={(e) => setNet({ ...net, graceText: (e.target as HTMLInputElement).value })}
        />{' '}
        seconds away,{' '}
      </label>
      <select
        data-testid="ng-on-disconnect"
        value={net.onDisconnect}
        onChange={(e) =>
          setNet({
            ...net,
            onDisconnect: (e.target as HTMLSelectElement).value as GameSettings['onDisconnect'],
          })
        }
      >
        <option value="forfeit">the seat forfeits the game</option>
        <option value="bot">a bot plays the seat until they are back</option>
      </select>
    </fieldset>
  );
}
