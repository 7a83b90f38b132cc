// The tablet's board model against the engine: the moves it offers are the referee's.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { replayLines } from '../../../../games/core/replay.ts';
import { view } from '../../../../games/core/table.ts';
import { cellsOf, HOME_ORDER, isBootyView, legalMoves, undoSteps } from './model.ts';

const script = [
  '{"type":"start","game":"blackbeards-booty","players":{"gold":"Ann","silver":"Bob"},"options":{"first":"gold"}}',
  '{"type":"move","from":"c2","to":"c3"}',
  '{"type":"move","from":"d5","to":"d4"}',
].join('\n');

describe("Blackbeard's Booty board model", () => {
  const v = view(replayLines(registry, script).table);

  it('reads the printed board back into coins', () => {
    expect(isBootyView(v)).toBe(true);
    if (!isBootyView(v)) return;
    expect(isBootyView({ ...v, board: ['G1'] })).toBe(false); // a garbled view from the wire is refused
    expect(isBootyView({ ...v, toMove: 'bronze' })).toBe(false);
    const cells = cellsOf(v.board);
    expect(cells.flat()).toHaveLength(24);
    expect(cellsOf({ z9: 'G1', a1: 'G7/S2' })[0]).toEqual([8 | 2]); // garbage is dropped, not thrown
  });

  it('offers exactly the legal moves, captures marked, the no-return move left out (B18)', () => {
    if (!isBootyView(v)) throw new Error('not a booty view');
    const moves = legalMoves(v);
    const total = [...moves.values()].reduce((n, l) => n + l.length, 0);
    expect(total).toBe(v.legalMoves);
    expect(moves.get('d4')?.map((d) => d.to)).not.toContain('d5');
    expect(moves.get('c3')).toContainEqual({ to: 'd4', capture: true }); // G3 turns to 4: 4 + 3 = 7
  });

  it('lays the squares out as gold sees them at the start', () => {
    expect(HOME_ORDER.slice(0, 6)).toEqual(['a6', 'b6', 'c6', 'd6', 'e6', 'f6']);
    expect(HOME_ORDER.at(-1)).toBe('f1');
  });

  it('Undo against the computer pirate takes back its answer and the move before it (B29)', () => {
    if (!isBootyView(v)) throw new Error('not a booty view');
    // Ann (gold) moved c2–c3, Bob (silver) answered d5–d4: gold to move.
    expect(v.toMove).toBe('gold');
    expect(undoSteps(v, { silver: 'hard' })).toBe(2); // the pirate answered: both go
    expect(undoSteps(v, {})).toBe(1); // two people: one move at a time
    expect(undoSteps(v, undefined)).toBe(1);
    expect(undoSteps(v, { gold: 'easy' })).toBe(1); // the pirate is to move (thinking): Bob's move only
    const one = view(replayLines(registry, script.split('\n').slice(0, 2).join('\n')).table);
    if (!isBootyView(one)) throw new Error('not a booty view');
    expect(undoSteps(one, { gold: 'hard' })).toBe(1); // the pirate's first move has no move of a person before it
  });
});
