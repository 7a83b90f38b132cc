import { describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { sessionWith } from '../../testing/session.ts';
import { lootUi } from './index.tsx';

describe("Loot's question read out", () => {
  it('says whose turn and what they may do (L6), then who reports their hand (L23)', () => {
    const turn = (options: string[]) => ({ game: 'loot', phase: 'turn', winners: [], awaiting: { type: 'action', player: 'Ann', options } });
    expect(announcement(sessionWith(turn(['draw', 'play'])), lootUi)).toBe("Ann's turn: draw a card or play a card.");
    expect(announcement(sessionWith(turn(['play', 'discard'])), lootUi)).toBe("Ann's turn: play a card or discard a card.");
    const reports = { game: 'loot', phase: 'handMerchants', winners: [], awaiting: { type: 'handMerchants', players: ['Bob', 'Cy'] } };
    expect(announcement(sessionWith(reports), lootUi)).toBe('The game is over: Bob, Cy, say which merchant ships are left in your hand.');
  });

  it('a player called constructor is read out by name', () => {
    const turn = { game: 'loot', phase: 'turn', winners: [], awaiting: { type: 'action', player: 'constructor', options: ['toString', 'draw'] } };
    expect(announcement(sessionWith(turn), lootUi)).toBe("constructor's turn: draw a card.");
  });
});
