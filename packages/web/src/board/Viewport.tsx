/**
 * The board's viewport: the SVG board drawn at a zoom of its own inside a scrolling box, so a big
 * dungeon stays readable on a laptop or a tablet. By default it fits the space, but never below
 * one CSS pixel per SVG unit (squares of 32 px, labels of 11 px and more): a dungeon larger than
 * the space then pans. Zoom: the wheel (around the pointer), a pinch, the − / + / Fit buttons and
 * the keys + - 0; pan: dragging, the scroll bars, the arrow keys (where the screen does not use
 * them for something else, as the replay does). When the board is larger than the space, the zoom
 * row says it can be dragged, and a Whole button zooms out below the readable size to show all of
 * it. The game screen gives it the coach's own area to bring in sight (board/focus.ts).
 */
import { dungeonOf, type Game } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CELL } from './Floor.tsx';
import { type Focus, focusScroll } from './focus.ts';
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
  /** The area to bring in sight when its key is new (board/focus.ts). */
  focus?: Focus | null;
  children: ComponentChildren;
}

/** How the board sits in the space: larger than it (it pans), and the scale that shows all of it. */
interface Room {
  pans: boolean;
  whole: number;
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
  const [room, setRoom] = useState<Room>({ pans: false, whole: 1 });
  const measure = () => {
    const el = box.current;
    if (!el) return;
    const pans = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const whole = Math.min(el.offsetWidth / w, el.offsetHeight / h);
    setRoom((r) => (r.pans === pans && Math.abs(r.whole - whole) < 0.001 ? r : { pans, whole }));
  };

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
    const watch = new ResizeObserver(() => {
      if (cur.current.fit) fit();
      measure();
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [w, h]);
  // After every drawing: does the board pan now?
  useLayoutEffect(measure);
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
  const whole = () => zoomTo(room.whole);
  return { box, sheet, view, zoomer, fit, room, whole };
}

/** Scrolls the box so the focus's squares are in sight (nothing when they are already). */
function scrollToFocus(el: HTMLDivElement, s: HTMLDivElement, focus: Focus, width: number, scale: number) {
  const r = el.getBoundingClientRect();
  const at = s.getBoundingClientRect();
  const span = (origin: number, size: number, scroll: number, all: number) => ({
    origin,
    size,
    scroll,
    max: Math.max(0, all - size),
  });
  const to = focusScroll(
    focus.squares,
    width,
    CELL * scale,
    span(at.left - r.left - el.clientLeft + el.scrollLeft, el.clientWidth, el.scrollLeft, el.scrollWidth),
    span(at.top - r.top - el.clientTop + el.scrollTop, el.clientHeight, el.scrollTop, el.scrollHeight),
  );
  if (to) el.scrollTo(to.left, to.top);
}

/**
 * Brings the focus's squares in sight when its key is new and they are not in sight already:
 * only on a change of who decides or what about, never while the coach pans. Returns a way to
 * bring them in sight again at once (after Fit, which would otherwise show the middle).
 */
function useFocus(
  box: { current: HTMLDivElement | null },
  sheet: { current: HTMLDivElement | null },
  focus: Focus | null | undefined,
  width: number,
  scale: number,
): () => void {
  const done = useRef(new Set<string>());
  const latest = useRef({ focus, scale });
  latest.current = { focus, scale };
  useLayoutEffect(() => {
    const el = box.current;
    const s = sheet.current;
    if (!focus || !el || !s || done.current.has(focus.key)) return;
    done.current.add(focus.key);
    scrollToFocus(el, s, focus, width, scale);
  }, [focus?.key]);
  // After the next drawing, at the zoom it has then.
  return () =>
    requestAnimationFrame(() => {
      const { focus: f, scale: sc } = latest.current;
      if (f && box.current && sheet.current) scrollToFocus(box.current, sheet.current, f, width, sc);
    });
}

export function Viewport({ g, arrows = true, focus, children }: Props) {
  const d = dungeonOf(g);
  const w = d.width * CELL;
  const h = d.height * CELL;
  const { box, sheet, view, zoomer, fit, room, whole } = useZoom(w, h, arrows);
  const inSight = useFocus(box, sheet, focus, d.width, view.scale);
  // Fit shows the coach's own area, not the middle of a dungeon larger than the space.
  const fitHere = () => {
    fit();
    inSight();
  };
  return (
    <>
      <div
        class="viewport-scroll"
        ref={box}
        data-testid="board-viewport"
        data-scale={view.scale.toFixed(3)}
        data-fit={view.fit ? 'true' : 'false'}
        data-pans={room.pans ? 'true' : 'false'}
      >
        <div
          class="viewport-sheet"
          ref={sheet}
          style={{ width: `${w * view.scale}px`, height: `${h * view.scale}px` }}
        >
          {children}
        </div>
      </div>
      <ZoomControls view={view} zoomer={zoomer} fit={fitHere} room={room} whole={whole} />
    </>
  );
}

/**
 * The − / + / Fit buttons and the zoom in per cent. Fit is the default view: the whole dungeon
 * when its squares stay at least 32 px, else squares of 32 px (the button says so) and a Whole
 * button to see all of it smaller. A board larger than the space says it can be dragged.
 */
function ZoomControls(props: { view: View; zoomer: Zoomer; fit(): void; room: Room; whole(): void }) {
  const { view, zoomer, fit, room } = props;
  const fitsWhole = room.whole >= MIN_FIT;
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
        title={
          fitsWhole
            ? 'Fit the whole board to the space (0)'
            : 'Squares of 32 px, the smallest readable size; the board pans (0)'
        }
        onClick={fit}
        aria-pressed={view.fit}
      >
        {fitsWhole ? 'Fit' : 'Fit 32 px'}
      </button>
      {!fitsWhole && (
        <button
          type="button"
          data-testid="zoom-whole"
          title="The whole dungeon, smaller than the readable size"
          onClick={props.whole}
        >
          Whole
        </button>
      )}
      {room.pans && (
        <span class="pan-hint" data-testid="pan-hint">
          drag to move the board
        </span>
      )}
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
