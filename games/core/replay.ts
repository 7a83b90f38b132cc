// Replays a table script (JSON Lines, docs/table-script/README.md): every line is one input;
// blank lines and `#` comments are skipped; a line that is not JSON, or that the game refuses,
// is listed with its line number and reason and the replay goes on.
import { emptyTable, submit, type GameRegistry, type Table } from './table.ts';

export interface RejectedLine {
  line: number;
  reason: string;
  /** true when the line is not a well-formed input at all (not JSON, not an object). */
  malformed?: boolean;
}

export interface ReplayResult {
  table: Table;
  rejected: RejectedLine[];
  accepted: number;
}

export function replayLines(registry: GameRegistry, text: string, table: Table = emptyTable): ReplayResult {
  const rejected: RejectedLine[] = [];
  let accepted = 0;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      rejected.push({ line: i + 1, reason: `not a JSON object: ${(e as Error).message}`, malformed: true });
      continue;
    }
    const outcome = submit(registry, table, raw);
    if (outcome.ok) {
      table = outcome.table;
      accepted++;
    } else {
      rejected.push({ line: i + 1, reason: outcome.reason });
    }
  }
  return { table, rejected, accepted };
}
