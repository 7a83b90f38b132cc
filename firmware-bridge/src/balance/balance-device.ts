// A commercial single-pan balance as a Device with one cup: the weigh-off then weighs one
// collection after the other. Its kind's BalanceFormat (mt-sics.ts, a-and-d.ts) says how its
// lines read and which command makes it stream, sent on connect; tare and a known-weight
// correction are kept host-side in the calibration store, so the balance's own settings are never
// changed.
import { EventEmitter } from 'node:events';
import type { Cup, Device, DeviceEvents, DeviceStatus } from '../device.ts';
import type { ByteChannel } from '../transport/channel.ts';
import { LineFramer } from '../protocol/framing.ts';
import { emptyCounters } from '../protocol/decoder.ts';
import { type CalibrationStore, toGrams, type RigCalibration } from '../devices/calibration-store.ts';
import { readCup } from '../devices/collect.ts';
import type { BalanceFormat } from './balance-format.ts';
import type { ParsedReading } from './reading.ts';

export interface BalanceDeviceOptions {
  /** Its kind's id (device-kinds.ts), the Device's `kind`. */
  kind: string;
  format: BalanceFormat;
  channel: ByteChannel;
  identity: string;
  store: CalibrationStore;
}

export class BalanceDevice extends EventEmitter<DeviceEvents> implements Device {
  readonly kind: string;
  readonly cups = 1 as const;
  readonly hasReader = false;
  private readonly framer = new LineFramer();
  private readonly counters = emptyCounters();
  // The balance reads grams: offset in grams, "counts per gram" 1 until a known-weight correction.
  private calibration: RigCalibration = [
    { offset: 0, countsPerGram: 1 },
    { offset: null, countsPerGram: null },
  ];
  private lastRaw = 0;
  private lastError: string | undefined;

  constructor(private readonly options: BalanceDeviceOptions) {
    super();
    this.kind = options.kind;
    const { parse, streamCommand } = options.format;
    options.channel.on('data', (d) => {
      for (const frame of this.framer.push(d)) {
        if (frame.kind === 'overlong') this.counters.tooLong++;
        else this.onLine(parse(frame.text));
      }
    });
    options.channel.on('state', (s, why) => {
      // A line the port cut when it closed is a fragment, never glued to the next port's bytes.
      if (this.framer.cut()) this.counters.fragments = (this.counters.fragments ?? 0) + 1;
      if (s === 'connected') {
        options.channel.write(`${streamCommand}\r\n`);
      } else if (why) this.lastError = why;
      this.emit('status', this.status());
    });
  }

  async start(): Promise<void> {
    const { calibration, problem } = await this.options.store.load(this.options.identity);
    if (calibration) this.calibration = calibration;
    if (problem) this.lastError = problem;
    await this.options.channel.open();
  }

  async stop(): Promise<void> {
    await this.options.channel.close();
  }

  status(): DeviceStatus {
    const s: DeviceStatus = {
      state: this.options.channel.state,
      port: this.options.channel.label,
      calibrated: [true, false],
      counters: { ...this.counters, reconnects: this.options.channel.reconnects },
    };
    if (this.lastError !== undefined) s.lastError = this.lastError;
    return s;
  }

  async tare(cup?: Cup): Promise<void> {
    this.onePan(cup ?? 0);
    this.calibration[0].offset = await readCup(this, 0, 5);
    await this.save();
  }

  async calibrate(cup: Cup, grams: number): Promise<void> {
    this.onePan(cup);
    if (!Number.isFinite(grams) || grams <= 0) throw new RangeError(`the known weight must be a positive number of grams, got ${grams}`);
    const delta = (await readCup(this, 0, 5)) - (this.calibration[0].offset ?? 0);
    if (Math.abs(delta) < grams * 0.5) throw new Error(`the balance reads ${delta.toFixed(2)} g over the tare: is the ${grams} g weight on the pan?`);
    this.calibration[0].countsPerGram = delta / grams;
    await this.save();
  }

  private onePan(cup: Cup): void {
    if (cup !== 0) throw new RangeError('a single-pan balance has only cup 0: weigh one collection after the other');
  }

  private async save(): Promise<void> {
    await this.options.store.save(this.options.identity, this.calibration);
    this.emit('status', this.status());
  }

  /** A problem on the line, told to the server (at most once a second, so a babbling balance cannot flood it). */
  private problem(why: string, t: number): void {
    const news = why !== this.lastError;
    this.lastError = why;
    if (news || t - this.lastProblemAt >= 1000) {
      this.lastProblemAt = t;
      this.emit('status', this.status());
    }
  }
  private lastProblemAt = -Infinity;

  private onLine(parsed: ParsedReading): void {
    const t = performance.now();
    if (!parsed.ok) {
      this.counters.malformed++;
      this.problem(parsed.reason, t);
      return;
    }
    this.counters.linesOk++;
    const r = parsed.reading;
    switch (r.kind) {
      case 'weight':
        this.lastRaw = r.grams;
        this.emit('sample', { cup: 0, t, raw: r.grams, grams: toGrams(this.calibration[0], r.grams), saturated: false, stable: r.stable });
        return;
      case 'overload':
      case 'underload':
        // No number to give: the last reading, flagged; grams null so nobody weighs with it.
        this.problem(`the balance reports ${r.kind}`, t);
        this.emit('sample', { cup: 0, t, raw: this.lastRaw, grams: null, saturated: true, stable: false });
        return;
      case 'refused':
        this.problem(`the balance refused a command (${r.code})`, t);
        return;
    }
  }
}
