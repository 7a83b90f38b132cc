// What the tablet is shown of the cards: while the game asks about a reveal (the previous
// captain's tie choice R5, the captain's order R8, a Queen's choice R12), the cards shown as
// "revealed" are the ones being resolved, not the reveal before them.
import { describe, expect, it } from 'vitest';
import { Scenario } from './testing/scripted-table.ts';

/** Round 1: Bob wins the squabble tie on suit (R2) and divvies 3 red / 4 black. */
function round1() {
  return new Scenario(['Ann', 'Bob', 'Cy']).reveal({ Ann: '7H', Bob: '7S', Cy: '3D' }).divvy(3, 4);
}

describe('the cards shown while the game asks about them', () => {
  it('R8, R12: the order and seize-or-steal prompts show the seize cards, not the squabble', () => {
    const g = round1().reveal({ Ann: 'QH', Bob: 'QD', Cy: '5H' });
    expect(g.awaiting).toMatchObject({ type: 'order', among: ['Ann', 'Bob'] });
    expect(g.view.lastReveal).toEqual({ round: 1, phase: 'seize', cards: { Ann: 'QH', Bob: 'QD', Cy: '5H' } });
    // Bob's Queen seizes first; Ann's may then seize or steal from Bob (R12).
    g.do({ type: 'order', players: ['Bob', 'Ann'] });
    expect(g.awaiting).toMatchObject({ type: 'queen', player: 'Ann' });
    expect(g.view.lastReveal).toEqual({ round: 1, phase: 'seize', cards: { Ann: 'QH', Bob: 'QD', Cy: '5H' } });
  });

  it("R5: the captain's tie choice in round 2 shows round 2's squabble cards", () => {
    const g = round1().reveal({ Ann: '9D', Bob: 'JS', Cy: 'AH' });
    expect(g.view.lastReveal).toMatchObject({ round: 1, phase: 'seize' });
    g.reveal({ Ann: '8S', Bob: '8H', Cy: '2D' });
    expect(g.awaiting).toMatchObject({ type: 'chooseCaptain', player: 'Bob' });
    expect(g.view.lastReveal).toEqual({ round: 2, phase: 'squabble', cards: { Ann: '8S', Bob: '8H', Cy: '2D' } });
  });

  it('keeps the cards of a reveal under way hidden: the previous reveal is shown until all are in', () => {
    const g = round1().reveal({ Ann: 'QH', Bob: 'QD' });
    expect(g.view.lastReveal).toEqual({ round: 1, phase: 'squabble', cards: { Ann: '7H', Bob: '7S', Cy: '3D' } });
    expect(JSON.stringify(g.view)).not.toMatch(/QH|QD/);
  });
});
