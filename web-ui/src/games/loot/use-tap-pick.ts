// A Loot card tapped on the reader picks it on the tablet, like a tap on the picker: the server
// reports it as a `picked` tap (every Loot card is played face up). Each tap is taken once.
import { useEffect, useRef } from 'preact/hooks';
import type { LastTap } from '../types.ts';

export function useTapPick(tap: LastTap | null | undefined, cards: string[], onPick: (card: string) => void): void {
  // A tap from before this prompt appeared belongs to an earlier turn.
  const since = useRef(Date.now());
  useEffect(() => {
    if (tap?.outcome !== 'picked' || !tap.card || tap.at < since.current) return;
    since.current = tap.at + 1;
    if (cards.includes(tap.card)) onPick(tap.card);
  }, [tap?.at]);
}
