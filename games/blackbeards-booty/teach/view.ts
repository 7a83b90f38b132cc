// Blackbeard's Booty's view (its type is view.ts's) as its teaching reads it.
import { phrase } from '../../core/phrase.ts';
import type { BootyView } from '../view.ts';

export type Colour = 'gold' | 'silver';

export type { BootyView } from '../view.ts';

export const other = (c: Colour): Colour => (c === 'gold' ? 'silver' : 'gold');

/** A pirate's colour by its word, as the game's screens say it. */
export const colourWord = (colour: Colour): string => phrase('{colour, select, gold {gold} silver {silver} other {{colour}}}', { colour });

/** The top coin of a square (`G4` of `S3/G4`), or null when it is empty. */
export function topOf(v: BootyView, square: string): string | null {
  const stack = v.board[square];
  return stack ? (stack.split('/').pop() ?? null) : null;
}

/** The number a coin shows (`G4` → 4). */
export const face = (coin: string): number => Number(coin.slice(1));

/** True when a square holds a stack (two coins or more). */
export const isStack = (v: BootyView, square: string): boolean => (v.board[square] ?? '').includes('/');
