// What the 7 Seize browser files share: booty as the tablet shows it, and a data dir whose game
// is a random game's first six rounds, so that a file can play only the last round.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { emptyTable, submit, type Table, view } from '../../games/core/table.ts';
import { registry } from '../../games/index.ts';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { type readState, tempDataDir } from './harness.ts';

/** Conservation of booty (R28) as the tablet shows it: bag + stashes + collections = 49. */
export function booty(s: Awaited<ReturnType<typeof readState>>): number {
  const v = s.view;
  return (v.bag ?? 0) + (v.stashes?.red ?? 0) + (v.stashes?.black ?? 0) + Object.values(v.collections ?? {}).reduce((a, b) => a + b, 0);
}

/**
 * A data dir whose game is a random game's first six rounds (R17: seven in all), and the cards those
 * rounds revealed, which the tablet's player never reveals again (R27).
 */
export function lastRoundAhead(players: number, seed: number): { dataDir: string; used: string[] } {
  let t: Table = emptyTable;
  const inputs: unknown[] = [];
  for (const input of playRandomGame(new TableDriver(), { players, tieRate: 0 }, new Chooser([], seed))) {
    if ((view(t) as { round?: number }).round === 7) break;
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
    inputs.push(input);
  }
  expect(view(t)).toMatchObject({ round: 7, phase: 'squabble' });
  const dataDir = tempDataDir();
  writeFileSync(join(dataDir, 'game.jsonl'), inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
  const used = inputs.flatMap((i) => ((i as { type: string }).type === 'reveal' ? [(i as { card: string }).card] : []));
  return { dataDir, used };
}
