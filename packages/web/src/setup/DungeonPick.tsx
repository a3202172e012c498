/**
 * Choosing the dungeon: a built-in one, one generated from a seed, or a text map file picked or
 * dropped in (its parse errors shown with line:column). A small picture previews it.
 */
import {
  BUILTIN_DUNGEONS,
  DUNGEON_SIZES,
  DUNGEON_STYLES,
  type Dungeon,
  type DungeonSize,
  type DungeonStyle,
  generateDungeon,
  parseDungeon,
} from '@dungeonbowl/engine';
import { useMemo, useState } from 'preact/hooks';
import { CELL, Floor } from '../board/Floor.tsx';
import { TEAM_COLOURS } from '../colours.ts';
import { FileDrop } from './FileDrop.tsx';
import { builtinFor, dungeonsFor, mapProblem } from './rulesets.ts';

export type DungeonKind = 'builtin' | 'generated' | 'file';

export interface DungeonChoice {
  text: string | null;
  dungeon: Dungeon | null;
  errors: string[];
}

function choose(text: string): DungeonChoice {
  const r = parseDungeon(text);
  if (r.ok) return { text, dungeon: r.value, errors: [] };
  return { text: null, dungeon: null, errors: r.errors.map((e) => `${e.line}:${e.column}: ${e.message}`) };
}

/** A map file made for another ruleset is refused here, before the game is set up. */
function forRuleset(c: DungeonChoice, ruleset: string): DungeonChoice {
  const problem = c.dungeon ? mapProblem(c.dungeon, ruleset) : null;
  return problem ? { ...c, text: null, errors: [problem] } : c;
}

export function useDungeonChoice(ruleset: string, teams: number) {
  const [kind, setKind] = useState<DungeonKind>('builtin');
  const [builtin, setBuiltin] = useState('great-hall');
  const [gen, setGen] = useState({ seed: 1, size: 'medium' as DungeonSize, style: '' as DungeonStyle | '' });
  const [file, setFile] = useState<DungeonChoice>({
    text: null,
    dungeon: null,
    errors: ['drop or pick a map file'],
  });
  const choice = useMemo((): DungeonChoice => {
    if (kind === 'file') return forRuleset(file, ruleset);
    const id = builtinFor(ruleset, builtin, teams);
    if (kind === 'builtin') return choose(BUILTIN_DUNGEONS.find((b) => b.id === id)?.text ?? '');
    const r = generateDungeon({
      seed: gen.seed,
      ruleset,
      size: gen.size,
      teams,
      style: gen.style || undefined,
    });
    return r.ok
      ? { text: r.text, dungeon: r.dungeon, errors: [] }
      : { text: null, dungeon: null, errors: [r.error.message] };
  }, [kind, builtin, gen, file, ruleset, teams]);
  // A map that does not serve a newly chosen ruleset gives way to the first that does.
  const shown = builtinFor(ruleset, builtin, teams);
  return { kind, setKind, builtin: shown, setBuiltin, gen, setGen, setFile, choice, teams };
}

type State = ReturnType<typeof useDungeonChoice>;

export function DungeonPick({ s, ruleset }: { s: State; ruleset: string }) {
  const d = s.choice.dungeon;
  return (
    <fieldset class="dungeon-pick">
      <legend>Dungeon</legend>
      <select
        data-testid="ng-dungeon-kind"
        value={s.kind}
        onChange={(e) => s.setKind((e.target as HTMLSelectElement).value as DungeonKind)}
      >
        <option value="builtin">Built-in</option>
        <option value="generated">Generated from a seed</option>
        <option value="file">From a map file</option>
      </select>
      {s.kind === 'builtin' && (
        <select
          data-testid="ng-dungeon"
          value={s.builtin}
          onChange={(e) => s.setBuiltin((e.target as HTMLSelectElement).value)}
        >
          {dungeonsFor(ruleset, s.teams).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      )}
      {s.kind === 'generated' && <GenPick s={s} />}
      {s.kind === 'file' && (
        <FileDrop
          testid="ng-dungeon-file"
          accept=".txt,.map,text/plain"
          label="Drop a dungeon map (.txt) here, or pick one"
          onText={(text) => s.setFile(choose(text))}
        />
      )}
      {s.choice.errors.length > 0 && (
        <ul class="errors" data-testid="ng-dungeon-errors">
          {s.choice.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {d && <Preview d={d} />}
    </fieldset>
  );
}

/** A dungeon generated for the ruleset from a seed, a size and a style. */
function GenPick({ s }: { s: State }) {
  return (
    <span class="gen">
      <label>
        Seed{' '}
        <input
          data-testid="ng-gen-seed"
          type="number"
          value={s.gen.seed}
          onInput={(e) => s.setGen({ ...s.gen, seed: Number((e.target as HTMLInputElement).value) || 0 })}
        />
      </label>
      <select
        data-testid="ng-gen-size"
        value={s.gen.size}
        onChange={(e) => s.setGen({ ...s.gen, size: (e.target as HTMLSelectElement).value as DungeonSize })}
      >
        {DUNGEON_SIZES.map((z) => (
          <option key={z}>{z}</option>
        ))}
      </select>
      <select
        data-testid="ng-gen-style"
        value={s.gen.style}
        onChange={(e) => s.setGen({ ...s.gen, style: (e.target as HTMLSelectElement).value as DungeonStyle })}
      >
        <option value="">any style</option>
        {DUNGEON_STYLES.map((z) => (
          <option key={z}>{z}</option>
        ))}
      </select>
    </span>
  );
}

function Preview({ d }: { d: Dungeon }) {
  return (
    <div class="preview">
      <div class="muted">
        {d.name}: {d.width}×{d.height}, end zones {d.endZones.join(' ')}
        {d.description ? ` — ${d.description}` : ''}
      </div>
      <svg
        viewBox={`0 0 ${d.width * CELL} ${d.height * CELL}`}
        class="preview-svg"
        role="img"
        aria-label={`A picture of ${d.name}`}
        data-testid="ng-dungeon-preview"
      >
        <Floor d={d} zoneFill={TEAM_COLOURS} />
      </svg>
    </div>
  );
}
