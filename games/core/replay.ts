// Replays a table script (JSON Lines, docs/table-script/README.md): every line is one input;
// blank lines and `#` comments are skipped; a line that is not JSON, or that the game refuses,
// is listed with its line number and reason and the replay goes on. What the positions on the way
// show is not worked out (it is, once, when something reads it); where the replay ends must show,
// else its last lines are refused as `submit` would have refused them.
import { emptyTable, resubmit, type GameRegistry, type Table, unshowable } from './table.ts';

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
  /** Each line taken, with the table before it. */
  const taken: { line: number; before: Table }[] = [];
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
    const outcome = resubmit(registry, table, raw);
    if (outcome.ok) {
      taken.push({ line: i + 1, before: table });
      table = outcome.table;
    } else {
      rejected.push({ line: i + 1, reason: outcome.reason });
    }
  }
  for (let problem = unshowable(table); problem; problem = unshowable(table)) {
    const last = taken.pop();
    if (!last) break;
    rejected.push({ line: last.line, reason: problem.reason });
    table = last.before;
  }
  rejected.sort((a, b) => a.line - b.line);
  return { table, rejected, accepted: taken.length };
}
