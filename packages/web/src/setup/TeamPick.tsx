/**
 * A side of the new game: its team (a built-in team, a random team of a roster, or a team file
 * checked by validateTeam, errors shown with their field) and who plays it (a person or a bot).
 */
import { BUILTIN_TEAMS, ROSTERS, randomTeam, type TeamFile, validateTeam } from '@dungeonbowl/engine';
import { SEAT_KINDS, type SeatKind } from '../bots.ts';
import { teamColour } from '../colours.ts';
import { FileDrop } from './FileDrop.tsx';

export interface SideState {
  /** 'builtin:fire', 'random:college-of-fire' or 'file'. */
  source: string;
  seat: SeatKind;
  file: { team: TeamFile | null; errors: string[] };
}

export const defaultSide = (i: number): SideState => ({
  source: `builtin:${BUILTIN_TEAMS[i % BUILTIN_TEAMS.length].id}`,
  seat: i === 0 ? 'person' : (SEAT_KINDS.find((k) => k.id !== 'person')?.id ?? 'person'),
  file: { team: null, errors: ['drop or pick a team file'] },
});

/** The team a side plays, or the errors that keep it from playing. */
export function sideTeam(
  s: SideState,
  seed: number,
  index: number,
): { team: TeamFile | null; errors: string[] } {
  if (s.source === 'file') return s.file;
  if (s.source.startsWith('builtin:')) {
    const b = BUILTIN_TEAMS.find((t) => `builtin:${t.id}` === s.source);
    return b ? { team: b.team, errors: [] } : { team: null, errors: ['unknown team'] };
  }
  const r = randomTeam(s.source.slice('random:'.length), seed * 31 + index);
  return r.ok ? { team: r.team, errors: [] } : { team: null, errors: r.errors.map((e) => e.message) };
}

function readTeam(text: string): SideState['file'] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { team: null, errors: [`not JSON: ${(e as Error).message}`] };
  }
  const r = validateTeam(json);
  if (r.ok) return { team: r.team, errors: [] };
  return { team: null, errors: r.errors.map((e) => `${e.path || 'team'}: ${e.message}`) };
}

export function TeamPick(props: { index: number; s: SideState; seed: number; onChange(s: SideState): void }) {
  const { index: i, s } = props;
  const team = sideTeam(s, props.seed, i);
  return (
    <fieldset class="side-pick" style={{ borderColor: teamColour(i) }}>
      <legend>Side {i + 1}</legend>
      <select
        data-testid={`ng-team-${i}`}
        value={s.source}
        onChange={(e) => props.onChange({ ...s, source: (e.target as HTMLSelectElement).value })}
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
      <select
        data-testid={`ng-side-${i}`}
        value={s.seat}
        onChange={(e) => props.onChange({ ...s, seat: (e.target as HTMLSelectElement).value as SeatKind })}
      >
        {SEAT_KINDS.map((k) => (
          <option key={k.id} value={k.id}>
            {k.label}
          </option>
        ))}
      </select>
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
