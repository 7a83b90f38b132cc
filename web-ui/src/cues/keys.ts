// Keyboard play of a prompt: number keys pick the n-th choice, Enter confirms — unless the focus
// is in a text field (typing a name must not pick a captain).
import { useEffect, useRef } from 'preact/hooks';

/** The 0-based choice a key picks among `count` (1–9 only), or null. */
export function choiceIndex(key: string, count: number): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const i = Number(key) - 1;
  return i < count ? i : null;
}

/** True when the key is typed into a field or goes with a modifier (the browser's, not ours). */
export function isTyping(e: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): boolean {
  const t = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  return e.altKey || e.ctrlKey || e.metaKey || t?.tagName === 'INPUT' || t?.tagName === 'TEXTAREA' || t?.tagName === 'SELECT' || t?.isContentEditable === true;
}

/** While mounted (and `enabled`): number keys call `pick(i)`, Enter calls `confirm` when given. */
export function useChoiceKeys(count: number, pick: (i: number) => void, confirm?: () => void, enabled = true): void {
  // The latest handlers, without re-binding the listener on every render.
  const h = useRef({ count, pick, confirm });
  h.current = { count, pick, confirm };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e)) return;
      const i = choiceIndex(e.key, h.current.count);
      if (i !== null) {
        e.preventDefault();
        h.current.pick(i);
      } else if (e.key === 'Enter' && h.current.confirm && !(e.target as HTMLElement | null)?.closest?.('button, a')) {
        // Enter on a focused button presses that button; elsewhere it confirms the prompt.
        e.preventDefault();
        h.current.confirm();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
