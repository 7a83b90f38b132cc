// Short files, one concern each: no file of the table's session (server/src/session and its rooms,
// its tests aside) is over 250 lines. A file that grows past it has taken on a second concern: split
// one out (as log/table-game.ts was out of table-session.ts), rather than raise the limit.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.ts';

const LIMIT = 250;

/** The lines of `text` (a last line without its newline counts). */
const linesOf = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the session files', () => {
  it(`none is over ${LIMIT} lines`, () => {
    const long = sourceFiles(join(root, 'server', 'src', 'session'))
      .map((file) => ({ file: relative(root, file), lines: linesOf(readFileSync(file, 'utf8')) }))
      .filter((f) => f.lines > LIMIT);
    expect(long).toEqual([]);
  });

  it('counts lines as `wc -l` does, a last line without its newline included', () => {
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(2);
  });
});
