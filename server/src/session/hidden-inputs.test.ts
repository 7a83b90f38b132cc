// The input log served to the table leaves out exactly the reveals whose cards the view still
// hides, at every step of random legal games of 2–7 players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputLog, view } from '../../../games/core/table.ts';
import { Chooser, playRandomGame } from '../../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../../games/seven-seize/testing/table-driver.ts';
import { publicInputs } from './hidden-inputs.ts';

describe('the public input log', () => {
  it('holds back the reveals of a reveal under way, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 7 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (players, seed) => {
        let hiddenSeen = 0;
        const driver = new TableDriver((_before, after) => {
          const v = view(after) as { revealedBy: string[]; revealed: unknown };
          const all = inputLog(after);
          // The view hides the cards of those who revealed until everyone has (`revealed` null).
          const hidden = v.revealed === null ? v.revealedBy.length : 0;
          hiddenSeen += hidden;
          expect(publicInputs(after)).toEqual(all.slice(0, all.length - hidden));
        });
        playRandomGame(driver, { players }, new Chooser([], seed));
        expect(hiddenSeen).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });
});
