import { describe, expect, it } from 'vitest';
import { playingCardFaces } from './CardFace.tsx';
import { sevenSeizeUi } from './index.tsx';

describe("the playing cards' faces on the virtual reader and the Cards screen", () => {
  it('hold the 52 distinct cards of R1, and 7 Seize brings them', () => {
    expect(playingCardFaces.cards).toHaveLength(52);
    expect(new Set(playingCardFaces.cards).size).toBe(52);
    expect(playingCardFaces.cards).toContain('10H');
    expect(playingCardFaces.cards).toContain('AS');
    expect(sevenSeizeUi.cardFaces).toBe(playingCardFaces);
  });
});
