// For tests that play a game through the table: an input the test knows to be legal, submitted.
import { type GameRegistry, submit, type Table } from '../table.ts';

/** `table` after `input`, which the table must accept: a refusal throws, saying who sent what and the table's reason. */
export function accepted(registry: GameRegistry, table: Table, input: unknown, sender = 'the test'): Table {
  const r = submit(registry, table, input);
  if (!r.ok) throw new Error(`${sender} sent ${JSON.stringify(input)} and it was refused: ${r.reason}`);
  return r.table;
}
