import { describe, expect, it } from 'vitest';
import { view } from '../../../../games/core/table.ts';
import { play, startLine } from '../../../../games/plunder/testing/scripted-table.ts';
import type { CountStatus, SessionState } from '#protocol';
import { countHooks } from '../../../../games/plunder/count-hooks.ts';
import { countHints } from './count-hints.ts';

// What the table sends of Plunder!'s declaration (count-hooks.ts).
const base: CountStatus = {
  kinds: [...countHooks.kinds],
  pieces: [...countHooks.pieces],
  kind: 'treasure',
  stage: 'tare',
  learned: 0,
  learnOf: 10,
  units: { treasure: null, crew: null },
  cup: null,
  total: 0,
  batch: null,
  check: null,
  refused: null,
  settling: null,
  message: '',
};
const session = (count: Partial<CountStatus>): SessionState =>
  ({
    view: view(play([startLine(), { type: 'steal', player: 'Ann', from: 'Bob', colour: 'blue' }]).table),
    count: { ...base, ...count },
  }) as unknown as SessionState;

describe('what the virtual rig offers while the scale counts', () => {
  it('the ten tokens to put in together while learning, of the kind being learned', () => {
    expect(countHints(session({ stage: 'learn' })).load).toEqual({
      left: { name: 'treasures', pieces: 10, grams: 2.4, spread: 0.03, label: '10 treasures (2.4 g each)' },
    });
    expect(countHints(session({ stage: 'learn', kind: 'crew' })).load?.left).toMatchObject({ pieces: 10, grams: 5.1, label: '10 crew members (5.1 g each)' });
  });

  it("once a cup is chosen, the holder's pieces as the ledger has them; nothing otherwise", () => {
    expect(countHints(session({ stage: 'ready', cup: { holder: 'Bob', pieces: 'blue' } })).load?.left).toMatchObject({
      pieces: 5,
      label: "Bob's 5 blue treasures",
    });
    expect(countHints(session({ stage: 'ready', kind: 'crew', cup: { holder: 'harbour', pieces: 'crew' } })).load?.left).toMatchObject({
      pieces: 6,
      grams: 5.1,
      label: "The harbour's 6 crew",
    });
    // In the words the table sends of the declaration, not the tablet's own.
    const words = { kinds: [{ id: 'treasure', one: 'doubloon', many: 'doubloons' }], pieces: [{ id: 'blue', kind: 'treasure', words: 'blue doubloons' }] };
    expect(countHints(session({ ...words, stage: 'learn' })).load?.left?.label).toBe('10 doubloons (2.4 g each)');
    expect(countHints(session({ ...words, stage: 'ready', cup: { holder: 'Bob', pieces: 'blue' } })).load?.left?.label).toBe("Bob's 5 blue doubloons");
    expect(countHints(session({ stage: 'ready' })).load).toBeNull();
    expect(countHints(session({ stage: 'counting', cup: { holder: 'Bob', pieces: 'blue' } })).load).toBeNull();
  });
});
