// The spoken prompts' controls beside the Sound toggle (on/off, volume, a voice where the browser
// offers several, a plain word where it offers none), and the component that speaks each change.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SessionState } from '#protocol';
import type { GameUi } from '../games/types.ts';
import type { Speech } from './speech.ts';
import { lateLines, spokenLines } from './speech-lines.ts';
import './cues.css';
import { t } from '../i18n/i18n.ts';

/** Says what each change of the session deserves (nothing for what was already there on load). */
export function SpokenCues({ session, ui, speech }: { session: SessionState; ui?: GameUi; speech: Speech }) {
  const prev = useRef<SessionState | null>(null);
  const prevUi = useRef<GameUi | undefined>(ui);
  useEffect(() => {
    const p = prev.current;
    const lines = !p ? [] : p.version !== session.version ? spokenLines(p, session, ui) : ui !== prevUi.current ? lateLines(session, prevUi.current, ui) : [];
    for (const line of lines) speech.say(line);
    prev.current = session;
    prevUi.current = ui;
  }, [session, ui, speech]);
  return null;
}

function useSpeech(speech: Speech) {
  const [, setTick] = useState(0);
  useEffect(() => speech.subscribe(() => setTick((n) => n + 1)), [speech]);
  return speech.settings;
}

export function SpeechToggle({ speech }: { speech: Speech }) {
  const { on, volume, voice } = useSpeech(speech);
  const voices = speech.voices();
  return (
    <span class="speech" data-testid="speech">
      <button type="button" class="btn btn-quiet" data-testid="speech-toggle" aria-pressed={on} onClick={() => speech.set({ on: !on })}>
        {on ? t('Voice on') : t('Voice off')}
      </button>
      {on ? (
        <>
          <input
            type="range"
            min="0"
            max="1"
            step="0.1"
            value={volume}
            aria-label={t('Voice volume')}
            data-testid="speech-volume"
            onInput={(e) => speech.set({ volume: Number((e.target as HTMLInputElement).value) })}
          />
          {!speech.available || voices.length === 0 ? (
            <span class="speech-none" data-testid="speech-none">
              {speech.available ? t('This browser offers no voice to speak with.') : t('This browser cannot speak.')}
            </span>
          ) : voices.length > 1 ? (
            <select
              aria-label={t('Voice')}
              data-testid="speech-voice"
              value={voice ?? ''}
              onChange={(e) => speech.set({ voice: (e.target as HTMLSelectElement).value || null })}
            >
              <option value="">{t('Default voice')}</option>
              {voices.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.name} ({v.lang})
                </option>
              ))}
            </select>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
