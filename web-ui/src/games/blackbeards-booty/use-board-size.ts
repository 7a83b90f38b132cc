// The board's side in CSS px: as large as the screen allows with what must stay in view. Beside
// the score race (a landscape screen) it takes the height left under the header; above the rest
// (portrait, phone) the height left under what comes before it, and never more than the width.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** Landscape screens put the board beside the race (booty.css says the same). */
const SIDE_BY_SIDE = '(min-aspect-ratio: 1/1) and (min-width: 700px)';
/** The side column's least width beside the board, and the gap between them. */
const SIDE_MIN = 280;
const GAP = 16;
/** Room under the board, so its bottom edge does not touch the screen's. */
const BELOW = 10;
/** Six rows of 44 px touch targets, with the board's gaps and border. */
const LEAST = 292;
const MOST = 760;

export function useBoardSize(screen: RefObject<HTMLElement>, frame: RefObject<HTMLElement>): number | null {
  const [size, setSize] = useState<number | null>(null);
  const again = useRef<() => void>(() => {});
  // After every drawing of the screen: a line above the board (a refusal's reason) moves it down.
  useLayoutEffect(() => again.current());
  useLayoutEffect(() => {
    let queued = 0;
    const measure = () => {
      queued = 0;
      const s = screen.current;
      const f = frame.current;
      if (!s || !f) return;
      const top = f.getBoundingClientRect().top + window.scrollY;
      const tall = window.innerHeight - top - BELOW;
      const wide = window.matchMedia(SIDE_BY_SIDE).matches ? s.clientWidth - SIDE_MIN - GAP : s.clientWidth;
      setSize(Math.round(Math.max(LEAST, Math.min(MOST, tall, wide))));
    };
    // Measured in the next frame: what changed has been laid out, and a size set from a resize
    // observer's callback does not resize what it observes within the same frame.
    const later = () => {
      if (!queued) queued = requestAnimationFrame(measure);
    };
    measure();
    again.current = later;
    // The page's size, and the screen's: a header or a line above the board changed in height.
    const seen = new ResizeObserver(later);
    seen.observe(document.body);
    if (screen.current) seen.observe(screen.current);
    window.addEventListener('resize', later);
    return () => {
      seen.disconnect();
      window.removeEventListener('resize', later);
      if (queued) cancelAnimationFrame(queued);
    };
  }, [screen, frame]);
  return size;
}
