// Sound cues for a table whose eyes are on the cards: a tap accepted, a tap or step refused, a
// verdict, a game's news. Tones made with Web Audio (no files); muted when the table says so, remembered in
// localStorage. Which cue a change deserves is decided by `cuesFor`, a pure function.

/** `news`: something a game announces on its own (a capture, say). */
export type Cue = 'accepted' | 'refused' | 'verdict' | 'news';

/** Each cue as notes (Hz, ms) played one after the other. */
export const TONES: Record<Cue, { wave: OscillatorType; notes: [number, number][] }> = {
  accepted: {
    wave: 'sine',
    notes: [
      [660, 70],
      [880, 110],
    ],
  },
  refused: {
    wave: 'square',
    notes: [
      [220, 150],
      [165, 220],
    ],
  },
  verdict: {
    wave: 'triangle',
    notes: [
      [523, 120],
      [659, 120],
      [784, 260],
    ],
  },
  news: {
    wave: 'sine',
    notes: [
      [1047, 90],
      [784, 300],
    ],
  },
};

/** What the sound cues look at in the tablet's state. */
export interface CueState {
  /** The last card tap the server reported: its time and outcome. */
  tap: { at: number; outcome: string } | null;
  /** The last refusal the server sent this tablet. */
  error: { at: number } | null;
  /** The weigh stage and its contest, e.g. `verdict:Ann-Bob`. */
  weigh: string;
  phase: string | null;
}

/** Taps the table took: a reveal, an enrolment, a card picked on the tablet (a game played face up). */
const ACCEPTED_TAPS = new Set(['revealed', 'enrolled', 'picked']);

export function cuesFor(prev: CueState, next: CueState): Cue[] {
  const out: Cue[] = [];
  if (next.tap && next.tap.at !== prev.tap?.at) out.push(ACCEPTED_TAPS.has(next.tap.outcome) ? 'accepted' : 'refused');
  if (next.error && next.error.at !== prev.error?.at && !out.includes('refused')) out.push('refused');
  // A verdict from the scale (each weighing of a tiebreak too), or the game's end (a verdict by hand).
  const weighed = next.weigh.startsWith('verdict:') && next.weigh !== prev.weigh;
  const over = next.phase === 'finished' && prev.phase !== 'finished';
  if (weighed || over) out.push('verdict');
  return out;
}

const MUTE_KEY = 'quartermaster.muted';

export interface Sound {
  readonly muted: boolean;
  setMuted(m: boolean): void;
  play(cue: Cue): void;
  subscribe(fn: () => void): () => void;
}

export function createSound(storage: Pick<Storage, 'getItem' | 'setItem'> | null = globalThis.localStorage ?? null): Sound {
  let muted = storage?.getItem(MUTE_KEY) === '1';
  let ctx: AudioContext | null = null;
  /** Cues still sounding: once none is, the context is suspended (see `play`). */
  let sounding = 0;
  const listeners = new Set<() => void>();
  return {
    get muted() {
      return muted;
    },
    setMuted(m) {
      muted = m;
      try {
        storage?.setItem(MUTE_KEY, m ? '1' : '0');
      } catch {
        // private mode: the choice lasts for this page only
      }
      for (const fn of listeners) fn();
    },
    play(cue) {
      if (muted || typeof AudioContext === 'undefined') return;
      const audio = (ctx ??= new AudioContext());
      // Suspended between cues (below), or made before any tap on the page (autoplay rules). Asked
      // even while a suspend asked for is still under way: the context takes the two in order.
      if (audio.state !== 'running' || sounding === 0) void audio.resume().catch(() => undefined);
      sounding++;
      const { wave, notes } = TONES[cue];
      let t = audio.currentTime + 0.01;
      let last: OscillatorNode | null = null;
      for (const [hz, ms] of notes) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = wave;
        osc.frequency.value = hz;
        const end = t + ms / 1000;
        // A quick fade in and out: no clicks.
        gain.gain.setValueAtTime(0, t);
        gain.gain.linearRampToValueAtTime(0.2, t + 0.01);
        gain.gain.linearRampToValueAtTime(0, end);
        osc.connect(gain).connect(audio.destination);
        osc.start(t);
        osc.stop(end + 0.02);
        t = end + 0.02;
        last = osc;
      }
      // A running context renders silence until it is suspended: the audio thread and the
      // tablet's audio device kept busy (3% of a core in chromium) long after the last cue.
      if (last)
        last.onended = () => {
          if (--sounding === 0) void audio.suspend().catch(() => undefined);
        };
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
