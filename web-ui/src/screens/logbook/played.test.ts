// Which games the logbook counts as played, where "Teach me" starts from: for the game screen (the
// games before the one on the table) and for the new-game form (the one on the table too, once over).
import { describe, expect, it } from 'vitest';
import { playedBefore } from './logbook-data.ts';

describe('which games the table has played (the logbook)', () => {
  const entry = (game: string, log: { table: true } | { saved: string } | null, undone?: true) => ({ game, log, ...(undone ? { undone } : {}) });
  it('the game on the table, once over, counts for the form, not for the game being learnt', () => {
    const book = { games: [entry('dice', { table: true })] } as unknown as Parameters<typeof playedBefore>[0];
    expect(playedBefore(book, 'dice', true)).toBe(true);
    expect(playedBefore(book, 'dice', false)).toBe(false);
  });
  it('an undone game and another game do not count; a game put away does', () => {
    const book = { games: [entry('dice', null, true), entry('chess', null), entry('go', { saved: 'x' })] } as unknown as Parameters<typeof playedBefore>[0];
    expect(playedBefore(book, 'dice', true)).toBe(false);
    expect(playedBefore(book, 'chess', false)).toBe(true);
    expect(playedBefore(book, 'go', false)).toBe(true);
  });
});
