import { describe, expect, it } from 'vitest';
import { sessionProblem } from '../../session-check.ts';
import { GAMES } from '../index.ts';
import { wireSession } from '../../testing/session.ts';
import type { GameEntry } from '../types.ts';

const state = (view: Record<string, unknown>) => wireSession({ view });

describe('a 7 Seize view from the server, through the tablet session check with the registry', () => {
  it('is refused when its stashes are missing, and its round must be a number', async () => {
    // The games' checks reach the connection as their screens load (game-loads.ts).
    const loaded = { '7-seize': await (GAMES['7-seize'] as GameEntry).load() };
    expect(sessionProblem(state({ game: '7-seize', phase: 'squabble', round: 1, bag: 9 }), loaded)).toMatch(/stashes/);
    expect(sessionProblem(state({ game: '7-seize', phase: 'squabble', round: 'two' }), loaded)).toMatch(/round or bag/);
    // Without the registry only what every game shares is checked.
    expect(sessionProblem(state({ game: '7-seize', phase: 'squabble', round: 1, bag: 9 }))).toBeNull();
  });
});
