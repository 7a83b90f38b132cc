// The table's device as the session follows it: its status (connected, calibrated, counters) for the
// tablets, the sample rate asked of it at start and again after every reconnect, and its words.
import type { DeviceStatus } from '../../../../firmware-bridge/src/index.ts';
import type { TableDevice } from '../../devices/table-device.ts';
import type { DeviceInfo } from '#protocol';

export class DeviceWatch {
  private status: DeviceStatus;

  constructor(
    private readonly device: TableDevice['device'],
    private readonly opts: { sampleRate?: 10 | 80; logger?: { warn(msg: string): void } },
    /** `counters`: a heartbeat that only counted more good lines (news only to a tablet that watches the rig). */
    changed: (what: 'change' | 'counters') => void,
  ) {
    this.status = device.status();
    device.on('status', (s) => {
      if (s.state === 'connected' && this.status.state !== 'connected') void this.applyRate();
      const news = !onlyMoreLines(this.status, s);
      this.status = s;
      changed(news ? 'change' : 'counters');
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
      ...(s.lastError && s.problem ? { problem: s.problem } : {}),
      ...(parts ? { parts } : {}),
      counters: { ...s.counters },
    };
  }
}

/**
 * Whether `next` differs from `prev` only in how many good lines came: the rig's steady stream (a
 * heartbeat a second) is not news for the tablets. Anything else (the link, a calibration, a bad
 * line, an error) is.
 */
export function onlyMoreLines(prev: DeviceStatus, next: DeviceStatus): boolean {
  const apart = (s: DeviceStatus): string => JSON.stringify({ ...s, counters: { ...s.counters, linesOk: 0 } });
  return apart(prev) === apart(next);
}
