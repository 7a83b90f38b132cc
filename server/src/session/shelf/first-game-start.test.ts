// A first game's start and its file (first-games.ts, first-game-file.ts): the practice is kept
// before the game's start is logged, so a table that stops between the two (kill -9, a power cut)
// finds, when started again, the practice with its game, never a game of the table's (which the
// logbook would count). The table here is the games' own; its shelf is a stand-in that logs the start
// and then stops, as a killed server would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { emptyTable, inputLog, submit, type Table } from '../../../../games/core/table.ts';
import { firstGameFile } from './first-game-file.ts';
import { FirstGames } from './first-games.ts';
import type { FirstGameTable } from './first-round.ts';
import { OK } from '../result.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

class Stopped extends Error {}

/** A table whose shelf logs a start and then stops (the start on the table, nothing after it ran). */
function stoppingTable(): FirstGameTable & { now: Table } {
  const t = {
    now: emptyTable,
    table: () => t.now,
    input: () => OK,
    changed: () => {},
    sim: () => OK,
    tapFor: () => OK,
    nextTap: () => new Promise<never>(() => {}),
    newGame(start: unknown, _computer: Record<string, string>, beforeStart?: () => void) {
      beforeStart?.();
      const r = submit(registry, emptyTable, start);
      if (!r.ok) throw new Error(r.reason);
      t.now = r.table;
      throw new Stopped('the table stopped just after the start was logged');
    },
  };
  return t;
}

describe("a first game's start, stopped just after it is logged", () => {
  for (const game of ['plunder', 'blackbeards-booty'])
    it(`${game}: the table started again finds the practice, not a game of its own`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'qm-first-start-'));
      dirs.push(dir);
      const file = { path: firstGameFile(dir), warn: (m: string) => expect.fail(m) };
      const table = stoppingTable();
      expect(() => new FirstGames(registry, table, file, 0).handle({ type: 'firstGame', action: 'start', game })).toThrow(Stopped);
      expect(inputLog(table.now)).toHaveLength(1);

      // Started again on the same table and data directory.
      const again = new FirstGames(registry, table, file, 0);
      expect(again.practising).toBe(true);
      expect(again.status()).toMatchObject({ kind: registry.get(game)?.firstGame?.kind });
    });
});
