// The checks of kinds.test.ts for one game: the catalogue holds every kind its random games reach.
import { describe, expect, it } from 'vitest';
import { missingKinds, seedsUpTo } from '../e2e/catalogue/kinds/check-held.ts';
import type { HeldKinds } from '../e2e/catalogue/kinds/held.ts';

/** How many random games are swept for kinds the catalogue does not hold. */
export const SWEEP = 200;

export function holdsEveryKind<S>(held: HeldKinds<S>): void {
  describe(`the screen catalogue holds every kind of prompt of ${held.group}`, () => {
    it(`reached by ${SWEEP} random games, with the most players each is reached with`, () => {
      expect(missingKinds(held, seedsUpTo(SWEEP))).toEqual([]);
    });

    it('fails on a kind it does not hold: a new awaited type, or a kind only another seed reaches', () => {
      const newType = { ...held, kinds: { ...held.kinds, kindOf: (s: S) => `something new: ${held.kinds.kindOf(s)}` } };
      expect(missingKinds(newType, held.seeds).join('\n')).toMatch(/no screen is held for the awaited type "something new"/);
      const fewer = { ...held, seeds: held.seeds.slice(0, 1) };
      if (held.seeds.length > 1) expect(missingKinds(fewer, held.seeds).join('\n')).toMatch(/is reached by none of the held seeds: add \d+/);
    });
  });
}
