/**
 * A side of the new game: its team (a built-in team, a random team of a roster, or a team file,
 * errors shown with their field) and who plays it (a person or a bot). What the ruleset allows
 * shapes the choices: a College Wizard only where the ruleset has them, extra trap counters only
 * where it sells them.
 */
import { BUILTIN_TEAMS, getRoster, ROSTERS, type TeamFile } from '@dungeonbowl/engine';
import { SEAT_KINDS, type SeatKind } from '../bots.ts';
import { teamColour } from '../colours.ts';
import { FileDrop } from './FileDrop.tsx';
import type { RulesetChoice } from './rulesets.ts';
import { readTeam, type SideState, sideTeam, type WizardChoice } from './side.ts';

interface PickProps {
  index: number;
  s: SideState;
  seed: number;
  rules: RulesetChoice;
  onChange(s: SideState): void;
  /** Who may play a side (online: a person or a server bot); every seat of the page by default. */
  seatKinds?: { id: SeatKind; label: string }[];
}

export function TeamPick(props: PickProps) {
  const { index: i, s } = props;
  const team = sideTeam(s, props.seed, i, props.rules);
  return (
    <fieldset class="side-pick" style={{ borderColor: teamColour(i) }}>
      <legend>Side {i + 1}</legend>
      <SourcePick {...props} />
      <select
        data-testid={`ng-side-${i}`}
        value={s.seat}
        onChange={(e) => props.onChange({ ...s, seat: (e.target as HTMLSelectElement).value as SeatKind })}
      >
        {(props.seatKinds ?? SEAT_KINDS).map((k) => (
          <option key={k.id} value={k.id}>
            {k.label}
          </option>
        ))}
      </select>
      <Extras {...props} />
      {s.source === 'file' && (
        <FileDrop
          testid={`ng-team-file-${i}`}
          accept=".json,application/json"
          label="Drop a team file (.json) here, or pick one"
          onText={(text) => props.onChange({ ...s, file: readTeam(text) })}
        />
      )}
      {team.team && (
        <div class="muted">
          {team.team.name}: {team.team.players.length} players, {team.team.rerolls} re-rolls
          {team.team.wizard ? ', a College Wizard' : ''}
          {props.rules.squad !== null && <SquadList team={team.team} index={i} />}
        </div>
      )}
      {team.errors.length > 0 && (
        <ul class="errors" data-testid={`ng-team-errors-${i}`}>
          {team.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The squad a side brings under a ruleset of squads ([000]: the four squadOf picked). */
function SquadList({ team, index }: { team: TeamFile; index: number }) {
  const roster = getRoster(team.roster);
  const named = team.players.map(
    (p) => `#${p.number} ${roster?.positions.find((x) => x.id === p.position)?.name ?? p.position}`,
  );
  return <span data-testid={`ng-squad-${index}`}>: {named.join(', ')}</span>;
}

function SourcePick({ index: i, s, onChange }: PickProps) {
  return (
    <select
      data-testid={`ng-team-${i}`}
      value={s.source}
      onChange={(e) => onChange({ ...s, source: (e.target as HTMLSelectElement).value })}
    >
      <optgroup label="Built-in teams">
        {BUILTIN_TEAMS.map((t) => (
          <option key={t.id} value={`builtin:${t.id}`}>
            {t.team.name} ({t.team.roster})
          </option>
        ))}
      </optgroup>
      <optgroup label="A random team of">
        {ROSTERS.map((r) => (
          <option key={r.id} value={`random:${r.id}`}>
            {r.name}
          </option>
        ))}
      </optgroup>
      <option value="file">A team file…</option>
    </select>
  );
}

/**
 * The College Wizard of a random team whose roster has one, where the ruleset has wizards; extra
 * trap counters where the ruleset sells them (in twos: [003] sells 2 for 50,000).
 */
function Extras({ index: i, s, rules, onChange }: PickProps) {
  const roster = s.source.startsWith('random:') ? getRoster(s.source.slice('random:'.length)) : undefined;
  const wizard = rules.wizards && typeof roster?.wizardCost === 'number';
  const traps = Array.from({ length: Math.floor(rules.maxExtraTraps / 2) + 1 }, (_, k) => k * 2);
  return (
    <>
      {wizard && (
        <select
          data-testid={`ng-wizard-${i}`}
          value={s.wizard}
          onChange={(e) => onChange({ ...s, wizard: (e.target as HTMLSelectElement).value as WizardChoice })}
        >
          <option value="any">College Wizard if it fits</option>
          <option value="yes">with its College Wizard</option>
          <option value="no">no College Wizard</option>
        </select>
      )}
      {rules.maxExtraTraps > 0 && (
        <label>
          Extra trap counters{' '}
          <select
            data-testid={`ng-traps-${i}`}
            value={String(s.extraTraps)}
            onChange={(e) => onChange({ ...s, extraTraps: Number((e.target as HTMLSelectElement).value) })}
          >
            {traps.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
