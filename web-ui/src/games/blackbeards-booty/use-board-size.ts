// The board's side in CSS px: as large as the screen allows with what must stay in view. Beside
// the score race (a landscape screen) it takes the height left under the header; above the rest
// (portrait, phone) the height left under what comes before it, less the first lines of a lesson
// drawn under it (Teach me on: its heading and what is happening stay on the first screen), and
// never more than the width.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** Landscape screens put the board beside the race (booty.css says the same). */
const SIDE_BY_SIDE = '(min-aspect-ratio: 1/1) and (min-width: 700px)';
/** The side column's least width beside the board, and the gap between them. */
const SIDE_MIN = 280;
const GAP = 16;
/** Room under the board, so its bottom edge does not touch the screen's. */
const BELOW = 10;
/** How much of a lesson under the board stays on the first screen: its heading row with "Got it" and
 * the heading of a rule met for the first time (the catalogue's check 6 asks 120 px). */
const LESSON_SEEN = 170;
/** Six rows of 44 px touch targets, with the board's gaps and border. */
const LEAST = 292;
const MOST = 760;

export function useBoardSize(screen: RefObject<HTMLElement>, frame: RefObject<HTMLElement>, lesson: RefObject<HTMLElement>): number | null {
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
      const beside = window.matchMedia(SIDE_BY_SIDE).matches;
      const taught = lesson.current?.getBoundingClientRect().height ?? 0;
      const under = !beside && taught > 0 ? Math.min(taught, LESSON_SEEN) + GAP : 0;
      const tall = window.innerHeight - top - BELOW - under;
      const wide = beside ? s.clientWidth - SIDE_MIN - GAP : s.clientWidth;
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
    if (lesson.current) seen.observe(lesson.current);
    window.addEventListener('resize', later);
    return () => {
      seen.disconnect();
      window.removeEventListener('resize', later);
      if (queued) cancelAnimationFrame(queued);
    };
  }, [screen, frame, lesson]);
  return size;
}
