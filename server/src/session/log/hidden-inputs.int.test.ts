// The input log served to the table leaves out exactly the reveals whose cards the view still
// hides, at every step of random legal games of 2–7 players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputLog, view } from '../../../../games/core/table.ts';
import { Chooser, playRandomGame } from '../../../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../../../games/seven-seize/testing/table-driver.ts';
import { replayLines } from '../../../../games/core/replay.ts';
import { registry } from '../../../../games/index.ts';
import type { HighSeizeInput } from '../../../../games/the-high-seize/inputs.ts';
import type { HighSeizeState } from '../../../../games/the-high-seize/state.ts';
import { HighSeizeSim } from '../../../../games/the-high-seize/testing/random-game.ts';
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

  it('The High Seize (H12): a card tapped privately while placing stays out of the log until its flip; the log still replays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (players, seed) => {
        let withheld = 0;
        const roundOf: number[] = []; // the round each accepted input was made in
        const sim = new HighSeizeSim({ players, seed, privateTaps: 0.5 }, (_before, after) => {
          const now = after.last!.state as HighSeizeState;
          const all = inputLog(after);
          roundOf.length = all.length - 1;
          roundOf.push(now.round);
          const shown = publicInputs(after);
          expect(shown).toHaveLength(all.length);
          for (const [i, input] of (all as HighSeizeInput[]).entries()) {
            const placedNow = input.type === 'place' && input.card !== undefined && roundOf[i] === now.round && now.phase === 'place';
            if (placedNow) {
              withheld++;
              expect(shown[i]).toEqual({ type: 'place', player: input.player, pile: input.pile });
            } else expect(shown[i]).toEqual(input);
          }
          // Whatever it holds back, the public log is still a table script that replays.
          expect(replayLines(registry, shown.map((x) => JSON.stringify(x)).join('\n')).rejected).toEqual([]);
        });
        sim.play();
        expect(withheld).toBeGreaterThan(0);
      }),
      { numRuns: 10 },
    );
  });
});
