// For the tests of a game's refusals on a tablet: a table with a game started, the refusal of an
// input at it, and that refusal as the table sends it (its English and its phrase) said in the
// tablet's language.
import { phraseOf } from '../../games/core/phrase.ts';
import { emptyTable, submit, type Table } from '../../games/core/table.ts';
import { registry } from '../../games/index.ts';
import { sayPhrase } from '../../web-ui/src/i18n/said-phrase.ts';

/** A table with `game` started for `players`. */
export function startedTable(game: string, players: string[]): Table {
  const r = submit(registry, emptyTable, { type: 'start', game, players });
  if (!r.ok) throw new Error(r.reason);
  return r.table;
}

/** The English refusal of `raw` at `table` (a throw when it is taken). */
export function refusalOf(table: Table, raw: unknown): string {
  const r = submit(registry, table, raw);
  if (r.ok) throw new Error(`${JSON.stringify(raw)} was taken`);
  return r.reason;
}

/** A refusal's English as the tablet says it, from the phrase the table sends beside it. */
export const saidRefusal = (english: string): string => sayPhrase(phraseOf(english) ?? undefined, english);
