import { describe, expect, it } from 'vitest';
import { playingCardFaces } from './CardFace.tsx';
import { GAMES } from '../index.ts';

describe("the playing cards' faces on the virtual reader and the Cards screen", () => {
  it('hold the 52 distinct cards of R1, and 7 Seize brings them', async () => {
    expect(playingCardFaces.cards).toHaveLength(52);
    expect(new Set(playingCardFaces.cards).size).toBe(52);
    expect(playingCardFaces.cards).toContain('10H');
    expect(playingCardFaces.cards).toContain('AS');
    // The registry names the deck before its faces load: the name must be the deck's own.
    const brought = GAMES['7-seize']?.cardFaces;
    expect(await brought?.load()).toBe(playingCardFaces);
    expect(brought?.deck).toBe(playingCardFaces.deck);
  });
});
