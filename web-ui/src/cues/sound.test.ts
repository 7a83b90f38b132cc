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

describe('the audio between cues', () => {
  /** A stand-in for Web Audio: what the sound asks of its context, and its oscillators' endings. */
  class FakeAudio {
    static made: FakeAudio[] = [];
    state: 'running' | 'suspended' = 'suspended';
    currentTime = 0;
    asked: string[] = [];
    oscillators: { onended: (() => void) | null }[] = [];
    readonly destination = {};
    constructor() {
      FakeAudio.made.push(this);
    }
    resume(): Promise<void> {
      this.asked.push('resume');
      this.state = 'running';
      return Promise.resolve();
    }
    suspend(): Promise<void> {
      this.asked.push('suspend');
      this.state = 'suspended';
      return Promise.resolve();
    }
    createOscillator() {
      const o = { type: '', frequency: { value: 0 }, onended: null, connect: (g: unknown) => g, start() {}, stop() {} };
      this.oscillators.push(o);
      return o;
    }
    createGain() {
      return { gain: { setValueAtTime() {}, linearRampToValueAtTime() {} }, connect: (d: unknown) => d };
    }
  }
  const endAll = (a: FakeAudio) => {
    for (const o of a.oscillators.splice(0)) o.onended?.();
  };

  it('is suspended once the last cue has sounded, and resumed for the next', () => {
    const had = globalThis.AudioContext;
    globalThis.AudioContext = FakeAudio as unknown as typeof AudioContext;
    try {
      const sound = createSound(null);
      sound.play('accepted');
      const audio = FakeAudio.made.at(-1) as FakeAudio;
      expect(audio.asked).toEqual(['resume']);
      sound.play('verdict'); // while the first still sounds
      endAll(audio);
      expect(audio.asked).toEqual(['resume', 'suspend']);
      // The next cue wakes it, even with the suspend still under way (the context keeps the order).
      audio.state = 'running';
      sound.play('refused');
      expect(audio.asked).toEqual(['resume', 'suspend', 'resume']);
      endAll(audio);
      expect(audio.asked.at(-1)).toBe('suspend');
      expect(FakeAudio.made).toHaveLength(1);
    } finally {
      globalThis.AudioContext = had;
    }
  });
});
