/**
 * Pointing at the log: the entry under a mouse, a keyboard's focus or a tap (a second tap lets go),
 * told to the play screen as the squares and players it names (log-spots.ts), so the board shows
 * them; a mouse leaving the log lets go. Event handlers for the log's box: one set for all entries,
 * which carry `data-at`.
 */
import type { Game } from '@dungeonbowl/engine';
import { useEffect, useRef } from 'preact/hooks';
import type { LogEntry } from '../log-groups.ts';
import { entrySpots, type Spots } from '../log-spots.ts';

/**
 * The entry pointed at, as the log now has it: its squares and players (where they stand now), or
 * null when it is gone (an undo took it back).
 */
export function spotsNow(g: Game, entries: readonly LogEntry[], at: number | null): Spots | null {
  const entry = at === null ? undefined : entries.find((x) => x.at === at);
  return entry ? entrySpots(g, entry) : null;
}

/**
 * What the board outlines for `viewer`: only what that coach pointed at. A tap holds its outline
 * until a second tap, so without this the next coach at a passed screen would see it, a face-down
 * trap counter's square among them.
 */
export interface LogFocusOf {
  viewer: number;
  spots: Spots;
}
export const focusFor = (f: LogFocusOf | null, viewer: number): Spots | null =>
  f?.viewer === viewer ? f.spots : null;

/** The log box's handlers; `onFocus` hears the entry's squares and players, or null. */
export function useLogFocus(g: Game, entries: LogEntry[], onFocus?: (spots: Spots | null) => void) {
  const focused = useRef<number | null>(null);
  const touch = useRef(false);
  // The log changed (a new line, an undo): the outline follows the entry, or goes with it.
  useEffect(() => {
    if (!onFocus || focused.current === null) return;
    const spots = spotsNow(g, entries, focused.current);
    if (!spots) focused.current = null;
    onFocus(spots);
  }, [entries]);
  // The log is shown no more (another coach's, after the screen was passed): nothing outlined.
  useEffect(() => () => onFocus?.(null), []);
  const tell = (at: number | null) => {
    if (!onFocus || at === focused.current) return;
    focused.current = at;
    onFocus(spotsNow(g, entries, at));
  };
  const atOf = (ev: Event) => {
    const el = (ev.target as Element | null)?.closest?.('[data-at]');
    return el ? Number(el.getAttribute('data-at')) : null;
  };
  return {
    onPointerDown: (ev: PointerEvent) => {
      touch.current = ev.pointerType === 'touch';
    },
    onPointerOver: (ev: PointerEvent) => ev.pointerType !== 'touch' && tell(atOf(ev)),
    onPointerLeave: (ev: PointerEvent) => ev.pointerType !== 'touch' && tell(null),
    // A keyboard's focus on a summary counts as pointing at it (a tap's focus is the tap's).
    onFocusIn: (ev: FocusEvent) => !touch.current && tell(atOf(ev)),
    onClick: (ev: MouseEvent) => {
      if (!touch.current) return;
      const at = atOf(ev);
      tell(at === focused.current ? null : at);
    },
  };
}
