import {
  attributeValue,
  DIE_COLOURS,
  type Encounter,
  type EncounterDecision,
  type Hero,
  MONSTERS,
  type MonsterType,
} from '@dungeonbowl/dungeonquest';
import { DiceTray } from './Dice.tsx';
import {
  decisionKey,
  HERO_PLAYER,
  monsterName,
  type Session,
  type ShownOdds,
  type viewOf,
  visibleLife,
} from './model.ts';
import { OddsChart, OddsPanel, type OddsStep } from './OddsPanel.tsx';
import { Attributes, DrawControls, SHORT } from './Setup.tsx';
import { attributeLabel, eventLine, oddsSummary, outcomeText } from './words.ts';

export interface FightProps {
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

export function Fight(p: FightProps) {
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

export function Pips(props: { label: string; wounds: number; life: number; testid: string }) {
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

/**
 * The fight's buttons, each with its odds. `open`: the decisions open now (the whole game's
 * decision gives them; a button not among them is not drawn); without it, the phase's own.
 */
export function Actions(props: {
  enc: Encounter;
  phase: Encounter['phase'];
  odds: ShownOdds | null;
  busy: boolean;
  tabletop: boolean;
  open?: EncounterDecision[];
  onAct(d: EncounterDecision, label: string): void;
}) {
  const { enc, odds } = props;
  const hero = enc.hero;
  const attrs = MONSTERS[enc.monster].attributes;
  const strikes = enc.useAbility && hero.ability === 'strike';
  const button = (d: EncounterDecision, testid: string, text: string, label: string, primary = false) => {
    const key = decisionKey(d);
    if (props.open && !props.open.some((x) => decisionKey(x) === key)) return null;
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

export function FightLog(props: { events: Encounter['events']; hero: Hero; monster: string }) {
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
