// For any mix of legal moves, undos and garbage sent to a table, the log on disk replays to
// exactly the state the tablets were shown: nothing refused is written, nothing accepted is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../../../games/seven-seize/testing/table-driver.ts';
import { fakeTableDevice } from '../../devices/fake-rig-for-tests.ts';
import { TableSession } from '../table-session.ts';
import { everyGame } from '../../../../test/every-game.ts';

const open = (dataDir: string) => TableSession.open({ ...everyGame(), dataDir, device: fakeTableDevice({ rate: 0 }) });

it('the replayed log equals the live table after any sequence of inputs (garbage and undo included)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 2, max: 5 }),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.oneof(
            fc.constant({ type: 'undo' }),
            fc.jsonValue(),
            fc.record({ type: fc.constantFrom('reveal', 'divvy', 'queen', 'verdict', 'pair'), player: fc.string(), red: fc.integer(), card: fc.string() }),
          ),
        ),
        { maxLength: 25 },
      ),
      async (seed, players, noise) => {
        const moves: unknown[] = playRandomGame(new TableDriver(), { players, tieRate: 0.2 }, new Chooser([], seed));
        // Garbage and undos slipped in at random places.
        for (const [at, junk] of noise) moves.splice(at % (moves.length + 1), 0, junk);
        const dir = mkdtempSync(join(tmpdir(), 'qm-prop-'));
        try {
          const live = await open(dir);
          let accepted = 0;
          for (const m of moves) if (live.input(m).ok) accepted++;
          const shown = live.state('host');
          await live.close();
          expect(accepted).toBeGreaterThan(0);
          const again = await open(dir);
          const replayed = again.state('host');
          await again.close();
          expect(replayed.warnings).toEqual([]);
          expect(replayed.view).toEqual(shown.view);
          expect(replayed.inputs).toBe(shown.inputs);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    ),
    { numRuns: 25 },
  );
});
