/**
 * A fight inside the whole game, on the fight screen's parts (Fight.tsx, Dice.tsx, OddsPanel.tsx):
 * the buttons are the decision's actions, the odds are the decision's context (exact in solo play,
 * averaged over the lives the face-down token may have otherwise), shown before the hero chooses.
 */
import {
  attributeValue,
  better,
  DIE_COLOURS,
  type Encounter,
  type EncounterDecision,
  type EncounterEvent,
  HEROES,
  type Hero,
  type HeroId,
  MONSTERS,
  scriptedDice,
} from '@dungeonbowl/dungeonquest';
import type {
  FightOddsContext,
  QuestAction,
  QuestDecision,
  QuestGameView,
} from '@dungeonbowl/dungeonquest/quest';
import { DiceTray } from '../Dice.tsx';
import { Actions, FightLog, Pips } from '../Fight.tsx';
import type { ShownOdds } from '../model.ts';
import { OddsPanel } from '../OddsPanel.tsx';
import { Attributes, SHORT } from '../Setup.tsx';
import { attributeLabel } from '../words.ts';
import { sqName } from './quest-words.ts';

/** The fight decision's actions as the fight screen's decisions (a monster rune is apart). */
export function fightDecisions(actions: QuestAction[]): EncounterDecision[] {
  return actions.flatMap((a): EncounterDecision[] => {
    if (a.type === 'reroll') return [{ kind: 'reroll', die: a.die }];
    if (a.type === 'escape' || a.type === 'attack' || a.type === 'roll' || a.type === 'keep')
      return [{ kind: a.type }];
    return [];
  });
}

export function toAction(d: EncounterDecision): QuestAction {
  return d.kind === 'reroll' ? { type: 'reroll', die: d.die } : { type: d.kind };
}

/**
 * The odds panel's figures from the decision's context: at the choice, attacking and (when open)
 * escaping, the better one first; later, the odds from here with the best choices.
 */
export function contextOdds(ctx: FightOddsContext | undefined): ShownOdds | null {
  if (!ctx) return null;
  const hidden = ctx.exact ? null : [];
  if (ctx.attack) {
    const choices: ShownOdds['choices'] = [{ decision: { kind: 'attack' }, key: 'attack', odds: ctx.attack }];
    if (ctx.escape) choices.push({ decision: { kind: 'escape' }, key: 'escape', odds: ctx.escape });
    const best = choices.reduce((b, c) => (better(c.odds, b.odds) ? c : b));
    return { now: best.odds, choices, best: choices.length > 1 ? best.key : null, hidden };
  }
  return ctx.now ? { now: ctx.now, choices: [], best: null, hidden } : null;
}

export interface GameFightProps {
  view: QuestGameView;
  decision: QuestDecision;
  /** The hero's player decides here (a person): the buttons work. */
  mine: boolean;
  busy: boolean;
  tabletop: boolean;
  onAct(a: QuestAction): void;
}

/** The view holds no dice: a stand-in the screen never rolls. */
const NO_DICE = scriptedDice([]);

export function GameFight(p: GameFightProps) {
  const f = p.view.fight;
  if (!f) return null;
  // The screen draws from the seat's view only: the encounter's public parts, the life where the
  // view shows it, and no dice (the fight's buttons send actions; the engine rolls).
  const enc: Encounter = {
    ...f.encounter,
    life: f.life ?? 0,
    events: f.events as EncounterEvent[],
    dice: NO_DICE,
  };
  const heroId = p.view.heroes[f.seat].hero as HeroId;
  const hero = HEROES[heroId];
  const name = MONSTERS[f.monster].name;
  const odds = contextOdds(p.decision.context.odds);
  const events = f.events as EncounterEvent[];
  return (
    <div class="quest-fight qg-fight" data-testid="quest-game-fight" data-phase={f.phase}>
      <div class="quest-main">
        <FightSides view={p.view} hero={hero} />
        <DiceTray enc={enc} pending={enc.pending} events={events} />
        {p.mine ? (
          <FightButtons p={p} enc={enc} odds={odds} />
        ) : (
          <p class="muted" data-testid="quest-fight-waiting">
            {p.view.heroes[f.seat].name} is deciding…
          </p>
        )}
        <FightLog events={events} hero={hero} monster={name} />
      </div>
      <aside class="quest-side">
        <OddsPanel odds={odds} over={false} monster={name} hero={hero} />
      </aside>
    </div>
  );
}

/** The hero's card and the monster's: its life only where the view shows it. */
function FightSides({ view, hero }: { view: QuestGameView; hero: Hero }) {
  const f = view.fight!;
  const name = MONSTERS[f.monster].name;
  return (
    <div class="quest-sides">
      <section class="quest-card" data-testid="quest-hero-card">
        <h2>{view.heroes[f.seat].name}</h2>
        <Attributes hero={hero} />
        <Pips label="wounds" wounds={f.heroWounds} life={hero.life} testid="quest-hero-wounds" />
        <p class="quest-ability">{hero.abilityText}</p>
      </section>
      <span class="quest-vs">vs</span>
      <section class="quest-card monster" data-testid="quest-monster" data-monster={f.monster}>
        <h2>{name}</h2>
        <span class="quest-attrs">
          {MONSTERS[f.monster].attributes.map((a, i) => (
            <span key={a} class={`quest-attr ${DIE_COLOURS[a]}`}>
              die {i + 1}: {attributeLabel(a)} against {SHORT[a]} {attributeValue(hero, a)}
            </span>
          ))}
        </span>
        {f.life !== null ? (
          <Pips label="wounds" wounds={f.monsterWounds} life={f.life} testid="quest-monster-wounds" />
        ) : (
          <p data-testid="quest-monster-wounds" data-wounds={f.monsterWounds}>
            {f.monsterWounds} wound{f.monsterWounds === 1 ? '' : 's'}; life <strong>hidden</strong> (the
            Monster player, {view.heroes[f.monsterSeat].name}, knows it)
          </p>
        )}
        <p class="muted" data-testid="quest-token">
          {f.at < 0 ? 'Underground.' : `At ${sqName(f.at)}.`}{' '}
          {f.monsterSeat === f.seat ? 'Solo play: the token is face up.' : ''}
        </p>
      </section>
    </div>
  );
}

/** The decision's fight actions as the fight screen's buttons, with the odds; a monster rune apart. */
function FightButtons({ p, enc, odds }: { p: GameFightProps; enc: Encounter; odds: ShownOdds | null }) {
  const rune = p.decision.actions.some((a) => a.type === 'useRune');
  return (
    <>
      <Actions
        enc={enc}
        phase={enc.phase}
        odds={odds}
        busy={p.busy}
        tabletop={p.tabletop}
        open={fightDecisions(p.decision.actions)}
        onAct={(d) => p.onAct(toAction(d))}
      />
      {rune && (
        <button
          type="button"
          data-testid="quest-act-useRune"
          disabled={p.busy}
          onClick={() => p.onAct({ type: 'useRune' })}
        >
          Use a rune: the monster goes back into the pool
        </button>
      )}
    </>
  );
}
