// Spoken prompts for a table whose eyes are on its cards: the browser's speech synthesis says each
// prompt and verdict. Its own on/off, volume and voice, remembered in localStorage (off at first:
// a tablet starts talking only when the table asks it to). Which lines a change deserves is
// decided by `spokenLines` (speech-lines.ts); this only speaks them, in order. Nothing is said
// before the page's first tap: an iPad's Safari refuses speech that no tap started, and then stays
// silent; the first tap starts the voice (an empty line), and the lines after it are said.

export interface SpeechSettings {
  on: boolean;
  /** 0..1 */
  volume: number;
  /** The chosen voice's name, or null for the browser's default. */
  voice: string | null;
}

export interface Speech {
  readonly settings: SpeechSettings;
  /** False where the browser has no speech synthesis at all. */
  readonly available: boolean;
  /** The voices the browser offers (often none on a bare Linux: then it says so). */
  voices(): { name: string; lang: string }[];
  set(change: Partial<SpeechSettings>): void;
  /** Queues `text` after whatever is being said (nothing while off). */
  say(text: string): void;
  subscribe(fn: () => void): () => void;
}

const KEY = 'quartermaster.speech';
const DEFAULTS: SpeechSettings = { on: false, volume: 1, voice: null };

function load(storage: Pick<Storage, 'getItem'> | null): SpeechSettings {
  try {
    const raw = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<SpeechSettings> | null;
    return {
      on: raw?.on === true,
      volume: typeof raw?.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : DEFAULTS.volume,
      voice: typeof raw?.voice === 'string' ? raw.voice : null,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export function createSpeech(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = globalThis.localStorage ?? null,
  synth: SpeechSynthesis | null = globalThis.speechSynthesis ?? null,
  /** Where the page's taps are heard (null: no page, as if tapped already). */
  taps: Pick<EventTarget, 'addEventListener'> | null = globalThis.document ?? null,
): Speech {
  let settings = load(storage);
  let tapped = taps === null;
  taps?.addEventListener(
    'pointerdown',
    () => {
      tapped = true;
      if (settings.on && synth && typeof SpeechSynthesisUtterance !== 'undefined') synth.speak(new SpeechSynthesisUtterance(''));
    },
    { once: true },
  );
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const fn of listeners) fn();
  };
  // The voices arrive after the page loads (chromium): the picker fills in when they do.
  synth?.addEventListener?.('voiceschanged', notify);
  return {
    get settings() {
      return settings;
    },
    available: synth !== null && typeof SpeechSynthesisUtterance !== 'undefined',
    voices: () => (synth?.getVoices() ?? []).map((v) => ({ name: v.name, lang: v.lang })),
    set(change) {
      settings = { ...settings, ...change };
      try {
        storage?.setItem(KEY, JSON.stringify(settings));
      } catch {
        // private mode: the choice lasts for this page only
      }
      // Turned off mid-sentence: silence now.
      if (!settings.on) synth?.cancel();
      notify();
    },
    say(text) {
      if (!tapped || !settings.on || !synth || typeof SpeechSynthesisUtterance === 'undefined' || text.trim() === '') return;
      const u = new SpeechSynthesisUtterance(text);
      u.volume = settings.volume;
      const voice = settings.voice === null ? undefined : synth.getVoices().find((v) => v.name === settings.voice);
      if (voice) {
        u.voice = voice;
        u.lang = voice.lang;
      }
      synth.speak(u);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
