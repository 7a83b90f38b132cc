import { describe, expect, it } from 'vitest';
import type { SessionState } from '#protocol';
import { sessionWith } from '../testing/session.ts';
import { announcement } from './announce.ts';

const game = (over: Record<string, unknown>) => ({ game: 'dice-game', round: 2, phase: 'rolling', winners: [], awaiting: null, ...over });

describe('the prompt read out to screen readers', () => {
  it('says who is asked for a card and how, as the table asks every game', () => {
    expect(announcement(sessionWith({ game: null, awaiting: { type: 'start' } }))).toMatch(/^New game/);
    const reveal = game({ awaiting: { type: 'reveal', players: ['Bob', 'Cy'] } });
    expect(announcement(sessionWith(reveal))).toBe('Round 2: Bob, tap your card on the reader.');
    expect(announcement(sessionWith(reveal, { tapFor: 'Cy', device: { hasReader: false } as SessionState['device'] }))).toBe(
      'Round 2: Cy, pick your card on the tablet.',
    );
    expect(announcement(sessionWith({ ...reveal, round: undefined }))).toBe('Bob, tap your card on the reader.');
  });
  it("reads the weigh-off step and the end; a question of the game's own is its to say", () => {
    const v = game({ phase: 'weigh-off', awaiting: { type: 'verdict', contest: { left: 'Ann', right: 'Bob' } } });
    const weigh = { stage: 'tare', contest: { left: 'Ann', right: 'Bob' }, message: 'Empty both cups, then press “Tare”', verdict: null } as const;
    expect(announcement(sessionWith(v, { weigh }))).toBe('Weigh-off, Ann against Bob: Empty both cups, then press “Tare”');
    expect(announcement(sessionWith(game({ phase: 'finished', winners: ['Cy'] })))).toBe('Game over: Cy wins.');
    expect(announcement(sessionWith(game({ phase: 'finished', winners: ['Ann', 'Cy'] })))).toBe('Game over: Ann and Cy share the win.');
    expect(announcement(sessionWith(game({ awaiting: { type: 'roll', player: 'Ann' } })))).toBe('');
  });
  it("asks the game's announce hook first, and says the table's sentence when it answers null", () => {
    const announce = (s: SessionState) => ((s.view as { awaiting: { type: string } }).awaiting.type === 'roll' ? 'Ann, roll the dice.' : null);
    expect(announcement(sessionWith(game({ awaiting: { type: 'roll', player: 'Ann' } })), { announce })).toBe('Ann, roll the dice.');
    expect(announcement(sessionWith(game({ awaiting: { type: 'reveal', players: ['Bob'] } })), { announce })).toBe(
      'Round 2: Bob, tap your card on the reader.',
    );
    // The end is the table's to say, whatever the game answers.
    expect(announcement(sessionWith(game({ phase: 'finished', winners: ['Cy'] })), { announce: () => 'never' })).toBe('Game over: Cy wins.');
  });
});
