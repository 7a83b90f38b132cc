// No line that parses can break the logbook's answer: for any file of arbitrary lines (finished
// games with extreme numbers, huge seat counts, duplicate names, broken dates, garbage) and any
// renames, the reply to the host and to a spectator keeps its schema (finite numbers included),
// the exports hold only finite numbers, and every finished line is either a game or a problem.
import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import { expect, it } from 'vitest';
import { bgStatsPlays, logbookCsv } from './export.ts';
import { fold } from './lines.ts';
import { logbookReply } from './reply.ts';
import { LogbookReply } from '#protocol';
import { renamesArb, fileText, logbookLine } from './testing/arbitrary-lines.ts';

const links = { onTable: () => true, onShelf: () => true };
const finite = (v: unknown): boolean =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'object' && v !== null ? Object.values(v).every(finite) : true;

it('answers every viewer within its schema, whatever lines the file holds; a line it cannot use is a problem', () => {
  fc.assert(
    fc.property(fc.array(logbookLine, { maxLength: 12 }), renamesArb, (lines, names) => {
      const folded = fold(fileText(lines));
      const book = { entries: folded.entries, renames: names, problems: folded.problems };
      for (const viewer of ['host', 'spectator'] as const) {
        const reply = logbookReply(book, viewer, links);
        const error = Value.Errors(LogbookReply, reply).First();
        expect(error && `${error.path}: ${error.message} (${JSON.stringify(error.value)})`).toBeUndefined();
        expect(logbookCsv(reply.games)).not.toMatch(/Infinity|NaN/);
        expect(finite(bgStatsPlays(reply.games, (n) => n))).toBe(true);
      }
      // Each finished line is a game, or is listed as skipped.
      const skipped = new Set(folded.problems.map((p) => Number(/ line (\d+) is skipped/.exec(p)?.[1])));
      const meant = lines.flatMap((l, i) => (l.finished ? [i + 1] : []));
      expect(folded.entries.length + meant.filter((n) => skipped.has(n)).length).toBe(meant.length);
    }),
    { numRuns: 400 },
  );
});
