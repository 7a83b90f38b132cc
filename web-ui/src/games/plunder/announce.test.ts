import { describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { sessionWith } from '../../testing/session.ts';
import { plunderUi } from './index.tsx';

describe("Plunder!'s question read out", () => {
  it('says whose turn, the card to resolve while a reaction may come (P13), and the tie-break (P30)', () => {
    const at = (awaiting: object) => sessionWith({ game: 'plunder', phase: 'turn', winners: [], awaiting });
    expect(announcement(at({ type: 'action', player: 'Bart', options: ['recruit'] }), plunderUi)).toBe("Bart's turn.");
    expect(announcement(at({ type: 'resolve', player: 'Bart', reactionOpen: true }), plunderUi)).toBe("Bart's card: anyone may react, then enter its result.");
    expect(announcement(at({ type: 'resolve', player: 'Bart', reactionOpen: false }), plunderUi)).toBe("Bart's card: enter its result.");
    expect(announcement(at({ type: 'reactions', players: ['Anne', 'Bart'] }), plunderUi)).toBe('A tie for the win: Anne, Bart, show your reaction cards.');
  });
});
