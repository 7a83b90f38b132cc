// The inputs of a random legal game of 7 Seize up to its first weigh-off contest, for tests that
// start at the weigh-off (through a session, a WebSocket or a replayed game log), or to its end.
import { registry } from '../../index.ts';
import { emptyTable, submit, view, type Table } from '../../core/table.ts';
import { Chooser, playRandomGame } from './random-game.ts';
import { TableDriver } from './table-driver.ts';

export function inputsToWeighOff(players: number, seed: number): { inputs: unknown[]; contest: { left: string; right: string } } {
  let t: Table = emptyTable;
  const inputs: unknown[] = [];
  for (const input of playRandomGame(new TableDriver(), { players, tieRate: 0 }, new Chooser([], seed))) {
    const awaiting = view(t).awaiting as { type?: string; contest?: { left: string; right: string } } | null;
    if (awaiting?.type === 'verdict' && awaiting.contest) return { inputs, contest: awaiting.contest };
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
    inputs.push(input);
  }
  throw new Error(`the random game (seed ${seed}) ended without a weigh-off`);
}

/** The inputs of a whole game: to its weigh-off, then the left cup heavier in every contest (R21). */
export function inputsToStandings(players: number, seed: number): unknown[] {
  const { inputs } = inputsToWeighOff(players, seed);
  let t: Table = emptyTable;
  for (const input of inputs) {
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
  }
  const all = [...inputs];
  while ((view(t).awaiting as { type?: string } | null)?.type === 'verdict') {
    const verdict = { type: 'verdict', heavier: 'left' };
    const r = submit(registry, t, verdict);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
    all.push(verdict);
  }
  if ((view(t) as { phase?: string }).phase !== 'finished') throw new Error(`the game (seed ${seed}) did not finish after its weigh-off`);
  return all;
}
