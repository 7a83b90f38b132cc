// What a 7 Seize table may be set up with: who sits at it and the tie band (R18, R24). Pure and
// shared by the engine's `start` check and the tablet's new-game form, so both say the same.
import { phrase } from '../core/phrase.ts';
import type { SeatRules } from '../core/seats.ts';
import { INTERLOPER } from './state.ts';

export const SEATS: SeatRules = {
  game: '7 Seize',
  counts: [2, 3, 4, 5, 6, 7],
  reserved: [{ name: INTERLOPER, why: phrase("the ghost player's name in a 2-player game (R18)") }],
};

/** R24 option: differences inside the band are a tie. Above 0 g (no band would never call a tie), at most 100 g. */
export const TIE_BAND = { aboveGrams: 0, atMostGrams: 100 } as const;

/** What is wrong with a tie band, or null. */
export function tieBandProblem(grams: number): string | null {
  if (!Number.isFinite(grams) || grams <= TIE_BAND.aboveGrams || grams > TIE_BAND.atMostGrams)
    return phrase('The tie band must be more than {above} g and at most {most} g (R24).', { above: TIE_BAND.aboveGrams, most: TIE_BAND.atMostGrams });
  return null;
}
