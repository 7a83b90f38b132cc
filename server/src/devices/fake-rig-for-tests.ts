// An in-memory stand-in for firmware-bridge's simulated rig, for unit tests of the server: it is
// both the Device (typed events) and the RigControl (the test's hands), without serial bytes.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Cup, Device, DeviceEvents, DeviceStatus, RigControl } from '../../../firmware-bridge/src/index.ts';
import type { TableDevice } from './table-device.ts';

const COUNTS_PER_GRAM = 420;

export class FakeRig extends EventEmitter<DeviceEvents> implements Device, RigControl {
  readonly kind = 'sim' as const;
  /** 2 like the rig, or 1 like a single-pan balance (samples of cup 0 only, flagged stable). */
  readonly cups: 1 | 2;
  /** A one-cup stand-in is a balance: no card reader. */
  readonly hasReader: boolean;
  readonly serial = new PassThrough();
  readonly calibration = { offset: [0, 0] as [number, number], countsPerGram: [COUNTS_PER_GRAM, COUNTS_PER_GRAM] as [number, number] };
  /** Samples per second per cup while started (0: only `emitSamples` sends). */
  rate: number;
  private readonly load: [number, number] = [0, 0];
  private readonly tare0: [number, number] = [0, 0];
  private timer: NodeJS.Timeout | null = null;
  private plugged = true;
  private linkState: DeviceStatus['state'] = 'connecting';

  constructor(opts: { rate?: number; cups?: 1 | 2 } = {}) {
    super();
    this.rate = opts.rate ?? 10;
    this.cups = opts.cups ?? 2;
    this.hasReader = this.cups === 2;
  }

  async start(): Promise<void> {
    this.linkState = 'connected';
    this.emit('status', this.status());
    if (this.rate > 0) this.timer = setInterval(() => this.emitSamples(), 1000 / this.rate);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.linkState = 'disconnected';
  }

  status(): DeviceStatus {
    const counters = { linesOk: 0, badChecksum: 0, tooLong: 0, unknownType: 0, malformed: 0, seqGaps: 0, linesLost: 0, reconnects: 0 };
    return { state: this.linkState, port: 'sim', calibrated: [true, true], counters };
  }

  async tare(cup?: Cup): Promise<void> {
    for (const c of cup === undefined ? ([0, 1] as const) : [cup]) this.tare0[c] = this.load[c];
  }

  async calibrate(): Promise<void> {}

  emitSamples(t = performance.now()): void {
    if (!this.plugged) return;
    for (const cup of this.cups === 2 ? ([0, 1] as const) : ([0] as const)) {
      const grams = this.load[cup] - this.tare0[cup];
      this.emit('sample', { cup, t, raw: Math.round(this.load[cup] * COUNTS_PER_GRAM), grams, saturated: false, ...(this.cups === 1 ? { stable: true } : {}) });
    }
  }

  setRaw(channel: 0 | 1, counts: number): void {
    this.load[channel] = counts / COUNTS_PER_GRAM;
  }
  setGrams(channel: 0 | 1, grams: number): void {
    this.load[channel] = grams;
  }
  /** What the test's hands put on a cup, g (the truth a weighing is held to). */
  loadOn(cup: Cup): number {
    return this.load[cup];
  }
  setNoise(): void {}
  setChannelPresent(): void {}
  placeTag(reader: 0 | 1, uid: string): void {
    if (this.plugged) this.emit('tag', { reader, uid, present: true, t: performance.now() });
  }
  removeTag(): void {}
  unplug(): void {
    this.plugged = false;
    this.linkState = 'reconnecting';
    this.emit('status', { ...this.status(), lastError: 'cable unplugged' });
  }
  plug(): void {
    this.plugged = true;
    this.linkState = 'connected';
    this.emit('status', this.status());
  }
  async close(): Promise<void> {
    await this.stop();
  }
}

export function fakeTableDevice(opts: { rate?: number; cups?: 1 | 2 } = {}): TableDevice & { fake: FakeRig } {
  const fake = new FakeRig(opts);
  return { device: fake, rig: fake, fake, close: () => fake.close() };
}
