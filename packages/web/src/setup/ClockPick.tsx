/**
 * The game clocks on the new-game screen, for a ruleset that has them ([002] BRAWL 2013: 120
 * minutes a match, 4 a turn): on or off, and their minutes (empty: the ruleset's own).
 */
import type { Opts } from './NewGame.tsx';
import type { RulesetChoice } from './rulesets.ts';

export function ClockPick({
  rules,
  opts,
  setOpts,
}: {
  rules: RulesetChoice;
  opts: Opts;
  setOpts(o: Opts): void;
}) {
  if (rules.matchMinutes === null) return null;
  const minutes = (key: 'matchMinutes' | 'turnMinutes', testid: string, fallback: number | null) => (
    <input
      id={testid}
      data-testid={testid}
      type="number"
      min={1}
      placeholder={String(fallback ?? '')}
      disabled={!opts.clocks}
      value={opts[key]}
      onInput={(e) => setOpts({ ...opts, [key]: (e.target as HTMLInputElement).value })}
    />
  );
  return (
    <fieldset data-testid="ng-clocks-box">
      <legend>Clocks</legend>
      <label>
        <input
          data-testid="ng-clocks"
          type="checkbox"
          checked={opts.clocks}
          onChange={(e) => setOpts({ ...opts, clocks: (e.target as HTMLInputElement).checked })}
        />{' '}
        Play against the clock
      </label>{' '}
      <label for="ng-match-minutes">Match (minutes)</label>{' '}
      {minutes('matchMinutes', 'ng-match-minutes', rules.matchMinutes)}{' '}
      <label for="ng-turn-minutes">Turn (minutes)</label>{' '}
      {minutes('turnMinutes', 'ng-turn-minutes', rules.turnMinutes)}
      <p class="muted">
        When the turn clock runs out the turn is over (a turnover); when the match clock does, the game ends
        and the score decides. The clocks run only in team turns, and the pause button stops them.
      </p>
    </fieldset>
  );
}
