// The computer pirate's levels on hand-made positions, and the search's bookkeeping.
import { describe, expect, it } from 'vitest';
import { GOLD, setUp } from '../coins.ts';
import { Position } from '../position.ts';
import { think } from './pirate.ts';
import { Searcher } from './search.ts';
import { handMade as position } from '../testing/hand-made.ts';

describe('the computer pirate', () => {
  // Gold's G4 on c3 turns to 3 and may take the stack S6/G1/S3 on b4 (13 points, top 3).
  const alone = { c3: 'G4', b4: 'S6/G1/S3', a1: 'G1', f6: 'S1', f5: 'S2' };
  // The same, but silver's S3 on c4 turns to 4 and takes the captured stack back (4 points more).
  const guarded = { ...alone, c4: 'S3' };

  it('medium and hard take the stack worth most (B13, B20)', () => {
    for (const level of ['medium', 'hard'] as const) {
      const m = think(position(alone, 'gold', 144), level, { budgetMs: 200 });
      expect(`${m?.from}-${m?.to}`, level).toBe('c3-b4');
    }
  });

  it('hard sees a win by target (B21) and takes it', () => {
    const m = think(position(guarded, 'gold', 13), 'hard', { budgetMs: 200 });
    expect(`${m?.from}-${m?.to}`).toBe('c3-b4'); // 6 + 1 + 3 + 3 = 13 at once
  });

  it('medium grabs a stack that the opponent takes back to win; hard does not', () => {
    const s = position(guarded, 'gold', 17); // after c3xb4 silver's c4xb4 makes 6+1+3+3+4 = 17
    expect(think(s, 'medium', { seed: 1 })).toMatchObject({ from: 'c3', to: 'b4' });
    const m = think(s, 'hard', { budgetMs: 300 });
    expect(m).not.toBeNull();
    expect(`${m?.from}-${m?.to}`).not.toBe('c3-b4');
  });

  it('easy plays some legal move; none when the game is not on', () => {
    const s = position({ a1: 'G1', f6: 'S1' }, 'gold', 21);
    expect(think(s, 'easy')).not.toBeNull();
    expect(think({ ...s, phase: 'finished' }, 'easy')).toBeNull();
  });

  it('a search cut short by its budget leaves the position exactly as it was', () => {
    const pos = new Position(setUp(), GOLD);
    const before = { key: pos.key(), cells: JSON.stringify(pos.cells) };
    const r = new Searcher().search(pos, 21, 30);
    expect(r.move).not.toBeNull();
    expect(r.depth).toBeGreaterThanOrEqual(1);
    expect({ key: pos.key(), cells: JSON.stringify(pos.cells) }).toEqual(before);
  });
});
