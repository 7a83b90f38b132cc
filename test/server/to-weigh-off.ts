// Plays a random game of 7 Seize through a tablet's WebSocket up to its first weigh-off contest.
import { registry } from '../../games/index.ts';
import { emptyTable, submit, view, type Table } from '../../games/core/table.ts';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import type { TestClient } from '../../server/src/testing.ts';

/** Sends every input until the engine awaits a verdict; the contest it awaits. */
export async function playToWeighOff(host: TestClient, players: number, seed: number): Promise<{ left: string; right: string }> {
  const all = playRandomGame(new TableDriver(), { players, tieRate: 0 }, new Chooser([], seed));
  let t: Table = emptyTable;
  for (const input of all) {
    if ((view(t).awaiting as { type?: string } | null)?.type === 'verdict') break;
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
    await host.act({ type: 'input', input });
  }
  return (view(t).awaiting as { contest: { left: string; right: string } }).contest;
}
