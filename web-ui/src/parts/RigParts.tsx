// The rig's own button, lights and buzzer (johnny-five on the user pins): the three verdict lights
// as the rig shows them, and on a simulated rig its "All in" button, held while the finger is down.
import type { DeviceInfo } from '#protocol';
import './rig-parts.css';

type Parts = NonNullable<DeviceInfo['parts']>;

const LIGHTS = [
  ['left', 'Left heavier'],
  ['tie', 'Tie'],
  ['right', 'Right heavier'],
] as const;

export function RigLights({ parts }: { parts: Parts }) {
  return (
    <div class="rig-lights" data-testid="rig-lights" role="img" aria-label={lightsLabel(parts)}>
      {LIGHTS.map(([key, label]) => (
        <span
          key={key}
          class={`rig-light rig-light-${key}${parts.lights[key] ? ' on' : ''}${parts.lights.blinking ? ' blinking' : ''}`}
          data-light={key}
          title={label}
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
  if (parts.lights.blinking) return 'rig lights: deciding';
  const on = LIGHTS.filter(([k]) => parts.lights[k]).map(([, label]) => label);
  return `rig lights: ${on.length ? on.join(', ') : 'off'}`;
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
      title="The rig's button: a press says All in, weigh!; held a second it undoes"
      onPointerDown={() => press(true)}
      onPointerUp={() => press(false)}
      onPointerLeave={(e) => e.buttons && press(false)}
      onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && !e.repeat && press(true)}
      onKeyUp={(e) => (e.key === ' ' || e.key === 'Enter') && press(false)}
    >
      Rig button
    </button>
  );
}

/** For the device panel: which parts answered. */
export function partsSentence(parts: Parts): string {
  if (parts.state === 'ready') return 'button, lights and buzzer ready (pins 7, A0–A2, A3)';
  if (parts.state === 'unavailable') return parts.message ?? 'not available';
  return 'starting…';
}
