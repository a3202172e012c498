/**
 * The decision panel: what the engine waits for, the selected player's action menu, the buttons
 * for dice decisions (block dice, re-rolls, follow-up, push squares...), and every legal action
 * as a plain list so no decision is ever out of reach.
 */
import type { Action, Decision as EngineDecision, Game } from '@dungeonbowl/engine';
import { useState } from 'preact/hooks';
import { type Choice, type Pick, pathDiceMarks } from '../choices.ts';
import { describeDecision, selectedPrompt } from '../describe.ts';
import { actionKey, actionLabel } from '../labels.ts';
import { decisionButtons, groupLabel, type MenuGroup, menuGroups, picksTarget } from '../menu.ts';
import { MARKER_WORDS, sqX, sqY, teamName, trapWord } from '../names.ts';
import { type MarkerKind, markerKinds } from '../play/selection.ts';
import { BlockDice } from './BlockDice.tsx';
import './preview-info.css';

/** Test ids the browser tests rely on (docs/web.md). */
export function buttonTestId(g: Game, a: Action): string {
  switch (a.type) {
    case 'endTurn':
      return 'end-turn';
    case 'endActivation':
      return 'end-activation';
    case 'reroll':
      return a.source === 'team' ? 'reroll-team' : `reroll-skill-${a.skill ?? ''}`;
    case 'noReroll':
      return 'no-reroll';
    case 'followUp':
      return a.yes ? 'follow-up-yes' : 'follow-up-no';
    case 'pushTo':
      return `push-${sqX(g, a.sq)}-${sqY(g, a.sq)}`;
    default:
      return `act-${actionKey(a)}`;
  }
}

export interface DecisionProps {
  g: Game;
  d: EngineDecision | null;
  /** The viewer may decide (a person's decision, nothing running). */
  enabled: boolean;
  botThinking: boolean;
  selected: number | null;
  pick: Pick | null;
  onAct(a: Action[]): void;
  onEndTurn(): void;
  onPick(p: Pick | null): void;
  /** [000]: the trap marker kind being placed, and choosing another. */
  marker?: MarkerKind | null;
  onMarker?(k: MarkerKind): void;
  /** What a click on the board would do (hovered, or clicked once: `armed`), and confirming it. */
  preview?: { choice: Choice; armed: boolean } | null;
  /** Why the last click did nothing. */
  notice?: string | null;
  /** A choice on the board waits for a second click (play/clicks.ts `confirmsTwice`). */
  twoClicks?: boolean;
  /** A button for a square (a push) is pointed at: its square is shown on the board, or none. */
  onHoverSquare?(sq: number | null): void;
  onConfirm?(): void;
  onCancel?(): void;
}

/**
 * The preview of a board click in words: the choice (the dice and the chance, or the block's
 * dice, who picks and the odds), each die of a path, and how to confirm: a second click on the
 * spot, or Confirm here (Escape or Cancel drops it).
 */
function PreviewInfo(props: DecisionProps) {
  const p = props.preview;
  if (!p) return null;
  const dice = p.choice.path ? pathDiceMarks(props.g, p.choice.path) : [];
  return (
    <div class="preview-info" data-testid="preview-info" data-armed={p.armed ? 'true' : 'false'}>
      <div>{p.choice.label}</div>
      {dice.length > 0 && (
        <ul data-testid="preview-dice">
          {dice.map((d) => (
            <li key={d.words}>{d.words}</li>
          ))}
        </ul>
      )}
      {p.armed ? (
        <div>
          <span class="muted">Click it again to confirm, or </span>
          <button type="button" data-testid="preview-confirm" onClick={() => props.onConfirm?.()}>
            Confirm
          </button>{' '}
          <button type="button" data-testid="preview-cancel" onClick={() => props.onCancel?.()}>
            Cancel
          </button>
        </div>
      ) : (
        <div class="muted">
          {props.twoClicks === false ? 'Click to choose it.' : 'Click to choose it; a second click confirms.'}
        </div>
      )}
    </div>
  );
}

/**
 * [000] The coach names each trap marker's kind as it places it: a button per kind with how many
 * are left (`trap-kind-<kind>`, pressed for the kind being placed); then a click on a square
 * places one of that kind. Shown only to the coach placing them.
 */
function TrapKinds(props: DecisionProps) {
  const kinds = markerKinds(props.d);
  if (kinds.length === 0 || !props.enabled) return null;
  return (
    <fieldset class="trap-kinds" data-testid="trap-kinds">
      <legend class="muted">Kind of marker to place:</legend>
      {kinds.map(({ kind, left }) => (
        <button
          type="button"
          key={kind}
          data-testid={`trap-kind-${kind}`}
          aria-pressed={props.marker === kind}
          class={props.marker === kind ? 'active' : ''}
          onClick={() => props.onMarker?.(kind)}
        >
          {MARKER_WORDS[kind]?.[0] ?? kind} ({left} left)
        </button>
      ))}
    </fieldset>
  );
}

/**
 * A decision another coach may not see into: [000]'s trap markers, whose kinds left (and the
 * kinds of the actions) would tell which marker went where. Only the coach placing them sees it.
 */
function secretFor(g: Game, d: EngineDecision | null, enabled: boolean): string | null {
  if (enabled || d?.kind !== 'placeTrap' || !d.context.markers) return null;
  return `${teamName(g, d.team)} places its ${trapWord(g)}s face down`;
}

function Menu(props: DecisionProps & { groups: MenuGroup[] }) {
  const { g } = props;
  return (
    <div class="menu" data-testid="action-menu">
      {props.groups.map((m) => (
        <button
          type="button"
          key={m.key}
          data-testid={m.key === 'endActivation' ? 'end-activation' : `menu-${m.key}`}
          class={props.pick?.title === m.label ? 'active' : ''}
          disabled={!props.enabled}
          onClick={() =>
            picksTarget(m) ? props.onPick({ title: m.label, actions: m.actions }) : props.onAct(m.actions)
          }
        >
          {groupLabel(g, props.d, m)}
        </button>
      ))}
    </div>
  );
}

/**
 * What to click for a pick: a pass aims at a receiver or a square; a declaration (a Blitz, a
 * Foul) at a player; anything else at its target.
 */
function pickHow(pick: Pick): string {
  if (pick.actions.some((a) => a.type === 'pass' || a.type === 'throwBomb'))
    return 'click a receiver or a square';
  if (pick.actions.every((a) => a.type === 'activate' && a.target !== undefined))
    return 'click the opponent to target';
  return 'click a target';
}

/**
 * A target pick (a pass, a blitz's target...): the board is the way (targets shaded, with band
 * and odds for a pass); the panel sums them up and keeps a collapsed list for the keyboard.
 */
function PickList(props: DecisionProps & { pick: Pick }) {
  const { pick } = props;
  const receivers = pick.actions.filter((a) => a.type === 'pass' && props.g.occ[a.to] >= 0).length;
  const more = receivers > 0 ? `: ${receivers} team-mate${receivers > 1 ? 's' : ''} in range` : '';
  return (
    <div class="pick" data-testid="pick">
      <div>
        <strong>{pick.title}</strong>: {pickHow(pick)} on the board ({pick.actions.length} targets{more}),
        then click it again to confirm.{' '}
        <button type="button" data-testid="pick-cancel" onClick={() => props.onPick(null)}>
          Cancel
        </button>
      </div>
      <details class="pick-more" data-testid="pick-list">
        <summary>Or choose from a list</summary>
        <div class="pick-list">
          {pick.actions.map((a) => (
            <button
              type="button"
              key={actionKey(a)}
              data-testid={`pick-${actionKey(a)}`}
              onClick={() => props.onAct([a])}
            >
              {actionLabel(props.g, a, props.d)}
            </button>
          ))}
        </div>
      </details>
    </div>
  );
}

function AllActions(props: DecisionProps) {
  const [open, setOpen] = useState(false);
  const list = props.d?.actions ?? [];
  return (
    <details
      class="all-actions"
      data-testid="all-actions"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>All legal actions ({list.length})</summary>
      {open && (
        <div class="pick-list">
          {list.map((a) => (
            <button
              type="button"
              key={actionKey(a)}
              data-testid={`raw-${actionKey(a)}`}
              disabled={!props.enabled}
              onClick={() => props.onAct([a])}
            >
              {actionLabel(props.g, a, props.d)}
            </button>
          ))}
        </div>
      )}
    </details>
  );
}

/**
 * At the start of a team turn under [002], one player may come on: a reserve at an entrance or
 * through a teleporter, or, with no reserves, a KO'd player rushed in on a 6. Said in words, since
 * the players are picked in the dugout.
 */
function EntryHint({ d }: { d: EngineDecision }) {
  if (d.kind !== 'teamTurn') return null;
  const reserve = d.actions.some((a) => a.type === 'enterReserve');
  const rush = d.actions.some((a) => a.type === 'koRush');
  if (!reserve && !rush) return null;
  return (
    <p class="entry-hint muted" data-testid="entry-hint">
      {reserve
        ? 'One player may come on from the reserves this turn: pick one in your dugout, then an entrance square (or a teleporter).'
        : "No reserves: a KO'd player may try to rush in (a 6 on a D6, then a random teleporter). Pick one in your dugout."}
    </p>
  );
}

/**
 * A button for a square (a push, a free move): pointing at it or focusing it shows its square on
 * the board, as hovering the square does.
 */
function squareHover(props: DecisionProps, a: Action) {
  if ((a.type !== 'pushTo' && a.type !== 'moveTo') || !props.onHoverSquare) return {};
  const on = () => props.onHoverSquare?.(a.sq);
  const off = () => props.onHoverSquare?.(null);
  return { onMouseEnter: on, onMouseLeave: off, onFocus: on, onBlur: off };
}

/** The decision in words; in the team turn with a player selected, what that player can do. */
function promptWords({ g, d, selected, enabled }: DecisionProps): string {
  if (d?.kind === 'teamTurn' && enabled && selected !== null && g.players[selected])
    return selectedPrompt(g, d, selected);
  return describeDecision(g, d);
}

export function Decision(props: DecisionProps) {
  const { g, d } = props;
  const secret = secretFor(g, d, props.enabled);
  // Another coach's decision, shown without its actions (online: only the decider is sent them).
  const waiting = !props.enabled && !!d && d.actions.length === 0 && !props.botThinking;
  const groups = menuGroups(d, props.selected);
  const buttons = secret ? [] : decisionButtons(g, d);
  return (
    <section class="decision" data-testid="decision" data-team={d?.team ?? ''}>
      <div class="prompt">
        {d && <span class="muted">{teamName(g, d.team)}: </span>}
        {props.botThinking
          ? 'the bot is thinking…'
          : waiting
            ? (secret ?? 'deciding; their move shows here when it is made')
            : (secret ?? promptWords(props))}
      </div>
      {props.notice && (
        <div class="click-notice" data-testid="click-notice" role="status">
          {props.notice}
        </div>
      )}
      <PreviewInfo {...props} />
      <TrapKinds {...props} />
      {d && <BlockDice g={g} d={d} enabled={props.enabled} onChoose={(a) => props.onAct([a])} />}
      {d && <EntryHint d={d} />}
      {groups.length > 0 && <Menu {...props} groups={groups} />}
      {props.pick && <PickList {...props} pick={props.pick} />}
      <div class="buttons">
        {buttons.map((c) => {
          const a = c.actions[0];
          return (
            <button
              type="button"
              key={c.key}
              data-testid={buttonTestId(g, a)}
              class={a.type === 'endTurn' ? 'end-turn' : ''}
              disabled={!props.enabled}
              {...squareHover(props, a)}
              onClick={() => {
                // The button goes with the decision: its square is no longer pointed at.
                props.onHoverSquare?.(null);
                if (a.type === 'endTurn') props.onEndTurn();
                else props.onAct(c.actions);
              }}
            >
              {c.label}
            </button>
          );
        })}
      </div>
      {d && !secret && !waiting && <AllActions {...props} />}
    </section>
  );
}
