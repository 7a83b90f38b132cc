// The tally's deck: three shells, tapped on the reader face down (a private tap) to hide one and
// face up to guess it.
import type { DeckDescription } from '../../../games/core/types.ts';
import { wordDeck } from '../word-deck.ts';

export const SHELLS = ['cowrie', 'conch', 'scallop'] as const;

export const shellDeck: DeckDescription = wordDeck('shells', 'Shells (3)', SHELLS, 'shell');
