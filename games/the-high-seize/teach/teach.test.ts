// The High Seize's teaching texts hold to the rulings: what the set-up says of a card tapped as it
// is placed (H12: no screen shows it until the flip), and what the prompts say of cargo on the
// neutral ship (H17: it goes home to its colour).
import { describe, expect, it } from 'vitest';
import { explain } from './explain.ts';
import { setup } from './setup.ts';

describe("The High Seize's teaching says what the rulings say", () => {
  it('H12: a card tapped as it is placed is shown on no screen, the host’s included, until the piles turn over', () => {
    const line = setup(2, {}).layOut.find((l) => l.includes('H12')) ?? '';
    expect(line).not.toMatch(/tablet learns/);
    expect(line).toMatch(/no screen shows it until the piles are turned over/);
  });

  it('H17: the place prompt says cargo on the neutral ship that reaches port comes back to its colour', () => {
    const view = {
      round: 1,
      colours: { Ann: 'red', Bob: 'blue' },
      hands: { Ann: 4, Bob: 4 },
      piles: { Ann: { cards: 0 }, Bob: { cards: 0 }, neutral: { cards: 0 } },
    };
    const neutral = explain(view, { type: 'place', player: 'Ann' })?.choices.find((c) => c.choice === 'The neutral ship');
    expect(neutral?.does).toMatch(/comes back to you if it survives/);
  });
});
