/** The log of events, newest at the bottom, each die with what it was for. */
import { useEffect, useRef } from 'preact/hooks';
import { teamColour } from '../colours.ts';
import type { LogLine } from '../log.ts';

const SHOWN = 400;

export function Log({ lines }: { lines: LogLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  const count = lines.length;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  const from = Math.max(0, count - SHOWN);
  return (
    <section class="log" data-testid="log" ref={box} aria-live="polite">
      {from > 0 && <div class="muted">({from} earlier lines not shown)</div>}
      {lines.slice(from).map((l, i) => (
        <div
          key={from + i}
          class={`line ${l.kind}`}
          style={l.team !== undefined ? { borderLeftColor: teamColour(l.team) } : undefined}
        >
          {l.text}
        </div>
      ))}
    </section>
  );
}
