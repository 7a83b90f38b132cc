// What the tablet says aloud (pure), and the voice's settings: off at first, remembered, silent when off.
import { describe, expect, it } from 'vitest';
import type { SessionState } from '#protocol';
import { sessionWith } from '../testing/session.ts';
import { createSpeech } from './speech.ts';
import { lateLines, spokenLines } from './speech-lines.ts';

const at = (inputs: number, view: Record<string, unknown>, over: Parameters<typeof sessionWith>[1] = {}): SessionState =>
  ({ ...sessionWith({ game: 'dice-game', round: 1, phase: 'rolling', winners: [], ...view }, over), game: { id: 'dice-game' }, inputs }) as SessionState;

describe('the lines spoken at a change', () => {
  const reveal = (players: string[]) => ({ awaiting: { type: 'reveal', players } });
  it("says the game's news, a verdict of the scale, then the new prompt; a prompt unchanged is not said again", () => {
    const narrate = (_p: SessionState, n: SessionState) => [`news at ${n.inputs}`];
    const verdict = { stage: 'verdict', contest: { left: 'Ann', right: 'Bob' }, message: 'Left cup is heavier: Ann seizes', verdict: 'left' } as const;
    expect(spokenLines(at(1, reveal(['Ann'])), at(2, reveal(['Bob']), { weigh: verdict }), { narrate })).toEqual([
      'news at 2',
      'Left cup is heavier: Ann seizes',
      'Round 1: Bob, tap your card on the reader.',
    ]);
    // No move (a tap attributed, say): no news; the same prompt: nothing at all.
    expect(spokenLines(at(2, reveal(['Bob'])), at(2, reveal(['Bob'])), { narrate })).toEqual([]);
    expect(spokenLines(at(2, reveal(['Bob'])), at(3, { phase: 'finished', winners: ['Bob'], awaiting: null }))).toEqual(['Game over: Bob wins.']);
  });
});

function fakeSynth(voices: { name: string; lang: string }[] = []) {
  const said: { text: string; volume: number; voice: string | undefined }[] = [];
  let cancelled = 0;
  const synth = {
    speak: (u: SpeechSynthesisUtterance) => said.push({ text: u.text, volume: u.volume, voice: u.voice?.name }),
    cancel: () => cancelled++,
    getVoices: () => voices,
    addEventListener: () => undefined,
  } as unknown as SpeechSynthesis;
  return { synth, said, cancelled: () => cancelled };
}

describe('a question said once the game has come down', () => {
  it("says the game's own question when its screens load after it, and nothing the table already said", () => {
    const announce = (s: SessionState) => ((s.view as { awaiting: { type: string } }).awaiting.type === 'divvy' ? 'Bob, split 7 pieces.' : null);
    const divvy = sessionWith({ game: 'dice-game', round: 1, phase: 'seize', winners: [], awaiting: { type: 'divvy', player: 'Bob' } });
    expect(lateLines(divvy, undefined, { announce })).toEqual(['Bob, split 7 pieces.']);
    expect(lateLines(divvy, { announce }, { announce })).toEqual([]);
    const reveal = sessionWith({ game: 'dice-game', round: 1, phase: 'squabble', winners: [], awaiting: { type: 'reveal', players: ['Ann'] } });
    expect(lateLines(reveal, undefined, { announce })).toEqual([]);
  });
});

describe('the voice', () => {
  (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance ??= class {
    volume = 1;
    voice: unknown = null;
    lang = '';
    constructor(readonly text: string) {}
  };
  it('is off at first, says nothing then, and remembers being turned on with its volume and voice', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const { synth, said, cancelled } = fakeSynth([
      { name: 'Anna', lang: 'de-DE' },
      { name: 'Daniel', lang: 'en-GB' },
    ]);
    const speech = createSpeech(storage, synth);
    speech.say('Ann, tap your card.');
    expect(said).toEqual([]);
    speech.set({ on: true, volume: 0.4, voice: 'Daniel' });
    speech.say('Ann, tap your card.');
    expect(said).toEqual([{ text: 'Ann, tap your card.', volume: 0.4, voice: 'Daniel' }]);
    expect(createSpeech(storage, synth).settings).toEqual({ on: true, volume: 0.4, voice: 'Daniel' });
    speech.set({ on: false });
    expect(cancelled()).toBe(1); // silent at once, mid-sentence
    speech.say('Bob, tap your card.');
    expect(said).toHaveLength(1);
    // Damaged settings: the defaults.
    store.set('quartermaster.speech', '{"on":"yes","volume":7}');
    expect(createSpeech(storage, synth).settings).toEqual({ on: false, volume: 1, voice: null });
  });

  it("says nothing before the page's first tap, which starts the voice (an iPad's Safari refuses speech no tap started)", () => {
    const storage = { getItem: () => JSON.stringify({ on: true }), setItem: () => undefined };
    const { synth, said } = fakeSynth();
    const page = new EventTarget();
    const speech = createSpeech(storage, synth, page);
    speech.say('Round 1: Ann, tap your card on the reader.');
    expect(said).toEqual([]);
    page.dispatchEvent(new Event('pointerdown'));
    expect(said.map((s) => s.text)).toEqual(['']);
    speech.say('Round 1: Bob, tap your card on the reader.');
    expect(said.map((s) => s.text)).toEqual(['', 'Round 1: Bob, tap your card on the reader.']);
  });
});
