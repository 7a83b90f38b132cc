// The link to the server and to the rig, always visible: a banner when either is down.
import type { DeviceInfo } from '../../../server/src/protocol.ts';
import type { LinkState } from '../connection.ts';
import { RigLights, partsSentence } from './RigParts.tsx';

export function LinkBanner({ link, attempts }: { link: LinkState; attempts: number }) {
  if (link === 'open') return null;
  return (
    <div class="banner banner-link" role="status" data-testid="reconnecting">
      {link === 'connecting' ? 'Connecting to the Quartermaster…' : `Reconnecting to the Quartermaster… (attempt ${attempts})`}
    </div>
  );
}

export function DeviceBadge({ device }: { device: DeviceInfo }) {
  const ok = device.state === 'connected';
  const label = device.kind === 'sim' ? 'simulated rig' : device.kind === 'emulator' ? 'emulated rig' : device.kind === 'rig' ? 'rig' : 'balance';
  return (
    <span class={`device-badge ${ok ? 'ok' : 'bad'}`} data-testid="device-state" title={device.port ?? ''}>
      {ok ? '●' : '○'} <span class="device-label">{label}: </span>
      {device.state}
    </span>
  );
}

const sentence = (s: string) => (s ? `${s[0]?.toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}` : '');

export function DeviceBanner({ device }: { device: DeviceInfo }) {
  // Once connected again, the last error stays on the Device screen only.
  if (device.state === 'connected') return null;
  return (
    <div class="banner banner-device" role="status" data-testid="device-banner">
      {`The rig is ${device.state}. `}
      {sentence(device.lastError ?? (device.state === 'disconnected' ? 'check the USB cable' : ''))}
    </div>
  );
}

const COUNTER_NAMES: Record<string, string> = {
  linesOk: 'lines received',
  badChecksum: 'bad checksums',
  tooLong: 'over-long lines',
  unknownType: 'unknown messages',
  malformed: 'malformed lines',
  seqGaps: 'sequence gaps',
  linesLost: 'lines lost',
  reconnects: 'reconnects',
};

export function DevicePanel({ device }: { device: DeviceInfo }) {
  return (
    <section class="panel device-panel" data-testid="device-panel">
      <h2>Device</h2>
      <dl>
        <dt>kind</dt>
        <dd>{device.kind}</dd>
        <dt>port</dt>
        <dd>{device.port ?? '—'}</dd>
        <dt>link</dt>
        <dd>{device.state}</dd>
        {device.firmware ? (
          <>
            <dt>firmware</dt>
            <dd>
              {device.firmware.fw} on {device.firmware.board} (protocol {device.firmware.proto})
            </dd>
          </>
        ) : null}
        {device.parts ? (
          <>
            <dt>rig parts</dt>
            <dd class={device.parts.state === 'unavailable' ? 'problem' : ''} data-testid="rig-parts">
              {partsSentence(device.parts)}
              <RigLights parts={device.parts} />
            </dd>
          </>
        ) : null}
        <dt>calibrated</dt>
        <dd>
          left {device.calibrated[0] ? 'yes' : 'no'}, right {device.calibrated[1] ? 'yes' : 'no'}
        </dd>
        {device.lastError ? (
          <>
            <dt>last error</dt>
            <dd class="problem">{device.lastError}</dd>
          </>
        ) : null}
        {Object.entries(device.counters).map(([k, v]) => (
          <>
            <dt key={k}>{COUNTER_NAMES[k] ?? k}</dt>
            <dd class={v > 0 && k !== 'linesOk' ? 'problem' : ''}>{v}</dd>
          </>
        ))}
      </dl>
    </section>
  );
}
