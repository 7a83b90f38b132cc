import { describe, expect, it } from 'vitest';
import { sessionProblem } from '../../session-check.ts';
import { GAME_UIS } from '../index.ts';

const base = { protocol: 1, version: 1, role: 'host', inputs: 0, tapFor: null, warnings: [] };
const state = (view: Record<string, unknown>) => ({
  ...base,
  device: { calibrated: [], counters: {} },
  cards: { enrolled: 0 },
  weigh: { stage: 'idle' },
  view,
});

describe('a 7 Seize view from the server, through the tablet session check with the registry', () => {
  it('is refused when its stashes are missing, and its round must be a number', () => {
    expect(sessionProblem(state({ game: '7-seize', phase: 'squabble', round: 1, bag: 9 }), GAME_UIS)).toMatch(/stashes/);
    expect(sessionProblem(state({ game: '7-seize', phase: 'squabble', round: 'two' }), GAME_UIS)).toMatch(/round or bag/);
    // Without the registry only what every game shares is checked.
    expect(sessionProblem(state({ game: '7-seize', phase: 'squabble', round: 1, bag: 9 }))).toBeNull();
  });
});
