// The board turning from the angle it showed to `angle` (B19), animated. A square turned by θ
// covers (|cos θ| + |sin θ|) times its side, 1.41 times at 45°: the board shrinks by as much while
// it turns, so it stays inside its frame, never widens the page and never covers what lies beside.
import { useLayoutEffect, useRef } from 'preact/hooks';

const TURN_MS = 900;
/** Degrees between two keyframes: the shrink is drawn close to its curve between them. */
const STEP = 5;

const shrinkAt = (deg: number): number => {
  const r = (deg * Math.PI) / 180;
  return 1 / (Math.abs(Math.cos(r)) + Math.abs(Math.sin(r)));
};

/** A ref for the board; its style's transform is `rotate(angle)`, which the turn ends at. */
export function useQuarterTurn(angle: number) {
  const board = useRef<HTMLDivElement>(null);
  const shown = useRef(angle);
  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = angle;
    const el = board.current;
    if (!el || from === angle || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const steps = Math.max(1, Math.ceil(Math.abs(angle - from) / STEP));
    const frames = Array.from({ length: steps + 1 }, (_, i) => {
      const deg = from + ((angle - from) * i) / steps;
      return { transform: `rotate(${deg}deg) scale(${shrinkAt(deg)})`, offset: i / steps };
    });
    const turn = el.animate(frames, { duration: TURN_MS, easing: 'ease-in-out' });
    return () => turn.cancel();
  }, [angle]);
  return board;
}
