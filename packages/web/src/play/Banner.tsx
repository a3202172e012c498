/**
 * The banners of the moments a coach must not miss (play/banners.ts): shown for a few seconds at
 * the top edge of the board, never in the way of a click (pointer-events: none), read out by screen readers
 * (aria-live), with a beep when the coach turned sound on. A turnover's cause is drawn as dice.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import { teamColour } from '../colours.ts';
import { SYMBOL } from '../panel/BlockDice.tsx';
import { PIPS } from '../pips.ts';
import { words } from '../words.ts';
import { BANNER_MS, type Banner, type BannerFeed, beep, type Cause } from './banners.ts';
import './banner.css';

export function Banners({ feed }: { feed: BannerFeed | null }) {
  const [, tick] = useReducer((x: number, _: number) => x + 1, 0);
  const beeped = useRef(feed?.items.at(-1)?.id ?? 0);
  const shown = feed?.showing() ?? [];
  const newest = shown.at(-1);
  // A beep for each banner once, and a redraw when the oldest one shown is due to go.
  useEffect(() => {
    for (const b of shown) if (b.id > beeped.current) beep(b.kind);
    if (newest) beeped.current = Math.max(beeped.current, newest.id);
    if (shown.length === 0) return;
    const left = BANNER_MS - (performance.now() - shown[0].at);
    const t = setTimeout(() => tick(0), Math.max(50, left + 20));
    return () => clearTimeout(t);
  }, [newest?.id, shown.length]);
  return (
    <div class="banners" role="status" aria-live="polite" data-testid="banners">
      {shown.map((b) => (
        <BannerLine key={b.id} b={b} />
      ))}
    </div>
  );
}

function BannerLine({ b }: { b: Banner }) {
  const colour = b.team === undefined ? undefined : teamColour(b.team);
  return (
    <div
      class={`banner ${b.kind}`}
      data-testid="banner"
      data-kind={b.kind}
      style={colour ? { borderLeftColor: colour } : undefined}
    >
      {b.cause && <CauseDice cause={b.cause} />}
      <span class="banner-text">
        <strong>{b.text}</strong>
        {b.detail && <span class="banner-detail">{b.detail}</span>}
      </span>
    </div>
  );
}

function CauseDice({ cause }: { cause: Cause }) {
  if (cause.kind === 'die')
    return (
      <span class="banner-dice" data-testid="banner-die" data-value={cause.roll}>
        <DieFace value={cause.roll} size={24} />
        <span class="banner-need">
          {words(cause.test)}: {cause.needed}+ needed
        </span>
      </span>
    );
  return (
    <span class="banner-dice" data-testid="banner-block-dice">
      {cause.faces.map((f, i) => (
        <span key={i} class={`die-face mini ${f}${f === cause.face ? ' chosen' : ''}`} title={words(f)}>
          <span class="sym">{SYMBOL[f] ?? '?'}</span>
        </span>
      ))}
    </span>
  );
}

/** A die showing `value`: pips for 1-6, the number for a larger die's face. */
export function DieFace({ value, size = 30 }: { value: number; size?: number }) {
  const pips = PIPS[value];
  return (
    <svg class="die" viewBox="0 0 30 30" width={size} height={size} role="img" aria-label={`a ${value}`}>
      <rect x="1" y="1" width="28" height="28" rx="6" fill="#fff" stroke="#222" stroke-width="2" />
      {pips ? (
        pips.map((p) => (
          <circle key={p} cx={8 + (p % 3) * 7} cy={8 + Math.floor(p / 3) * 7} r="2.6" fill="#222" />
        ))
      ) : (
        <text x="15" y="20" text-anchor="middle" font-size="14" font-weight="700" fill="#222">
          {value}
        </text>
      )}
    </svg>
  );
}
