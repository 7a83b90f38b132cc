import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { awaiting, emptyTable, inputLog, submit, view } from './table.ts';
import { replayLines } from './replay.ts';

describe('the game-agnostic table', () => {
  it('needs a start first, names the known games, and refuses a second start', () => {
    expect(awaiting(emptyTable)).toEqual({ type: 'start' });
    const r0 = submit(registry, emptyTable, { type: 'reveal', player: 'Ann', card: '9H' });
    expect(r0).toMatchObject({ ok: false, reason: expect.stringMatching(/no game has started/) });
    expect(submit(registry, emptyTable, { type: 'start', game: 'cribbage', players: ['A', 'B'] })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/unknown game "cribbage".*7-seize/),
    });
    const r = submit(registry, emptyTable, { type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    if (!r.ok) throw new Error(r.reason);
    expect(submit(registry, r.table, { type: 'start', game: '7-seize', players: ['X', 'Y'] })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/already under way/),
    });
  });

  it('undo takes back the last accepted input, down to no game, and says when there is nothing to undo', () => {
    expect(submit(registry, emptyTable, { type: 'undo' })).toMatchObject({ ok: false, reason: 'nothing to undo' });
    const a = submit(registry, emptyTable, { type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    if (!a.ok) throw new Error();
    const b = submit(registry, a.table, { type: 'reveal', player: 'Ann', card: '9H' });
    if (!b.ok) throw new Error();
    expect(inputLog(b.table)).toHaveLength(2);
    const u = submit(registry, b.table, { type: 'undo' });
    if (!u.ok) throw new Error();
    expect(u.table.last).toBe(a.table.last);
    expect(submit(registry, u.table, { type: 'undo', extra: 1 })).toMatchObject({ ok: false, reason: /no fields/ });
    const u2 = submit(registry, u.table, { type: 'undo' });
    if (!u2.ok) throw new Error();
    expect(view(u2.table)).toEqual({ game: null, awaiting: { type: 'start' } });
  });

  it('refuses what is not an input object, with a reason', () => {
    for (const junk of [null, 3, 'x', [], [{ type: 'start' }], { type: 5 }, {}]) {
      const r = submit(registry, emptyTable, junk);
      expect(r.ok).toBe(false);
    }
  });
});

describe('replay', () => {
  it('gives the collections of the worked example of docs/table-script/7-seize.md', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../test/fixtures/spec-example.jsonl', import.meta.url), 'utf8');
    const r = replayLines(registry, text);
    expect(r.rejected).toEqual([]);
    expect(view(r.table)).toMatchObject({
      game: '7-seize',
      round: 2,
      phase: 'squabble',
      captain: 'Ann',
      bag: 42,
      stashes: { red: 0, black: 0 },
      collections: { Ann: 1, Bob: 4, Cy: 2 },
      awaiting: { type: 'reveal', players: ['Ann', 'Bob', 'Cy'] },
    });
  });

  it('skips blanks and comments, lists bad lines with their numbers, and goes on', () => {
    const text = [
      '# a comment',
      '',
      '{"type":"start","game":"7-seize","players":["Ann","Bob"]}',
      '{"type":"reveal"',
      '{"type":"reveal","player":"Zed","card":"9H"}',
      '{"type":"reveal","player":"Ann","card":"9H"}',
    ].join('\n');
    const r = replayLines(registry, text);
    expect(r.accepted).toBe(2);
    expect(r.rejected).toEqual([
      { line: 4, reason: expect.stringMatching(/not a JSON object/), malformed: true },
      { line: 5, reason: expect.stringMatching(/Zed is not playing/) },
    ]);
  });
});
