// What the banner says while the rig (or a balance) is not connected: what happened, the next step
// (its USB cable; the server finds it again by itself), and that the game is kept and what still
// works meanwhile.
import type { DeviceInfo } from '#protocol';
import { t } from '../i18n/i18n.ts';
import { deviceProblem } from './device-problem.ts';
import { deviceState } from './device-words.ts';

const isRig = (device: Pick<DeviceInfo, 'kind'>): boolean => device.kind === 'rig' || device.kind === 'sim' || device.kind === 'emulator';

/** The device as the players call it. */
export function deviceName(device: Pick<DeviceInfo, 'kind'>): string {
  return isRig(device) ? t('rig') : t('balance');
}

/** The banner's sentences while the device is not connected (null once it is); `game`: one is on the table. */
export function deviceTrouble(device: Pick<DeviceInfo, 'kind' | 'state' | 'lastError' | 'problem'>, game: boolean): string[] | null {
  if (device.state === 'connected') return null;
  const rig = isRig(device);
  const state = deviceState(device.state);
  const why = deviceProblem(device);
  const words = [
    why
      ? rig
        ? t('The rig is {state}: {why}.', { state, why })
        : t('The balance is {state}: {why}.', { state, why })
      : rig
        ? t('The rig is {state}.', { state })
        : t('The balance is {state}.', { state }),
  ];
  if (device.state !== 'connecting') words.push(t('Check its USB cable at both ends; it reconnects by itself.'));
  if (game)
    words.push(
      rig
        ? t("The game is kept; the tablet's buttons work on, and cards and weighings wait for the rig or are entered by hand where the game offers it.")
        : t("The game is kept; the tablet's buttons work on, and cards and weighings wait for the balance or are entered by hand where the game offers it."),
    );
  return words;
}
