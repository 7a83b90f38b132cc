import { describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { sessionWith } from '../../testing/session.ts';
import { theHighSeizeUi } from './index.tsx';

describe("The High Seize's flip read out to screen readers", () => {
  it('asks for the pile being turned over (H11)', () => {
    const flip = { game: 'the-high-seize', round: 3, phase: 'flip', winners: [], awaiting: { type: 'reveal', piles: { Bob: 2, neutral: 1 } } };
    expect(announcement(sessionWith(flip), theHighSeizeUi)).toBe("Round 3: turn over Bob's ship and tap its cards on the reader.");
    expect(announcement(sessionWith(flip, { tapFor: 'neutral' }), theHighSeizeUi)).toBe('Round 3: turn over the neutral ship and tap its cards on the reader.');
    expect(announcement(sessionWith(flip, { device: { hasReader: false } as never }), theHighSeizeUi)).toBe(
      "Round 3: turn over Bob's ship and pick its cards on the tablet.",
    );
  });
});
