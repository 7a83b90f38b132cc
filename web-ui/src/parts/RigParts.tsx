// The rig's own button, lights and buzzer (johnny-five on the user pins): the three verdict lights
// as the rig shows them, and on a simulated rig its "All in" button, held while the finger is down.
import type { DeviceInfo } from '#protocol';
import './rig-parts.css';
import { msg, t } from '../i18n/i18n.ts';

type Parts = NonNullable<DeviceInfo['parts']>;

const LIGHTS = [
  ['left', msg('Left heavier')],
  ['tie', msg('Tie')],
  ['right', msg('Right heavier')],
] as const;

export function RigLights({ parts }: { parts: Parts }) {
  return (
    <div class="rig-lights" data-testid="rig-lights" role="img" aria-label={lightsLabel(parts)}>
      {LIGHTS.map(([key, label]) => (
        <span
          key={key}
          class={`rig-light rig-light-${key}${parts.lights[key] ? ' on' : ''}${parts.lights.blinking ? ' blinking' : ''}`}
          data-light={key}
          title={t(label)}
        />
      ))}
      {parts.lastChirp ? (
        <span key={parts.chirps} class={`rig-chirp rig-chirp-${parts.lastChirp}`} data-testid="rig-chirp">
          ♪ {parts.lastChirp}
        </span>
      ) : null}
    </div>
  );
}

function lightsLabel(parts: Parts): string {
  if (parts.lights.blinking) return t('rig lights: deciding');
  const on = LIGHTS.filter(([k]) => parts.lights[k]).map(([, label]) => t(label));
  return t('rig lights: {lights}', { lights: on.length ? on.join(', ') : t('off') });
}

/** Held down like a real button: pressed on pointer down, let go on pointer up or leave. */
export function RigButton({ send, down = false }: { send: (msg: { type: 'sim'; action: 'button'; pressed: boolean }) => void; down?: boolean }) {
  const press = (pressed: boolean) => send({ type: 'sim', action: 'button', pressed });
  return (
    <button
      type="button"
      class={`btn rig-button${down ? ' is-down' : ''}`}
      data-testid="rig-button"
      aria-pressed={down}
      title={t("The rig's button: a press says All in, weigh!; held a second it undoes")}
      onPointerDown={() => press(true)}
      onPointerUp={() => press(false)}
      onPointerLeave={(e) => e.buttons && press(false)}
      onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && !e.repeat && press(true)}
      onKeyUp={(e) => (e.key === ' ' || e.key === 'Enter') && press(false)}
    >
      {t('Rig button')}
    </button>
  );
}

/** For the device panel: which parts answered. */
export function partsSentence(parts: Parts): string {
  if (parts.state === 'ready') return t('button, lights and buzzer ready (pins 7, A0–A2, A3)');
  if (parts.state === 'unavailable') return parts.message ?? t('not available');
  return t('starting…');
}
