// The tablet's cues beyond the screen: sounds for taps, refusals and verdicts (with a mute
// toggle), and the current prompt read out by screen readers (an aria-live region).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClientState } from '../connection.ts';
import { cuesFor, type CueState, type Sound } from './sound.ts';
import './cues.css';
import { t } from '../i18n/i18n.ts';

function cueState(s: ClientState): CueState {
  const session = s.session;
  const w = session?.weigh;
  const view = session?.view as { phase?: unknown } | undefined;
  return {
    tap: s.tap ? { at: s.tap.at, outcome: s.tap.outcome } : null,
    error: s.error ? { at: s.error.at } : null,
    weigh: w ? `${w.stage}:${w.contest ? `${w.contest.left}-${w.contest.right}` : ''}:${w.verdict ?? ''}:${w.pan?.left ?? ''}:${w.pan?.right ?? ''}` : '',
    phase: typeof view?.phase === 'string' ? view.phase : null,
  };
}

/** Plays the cue each change of the state deserves (none for what was already there on load). */
export function SoundCues({ state, sound }: { state: ClientState; sound: Sound }) {
  const prev = useRef<CueState | null>(null);
  useEffect(() => {
    const next = cueState(state);
    if (prev.current && state.session) for (const cue of cuesFor(prev.current, next)) sound.play(cue);
    if (state.session) prev.current = next;
  }, [state, sound]);
  return null;
}

export function MuteToggle({ sound }: { sound: Sound }) {
  const [muted, setMuted] = useState(sound.muted);
  useEffect(() => sound.subscribe(() => setMuted(sound.muted)), [sound]);
  return (
    <button type="button" class="btn btn-quiet" data-testid="mute" aria-pressed={muted} onClick={() => sound.setMuted(!muted)}>
      {muted ? t('Sound off') : t('Sound on')}
    </button>
  );
}

/** Read out by screen readers whenever the text changes; not shown. */
export function Announcer({ text }: { text: string }) {
  return (
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {text}
    </div>
  );
}
