import {
  type Attribute,
  attributeValue,
  DIE_COLOURS,
  type Encounter,
  type Hero,
  MONSTERS,
  type RoundResult,
} from '@dungeonbowl/dungeonquest';
import { monsterName } from './model.ts';
import { attributeLabel, dieVerdict } from './words.ts';

/** The latest dice: Hugo's pending roll, the last round, the escape test or Tatianna's strike. */
export function DiceTray(props: {
  enc: Encounter;
  pending: Encounter['pending'];
  events: Encounter['events'];
}) {
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
