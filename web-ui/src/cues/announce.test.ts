import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../server/src/protocol.ts';
import type { GameView, TableView } from '../games/seven-seize/view.ts';
import { announcement } from './announce.ts';

const session = (over: Partial<Pick<SessionState, 'tapFor' | 'weigh' | 'device'>> = {}) =>
  ({
    tapFor: null,
    weigh: { stage: 'idle', contest: null, message: '', verdict: null },
    device: { hasReader: true },
    ...over,
  }) as Pick<SessionState, 'tapFor' | 'weigh' | 'device'>;
const game = (over: Partial<GameView>): TableView => ({ game: '7-seize', round: 2, phase: 'squabble', winners: [], awaiting: null, ...over }) as GameView;

describe('the prompt read out to screen readers', () => {
  it('says who is asked and how', () => {
    expect(announcement({ game: null, awaiting: { type: 'start' } }, session())).toMatch(/^New game/);
    const reveal = game({ awaiting: { type: 'reveal', players: ['Bob', 'Cy'] } });
    expect(announcement(reveal, session())).toBe('Round 2: Bob, tap your card on the reader.');
    expect(announcement(reveal, session({ tapFor: 'Cy', device: { hasReader: false } as SessionState['device'] }))).toBe(
      'Round 2: Cy, pick your card on the tablet.',
    );
    expect(announcement(game({ awaiting: { type: 'chooseCaptain', player: 'Ann', among: ['Bob', 'Cy'] } }), session())).toBe(
      'A tie for captain. Ann, choose the new captain: Bob or Cy. Keys 1 to 2.',
    );
  });
  it('asks for the pile being turned over in The High Seize (H11)', () => {
    const flip = { game: 'the-high-seize', round: 3, phase: 'flip', winners: [], awaiting: { type: 'reveal', piles: { Bob: 2, neutral: 1 } } };
    expect(announcement(flip as unknown as TableView, session())).toBe("Round 3: turn over Bob's ship and tap its cards on the reader.");
    expect(announcement(flip as unknown as TableView, session({ tapFor: 'neutral' }))).toBe(
      'Round 3: turn over the neutral ship and tap its cards on the reader.',
    );
  });
  it('reads the weigh-off step and the end', () => {
    const v = game({ phase: 'weigh-off', awaiting: { type: 'verdict', contest: { left: 'Ann', right: 'Bob' } } });
    const weigh = { stage: 'tare', contest: { left: 'Ann', right: 'Bob' }, message: 'Empty both cups, then press “Tare”', verdict: null } as const;
    expect(announcement(v, session({ weigh }))).toBe('Weigh-off, Ann against Bob: Empty both cups, then press “Tare”');
    expect(announcement(game({ phase: 'finished', winners: ['Cy'] }), session())).toBe('Game over: Cy wins.');
  });
});
