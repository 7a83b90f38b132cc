import { describe, expect, it } from 'vitest';
import { view } from '../../../../games/core/table.ts';
import { play, startLine } from '../../../../games/plunder/testing/scripted-table.ts';
import { isPlunderView, payKey, payments, payWords, scoreLines, stealSources } from './model.ts';

const v = (...inputs: unknown[]) => {
  const x = view(play([startLine(), ...inputs]).table);
  if (!isPlunderView(x)) throw new Error('not a Plunder! view');
  return x;
};

describe('the tablet model of Plunder!', () => {
  it('explains every point of every score (P25–P29)', () => {
    const x = v({ type: 'steal', player: 'Ann', from: 'Bob', colour: 'blue' });
    const lines = scoreLines(x);
    for (const name of ['Ann', 'Bob', 'Cy']) expect(lines[name]?.reduce((a, l) => a + l.points, 0)).toBe(x.scores[name]?.total);
    expect(lines.Ann?.map((l) => l.why)).toContain('1 blue of other colours × 1');
  });

  it('drops the tied "most" lines when the table plays mostTie "none" (P27)', () => {
    const x = view(
      play([
        startLine(['Ann', 'Bob', 'Cy'], { mostTie: 'none' }),
        { type: 'steal', player: 'Ann', from: 'harbour', colour: 'yellow' },
        { type: 'steal', player: 'Bob', from: 'harbour', colour: 'yellow' },
      ]).table,
    );
    if (!isPlunderView(x)) throw new Error('not a Plunder! view');
    const lines = scoreLines(x);
    expect(lines.Ann?.reduce((a, l) => a + l.points, 0)).toBe(x.scores.Ann?.total);
  });

  it('lists where a treasure can be stolen from, and every way to pay for a recruit (P10)', () => {
    const x = v();
    expect(stealSources(x, 'Ann').map((s) => s.from)).toEqual(['harbour', 'Bob', 'Cy']);
    expect(stealSources(x, 'Ann')[1]?.colours).toEqual(['blue']);
    // Ann holds only her own red: one way to pay.
    expect(payments(x, 'Ann')).toEqual([{ red: 2 }]);
    const bart = { ...x, players: { ...x.players, Ann: { ...x.players.Ann!, treasures: { red: 0, blue: 4, green: 0, yellow: 1, purple: 0 } } } };
    // P10: the payer chooses; with 4 blue and 1 yellow he may keep his sole yellow.
    expect(payments(bart, 'Ann').map(payWords)).toEqual(['2 blue', '1 blue, 1 yellow']);
    expect(payments(bart, 'Ann').map(payKey)).toEqual(['blue-blue', 'blue-yellow']);
    expect(isPlunderView({ game: 'loot' })).toBe(false);
    expect(isPlunderView({ ...x, harbour: { crew: 3 } })).toBe(false); // a garbled view from the wire is refused
  });
});
