// The rig's firmware from the tablet: when the rig says (HELLO) it runs an older firmware than the
// one this companion builds, a host tablet may have it updated. The table lends the rig as it does
// to the rig check (refused while a weigh-off or a count waits on it), lets go of its serial port,
// has avrdude write and verify the firmware through the bootloader (firmware-bridge's flashRig),
// and takes the port back; the rig then says HELLO with the new version.
import type { FirmwareStatus } from '#protocol';
import { RigDevice } from '../../../firmware-bridge/src/index.ts';
import { type FlashEvent, type FlashResult, flashRig } from '../../../firmware-bridge/src/ports.ts';
import type { Refusal, RigLender } from './rig-check.ts';
import type { FirmwareSource, TableDevice } from './table-device.ts';
import { VersionWaits } from './version-waits.ts';

/** How a flash is done; the tests' and the table's are the same (flashRig), the options told here. */
export type Flasher = (port: string, hexPath: string, onEvent: (e: FlashEvent) => void) => Promise<FlashResult>;

const tableFlasher: Flasher = (port, hexPath, onEvent) => flashRig({ port, hexPath, attempts: 3, stallMs: 20_000, onEvent });

/** Whether version `a` (as 1.2.3) is older than `b`; a version that is not such numbers is never older. */
export function olderVersion(a: string, b: string): boolean {
  const parts = (v: string) => (/^\d+(\.\d+)*$/.test(v) ? v.split('.').map(Number) : null);
  const [x, y] = [parts(a), parts(b)];
  if (!x || !y) return false;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

export class FirmwareUpdate {
  private state: Pick<FirmwareStatus, 'state' | 'step' | 'percent' | 'error'> = { state: 'idle', step: null, percent: null, error: null };
  private version = 1;
  private readonly waits = new VersionWaits();
  private running: Promise<void> | null = null;

  constructor(
    private readonly table: TableDevice,
    private readonly source: FirmwareSource,
    private readonly lender: RigLender,
    private readonly flash: Flasher = tableFlasher,
  ) {
    // A new HELLO (another firmware, or the rig plugged back) changes what is offered.
    let said = this.runningVersion();
    table.device.on('status', () => {
      const now = this.runningVersion();
      if (now !== said) {
        said = now;
        this.changed();
      }
    });
  }

  private runningVersion(): string | null {
    return this.table.device.status().firmware?.fw ?? null;
  }

  status(): FirmwareStatus {
    const running = this.runningVersion();
    return {
      version: this.version,
      running,
      brought: this.source.version,
      older: running !== null && olderVersion(running, this.source.version),
      ...this.state,
    };
  }

  /** The status once its version is past `after` (at once if it is already), or as it stands after `ms`. */
  async statusAfter(after: number, ms: number): Promise<FirmwareStatus> {
    await this.waits.past(after, this.version, ms);
    return this.status();
  }

  /** Every waiting reader answered now (the server is closing). */
  release(): void {
    this.waits.release();
  }

  /** Starts the update, or says why not. */
  start(): Refusal {
    const refuse = (message: string, status: 400 | 409 = 409): Refusal => ({ ok: false, status, message });
    if (this.running) return refuse('the firmware is being updated already: wait for it to finish');
    const device = this.table.device;
    if (!(device instanceof RigDevice) || device.kind === 'sim') return refuse('only a rig on a USB port has firmware to update', 400);
    const now = this.status();
    if (now.running === null) return refuse('the rig has not said which firmware it runs yet: wait until it is connected');
    if (!now.older) return refuse(`the rig runs firmware ${now.running} already, as new as this Quartermaster's ${now.brought}`);
    const lent = this.lender.lendRig();
    if (!lent.ok) return refuse(`the firmware cannot be updated now: ${lent.reason}`);
    this.set({ state: 'updating', step: 'letting go of the rig', percent: null, error: null });
    this.running = this.update(device).finally(() => {
      this.running = null;
      this.lender.giveRigBack();
    });
    return { ok: true };
  }

  /** Waits for an update under way to end (the server is closing). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async update(device: RigDevice): Promise<void> {
    let hexPath: string;
    try {
      hexPath = this.source.hexPath();
    } catch (e) {
      this.set({ state: 'failed', step: null, percent: null, error: `there is no firmware to write: ${(e as Error).message}` });
      return;
    }
    const port = await device.releasePort();
    if (port === null) {
      this.set({ state: 'failed', step: null, percent: null, error: 'the rig is not on a serial port that can be lent to the flasher' });
      return;
    }
    let result: FlashResult;
    try {
      result = await this.flash(port, hexPath, (e) => this.onFlashEvent(e));
    } finally {
      device.retakePort();
    }
    if (result.ok) this.set({ state: 'done', step: null, percent: null, error: null });
    else this.set({ state: 'failed', step: null, percent: null, error: result.message });
  }

  private onFlashEvent(e: FlashEvent): void {
    if (e.type === 'speed') this.set({ step: `talking to the rig's bootloader at ${e.baud} baud`, percent: null });
    else if (e.type === 'progress') {
      if (e.percent % 10 !== 0 && e.percent !== 2) return; // the tablets hear every tenth
      this.set({ step: e.phase === 'write' ? 'writing the firmware' : 'checking what was written', percent: e.percent });
    } else if (e.type === 'flashed') this.set({ step: 'written and checked', percent: 100 });
    else this.set({ step: 'waiting for the rig to start its new firmware', percent: null });
  }

  private set(patch: Partial<FirmwareUpdate['state']>): void {
    this.state = { ...this.state, ...patch };
    this.changed();
  }

  private changed(): void {
    this.version++;
    this.release();
  }
}
