import {
  type Attribute,
  DIE_COLOURS,
  HERO_IDS,
  HEROES,
  type Hero,
  type HeroId,
  MONSTER_TYPES,
  MONSTERS,
  type MonsterType,
  type QuestRules,
  RULE_CHOICES,
  RULE_KEYS,
} from '@dungeonbowl/dungeonquest';
import { SeedInput } from '../seed-input.tsx';
import type { QuestMode } from './model.ts';
import { attributeLabel } from './words.ts';

export const SHORT: Record<Attribute, string> = {
  strength: 'Str',
  agility: 'Agi',
  armor: 'Arm',
  luck: 'Luck',
};

export interface Options {
  hero: HeroId | null;
  mode: QuestMode;
  tabletop: boolean;
  type: MonsterType | '';
  seed: string;
  wounds: string;
  rules: QuestRules;
}

export function Setup(props: { opts: Options; set(p: Partial<Options>): void; onDraw(): void }) {
  const { opts, set } = props;
  return (
    <div class="quest-setup">
      <section>
        <h2>1. Choose a hero</h2>
        <div class="quest-heroes">
          {HERO_IDS.map((id) => (
            <HeroButton
              key={id}
              hero={HEROES[id]}
              selected={opts.hero === id}
              onPick={() => set({ hero: id })}
            />
          ))}
        </div>
      </section>
      <section>
        <h2>2. The table</h2>
        <div class="quest-options">
          <label>
            Players{' '}
            <select
              data-testid="quest-mode"
              value={opts.mode}
              onChange={(e) => set({ mode: (e.target as HTMLSelectElement).value as QuestMode })}
            >
              <option value="solo">Solo: the token is face up</option>
              <option value="monster-player">With a Monster player: the life is hidden from the hero</option>
            </select>
          </label>
          <label title="Every die is thrown at the table and typed in; the page keeps the rules and the odds.">
            <input
              type="checkbox"
              data-testid="quest-tabletop"
              checked={opts.tabletop}
              onChange={(e) => set({ tabletop: (e.target as HTMLInputElement).checked })}
            />{' '}
            Table-top mode (type in real dice)
          </label>
          <label>
            Wounds already taken{' '}
            <input
              type="number"
              min={0}
              data-testid="quest-wounds"
              placeholder="0"
              value={opts.wounds}
              onInput={(e) => set({ wounds: (e.target as HTMLInputElement).value })}
            />
          </label>
          <SeedInput testId="quest-seed" value={opts.seed} onChange={(seed) => set({ seed })} />
        </div>
        <details class="quest-readings">
          <summary>Readings of the variant (rule options)</summary>
          {RULE_KEYS.map((k) => (
            <label key={k}>
              <code>{k}</code>{' '}
              <select
                data-testid={`quest-rule-${k}`}
                value={String(opts.rules[k])}
                onChange={(e) => {
                  const raw = (e.target as HTMLSelectElement).value;
                  const value = (RULE_CHOICES[k] as readonly unknown[]).find((c) => String(c) === raw);
                  set({ rules: { ...opts.rules, [k]: value } as QuestRules });
                }}
              >
                {(RULE_CHOICES[k] as readonly unknown[]).map((c, i) => (
                  <option key={String(c)} value={String(c)}>
                    {String(c)}
                    {i === 0 ? ' (default)' : ''}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </details>
      </section>
      <section>
        <h2>3. Meet a monster</h2>
        <DrawControls
          type={opts.type}
          onType={(type) => set({ type })}
          disabled={!opts.hero}
          label="Draw a monster token"
          onDraw={props.onDraw}
        />
        {!opts.hero && <p class="muted">Choose a hero first.</p>}
      </section>
    </div>
  );
}

function HeroButton(props: { hero: Hero; selected: boolean; onPick(): void }) {
  const h = props.hero;
  return (
    <button
      type="button"
      class={`quest-hero${props.selected ? ' selected' : ''}`}
      data-testid={`quest-hero-${h.id}`}
      aria-pressed={props.selected}
      onClick={props.onPick}
    >
      <strong>{h.name}</strong>
      <span class="muted">life {h.life}</span>
      <Attributes hero={h} />
      <span class="quest-ability">{h.abilityText}</span>
    </button>
  );
}

export function Attributes({ hero }: { hero: Hero }) {
  return (
    <span class="quest-attrs">
      {(['strength', 'agility', 'armor', 'luck'] as const).map((a) => (
        <span key={a} class={`quest-attr ${DIE_COLOURS[a]}`} title={attributeLabel(a)}>
          {SHORT[a]} {hero[a]}
        </span>
      ))}
    </span>
  );
}

export function DrawControls(props: {
  type: MonsterType | '';
  onType(t: MonsterType | ''): void;
  disabled?: boolean;
  label: string;
  onDraw(): void;
}) {
  return (
    <div class="quest-draw">
      <select
        data-testid="quest-monster-type"
        value={props.type}
        onChange={(e) => props.onType((e.target as HTMLSelectElement).value as MonsterType | '')}
      >
        <option value="">Any monster: drawn from the whole pool</option>
        {MONSTER_TYPES.map((t) => (
          <option key={t} value={t}>
            A {MONSTERS[t].name} (the card names it)
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        class="primary"
        data-testid="quest-draw"
        disabled={props.disabled}
        onClick={props.onDraw}
      >
        {props.label}
      </button>
    </div>
  );
}
