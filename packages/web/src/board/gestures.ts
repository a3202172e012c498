/**
 * The board viewport's gestures: the wheel zooms around the pointer (Shift+wheel scrolls, as
 * the browser does), a mouse drag pans (the click that ends a drag acts on nothing), two fingers
 * pinch to zoom. One finger pans by the browser's own scrolling (touch-action: pan-x pan-y), so
 * it keeps its momentum.
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

export interface Zoomer {
  scale(): number;
  /** Draws at `scale`, keeping the board point under the client point (x, y) still. */
  zoomTo(scale: number, x?: number, y?: number): void;
}

/** A press that moves less than this is a click, not a drag. */
const DRAG_PX = 6;

function wheelZoom(box: HTMLElement, z: Zoomer): () => void {
  const wheel = (e: WheelEvent) => {
    if (e.shiftKey) return;
    e.preventDefault();
    // Lines (Firefox) count as ~16 px; a mouse notch of 100 px zooms by about a fifth.
    const px = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    z.zoomTo(z.scale() * Math.exp(-px * 0.002), e.clientX, e.clientY);
  };
  box.addEventListener('wheel', wheel, { passive: false });
  return () => box.removeEventListener('wheel', wheel);
}

function dragPan(box: HTMLElement): () => void {
  let start: { x: number; y: number; left: number; top: number } | null = null;
  let dragged = false;
  const down = (e: PointerEvent) => {
    // Every press starts afresh: a drag that ended outside the box left no click to swallow.
    dragged = false;
    if (e.pointerType !== 'mouse' || e.button !== 0) return;
    start = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop };
  };
  const move = (e: PointerEvent) => {
    if (!start || !(e.buttons & 1)) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (!dragged && Math.hypot(dx, dy) < DRAG_PX) return;
    if (!dragged) box.classList.add('dragging');
    dragged = true;
    box.scrollLeft = start.left - dx;
    box.scrollTop = start.top - dy;
  };
  const up = () => {
    start = null;
    box.classList.remove('dragging');
  };
  // Caught before the board's own handler: the click that ends a drag is no move.
  const click = (e: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    e.stopPropagation();
    e.preventDefault();
  };
  box.addEventListener('pointerdown', down);
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  box.addEventListener('click', click, true);
  return () => {
    box.removeEventListener('pointerdown', down);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    box.removeEventListener('click', click, true);
  };
}

function pinchZoom(box: HTMLElement, z: Zoomer): () => void {
  let pinch: { dist: number; scale: number } | null = null;
  const spread = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
  const start = (e: TouchEvent) => {
    pinch = e.touches.length === 2 ? { dist: spread(e.touches), scale: z.scale() } : null;
  };
  const move = (e: TouchEvent) => {
    if (!pinch || e.touches.length !== 2) return;
    if (e.cancelable) e.preventDefault();
    const [a, b] = [e.touches[0], e.touches[1]];
    const ratio = spread(e.touches) / Math.max(1, pinch.dist);
    z.zoomTo(pinch.scale * ratio, (a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2);
  };
  const end = (e: TouchEvent) => {
    if (e.touches.length < 2) pinch = null;
  };
  box.addEventListener('touchstart', start, { passive: true });
  box.addEventListener('touchmove', move, { passive: false });
  box.addEventListener('touchend', end);
  box.addEventListener('touchcancel', end);
  return () => {
    box.removeEventListener('touchstart', start);
    box.removeEventListener('touchmove', move);
    box.removeEventListener('touchend', end);
    box.removeEventListener('touchcancel', end);
  };
}

/** Wires the gestures to the scrolling box for as long as it lives. */
export function useGestures(box: RefObject<HTMLElement>, z: Zoomer): void {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const offs = [wheelZoom(el, z), dragPan(el), pinchZoom(el, z)];
    return () => {
      for (const off of offs) off();
    };
  }, []);
}
