// The rig or balance as the server sees it: what it is, its port and link, its firmware and parts,
// its calibration, its last error and the link's counters; and, with a game on the table, putting
// the game away.
import { useEffect } from 'preact/hooks';
import { useTable } from '../../context.ts';
import { FirmwareUpdate } from './FirmwareUpdate.tsx';
import { ForgetHosts } from '../../parts/HostStanding.tsx';
import { PutAway } from '../../parts/PutAway.tsx';
import { RigLights } from '../../parts/RigParts.tsx';
import type { ScreenProps } from '../screen.ts';
import { SetupLink } from '../../parts/SetupLink.tsx';
import './device.css';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { deviceState } from '../../parts/device-words.ts';
import { partsWords, rigFault } from './rig-faults.ts';

const COUNTER_NAMES: Record<string, Msg> = {
  linesOk: msg('lines received'),
  badChecksum: msg('bad checksums'),
  tooLong: msg('over-long lines'),
  unknownType: msg('unknown messages'),
  malformed: msg('malformed lines'),
  seqGaps: msg('sequence gaps'),
  linesLost: msg('lines lost'),
  reconnects: msg('reconnects'),
  duplicates: msg('lines received twice'),
  fragments: msg('broken lines'),
};

/** The device's kind as the players call it (a balance's own id where the table names it no better). */
const KINDS: Record<string, Msg> = { rig: msg('rig'), sim: msg('simulated rig'), emulator: msg('emulated rig') };

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
        <h2>{t('Device')}</h2>
        <dl>
          <dt>{t('kind')}</dt>
          <dd>{KINDS[device.kind] ? t(KINDS[device.kind]!) : t('balance ({kind})', { kind: device.kind })}</dd>
          <dt>{t('port')}</dt>
          <dd>{device.port ?? '—'}</dd>
          <dt>{t('link')}</dt>
          <dd>{deviceState(device.state)}</dd>
          {device.firmware ? (
            <>
              <dt>{t('firmware')}</dt>
              <dd>
                {t('{firmware} on {board} (protocol {protocol})', {
                  firmware: device.firmware.fw,
                  board: device.firmware.board,
                  protocol: device.firmware.proto,
                })}
              </dd>
            </>
          ) : null}
          {device.parts ? (
            <>
              <dt>{t('rig parts')}</dt>
              <dd class={device.parts.state === 'unavailable' ? 'problem' : ''} data-testid="rig-parts">
                {partsWords(device.parts)}
                <RigLights parts={device.parts} />
              </dd>
            </>
          ) : null}
          <dt>{t('calibrated')}</dt>
          <dd>{t('left {left}, right {right}', { left: device.calibrated[0] ? t('yes') : t('no'), right: device.calibrated[1] ? t('yes') : t('no') })}</dd>
          {device.lastError ? (
            <>
              <dt>{t('last error')}</dt>
              <dd class="problem">{rigFault(device)}</dd>
            </>
          ) : null}
          {Object.entries(device.counters).map(([k, v]) => (
            <>
              <dt key={k}>{COUNTER_NAMES[k] ? t(COUNTER_NAMES[k]!) : k}</dt>
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
