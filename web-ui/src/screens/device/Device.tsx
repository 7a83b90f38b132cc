// The rig or balance as the server sees it: what it is, its port and link, its firmware and parts,
// its calibration, its last error and the link's counters; and, with a game on the table, putting
// the game away.
import { useEffect } from 'preact/hooks';
import { useTable } from '../../context.ts';
import { FirmwareUpdate } from '../../parts/FirmwareUpdate.tsx';
import { ForgetHosts } from '../../parts/HostStanding.tsx';
import { PutAway } from '../../parts/PutAway.tsx';
import { partsSentence, RigLights } from '../../parts/RigParts.tsx';
import type { ScreenProps } from '../screen.ts';
import { SetupLink } from '../setup/SetupLink.tsx';
import './device.css';

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

export function Device({ session, open }: ScreenProps) {
  const { device } = session;
  // The counters as each heartbeat brings them, while this screen shows them.
  const { watchRig } = useTable();
  useEffect(() => watchRig(), [watchRig]);
  return (
    <>
      <FirmwareUpdate kind={device.kind} />
      <SetupLink open={open} on="device" kind={device.kind} />
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
      {session.game ? <PutAway /> : null}
      <ForgetHosts />
    </>
  );
}
