// What 7 Seize's teaching says, held against the referee's own positions: a Queen steals from those
// who showed her colour in the seize, not the squabble (R12); a King's swap when its owner had
// nothing changes nothing (R11); the tiebreak's empty side under Cursed Treasure (R23, R26); the
// weigh-off panel explains every control its screen shows and counts only what the view counts.
import { describe, expect, it } from 'vitest';
import type { Awaited } from '../../core/teach.ts';
import { CARD_GUIDE } from '../guide.ts';
import { Scenario } from '../testing/scripted-table.ts';
import { inputsToWeighOff } from '../testing/to-weigh-off.ts';
import { explain } from './explain.ts';
import { TOPICS } from './topics.ts';
import type { SeizeView } from './view.ts';
import { why } from './why.ts';

const explained = (s: Scenario) => explain(s.view as SeizeView, s.awaiting as Awaited | null);

/** The why line of the next input `input` on `s` (which it plays). */
function whyOf(s: Scenario, input: Record<string, unknown>): string | undefined {
  const before = s.view as SeizeView;
  s.do(input);
  return why(before, input, s.view as SeizeView)?.text;
}

describe("a Queen's steal is from the seize's cards (R12)", () => {
  it('every text that teaches the Queen says so, none says "this round"', () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    s.reveal({ Ann: '9H', Bob: '4S', Cy: 'KD' }).divvy(3, 4);
    const seize = explained(s)?.choices.find((c) => c.choice === 'A Queen')?.does ?? '';
    const texts = [seize, TOPICS.find((t) => t.id === 'queen')?.full ?? '', CARD_GUIDE.find((c) => c.rank === 'Q')?.seize ?? ''];
    // Round 2: Bob shows red in the squabble, black in the seize; Cy shows red in the seize and holds pieces.
    s.reveal({ Ann: 'QH', Bob: '7C', Cy: '5D' }).reveal({ Ann: '10H', Bob: '3H', Cy: '2S' }).divvy(3, 4);
    s.reveal({ Ann: 'QD', Bob: '8S', Cy: '6D' });
    expect(s.awaiting).toMatchObject({ type: 'queen', player: 'Ann' });
    const prompt = explained(s);
    // By the labels of the Queen's buttons on the screen (QueenPrompt.tsx).
    expect(prompt?.choices.map((c) => c.choice)).toEqual(['Seize 1 from the stash', 'Steal 1 from Cy']);
    texts.push(prompt?.now ?? '');
    for (const t of texts) {
      expect(t).toMatch(/in this seize/);
      expect(t).not.toMatch(/this round/);
    }
  });
});

describe('the reveal panel', () => {
  it("explains the host's 'Someone else first?' while more than one card is awaited (RevealPrompt.tsx), not for the last", () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    const last = (): string | undefined => explained(s)?.choices.at(-1)?.choice;
    expect(last()).toBe('Someone else first?');
    s.reveal({ Ann: '9H', Bob: '4S' });
    expect(last()).not.toBe('Someone else first?');
    s.reveal({ Cy: 'KD' }).divvy(3, 4);
    expect(last()).toBe('Someone else first?');
  });
});

describe('the divvy panel (R7)', () => {
  it("names the Captain's controls by their labels on the screen (DivvyPrompt.tsx): the splits, then Done", () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    s.reveal({ Ann: '9H', Bob: '4S', Cy: 'KD' });
    expect(s.awaiting).toMatchObject({ type: 'divvy', player: 'Ann', pieces: 7 });
    expect(explained(s)?.choices.map((c) => c.choice)).toEqual(['1 red · 6 black, up to 6 red · 1 black', 'Done']);
  });
});

describe('the order panel (R8)', () => {
  it("names the Captain's controls by their labels on the screen (OrderPrompt.tsx): the names, Start again, This order", () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    s.reveal({ Ann: '9H', Bob: '4S', Cy: 'KD' }).divvy(3, 4);
    s.reveal({ Ann: '5H', Bob: '2S', Cy: '5D' });
    expect(s.awaiting).toMatchObject({ type: 'order', player: 'Ann', among: ['Ann', 'Cy'] });
    expect(explained(s)?.choices.map((c) => c.choice)).toEqual(['Ann', 'Cy', 'Start again', 'This order']);
  });
});

describe("a King's swap (R11)", () => {
  it('with nothing before, the same pieces go back and nothing changes; with pieces, up to that many can change', () => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    s.reveal({ Ann: '9H', Bob: '4S', Cy: '2C' }).divvy(3, 4);
    expect(s.view.collections).toEqual({ Ann: 0, Bob: 0, Cy: 0 });
    s.reveal({ Ann: 'KH', Bob: '7C' });
    const first = whyOf(s, { type: 'reveal', player: 'Cy', card: '5S' });
    expect(first).toBe("Ann's King takes all 3 pieces of the red stash; with no pieces before, the same 3 go back: nothing changes (R11).");
    expect(s.view.collections).toMatchObject({ Ann: 3 });

    s.reveal({ Ann: '10H', Bob: '3S', Cy: '2S' }).divvy(2, 5);
    const had = (s.view.collections as Record<string, number>).Bob as number;
    expect(had).toBe(2);
    s.reveal({ Bob: 'KS', Ann: 'AH' });
    const second = whyOf(s, { type: 'reveal', player: 'Cy', card: '8D' });
    expect(second).toBe(
      "Bob's King takes all 5 pieces of the black stash and gives back any 5 of the 7 pieces now held: the count stays, and up to 2 pieces can change (R11).",
    );
  });
});

describe("the tiebreak's empty side (R23, R26)", () => {
  it('the topic says the empty side loses, and with Cursed Treasure wins', () => {
    const full = TOPICS.find((t) => t.id === 'tiebreak')?.full ?? '';
    expect(full).toMatch(/nothing left to take out[^.]*loses the contest \(with Cursed Treasure it wins it\)/);
  });
});

describe('the weigh-off panel (R20–R25)', () => {
  const atWeighOff = (): Scenario => {
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    const { inputs } = inputsToWeighOff(3, 1);
    s.table = { module: null, last: null };
    for (const i of inputs) s.do(i);
    return s;
  };

  it('explains every control the weigh-off screen shows the host, by its label there', () => {
    const e = explained(atWeighOff());
    expect(e?.choices.map((c) => c.choice)).toEqual([
      'Tare',
      'All in, weigh!',
      'Weigh again',
      'Call it a tie',
      'Weigh longer',
      'Lift both out',
      'Removed',
      'No scale? Judge by hand',
      'Pick another contest',
    ]);
  });

  it('before any tie it says nothing of pieces taken out; after one, that each side weighs with 1 set aside', () => {
    const s = atWeighOff();
    const before = explained(s)?.now ?? '';
    expect(before).not.toMatch(/taken out|set aside|Tiebreak/);
    s.do({ type: 'verdict', heavier: 'none' });
    const c = (s.view.weighOff as { contest: { left: string; setAside: Record<string, number> } }).contest;
    expect(c.setAside[c.left]).toBe(1);
    const after = explained(s);
    expect(after?.now).toMatch(
      /Tiebreak: after 1 tie, each side weighs with 1 piece of its choice set aside, which go back to their owners after this contest \(R22\)\./,
    );
    expect(after?.now).not.toMatch(/has taken out/);
    // Once weighed, the contest is in its tiebreak: another contest can no longer be picked (R20).
    expect(after?.choices.map((c) => c.choice)).not.toContain('Pick another contest');
  });
});
