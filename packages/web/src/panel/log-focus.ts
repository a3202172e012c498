/**
 * Pointing at the log: the entry under a mouse, a keyboard's focus or a tap (a second tap lets go),
 * told to the play screen as the squares and players it names (log-spots.ts), so the board shows
 * them; a mouse leaving the log lets go. Event handlers for the log's box: one set for all entries,
 * which carry `data-at`.
 */
import type { Game } from '@dungeonbowl/engine';
import { useRef } from 'preact/hooks';
import type { LogEntry } from '../log-groups.ts';
import { entrySpots, type Spots } from '../log-spots.ts';

/** The log box's handlers; `onFocus` hears the entry's squares and players, or null. */
export function useLogFocus(g: Game, entries: LogEntry[], onFocus?: (spots: Spots | null) => void) {
  const focused = useRef<number | null>(null);
  const touch = useRef(false);
  const tell = (at: number | null) => {
    if (!onFocus || at === focused.current) return;
    focused.current = at;
    const entry = at === null ? undefined : entries.find((x) => x.at === at);
    onFocus(entry ? entrySpots(g, entry) : null);
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
