// The table's device as the session follows it: its status (connected, calibrated, counters) for the
// tablets, the sample rate asked of it at start and again after every reconnect, and its words.
import type { DeviceStatus } from '../../../firmware-bridge/src/index.ts';
import type { TableDevice } from '../devices/table-device.ts';
import type { DeviceInfo } from '#protocol';

export class DeviceWatch {
  private status: DeviceStatus;

  constructor(
    private readonly device: TableDevice['device'],
    private readonly opts: { sampleRate?: 10 | 80; logger?: { warn(msg: string): void } },
    changed: () => void,
  ) {
    this.status = device.status();
    device.on('status', (s) => {
      if (s.state === 'connected' && this.status.state !== 'connected') void this.applyRate();
      this.status = s;
      changed();
    });
    device.on('error', (e) => opts.logger?.warn(`device: ${e.message}`));
  }

  /** Best effort: a device that cannot switch keeps its rate, and the weigh-off copes. */
  async applyRate(): Promise<void> {
    const rate = this.opts.sampleRate;
    if (!rate || !this.device.setRate) return;
    try {
      await this.device.setRate(rate);
    } catch (e) {
      this.opts.logger?.warn(`the device could not switch to ${rate} samples/s: ${(e as Error).message}`);
    }
  }

  /** The state's `device`: `sim` for the simulated rig, `parts` the rig's own button and lights. */
  info(sim: boolean, parts: DeviceInfo['parts'] | undefined): DeviceInfo {
    const d = this.device;
    const s = this.status;
    return {
      kind: d.kind,
      cups: d.cups,
      hasReader: d.hasReader,
      sim,
      state: s.state,
      port: s.port,
      calibrated: s.calibrated,
      ...(s.firmware ? { firmware: s.firmware } : {}),
      ...(s.lastError ? { lastError: s.lastError } : {}),
      ...(parts ? { parts } : {}),
      counters: { ...s.counters },
    };
  }
}
