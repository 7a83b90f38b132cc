import { describe, expect, it } from 'vitest';
import { createSound, cuesFor, type CueState } from './sound.ts';

const idle: CueState = { tap: null, error: null, weigh: 'idle', phase: 'squabble' };

describe('which cue a change deserves', () => {
  it('a tap: accepted when it revealed, enrolled or picked a card, refused otherwise', () => {
    expect(cuesFor(idle, { ...idle, tap: { at: 1, outcome: 'revealed' } })).toEqual(['accepted']);
    expect(cuesFor(idle, { ...idle, tap: { at: 1, outcome: 'enrolled' } })).toEqual(['accepted']);
    expect(cuesFor(idle, { ...idle, tap: { at: 1, outcome: 'picked' } })).toEqual(['accepted']); // a game played face up: the card picked on the tablet
    for (const o of ['rejected', 'unknown-card', 'no-player', 'ignored'])
      expect(cuesFor(idle, { ...idle, tap: { at: 1, outcome: o } }), o).toEqual(['refused']);
    // The same tap seen again is not a new one.
    const tapped = { ...idle, tap: { at: 1, outcome: 'revealed' } };
    expect(cuesFor(tapped, tapped)).toEqual([]);
  });
  it('a refusal from the server, once (not twice with a refused tap)', () => {
    expect(cuesFor(idle, { ...idle, error: { at: 5 } })).toEqual(['refused']);
    expect(cuesFor(idle, { ...idle, error: { at: 5 }, tap: { at: 5, outcome: 'rejected' } })).toEqual(['refused']);
  });
  it("the scale's verdict, each weighing of a tiebreak, and the end of a game", () => {
    expect(cuesFor({ ...idle, weigh: 'weighing:Ann-Bob' }, { ...idle, weigh: 'verdict:Ann-Bob:none' })).toEqual(['verdict']);
    expect(cuesFor({ ...idle, weigh: 'verdict:Ann-Bob:none' }, { ...idle, weigh: 'verdict:Ann-Bob:none' })).toEqual([]);
    expect(cuesFor({ ...idle, phase: 'weigh-off' }, { ...idle, phase: 'finished' })).toEqual(['verdict']);
  });
});

describe('the mute toggle', () => {
  it('is remembered in storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const a = createSound(storage);
    expect(a.muted).toBe(false);
    a.setMuted(true);
    expect(createSound(storage).muted).toBe(true);
    a.setMuted(false);
    expect(createSound(storage).muted).toBe(false);
  });
});
