// The tally's deck: three shells, tapped on the reader face down (a private tap) to hide one and
// face up to guess it.
import type { DeckDescription } from '../../../games/core/types.ts';

export const SHELLS = ['cowrie', 'conch', 'scallop'] as const;

export const shellDeck: DeckDescription = {
  id: 'shells',
  name: 'Shells (3)',
  cards: SHELLS,
  label: (c) => `${c[0]?.toUpperCase()}${c.slice(1)} shell`,
  canonical: (raw) => {
    const c = raw.trim().toLowerCase();
    return (SHELLS as readonly string[]).includes(c) ? c : null;
  },
};
