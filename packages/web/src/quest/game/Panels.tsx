/**
 * Around the board: the sun track (always in sight), each hero's panel (wounds, attributes, loot,
 * runes: its own face up, the others' face down, status), and the log of events in words.
 */
import { cardGold, HEROES, type HeroId } from '@dungeonbowl/dungeonquest';
import type { QuestGameView } from '@dungeonbowl/dungeonquest/quest';
import { useEffect, useRef } from 'preact/hooks';
import { Pips } from '../Fight.tsx';
import { Attributes } from '../Setup.tsx';
import { SEAT_COLOURS, type SeatKind } from './model.ts';
import type { LogLine } from './quest-words.ts';
import { sqName } from './quest-words.ts';

export function SunTrack({ sun }: { sun: QuestGameView['sun'] }) {
  const { plain, numbered } = sun.track;
  const cells = Array.from({ length: plain + numbered }, (_, i) => i + 1);
  return (
    <section
      class="qg-sun"
      data-testid="quest-sun"
      data-space={sun.space}
      data-set={sun.set ? 'true' : 'false'}
      aria-label={`The sun: space ${sun.space} of ${plain + numbered}${sun.set ? ', set' : ''}`}
    >
      <h3>
        {sun.set
          ? 'The sun has set'
          : sun.space > plain
            ? `The sun: end space ${sun.space - plain} of ${numbered} (a roll of ${sun.space - plain} or less sets it)`
            : `The sun: space ${sun.space}; ${plain - sun.space + 1} before the end spaces`}
      </h3>
      <ol class="qg-sun-track">
        {cells.map((n) => {
          const end = n > plain;
          const here = n === sun.space;
          return (
            <li
              key={n}
              class={`${end ? 'end' : ''}${here ? ' here' : ''}${n < sun.space ? ' past' : ''}`}
              data-testid={here ? 'quest-sun-here' : undefined}
              title={end ? `End space ${n - plain}` : `Space ${n}`}
            >
              {here ? '☀' : end ? n - plain : ''}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function status(h: QuestGameView['heroes'][number]): string {
  if (h.status === 'escaped') return 'Left the dungeon';
  if (h.status === 'dead') return h.cause === 'sunset' ? 'Shut in at sunset' : `Dead: ${h.cause ?? ''}`;
  if (h.pos === null && !h.catacomb) return 'Not yet placed';
  const where = h.catacomb ? `In the catacombs under ${sqName(h.catacomb.at)}` : `At ${sqName(h.pos!)}`;
  return h.skip > 0 ? `${where}; misses ${h.skip} turn${h.skip === 1 ? '' : 's'}` : where;
}

export function HeroPanel(props: {
  view: QuestGameView;
  seat: number;
  kind: SeatKind;
  active: boolean;
  onKind?(k: SeatKind): void;
}) {
  const h = props.view.heroes[props.seat];
  const hero = HEROES[h.hero as HeroId];
  const gold = h.loot.reduce((s, c) => s + cardGold(c), 0);
  const own = h.runes !== null;
  return (
    <section
      class={`qg-hero${props.active ? ' active' : ''} ${h.status}`}
      style={{ borderLeftColor: SEAT_COLOURS[props.seat] }}
      data-testid={`quest-panel-${props.seat}`}
      data-status={h.status}
      data-wounds={h.wounds}
      data-gold={gold}
      data-kind={props.kind}
    >
      <header>
        <strong>{h.name}</strong>
        {hero.name !== h.name && <span class="muted">{hero.short !== h.name ? hero.short : hero.name}</span>}
        <span class="qg-kind">{props.kind === 'bot' ? 'bot' : 'person'}</span>
        {props.onKind && h.status === 'inside' && (
          <button
            type="button"
            class="secondary small"
            data-testid={`quest-seat-switch-${props.seat}`}
            onClick={() => props.onKind!(props.kind === 'bot' ? 'person' : 'bot')}
          >
            {props.kind === 'bot' ? 'Take over' : 'Let a bot play'}
          </button>
        )}
      </header>
      <p class="qg-status" data-testid={`quest-status-${props.seat}`}>
        {status(h)}
      </p>
      <Pips label="wounds" wounds={h.wounds} life={hero.life} testid={`quest-wounds-${props.seat}`} />
      <Attributes hero={hero} />
      <p class="qg-loot" data-testid={`quest-loot-${props.seat}`}>
        Loot: <strong>{gold} gold</strong>
        {h.loot.length > 0 && ` (${h.loot.map((c) => `${c.name} ${cardGold(c)}`).join(', ')})`}
      </p>
      <div class="qg-runes" data-testid={`quest-runes-${props.seat}`} data-face={own ? 'up' : 'down'}>
        {own ? (
          h.runes!.length === 0 ? (
            <span class="muted">No rune cards.</span>
          ) : (
            h.runes!.map((r) => (
              <span key={r.id} class="qg-rune" title={r.text}>
                ◆ {r.name} <span class="muted">({r.use})</span>
              </span>
            ))
          )
        ) : (
          <span class="muted">
            {h.runeCount} rune card{h.runeCount === 1 ? '' : 's'}, face down
          </span>
        )}
      </div>
    </section>
  );
}

/** The log shows its latest lines (a whole game has a thousand or more); the record keeps all. */
const SHOWN = 400;

export function GameLog({ lines }: { lines: LogLine[] }) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="qg-log" data-testid="quest-game-log">
      <h3>What happened</h3>
      <ol ref={box}>
        {lines.length > SHOWN && <li class="muted">… {lines.length - SHOWN} earlier lines</li>}
        {lines.slice(-SHOWN).map((l, i) => (
          <li key={i} class={l.kind}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
