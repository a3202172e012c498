/**
 * The DungeonQuest fight screen: choose a hero, draw a monster token, escape or attack, and fight
 * round by round with the dice shown and the odds of the fight beside it at every moment. The
 * rules, the hidden token face and the odds are all the dungeonquest package's (see model.ts).
 */
import {
  type Attribute,
  attributeValue,
  DEFAULT_RULES,
  DIE_COLOURS,
  type Encounter,
  type EncounterDecision,
  HERO_IDS,
  HEROES,
  type Hero,
  type HeroId,
  MONSTER_TYPES,
  MONSTERS,
  type MonsterType,
  type QuestRules,
  type RoundResult,
  RULE_CHOICES,
  RULE_KEYS,
} from '@dungeonbowl/dungeonquest';
import { useCallback, useMemo, useState } from 'preact/hooks';
import { type DieAsk, DieDialog } from './DieDialog.tsx';
import {
  type Die,
  decideIn,
  decisionKey,
  drawMonster,
  HERO_PLAYER,
  monsterName,
  newSession,
  type QuestMode,
  type Session,
  type ShownOdds,
  shownOdds,
  viewOf,
  visibleLife,
} from './model.ts';
import { OddsChart, OddsPanel, type OddsStep } from './OddsPanel.tsx';
import { attributeLabel, dieVerdict, eventLine, oddsSummary, outcomeText } from './words.ts';
import './quest.css';

const randomSeed = () => Math.floor(Math.random() * 1_000_000);
const SHORT: Record<Attribute, string> = { strength: 'Str', agility: 'Agi', armor: 'Arm', luck: 'Luck' };

interface Options {
  hero: HeroId | null;
  mode: QuestMode;
  tabletop: boolean;
  type: MonsterType | '';
  seed: string;
  wounds: string;
  rules: QuestRules;
}

export function QuestScreen() {
  const [opts, setOpts] = useState<Options>({
    hero: null,
    mode: 'solo',
    tabletop: false,
    type: '',
    seed: '',
    wounds: '',
    rules: { ...DEFAULT_RULES },
  });
  const [session, setSession] = useState<Session | null>(null);
  const [history, setHistory] = useState<OddsStep[]>([]);
  const [peek, setPeek] = useState(false);
  const [ask, setAsk] = useState<DieAsk | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (patch: Partial<Options>) => setOpts({ ...opts, ...patch });

  const askDie = useCallback(
    (die: Die) =>
      new Promise<number | null>((resolve) =>
        setAsk({
          die,
          resolve: (v) => {
            setAsk(null);
            resolve(v);
          },
        }),
      ),
    [],
  );

  /** The odds as the hero's player sees them, for the chart. */
  const step = (s: Session, label: string): OddsStep | null => {
    const o = shownOdds(s, viewOf(s));
    return o && { label, odds: o.now };
  };

  const draw = (from: Session | null) => {
    setError('');
    try {
      let s = from;
      if (!s) {
        const hero = opts.hero!;
        const wounds = opts.wounds.trim() === '' ? 0 : Number(opts.wounds);
        if (!Number.isInteger(wounds) || wounds < 0 || wounds >= HEROES[hero].life)
          return setError(`${HEROES[hero].short} starts with 0 to ${HEROES[hero].life - 1} wounds.`);
        const seed = opts.seed.trim() === '' ? randomSeed() : Number(opts.seed);
        if (!Number.isInteger(seed)) return setError('The seed is a whole number.');
        s = newSession({ hero, mode: opts.mode, tabletop: opts.tabletop, seed, wounds, rules: opts.rules });
      }
      const next = drawMonster(s, opts.type || undefined);
      setSession(next);
      setPeek(false);
      const first = step(next, 'start');
      setHistory(first ? [first] : []);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const act = async (d: EncounterDecision, label: string) => {
    if (!session || busy) return;
    setBusy(true);
    setError('');
    try {
      const next = await decideIn(session, d, askDie);
      if (next) {
        setSession(next);
        const s = step(next, label);
        if (s) setHistory([...history, s]);
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const view = useMemo(() => session && viewOf(session, peek), [session, peek]);
  const odds = useMemo(() => session && view && shownOdds(session, view), [session, view]);

  return (
    <div class="quest" data-testid="quest-screen">
      <header class="quest-top">
        <h1>DungeonQuest: a fight</h1>
        <span class="muted">The Alternate Combat Dice Variant</span>
        <a href="#dungeonbowl" data-testid="quest-back">
          ← Dungeon Bowl
        </a>
      </header>
      {error && (
        <p class="error" data-testid="quest-error">
          {error}
        </p>
      )}
      {!session || !view || !session.enc ? (
        <Setup opts={opts} set={set} onDraw={() => draw(null)} />
      ) : (
        <Fight
          s={session}
          enc={session.enc}
          view={view}
          odds={odds ?? null}
          history={history}
          peek={peek}
          busy={busy}
          type={opts.type}
          onType={(type) => set({ type })}
          onPeek={() => setPeek(!peek)}
          onAct={act}
          onDraw={() => draw(session)}
          onNew={() => {
            setSession(null);
            setHistory([]);
          }}
        />
      )}
      {ask && <DieDialog ask={ask} />}
    </div>
  );
}

function Setup(props: { opts: Options; set(p: Partial<Options>): void; onDraw(): void }) {
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
          <label>
            Seed{' '}
            <input
              type="number"
              data-testid="quest-seed"
              placeholder="random"
              value={opts.seed}
              onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })}
            />
          </label>
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

function Attributes({ hero }: { hero: Hero }) {
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

function DrawControls(props: {
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

interface FightProps {
  s: Session;
  enc: Encounter;
  view: NonNullable<ReturnType<typeof viewOf>>;
  odds: ShownOdds | null;
  history: OddsStep[];
  peek: boolean;
  busy: boolean;
  type: MonsterType | '';
  onType(t: MonsterType | ''): void;
  onPeek(): void;
  onAct(d: EncounterDecision, label: string): void;
  onDraw(): void;
  onNew(): void;
}

function Fight(p: FightProps) {
  const { s, enc, view, odds } = p;
  const hero = enc.hero;
  const monster = monsterName(enc.monster);
  const life = visibleLife(s, view);
  const heroWounds = view.encounter?.heroWounds ?? view.players[HERO_PLAYER].wounds;
  const monsterWounds = view.encounter?.monsterWounds ?? enc.monsterWounds;
  const events = view.encounter?.events ?? enc.events;
  const phase = view.encounter?.phase ?? 'over';
  return (
    <div class="quest-fight">
      <div class="quest-main">
        <div class="quest-sides">
          <section class="quest-card" data-testid="quest-hero-card">
            <h2>{hero.name}</h2>
            <Attributes hero={hero} />
            <Pips label="wounds" wounds={heroWounds} life={hero.life} testid="quest-hero-wounds" />
            <p class="quest-ability">{hero.abilityText}</p>
          </section>
          <span class="quest-vs">vs</span>
          <section class="quest-card monster" data-testid="quest-monster" data-monster={enc.monster}>
            <h2>{monster}</h2>
            <span class="quest-attrs">
              {MONSTERS[enc.monster].attributes.map((a, i) => (
                <span key={a} class={`quest-attr ${DIE_COLOURS[a]}`}>
                  die {i + 1}: {attributeLabel(a)} against {SHORT[a]} {attributeValue(hero, a)}
                </span>
              ))}
            </span>
            {life !== null ? (
              <Pips label="wounds" wounds={monsterWounds} life={life} testid="quest-monster-wounds" />
            ) : (
              <p data-testid="quest-monster-wounds" data-wounds={monsterWounds}>
                {monsterWounds} wound{monsterWounds === 1 ? '' : 's'}; life <strong>hidden</strong>
                {odds?.hidden && ` (${odds.hidden.map((h) => h.life).join(', ')} possible)`}
              </p>
            )}
            <p class="muted" data-testid="quest-token">
              {tokenText(s, view, life, p.peek)}
            </p>
            {s.mode === 'monster-player' && enc.phase !== 'over' && (
              <button
                type="button"
                class="secondary"
                data-testid="quest-peek"
                aria-pressed={p.peek}
                onClick={p.onPeek}
              >
                {p.peek ? 'Hide the token again' : 'Monster player: look at the token'}
              </button>
            )}
          </section>
        </div>
        <DiceTray enc={enc} pending={view.encounter?.pending ?? null} events={events} />
        {phase === 'over' ? (
          <Result p={p} life={life} />
        ) : (
          <Actions enc={enc} phase={phase} odds={odds} busy={p.busy} onAct={p.onAct} tabletop={s.tabletop} />
        )}
        <FightLog events={events} hero={hero} monster={monster} />
      </div>
      <aside class="quest-side">
        <OddsPanel odds={odds} over={phase === 'over'} monster={monster} hero={hero} />
        <OddsChart steps={p.history} />
      </aside>
    </div>
  );
}

function tokenText(s: Session, view: FightProps['view'], life: number | null, peek: boolean): string {
  const where = s.mode === 'solo' ? 'Solo play: the token is face up.' : 'Drawn by the Monster player.';
  const pool = `${view.poolSize} token${view.poolSize === 1 ? '' : 's'} left face down in the pool.`;
  const seen = peek && life !== null ? ' Shown to the Monster player: hero, look away.' : '';
  return `${where}${seen} ${pool}`;
}

function Pips(props: { label: string; wounds: number; life: number; testid: string }) {
  const { wounds, life } = props;
  return (
    <div class="quest-pips" data-testid={props.testid} data-wounds={wounds}>
      <span>
        {props.label} {wounds} / {life}
      </span>
      <span class="pips" aria-hidden="true">
        {Array.from({ length: Math.max(life, wounds) }, (_, i) => (
          <span key={i} class={i < wounds ? 'pip hit' : 'pip'} />
        ))}
      </span>
    </div>
  );
}

/** The latest dice: Hugo's pending roll, the last round, the escape test or Tatianna's strike. */
function DiceTray(props: { enc: Encounter; pending: Encounter['pending']; events: Encounter['events'] }) {
  const { enc, pending, events } = props;
  const hero = enc.hero;
  const monster = monsterName(enc.monster);
  const attrs = MONSTERS[enc.monster].attributes;
  if (pending?.roll === 'combat') {
    return (
      <section class="quest-tray" data-testid="quest-dice" data-state="pending">
        <h3>Round {enc.round}: the dice before the re-roll</h3>
        <div class="quest-dice">
          {pending.dice.map((v, i) => {
            const target = attributeValue(hero, attrs[i]);
            const outcome = v > target ? 'hero' : v === target ? 'both' : 'monster';
            return (
              <D12 key={i} index={i} attribute={attrs[i]} value={v} target={target} outcome={outcome}>
                {dieVerdict(
                  { attribute: attrs[i], value: v, target, outcome, heroWounds: 0, monsterWounds: 0 },
                  hero.short,
                  monster,
                )}
              </D12>
            );
          })}
        </div>
      </section>
    );
  }
  if (pending?.roll === 'escape') {
    const total = pending.dice[0] + pending.dice[1];
    return (
      <section class="quest-tray" data-testid="quest-dice" data-state="pending">
        <h3>Escape test before the re-roll</h3>
        <D6Pair dice={pending.dice} note={`${total} > Luck ${attributeValue(hero, 'luck')}: failed so far`} />
      </section>
    );
  }
  const last = [...events]
    .reverse()
    .find((e) => e.type === 'round' || e.type === 'escape' || e.type === 'strike');
  if (!last)
    return (
      <section class="quest-tray empty" data-testid="quest-dice" data-state="none">
        <p class="muted">No dice yet. Escape (2d6 at or under Luck) or attack.</p>
      </section>
    );
  if (last.type === 'round')
    return <RoundDice round={last.round} result={last.result} hero={hero} monster={monster} />;
  if (last.type === 'escape') {
    const r = last.result;
    return (
      <section class="quest-tray" data-testid="quest-dice" data-state="escape">
        <h3>Escape test (Luck {r.luck})</h3>
        <D6Pair
          dice={r.dice}
          note={r.success ? `${r.total} ≤ ${r.luck}: escaped` : `${r.total} > ${r.luck}: failed, 2 wounds`}
        />
      </section>
    );
  }
  return (
    <section class="quest-tray" data-testid="quest-dice" data-state="strike">
      <h3>{hero.short} strikes first</h3>
      <D6Pair
        dice={last.dice}
        note={`difference ${last.wounds === 0 ? '0 (doubles)' : last.wounds}: ${last.wounds} wound${last.wounds === 1 ? '' : 's'} to the ${monster}`}
      />
    </section>
  );
}

function RoundDice(props: { round: number; result: RoundResult; hero: Hero; monster: string }) {
  const { result, hero, monster } = props;
  return (
    <section class="quest-tray" data-testid="quest-dice" data-state="round" data-round={props.round}>
      <h3>Round {props.round}</h3>
      <div class="quest-dice">
        {result.dice.map((d, i) => (
          <D12
            key={i}
            index={i}
            attribute={d.attribute}
            value={d.value}
            target={d.target}
            outcome={d.outcome}
          >
            {dieVerdict(d, hero.short, monster)}
          </D12>
        ))}
        {result.unresolved > 0 && <p class="muted">The other die is not resolved: a side has fallen.</p>}
      </div>
    </section>
  );
}

function D12(props: {
  index: number;
  attribute: Attribute;
  value: number;
  target: number;
  outcome: 'hero' | 'both' | 'monster';
  children: string;
}) {
  return (
    <div
      class="quest-die-box"
      data-testid={`quest-die-${props.index}`}
      data-value={props.value}
      data-outcome={props.outcome}
    >
      <span
        class={`quest-d12 ${DIE_COLOURS[props.attribute]}`}
        title={`${attributeLabel(props.attribute)} d12`}
      >
        {props.value}
      </span>
      <span class="quest-die-text">
        <strong>{attributeLabel(props.attribute)}</strong>
        <br />
        {props.children}
      </span>
    </div>
  );
}

function D6Pair(props: { dice: [number, number]; note: string }) {
  return (
    <div class="quest-dice">
      {props.dice.map((v, i) => (
        <span key={i} class="quest-d6" data-testid={`quest-die-${i}`} data-value={v}>
          {v}
        </span>
      ))}
      <span class="quest-die-text">{props.note}</span>
    </div>
  );
}

function Actions(props: {
  enc: Encounter;
  phase: Encounter['phase'];
  odds: ShownOdds | null;
  busy: boolean;
  tabletop: boolean;
  onAct(d: EncounterDecision, label: string): void;
}) {
  const { enc, odds } = props;
  const hero = enc.hero;
  const attrs = MONSTERS[enc.monster].attributes;
  const strikes = enc.useAbility && hero.ability === 'strike';
  const button = (d: EncounterDecision, testid: string, text: string, label: string, primary = false) => {
    const key = decisionKey(d);
    const o = odds?.choices.find((c) => c.key === key);
    const best = odds?.best === key;
    return (
      <div class={`quest-choice${best ? ' best' : ''}`} key={key}>
        <button
          type="button"
          class={primary || best ? 'primary' : ''}
          data-testid={testid}
          data-best={best ? 'true' : undefined}
          disabled={props.busy}
          onClick={() => props.onAct(d, label)}
        >
          {text}
        </button>
        {o && (
          <span class="muted" data-testid={`quest-choice-odds-${key}`}>
            {best && <strong>★ best odds · </strong>}
            {oddsSummary(o.odds)}
          </span>
        )}
      </div>
    );
  };
  const roll = props.tabletop ? 'Throw' : 'Roll';
  return (
    <section class="quest-actions" data-testid="quest-actions" data-phase={props.phase}>
      {props.phase === 'choose' && (
        <>
          {button(
            { kind: 'escape' },
            'quest-escape',
            `Try to escape (Luck test: 2d6 ≤ ${attributeValue(hero, 'luck')}; failing costs 2 wounds)`,
            'escape',
          )}
          {button(
            { kind: 'attack' },
            'quest-attack',
            strikes ? 'Attack (Tatianna strikes first: 2d6, the difference)' : 'Attack',
            'attack',
          )}
        </>
      )}
      {props.phase === 'round' &&
        button(
          { kind: 'roll' },
          'quest-roll',
          `${roll} the dice: round ${enc.round + 1} (2d12)`,
          `round ${enc.round + 1}`,
          true,
        )}
      {props.phase === 'reroll' && (
        <>
          <p>
            <strong>{hero.short} may re-roll one die</strong> and must keep the new result
            {enc.rules.hugoReroll === 'per-combat' ? ' (once this fight)' : ' (once a round)'}.
          </p>
          {button({ kind: 'keep' }, 'quest-keep', 'Keep both dice', 'keep')}
          {[0, 1].map((i) =>
            button(
              { kind: 'reroll', die: i },
              `quest-reroll-${i}`,
              enc.pending?.roll === 'escape'
                ? `Re-roll escape die ${i + 1} (${enc.pending.dice[i]})`
                : `Re-roll die ${i + 1}: ${attributeLabel(attrs[i])}, ${enc.pending?.dice[i]}`,
              `re-roll ${i + 1}`,
            ),
          )}
        </>
      )}
    </section>
  );
}

function Result({ p, life }: { p: FightProps; life: number | null }) {
  const { s, enc } = p;
  const player = s.game.players[HERO_PLAYER];
  const alive = player.status === 'in-dungeon';
  const monster = monsterName(enc.monster);
  return (
    <section class={`quest-result ${enc.outcome}`} data-testid="quest-result" data-outcome={enc.outcome}>
      <h2>{outcomeText(enc.outcome!, enc.hero, monster, life, enc.round)}</h2>
      <p>
        {enc.hero.short} took {enc.heroWounds - enc.startWounds} wound
        {enc.heroWounds - enc.startWounds === 1 ? '' : 's'} in this encounter and has {player.wounds} of{' '}
        {enc.hero.life}.{life === null && ' The life of the token stays hidden.'}
      </p>
      {alive ? (
        <DrawControls
          type={p.type}
          onType={p.onType}
          label="Meet another monster (wounds kept)"
          onDraw={p.onDraw}
        />
      ) : (
        <p>{enc.hero.short} is dead: the quest is over for this hero.</p>
      )}
      <button type="button" data-testid="quest-new" onClick={p.onNew}>
        Choose another hero
      </button>
    </section>
  );
}

function FightLog(props: { events: Encounter['events']; hero: Hero; monster: string }) {
  const lines = props.events.flatMap((e) => {
    const l = eventLine(e, props.hero, props.monster);
    return l ? [l] : [];
  });
  return (
    <section class="quest-log" data-testid="quest-log">
      <h3>The fight so far</h3>
      {lines.length === 0 ? (
        <p class="muted">Nothing yet.</p>
      ) : (
        <ol>
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
