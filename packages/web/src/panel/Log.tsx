/**
 * The log as a coach reads it (log-groups.ts): the turns as separators, one summary per
 * activation in its team's colour with its dice folded under it, other events as lines of their
 * own. Newest at the bottom, read in order like a chat (FUMBBL's log too); the box keeps the
 * newest in sight as lines come, unless the coach has scrolled up to read, then a button goes back.
 * Pointing at an entry (or tapping it) shows the squares and players it names on the board.
 */
import type { Game } from '@dungeonbowl/engine';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { teamColour } from '../colours.ts';
import type { LogLine } from '../log.ts';
import { GROUP_TESTID, groupLog, type LogEntry, type LogGroup } from '../log-groups.ts';
import type { Spots } from '../log-spots.ts';
import { useLogFocus } from './log-focus.ts';
import './log.css';

/** Entries shown at most: the oldest are left out of a long game's log. */
const SHOWN = 600;
/** Within this many pixels of the bottom counts as at the bottom. */
const SLACK = 12;

const tint = (team: number | undefined) =>
  team === undefined ? undefined : ({ '--team': teamColour(team) } as Record<string, string>);

export function Log({
  g,
  lines,
  onFocus,
}: {
  g: Game;
  lines: readonly LogLine[];
  /** The squares and players of the entry pointed at, for the board (null: none). */
  onFocus?(spots: Spots | null): void;
}) {
  const box = useRef<HTMLElement>(null);
  const [pinned, setPinned] = useState(true);
  const entries = useMemo(() => groupLog(g, lines), [g.players, lines.length, lines[lines.length - 1]]);
  const last = entries[entries.length - 1];
  const focus = useLogFocus(g, entries, onFocus);
  // After every change while pinned: the newest entry (or the summary it grew) in sight.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && pinned) el.scrollTop = el.scrollHeight;
  });
  const onScroll = () => {
    const el = box.current;
    if (el) setPinned(el.scrollTop + el.clientHeight >= el.scrollHeight - SLACK);
  };
  const from = Math.max(0, entries.length - SHOWN);
  return (
    <div class="log-wrap">
      <section class="log" data-testid="log" ref={box} aria-live="polite" onScroll={onScroll} {...focus}>
        {from > 0 && <div class="muted">({from} earlier entries not shown)</div>}
        {entries.slice(from).map((e) => (
          <Entry key={e.at} e={e} newest={e === last} />
        ))}
      </section>
      {!pinned && (
        <button
          type="button"
          class="log-newest secondary"
          data-testid="log-newest"
          onClick={() => {
            setPinned(true);
            const el = box.current;
            if (el) el.scrollTop = el.scrollHeight;
          }}
        >
          Newest ↓
        </button>
      )}
    </div>
  );
}

function Line({ l }: { l: LogLine }) {
  return (
    <div class={`line ${l.kind}`} style={tint(l.team)}>
      {l.text}
    </div>
  );
}

function Entry({ e, newest }: { e: LogEntry; newest: boolean }) {
  const mark: Record<string, string | number> = {
    'data-at': e.at,
    ...(newest ? { 'data-newest': 'true' } : {}),
  };
  if (e.kind === 'turn')
    return (
      <div class="log-turn" data-testid="log-turn" style={tint(e.line.team)} {...mark}>
        {e.line.text}
      </div>
    );
  if (e.kind === 'line')
    return (
      <div class="log-line" data-testid="log-line" {...mark}>
        <Line l={e.line} />
      </div>
    );
  return <Group e={e} mark={mark} />;
}

/** Unfolded near the log's bottom: its lines come into sight, its summary kept in sight. */
function showUnfolded(ev: Event) {
  const d = ev.currentTarget as HTMLDetailsElement;
  const log = d.closest<HTMLElement>('.log');
  if (!d.open || !log) return;
  const box = log.getBoundingClientRect();
  const own = d.getBoundingClientRect();
  const below = own.bottom - box.bottom;
  if (below > 0) log.scrollTop += Math.min(below, own.top - box.top);
}

/** A summary with its lines folded under it (a native <details>: keyboard and screen readers know it). */
function Group({ e, mark }: { e: LogGroup; mark: Record<string, string | number> }) {
  return (
    <details
      onToggle={showUnfolded}
      class={`log-act${e.big ? ' log-act-big' : ''}`}
      data-testid={GROUP_TESTID[e.what]}
      data-team={e.team ?? ''}
      style={tint(e.team)}
      {...mark}
    >
      <summary data-testid="log-summary">{e.summary}</summary>
      <div class="log-details" data-testid="log-details">
        {e.lines.map((l, i) => (
          <Line key={i} l={l} />
        ))}
      </div>
    </details>
  );
}
