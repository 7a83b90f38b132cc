// The logbook file: lines folded in order, a damaged or torn line reported and skipped (never
// fatal), renames and merges kept across a restart.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FinishedLine } from './lines.ts';
import { fromAliases, namer, type Renames, renameShown, withoutRename } from './names.ts';
import { LogbookStore } from './store.ts';
import { tempDirs } from '../../../test/temp-dir.ts';

const newDir = tempDirs('qm-logbook-');

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

  it('skips a line whose numbers or time no game gives, and never writes one', () => {
    const dir = newDir();
    const path = join(dir, 'logbook.jsonl');
    const two = (score: number) => [
      { player: 'Ann', score },
      { player: 'Bob', score },
    ];
    writeFileSync(
      path,
      `${[
        finished('g1', { seats: two(1e308) }),
        finished('g2', { seats: two(-1_000_001) }),
        finished('g3', { minutes: 1e12 }),
        finished('g4', { inputs: 1e308 }),
        finished('g5', { at: '2025-13-45T25:61:61Z' }),
        { kind: 'begun', start: h('e'), at: '9999-99-99T99:99:99Z' },
        finished('g6', { seats: two(-1_000_000) }),
      ]
        .map((l) => JSON.stringify(l))
        .join('\n')}\n`,
    );
    const book = new LogbookStore(dir);
    expect(book.entries.map((e) => e.id)).toEqual(['g6']);
    expect(book.problems).toEqual([
      "logbook.jsonl line 1 is skipped: seat 1's score 1e+308 is beyond any game's (at most 1000000 either way)",
      "logbook.jsonl line 2 is skipped: seat 1's score -1000001 is beyond any game's (at most 1000000 either way)",
      "logbook.jsonl line 3 is skipped: its length of 1000000000000 minutes is beyond any game's (at most ten years)",
      "logbook.jsonl line 4 is skipped: its 1e+308 moves are beyond any game's (at most 1000000)",
      'logbook.jsonl line 5 is skipped: its time 2025-13-45T25:61:61Z is no date',
      'logbook.jsonl line 6 is skipped: its time 9999-99-99T99:99:99Z is no date',
    ]);
    const before = readFileSync(path, 'utf8');
    expect(() => book.append(finished('g7', { seats: two(1e308) }))).toThrow(/the line was not written: seat 1's score/);
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(book.entries.map((e) => e.id)).toEqual(['g6']);
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

  it('renames and merges players by the name shown, undoes either, across a restart; an older names file is read', () => {
    const dir = newDir();
    const book = new LogbookStore(dir);
    book.append(finished('g1'));
    book.append(
      finished('g2', {
        key: h('c'),
        seats: [
          { player: 'cal', score: 2 },
          { player: 'Bob', score: 1 },
        ],
        winners: ['cal'],
      }),
    );
    expect(book.rename('cal', 'Calico Jack')).toBeNull();
    expect(book.rename('Bob', 'Ann')).toBeNull(); // a merge
    const again = new LogbookStore(dir);
    expect(again.renames).toEqual([
      { from: 'cal', to: 'Calico Jack' },
      { from: 'Bob', to: 'Ann' },
    ]);
    expect(again.rename('Calico Jack', 'cal')).toBeNull(); // back, by the name shown
    expect(again.undoRename('Bob')).toBeNull(); // the merge undone
    expect(new LogbookStore(dir).renames).toEqual([]);
    expect(again.undoRename('Bob')).toBe('no rename of "Bob" is in force');
    expect(again.rename('Nobody', 'Anne')).toBe('"Nobody" has played no game in the logbook');
    // The older file: normalised names followed as a chain, spelt as the logbook has them.
    writeFileSync(join(dir, 'logbook-names.json'), JSON.stringify({ aliases: { cal: 'Cal', bob: 'cal' } }));
    expect(new LogbookStore(dir).renames).toEqual([
      { from: 'cal', to: 'Cal' },
      { from: 'Bob', to: 'Cal' },
    ]);
    writeFileSync(join(dir, 'logbook-names.json'), '{"aliases": 3');
    const damaged = new LogbookStore(dir);
    expect(damaged.renames).toEqual([]);
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
  const played = ['Ann', 'Bob', 'cy'];
  const rename = (r: Renames, from: string, to: string) => renameShown(r, played, from, to) as Renames;

  it('renames by the name shown, whether it is a name as played or a renamed one, and back again', () => {
    let r = rename([], 'Ann', 'Anne');
    expect(r).toEqual([{ from: 'Ann', to: 'Anne' }]);
    expect(namer(r)('ann')).toBe('Anne');
    r = rename(r, 'anne', 'Annie'); // the name shown, in any case
    expect(r).toEqual([{ from: 'Ann', to: 'Annie' }]);
    expect(rename(r, 'Annie', 'Ann')).toEqual([]); // back to the name as played: no rename left
    expect(rename([], 'cy', 'Cy')).toEqual([{ from: 'cy', to: 'Cy' }]); // a new spelling
    // A name as played that counts as another now: that one player alone.
    expect(rename(r, 'Ann', 'Ann')).toEqual([]);
    expect(renameShown(r, played, 'Nobody', 'X')).toBe('"Nobody" has played no game in the logbook');
  });

  it('merges into a player already there; the merged player renames as one, and each merge undoes on its own', () => {
    let r = rename([], 'Bob', 'Ann');
    expect(namer(r)('Bob')).toBe('Ann');
    r = rename(r, 'Ann', 'Captain');
    expect(r).toEqual([
      { from: 'Bob', to: 'Captain' },
      { from: 'Ann', to: 'Captain' },
    ]);
    r = withoutRename(r, 'bob') as Renames;
    expect(r).toEqual([{ from: 'Ann', to: 'Captain' }]);
    expect(namer(r)('Bob')).toBe('Bob');
    expect(withoutRename(r, 'Bob')).toBe('no rename of "Bob" is in force');
  });

  it('reads an older file of aliases as a chain, a loop cut rather than followed for ever', () => {
    expect(fromAliases({ ann: 'Anne', anne: 'Annie', x: 'Y', y: 'X' }, ['Ann'])).toEqual([
      { from: 'Ann', to: 'Annie' },
      { from: 'anne', to: 'Annie' },
      { from: 'x', to: 'X' },
      { from: 'y', to: 'Y' },
    ]);
  });
});
