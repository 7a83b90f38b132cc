import { describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { sessionWith } from '../../testing/session.ts';
import { bootyUi } from './index.tsx';

describe("Blackbeard's Booty's question read out", () => {
  it('asks for the bag draw (B6), then names the pirate to move', () => {
    const at = (awaiting: object) => sessionWith({ game: 'blackbeards-booty', phase: 'move', winners: [], awaiting });
    expect(announcement(at({ type: 'first', players: ['Ann', 'Bob'] }), bootyUi)).toBe('Draw from the bag: who moves first?');
    expect(announcement(at({ type: 'move', player: 'Bob', colour: 'silver' }), bootyUi)).toBe('Bob (silver) to move.');
  });
});
