import { describe, expect, it } from 'vitest';
import { ruleTopics } from './topic-text.ts';

describe('rule topics written as text', () => {
  it('reads each topic: its id, title and rulings, its explanation over lines, its reminder', () => {
    const topics = ruleTopics(`
      # capture: Capturing a merchant ship (L15, L14)
      At the start of your turn you capture
      every merchant your side leads.
      > Whatever your side leads is captured (L15).

      # tie: A tied battle (L13)
      Equal skulls: nobody leads.
      > Equal skulls, no capture (L13).
    `);
    expect(topics).toEqual([
      {
        id: 'capture',
        title: 'Capturing a merchant ship',
        rules: ['L15', 'L14'],
        full: 'At the start of your turn you capture every merchant your side leads.',
        reminder: 'Whatever your side leads is captured (L15).',
      },
      { id: 'tie', title: 'A tied battle', rules: ['L13'], full: 'Equal skulls: nobody leads.', reminder: 'Equal skulls, no capture (L13).' },
    ]);
  });

  it('refuses a topic that is not whole, naming it', () => {
    expect(() => ruleTopics('# tie: A tie (L13)\nEqual skulls.')).toThrow('rule topic "tie" needs its explanation and then its reminder');
    expect(() => ruleTopics('# tie: A tie (L13)\n> Equal.')).toThrow('rule topic "tie" needs its explanation');
    expect(() => ruleTopics('# tie: A tie (L13)\nEqual.\n> Equal.\nMore.')).toThrow('rule topic "tie" goes on after its reminder');
    expect(() => ruleTopics('# tie: A tie (L13)\nA.\n> B.\n# tie: Again (L13)\nA.\n> B.')).toThrow('rule topic "tie" is written twice');
  });

  it('refuses text before the first topic, and a header without its rulings', () => {
    expect(() => ruleTopics('Equal skulls.\n> Equal.')).toThrow('a rule topic opens with "# id: Title (R1, R2)", not "Equal skulls."');
    expect(() => ruleTopics('# tie: A tie\nA.\n> B.')).toThrow('not "# tie: A tie"');
    expect(() => ruleTopics('# tie: A tie (ties)\nA.\n> B.')).toThrow('not "# tie: A tie (ties)"');
  });
});
