/**
 * The decision under way as buttons, one for each of the decision's actions (never a rule of the
 * page's own): towers at set-up, a turn, a choice, a secret door, a rune offer, the Monster
 * player's token. A bot's decision says only who is thinking.
 */
import type { MonsterType } from '@dungeonbowl/dungeonquest';
import type { QuestAction, QuestDecision, QuestGameView, Sq } from '@dungeonbowl/dungeonquest/quest';
import { actionKey, actionLabel, type LabelView } from './quest-words.ts';

const TITLES: Record<string, string> = {
  tower: 'Choose a tower room to start in',
  turn: 'Your turn: move, search, or another action',
  choose: 'Choose',
  secretDoor: 'A secret door: choose the wall it opens in',
  rune: 'Use a rune card now?',
  moveToken: 'Monster player: every token of this kind is in play; send one from the board',
};

const RUNE_USE: Record<string, string> = {
  test: 'the test you failed passes instead',
  trap: 'the trap does nothing',
};

export function labelView(view: QuestGameView, d: QuestDecision): LabelView {
  const h = d.seat >= 0 ? view.heroes[d.seat] : null;
  const explored = new Set(view.board.map((b) => b.at));
  const mine = h?.runes ?? [];
  return {
    pos: h?.pos ?? null,
    catacomb: h?.catacomb ?? null,
    explored: (at) => explored.has(at),
    rune: (card) => mine.find((r) => r.id === card)?.name ?? card,
    labels: (d.context.labels as string[] | undefined) ?? [],
    tokens: (d.context.tokens as { mark: number; at: Sq; monster: MonsterType }[] | undefined) ?? [],
  };
}

export function DecisionPanel(props: {
  view: QuestGameView;
  decision: QuestDecision;
  /** The deciding seat is a person holding the screen. */
  mine: boolean;
  busy: boolean;
  onAct(a: QuestAction): void;
}) {
  const { view, decision: d } = props;
  const who = view.heroes[d.seat]?.name ?? '';
  if (!props.mine)
    return (
      <section class="qg-decision waiting" data-testid="quest-decision" data-kind={d.kind} data-seat={d.seat}>
        <p class="muted" data-testid="quest-bot-thinking">
          {who} (a bot) is deciding…
        </p>
      </section>
    );
  const v = labelView(view, d);
  const src = typeof d.context.src === 'string' ? d.context.src : '';
  return (
    <section class="qg-decision" data-testid="quest-decision" data-kind={d.kind} data-seat={d.seat}>
      <h3>
        {who}: {TITLES[d.kind] ?? d.kind}
        {src && d.kind !== 'turn' ? ` (${src})` : ''}
      </h3>
      {d.kind === 'rune' && (
        <p class="muted">
          {RUNE_USE[String(d.context.use)] ?? String(d.context.use)}; the card is discarded once used.
        </p>
      )}
      {d.kind === 'turn' && d.actions.some((a) => a.type === 'move') && (
        <p class="muted">Or click a shaded space on the board.</p>
      )}
      <div class="qg-actions">
        {d.actions.map((a) => (
          <button
            type="button"
            key={actionKey(a)}
            data-testid={`quest-act-${actionKey(a)}`}
            class={a.type === 'leave' ? 'primary' : ''}
            disabled={props.busy}
            onClick={() => props.onAct(a)}
          >
            {actionLabel(a, v)}
          </button>
        ))}
      </div>
    </section>
  );
}
