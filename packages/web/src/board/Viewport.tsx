/**
 * The board's viewport: the SVG board drawn at a zoom of its own inside a scrolling box, so a big
 * dungeon stays readable on a laptop or a tablet. By default it fits the space, but never below
 * one CSS pixel per SVG unit (squares of 32 px, labels of 11 px and more): a dungeon larger than
 * the space then pans. Zoom: the wheel (around the pointer), a pinch, the − / + / Fit buttons and
 * the keys + - 0; pan: dragging, the scroll bars, the arrow keys (where the screen does not use
 * them for something else, as the replay does).
 */
import { dungeonOf, type Game } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CELL } from './Floor.tsx';
import { useGestures, type Zoomer } from './gestures.ts';
import './viewport.css';

/** The fit never draws smaller than this (squares of CELL px): readable, and a finger's width. */
export const MIN_FIT = 1;
/** Nor larger than this on a big screen: a square of 64 px is plenty. */
const MAX_FIT = 2;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
/** One press of + or −. */
const STEP = 1.25;
/** One press of an arrow key pans this many squares. */
const PAN_SQUARES = 3;

interface Props {
  g: Game;
  /** The arrow keys pan (off where the screen uses them, as the replay does). */
  arrows?: boolean;
  children: ComponentChildren;
}

interface View {
  scale: number;
  /** Following the space (the default, and after Fit) rather than a zoom the coach chose. */
  fit: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The scale that shows the whole board in the box, kept between the readable minimum and MAX_FIT. */
function fitScale(box: HTMLElement, w: number, h: number): number {
  const whole = Math.min(box.offsetWidth / w, box.offsetHeight / h);
  return clamp(whole, MIN_FIT, MAX_FIT);
}

function sizeSheet(sheet: HTMLElement, w: number, h: number, scale: number): void {
  sheet.style.width = `${w * scale}px`;
  sheet.style.height = `${h * scale}px`;
}

/**
 * The zoom of the board drawn `w` x `h` (SVG units) in the scrolling box: fitted before the first
 * paint and whenever the space changes while fitting; the gestures and the keys wired.
 */
function useZoom(w: number, h: number, arrows: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, fit: true });
  const cur = useRef(view);

  /** Draws at `scale`, keeping the board point under (x, y) (client px; the box's middle by default) still. */
  const zoomTo = (next: number, x?: number, y?: number, fit = false) => {
    const el = box.current;
    const s = sheet.current;
    if (!el || !s) return;
    const scale = clamp(next, MIN_ZOOM, MAX_ZOOM);
    const r = el.getBoundingClientRect();
    const cx = x ?? r.left + el.clientWidth / 2;
    const cy = y ?? r.top + el.clientHeight / 2;
    const before = s.getBoundingClientRect();
    const bx = (cx - before.left) / cur.current.scale;
    const by = (cy - before.top) / cur.current.scale;
    sizeSheet(s, w, h, scale);
    const after = s.getBoundingClientRect();
    el.scrollLeft += after.left + bx * scale - cx;
    el.scrollTop += after.top + by * scale - cy;
    cur.current = { scale, fit };
    setView(cur.current);
  };
  // The gestures, wired once, reach this render's zoomTo (the dungeon's size may change).
  const zoomRef = useRef(zoomTo);
  zoomRef.current = zoomTo;
  const zoomer = useRef<Zoomer>({
    scale: () => cur.current.scale,
    zoomTo: (s, x, y) => zoomRef.current(s, x, y),
  }).current;
  const fit = () => {
    const el = box.current;
    if (el) zoomTo(fitScale(el, w, h), undefined, undefined, true);
  };
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    fit();
    // The first picture shows the middle of a dungeon larger than the space.
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    const watch = new ResizeObserver(() => cur.current.fit && fit());
    watch.observe(el);
    return () => watch.disconnect();
  }, [w, h]);
  useGestures(box, zoomer);
  useZoomKeys(arrows, {
    zoomIn: () => zoomTo(cur.current.scale * STEP),
    zoomOut: () => zoomTo(cur.current.scale / STEP),
    fit,
    pan: (dx, dy) =>
      box.current?.scrollBy(
        dx * PAN_SQUARES * CELL * cur.current.scale,
        dy * PAN_SQUARES * CELL * cur.current.scale,
      ),
  });
  return { box, sheet, view, zoomer, fit };
}

export function Viewport({ g, arrows = true, children }: Props) {
  const d = dungeonOf(g);
  const w = d.width * CELL;
  const h = d.height * CELL;
  const { box, sheet, view, zoomer, fit } = useZoom(w, h, arrows);
  return (
    <>
      <div
        class="viewport-scroll"
        ref={box}
        data-testid="board-viewport"
        data-scale={view.scale.toFixed(3)}
        data-fit={view.fit ? 'true' : 'false'}
      >
        <div
          class="viewport-sheet"
          ref={sheet}
          style={{ width: `${w * view.scale}px`, height: `${h * view.scale}px` }}
        >
          {children}
        </div>
      </div>
      <ZoomControls view={view} zoomer={zoomer} fit={fit} />
    </>
  );
}

/** The − / + / Fit buttons and the zoom in per cent. */
function ZoomControls({ view, zoomer, fit }: { view: View; zoomer: Zoomer; fit(): void }) {
  return (
    <div class="zoom-controls">
      <button
        type="button"
        data-testid="zoom-out"
        title="Zoom out (−)"
        onClick={() => zoomer.zoomTo(view.scale / STEP)}
      >
        −
      </button>
      <span class="zoom-level" data-testid="zoom-level">
        {Math.round(view.scale * 100)}%
      </span>
      <button
        type="button"
        data-testid="zoom-in"
        title="Zoom in (+)"
        onClick={() => zoomer.zoomTo(view.scale * STEP)}
      >
        +
      </button>
      <button
        type="button"
        data-testid="zoom-fit"
        title="Fit the board to the space (0)"
        onClick={fit}
        aria-pressed={view.fit}
      >
        Fit
      </button>
    </div>
  );
}

interface KeyActions {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  pan(dx: number, dy: number): void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * + - 0 and the arrows, unless typing in a field or a dialog is open; Ctrl or Cmd with them is the
 * browser's own zoom and is left alone. The handler is read from a ref set at each render.
 */
function useZoomKeys(arrows: boolean, act: KeyActions): void {
  const ref = useRef(act);
  ref.current = act;
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if ((e.target as HTMLElement)?.closest?.('input, select, textarea, .modal')) return;
      const a = ref.current;
      if (e.key === '+' || e.key === '=') a.zoomIn();
      else if (e.key === '-' || e.key === '_') a.zoomOut();
      else if (e.key === '0') a.fit();
      else if (arrows && ARROWS[e.key]) a.pan(...ARROWS[e.key]);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [arrows]);
}
