// The link to the server and to the rig, always visible: a banner when either is down.
import type { DeviceInfo } from '#protocol';
import type { LinkState } from '../connection.ts';
import { deviceTrouble } from './device-banner.ts';
import './device-status.css';
import { t } from '../i18n/i18n.ts';
import { deviceState } from './device-words.ts';

export function LinkBanner({ link, attempts }: { link: LinkState; attempts: number }) {
  if (link === 'open') return null;
  return (
    <div class="banner banner-link" role="status" data-testid="reconnecting">
      {link === 'connecting' ? t('Connecting to the Quartermaster…') : t('Reconnecting to the Quartermaster… (attempt {attempts})', { attempts })}
    </div>
  );
}

export function DeviceBadge({ device }: { device: DeviceInfo }) {
  const ok = device.state === 'connected';
  const label = device.kind === 'sim' ? t('simulated rig') : device.kind === 'emulator' ? t('emulated rig') : device.kind === 'rig' ? t('rig') : t('balance');
  return (
    <span class={`device-badge ${ok ? 'ok' : 'bad'}`} data-testid="device-state" title={device.port ?? ''}>
      {ok ? '●' : '○'} <span class="device-label">{label}: </span>
      <span class="device-word">{deviceState(device.state)}</span>
    </span>
  );
}

export function DeviceBanner({ device, game }: { device: DeviceInfo; game: boolean }) {
  // Once connected again, the last error stays on the Device screen only.
  const words = deviceTrouble(device, game);
  if (!words) return null;
  return (
    <div class="banner banner-device" role="status" data-testid="device-banner">
      {words[0]} <span class="banner-more">{words.slice(1).join(' ')}</span>
    </div>
  );
}
