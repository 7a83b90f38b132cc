// The emulated rig: the real firmware (.hex) in avr8js, wired to two HX711 models with load
// cells and one or two MFRC522 models, behind a serial Duplex. Implements RigControl.
import { readFileSync } from 'node:fs';
import { setImmediate as yieldToEvents, setTimeout as sleep } from 'node:timers/promises';
import type { PinOutput, RigControl } from '../../firmware-bridge/src/rig-control.ts';
import { UserPinWires, type PartFaults } from './user-pin-wires.ts';
import { ensureFirmwareHex } from './firmware-hex.ts';
import { HostSerial } from './host-serial.ts';
import type { Hx711Model } from './hx711-model.ts';
import { parseIntelHex } from './intel-hex.ts';
import { LoadCell, mulberry32, type CellFaults } from './load-cell.ts';
import { CPU_HZ, Mcu } from './mcu.ts';
import type { Mfrc522Model } from './mfrc522-model.ts';
import { wireChips } from './rig-chips.ts';

const SLICE_CYCLES = CPU_HZ / 200; // 5 ms of simulated time between looks at the outside world

export interface EmulatedRigOptions {
  /** The firmware; default hardware/firmware/build/quartermaster.hex, built when missing. */
  hexPath?: string;
  /** 'fast' runs as fast as the host can (tests); 'realtime' paces to the wall clock (demo). */
  pace?: 'fast' | 'realtime';
  channelsPresent?: [boolean, boolean];
  /** Reader 0 and the optional reader 1; default [true, false]. */
  readerPresent?: [boolean, boolean];
  noise?: boolean;
  seed?: number;
  calibration?: { offset: [number, number]; countsPerGram: [number, number] };
  /**
   * Host bytes per second into the MCU's receiver; default: the baud rate the firmware set
   * (115200 8N1, 11520 bytes/s). Higher rates are a stress test no real line can produce.
   */
  rxBytesPerSecond?: number;
  /** Faults built into the chips and parts, for the rig check's tests (faults.ts names them). */
  faults?: EmulatedFaults;
}

export interface EmulatedFaults {
  /** Per cup: the HX711 board's RATE pin tied to GND (it stays at 10 samples/s). */
  rateTiedLow?: [boolean, boolean];
  /** Per cup: the load cell's faults. */
  cells?: [CellFaults, CellFaults];
  /** Reader 0 loses its cards for every other window of this many ms. */
  readerDropoutMs?: number;
  /** What is (not) wired to the user pins, and how. */
  parts?: PartFaults;
}

export interface EmulatedRig extends RigControl {
  driveInput(pin: number, high: boolean | null): void;
  pinOutputs(): Map<number, PinOutput>;
  /** Simulated milliseconds since the rig was created (unplugged time included). */
  readonly simMillis: number;
  /** Resolves once `ms` more simulated milliseconds have run. */
  waitSim(ms: number): Promise<void>;
  /** HX711 timing rules the firmware broke, across power cycles; tests assert it stays empty. */
  readonly timingViolations: readonly string[];
  /** The chip models of the current power cycle (null while unplugged), for tests. */
  readonly hx711: readonly [Hx711Model, Hx711Model] | null;
  readonly mfrc522: readonly (Mfrc522Model | null)[] | null;
  readonly plugged: boolean;
  /** Puts another card on a reader, next to those already there (placeTag replaces them). */
  addTag(reader: 0 | 1, uid: string): void;
  /** Takes one card (by UID) or all cards off a reader. */
  removeTag(reader: 0 | 1, uid?: string): void;
  /** The flash: the program each power-on runs; `flash` replaces it (the bootloader's page writes). */
  readonly program: Uint16Array;
  flash(program: Uint16Array): void;
}

const DEFAULT_CALIBRATION = { offset: [-31_250, 12_480] as [number, number], countsPerGram: [428.6, 431.2] as [number, number] };

class Rig implements EmulatedRig {
  readonly serial = new HostSerial();
  readonly calibration: { offset: [number, number]; countsPerGram: [number, number] };
  readonly timingViolations: string[] = [];
  hx711: [Hx711Model, Hx711Model] | null = null;
  mfrc522: (Mfrc522Model | null)[] | null = null;
  private image: Uint16Array;
  private readonly cells: [LoadCell, LoadCell];
  private readonly channelsPresent: [boolean, boolean];
  private readonly readerPresent: [boolean, boolean];
  private readonly tags: [string[], string[]] = [[], []];
  private readonly wires: UserPinWires;
  private mcu: Mcu | null = null;
  private txBytes: number[] = [];
  private cyclesBefore = 0; // simulated cycles of earlier power cycles and unplugged time
  private waiters: { at: number; resolve: () => void }[] = [];
  private closed = false;
  private rxScheduled = false;
  private readonly done: Promise<void>;

  constructor(private readonly opts: EmulatedRigOptions) {
    this.image = parseIntelHex(readFileSync(opts.hexPath ?? ensureFirmwareHex(), 'utf8'));
    const cal = opts.calibration ?? DEFAULT_CALIBRATION;
    this.calibration = { offset: [...cal.offset], countsPerGram: [...cal.countsPerGram] };
    const random = mulberry32(opts.seed ?? 7);
    const cellFaults = opts.faults?.cells;
    // A faulty cell follows the rig's clock (its drift is per minute); good cells keep their own pace.
    const now = cellFaults ? () => this.simMillis : undefined;
    this.cells = [0, 1].map((ch) => new LoadCell({ offset: cal.offset[ch]!, countsPerGram: cal.countsPerGram[ch]! }, random, now, cellFaults?.[ch])) as [
      LoadCell,
      LoadCell,
    ];
    this.wires = new UserPinWires(opts.faults?.parts);
    this.setNoise(opts.noise ?? false);
    this.channelsPresent = [...(opts.channelsPresent ?? [true, true])];
    this.readerPresent = [...(opts.readerPresent ?? [true, false])];
    this.serial.onQueued = () => this.feedRx();
    this.powerOn();
    this.done = this.run();
  }

  get simMillis(): number {
    return ((this.cyclesBefore + (this.mcu?.cycles ?? 0)) / CPU_HZ) * 1000;
  }

  get plugged(): boolean {
    return this.mcu !== null;
  }

  get program(): Uint16Array {
    return this.image;
  }

  flash(program: Uint16Array): void {
    this.image = new Uint16Array(program);
  }

  waitSim(ms: number): Promise<void> {
    const at = this.simMillis + ms;
    return new Promise((resolve) => this.waiters.push({ at, resolve }));
  }

  setRaw(channel: 0 | 1, counts: number): void {
    this.cells[channel].setRaw(counts);
  }

  setGrams(channel: 0 | 1, grams: number): void {
    this.cells[channel].setGrams(grams);
  }

  setNoise(enabled: boolean): void {
    for (const c of this.cells) c.noise = enabled;
  }

  setChannelPresent(channel: 0 | 1, present: boolean): void {
    this.channelsPresent[channel] = present;
    this.hx711?.[channel].setPresent(present);
  }

  placeTag(reader: 0 | 1, uid: string): void {
    this.removeTag(reader);
    this.addTag(reader, uid);
  }

  addTag(reader: 0 | 1, uid: string): void {
    const normal = uid.toUpperCase();
    if (!/^([0-9A-F]{8}|[0-9A-F]{14})$/.test(normal)) throw new Error(`tag UID must be 8 or 14 hex digits, got "${uid}"`);
    this.tags[reader].push(normal);
    this.mfrc522?.[reader]?.placeCard(normal);
  }

  removeTag(reader: 0 | 1, uid?: string): void {
    const normal = uid?.toUpperCase();
    this.tags[reader] = normal === undefined ? [] : this.tags[reader].filter((t) => t !== normal);
    this.mfrc522?.[reader]?.removeCard(normal);
  }

  driveInput(pin: number, high: boolean | null): void {
    this.wires.drive(pin, high);
  }

  pinOutputs(): Map<number, PinOutput> {
    return this.wires.outputs(this.mcu);
  }

  /** Also emits 'unplug' / 'plug' on `serial`, as the simulated rig does, for in-process channels. */
  unplug(): void {
    if (!this.mcu) return;
    this.cyclesBefore += this.mcu.cycles;
    this.mcu = null;
    this.hx711 = null;
    this.mfrc522 = null;
    this.rxScheduled = false;
    this.txBytes = [];
    this.serial.dropQueued();
    this.serial.emit('unplug');
  }

  plug(): void {
    if (this.mcu || this.closed) return;
    this.powerOn();
    this.serial.emit('plug');
  }

  private closing: Promise<void> | null = null;

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      await this.done;
      this.unplug();
      this.serial.push(null);
      for (const w of this.waiters) w.resolve();
      this.waiters = [];
    })();
    return this.closing;
  }

  private powerOn(): void {
    const mcu = new Mcu(this.image);
    const chips = wireChips(mcu, {
      cells: this.cells,
      channelsPresent: this.channelsPresent,
      readerPresent: this.readerPresent,
      tags: this.tags,
      ...(this.opts.faults ? { faults: this.opts.faults } : {}),
    });
    this.wires.attach(mcu);
    mcu.usart.onByteTransmit = (b) => this.txBytes.push(b);
    mcu.usart.onRxComplete = () => this.feedRx();
    this.mcu = mcu;
    this.hx711 = chips.hx711;
    this.mfrc522 = chips.mfrc522;
  }

  /** Hands the next host byte to the USART when its receiver is free. */
  private feedRx(): void {
    const mcu = this.mcu;
    if (!mcu) return;
    const next = this.serial.peek();
    if (next === undefined || !mcu.usart.rxEnable) return;
    const rate = this.opts.rxBytesPerSecond;
    if (rate === undefined) {
      if (!mcu.usart.rxBusy && mcu.usart.writeByte(next)) this.serial.shift();
      return;
    }
    if (this.rxScheduled) return;
    this.rxScheduled = true;
    mcu.after(CPU_HZ / rate, () => {
      this.rxScheduled = false;
      if (this.mcu !== mcu) return;
      this.serial.shift();
      mcu.usart.writeByte(next, true); // lands in UDR0 now; onRxComplete schedules the next
    });
  }

  private async run(): Promise<void> {
    const realtime = this.opts.pace === 'realtime';
    const wallStart = performance.now();
    const simStart = this.simMillis;
    while (!this.closed) {
      const mcu = this.mcu;
      if (mcu) {
        mcu.runUntil(mcu.cycles + SLICE_CYCLES);
        for (const m of this.hx711 ?? []) {
          m.check();
          this.collectViolations(m);
        }
        const bytes = this.txBytes;
        this.txBytes = [];
        this.serial.deliver(bytes);
        this.feedRx();
      } else {
        this.cyclesBefore += SLICE_CYCLES; // unplugged: time still passes
      }
      const now = this.simMillis;
      const due = this.waiters.filter((w) => w.at <= now);
      if (due.length) {
        this.waiters = this.waiters.filter((w) => w.at > now);
        for (const w of due) w.resolve();
      }
      const ahead = realtime ? now - simStart - (performance.now() - wallStart) : 0;
      if (ahead > 1) await sleep(ahead);
      else await yieldToEvents();
    }
  }

  private collectViolations(m: Hx711Model): void {
    if (m.violations.length === 0) return;
    const ch = this.hx711?.indexOf(m) ?? -1;
    for (const v of m.violations.splice(0)) this.timingViolations.push(`HX711 ch${ch}: ${v}`);
  }
}

export async function startEmulatedRig(opts: EmulatedRigOptions = {}): Promise<EmulatedRig> {
  return new Rig(opts);
}
