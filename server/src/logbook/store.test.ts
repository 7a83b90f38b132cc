// The logbook file: lines folded in order, a damaged or torn line reported and skipped (never
// fatal), renames and merges kept across a restart.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FinishedLine } from './lines.ts';
import { resolveName, withAlias } from './names.ts';
import { LogbookStore } from './store.ts';

const dirs: string[] = [];
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'qm-logbook-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const h = (c: string) => c.repeat(64);
const finished = (id: string, over: Partial<FinishedLine> = {}): FinishedLine => ({
  kind: 'finished',
  id,
  game: 'coin-toss',
  name: 'Coin toss',
  at: '2025-05-01T20:00:00.000Z',
  minutes: 12,
  inputs: 3,
  seats: [
    { player: 'Ann', score: 3 },
    { player: 'Bob', score: 1 },
  ],
  winners: ['Ann'],
  highestWins: true,
  key: h('a'),
  start: h('b'),
  ...over,
});

describe('the logbook file', () => {
  it('keeps its games across a restart, and marks an undone one rather than losing it', () => {
    const dir = newDir();
    const book = new LogbookStore(dir);
    book.append(finished('g1'));
    book.append({ kind: 'undone', id: 'g1' });
    book.append(finished('g2', { key: h('c') }));
    book.append({ kind: 'putAway', id: 'g2', saved: 'saved-2' });
    const again = new LogbookStore(dir);
    expect(again.entries.map((e) => [e.id, e.undone, e.saved])).toEqual([
      ['g1', true, null],
      ['g2', false, 'saved-2'],
    ]);
    expect(again.problems).toEqual([]);
  });

  it('reports a damaged line, a line of another shape and a torn last line, and reads the rest', () => {
    const dir = newDir();
    const path = join(dir, 'logbook.jsonl');
    writeFileSync(
      path,
      [
        JSON.stringify(finished('g1')),
        '{"kind":"finished", oops',
        JSON.stringify({ ...finished('g2'), seats: 'Ann' }),
        JSON.stringify({ kind: 'undone', id: 'nobody' }),
        JSON.stringify(finished('g3', { key: h('d') })),
        '{"kind":"undone","id":"g',
      ].join('\n'),
    );
    const book = new LogbookStore(dir);
    expect(book.entries.map((e) => e.id)).toEqual(['g1', 'g3']);
    expect(book.problems).toEqual([
      'logbook.jsonl line 2 is skipped: it is not JSON (cut short or damaged)',
      expect.stringMatching(/^logbook.jsonl line 3 is skipped: it is not a logbook line/),
      'logbook.jsonl line 4 is skipped: it names a game the logbook does not hold (nobody)',
      'logbook.jsonl line 6 is skipped: it is not JSON (cut short or damaged)',
    ]);
    for (const p of book.problems) expect(p).not.toContain(dir);
    // The next line starts on a line of its own: the torn one stays torn, the new one reads.
    book.append({ kind: 'undone', id: 'g3' });
    const again = new LogbookStore(dir);
    expect(again.entries.find((e) => e.id === 'g3')?.undone).toBe(true);
    expect(again.problems).toHaveLength(4);
  });

  it('opens with a problem, not a failure, when the file is a folder', () => {
    const dir = newDir();
    mkdirSync(join(dir, 'logbook.jsonl'));
    const book = new LogbookStore(dir);
    expect(book.entries).toEqual([]);
    expect(book.problems).toEqual([
      'logbook.jsonl could not be read (a folder is where a file of the data folder should be (EISDIR)): no game is recorded until it can be',
    ]);
    expect(() => book.append(finished('g1'))).toThrow();
  });

  it('renames and merges players by the table names, across a restart; a damaged names file is reported', () => {
    const dir = newDir();
    const book = new LogbookStore(dir);
    expect(book.rename('anne', 'Anne B.')).toEqual({ ok: true });
    expect(book.rename('ANN', 'Anne')).toEqual({ ok: true }); // a merge: "Ann" counts as "Anne"
    const again = new LogbookStore(dir);
    expect(resolveName(again.aliases, 'Ann')).toBe('Anne B.');
    expect(resolveName(again.aliases, 'Bob')).toBe('Bob');
    expect(again.rename('Anne B.', 'Ann')).toEqual({ ok: false, message: '"Ann" already counts as "Anne B."' });
    writeFileSync(join(dir, 'logbook-names.json'), '{"aliases": 3');
    const damaged = new LogbookStore(dir);
    expect(damaged.aliases).toEqual({});
    expect(damaged.problems).toEqual([expect.stringMatching(/logbook-names.json is damaged/)]);
  });

  it('refuses a second record of one game id and gives each game a fresh id', () => {
    const dir = newDir();
    const book = new LogbookStore(dir);
    book.append(finished('g1'));
    appendFileSync(join(dir, 'logbook.jsonl'), `${JSON.stringify(finished('g1'))}\n`);
    expect(new LogbookStore(dir).problems).toEqual(['logbook.jsonl line 2 is skipped: the game g1 is recorded twice']);
    const a = book.idFor('7-seize', '2025-05-01T20:00:00.000Z');
    book.append(finished(a));
    expect(book.idFor('7-seize', '2025-05-01T20:00:00.000Z')).toBe(`${a}-2`);
    expect(readFileSync(join(dir, 'logbook.jsonl'), 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
  });
});

describe('names', () => {
  it('follows renames, a new spelling of the same name, and undoes one by renaming back', () => {
    let a = withAlias({}, 'Ann', 'Anne') as Record<string, string>;
    expect(resolveName(a, 'ann')).toBe('Anne');
    a = withAlias(a, 'Anne', 'ANNE') as Record<string, string>; // a new spelling
    expect(resolveName(a, 'Ann')).toBe('ANNE');
    a = withAlias(a, 'Ann', 'Ann') as Record<string, string>;
    expect(resolveName(a, 'Ann')).toBe('Ann');
    // A loop in a damaged file is cut rather than followed for ever.
    expect(resolveName({ a: 'B', b: 'A' }, 'A')).toBe('A');
  });
});
